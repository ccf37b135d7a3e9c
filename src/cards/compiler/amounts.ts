// Amounts rules text computes from the game, each phrase with its parser and its renderer side by side: what "equal
// to" names ("the number of creatures you control", "your devotion to black", "the greatest power among creatures you
// control", "your life total"), what "for each" counts ("creature you control", "card in your hand", "land card in
// your graveyard"), and "where X is ..." after a sentence that says X. The engine counts them all in one place
// (rules/amounts.ts).
import type { Amount, ObjectFilter } from '../../engine/card-def.js';
import type { Color } from '../../engine/types.js';
import { IT, readsLateLayers, type Clause } from '../../engine/index.js';
import { alt, lit, list, map, tpl, words, type P } from './grammar.js';
import { COLOR_WORD, COLOR_WORDS } from './lexicon.js';
import {
  cardKind,
  counterName,
  countOf,
  digitAmount,
  digits,
  pluralNP,
  renderCount,
  renderDigitAmount,
  renderNP,
  singularNP,
} from './phrases.js';

/** "blue", "black and red": one or two colors (devotion, CR 700.5) */
export const colors: P<Color[]> = map(list(words(COLOR_WORDS), 'and'), (cs) =>
  new Set(cs).size === cs.length && cs.length <= 2 ? cs : null,
);

/** Whose graveyards a count of cards looks at. */
const GRAVEYARDS: Readonly<Record<'you' | 'opponents' | 'all', string>> = {
  you: 'your graveyard',
  opponents: "your opponents' graveyards",
  all: 'all graveyards',
};
const graveyards: P<'you' | 'opponents' | 'all'> = alt(
  lit(GRAVEYARDS.you, 'you' as const),
  lit(GRAVEYARDS.opponents, 'opponents' as const),
  lit(GRAVEYARDS.all, 'all' as const),
);

/** A kind of card counted in a graveyard, said before "card"/"cards": "creature", "land", "instant and sorcery" (plural)
 * — only what a card has wherever it is. */
const countedCardKind = (plural: boolean): P<ObjectFilter> =>
  alt<ObjectFilter>(
    map(cardKind, (f) => (isCardFilter(f) && (f.types?.length ?? 0) <= 1 ? f : null)),
    lit(plural ? 'instant and sorcery' : 'instant or sorcery', { types: ['Instant', 'Sorcery'] }),
  );

function isCardFilter(f: ObjectFilter): boolean {
  return (
    !f.controller && f.tapped === undefined && !f.combat && !f.other && !readsLateLayers(f) && f.token === undefined
  );
}

function renderCardKind(f: ObjectFilter, plural: boolean): string | null {
  if (Object.keys(f).length === 0) return '';
  const t = f.types ?? [];
  if (t.length === 2 && t.includes('Instant') && t.includes('Sorcery') && Object.keys(f).length === 1)
    return plural ? 'instant and sorcery ' : 'instant or sorcery ';
  const np = renderNP(f, false);
  return np === null ? null : `${np} `;
}

/** "the number of <kind> cards in your graveyard" (plural) / "<kind> card in your graveyard" (singular, "for each"). */
const cardsInGraveyards = (plural: boolean): P<Amount> =>
  alt<Amount>(
    map(tpl`${lit(plural ? 'cards' : 'card')} in ${graveyards}`, ([, whose]) => ({
      kind: 'cardsInGraveyards',
      whose,
      filter: {},
    })),
    map(tpl`${countedCardKind(plural)} ${lit(plural ? 'cards' : 'card')} in ${graveyards}`, ([filter, , whose]) => ({
      kind: 'cardsInGraveyards',
      whose,
      filter,
    })),
  );

/** "charge counters on {this}" (plural) / "charge counter on it" (singular, "for each"): counters of one kind on the
 * source, or on the object named before ("it", CR 608.2h). */
function countersOnPhrase(plural: boolean): P<Amount> {
  const noun = plural ? 'counters' : 'counter';
  return alt<Amount>(
    map(tpl`${counterName} ${lit(noun)} on {this}`, ([counter]) => ({ kind: 'countersOnSelf', counter })),
    map(tpl`${counterName} ${lit(noun)} on it`, ([counter]) => ({ kind: 'countersOn', of: IT, counter })),
  );
}

function renderCountersOn(a: Extract<Amount, { kind: 'countersOnSelf' | 'countersOn' }>, plural: boolean): string {
  return `${a.counter} ${plural ? 'counters' : 'counter'} on ${a.kind === 'countersOnSelf' ? '{this}' : 'it'}`;
}

/** "the sacrificed creature's mana value / power / toughness" (the permanent the cost sacrificed). */
const sacrificedValue: P<Amount> = map(
  tpl`the sacrificed ${words({ creature: 'creature', artifact: 'artifact', enchantment: 'enchantment', permanent: 'permanent', land: 'land' })}'s ${words({ 'mana value': 'manaValue', power: 'power', toughness: 'toughness' } as const)}`,
  ([noun, value]): Amount =>
    value === 'power'
      ? { kind: 'targetPower', target: { kind: 'costSacrificed', noun } }
      : { kind: 'valueOf', of: { kind: 'costSacrificed', noun }, value },
);

