// Noun phrases of rules text, each with its parser and its renderer side by side so the two can't drift apart:
// numbers, object filters ("nonland permanent an opponent controls"), targets (CR 115), players, mana, costs
// (CR 118).
import type { Amount, BasicLandType, Cost, ObjectFilter, TargetKind, TargetSpec } from '../../engine/card-def.js';
import { IT_INDEX, KEYWORDS, manaCostText, parseManaCost, readsLateLayers } from '../../engine/index.js';
import type { Keyword } from '../../engine/index.js';
import type { CardType, ManaType, Supertype } from '../../engine/types.js';
import { alt, lit, map, memo, opt, rx, seq, tpl, words, type P } from './grammar.js';
import {
  COLOR_WORD,
  COLOR_WORDS,
  NUMBER_WORDS,
  SUBTYPE_PLURALS,
  TYPE_WORDS,
  isSubtype,
  numberWord,
  pluralOf,
} from './lexicon.js';

// ---------------------------------------------------------------------------------------------------------------
// Numbers

export const digits: P<number> = map(rx(/\d+/), (m) => Number(m[0]));
/** "one" … "twenty" */
export const numberWordP: P<number> = words(Object.fromEntries(NUMBER_WORDS.map((w, i) => [w, i])));
/** "a"/"an" as the number one */
export const article: P<number> = alt(lit('a', 1), lit('an', 1));

/** A count of things: "a card", "two cards", "X cards" — the noun's singular and plural given. */
export function countOf(singular: string, plural: string): P<Amount> {
  return alt<Amount>(
    map(tpl`${article} ${lit(singular)}`, () => ({ kind: 'const', n: 1 })),
    map(tpl`${numberWordP} ${lit(plural)}`, ([n]) => (n >= 2 ? { kind: 'const', n } : null)),
    map(lit(`X ${plural}`), () => ({ kind: 'x' })),
  );
}

export function renderCount(a: Amount, singular: string, plural: string): string | null {
  if (a.kind === 'const')
    return a.n === 1 ? `${/^[aeiou]/i.test(singular) ? 'an' : 'a'} ${singular}` : `${numberWord(a.n)} ${plural}`;
  if (a.kind === 'x') return `X ${plural}`;
  return null;
}

/** A quantity written in digits ("3 damage", "2 life") or X. */
export const digitAmount: P<Amount> = alt<Amount>(
  map(digits, (n) => ({ kind: 'const', n })),
  map(lit('X'), () => ({ kind: 'x' })),
);

