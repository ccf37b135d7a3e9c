// The card compiler: Oracle text → the engine's ability tree (DESIGN.md principles 7-10). A card compiles only if
// every sentence is understood and every effect is one the engine resolves; otherwise the result names the first
// sentence not understood. There are no approximations: an unknown word is not understood.
import type { Ability, CardDef, Condition, Effect, Trigger } from '../../engine/card-def.js';
import { overloaded, parseManaCost } from '../../engine/index.js';
import type { CardType } from '../../engine/types.js';
import { TOKENS } from '../definitions/tokens.js';
import { tokenFromDescription } from './tokens.js';
import { parseTypeLine } from '../card-facts.js';
import {
  EMBLEM_UNNAMED,
  LEVEL_SYMBOL,
  levelAbility,
  parseParagraph,
  spellAbility,
  type AbilityNotes,
  type CardFacts,
  type SpellPart,
} from './abilities.js';
import { classLevelBar, classLevelCondition } from './class-levels.js';
import { BASIC_LAND_MANA } from './lexicon.js';
import { normalize } from './normalize.js';
import { roundTrip, type RenderInfo } from './render.js';

export { renderText, roundTrip, comparable, type RenderInfo, type RoundTrip } from './render.js';
export { normalize, stripReminder, squash } from './normalize.js';

/** A card as the corpus gives it (see ../shared/reference/CARDS.md). */
export interface CardInput {
  readonly name: string;
  readonly typeLine: string;
  readonly oracleText: string;
  readonly manaCost?: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly layout?: string;
  readonly textApproximate?: boolean;
  /** the faces of a multi-face card, each with its own name, type line, text, cost and P/T (CR 712, 709, 715) */
  readonly faces?: readonly CardInput[];
}

/** One face of a multi-face card, compiled. */
export interface CompiledFace {
  readonly name: string;
  readonly oracleText: string;
  readonly abilities: Ability[];
  readonly render: RenderInfo;
}

export type CompileResult =
  | {
      readonly ok: true;
      /** a single-face card's abilities; a multi-face card's first face's (all of them in `faces`) */
      readonly abilities: Ability[];
      readonly render: RenderInfo;
      /** a multi-face card's faces, in the order of the card's faces */
      readonly faces?: readonly CompiledFace[];
    }
  | {
      readonly ok: false;
      /** why the card is not playable: the first sentence not understood, or the printed fact not supported */
      readonly reason: string;
      /** every sentence not understood (for the coverage worklist) */
      readonly unparsed: readonly string[];
    };

/** The trigger events that say who "that player" is (the player the event happened to). */
const THAT_PLAYER_TRIGGERS: readonly Trigger['kind'][] = [
  'attachedDealsCombatDamageToPlayer',
  'beginningOfStep',
  'playerCastsSpell',
  'creatureAttacks',
  'creatureDealsCombatDamageToPlayer',
  'selfDealsCombatDamageToPlayer',
  'playerDraws',
];

const fail = (reason: string, unparsed: readonly string[] = []): CompileResult => ({ ok: false, reason, unparsed });

/** Layouts whose card is one face (CR 714 Sagas are such cards, with chapter abilities). */
// CR 716: a Class is one face whose class level bars divide its text into sections.
const ONE_FACE_LAYOUTS = new Set(['normal', 'saga', 'leveler', 'class']);
/**
 * Layouts whose faces are compiled one by one: a transforming or modal double-faced card (CR 712.2) has a front face
 * and a back face, each with its own characteristics; the card is the front face's in every zone but the battlefield
 * and the stack (712.8a), where the face that's up counts (712.8d-f). An adventurer card (CR 715) is one face with
 * an Adventure's alternative characteristics, which it has only as an Adventure spell (715.3b, 715.4). A split card
 * (CR 709) has two halves, each cast on its own (709.3) and with the halves' characteristics combined elsewhere
 * (709.4).
 */
const FACED_LAYOUTS = new Set(['transform', 'modal_dfc', 'adventure', 'split']);
// Card types whose rules the engine doesn't have yet: battles (CR 310).
const UNSUPPORTED_TYPES: readonly CardType[] = ['Battle'];