function renderSacrificedValue(a: Amount): string | null {
  if (a.kind === 'targetPower' && a.target.kind === 'costSacrificed') return `the sacrificed ${a.target.noun}'s power`;
  if (a.kind === 'valueOf' && a.of.kind === 'costSacrificed')
    return `the sacrificed ${a.of.noun}'s ${a.value === 'manaValue' ? 'mana value' : 'toughness'}`;
  return null;
}

/** What "equal to" names (and "where X is"). */
export const amountPhrase: P<Amount> = alt<Amount>(
  map(tpl`the number of ${pluralNP}`, ([filter]) => ({ kind: 'count', filter })),
  lit('the number of cards in your hand', { kind: 'cardsInHand' }),
  map(tpl`the number of ${cardsInGraveyards(true)}`, ([a]) => a),
  lit('the number of card types among cards in all graveyards', { kind: 'cardTypesInGraveyards' }),
  // CR 700.5
  map(tpl`your devotion to ${colors}`, ([cs]) => ({ kind: 'devotion', colors: cs })),
  lit('your devotion to that color', { kind: 'devotionToChosen' }),
  map(tpl`the greatest power among ${pluralNP}`, ([filter]) => ({ kind: 'greatestPower', filter })),
  lit('your life total', { kind: 'lifeTotal' }),
  // CR 122.1: "the number of charge counters on {this}" / "... on it" (the source or the object named before).
  map(tpl`the number of ${countersOnPhrase(true)}`, ([a]) => a),
  // CR 601.2h, 608.2h: "the sacrificed creature's mana value" — what the ability's cost sacrificed, as it last existed;
  // "1 plus ..." (Birthing Pod).
  sacrificedValue,
  map(tpl`${digits} plus ${sacrificedValue}`, ([n, a]) => ({ kind: 'plus', amount: a, n })),
  // CR 608.2h: "its" is the object named before (a target, or the source), as it last existed.
  lit('its power', { kind: 'targetPower', target: IT }),
  // "the power of the card you exiled" (Flesh // Blood): the card an earlier effect of the spell exiled (CR 608.2h).
  lit('the power of the card you exiled', { kind: 'targetPower', target: { kind: 'linked' } }),
  lit('its toughness', { kind: 'valueOf', of: IT, value: 'toughness' }),
  lit('its mana value', { kind: 'valueOf', of: IT, value: 'manaValue' }),
);

export function renderAmountPhrase(a: Amount): string | null {
  switch (a.kind) {
    case 'count': {
      const np = renderNP(a.filter, true);
      return np === null ? null : `the number of ${np}`;
    }
    case 'cardsInHand':
      return 'the number of cards in your hand';
    case 'cardsInGraveyards': {
      const kind = renderCardKind(a.filter, true);
      return kind === null ? null : `the number of ${kind}cards in ${GRAVEYARDS[a.whose]}`;
    }
    case 'cardTypesInGraveyards':
      return 'the number of card types among cards in all graveyards';
    case 'devotion':
      return `your devotion to ${a.colors.map((c) => COLOR_WORD[c]).join(' and ')}`;
    case 'devotionToChosen':
      return 'your devotion to that color';
    case 'greatestPower': {
      const np = renderNP(a.filter, true);
      return np === null ? null : `the greatest power among ${np}`;
    }
    case 'lifeTotal':
      return 'your life total';
    case 'countersOnSelf':
    case 'countersOn':
      return `the number of ${renderCountersOn(a, true)}`;
    case 'plus': {
      const inner = renderSacrificedValue(a.amount);
      return inner === null ? null : `${a.n} plus ${inner}`;
    }
    case 'targetPower':
      if (a.target.kind === 'linked') return 'the power of the card you exiled';
      return renderSacrificedValue(a) ?? 'its power';
    case 'valueOf':
      if (a.of.kind === 'costSacrificed') return renderSacrificedValue(a);
      // "that creature's toughness" is said by the sacrifice that names it (effects/sacrifice-chosen.ts).
      return a.of.kind === 'sacrificed' ? null : a.value === 'toughness' ? 'its toughness' : 'its mana value';
    default:
      return null;
  }
}

/** What "for each" counts: "creature you control", "card in your hand", "creature card in your graveyard". */
export const eachPhrase: P<Amount> = alt<Amount>(
  map(singularNP, (filter) => ({ kind: 'count', filter })),
  lit('card in your hand', { kind: 'cardsInHand' }),
  cardsInGraveyards(false),
  countersOnPhrase(false),
);

export function renderEachPhrase(a: Amount): string | null {
  switch (a.kind) {
    case 'count':
      return renderNP(a.filter, false);
    case 'cardsInHand':
      return 'card in your hand';
    case 'cardsInGraveyards': {
      const kind = renderCardKind(a.filter, false);
      return kind === null ? null : `${kind}card in ${GRAVEYARDS[a.whose]}`;
    }
    case 'countersOnSelf':
    case 'countersOn':
      return renderCountersOn(a, false);
    default:
      return null;
  }
}