export function renderDigitAmount(a: Amount): string | null {
  return a.kind === 'const' ? String(a.n) : a.kind === 'x' ? 'X' : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Object filters

type Partial = { -readonly [K in keyof ObjectFilter]: ObjectFilter[K] };

function merge(parts: readonly Partial[]): Partial | null {
  const out: Partial = {};
  for (const p of parts) {
    for (const [k, v] of Object.entries(p) as [keyof Partial, unknown][]) {
      if (v === undefined) continue;
      const prev = out[k];
      if (Array.isArray(prev) && Array.isArray(v)) (out as Record<string, unknown>)[k] = [...prev, ...v];
      else if (prev !== undefined) return null;
      else (out as Record<string, unknown>)[k] = v;
    }
  }
  return out;
}

const NON_TYPES: Record<string, CardType> = {
  nonland: 'Land',
  noncreature: 'Creature',
  nonartifact: 'Artifact',
  nonenchantment: 'Enchantment',
  nonplaneswalker: 'Planeswalker',
};
const SUPERTYPE_WORDS: Record<string, Supertype> = { basic: 'Basic', legendary: 'Legendary', snow: 'Snow' };

/** Adjectives before the noun, in the order rules text writes them. */
const ADJECTIVES: P<Partial> = words<Partial>({
  tapped: { tapped: true },
  untapped: { tapped: false },
  attacking: { combat: 'attacking' },
  blocking: { combat: 'blocking' },
  'attacking or blocking': { combat: 'attackingOrBlocking' },
  ...Object.fromEntries(Object.entries(COLOR_WORDS).map(([w, c]) => [`non${w}`, { notColors: [c] }])),
  nontoken: { token: false },
  nonbasic: { notSupertypes: ['Basic'] },
  nonlegendary: { notSupertypes: ['Legendary'] },
  monocolored: { colorCount: 'mono' },
  multicolored: { colorCount: 'multi' },
  colorless: { colorCount: 'none' },
  ...Object.fromEntries(Object.entries(NON_TYPES).map(([w, t]) => [w, { notTypes: [t] }])),
  ...Object.fromEntries(Object.entries(SUPERTYPE_WORDS).map(([w, t]) => [w, { supertypes: [t] }])),
  ...Object.fromEntries(Object.entries(COLOR_WORDS).map(([w, c]) => [w, { colors: [c] }])),
  // "red or green creature": either color (CR 105.2)
  ...Object.fromEntries(
    Object.entries(COLOR_WORDS).flatMap(([w, c]) =>
      Object.entries(COLOR_WORDS)
        .filter(([v, d]) => v !== w && d !== c)
        .map(([v, d]) => [`${w} or ${v}`, { colors: [c, d] }]),
    ),
  ),
});

/** "1/1 creature" (Pendelhaven): exactly that power and toughness, as the layers make them (CR 208.1, 613.4). */
const EXACT_PT: P<Partial> = map(rx(/(\d+)\/(\d+)/), (m) => {
  const [p, t] = [Number(m[1]), Number(m[2])];
  return { minPower: p, maxPower: p, minToughness: t, maxToughness: t };
});

/** Whether a filter's power and toughness are exact ("1/1"), said as an adjective before the rest. */
const exactPT = (f: ObjectFilter): boolean =>
  f.minPower !== undefined &&
  f.minPower === f.maxPower &&
  f.minToughness !== undefined &&
  f.minToughness === f.maxToughness;

/** "non-Angel", "non-Human": has none of that subtype. */
const NON_SUBTYPE: P<Partial> = map(rx(/non-([A-Z][a-z'-]+)/), (m) =>
  isSubtype(m[1]!) ? { notSubtypes: [m[1]!] } : null,
);

function adjectives(): P<Partial[]> {
  const more: P<Partial[]> = (s, i) => {
    const out: [Partial[], number][] = [[[], i]];
    for (const [a, j] of [...ADJECTIVES(s, i), ...NON_SUBTYPE(s, i), ...EXACT_PT(s, i)]) {
      if (s[j] === ' ') for (const [rest, k] of more(s, j + 1)) out.push([[a, ...rest], k]);
      // "nonartifact, nonblack creature": two "non-" words are separated by a comma.
      const non = (x: Partial | undefined) =>
        !!x && (!!x.notTypes || !!x.notColors || !!x.notSubtypes || x.token === false);
      if (s.startsWith(', non', j) && non(a))
        for (const [rest, k] of more(s, j + 2)) if (non(rest[0])) out.push([[a, ...rest], k]);
    }
    return out;
  };
  return more;
}

const PERMANENT_TYPES: readonly CardType[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
const typeWord = (plural: boolean): P<CardType> =>
  words(
    new Map(
      [...TYPE_WORDS]
        .filter(([, t]) => PERMANENT_TYPES.includes(t))
        .map(([w, t]) => [plural ? `${w}s` : w, t] as const),
    ),
  );

/** "artifact", "artifact or enchantment", "artifact, creature, or land" (plural: joined with "and"). */
function typeList(plural: boolean): P<CardType[]> {
  const one = typeWord(plural);
  const conj = plural ? 'and' : 'or';
  return alt(
    map(one, (t) => [t]),
    map(tpl`${one} ${lit(conj)} ${one}`, ([a, , b]) => (a === b ? null : [a, b])),
    map(tpl`${one}, ${one}, ${lit(conj)} ${one}`, ([a, b, , c]) => (new Set([a, b, c]).size === 3 ? [a, b, c] : null)),
  );
}

const subtypeWord: P<string> = map(rx(/[A-Z][a-z'-]+(?: Lord)?/), (m) => (isSubtype(m[0]) ? m[0] : null));
const subtypePlural: P<string> = map(rx(/[A-Z][a-z'-]+/), (m) => SUBTYPE_PLURALS.get(m[0]) ?? null);

/** The noun of a phrase naming permanents: types, a subtype with or without its type, or "permanent". */
function head(plural: boolean): P<Partial> {
  return alt<Partial>(
    map(lit(plural ? 'permanents' : 'permanent'), () => ({})),
    map(typeList(plural), (types) => ({ types })),
    // CR 205.2: "artifact creature(s)", "enchantment creature": an object with both card types.
    map(tpl`${typeWord(false)} ${typeWord(plural)}`, ([a, b]) => (a === b ? null : { types: [b], alsoTypes: [a] })),
    map(tpl`${subtypeWord} ${typeWord(plural)}`, ([st, t]) => ({ types: [t], subtypes: [st] })),
    map(plural ? subtypePlural : subtypeWord, (st) => ({ subtypes: [st] })),
    map(tpl`${subtypeWord} or ${plural ? subtypePlural : subtypeWord}`, ([a, b]) =>
      a === b ? null : { subtypes: [a, b] },
    ),
  );
}

// "you don't control" is read as "an opponent controls": the same permanents in a two-player game, and the engine's
// filter means "not you". In a target phrase the text is kept as written; elsewhere it renders the other way.
const controllerSuffix = (plural: boolean): P<Partial> =>
  alt<Partial>(
    lit(' you control', { controller: 'you' }),
    lit(plural ? ' your opponents control' : ' an opponent controls', { controller: 'opponent' }),
    lit(" you don't control", { controller: 'opponent' }),
  );

export const comparison: P<Partial> = alt<Partial>(
  map(tpl` with power ${digits} or greater`, ([n]) => ({ minPower: n })),
  map(tpl` with power ${digits} or less`, ([n]) => ({ maxPower: n })),
  map(tpl` with toughness ${digits} or greater`, ([n]) => ({ minToughness: n })),
  map(tpl` with toughness ${digits} or less`, ([n]) => ({ maxToughness: n })),
  map(tpl` with mana value ${digits} or greater`, ([n]) => ({ minManaValue: n })),
  map(tpl` with mana value ${digits} or less`, ([n]) => ({ maxManaValue: n })),
  // "with mana value 2" (Spell Snare): exactly that mana value.
  map(tpl` with mana value ${digits}`, ([n]) => ({ minManaValue: n, maxManaValue: n })),
);

/** The keyword abilities a noun phrase may name an object by: "creature with flying", "creatures without flying". */
const FILTER_KEYWORDS: ReadonlyMap<string, Keyword> = new Map(
  (
    [
      'flying',
      'reach',
      'defender',
      'haste',
      'trample',
      'deathtouch',
      'first strike',
      'double strike',
      'vigilance',
      'lifelink',
      'menace',
      'hexproof',
      'indestructible',
    ] as const
  ).flatMap((k) => (KEYWORDS.includes(k) ? [[k, k] as const] : [])),
);

/** " with flying", " without first strike" (CR 702) */
const keywordSuffix: P<Partial> = alt<Partial>(
  map(seq(lit(' with '), words(FILTER_KEYWORDS)), ([, k]) => ({ keyword: k })),
  map(seq(lit(' without '), words(FILTER_KEYWORDS)), ([, k]) => ({ notKeyword: k })),
);

function nounPhrase(plural: boolean): P<ObjectFilter> {
  // Rules text names the controller before a keyword when it's "you" ("creatures you control with flying") and after
  // it otherwise ("creature with flying an opponent controls"): the renderer writes the same order.
  const made = ([adjs, h, a, b, cmp]: readonly [
    Partial[],
    Partial,
    Partial | null,
    Partial | null,
    Partial | null,
  ]) => {
    const f = merge([...adjs, h, a ?? {}, b ?? {}, cmp ?? {}]);
    return f && validFilter(f) ? f : null;
  };
  // "nonland permanent not named {this}" (Detention Sphere, CR 201.2): the name is said right after the noun.
  const named = (p: P<Partial>): P<Partial> =>
    map(seq(head(plural), opt(lit(' not named {this}', { namedAsSource: false } as Partial)), p), ([h, n, rest]) =>
      merge([h, n ?? {}, rest]),
    );
  return alt(
    map(
      seq(adjectives(), named(lit('', {})), opt(controllerSuffix(plural)), opt(keywordSuffix), opt(comparison)),
      made,
    ),
    map(seq(adjectives(), named(lit('', {})), keywordSuffix, controllerSuffix(plural), opt(comparison)), made),
  );
}

/** Nothing contradictory, and only filters the renderer writes back the same way. */
function validFilter(f: ObjectFilter): boolean {
  // Two colors only as "red or green" (an adjective of its own, which renders back so).
  if ((f.colors?.length ?? 0) > 2) return false;
  if (f.notTypes && f.types && f.notTypes.some((t) => f.types!.includes(t))) return false;
  return true;
}

/** What kind of card a hand holds, with the space after it: "nonland ", "noncreature, nonland ", "creature or
 * planeswalker ", "artifact or creature " — what a card has wherever it is (no controller, status or combat). */
export const handCardKind: P<ObjectFilter> = alt<ObjectFilter>(
  map(adjectives(), (parts) => {
    if (parts.length === 0 || parts.some((p) => !p.notTypes)) return null;
    return merge(parts);
  }),
  map(seq(nounPhrase(false), lit(' ')), ([f]) =>
    f.controller || f.tapped !== undefined || f.combat || readsLateLayers(f) || !(f.types || f.subtypes) ? null : f,
  ),
  // Spell types name cards, never permanents (Sin Collector: "an instant or sorcery card").
  lit<ObjectFilter>('instant or sorcery ', { types: ['Instant', 'Sorcery'] }),
);

/** Renders a kind of card in a hand (handCardKind), without the space after it. */
export function renderHandCardKind(f: ObjectFilter): string | null {
  const t = f.types ?? [];
  if (t.length === 2 && t.includes('Instant') && t.includes('Sorcery') && Object.keys(f).length === 1)
    return 'instant or sorcery';
  if (f.types || f.subtypes) return renderNP(f, false);
  const nons = (f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`);
  return nons.length && Object.keys(f).length === 1 ? nons.join(', ') : null;
}

/** "creature", "nonland permanent an opponent controls", "basic land" */
export const singularNP: P<ObjectFilter> = memo(nounPhrase(false));
/** "creatures", "Goblins you control", "artifacts and enchantments" */
export const pluralNP: P<ObjectFilter> = memo(nounPhrase(true));

/** Renders a filter as a noun phrase, or null when no phrase says it. "other" is the caller's to say ("another
 * creature", "other creatures"). */
export function renderNP(f: ObjectFilter, plural: boolean): string | null {
  if (f.anyOf || f.token === true || f.controlledByTarget !== undefined) return null;
  const parts: string[] = [];
  const exact = exactPT(f);
  if (exact) parts.push(`${f.minPower}/${f.minToughness}`);
  if (f.tapped !== undefined) parts.push(f.tapped ? 'tapped' : 'untapped');
  if (f.combat) parts.push(f.combat === 'attackingOrBlocking' ? 'attacking or blocking' : f.combat);
  const nons = [
    ...(f.notSubtypes ?? []).map((t) => `non-${t}`),
    ...(f.notTypes ?? []).map((t) => `non${t.toLowerCase()}`),
    ...(f.notColors ?? []).map((c) => `non${COLOR_WORD[c]}`),
    ...(f.token === false ? ['nontoken'] : []),
    ...(f.notSupertypes ?? []).map((t) => `non${t.toLowerCase()}`),
  ];
  if (nons.length) parts.push(nons.join(', '));
  for (const st of f.supertypes ?? []) parts.push(st.toLowerCase());
  if (f.colors?.length) parts.push(f.colors.map((c) => COLOR_WORD[c]).join(' or '));
  if (f.colorCount)
    parts.push(f.colorCount === 'mono' ? 'monocolored' : f.colorCount === 'multi' ? 'multicolored' : 'colorless');
  const types = f.types ?? [];
  const subs = f.subtypes ?? [];
  const conj = plural ? 'and' : 'or';
  const typeText = (ts: readonly CardType[]) => {
    const w = ts.map((t) => (plural ? `${t.toLowerCase()}s` : t.toLowerCase()));
    return w.length === 1
      ? w[0]!
      : w.length === 2
        ? `${w[0]} ${conj} ${w[1]}`
        : `${w.slice(0, -1).join(', ')}, ${conj} ${w[w.length - 1]}`;
  };
  if (f.alsoTypes) {
    // "artifact creature(s)" (CR 205.2): one more type said before the noun's.
    if (f.alsoTypes.length !== 1 || types.length !== 1 || subs.length) return null;
    parts.push(`${f.alsoTypes[0]!.toLowerCase()} ${typeText(types)}`);
  } else if (subs.length === 0) parts.push(types.length ? typeText(types) : plural ? 'permanents' : 'permanent');
  else if (subs.length === 1 && types.length === 1) parts.push(`${subs[0]} ${typeText(types)}`);
  else if (types.length === 0 && subs.length <= 2) {
    const w = subs.map((s, i) => (plural && i === subs.length - 1 ? pluralOf(s) : s));
    parts.push(w.join(' or '));
  } else return null;
  let out = parts.join(' ');
  if (f.namedAsSource === false) out += ' not named {this}';
  else if (f.namedAsSource) return null;
  const kw =
    f.keyword !== undefined ? ` with ${f.keyword}` : f.notKeyword !== undefined ? ` without ${f.notKeyword}` : '';
  if (f.keyword !== undefined && f.notKeyword !== undefined) return null;
  if (f.controller === 'you') out += ' you control' + kw;
  else if (f.controller === 'opponent') out += kw + (plural ? ' your opponents control' : ' an opponent controls');
  else out += kw;
  if (!exact) {
    if (f.minPower !== undefined) out += ` with power ${f.minPower} or greater`;
    if (f.maxPower !== undefined) out += ` with power ${f.maxPower} or less`;
    if (f.minToughness !== undefined) out += ` with toughness ${f.minToughness} or greater`;
    if (f.maxToughness !== undefined) out += ` with toughness ${f.maxToughness} or less`;
  }
  if (f.minManaValue !== undefined && f.minManaValue === f.maxManaValue) out += ` with mana value ${f.minManaValue}`;
  else {
    if (f.minManaValue !== undefined) out += ` with mana value ${f.minManaValue} or greater`;
    if (f.maxManaValue !== undefined) out += ` with mana value ${f.maxManaValue} or less`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Targets (CR 115)

function spec(what: TargetKind, text: string, optional: boolean): TargetSpec {
  return optional ? { what, optional: true, text } : { what, text };
}

/** A card in a graveyard: "target creature card from your graveyard", "target card from a graveyard". */
/** "instant or sorcery": spell types, which name cards but never permanents. */
const spellTypes: P<ObjectFilter> = alt<ObjectFilter>(
  lit('instant or sorcery', { types: ['Instant', 'Sorcery'] }),
  lit('instant', { types: ['Instant'] }),
  lit('sorcery', { types: ['Sorcery'] }),
);

/** What kind of card: "creature", "instant or sorcery", "Goblin" ("permanent card" would include more than the
 * permanents' filter says, so it is not read here). */
export const cardKind: P<ObjectFilter> = alt(
  map(singularNP, (f) => (f.types || f.subtypes ? f : null)),
  spellTypes,
);

/** CR 110.4a: a "permanent card" is an artifact, battle, creature, enchantment, land or planeswalker card: any card
 * but an instant or a sorcery. */
const permanentCard: P<ObjectFilter> = lit('permanent', { notTypes: ['Instant', 'Sorcery'] });

const graveyardCard: P<TargetKind> = map(
  tpl`${opt(map(seq(alt(cardKind, permanentCard), lit(' ')), ([f]) => f))}card${opt(comparison)} ${alt<ObjectFilter>(
    lit('from your graveyard', { controller: 'you' }),
    // "target instant or sorcery card in your graveyard" (Snapcaster Mage): the same card, said where it is.
    lit('in your graveyard', { controller: 'you' }),
    lit('from a graveyard', {}),
    lit("from an opponent's graveyard", { controller: 'opponent' }),
  )}`,
  ([f, cmp, where]) => {
    if (f && (f.controller || f.tapped !== undefined || f.minManaValue !== undefined || f.maxManaValue !== undefined))
      return null;
    return { kind: 'card', zone: 'graveyard', filter: { ...(f ?? {}), ...(cmp ?? {}), ...where } };
  },
);

/** The thing after "target": a permanent, a player, or a card in a graveyard. */
const targetNoun: P<TargetKind> = alt<TargetKind>(
  // CR 115.1, 701.6: spells and abilities on the stack ("target spell", "target creature spell", "target
  // noncreature spell", "target activated or triggered ability").
  // "target spell or ability" (Spellskite): either (CR 115.1a-d).
  lit('spell or ability', { kind: 'ability', orSpell: true }),
  lit('spell', { kind: 'spell', filter: {} }),
  map(tpl`${singularNP} spell`, ([filter]) => ({ kind: 'spell', filter })),
  // "target instant spell" (Dispel), "target sorcery spell"; "target spell you don't control" (Counterflux), "target
  // spell with mana value 2" (Spell Snare: CR 202.3e, a spell's X counts as the value chosen).
  map(tpl`${spellTypes} spell`, ([filter]) => ({ kind: 'spell', filter })),
  map(seq(lit('spell'), alt(controllerSuffix(false), comparison)), ([, filter]) => ({ kind: 'spell', filter })),
  // "target noncreature spell" (Spell Pierce, Negate): a "non-" word alone before "spell", with no noun of its own.
  map(rx(/(non[a-z]+) spell/), (m) => {
    const t = NON_TYPES[m[1]!];
    return t ? { kind: 'spell', filter: { notTypes: [t] } } : null;
  }),
  lit('activated or triggered ability', { kind: 'ability' }),
  lit('player', { kind: 'player' }),
  lit('opponent', { kind: 'player', who: 'opponent' }),
  lit('player or planeswalker', { kind: 'player', orPlaneswalker: true }),
  lit('opponent or planeswalker', { kind: 'player', who: 'opponent', orPlaneswalker: true }),
  map(singularNP, (filter) => ({ kind: 'permanent', filter })),
  graveyardCard,
);

/** "target creature that player or that planeswalker's controller controls": controlled by the player or planeswalker
 * chosen for the target before it (made concrete on assembly, as "it" is). */
const thatPlayersNoun: P<TargetKind> = map(
  tpl`${singularNP} that player or that planeswalker's controller controls`,
  ([filter]) => (filter.controller ? null : { kind: 'permanent', filter: { ...filter, controlledByTarget: IT_INDEX } }),
);

/** "any target", "target creature", "up to one target creature" */
export const targetPhrase: P<TargetSpec> = alt(
  map(lit('any target'), () => spec({ kind: 'any' }, 'any target', false)),
  // CR 115.3: "another target" — any target but the ones chosen before it.
  map(lit('another target'), () => ({ what: { kind: 'any' }, distinct: true, text: 'another target' })),
  map(seq(alt(lit('target ', false), lit('up to one target ', true)), thatPlayersNoun), ([optional, what]) =>
    spec(what, '', optional),
  ),
  map(seq(alt(lit('target ', false), lit('up to one target ', true)), targetNoun), ([optional, what]) =>
    spec(what, '', optional),
  ), // "another target creature": not the source (CR 115: the ability's own source may not be chosen).
  map(tpl`another target ${singularNP}`, ([filter]) =>
    spec({ kind: 'permanent', filter: { ...filter, other: true } }, '', false),
  ),
);

/** Attaches the exact text a target phrase was parsed from (the engine shows it when asking for the target). */
export function withText(p: P<TargetSpec>): P<TargetSpec> {
  return (s, i) => p(s, i).map(([v, j]) => [{ ...v, text: s.slice(i, j) }, j] as const);
}

export const target: P<TargetSpec> = memo(withText(targetPhrase));

/** Renders a target's phrase from its structure; the stored text must say the same thing (checked by parsing it). */
export function renderTarget(t: TargetSpec): string | null {
  const parsed = targetPhrase(t.text, 0).filter(([, j]) => j === t.text.length);
  const same = parsed.some(([v]) => sameKind(v.what, t.what) && (v.optional ?? false) === (t.optional ?? false));
  return same ? t.text : null;
}

function sameKind(a: TargetKind, b: TargetKind): boolean {
  // The earlier target "that player" names is the assembler's: the text reads the same whichever it is.
  const named = (k: TargetKind): TargetKind =>
    k.kind === 'permanent' && k.filter.controlledByTarget !== undefined
      ? { ...k, filter: { ...k.filter, controlledByTarget: IT_INDEX } }
      : k;
  return JSON.stringify(canon(named(a))) === JSON.stringify(canon(named(b)));
}

/** A canonical form for comparing structures (key order and empty arrays don't matter). */
export function canon(x: unknown): unknown {
  if (Array.isArray(x)) return x.map(canon);
  if (x && typeof x === 'object')
    return Object.fromEntries(
      Object.keys(x)
        .sort()
        .filter((k) => (x as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, canon((x as Record<string, unknown>)[k])]),
    );
  return x;
}

// ---------------------------------------------------------------------------------------------------------------
// Mana (CR 106, 107.4)

const manaSymbol: P<ManaType> = words<ManaType>({
  '{W}': 'W',
  '{U}': 'U',
  '{B}': 'B',
  '{R}': 'R',
  '{G}': 'G',
  '{C}': 'C',
});

/** "{G}", "{B}{B}{B}", "{C}{C}": mana of fixed types. */
export const fixedMana: P<ManaType[]> = (s, i) => {
  const out: [ManaType[], number][] = [];
  let acc: ManaType[] = [];
  let j = i;
  for (;;) {
    const r = manaSymbol(s, j)[0];
    if (!r) break;
    acc = [...acc, r[0]];
    j = r[1];
    out.push([acc, j]);
  }
  return out;
};

export const renderMana = (m: readonly ManaType[]): string => m.map((t) => `{${t}}`).join('');

// ---------------------------------------------------------------------------------------------------------------
// Costs (CR 118, 602.1)

/** A mana cost inside an ability cost: "{2}{R}", "{X}{G}". */
export const manaCostP: P<Cost> = map(rx(/(?:\{(?:\d+|[WUBRGCXS]|[WUBRG]\/[WUBRGP]|2\/[WUBRG])\})+/), (m) => {
  try {
    return { kind: 'mana', cost: parseManaCost(m[0]) };
  } catch {
    return null;
  }
});

/** CR 606.4: a loyalty cost — "+1", "0", "−2", "−X" (Oracle text writes the minus sign U+2212). */
const loyaltyCostP: P<Cost> = map(rx(/([+\u2212]?)(\d+|X)/), (m) => {
  const sign = m[1]!;
  const n = m[2]!;
  if (n === 'X') return sign === '\u2212' ? { kind: 'loyalty', change: '-X' } : null;
  // "0" has no sign; any other number has one, and no leading zero.
  if (n === '0' ? sign !== '' : sign === '' || n.startsWith('0')) return null;
  return { kind: 'loyalty', change: sign === '\u2212' ? -Number(n) : Number(n) };
});

/** A loyalty cost as Oracle text writes it (the minus sign U+2212). */
export function renderLoyaltyCost(change: number | '-X'): string {
  return change === '-X' ? '\u2212X' : change > 0 ? `+${change}` : change < 0 ? `\u2212${-change}` : '0';
}

/** Counters whose rules the engine doesn't have: shield and stun counters (CR 122.1c-d), keyword counters (122.1b),
 * and counters other rules act on (time: suspend and vanishing, 702.62-63; fade: fading, 702.32). */
const RULED_COUNTERS: ReadonlySet<string> = new Set(
  'shield stun finality time fade age flying deathtouch hexproof indestructible lifelink menace reach trample vigilance haste'.split(
    ' ',
  ),
);

/** A kind of counter (CR 122.1) that is only a marker or modifies power and toughness (122.1a): "+1/+1", "-0/-1",
 * "charge", "mining". */
export const counterName: P<string> = map(rx(/[+-]\d+\/[+-]\d+|[a-z]+/), (m) =>
  RULED_COUNTERS.has(m[0]) ? null : m[0],
);

/** "a charge counter", "two +1/+1 counters": how many counters of one kind (the count at least 1). */
const countersOf: P<[number, string]> = alt<[number, string]>(
  map(tpl`${article} ${counterName} counter`, ([, k]) => [1, k]),
  map(tpl`${numberWordP} ${counterName} counters`, ([n, k]) => (n >= 2 ? [n, k] : null)),
);

function renderCounters(n: number, counter: string): string {
  return n === 1
    ? `${/^[aeiou]/.test(counter) ? 'an' : 'a'} ${counter} counter`
    : `${numberWord(n)} ${counter} counters`;
}

/** "a creature card", "two cards", "two creature cards": how many cards of what kind (CR 118.3). */
const cardsOf: P<[number, ObjectFilter]> = alt<[number, ObjectFilter]>(
  map(tpl`${article} card`, () => [1, {}]),
  map(tpl`${article} ${cardKind} card`, ([, f]) => [1, f]),
  map(tpl`${numberWordP} cards`, ([n]) => (n >= 2 ? [n, {}] : null)),
  map(tpl`${numberWordP} ${cardKind} cards`, ([n, f]) => (n >= 2 ? [n, f] : null)),
);

function renderCards(n: number, f: ObjectFilter): string | null {
  if (Object.keys(f).length === 0) return n === 1 ? 'a card' : `${numberWord(n)} cards`;
  const np = renderNP(f, false);
  if (np === null) return null;
  return n === 1 ? `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np} card` : `${numberWord(n)} ${np} cards`;
}

/** A kind of card a cost names in a hand or graveyard: what a card has wherever it is. */
const cardCostKind = (f: ObjectFilter): boolean =>
  !f.controller && f.tapped === undefined && !f.combat && !f.other && f.minPower === undefined;

/** "blue" in "a blue card": a card's color alone, or a kind of card ("creature"). */
const handCardColor: P<ObjectFilter> = alt<ObjectFilter>(
  words<ObjectFilter>(Object.fromEntries(Object.entries(COLOR_WORDS).map(([w, c]) => [w, { colors: [c] }]))),
  map(cardKind, (f) => (cardCostKind(f) ? f : null)),
);

const oneCost: P<Cost> = alt<Cost>(
  manaCostP,
  loyaltyCostP,
  lit('{T}', { kind: 'tap' }),
  lit('{Q}', { kind: 'untap' }),
  lit('Sacrifice {this}', { kind: 'sacrificeSelf' }),
  map(tpl`Pay ${digits} life`, ([n]) => ({ kind: 'payLife', n })),
  lit('Discard a card', { kind: 'discardCard' }),
  lit('Discard this card', { kind: 'discardSelf' }),
  // CR 118.3, 701.9: "Discard a creature card", "Discard two cards".
  map(tpl`Discard ${cardsOf}`, ([[n, f]]) =>
    !cardCostKind(f) || (n === 1 && Object.keys(f).length === 0)
      ? null
      : { kind: 'discardCard', ...(Object.keys(f).length ? { filter: f } : {}), ...(n > 1 ? { n } : {}) },
  ),
  // CR 122.8: "Remove a charge counter from {this}", "Remove two +1/+1 counters from {this}".
  map(tpl`Remove ${countersOf} from {this}`, ([[n, counter]]) => ({ kind: 'removeCounters', counter, amount: n })),
  map(tpl`Remove X ${counterName} counters from {this}`, ([counter]) => ({
    kind: 'removeCounters',
    counter,
    amount: 'x',
  })),
  // CR 122.1, 118.3: "Put a -0/-1 counter on {this}".
  map(tpl`Put ${countersOf} on {this}`, ([[n, counter]]) => ({ kind: 'putCounters', counter, n })),
  // CR 118.3: "Tap two untapped creatures you control", "Tap another untapped creature you control".
  map(tpl`Tap ${article} ${singularNP}`, ([, f]) => tapCost(f, 1)),
  map(tpl`Tap another ${singularNP}`, ([f]) => tapCost({ ...f, other: true }, 1)),
  map(tpl`Tap ${numberWordP} ${pluralNP}`, ([n, f]) => (n >= 2 ? tapCost(f, n) : null)),
  // CR 118.3: "Return a land you control to its owner's hand".
  map(tpl`Return ${article} ${singularNP} to its owner's hand`, ([, f]) =>
    f.controller === 'you' && f.tapped === undefined && !f.combat ? { kind: 'returnToHand', filter: f } : null,
  ),
  // CR 701.21a: only a permanent you control can be sacrificed; the filter picks among them.
  map(tpl`Sacrifice ${article} ${singularNP}`, ([, f]) => (f.controller ? null : { kind: 'sacrifice', filter: f })),
  map(tpl`Sacrifice another ${singularNP}`, ([f]) =>
    f.controller ? null : { kind: 'sacrifice', filter: { ...f, other: true } },
  ),
  // CR 118.3: "Exile a creature card from your graveyard", "Exile a card from your graveyard".
  // CR 118.3: "Exile a blue card from your hand" (an alternative cost, CR 118.9).
  map(tpl`Exile ${article} ${handCardColor} card from your hand`, ([, f]) => ({ kind: 'exileFromHand', filter: f })),
  map(tpl`Exile ${cardsOf} from your graveyard`, ([[n, f]]) =>
    cardCostKind(f) ? { kind: 'exileFromGraveyard', filter: f, ...(n > 1 ? { n } : {}) } : null,
  ),
);

/** An untapped permanent the player controls, as a "Tap ..." cost names it (not {T}, CR 118.3). */
function tapCost(f: ObjectFilter, n: number): Cost | null {
  return f.tapped === false && f.controller === 'you' && !f.combat ? { kind: 'tapPermanents', filter: f, n } : null;
}

const AND_SACRIFICE = ' and sacrifice it';

/** "{R}, {T}", "{T}, Sacrifice {this}": costs separated by commas. */
export const costs: P<Cost[]> = (s, i) => {
  const out: [Cost[], number][] = [];
  const go = (acc: Cost[], j: number) => {
    for (const [c, k] of oneCost(s, j)) {
      const next = [...acc, c];
      out.push([next, k]);
      if (s.startsWith(', ', k)) go(next, k + 2);
      // "Remove three quest counters from {this} and sacrifice it" (Khalni Heart Expedition): two costs, one phrase.
      if (c.kind === 'removeCounters' && s.startsWith(AND_SACRIFICE, k)) {
        const both: Cost[] = [...next, { kind: 'sacrificeSelf', joined: true }];
        out.push([both, k + AND_SACRIFICE.length]);
        if (s.startsWith(', ', k + AND_SACRIFICE.length)) go(both, k + AND_SACRIFICE.length + 2);
      }
    }
  };
  go([], i);
  return out;
};

export function renderCost(c: Cost): string | null {
  switch (c.kind) {
    case 'mana':
      return manaCostText(c.cost);
    case 'tap':
      return '{T}';
    case 'untap':
      return '{Q}';
    case 'sacrificeSelf':
      return 'Sacrifice {this}';
    case 'payLife':
      return `Pay ${c.n} life`;
    case 'discardCard': {
      const cards = renderCards(c.n ?? 1, c.filter ?? {});
      return cards === null ? null : `Discard ${cards}`;
    }
    case 'removeCounters':
      return c.amount === 'x'
        ? `Remove X ${c.counter} counters from {this}`
        : `Remove ${renderCounters(c.amount, c.counter)} from {this}`;
    case 'putCounters':
      return `Put ${renderCounters(c.n, c.counter)} on {this}`;
    case 'exileFromHand': {
      const f = c.filter;
      const color = f.colors?.length === 1 && Object.keys(f).length === 1 ? COLOR_WORD[f.colors[0]!] : null;
      const kind = color ?? renderNP(f, false);
      return kind === null ? null : `Exile ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} card from your hand`;
    }
    case 'tapPermanents': {
      const { other, ...f } = c.filter;
      const np = renderNP(f, c.n > 1);
      if (np === null) return null;
      if (c.n > 1) return other ? null : `Tap ${numberWord(c.n)} ${np}`;
      return other ? `Tap another ${np}` : `Tap ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;
    }
    case 'returnToHand': {
      const np = renderNP(c.filter, false);
      return np === null ? null : `Return ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np} to its owner's hand`;
    }
    case 'discardSelf':
      return 'Discard this card';
    case 'loyalty':
      return renderLoyaltyCost(c.change);
    case 'exileFromGraveyard': {
      const cards = renderCards(c.n ?? 1, c.filter);
      return cards === null ? null : `Exile ${cards} from your graveyard`;
    }
    case 'sacrifice': {
      const { other, ...f } = c.filter;
      const np = renderNP(f, false);
      return np === null
        ? null
        : other
          ? `Sacrifice another ${np}`
          : `Sacrifice ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;
    }
    default:
      return null;
  }
}

export function renderCosts(cs: readonly Cost[]): string | null {
  let out = '';
  for (const [i, c] of cs.entries()) {
    if (c.kind === 'sacrificeSelf' && c.joined) {
      if (cs[i - 1]?.kind !== 'removeCounters') return null;
      out += AND_SACRIFICE;
      continue;
    }
    const p = renderCost(c);
    if (p === null) return null;
    out += (i === 0 ? '' : ', ') + p;
  }
  return out;
}

/** "pay 1 life and exile a blue card from your hand", for an alternative or additional cost's sentence. */
export function spellCostsText(cs: readonly Cost[]): string | null {
  const parts = cs.map(renderCost);
  if (parts.some((p) => p === null)) return null;
  return parts.map((p) => p!.charAt(0).toLowerCase() + p!.slice(1)).join(' and ');
}

/** CR 205.3i: the basic land types. */
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** "a Plains", "an Island", ...: a basic land type with its article. */
export const basicLandType: P<BasicLandType> = alt<BasicLandType>(
  ...BASIC_LAND_TYPES.map((t) => lit(`${/^[AEIOU]/.test(t) ? 'an' : 'a'} ${t}`, t)),
);