/**
 * CR 305.6: a land with a basic land type has "{T}: Add [its mana symbol]". A land with several (Underground Sea,
 * an Island Swamp) taps for any one of them: one mana ability with a choice, as the hand-written duals have it and
 * as its reminder text says ("{T}: Add {U} or {B}").
 */
function intrinsicAbilities(types: readonly CardType[], subtypes: readonly string[]): Ability[] {
  if (!types.includes('Land')) return [];
  const mana = subtypes.flatMap((st) => {
    const m = BASIC_LAND_MANA[st];
    return m ? [m] : [];
  });
  if (mana.length === 0) return [];
  const symbols = mana.map((m) => `{${m}}`);
  if (mana.length === 1)
    return [
      { kind: 'mana', costs: [{ kind: 'tap' }], produce: { kind: 'fixed', mana }, text: `{T}: Add ${symbols[0]}` },
    ];
  const or =
    mana.length === 2 ? symbols.join(' or ') : `${symbols.slice(0, -1).join(', ')}, or ${symbols[symbols.length - 1]}`;
  return [{ kind: 'mana', costs: [{ kind: 'tap' }], produce: { kind: 'oneOf', types: mana }, text: `{T}: Add ${or}` }];
}

const TOKEN_NAMES = new Set(TOKENS.map((t) => t.name));

/** Every effect of an ability, nested ones included. */
function effectsOf(a: Ability): Effect[] {
  const top: Effect[] =
    a.kind === 'spell'
      ? [...a.effects, ...(a.modes ?? []).flatMap((m) => m.effects)]
      : a.kind === 'triggered'
        ? [...a.effects, ...(a.modes ?? []).flatMap((m) => m.effects)]
        : a.kind === 'activated'
          ? [...a.effects]
          : a.kind === 'static' && a.effect.kind === 'replaceDraw'
            ? [...a.effect.instead]
            : [];
  return top.flatMap((e) =>
    e.kind === 'delayed' ? [e, ...e.effects] : e.kind === 'instead' ? [e, ...e.effects, ...e.instead] : [e],
  );
}

/** Whether the engine can resolve this effect: every verb has a resolution; a token must be defined. */
function resolvable(e: Effect): boolean {
  return e.kind !== 'createToken' || TOKEN_NAMES.has(e.token) || tokenFromDescription(e.token) !== null;
}

export function compileCard(card: CardInput): CompileResult {
  const layout = card.layout ?? 'normal';
  if (ONE_FACE_LAYOUTS.has(layout)) return compileFace(card);
  if (!FACED_LAYOUTS.has(layout)) return fail(`the ${layout} layout is not supported yet`);
  const faces = card.faces ?? [];
  if (faces.length !== 2) return fail(`a ${layout} card needs two faces, not ${faces.length}`);
  // CR 709.5: a split card whose halves are permanents (a Room, with a shared type line and doors to unlock) plays by
  // rules the engine doesn't have; the halves of the others are instants and sorceries.
  if (layout === 'split' && !faces.every((f) => /^(?:Instant|Sorcery)\b/.test(f.typeLine)))
    return fail('split cards with permanent halves (Rooms, CR 709.5) are not supported yet');
  const out: CompiledFace[] = [];
  for (const [i, face] of faces.entries()) {
    const r = compileFace({ ...face, layout: 'normal' }, layout === 'transform' ? (i === 0 ? 0 : 1) : undefined);
    // The reason says the face's name where its text refers to itself (CR 201.4).
    const which = layout === 'split' ? (i === 0 ? 'left half' : 'right half') : i === 0 ? 'front face' : 'back face';
    if (!r.ok) return fail(`${which} (${face.name}): ${r.reason.replaceAll('{this}', face.name)}`, r.unparsed);
    // CR 702.102a, 702.127a: fuse and aftermath are abilities of a split card's halves (aftermath its second half's).
    const kws = r.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []));
    if (layout !== 'split' && (kws.includes('fuse') || kws.includes('aftermath')))
      return fail(`fuse and aftermath are read on split cards only`);
    if (layout === 'split' && i === 0 && kws.includes('aftermath'))
      return fail('aftermath on the left half of a split card is not supported');
    out.push({ name: face.name, oracleText: face.oracleText, abilities: r.abilities, render: r.render });
  }
  return { ok: true, abilities: out[0]!.abilities, render: out[0]!.render, faces: out };
}