/** "N <noun> for each <counted>": the number said before the noun, in digits ("1 life") or as a count ("a card"). */
export const forEach = (per: P<number>): P<Amount> =>
  map(tpl`${per} for each ${eachPhrase}`, ([n, counted]) => ({ kind: 'forEach', per: n, counted }));

/** "3 life", "X life", "life equal to <amount>", "1 life for each <counted>" */
export const lifeAmount: P<Amount> = alt<Amount>(
  map(tpl`${digitAmount} life`, ([a]) => a),
  map(tpl`life equal to ${amountPhrase}`, ([a]) => a),
  map(tpl`${digits} life for each ${eachPhrase}`, ([per, counted]) => ({ kind: 'forEach', per, counted })),
);

export function renderLifeAmount(a: Amount): string | null {
  if (a.kind === 'forEach') {
    const each = renderEachPhrase(a.counted);
    return each === null ? null : `${a.per} life for each ${each}`;
  }
  const n = renderDigitAmount(a);
  if (n !== null) return `${n} life`;
  const said = renderAmountPhrase(a);
  return said === null ? null : `life equal to ${said}`;
}

/** "a card", "two cards", "X cards", "cards equal to <amount>", "a card for each <counted>" — the noun given. */
export function countedOf(singular: string, plural: string): P<Amount> {
  return alt<Amount>(
    countOf(singular, plural),
    map(tpl`${lit(plural)} equal to ${amountPhrase}`, ([, a]) => a),
    map(tpl`${lit(`a ${singular}`)} for each ${eachPhrase}`, ([, counted]) => ({ kind: 'forEach', per: 1, counted })),
  );
}

export function renderCounted(a: Amount, singular: string, plural: string): string | null {
  if (a.kind === 'forEach') {
    const each = renderEachPhrase(a.counted);
    return a.per !== 1 || each === null ? null : `a ${singular} for each ${each}`;
  }
  const n = renderCount(a, singular, plural);
  if (n !== null) return n;
  const said = renderAmountPhrase(a);
  return said === null ? null : `${plural} equal to ${said}`;
}

// ---------------------------------------------------------------------------------------------------------------
// "..., where X is <amount>": the sentence says X, the amount is what X is.

/** Where a tree holds mana symbols, whose {X} is no amount ("unless its controller pays {X}"). */
const MANA_KEYS = new Set(['cost', 'costs', 'manaCost', 'mana']);

/** Every X of a tree replaced by what X is (said back as X and the "where" clause). */
export function withX<T>(x: T, value: Amount): T {
  if (Array.isArray(x)) return x.map((v: unknown) => withX(v, value)) as T;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (o.kind === 'x' && Object.keys(o).length === 1) return { kind: 'whereX', value } as T;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, MANA_KEYS.has(k) ? v : withX(v, value)])) as T;
  }
  return x;
}

/** What X is in a tree (every "where X" the same), null if they differ, `undefined` when the tree has none. */
export function xValue(x: unknown): Amount | null | undefined {
  let found: Amount | null | undefined;
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.kind === 'whereX') {
        const a = o.value as Amount;
        found = found === undefined || JSON.stringify(found) === JSON.stringify(a) ? a : null;
        return;
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(x);
  return found;
}

/** Whether a tree says X (an X announced, or here one to define). */
function hasX(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(hasX);
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    return (
      (o.kind === 'x' && Object.keys(o).length === 1) ||
      Object.entries(o).some(([k, v]) => !MANA_KEYS.has(k) && hasX(v))
    );
  }
  return false;
}

/** Every "where X" of a tree said back as X. */
export function sayX<T>(x: T): T {
  if (Array.isArray(x)) return x.map((v: unknown) => sayX(v)) as T;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (o.kind === 'whereX') return { kind: 'x' } as T;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, sayX(v)])) as T;
  }
  return x;
}

/** "<clause>, where X is <amount>": a clause that says X and no X of its own (CR 107.3: X is announced only for a
 * spell or ability whose cost has it; here the text defines it). */
export function whereX(clause: P<Clause>): P<Clause> {
  return map(tpl`${clause}, where X is ${amountPhrase}`, ([c, value]) => {
    if (!hasX(c.items)) return null;
    return { ...c, items: c.items.map((i) => ({ ...i, e: withX(i.e, value) })) };
  });
}

/** Whether the layers can count an amount while they apply (a characteristic-defining ability, CR 604.3, or a static
 * ability's "for each", 611.3a): not one that reads power (no power is final while the layers apply), a target, a
 * chosen color or an event. */
export function countedByLayers(a: Amount): boolean {
  switch (a.kind) {
    case 'count':
    case 'countOpponentsControlling':
      return !readsLateLayers(a.filter);
    case 'cardsInHand':
    case 'cardsInGraveyards':
    case 'cardTypesInGraveyards':
    case 'devotion':
    case 'lifeTotal':
    case 'countersOnSelf':
    case 'const':
      return true;
    case 'plus':
      return countedByLayers(a.amount);
    case 'forEach':
      return countedByLayers(a.counted);
    case 'whereX':
      return countedByLayers(a.value);
    default:
      return false;
  }
}