/** Compiles one face: a single-face card, or a face of a multi-face card. */
function compileFace(card: CardInput, face?: 0 | 1): CompileResult {
  let facts: CardFacts;
  try {
    const t = parseTypeLine(card.typeLine);
    facts = {
      name: card.name,
      types: t.types,
      subtypes: t.subtypes,
      ...ptOf(card),
      ...(face === undefined ? {} : { face }),
      ...(card.layout === 'leveler' ? { leveler: true } : {}),
      ...(card.layout === 'class' ? { classCard: true } : {}),
    };
  } catch {
    return fail(`type line not supported: "${card.typeLine}"`);
  }
  const bad = UNSUPPORTED_TYPES.find((t) => facts.types.includes(t));
  if (bad) return fail(`${bad.toLowerCase()}s are not supported yet`);
  // CR 205.4e: a legendary instant or sorcery can be cast only while you control a legendary creature or
  // planeswalker; the engine doesn't check that yet.
  const spellCard = facts.types.includes('Instant') || facts.types.includes('Sorcery');
  if (spellCard && /\bLegendary\b/.test(card.typeLine))
    return fail('legendary spells (CR 205.4e) are not supported yet');
  // CR 704.5k: the world rule is not implemented, so a world permanent would play differently.
  if (/\bWorld\b/.test(card.typeLine.split(' — ')[0] ?? ''))
    return fail('the world rule (CR 704.5k) is not implemented');
  // CR 107.4h: {S} must be paid with mana from a snow source; the engine pays it as generic mana (a TODO there).
  if (/\{S\}/.test(card.manaCost ?? '') || /\{S\}[^:\n]*:/.test(card.oracleText))
    return fail('snow mana ({S}) is not supported yet');
  try {
    parseManaCost(card.manaCost ?? '');
  } catch {
    return fail(`mana cost not supported: "${card.manaCost ?? ''}"`);
  }
  const numeric = (s: string | undefined) => s === undefined || /^\d+$/.test(s);
  // "*", and "1+*" (a number plus what a characteristic-defining ability says, Tarmogoyf's toughness)
  const star = (s: string | undefined) => s !== undefined && /^(?:\d+\+)?\*$/.test(s);
  if (!(numeric(card.power) || star(card.power)) || !(numeric(card.toughness) || star(card.toughness)))
    return fail(`power/toughness not supported: ${card.power ?? ''}/${card.toughness ?? ''}`);
  // CR 209.1, 306.5b: a planeswalker enters with its printed loyalty in loyalty counters; a loyalty of "X" (CR
  // 306.5b with a value chosen as it enters) is not supported.
  if (facts.types.includes('Planeswalker') && !(card.loyalty !== undefined && /^\d+$/.test(card.loyalty)))
    return fail(`loyalty not supported: "${card.loyalty ?? ''}"`);

  const norm = normalize(card.name, card.typeLine, card.oracleText);
  const intrinsic = intrinsicAbilities(facts.types, facts.subtypes);
  const abilities: Ability[] = [...intrinsic];
  const notes: AbilityNotes[] = [];
  const unparsed: string[] = [];
  const spellParts: SpellPart[] = [];
  let spellAt = -1;
  // CR 711.2: a leveler's level symbol and the [P/T] line after it; the abilities after them are had at that level.
  let level: Condition | null = null;
  let ptLine = false;
  for (const line of norm.lines) {
    // CR 716.2a: a class level bar; the abilities after it are had from that level on.
    const bar = facts.classCard ? classLevelBar(line.text) : null;
    if (bar) {
      abilities.push(bar.ability);
      notes.push({ joins: [], variants: [] });
      level = classLevelCondition(bar.level);
      continue;
    }
    const symbol = facts.leveler ? LEVEL_SYMBOL.exec(line.text) : null;
    if (symbol) {
      level = { kind: 'levelBetween', min: Number(symbol[1]), ...(symbol[2] ? { max: Number(symbol[2]) } : {}) };
      ptLine = true;
      continue;
    }
    if (level && ptLine) {
      ptLine = false;
      const pt = /^(\d+)\/(\d+)$/.exec(line.text);
      if (!pt) {
        unparsed.push(line.text);
        continue;
      }
      abilities.push({
        kind: 'static',
        effect: { kind: 'basePT', power: Number(pt[1]), toughness: Number(pt[2]) },
        condition: level,
        text: line.text,
      });
      notes.push({ joins: [], variants: [] });
      continue;
    }
    const r = parseParagraph(line.text, line.bullets, facts);
    if (!r.ok) {
      unparsed.push(r.sentence);
      continue;
    }
    if (level) {
      const inner = 'spell' in r ? null : r.line.abilities.map((a) => levelAbility(a, level!));
      if (!inner || inner.some((a) => a === null) || 'spell' in r) {
        unparsed.push(line.text);
        continue;
      }
      abilities.push(...(inner as Ability[]));
      notes.push(...r.line.notes);
      continue;
    }
    if ('spell' in r) {
      if (spellAt < 0) spellAt = abilities.length;
      spellParts.push(r.spell);
      continue;
    }
    abilities.push(...r.line.abilities);
    notes.push(...r.line.notes);
  }
  if (unparsed.length) return fail(`not understood: "${unparsed[0]}"`, unparsed);
  if (spellParts.length) {
    const sp = spellAbility(spellParts);
    if (!sp) return fail(`not understood: "${spellParts[0]!.text}."`, [`${spellParts[0]!.text}.`]);
    abilities.splice(spellAt, 0, sp.ability);
    notes.splice(spellAt - intrinsic.length, 0, sp.notes);
  }
  const isSpell = facts.types.includes('Instant') || facts.types.includes('Sorcery');
  if (isSpell && !abilities.some((a) => a.kind === 'spell')) return fail('an instant or sorcery without instructions');
  // CR 702.96a: overload changes each "target" to "each"; the engine does it for targets that are permanents.
  const overload = abilities.find((a) => a.kind === 'castKeyword' && a.keyword === 'overload');
  const spell = abilities.find((a) => a.kind === 'spell');
  if (overload && (spell?.kind !== 'spell' || spell.modes || spell.targets.length === 0 || !overloaded(spell)))
    return fail(`overload of these instructions is not supported: "${spell && 'text' in spell ? spell.text : ''}"`);
  // CR 702.51a, 702.66a: a creature tapped for convoke (colorless) or a card exiled for delve pays generic mana only;
  // the engine counts them as colorless mana, which would also pay {C}.
  if (
    /\{C\}/.test(card.manaCost ?? '') &&
    abilities.some((a) => a.kind === 'keyword' && (a.keyword === 'convoke' || a.keyword === 'delve'))
  )
    return fail('convoke or delve with {C} in the mana cost is not supported yet');
  if (
    (star(card.power) || star(card.toughness)) &&
    !abilities.some((a) => a.kind === 'static' && a.effect.kind === 'cdaPT')
  )
    return fail('power/toughness "*" without an ability that defines it');
  // CR 107.3: X is the value chosen for {X} in the cost that was paid; without {X} there, X would be 0.
  const cardX = /\{X\}/.test(card.manaCost ?? '');
  // An ability an effect grants in quotation marks ("becomes a 2/2 ... creature with "{X}: ..."", CR 113.1) has its
  // own X, checked as its own ability.
  const granted = (a: Ability): Ability[] =>
    a.kind === 'activated' || a.kind === 'triggered'
      ? a.effects.flatMap((e) => (e.kind === 'becomeCreature' ? (e.abilities ?? []) : []))
      : [];
  for (const a of [...abilities, ...abilities.flatMap(granted)]) {
    const usesX = JSON.stringify(a, (k: string, v: unknown) =>
      k === 'abilities' && granted(a).length > 0 ? undefined : v,
    ).includes('{"kind":"x"}');
    const costX =
      a.kind === 'activated' || a.kind === 'mana'
        ? a.costs.some(
            (c) =>
              (c.kind === 'mana' && c.cost.some((m) => m.kind === 'x')) || (c.kind === 'loyalty' && c.change === '-X'),
          )
        : a.kind === 'spell' || a.kind === 'static'
          ? cardX
          : // CR 701.37c: "When {this} becomes monstrous" refers to the X of its "monstrosity X".
            a.kind === 'triggered' && a.trigger.kind === 'selfBecomesMonstrous'
            ? JSON.stringify(abilities).includes('{"kind":"monstrosity","amount":{"kind":"x"}}')
            : // CR 118.9, 107.3: an alternative cost with {X} ("Flashback {X}{R}{R}{R}", "Miracle {X}{W}{W}") is the
              // cost paid instead of the mana cost, and X is announced for it as for the mana cost (601.2b, 601.2f).
              a.kind === 'castKeyword' && a.keyword !== 'kicker' && a.keyword !== 'morph' && a.keyword !== 'megamorph'
              ? a.cost.some((m) => m.kind === 'x')
              : false;
    if (usesX && !costX) return fail(`X without {X} in the cost: "${a.kind === 'keyword' ? a.keyword : a.text}"`);
  }
  // The checks of what a triggered ability's event says look at a delayed trigger's ability as its own (CR 603.7b).
  const triggeredOnes = withLastingTriggers(abilities);
  // "that much" is the amount of the event that triggered the ability: only "Whenever {this} is dealt damage" and
  // "Whenever an opponent is dealt damage" have one.
  for (const a of triggeredOnes)
    if (
      JSON.stringify(a).includes('{"kind":"thatMuch"}') &&
      !(a.kind === 'triggered' && (a.trigger.kind === 'selfDealtDamage' || a.trigger.kind === 'opponentDealtDamage'))
    )
      return fail(`"that much" without an event that says how much: "${'text' in a ? a.text : ''}"`);
  // "that spell or ability" is the one whose targeting triggered the ability (CR 603.2): only "becomes the target of"
  // has one.
  for (const a of triggeredOnes)
    if (
      JSON.stringify(a).includes('{"kind":"thatSpellOrAbility"}') &&
      !(a.kind === 'triggered' && a.trigger.kind === 'selfBecomesTarget')
    )
      return fail(`"that spell or ability" without an event that names one: "${'text' in a ? a.text : ''}"`);
  // CR 607.2: "that mana" is the mana of the card's own mana ability; a card with more than one would need to say
  // which ability's mana (linked abilities), which the engine doesn't tell apart.
  const watching = abilities.find((a) => a.kind === 'triggered' && a.trigger.kind === 'thatManaSpent');
  const manaAbilities = abilities.filter((a) => a.kind === 'mana').length;
  if (watching && manaAbilities !== 1)
    return fail(`"that mana" needs exactly one mana ability to refer to: "${'text' in watching ? watching.text : ''}"`);
  // "that player" is the player the triggering event happened to: only "Whenever equipped creature deals combat damage
  // to a player" has one here.
  for (const a of triggeredOnes)
    if (
      JSON.stringify(a).includes('{"kind":"thatPlayer"}') &&
      !(a.kind === 'triggered' && THAT_PLAYER_TRIGGERS.includes(a.trigger.kind))
    )
      return fail(`"that player" without an event that says who: "${'text' in a ? a.text : ''}"`);
  // "defending player" (CR 508.5): only a trigger on an attack knows whom the creature attacks.
  for (const a of triggeredOnes)
    if (
      JSON.stringify(a).includes('{"kind":"defendingPlayer"}') &&
      !(a.kind === 'triggered' && (a.trigger.kind === 'selfAttacks' || a.trigger.kind === 'creatureAttacks'))
    )
      return fail(`"defending player" without an attack that triggered the ability: "${'text' in a ? a.text : ''}"`);
  // "the player or planeswalker it's attacking": only a trigger on a creature's attack says what it attacks.
  for (const a of triggeredOnes)
    if (
      JSON.stringify(a).includes('{"kind":"attackedByIt"}') &&
      !(a.kind === 'triggered' && a.trigger.kind === 'creatureAttacks')
    )
      return fail(`"it's attacking" without an attack that triggered the ability: "${'text' in a ? a.text : ''}"`);
  const unresolvable = abilities.flatMap(effectsOf).find((e) => !resolvable(e));
  if (unresolvable) return fail(`the engine can't resolve ${unresolvable.kind} here`);
  // CR 114.3: an emblem has no name; its definition is named after the card that makes it (one emblem a card).
  const emblems = abilities.flatMap(effectsOf).filter((e) => e.kind === 'createEmblem');
  if (emblems.length > 1) return fail('a card that makes two different emblems is not supported yet');
  const named = emblems.length ? abilities.map((a) => nameEmblem(a, emblemName(card.name))) : abilities;
  return { ok: true, abilities: named, render: { selfRefs: norm.selfRefs, intrinsic: intrinsic.length, notes } };
}

/** The abilities, each delayed triggered ability with a duration an effect of theirs creates (CR 603.7b) and each
 * ability of an emblem it makes (114.2) taken out of it and listed after it as an ability of its own. */
function withLastingTriggers(abilities: readonly Ability[]): Ability[] {
  return abilities.flatMap((a): Ability[] => {
    if (a.kind !== 'activated' && a.kind !== 'triggered' && a.kind !== 'spell') return [a];
    const inner = a.effects.flatMap((e) =>
      e.kind === 'lastingTrigger' ? [e.ability] : e.kind === 'createEmblem' ? (e.abilities ?? []) : [],
    );
    const own = a.effects.filter((e) => e.kind !== 'lastingTrigger' && e.kind !== 'createEmblem');
    return inner.length ? [{ ...a, effects: own }, ...inner] : [a];
  });
}

/** The name of the definition of the emblem a card makes (CR 114.3: the emblem itself has none). */
export function emblemName(cardName: string): string {
  return `${cardName} emblem`;
}

function nameEmblem(a: Ability, name: string): Ability {
  if (a.kind !== 'activated') return a;
  const effects = a.effects.map((e) =>
    e.kind === 'createEmblem' && e.emblem === EMBLEM_UNNAMED ? { ...e, emblem: name } : e,
  );
  return { ...a, effects };
}

function ptOf(card: CardInput): { power?: string; toughness?: string } {
  return {
    ...(card.power !== undefined ? { power: card.power } : {}),
    ...(card.toughness !== undefined ? { toughness: card.toughness } : {}),
  };
}

export interface Verified {
  readonly compiled: boolean;
  /** compiled, rendered back to its Oracle text, and from authoritative text (not `textApproximate`) */
  readonly verified: boolean;
  readonly result: CompileResult;
  readonly expected?: string;
  readonly actual?: string;
}

/** Compiles a card and checks the round trip. */
export function compileAndVerify(card: CardInput): Verified {
  const result = compileCard(card);
  if (!result.ok) return { compiled: false, verified: false, result };
  // A multi-face card is verified when every face renders back to its own text.
  const rts = (result.faces ?? [{ ...result, name: card.name, oracleText: card.oracleText }]).map((f) =>
    roundTrip(f.oracleText, f.abilities, f.name, f.render),
  );
  return {
    compiled: true,
    verified: rts.every((rt) => rt.verified) && !card.textApproximate,
    result,
    expected: rts.map((rt) => rt.expected).join(' // '),
    actual: rts.map((rt) => rt.actual).join(' // '),
  };
}

/** A compiled card's definition for the registry: printed facts from the card data, abilities from the compiler. */
export function compiledDef(
  card: CardInput,
  toDef: (rec: CardInput, abilities: readonly Ability[]) => CardDef,
): CardDef | null {
  const r = compileCard(card);
  return r.ok ? toDef(card, r.abilities) : null;
}
