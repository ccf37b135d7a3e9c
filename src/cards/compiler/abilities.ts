// Ability paragraphs: keyword lines (CR 702), activated and mana abilities (CR 602, 605), triggered abilities
// (CR 603), static abilities (CR 604) and the instructions of instants and sorceries (CR 113.3a). Each paragraph of
// Oracle text becomes abilities of the tree, or the first sentence not understood.
import type {
  Ability,
  Amount,
  CastKeyword,
  Cost,
  Condition,
  Effect,
  Keyword,
  ObjectFilter,
  ModeCount,
  SpellMode,
  StaticEffect,
  TargetSpec,
  Trigger,
} from '../../engine/card-def.js';
import type { CardType, ManaType, Step } from '../../engine/types.js';
import {
  COUNTERED_EXILE,
  COUNTERED_PUT,
  EQUIP_TARGET,
  FLASHBACK_COST_SENTENCE,
  GAIN_LOST,
  LASTING_TRIGGER_KINDS,
  readsLateLayers,
  readsPowerOrToughness,
  PROTECTION_FROM_EACH_COLOR,
  SUBTYPES,
} from '../../engine/index.js';
import { alt, lit, list, map, parse, rx, tpl, words, type P } from './grammar.js';
import {
  IT_INDEX,
  clause,
  ptMod,
  sentencesClause,
  setQuotedAbilityReader,
  shiftClause,
  type Clause,
} from './effects.js';
import {
  COLOR_WORD,
  COLOR_WORDS,
  COMMANDER_CAST_COUNTERS,
  GRANTED_KEYWORD_WORDS,
  KEYWORD_WORDS,
  TYPE_WORDS,
  capitalize,
  decapitalize,
  discardedByOpponentText,
  isSubtype,
} from './lexicon.js';
import { sentences, unperiod } from './normalize.js';
import { amountPhrase, countedByLayers, eachPhrase } from './amounts.js';
import { insteadSentence, mergeInstead, mergeInsteadPair, type PendingInstead } from './instead.js';
import { conditionP } from './conditions.js';
import { parseCostChange } from './cost-changes.js';
import { parseEntersAsCopy } from './copies.js';
import {
  article,
  basicLandType,
  cardKind,
  costs,
  counterName,
  digits,
  fixedMana,
  handCardKind,
  numberWordP,
  pluralNP,
  renderNP,
  singularNP,
} from './phrases.js';

/** The printed facts the grammar needs to judge a reading (is this a permanent, a creature, "*" power?). */
export interface CardFacts {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly power?: string;
  readonly toughness?: string;
  /** CR 712.2: the face of a transforming double-faced card this is (0 front, 1 back); undefined for other cards */
  readonly face?: 0 | 1;
  /** CR 711: a leveler (its level up keyword and level symbols) */
  readonly leveler?: boolean;
  /** CR 716: a Class (its class level bars) */
  readonly classCard?: boolean;
}

/** What rendering needs to say an ability the way its text did: how its effects were joined and which synonym
 * the text chose where rules text has several for the same thing. */
export interface AbilityNotes {
  readonly joins: readonly string[];
  readonly variants: readonly string[];
  /** for a modal spell, the same for each mode */
  readonly modes?: readonly AbilityNotes[];
  /** a keyword written on the same line as the keyword before it ("Flying, vigilance") */
  readonly sameLine?: boolean;
  /** an ability word before the ability ("Landfall — "), which has no rules meaning (CR 207.2c) */
  readonly abilityWord?: string;
  /** the notes of the abilities of the emblem the ability makes (CR 114.2) */
  readonly emblem?: readonly AbilityNotes[];
  /** the notes of the ability a static ability grants in quotation marks (CR 113.1) */
  readonly granted?: AbilityNotes;
}

export interface ParsedLine {
  readonly abilities: readonly Ability[];
  readonly notes: readonly AbilityNotes[];
}

export type LineResult =
  { readonly ok: true; readonly line: ParsedLine } | { readonly ok: false; readonly sentence: string };

const NOTES: AbilityNotes = { joins: [], variants: [] };
const isPermanentCard = (f: CardFacts) => !f.types.includes('Instant') && !f.types.includes('Sorcery');

// ---------------------------------------------------------------------------------------------------------------
// Assembling a clause into targets and effects

interface Assembled {
  readonly targets: TargetSpec[];
  readonly effects: Effect[];
  readonly notes: AbilityNotes;
}

interface AssembleOpts {
  /** the source was named before the effects ("When {this} enters", "Sacrifice {this}:"): "it" may mean it */
  readonly selfNamed: boolean;
  /** effects may act on the source: false for spells and for abilities whose source has left the battlefield */
  readonly selfRefOk: boolean;
  /** the ability's trigger event concerns an object ("Whenever a creature you control attacks"): "it" or "that
   * creature", with no target or source named before, is that object (CR 603.2) */
  readonly eventObject?: boolean;
  /** the ability triggers as its source is put into a graveyard from the battlefield: "return it to the battlefield"
   * with nothing moved before returns the card it became there (CR 400.7d, 603.10a) */
  readonly diedCard?: boolean;
  /** the noun of the permanent the ability's cost sacrifices ("Sacrifice a creature": "creature"), which "the
   * sacrificed creature" may name (CR 608.2h); none: no effect may name it */
  readonly costSacrificed?: string;
}

/** Every object reference in an effect, in order. */
function refsIn(x: unknown, out: { kind: string; index?: number }[] = []): { kind: string; index?: number }[] {
  if (Array.isArray(x)) for (const v of x) refsIn(v, out);
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if ((o.kind === 'target' && typeof o.index === 'number') || o.kind === 'self' || o.kind === 'linked')
      out.push(o as { kind: string; index?: number });
    // "target creature and all other creatures with the same name as that creature": its target (CR 201.2)
    else if (o.kind === 'withSameName' && typeof o.index === 'number') out.push({ kind: 'target', index: o.index });
    // "any number of target players each ...": their target
    else if (o.kind === 'targetsFrom' && typeof o.index === 'number') out.push({ kind: 'target', index: o.index });
    else {
      // "all lands target player controls": a filter naming the player target it is of
      if (typeof o.controlledByTarget === 'number' && o.controlledByTarget !== IT_INDEX)
        out.push({ kind: 'target', index: o.controlledByTarget });
      for (const v of Object.values(o)) refsIn(v, out);
    }
  }
  return out;
}

/** Amounts that read an object's last known information (CR 608.2h) rather than act on it. */
const READS_OBJECT: ReadonlySet<string> = new Set(['countersOn', 'valueOf', 'targetPower']);

/** Whether every reference an effect makes to its source is inside an amount that reads it (CR 608.2h). */
function onlyReadsSelf(x: unknown): boolean {
  if (Array.isArray(x)) return x.every(onlyReadsSelf);
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (typeof o.kind === 'string' && READS_OBJECT.has(o.kind)) return true;
    if (o.kind === 'self') return false;
    return Object.values(o).every(onlyReadsSelf);
  }
  return true;
}

function replaceIt<T>(x: T, by: unknown): T {
  if (Array.isArray(x)) return x.map((v: unknown) => replaceIt(v, by)) as T;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (o.kind === 'target' && o.index === IT_INDEX) return by as T;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, replaceIt(v, by)])) as T;
  }
  return x;
}

function replaceControllerIt<T>(x: T, index: number): T {
  if (Array.isArray(x)) return x.map((v: unknown) => replaceControllerIt(v, index)) as T;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if ((o.kind === 'controllerOfTarget' || o.kind === 'targetPlayerOrController') && o.index === IT_INDEX)
      return { kind: o.kind, index } as T;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, replaceControllerIt(v, index)])) as T;
  }
  return x;
}

const LINKING: readonly Effect['kind'][] = ['exile', 'bounce', 'returnToBattlefield', 'exileTopOfLibrary'];

/** Whether "If you do" ("If a player does": `who`) can follow this effect: one that tells whether the player did
 * what it offered (CR 118.12). */
function doneBy(e: Effect | undefined, who: 'aPlayer' | undefined): boolean {
  if (!e) return false;
  if (who === 'aPlayer') return e.kind === 'sacrificeChosen' && !!e.optional && e.who.kind !== 'you';
  if (e.kind === 'mayPay') return true;
  if (e.kind !== 'mayDo' || e.effects.length !== 1) return false;
  // "you may draw a card. If you do, discard a card." (Jeskai Ascendancy): the draw tells whether a card was drawn.
  const only = e.effects[0]!;
  return LINKING.includes(only.kind) || (only.kind === 'drawCards' && only.who.kind === 'you');
}

/**
 * Turns a parsed clause into the ability's targets and effects: "it" becomes the latest target named before it, or
 * the source when none was; each target must be used; "that card" needs an effect before it that moved something
 * (CR 608.2k).
 */
export function assemble(c: Clause, opts: AssembleOpts): Assembled | null {
  const named = new Set<number>();
  let selfNamed = opts.selfNamed;
  let linked = false;
  // "that token": a token created by an effect before it (CR 603.7: the delayed trigger remembers it).
  let tokenMade = false;
  const effects: Effect[] = [];
  const variants: string[] = [];
  for (const item of c.items) {
    // "the sacrificed creature" names what the ability's cost sacrificed, by the noun the cost said.
    const sacrificedNoun = /"kind":"costSacrificed","noun":"([a-z]+)"/.exec(JSON.stringify(item.e))?.[1];
    if (sacrificedNoun !== undefined && sacrificedNoun !== opts.costSacrificed) return null;
    if (item.subject === 'it' && (named.size > 0 || !selfNamed)) return null;
    if (item.subject) selfNamed = true;
    let e = item.e;
    // "its controller": the controller of the latest target named (CR 608.2h); "that player or that planeswalker's
    // controller": of the latest target, which must be a player or planeswalker.
    const json = JSON.stringify(e);
    if (json.includes(`{"kind":"controllerOfTarget","index":${IT_INDEX}}`)) {
      if (named.size === 0) return null;
      e = replaceControllerIt(e, Math.max(...named));
    }
    if (json.includes(`{"kind":"targetPlayerOrController","index":${IT_INDEX}}`)) {
      const last = named.size === 0 ? -1 : Math.max(...named);
      if (!playerOrPlaneswalker(c.targets[last])) return null;
      e = replaceControllerIt(e, last);
    }
    // "that creature" names the latest target, a permanent, or the object the triggering event concerns; never the
    // source.
    const that = item.variants?.some((v) => /^that (creature|permanent|artifact|land)$/.test(v));
    const itOf = (x: Effect): Effect | null => {
      if (!refsIn(x).some((r) => r.kind === 'target' && r.index === IT_INDEX)) return x;
      if (named.size > 0) {
        const last = Math.max(...named);
        if (that && c.targets[last]?.what.kind !== 'permanent') return null;
        return replaceIt(x, { kind: 'target', index: last });
      }
      if (selfNamed && !that) return replaceIt(x, { kind: 'self' });
      return opts.eventObject ? replaceIt(x, { kind: 'thatObject' }) : null;
    };
    if (e.kind === 'ifYouDo') {
      // "If a player does, tap {this} and put a +1/+1 counter on it": "it" is read effect by effect.
      const inner: Effect[] = [];
      for (const x of e.effects) {
        const y = itOf(x);
        if (!y) return null;
        if (refsIn(y).some((r) => r.kind === 'self')) selfNamed = true;
        inner.push(y);
      }
      e = { ...e, effects: inner };
    } else {
      const y = itOf(e);
      if (!y) return null;
      e = y;
    }
    // CR 400.7d: "When {this} dies, return it to the battlefield ...": the card it became in the graveyard.
    if (opts.diedCard && !linked && e.kind === 'returnToBattlefield' && e.what.kind === 'linked')
      e = { ...e, what: { kind: 'thatObject' } };
    for (const r of refsIn(e)) {
      if (r.kind === 'target') named.add(r.index!);
      if (r.kind === 'self') {
        // A spell may shuffle itself into its owner's library as it resolves (Green Sun's Zenith; CR 608.2n); an
        // amount may read the source as it last existed (CR 608.2h: "the number of charge counters on it" after
        // "Sacrifice {this}").
        if (!opts.selfRefOk && e.kind !== 'shuffleIntoLibrary' && !onlyReadsSelf(e)) return null;
        selfNamed = true;
      }
      if (r.kind === 'linked' && !linked && !(tokenMade && tokenWord(e, item.variants))) return null;
    }
    if (e.kind === 'createToken' || e.kind === 'createTokenCopy') tokenMade = true;
    // "If it was a creature card": "it" is what an effect before it moved (CR 608.2c).
    if (e.kind === 'ifLinked' && (e.sacrificed === undefined ? !linked : e.sacrificed !== opts.costSacrificed))
      return null;
    // CR 118.12: "If you do" / "If a player does" follows what a player may choose to do, which tells whether they did
    // (resolveEach): a payment, a move that links what it moved, a sacrifice of their choice.
    if (e.kind === 'ifYouDo' && !doneBy(effects[effects.length - 1], e.who)) return null;
    if (e.kind === 'mayPay' && c.items[effects.length + 1]?.e.kind !== 'ifYouDo') return null;
    // (CR 111.8: a token exiled this way doesn't come back: the engine's entering the battlefield keeps it out.)
    if (
      LINKING.includes(e.kind) ||
      (e.kind === 'mayDo' && e.effects.every((x) => LINKING.includes(x.kind))) ||
      (e.kind === 'searchLibrary' && e.to === 'exile')
    )
      linked = true;
    effects.push(e);
    variants.push(...(item.variants ?? []));
  }
  // Every target the text asks for is used by some effect (else the engine would ask for a target in vain).
  for (let i = 0; i < c.targets.length; i++) if (!named.has(i)) return null;
  // CR 601.2c: "any number of targets" takes every target from its position on, so it comes last.
  if (c.targets.slice(0, -1).some((t) => t.anyNumber)) return null;
  // "target creature that player or that planeswalker's controller controls": the target just before it, a player or
  // planeswalker.
  const targets: TargetSpec[] = [];
  for (const [i, t] of c.targets.entries()) {
    if (t.what.kind !== 'permanent' || t.what.filter.controlledByTarget !== IT_INDEX) targets.push(t);
    else if (!playerOrPlaneswalker(c.targets[i - 1])) return null;
    else targets.push({ ...t, what: { ...t.what, filter: { ...t.what.filter, controlledByTarget: i - 1 } } });
  }
  return { targets, effects, notes: { joins: c.joins, variants } };
}

/** The group of creatures an effect acts on each of, for "those creatures" after it: damage to each creature of a
 * group, or a P/T change of each creature of a group. */
function thoseCreatures(e: Effect): ObjectFilter | null {
  if (e.kind === 'dealDamage' && e.to.kind === 'each' && !e.alsoTo && e.to.filter.types?.includes('Creature'))
    return e.to.filter;
  if (e.kind === 'modifyPT' && e.what.kind === 'each' && !e.forEach && e.what.filter.types?.includes('Creature'))
    return e.what.filter;
  return null;
}

/** "that token", or "it" in a delayed trigger's instruction ("Sacrifice it at the beginning of the next end step"),
 * naming the token an effect before it created. */
const tokenWord = (e: Effect, variants: readonly string[] | undefined): boolean =>
  variants?.includes('that token') === true || (e.kind === 'delayed' && variants?.includes('it') === true);

const playerOrPlaneswalker = (t: TargetSpec | undefined): boolean =>
  t?.what.kind === 'player' && t.what.orPlaneswalker === true;

const EXILE_IF_DIES = 'If a creature dealt damage this way would die this turn, exile it instead';

const GAINS_HASTE: Effect = { kind: 'grantKeyword', what: { kind: 'linked' }, keyword: 'haste', duration: 'permanent' };

/** A delayed return "at the beginning of your next upkeep" (maybe after "If you do") with "It gains haste" added to
 * what the delayed trigger does; null for any other effect. */
function withHaste(e: Effect): Effect | null {
  if (e.kind === 'ifYouDo') {
    const last = e.effects[e.effects.length - 1];
    const merged = last ? withHaste(last) : null;
    return merged ? { ...e, effects: [...e.effects.slice(0, -1), merged] } : null;
  }
  if (e.kind !== 'delayed' || e.when !== 'yourNextUpkeep' || e.effects.length !== 1) return null;
  if (e.effects[0]?.kind !== 'returnToBattlefield' || e.effects[0].what.kind !== 'linked') return null;
  return { ...e, effects: [...e.effects, GAINS_HASTE] };
}

/** Parses sentences as one run of effects (the clauses of later sentences renumbered after earlier targets). */
export function parseBody(ss: readonly string[]): { clause: Clause } | { fail: string } {
  const cs: Clause[] = [];
  /** what joins each sentence to the one before: ". ", or ". Then " */
  const seps: string[] = [];
  let offset = 0;
  // Flashback given to a card ("gains flashback until end of turn") waiting for the sentence that says its cost.
  let flashbackCost = false;
  // The last clause, when it was read from one sentence alone (its index) and the targets it introduced.
  let lastSingle: { readonly at: number; readonly targets: number } | undefined;
  for (let i = 0; i < ss.length; i++) {
    const s = ss[i]!;
    // CR 614.1a: "If a creature dealt damage this way would die this turn, exile it instead." (Pillar of Flame)
    if (unperiod(s) === EXILE_IF_DIES) {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      const e = item?.e;
      if (!last || !item || e?.kind !== 'dealDamage' || e.exileIfDies) return { fail: s };
      cs[cs.length - 1] = {
        ...last,
        items: [...last.items.slice(0, -1), { ...item, e: { ...e, exileIfDies: true } }],
      };
      continue;
    }
    // "You gain life equal to the life lost this way." after a loss of life (Gray Merchant of Asphodel).
    if (unperiod(s) === GAIN_LOST) {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      const e = item?.e;
      if (!last || !item || e?.kind !== 'loseLife' || e.gainLost || e.who.kind === 'you') return { fail: s };
      cs[cs.length - 1] = { ...last, items: [...last.items.slice(0, -1), { ...item, e: { ...e, gainLost: true } }] };
      continue;
    }
    // CR 701.19c: "A creature dealt damage this way can't be regenerated this turn." (Incinerate)
    if (unperiod(s) === "A creature dealt damage this way can't be regenerated this turn") {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      const e = item?.e;
      if (!last || !item || e?.kind !== 'dealDamage' || e.noRegenerate || e.to.kind === 'player') return { fail: s };
      cs[cs.length - 1] = {
        ...last,
        items: [...last.items.slice(0, -1), { ...item, e: { ...e, noRegenerate: true } }],
      };
      continue;
    }
    // "If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard."
    // (Remand), "... on top of / on the bottom of its owner's library ..." (Memory Lapse)
    const put = (Object.keys(COUNTERED_PUT) as (keyof typeof COUNTERED_PUT)[]).find(
      (k) => COUNTERED_PUT[k] === unperiod(s),
    );
    if (put) {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      const e = item?.e;
      if (!last || !item || e?.kind !== 'counter' || e.exileInstead || e.putInstead) return { fail: s };
      cs[cs.length - 1] = { ...last, items: [...last.items.slice(0, -1), { ...item, e: { ...e, putInstead: put } }] };
      continue;
    }
    // "If that spell is countered this way, exile it instead of putting it into its owner's graveyard." (Dissipate)
    if (unperiod(s) === COUNTERED_EXILE) {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      const e = item?.e;
      if (!last || !item || (e?.kind !== 'counter' && e?.kind !== 'counterUnlessPays') || e.exileInstead)
        return { fail: s };
      cs[cs.length - 1] = {
        ...last,
        items: [...last.items.slice(0, -1), { ...item, e: { ...e, exileInstead: true } }],
      };
      continue;
    }
    if (unperiod(s) === FLASHBACK_COST_SENTENCE) {
      if (!flashbackCost) return { fail: s };
      flashbackCost = false;
      continue;
    }
    if (flashbackCost) return { fail: s };
    // CR 701.19c: "It can't be regenerated." / "They can't be regenerated." after a destruction: no regeneration
    // shield applies to it.
    const regen = /^(It|They) can't be regenerated$/.exec(unperiod(s));
    if (regen) {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      const e = item?.e;
      if (
        !last ||
        !item ||
        e?.kind !== 'destroy' ||
        e.noRegenerate ||
        (e.what.kind === 'each') !== (regen[1] === 'They')
      )
        return { fail: s };
      cs[cs.length - 1] = {
        ...last,
        items: [...last.items.slice(0, -1), { ...item, e: { ...e, noRegenerate: true } }],
      };
      continue;
    }
    // CR 611.2c: "It gains haste." after "return it to the battlefield ... at the beginning of your next upkeep"
    // (Obzedat, Ghost Council): the returned permanent gains haste for as long as it remains on the battlefield — an
    // effect of the delayed trigger (effects/delayed.ts says it back).
    if (unperiod(s) === 'It gains haste') {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      if (!last || !item) return { fail: s };
      const merged = withHaste(item.e);
      // After "Return target creature card from your graveyard to the battlefield" (Whip of Erebos): the permanent it
      // became gains haste for as long as it remains on the battlefield.
      if (!merged && !(item.e.kind === 'returnToBattlefield' && item.e.what.kind === 'target')) return { fail: s };
      cs[cs.length - 1] = merged
        ? { ...last, items: [...last.items.slice(0, -1), { ...item, e: merged }] }
        : {
            ...last,
            items: [...last.items, { e: GAINS_HASTE, variants: ['it'] }],
            joins: [...last.joins, '. '],
          };
      continue;
    }
    // "Tap those creatures." after damage to each creature of a group (Thundermaw Hellkite: "deals 1 damage to each
    // creature with flying your opponents control. Tap those creatures."): the same creatures, whether or not the
    // damage was prevented (its rulings). "Untap those creatures." after a P/T change of each creature of a group
    // (Jeskai Ascendancy: "creatures you control get +1/+1 until end of turn. Untap those creatures."; the affected
    // set is locked in, CR 611.2c). Nothing between the two instructions changes which permanents the group names —
    // state-based actions wait until the resolution is over (CR 608.2, 704.3) — so the group is read again.
    const those = /^(Tap|Untap) those creatures$/.exec(unperiod(s));
    if (those) {
      const last = cs[cs.length - 1];
      const item = last?.items[last.items.length - 1];
      const group = item ? thoseCreatures(item.e) : null;
      if (!last || !group) return { fail: s };
      cs[cs.length - 1] = {
        ...last,
        items: [
          ...last.items,
          {
            e: { kind: those[1] === 'Tap' ? 'tap' : 'untap', what: { kind: 'each', filter: group } },
            variants: ['those'],
          },
        ],
        joins: [...last.joins, '. '],
      };
      continue;
    }
    // CR 205.1b: "It's still a land." after a land becomes a creature: it keeps its types (the becomeCreature effect
    // adds to them instead of replacing them, and renders this sentence after itself).
    if (unperiod(s) === "It's still a land") {
      const last = cs[cs.length - 1];
      // The last clause made it a creature (and maybe more in the same phrase: "and can't be blocked this turn").
      const k = last ? last.items.findIndex((it) => it.e.kind === 'becomeCreature') : -1;
      const item = last?.items[k];
      const e = item?.e;
      if (!last || !item || e?.kind !== 'becomeCreature' || e.power === undefined || e.still) return { fail: s };
      const { replaces: _replaced, ...kept } = e;
      const items = last.items.slice();
      items[k] = { ...item, e: { ...kept, still: 'land' } };
      cs[cs.length - 1] = { ...last, items };
      continue;
    }
    // CR 608.2c: "<the effect before, changed> instead if <condition>" (instead.ts).
    const ins = insteadSentence(unperiod(s));
    if (ins) {
      const last = cs[cs.length - 1];
      const merged = last ? withInstead(last, ins) : null;
      if (!merged) return { fail: s };
      cs[cs.length - 1] = merged;
      continue;
    }
    // "Then <instruction>." — the next instruction, in order (CR 608.2c).
    const then = cs.length > 0 && s.startsWith('Then ');
    let c = parseClause(unperiod(then ? s.slice('Then '.length) : s));
    seps[cs.length] = then ? '. Then ' : '. ';
    const first = i;
    // An instruction said in several sentences ("Target player reveals their hand. You choose ... from it. That
    // player discards that card."): the sentences after it are tried with it.
    for (let k = 1; !c && !then && k <= 2 && i + k < ss.length; k++) {
      c = parseClause(unperiod(ss.slice(i, i + k + 1).join(' ')));
      if (c) i += k;
    }
    // An instruction whose first sentence is understood alone ("Look at target player's hand. You may choose a
    // nonland card from it. If you do, ..."): the sentence just before, read alone as the last clause, is read again
    // with this one (and the next).
    for (let k = 0; !c && !then && lastSingle?.at === i - 1 && k <= 1 && i + k < ss.length; k++) {
      c = parseClause(unperiod(ss.slice(i - 1, i + k + 1).join(' ')));
      if (c) {
        cs.pop();
        offset -= lastSingle.targets;
        i += k;
      }
    }
    if (!c) return { fail: s };
    lastSingle = i === first ? { at: i, targets: c.targets.length } : undefined;
    if (c.items.some((i) => i.e.kind === 'grantFlashback')) {
      // The cost sentence follows the effect's own sentence, which ends with it.
      if (c.items[c.items.length - 1]?.e.kind !== 'grantFlashback') return { fail: s };
      flashbackCost = true;
    }
    cs.push(shiftClause(c, offset));
    offset += c.targets.length;
  }
  if (flashbackCost) return { fail: ss[ss.length - 1]! };
  return { clause: sentencesClause(cs, seps) };
}

/** A clause at the start of a sentence, where its first word is capitalized. */
export function parseClause(s: string): Clause | null {
  return parse(clause, decapitalize(s)) ?? parse(clause, s);
}

// ---------------------------------------------------------------------------------------------------------------
// Keyword lines (CR 702)

const keywordItem: P<Keyword> = words(KEYWORD_WORDS);

/** CR 702.16g: "protection from [quality A] and from [quality B]" is two protection abilities. */
const PROTECTION_PAIR = /^(protection from [A-Za-z]+) and from ([A-Za-z]+)$/;

/** "Flying", "Flying, vigilance", "First strike", "Protection from artifacts; reach", "Protection from black and from
 * red": a line of keywords, each with what joins it to the one before ("" for the first; ", " is the usual). */
function parseKeywordLine(line: string): { keyword: Keyword; join: string }[] | null {
  // Items and the separators between them, alternately.
  const parts = line.split(/(, |; )/);
  const out: { keyword: Keyword; join: string }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const w = i === 0 ? decapitalize(parts[i]!) : parts[i]!;
    const join = i === 0 ? '' : parts[i - 1]!;
    const k = parse(keywordItem, w);
    if (k) {
      out.push({ keyword: k, join });
      continue;
    }
    const pair = PROTECTION_PAIR.exec(w);
    const a = pair ? parse(keywordItem, pair[1]!) : null;
    const b = pair ? parse(keywordItem, `protection from ${pair[2]!}`) : null;
    if (!a || !b || a === b) return null;
    out.push({ keyword: a, join }, { keyword: b, join: ' and from ' });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Cycling (CR 702.29): "Cycling {2}" means "{2}, Discard this card: Draw a card"; landcycling and typecycling search
// for a card of that type instead ("Search your library for a <type> card, reveal it, put it into your hand, then
// shuffle" — the engine's search into the hand names the card to everyone, as revealing does; the hand-written
// Ancient Excavation reads it so).

const CYCLING = /^(Cycling|Basic landcycling|Landcycling|([A-Z][a-z'-]+)cycling) (\{[^ ]+\})$/;

function cyclingSearch(kind: string): ObjectFilter | null {
  if (kind === 'Basic landcycling') return { types: ['Land'], supertypes: ['Basic'] };
  if (kind === 'Landcycling') return { types: ['Land'] };
  const sub = /^([A-Z][a-z'-]+)cycling$/.exec(kind)?.[1];
  return sub && isSubtype(sub) ? { subtypes: [sub] } : null;
}

/** A keyword's cost when it is a mana cost alone ("{2}{U}"), as a cost of the ability tree; else null. */
export function keywordManaCost(text: string): Extract<Cost, { kind: 'mana' }> | null {
  const cost = parse(costs, text);
  const only = cost?.length === 1 ? cost[0]! : null;
  return only?.kind === 'mana' ? only : null;
}

function parseCycling(line: string): Ability | null {
  const m = CYCLING.exec(line);
  if (!m) return null;
  const cost = keywordManaCost(m[3]!);
  if (!cost) return null;
  let effect: Effect;
  if (m[1] === 'Cycling') effect = { kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'const', n: 1 } };
  else {
    const filter = cyclingSearch(m[1]!);
    if (!filter) return null;
    effect = { kind: 'searchLibrary', filter, count: 1, to: 'hand' };
  }
  return {
    kind: 'activated',
    costs: [cost, { kind: 'discardSelf' }],
    targets: [],
    effects: [effect],
    zone: 'hand',
    text: line,
  };
}

// Equip (CR 702.6a): "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control. Activate
// only as a sorcery." Only on an Equipment (301.5); costs other than mana, and equip abilities narrowed to some
// creatures ("Equip legendary creature {1}"), are not read.

const EQUIP = /^Equip (\{[^ ]+\})$/;

function parseEquip(line: string, facts: CardFacts): Ability | null {
  const m = EQUIP.exec(line);
  if (!m || !facts.subtypes.includes('Equipment')) return null;
  const cost = keywordManaCost(m[1]!);
  if (!cost) return null;
  return {
    kind: 'activated',
    costs: [cost],
    targets: [EQUIP_TARGET],
    effects: [{ kind: 'attach', what: { kind: 'self' }, to: { kind: 'target', index: 0 } }],
    zone: 'battlefield',
    sorcerySpeed: true,
    text: line,
  };
}

// Level up (CR 702.87a): "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate only as a
// sorcery." Only on a leveler (CR 711), whose level symbols read the counters.

const LEVEL_UP = /^Level up ((?:\{[^}]+\})+)$/;

function parseLevelUp(line: string, facts: CardFacts): Ability | null {
  const m = LEVEL_UP.exec(line);
  if (!m || !facts.leveler) return null;
  const cost = keywordManaCost(m[1]!);
  if (!cost) return null;
  return {
    kind: 'activated',
    costs: [cost],
    targets: [],
    effects: [{ kind: 'putCounters', what: { kind: 'self' }, counter: 'level', amount: { kind: 'const', n: 1 } }],
    zone: 'battlefield',
    sorcerySpeed: true,
    text: line,
  };
}

/** CR 711.2: a leveler's level symbol, "LEVEL 1-4" or "LEVEL 5+". */
export const LEVEL_SYMBOL = /^LEVEL (\d+)(?:-(\d+)|\+)$/;

/**
 * CR 711.2a-b: an ability under a level symbol is had "as long as" the leveler has that many level counters: a
 * keyword or an ability of its own is granted to it (613.1f), a static ability gets the condition (611.3a). Null for
 * what the engine can't make conditional (a spell's instructions, an ability already conditional).
 */
export function levelAbility(a: Ability, condition: Condition): Ability | null {
  switch (a.kind) {
    case 'keyword':
      return {
        kind: 'static',
        effect: { kind: 'grantKeyword', affects: SELF, keyword: a.keyword },
        condition,
        text: a.keyword,
      };
    case 'activated':
    case 'mana':
    case 'triggered':
      return { kind: 'static', effect: { kind: 'grantAbility', affects: SELF, ability: a }, condition, text: a.text };
    case 'static':
      return a.condition || !('affects' in a.effect) ? null : { ...a, condition };
    default:
      return null;
  }
}

// Crew (CR 702.122a): "Crew N" means "Tap any number of other untapped creatures you control with total power N or
// greater: This permanent becomes an artifact creature until end of turn." Only on a Vehicle (301.7).

const CREW = /^Crew (\d+)$/;

function parseCrew(line: string, facts: CardFacts): Ability | null {
  const m = CREW.exec(line);
  if (!m || !facts.subtypes.includes('Vehicle')) return null;
  return {
    kind: 'activated',
    costs: [{ kind: 'crew', power: Number(m[1]) }],
    targets: [],
    effects: [{ kind: 'becomeCreature', what: { kind: 'self' }, subtypes: [], duration: 'endOfTurn' }],
    zone: 'battlefield',
    text: line,
  };
}

// Ward (CR 702.21a): "Ward [cost]" means "Whenever this permanent becomes the target of a spell or ability an opponent
// controls, counter that spell or ability unless that player pays [cost]." Only a mana cost is read.

const WARD = /^Ward (\{[^ ]+\})$/;

function parseWard(line: string, facts: CardFacts): Ability | null {
  const m = WARD.exec(line);
  if (!m || !isPermanentCard(facts)) return null;
  const cost = keywordManaCost(m[1]!);
  if (!cost) return null;
  return {
    kind: 'triggered',
    trigger: { kind: 'selfBecomesTarget', byOpponent: true },
    targets: [],
    effects: [{ kind: 'counterUnlessPays', what: { kind: 'thatSpellOrAbility' }, cost: cost.cost }],
    text: line,
  };
}

// Exalted (CR 702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."

const EXALTED: Ability = {
  kind: 'triggered',
  trigger: { kind: 'creatureAttacksAlone' },
  targets: [],
  effects: [{ kind: 'modifyPT', what: { kind: 'thatObject' }, power: 1, toughness: 1, duration: 'endOfTurn' }],
  text: 'Exalted',
};

// Bloodthirst N (CR 702.54a): "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters
// on it." — a static ability whose replacement effect applies as the permanent enters (614.1c).

const BLOODTHIRST = /^Bloodthirst (\d+)$/;

// Dredge N (CR 702.52a): a replacement effect of a card in its owner's graveyard (replacement/dredge.ts).
const DREDGE = /^Dredge (\d+)$/;

function parseDredge(line: string): Ability | null {
  const m = DREDGE.exec(line);
  return m ? { kind: 'static', effect: { kind: 'dredge', n: Number(m[1]) }, text: line } : null;
}

function parseBloodthirst(line: string, facts: CardFacts): Ability | null {
  const m = BLOODTHIRST.exec(line);
  if (!m || !isPermanentCard(facts)) return null;
  return {
    kind: 'static',
    effect: {
      kind: 'entersWithCounters',
      counter: '+1/+1',
      amount: { kind: 'const', n: Number(m[1]) },
      condition: { kind: 'anOpponentWasDealtDamageThisTurn' },
    },
    text: line,
  };
}

/** "Bloodthirst N" for bloodthirst's static ability (CR 702.54a), else null. */
export function bloodthirstText(e: StaticEffect): string | null {
  return e.kind === 'entersWithCounters' &&
    e.counter === '+1/+1' &&
    e.amount.kind === 'const' &&
    e.condition?.kind === 'anOpponentWasDealtDamageThisTurn'
    ? `Bloodthirst ${e.amount.n}`
    : null;
}

/** Whether a triggered ability is exalted's (CR 702.83a), written "Exalted". */
export function isExalted(a: Ability): boolean {
  return JSON.stringify(a) === JSON.stringify(EXALTED);
}

// Keywords that make a token for an Equipment as it enters and attach the Equipment to it: living weapon (CR 702.92a,
// a 0/0 black Phyrexian Germ), For Mirrodin! (702.163a, a 2/2 red Rebel) and job select (702.182a, a 1/1 colorless
// Hero) each mean "When this Equipment enters, create <token>, then attach this Equipment to it."

/** Each such keyword, with the token it creates. */
export const EQUIPMENT_TOKEN_KEYWORDS: Readonly<Record<string, string>> = {
  'Living weapon': 'Phyrexian Germ',
  'For Mirrodin!': 'Rebel',
  'Job select': 'Hero',
};

function parseEquipmentTokenKeyword(line: string, facts: CardFacts): Ability | null {
  const token = EQUIPMENT_TOKEN_KEYWORDS[line];
  if (token === undefined || !facts.subtypes.includes('Equipment')) return null;
  return {
    kind: 'triggered',
    trigger: { kind: 'selfEnters' },
    targets: [],
    effects: [
      { kind: 'createToken', token, amount: { kind: 'const', n: 1 } },
      { kind: 'attach', what: { kind: 'self' }, to: { kind: 'linked' } },
    ],
    text: line,
  };
}

// Keywords with an alternative cost to cast the card another way (CR 118.9): "Flashback {2}{U}" (702.34a: only an
// instant or sorcery can be cast with it), "Miracle {1}{R}" (702.94a), "Bestow {3}{G}" (702.103a: on a creature card;
// it is cast as an Aura spell). Costs other than mana ("Flashback—Pay 3 life") are not read.

const CAST_KEYWORD =
  /^(Flashback|Miracle|Bestow|Overload|Kicker|Multikicker|Disturb|Morph|Megamorph|Evoke) (\{[^ ]+\})$/;

const KEYWORD_OF: Readonly<Record<string, CastKeyword>> = {
  Flashback: 'flashback',
  Miracle: 'miracle',
  Bestow: 'bestow',
  Overload: 'overload',
  Kicker: 'kicker',
  Multikicker: 'multikicker',
  Disturb: 'disturb',
  Morph: 'morph',
  Megamorph: 'megamorph',
  Evoke: 'evoke',
};

function parseCastKeyword(line: string, facts: CardFacts): Ability | null {
  const m = CAST_KEYWORD.exec(line);
  if (!m) return null;
  const cost = keywordManaCost(m[2]!);
  if (!cost) return null;
  const keyword = KEYWORD_OF[m[1]!]!;
  if (keyword === 'flashback' && !facts.types.some((t) => t === 'Instant' || t === 'Sorcery')) return null;
  // CR 702.33a: kicker is an additional cost to cast the spell (a land is never cast).
  if ((keyword === 'kicker' || keyword === 'multikicker') && facts.types.includes('Land')) return null;
  if (keyword === 'bestow' && !facts.types.includes('Creature')) return null;
  // CR 702.74a: evoke casts a permanent card, which is sacrificed as it enters.
  if (keyword === 'evoke' && facts.types.some((t) => t === 'Instant' || t === 'Sorcery')) return null;
  // CR 702.146a: disturb casts a transforming double-faced card transformed: only its front face has it.
  if (keyword === 'disturb' && facts.face !== 0) return null;
  // CR 702.96a: overload is an instant's or sorcery's (whose instructions compileCard checks it can change).
  if (keyword === 'overload' && !facts.types.some((t) => t === 'Instant' || t === 'Sorcery')) return null;
  // CR 702.37a-b: morph on a card of one face (a face-down double-faced card is another matter, 708.2b); its cost is
  // paid to turn the permanent face up (702.37e), and X in it (702.37f) is not read.
  if (
    (keyword === 'morph' || keyword === 'megamorph') &&
    (facts.face !== undefined || cost.cost.some((m) => m.kind === 'x'))
  )
    return null;
  return { kind: 'castKeyword', keyword, cost: cost.cost, text: line };
}

// Costs of casting a spell written in its text (CR 118.8-9): "You may pay 1 life and exile a blue card from your hand
// rather than pay this spell's mana cost." (an alternative cost, cast from hand as a way of its own), "As an additional
// cost to cast this spell, sacrifice a land." — costs the player pays as the spell is cast (601.2h), chosen then.

const ALTERNATIVE_COST = /^You may (.+) rather than pay \{this\}'s mana cost\.?$/;
const ADDITIONAL_COST = /^As an additional cost to cast \{this\}, (.+?)\.?$/;
/** Costs a spell's casting may ask for: none of the source's own ({T}, counters on it), which a spell hasn't. */
const SPELL_COSTS: ReadonlySet<Cost['kind']> = new Set<Cost['kind']>([
  'mana',
  'payLife',
  'sacrifice',
  'discardCard',
  'exileFromGraveyard',
  'exileFromHand',
  'returnToHand',
  'tapPermanents',
]);

/** "pay 1 life and exile a blue card from your hand": costs joined by "and", each as a cost line writes it. */
function spellCosts(text: string): Cost[] | null {
  const out: Cost[] = [];
  for (const part of text.split(' and ')) {
    const c = parse(costs, part.charAt(0).toUpperCase() + part.slice(1));
    if (!c || c.length !== 1 || !SPELL_COSTS.has(c[0]!.kind)) return null;
    const cost = c[0]!;
    if (cost.kind === 'mana' && cost.cost.some((m) => m.kind === 'x')) return null;
    out.push(cost);
  }
  return out;
}

function parseSpellCosts(line: string, facts: CardFacts): Ability | null {
  if (facts.types.includes('Land')) return null;
  const alt = ALTERNATIVE_COST.exec(line);
  if (alt) {
    const cs = spellCosts(alt[1]!);
    return cs ? { kind: 'alternativeCost', costs: cs, text: unperiod(line) } : null;
  }
  const add = ADDITIONAL_COST.exec(line);
  if (add) {
    const cs = spellCosts(add[1]!);
    // A mana cost added this way is paid with the mana cost (CR 601.2f): not read here.
    return cs && !cs.some((c) => c.kind === 'mana')
      ? { kind: 'additionalCost', costs: cs, text: unperiod(line) }
      : null;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Activated and mana abilities (CR 602, 605)

const manaSymbolP: P<ManaType> = words<ManaType>({
  '{W}': 'W',
  '{U}': 'U',
  '{B}': 'B',
  '{R}': 'R',
  '{G}': 'G',
  '{C}': 'C',
});

const manaProduce: P<Extract<Ability, { kind: 'mana' }>['produce']> = alt<
  Extract<Ability, { kind: 'mana' }>['produce']
>(
  map(tpl`Add ${fixedMana}`, ([mana]) => ({ kind: 'fixed', mana })),
  // "Add {W} or {U}", "Add {W}, {U}, or {B}": one mana of one of these types.
  map(tpl`Add ${list(manaSymbolP, 'or')}`, ([types]) =>
    types.length >= 2 && new Set(types).size === types.length ? { kind: 'oneOf', types } : null,
  ),
  lit("Add one mana of any color in your commander's color identity", { kind: 'commanderIdentity' }),
  // "Add {G} for each creature you control": counted as it resolves, from what is on the battlefield (what payment
  // counts beforehand, with the characteristics).
  map(tpl`Add ${manaSymbolP} for each ${eachPhrase}`, ([type, amount]) =>
    amount.kind === 'count' && countedOnBattlefield(amount.filter) ? { kind: 'amount', type, amount } : null,
  ),
  // "Add {B}{B}, {B}{G}, or {G}{G}" (the filter lands): every combination of two mana of two types, which is two mana
  // in any combination of them.
  map(tpl`Add ${fixedMana}, ${fixedMana}, or ${fixedMana}`, ([a, b, c]) => {
    const [x, y] = [a[0], c[0]];
    return a.length === 2 &&
      b.length === 2 &&
      c.length === 2 &&
      x &&
      y &&
      x !== y &&
      a[1] === x &&
      c[1] === y &&
      b[0] === x &&
      b[1] === y
      ? { kind: 'combination', amount: 2, types: [x, y], listed: true }
      : null;
  }),
  // "Add {G} for each +1/+1 counter on {this}" (Gyre Sage): its counters, which change with its record.
  map(tpl`Add ${manaSymbolP} for each ${counterName} counter on {this}`, ([type, counter]) => ({
    kind: 'amount',
    type,
    amount: { kind: 'countersOnSelf', counter },
  })),
  lit('Add one mana of any color', { kind: 'anyColor', n: 1 }),
  map(tpl`Add ${numberWordP} mana of any one color`, ([n]) => (n >= 2 ? { kind: 'anyColor', n } : null)),
);

/** CR 700.5: "Add an amount of mana of that color equal to your devotion to that color" (Nykthos, Shrine to Nyx), the
 * sentence after "Choose a color." */
const manaOfChosenColor: P<Extract<Ability, { kind: 'mana' }>['produce']> = map(
  tpl`Add an amount of mana of that color equal to ${amountPhrase}`,
  ([amount]) => (amount.kind === 'devotionToChosen' ? { kind: 'amount', type: 'chosenColor', amount } : null),
);

/** A count of permanents whose every change drops the characteristics (what a mana ability's yield is kept with): no
 * tapped, combat or power condition. A keyword ("creature you control with defender") is had through the layers,
 * whose every change drops them. */
function countedOnBattlefield(f: ObjectFilter): boolean {
  return f.tapped === undefined && !f.combat && !readsPowerOrToughness(f);
}

/** The effects that add mana (CR 106.3), which make an activated ability without a target a mana ability (605.1a). */
const MANA_EFFECTS: ReadonlySet<Effect['kind']> = new Set(['addMana', 'addManaAnyColor', 'addManaCombination']);

/** What a mana ability may do besides adding mana: damage, life gained or lost (the painlands, Grove of the
 * Burnwillows' "Each opponent gains 1 life"). */
function isManaAbilityRider(e: Effect): boolean {
  return e.kind === 'dealDamage' || e.kind === 'gainLife' || e.kind === 'loseLife';
}

const RESTRICTIONS: Readonly<Record<string, { sorcerySpeed?: true; oncePerTurn?: true; condition?: Condition }>> = {
  'Activate only as a sorcery.': { sorcerySpeed: true },
  // CR 602.5b
  'Activate only once each turn.': { oncePerTurn: true },
  'Activate only during your upkeep.': { condition: { kind: 'duringYourStep', step: 'upkeep' } },
};

function restriction(sentence: string): { sorcerySpeed?: true; oncePerTurn?: true; condition?: Condition } | null {
  const known = RESTRICTIONS[sentence];
  if (known) return known;
  const condition =
    // CR 602.5b: "Activate only if an opponent controls four or more lands." (Tectonic Edge), "... if a creature died
    // this turn." (morbid): the conditions rules text says.
    parse(
      map(tpl`Activate only if ${conditionP}.`, ([c]) => c),
      sentence,
    );
  return condition ? { condition } : null;
}

function parseActivated(line: string, facts: CardFacts): LineResult | null {
  const colon = line.indexOf(': ');
  if (colon < 0) return null;
  const costText = line.slice(0, colon);
  const cs = parse(costs, costText);
  if (!cs) return null;
  const body = sentences(line.slice(colon + 2));
  let sorcerySpeed = false;
  let oncePerTurn = false;
  let condition: Condition | undefined;
  while (body.length > 1 && restriction(body[body.length - 1]!)) {
    const r = restriction(body.pop()!)!;
    if (r.sorcerySpeed) sorcerySpeed = true;
    if (r.oncePerTurn) oncePerTurn = true;
    if (r.condition) {
      if (condition) return { ok: false, sentence: line };
      condition = r.condition;
    }
  }
  const text = `${costText}: ${unperiod(body.join(' '))}`;
  // CR 606.2: a loyalty ability — a planeswalker's, its loyalty cost its only cost (606.4). Its timing and once a
  // turn come from the rules (606.3), so no restriction is written on it; it is never a mana ability (605.1a).
  const loyalty = cs.some((c) => c.kind === 'loyalty');
  if (loyalty && (cs.length !== 1 || !facts.types.includes('Planeswalker') || sorcerySpeed || oncePerTurn || condition))
    return { ok: false, sentence: line };
  // CR 114.2: "You get an emblem with "<ability>"" — a loyalty ability's whole instruction.
  const emblem = loyalty && body.length === 1 ? parseEmblem(body[0]!) : null;
  if (emblem === 'fail') return { ok: false, sentence: body[0]! };
  if (emblem) {
    const effect: Effect = { kind: 'createEmblem', emblem: EMBLEM_UNNAMED, abilities: emblem.abilities };
    return ok(
      [{ kind: 'activated', costs: cs, targets: [], effects: [effect], zone: 'battlefield', text }],
      [{ ...NOTES, emblem: emblem.notes }],
    );
  }
  // CR 603.7b: "Until your next turn, whenever <event>, <effects>." — the ability's whole instruction.
  const lasting = body.length === 1 ? parseLasting(body[0]!, facts) : null;
  if (lasting === 'fail') return { ok: false, sentence: body[0]! };
  if (lasting) {
    const ability: Ability = {
      kind: 'activated',
      costs: cs,
      targets: [],
      effects: [lasting.effect],
      zone: 'battlefield',
      ...(sorcerySpeed ? { sorcerySpeed: true } : {}),
      ...(oncePerTurn ? { oncePerTurn: true } : {}),
      ...(condition ? { condition } : {}),
      text,
    };
    return ok([ability], [lasting.notes]);
  }
  // "Choose a color. Add an amount of mana of that color equal to <amount>." (the color chosen as it resolves)
  const chosen =
    body.length >= 2 && body[0] === 'Choose a color.' && !loyalty ? parse(manaOfChosenColor, unperiod(body[1]!)) : null;
  if (chosen) body.shift();
  // CR 605.1a: an activated ability that could add mana, without a target, is a mana ability.
  const produce = chosen ?? (body[0] && !loyalty ? parse(manaProduce, unperiod(body[0])) : null);
  if (produce) {
    if (sorcerySpeed) return { ok: false, sentence: line };
    // CR 602.5b: a condition on activating it ("Activate only if you control five or more lands.") keeps it a mana
    // ability (605.1a): it is offered, and used by automatic payment, only while the condition holds.
    if (condition)
      return body.length === 1 && !oncePerTurn && !cs.some((c) => c.kind !== 'tap')
        ? ok([{ kind: 'mana', costs: cs, produce, condition, text }], [NOTES])
        : { ok: false, sentence: line };
    // The engine pays a mana ability's costs itself (CR 605.3a) and has no step to choose a permanent to sacrifice
    // or a card to discard there yet, so such a mana ability would add mana for free.
    if (
      cs.some(
        (c) =>
          c.kind === 'sacrifice' ||
          c.kind === 'discardCard' ||
          c.kind === 'discardSelf' ||
          c.kind === 'exileFromGraveyard' ||
          c.kind === 'tapPermanents' ||
          c.kind === 'returnToHand',
      )
    )
      return { ok: false, sentence: line };
    // CR 602.5b: "Activate only once each turn." (Wall of Roots) keeps it a mana ability (605.1a).
    if (oncePerTurn)
      return body.length === 1
        ? ok([{ kind: 'mana', costs: cs, produce, oncePerTurn: true, text }], [NOTES])
        : { ok: false, sentence: line };
    if (body.length === 1) return ok([{ kind: 'mana', costs: cs, produce, text }], [NOTES]);
    // CR 106.6: an additional effect on the commander spell the mana is spent on (Opal Palace).
    if (body.length === 2 && unperiod(body[1]!) === COMMANDER_CAST_COUNTERS)
      return ok(
        [
          {
            kind: 'mana',
            costs: cs,
            produce,
            rider: 'commanderCastCounters',
            text: `${costText}: ${unperiod(body[0]!)}`,
          },
        ],
        [NOTES],
      );
    // "When that mana is spent to cast ..., <effect>." — a triggered ability linked to this one (CR 106.6, 607.2),
    // written in the same paragraph.
    if (body[1]!.startsWith('When that mana is spent')) {
      const linked = parseTriggered(body.slice(1).join(' '), facts);
      if (!linked || !linked.ok) return { ok: false, sentence: body[1]! };
      const manaText = `${costText}: ${unperiod(body[0]!)}`;
      return ok(
        [{ kind: 'mana', costs: cs, produce, text: manaText }, ...linked.line.abilities],
        [NOTES, ...linked.line.notes],
      );
    }
    // More instructions after the mana: "This land deals 1 damage to you." (the painlands), "Each opponent gains 1
    // life." — done as the ability resolves (CR 605.3a); a mana ability has no targets (605.1a). ("Spend this mana
    // only ..." is not read here.)
    const more = parseBody(body.slice(1));
    if ('fail' in more) return { ok: false, sentence: more.fail };
    const rest = assemble(more.clause, { selfNamed: true, selfRefOk: true });
    if (!rest || rest.targets.length > 0 || !rest.effects.every(isManaAbilityRider))
      return { ok: false, sentence: body[1]! };
    return ok([{ kind: 'mana', costs: cs, produce, effects: rest.effects, text }], [rest.notes]);
  }
  const parsed = parseBody(body);
  if ('fail' in parsed) return { ok: false, sentence: parsed.fail };
  const sacrificed = cs.some((c) => c.kind === 'sacrificeSelf');
  const fromGraveyard = parsed.clause.items.some((i) => movesSelfFromGraveyard(i.e));
  // CR 113.6b: "Discard this card" as a cost means the ability works from its owner's hand.
  const fromHand = cs.some((c) => c.kind === 'discardSelf');
  // CR 113.6: an instant or sorcery has no abilities on the battlefield; its abilities work from other zones.
  if (!fromGraveyard && !fromHand && !isPermanentCard(facts)) return { ok: false, sentence: line };
  if (fromGraveyard && (parsed.clause.items.length !== 1 || cs.some((c) => c.kind !== 'mana')))
    return { ok: false, sentence: line };
  if (fromHand && (fromGraveyard || cs.some((c) => c.kind !== 'mana' && c.kind !== 'discardSelf')))
    return { ok: false, sentence: line };
  // A cost that names the source ("Sacrifice {this}", "Remove two +1/+1 counters from {this}") lets "it" mean it.
  const costNamesSelf = cs.some(
    (c) => c.kind === 'sacrificeSelf' || c.kind === 'removeCounters' || c.kind === 'putCounters',
  );
  // "Sacrifice a creature: ... the sacrificed creature's mana value" (CR 608.2h): one permanent sacrificed as a cost.
  const sacrificeCosts = cs.flatMap((c) => (c.kind === 'sacrifice' ? [c] : []));
  const costSacrificed = sacrificeCosts.length === 1 ? renderNP(sacrificeCosts[0]!.filter, false) : null;
  const a = assemble(parsed.clause, {
    selfNamed: costNamesSelf,
    // (From a graveyard, the one instruction moves the card itself out of it, CR 113.6m.)
    selfRefOk: !sacrificed && !fromHand,
    ...(costSacrificed && !costSacrificed.includes(' ') ? { costSacrificed } : {}),
  });
  if (!a) return { ok: false, sentence: body[0]! };
  // CR 605.1a: an activated ability without a target that adds mana is a mana ability, which the engine reads only from
  // the phrases above (manaProduce); one that isn't a loyalty ability and adds mana otherwise can't be one on the stack.
  if (!loyalty && a.targets.length === 0 && a.effects.some((e) => MANA_EFFECTS.has(e.kind)))
    return { ok: false, sentence: body[0]! };
  // "It's still a land": only a land's ability makes itself a creature this way.
  if (
    !facts.types.includes('Land') &&
    a.effects.some((e) => e.kind === 'becomeCreature' && e.what.kind === 'self' && e.still === 'land')
  )
    return { ok: false, sentence: body[0]! };
  const ability: Ability = {
    kind: 'activated',
    costs: cs,
    targets: a.targets,
    effects: a.effects,
    zone: fromGraveyard ? 'graveyard' : fromHand ? 'hand' : 'battlefield',
    ...(sorcerySpeed ? { sorcerySpeed: true } : {}),
    ...(oncePerTurn ? { oncePerTurn: true } : {}),
    ...(condition ? { condition } : {}),
    text,
  };
  return ok([ability], [a.notes]);
}

// ---------------------------------------------------------------------------------------------------------------
// Emblems (CR 114): "You get an emblem with "<ability>"" or "... with "<ability>" and "<ability>"". The emblem has
// the abilities in quotation marks and nothing else (114.3); they work from the command zone (114.4), where the
// engine applies an emblem's static abilities that make continuous effects (layers 6 and 7c) and its triggered
// abilities on the events of EMBLEM_TRIGGERS: an emblem with any other ability is not read.

/** The name a compiled emblem is given when its card is known (see compileCard). */
export const EMBLEM_UNNAMED = '';

const EMBLEM = /^You get an emblem with "(.+)"$/;
const EMBLEM_FACTS: CardFacts = { name: '', types: [], subtypes: [] };

/** The trigger events the engine watches an emblem's abilities for in the command zone (CR 114.4). */
const EMBLEM_TRIGGERS: readonly Trigger['kind'][] = [
  'anotherCreatureDies',
  'beginningOfStep',
  'youCastSpell',
  'playerCastsSpell',
  'playerDraws',
  'anotherEnters',
  'creatureAttacks',
  'creatureDealsCombatDamageToPlayer',
];

function emblemAbility(a: Ability): boolean {
  if (a.kind === 'static')
    return a.effect.kind === 'modifyPT' || a.effect.kind === 'grantKeyword' || a.effect.kind === 'grantAbility';
  return a.kind === 'triggered' && EMBLEM_TRIGGERS.includes(a.trigger.kind) && !a.zone;
}

/** An emblem's abilities; null when the sentence makes no emblem, 'fail' when it makes one not read. */
function parseEmblem(sentence: string): { abilities: Ability[]; notes: AbilityNotes[] } | null | 'fail' {
  const m = EMBLEM.exec(sentence);
  if (!m) return null;
  const parts = m[1]!.split('" and "');
  // The sentence's period is inside the last quotation marks; the first ability has none of its own. An ability the
  // emblem grants is in single quotation marks inside them ("Mountains you control have '{T}: This land deals 1
  // damage to any target.'"), read as a grant's double ones.
  const whole = m[1]!;
  if (parts.length > 2 || !/\.'?$/.test(whole) || (parts.length === 2 && parts[0]!.endsWith('.'))) return 'fail';
  const out: Ability[] = [];
  const notes: AbilityNotes[] = [];
  for (const part of parts) {
    const nested = / (?:has|have) '(.+\.)'$/.exec(part);
    const text = nested
      ? `${part.slice(0, nested.index)}${part.slice(nested.index, -nested[1]!.length - 2)}"${nested[1]!}"`
      : part.endsWith('.')
        ? part
        : `${part}.`;
    // "{this}" in an emblem's text would name the emblem's source, which the emblem doesn't have (in the ability it
    // grants, "{this}" is the object that has it).
    if ((nested ? part.slice(0, nested.index) : text).includes('{this}')) return 'fail';
    const r = parseParagraph(text, [], EMBLEM_FACTS);
    if (!r.ok || 'spell' in r || !r.line.abilities.every(emblemAbility)) return 'fail';
    out.push(...r.line.abilities);
    notes.push(...r.line.notes);
  }
  return { abilities: out, notes };
}

// ---------------------------------------------------------------------------------------------------------------
// Delayed triggered abilities with a stated duration (CR 603.7b): "Until your next turn, whenever <event>,
// <effects>." / "Until end of turn, whenever ...". The ability is read as a triggered ability of the card (its "{this}"
// is the card), for the trigger events the engine watches such an ability for.

const LASTING = /^Until (your next turn|end of turn), whenever (.+)$/;

/** The effect that creates the ability, and the notes of its rendering; null when the sentence makes none, 'fail'
 * when it makes one not read. */
function parseLasting(sentence: string, facts: CardFacts): { effect: Effect; notes: AbilityNotes } | null | 'fail' {
  const m = LASTING.exec(sentence);
  if (!m) return null;
  const r = parseTriggered(`Whenever ${m[2]!}`, facts);
  const a = r?.ok && r.line.abilities.length === 1 ? r.line.abilities[0]! : null;
  if (!r?.ok || a?.kind !== 'triggered' || a.zone || !LASTING_TRIGGER_KINDS.includes(a.trigger.kind)) return 'fail';
  const duration = m[1] === 'end of turn' ? 'endOfTurn' : 'untilYourNextTurn';
  return { effect: { kind: 'lastingTrigger', duration, ability: a }, notes: r.line.notes[0] ?? NOTES };
}

function ok(abilities: Ability[], notes: AbilityNotes[]): LineResult {
  return { ok: true, line: { abilities, notes } };
}

// ---------------------------------------------------------------------------------------------------------------
// Triggered abilities (CR 603)

interface TriggerHead {
  readonly trigger: Trigger;
  /** the trigger condition names the source ("When {this} enters") */
  readonly namesSelf: boolean;
  readonly variants: readonly string[];
}

const head = (trigger: Trigger, namesSelf: boolean, variants: string[] = []): TriggerHead => ({
  trigger,
  namesSelf,
  variants,
});

const STEPS: readonly (readonly [string, Step, 'yours' | 'each' | 'opponents'])[] = [
  ['your upkeep', 'upkeep', 'yours'],
  ['each upkeep', 'upkeep', 'each'],
  ["each opponent's upkeep", 'upkeep', 'opponents'],
  ["each player's upkeep", 'upkeep', 'each'],
  ['your draw step', 'draw', 'yours'],
  ['your end step', 'end_turn', 'yours'],
  ['the end step', 'end_turn', 'each'],
  ['each end step', 'end_turn', 'each'],
  ['combat on your turn', 'begin_combat', 'yours'],
  // CR 507.1: every turn's beginning of combat step (Desecration Demon's "each combat")
  ['each combat', 'begin_combat', 'each'],
  ['your first main phase', 'precombat_main', 'yours'],
];

/** "a noncreature spell", "an instant or sorcery spell", "a red spell", "a spell" */
const spellPhrase: P<ObjectFilter> = (() => {
  const spellType = words(new Map([...TYPE_WORDS].map(([w, t]) => [w, t] as const)));
  const types: P<CardType[]> = alt(
    map(spellType, (t) => [t]),
    map(tpl`${spellType} or ${spellType}`, ([a, b]) => (a === b ? null : [a, b])),
  );
  const adj: P<ObjectFilter> = alt<ObjectFilter>(
    map(rx(/non([a-z]+)/), (m) => {
      const t = TYPE_WORDS.get(m[1]!);
      return t ? { notTypes: [t] } : null;
    }),
    map(words(COLOR_WORDS), (c) => ({ colors: [c] })),
    // "a blue or black spell": either color (CR 105.2)
    map(tpl`${words(COLOR_WORDS)} or ${words(COLOR_WORDS)}`, ([a, b]) => (a === b ? null : { colors: [a, b] })),
    // CR 105.2b-c: "a multicolored spell", "a monocolored spell"
    lit('multicolored', { colorCount: 'multi' as const }),
    lit('monocolored', { colorCount: 'mono' as const }),
  );
  return alt<ObjectFilter>(
    map(tpl`${article} spell`, () => ({})),
    map(tpl`${article} ${adj} spell`, ([, f]) => f),
    map(tpl`${article} ${types} spell`, ([, ts]) => ({ types: ts })),
    // "a red instant or sorcery spell": one color and one or two types
    map(tpl`${article} ${words(COLOR_WORDS)} ${types} spell`, ([, c, ts]) => ({ colors: [c], types: ts })),
  );
})();

/** A source of damage you control: "a red instant or sorcery spell you control", "a red planeswalker you control"
 * (a spell's types said with "spell", a permanent's with its noun phrase). */
const damageSource: P<ObjectFilter> = alt<ObjectFilter>(
  map(tpl`${spellPhrase} you control`, ([f]) =>
    f.types?.every((t) => t === 'Instant' || t === 'Sorcery') ? { ...f, controller: 'you' } : null,
  ),
  map(tpl`${article} ${singularNP}`, ([, f]) =>
    f.controller === 'you' && f.types?.length === 1 && f.types[0] !== 'Instant' && f.types[0] !== 'Sorcery' ? f : null,
  ),
);

const FILTER_OR_KEYWORDS: ReadonlyMap<string, Keyword> = new Map([
  ['flying', 'flying'],
  ['reach', 'reach'],
] as const satisfies readonly (readonly [string, Keyword])[]);

/** "creatures with flying or reach": creatures with either keyword (CR 509.1b, 702.9, 702.17). */
const exceptBlockers: P<ObjectFilter> = map(
  tpl`creatures with ${words(FILTER_OR_KEYWORDS)} or ${words(FILTER_OR_KEYWORDS)}`,
  ([a, b]) => (a === b ? null : { types: ['Creature'], anyOf: [{ keyword: a }, { keyword: b }] }),
);
/** A noun phrase a dying creature can match: a creature, or a creature type ("another Zombie you control"). */
function dyingCreature(f: ObjectFilter): boolean {
  if (f.types) return f.types.length === 1 && f.types[0] === 'Creature';
  return !!f.subtypes && !f.notTypes;
}

const triggerHeadP: P<TriggerHead> = alt<TriggerHead>(
  lit('When {this} enters', head({ kind: 'selfEnters' }, true)),
  lit('When {this} dies', head({ kind: 'selfDies' }, true)),
  lit('When {this} leaves the battlefield', head({ kind: 'selfLeavesBattlefield' }, true)),
  lit('Whenever {this} attacks', head({ kind: 'selfAttacks' }, true)),
  // One ability with two trigger events (CR 603.2): Primeval Titan, Sun Titan.
  lit('Whenever {this} enters or attacks', head({ kind: 'selfEntersOrAttacks' }, true)),
  lit('Whenever {this} deals combat damage to a player', head({ kind: 'selfDealsCombatDamageToPlayer' }, true)),
  lit('Whenever {this} deals combat damage to a creature', head({ kind: 'selfDealsCombatDamageToCreature' }, true)),
  // The Swords: an Equipment's (or Aura's) trigger on the creature it is attached to (CR 510.3a).
  lit(
    'Whenever equipped creature deals combat damage to a player',
    head({ kind: 'attachedDealsCombatDamageToPlayer' }, false, ['equipped']),
  ),
  lit(
    'Whenever enchanted creature deals combat damage to a player',
    head({ kind: 'attachedDealsCombatDamageToPlayer' }, false, ['enchanted']),
  ),
  // CR 508.1m, 508.3a: the permanent attached to the attacking creature triggers (Argentum Armor).
  lit('Whenever equipped creature attacks', head({ kind: 'attachedAttacks' }, false, ['equipped'])),
  lit('Whenever enchanted creature attacks', head({ kind: 'attachedAttacks' }, false, ['enchanted'])),
  // CR 603.10a: the permanent attached to the creature as it died (Sylvok Lifestaff).
  lit('Whenever equipped creature dies', head({ kind: 'attachedDies' }, false, ['equipped'])),
  lit('When enchanted creature dies', head({ kind: 'attachedDies' }, false, ['When', 'enchanted'])),
  lit('Whenever enchanted creature dies', head({ kind: 'attachedDies' }, false, ['enchanted'])),
  // Umezawa's Jitte: combat damage to anything, once a combat damage step (CR 510.2).
  lit(
    'Whenever equipped creature deals combat damage',
    head({ kind: 'attachedDealsCombatDamage' }, false, ['equipped']),
  ),
  lit(
    'Whenever enchanted creature deals combat damage',
    head({ kind: 'attachedDealsCombatDamage' }, false, ['enchanted']),
  ),
  lit('Whenever {this} becomes blocked', head({ kind: 'selfBecomesBlocked' }, true)),
  lit('Whenever {this} blocks a creature', head({ kind: 'selfBlocksCreature' }, true)),
  lit('Whenever {this} becomes tapped', head({ kind: 'selfBecomesTapped' }, true)),
  // CR 603.2: "When {this} becomes the target of a spell or ability[ an opponent controls]" (Phantasmal
  // Bear, Frost Titan): "When" or "Whenever", as printed.
  map(
    tpl`${alt(lit('When'), lit('Whenever'))} {this} becomes the target of a spell or ability${alt(
      lit(' an opponent controls', true),
      lit('', false),
    )}`,
    ([w, byOpponent]) => head({ kind: 'selfBecomesTarget', ...(byOpponent ? { byOpponent } : {}) }, true, [w]),
  ),
  // CR 716.2a: "When this Class becomes level N"
  ...[2, 3, 4, 5].map((n) =>
    lit(`When {this} becomes level ${n}`, head({ kind: 'selfBecomesClassLevel', level: n }, true)),
  ),
  // CR 701.37b
  lit('When {this} becomes monstrous', head({ kind: 'selfBecomesMonstrous' }, true)),
  // CR 708.8, 702.37e
  lit('When {this} is turned face up', head({ kind: 'selfTurnedFaceUp' }, true)),
  lit('When {this} enters or is turned face up', head({ kind: 'selfTurnedFaceUp', orEnters: true }, true)),
  lit('Whenever {this} is dealt damage', head({ kind: 'selfDealtDamage' }, true)),
  // CR 120.3, 603.2: "Whenever an opponent is dealt [noncombat] damage [by <source> or by <source>]".
  map(
    tpl`Whenever an opponent is dealt ${alt(lit('noncombat ', true), lit('', false))}damage${alt(
      map(tpl` by ${damageSource} or by ${damageSource}`, ([a, b]) => [a, b]),
      map(tpl` by ${damageSource}`, ([a]) => [a]),
      lit('', [] as ObjectFilter[]),
    )}`,
    ([noncombat, by]) =>
      head({ kind: 'opponentDealtDamage', ...(noncombat ? { noncombat } : {}), ...(by.length ? { by } : {}) }, false),
  ),
  // CR 701.27e: "transforms into <this face>" — the face is the one being read (parseTriggered fills it in).
  lit('Whenever {this} transforms into {this}', head({ kind: 'selfTransformsInto', face: 0, orEnters: false }, true)),
  lit(
    'Whenever {this} enters or transforms into {this}',
    head({ kind: 'selfTransformsInto', face: 0, orEnters: true }, true),
  ),
  map(tpl`Whenever you cast your ${words({ second: 2, third: 3 })} spell each turn`, ([n]) =>
    head({ kind: 'youCastNthSpell', n }, false),
  ),
  ...STEPS.map(([phrase, step, whose]) =>
    lit(`At the beginning of ${phrase}`, head({ kind: 'beginningOfStep', step, whose }, false, [phrase])),
  ),
  map(tpl`Whenever another ${singularNP} enters`, ([f]) =>
    head({ kind: 'anotherEnters', filter: { ...f, other: true } }, false),
  ),
  map(tpl`Whenever ${article} ${singularNP} enters`, ([, f]) => head({ kind: 'anotherEnters', filter: f }, false)),
  map(tpl`Whenever you cast ${spellPhrase}`, ([f]) => head({ kind: 'youCastSpell', filter: f }, false)),
  // CR 601.2i: an ability of the spell itself, which triggers as it is cast (it functions on the stack).
  lit('When you cast this spell', head({ kind: 'youCastThisSpell' }, false)),
  // CR 508.1m: "Whenever a creature you control attacks" — "it" is the attacker.
  map(
    tpl`Whenever ${alt(
      lit('another', true),
      map(article, () => false),
    )} ${singularNP} attacks`,
    ([other, f]) =>
      (f.controller === 'you' || (f.controller === 'opponent' && !other)) && dyingCreature(f)
        ? head({ kind: 'creatureAttacks', filter: other ? { ...f, other: true } : f }, false)
        : null,
  ),
  // CR 510.3a: "Whenever a creature you control deals combat damage to a player" — "that player" was dealt it.
  map(
    tpl`Whenever ${alt(
      lit('another', true),
      map(article, () => false),
    )} ${singularNP} deals combat damage to a player`,
    ([other, f]) =>
      f.controller === 'you' && dyingCreature(f)
        ? head({ kind: 'creatureDealsCombatDamageToPlayer', filter: other ? { ...f, other: true } : f }, false)
        : null,
  ),
  // CR 121.1: "Whenever you draw a card", "an opponent draws", "a player draws" — once for each card.
  lit('Whenever you draw a card', head({ kind: 'playerDraws', who: 'you' }, false)),
  lit('Whenever an opponent draws a card', head({ kind: 'playerDraws', who: 'opponent' }, false)),
  lit('Whenever a player draws a card', head({ kind: 'playerDraws', who: 'any' }, false)),
  // CR 119.9: once for each life-gaining event (Ajani's Pridemate, Punishing Fire).
  lit('Whenever you gain life', head({ kind: 'playerGainsLife', who: 'you' }, false)),
  lit('Whenever an opponent gains life', head({ kind: 'playerGainsLife', who: 'opponent' }, false)),
  // CR 601.2i: another player's spells ("an opponent", "a player"); "that player" is the caster.
  map(
    tpl`Whenever ${alt(lit('an opponent', 'opponent' as const), lit('a player', 'any' as const))} casts ${spellPhrase}${alt(lit('', {}), lit(' during your turn', { duringYourTurn: true }), lit(' from a graveyard', { fromGraveyard: true }))}`,
    ([caster, f, when]) => head({ kind: 'playerCastsSpell', caster, filter: f, ...when }, false),
  ),
  // CR 700.4: "dies" is a creature put into a graveyard from the battlefield; 603.10a looks back.
  map(tpl`Whenever {this} or another ${singularNP} dies`, ([f]) =>
    dyingCreature(f) ? head({ kind: 'anotherCreatureDies', filter: { ...f, other: true }, orSelf: true }, true) : null,
  ),
  map(tpl`Whenever another ${singularNP} dies`, ([f]) =>
    dyingCreature(f) ? head({ kind: 'anotherCreatureDies', filter: { ...f, other: true } }, false) : null,
  ),
  map(tpl`Whenever ${article} ${singularNP} dies`, ([, f]) =>
    dyingCreature(f) ? head({ kind: 'anotherCreatureDies', filter: f, orSelf: true }, false) : null,
  ),
  // CR 106.6, 607.2: linked to the card's mana ability (compileCard checks it has one).
  map(tpl`When that mana is spent to cast ${spellPhrase} that shares a creature type with your commander`, ([f]) =>
    head({ kind: 'thatManaSpent', spell: { ...f, sharesCreatureTypeWithCommander: true } }, false),
  ),
  map(tpl`When that mana is spent to cast ${spellPhrase}`, ([f]) => head({ kind: 'thatManaSpent', spell: f }, false)),
);

/** CR 603.4: intervening "if" clauses the engine checks ("if it was kicked", "if no spells were cast last turn"): the
 * conditions rules text says. */
const interveningIf: P<Condition> = map(tpl`if ${conditionP}`, ([c]) => c);

/** Whether an object with these printed facts could match a filter (then "a creature enters" would include the
 * source itself, which the engine's "another ... enters" trigger never sees). */
function couldMatch(f: ObjectFilter, facts: CardFacts): boolean {
  if (f.types && !f.types.some((t) => facts.types.includes(t))) return false;
  if (f.alsoTypes && !f.alsoTypes.every((t) => facts.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => facts.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => facts.subtypes.includes(t))) return false;
  return true;
}

/** Effects that move the ability's own card out of a graveyard ("return this card from your graveyard to your hand"). */
const movesSelfFromGraveyard = (e: Effect): boolean =>
  e.kind === 'returnSelfToHand' ||
  (e.kind === 'returnToBattlefield' && !!e.fromGraveyard) ||
  // "you may pay {R}. If you do, return {this} from your graveyard to your hand" (Punishing Fire)
  (e.kind === 'ifYouDo' && e.effects.some(movesSelfFromGraveyard));

/** CR 603.2: "Whenever an opponent casts a spell during your turn and when {this} dies, <effect>" — one ability with
 * two trigger events. It is kept as a triggered ability for each event, with the same effect (each event triggers
 * and resolves as the one ability would); the text says them on one line (the second ability's notes: sameLine). */
function parseTwoEventTriggered(line: string, facts: CardFacts): LineResult | null {
  const comma = line.indexOf(', ');
  const m = comma < 0 ? null : / and (when|whenever) /.exec(line.slice(0, comma));
  if (!m) return null;
  const rest = line.slice(m.index + m[0].length);
  const first = parseTriggered(`${line.slice(0, m.index)}${line.slice(comma)}`, facts, true);
  const second = parseTriggered(`${capitalize(m[1]!)} ${rest}`, facts, true);
  if (!first?.ok || !second?.ok) return first && !first.ok ? first : second && !second.ok ? second : null;
  const [a] = first.line.abilities;
  const [b] = second.line.abilities;
  if (a?.kind !== 'triggered' || b?.kind !== 'triggered' || a.zone || b.zone) return null;
  if (JSON.stringify([a.effects, a.targets]) !== JSON.stringify([b.effects, b.targets])) return null;
  const text = unperiod(line);
  return ok(
    [
      { ...a, text },
      { ...b, text },
    ],
    [first.line.notes[0]!, { ...second.line.notes[0]!, sameLine: true }],
  );
}

/** Triggers whose event concerns an object that "it" or "that creature" may name (the engine keeps it as the ability
 * triggers): the attacking creature (CR 508.1m), the creature that dealt combat damage (510.3a). */
const EVENT_OBJECT_TRIGGERS: readonly Trigger['kind'][] = [
  'creatureAttacks',
  'creatureDealsCombatDamageToPlayer',
  'selfDealsCombatDamageToCreature',
  'selfBlocksCreature',
];

function parseTriggered(line: string, facts: CardFacts, oneEvent = false): LineResult | null {
  const comma = line.indexOf(', ');
  if (comma < 0) return null;
  const h = parse(triggerHeadP, line.slice(0, comma));
  if (!h) return oneEvent ? null : parseTwoEventTriggered(line, facts);
  let t = h.trigger;
  if (t.kind === 'selfTransformsInto') {
    // Only a face of a transforming double-faced card transforms into itself (CR 712.2, 701.27).
    if (facts.face === undefined) return { ok: false, sentence: sentences(line)[0]! };
    t = { ...t, face: facts.face };
  }
  // The engine's "dies" and "attacks" triggers are a creature's (CR 700.4, 508.1m).
  const creatureOnly: readonly Trigger['kind'][] = [
    'selfDies',
    'selfAttacks',
    'selfEntersOrAttacks',
    'selfDealsCombatDamageToPlayer',
    'selfBecomesBlocked',
    'selfBlocksCreature',
  ];
  if (creatureOnly.includes(t.kind) && !facts.types.includes('Creature'))
    return { ok: false, sentence: sentences(line)[0]! };
  if (t.kind === 'anotherEnters' && !t.filter.other && couldMatch(t.filter, facts))
    return { ok: false, sentence: sentences(line)[0]! };
  // "equipped creature" is an Equipment's, "enchanted creature" an Aura's (CR 301.5a, 303.4m).
  if (
    (t.kind === 'attachedDealsCombatDamageToPlayer' || t.kind === 'attachedDealsCombatDamage') &&
    !facts.subtypes.includes(h.variants[0] === 'equipped' ? 'Equipment' : 'Aura')
  )
    return { ok: false, sentence: sentences(line)[0]! };
  let rest = line.slice(comma + 2);
  let condition: Condition | undefined;
  const ifEnd = rest.startsWith('if ') ? rest.indexOf(', ') : -1;
  if (ifEnd > 0) {
    const c = parse(interveningIf, rest.slice(0, ifEnd));
    if (!c) return { ok: false, sentence: sentences(line)[0]! };
    condition = c;
    rest = rest.slice(ifEnd + 2);
  }
  let optional = false;
  const body = sentences(rest);
  // "you may" covers the sentence it begins: the whole ability when it is one sentence (CR 603.5); with more sentences
  // after it ("you may pay {B}. If you do, ..."), the sentence alone (mayDo), the others happening anyway.
  let mayForm: string | null = null;
  if (body[0]?.startsWith('you may ') && body.length === 1) {
    optional = true;
    body[0] = body[0].slice('you may '.length);
  }
  let parsed = parseBody(body);
  // "you may gain 1 life" is "you gain 1 life" made optional; "you may have it deal 1 damage to any target" is "it
  // deals 1 damage to any target" (CR 603.5): the wording is kept as a note for the rendering.
  const alone = optional ? body[0]! : null;
  if ('fail' in parsed && alone !== null) {
    const have = MAY_HAVE.exec(alone);
    const tries: [string, string][] = [[`you ${alone}`, 'may you']];
    if (have) tries.push([`${have[1]!} ${have[2]!}s ${have[3]!}`, 'may have']);
    for (const [text, form] of tries) {
      const again = parseBody([text]);
      if ('fail' in again) continue;
      parsed = again;
      mayForm = form;
      break;
    }
  }
  if ('fail' in parsed) return { ok: false, sentence: parsed.fail === body[0] ? sentences(line)[0]! : parsed.fail };
  // The source has left the battlefield as a leaves-the-battlefield ability resolves: nothing acts on it there.
  const left = t.kind === 'selfDies' || t.kind === 'selfLeavesBattlefield';
  const a = assemble(parsed.clause, {
    selfNamed: h.namesSelf,
    selfRefOk: !left,
    eventObject: EVENT_OBJECT_TRIGGERS.includes(t.kind),
    diedCard: t.kind === 'selfDies' || t.kind === 'selfToGraveyardFromBattlefield',
  });
  if (!a) return { ok: false, sentence: sentences(line)[0]! };
  // "that's blocking that creature" names the creature a "blocks a creature" trigger's event concerns (CR 509.3b).
  if (t.kind !== 'selfBlocksCreature' && JSON.stringify(a.effects).includes('"blocking":true'))
    return { ok: false, sentence: sentences(line)[0]! };
  // CR 113.6m: an ability whose effect moves this card out of a graveyard functions only there — unless its trigger
  // puts it there ("When {this} is put into a graveyard from the battlefield, return this card ...").
  const fromGraveyard =
    a.effects.some(movesSelfFromGraveyard) &&
    t.kind !== 'selfDies' &&
    t.kind !== 'selfToGraveyardFromBattlefield' &&
    t.kind !== 'selfLeavesBattlefield';
  // CR 113.6: an instant or sorcery has no abilities on the battlefield; its triggered ability works from its
  // graveyard when it returns the card from there (Punishing Fire).
  if (!fromGraveyard && !isPermanentCard(facts)) return { ok: false, sentence: sentences(line)[0]! };
  const ability: Ability = {
    kind: 'triggered',
    trigger: t,
    ...(fromGraveyard ? { zone: 'graveyard' as const } : {}),
    ...(condition ? { condition } : {}),
    ...(optional ? { optional: true } : {}),
    targets: a.targets,
    effects: a.effects,
    text: unperiod(line),
  };
  return ok([ability], [{ ...a.notes, variants: [...h.variants, ...(mayForm ? [mayForm] : []), ...a.notes.variants] }]);
}

/** "have <subject> <verb> ...": what "you may have it deal 1 damage" has the subject do (its verb said in the third
 * person by the effect's own sentence). */
export const MAY_HAVE =
  /^have (.+?) (deal|lose|gain|draw|discard|mill|sacrifice|create|get|return|put|fight|become) (.*)$/;

// ---------------------------------------------------------------------------------------------------------------
// Chapter abilities (CR 714.2): "I — <effect>" on a Saga is a triggered ability that triggers when lore counters make
// their number go from below 1 to 1 or more (714.2b); "II, III — <effect>" is one chapter ability for each number
// (714.2c), all with the same effect.

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
const CHAPTER = /^((?:[IVX]+)(?:, [IVX]+)*) — (.+)$/;

/** The chapter numbers of a Saga's chapter line ("II, III" → [2, 3]), or null. */
function chapterNumbers(label: string): number[] | null {
  const nums = label.split(', ').map((r) => ROMAN.indexOf(r) + 1);
  if (nums.some((k) => k < 1)) return null;
  // The numbers of one line go up one by one, as printed.
  for (let i = 1; i < nums.length; i++) if (nums[i] !== nums[i - 1]! + 1) return null;
  return nums;
}

/** The roman numeral of a chapter number (CR 714.2a). */
export function chapterNumeral(k: number): string {
  return ROMAN[k - 1] ?? String(k);
}

function parseChapter(line: string, facts: CardFacts): LineResult | null {
  const m = CHAPTER.exec(line);
  if (!m || !facts.subtypes.includes('Saga')) return null;
  const nums = chapterNumbers(m[1]!);
  if (!nums) return { ok: false, sentence: line };
  let body = sentences(m[2]!);
  let optional = false;
  if (body[0]?.startsWith('You may ') && body.length === 1) {
    optional = true;
    body = [`${body[0].slice('You may '.length)}`];
  }
  const parsed = parseBody(body);
  if ('fail' in parsed) return { ok: false, sentence: parsed.fail === body[0] ? sentences(line)[0]! : parsed.fail };
  // The Saga is on the battlefield as its chapter ability resolves (it is sacrificed only after, 714.4).
  const a = assemble(parsed.clause, { selfNamed: false, selfRefOk: true });
  if (!a) return { ok: false, sentence: sentences(line)[0]! };
  const text = unperiod(line);
  const abilities: Ability[] = nums.map((chapter) => ({
    kind: 'triggered',
    trigger: { kind: 'chapter', chapter },
    ...(optional ? { optional: true } : {}),
    targets: a.targets,
    effects: a.effects,
    text,
  }));
  // The chapters after the first are said on the first one's line.
  return ok(
    abilities,
    abilities.map((_, i) => (i === 0 ? a.notes : { ...a.notes, sameLine: true })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Static abilities (CR 604)

const counterKind: P<string> = counterName;

// CR 613.8: what an effect of the layers applies to is not chosen by what the layers make of power, toughness or
// abilities (the engine has no dependency order).
const affects: P<ObjectFilter> = map(
  alt(
    pluralNP,
    map(tpl`other ${pluralNP}`, ([f]) => ({ ...f, other: true })),
  ),
  (f) => (readsLateLayers(f) ? null : f),
);

/** CR 303.4m: "enchanted creature" / "enchanted land" / "enchanted permanent" — whatever the source is attached to. */
const enchanted: P<ObjectFilter> = alt<ObjectFilter>(
  lit('enchanted creature', { types: ['Creature'], attachedBySource: true }),
  lit('enchanted land', { types: ['Land'], attachedBySource: true }),
  lit('enchanted permanent', { attachedBySource: true }),
);
const keywordList: P<Keyword[]> = alt<Keyword[]>(
  // CR 702.16a: "protection from each color" — one protection ability for each color.
  lit('protection from each color', [...PROTECTION_FROM_EACH_COLOR]),
  map(list(words(GRANTED_KEYWORD_WORDS), 'and'), (ks) => (new Set(ks).size === ks.length ? ks : null)),
  // CR 702.16g: "protection from black and from green" is two protection abilities (the Swords).
  map(tpl`protection from ${words(COLOR_WORDS)} and from ${words(COLOR_WORDS)}`, ([a, b]) => {
    const ka = `protection from ${COLOR_WORD[a]}`;
    const kb = `protection from ${COLOR_WORD[b]}`;
    return a !== b && KEYWORD_WORDS.get(ka) && KEYWORD_WORDS.get(kb)
      ? [KEYWORD_WORDS.get(ka)!, KEYWORD_WORDS.get(kb)!]
      : null;
  }),
);

/** "Each other creature you control that's a Werewolf or a Wolf gets +1/+1." (Howlpack Alpha): creature types said
 * one by one, each with its article or the first alone ("a Skeleton or Pirate"); the same filter as "Other Werewolf
 * and Wolf creatures you control" (layer 7c, CR 613.4c), the phrasing kept as a variant. */
function parseEachOtherThats(text: string): LineResult | null {
  const m = /^Each other creature you control that's (.+) gets ([+-]\d+)\/([+-]\d+)$/.exec(text);
  if (!m) return null;
  const items = m[1]!.split(/, or |, | or /);
  const bare = items.map((w) => w.replace(/^an? /, ''));
  const articled = items.map((w) => /^an? /.test(w));
  const style = articled.every(Boolean)
    ? 'eachArticle'
    : articled[0] && !articled.some((a, i) => i > 0 && a)
      ? 'firstArticle'
      : null;
  if (style === null || items.length < 2 || !bare.every((t) => isSubtype(t))) return null;
  const effect: StaticEffect = {
    kind: 'modifyPT',
    affects: { types: ['Creature'], subtypes: bare, controller: 'you', other: true },
    power: Number(m[2]),
    toughness: Number(m[3]),
  };
  return ok([{ kind: 'static', effect, text }], [{ ...NOTES, variants: ['eachOtherThats', style] }]);
}

/** Anafenza, the Foremost's phrasing of a replacement on cards going to an opponent's graveyard (parseStatic). */
const DIES_OR_CARD =
  /^If a nontoken (\w+) an opponent owns would die or a (\w+) card not on the battlefield would be put into an opponent's graveyard, exile that card instead$/;
// Only a creature dies (CR 700.4): the equivalence holds for creatures alone.
const PERMANENT_TYPE_WORDS: Readonly<Record<string, CardType>> = { creature: 'Creature' };

/** What "<permanents> enter tapped" may name them by: what they are as they enter (CR 614.12). */
const ENTERING_FILTER_KEYS: ReadonlySet<string> = new Set(['types', 'supertypes', 'notSupertypes', 'controller']);

/** Card types of permanents, plural ("artifacts"). */
const PLURAL_TYPES: Readonly<Record<string, CardType>> = {
  artifacts: 'Artifact',
  creatures: 'Creature',
  enchantments: 'Enchantment',
  lands: 'Land',
  planeswalkers: 'Planeswalker',
};

const staticGrammars = new Map<string, P<StaticEffect[]>>();

/** The static-ability grammar; a characteristic-defining P/T ability only for a card whose P/T is "*"/"*". */
function staticP(facts: CardFacts): P<StaticEffect[]> {
  const starPT = facts.power === '*' && facts.toughness === '*';
  // "*/1+*": the number added to the toughness (Tarmogoyf).
  const plus = facts.power === '*' ? /^(\d+)\+\*$/.exec(facts.toughness ?? '') : null;
  const key = starPT ? 'star' : plus ? `plus${plus[1]}` : '';
  let g = staticGrammars.get(key);
  if (!g) staticGrammars.set(key, (g = buildStaticP(starPT, plus ? Number(plus[1]) : null)));
  return g;
}

/** "+X/+0", "+X/+X", "-X/-X": each part -1, 0 or 1 times X. */
const xPart: P<number> = alt(lit('+X', 1), lit('-X', -1), lit('+0', 0), lit('-0', 0));
const ptModX: P<[number, number]> = map(tpl`${xPart}/${xPart}`, ([p, t]) => (p === 0 && t === 0 ? null : [p, t]));

/** What a static ability's "for each" counts, when the layers can count it (CR 611.3a). */
const staticEach: P<Amount> = map(eachPhrase, (a) => (countedByLayers(a) ? a : null));

function buildStaticP(starPT: boolean, toughnessPlus: number | null): P<StaticEffect[]> {
  return alt<StaticEffect[]>(
    // CR 611.3a: "{this} gets +1/+1 for each land card in your graveyard", counted continuously (layer 7c).
    map(tpl`{this} gets ${ptMod} for each ${staticEach}`, ([[p, t], forEach]) => [
      { kind: 'modifyPT', affects: SELF, power: p, toughness: t, forEach },
    ]),
    map(tpl`${affects} get ${ptMod} for each ${staticEach}`, ([f, [p, t], forEach]) => [
      { kind: 'modifyPT', affects: f, power: p, toughness: t, forEach },
    ]),
    map(tpl`${enchanted} gets ${ptMod} for each ${staticEach}`, ([f, [p, t], forEach]) => [
      { kind: 'modifyPT', affects: f, power: p, toughness: t, forEach },
    ]),
    map(tpl`${enchanted} gets ${ptMod} for each ${staticEach} and has ${keywordList}`, ([f, [p, t], forEach, ks]) => [
      { kind: 'modifyPT', affects: f, power: p, toughness: t, forEach },
      ...ks.map((keyword): StaticEffect => ({ kind: 'grantKeyword', affects: f, keyword })),
    ]),
    // CR 611.3a: "Equipped creature has first strike and gets +X/+0, where X is the number of instant and sorcery
    // cards in your graveyard" (Runechanter's Pike): X counted continuously by the layers (7c), as "for each" is.
    map(tpl`${enchanted} has ${keywordList} and gets ${ptModX}, where X is ${amountPhrase}`, ([f, ks, [p, t], a]) =>
      countedByLayers(a)
        ? [
            ...ks.map((keyword): StaticEffect => ({ kind: 'grantKeyword', affects: f, keyword })),
            { kind: 'modifyPT', affects: f, power: p, toughness: t, forEach: a },
          ]
        : null,
    ),
    // CR 611.3a: "{this} gets -X/-X, where X is your life total" (Death's Shadow): X counted continuously (layer 7c).
    map(tpl`{this} gets ${ptModX}, where X is ${amountPhrase}`, ([[p, t], a]) =>
      countedByLayers(a) ? [{ kind: 'modifyPT', affects: SELF, power: p, toughness: t, forEach: a }] : null,
    ),
    // CR 604.3, 613.4a: characteristic-defining abilities, applied in every zone.
    map(tpl`{this}'s power and toughness are each equal to ${amountPhrase}`, ([a]) =>
      starPT && countedByLayers(a) ? [{ kind: 'cdaPT', power: a, toughness: a }] : null,
    ),
    map(
      tpl`{this}'s power is equal to ${amountPhrase} and its toughness is equal to that number plus ${digits}`,
      ([a, n]) =>
        toughnessPlus === n && countedByLayers(a)
          ? [{ kind: 'cdaPT', power: a, toughness: { kind: 'plus', amount: a, n } }]
          : null,
    ),
    lit('{this} enters tapped', [{ kind: 'entersTapped' }]),
    // CR 614.1c, 614.12: a replacement effect on how other objects enter (Urabrask the Hidden, Kismet).
    map(tpl`${pluralNP} enter tapped`, ([f]) =>
      Object.keys(f).every((k) => ENTERING_FILTER_KEYS.has(k)) ? [{ kind: 'othersEnterTapped', affects: f }] : null,
    ),
    // CR 614.12a, 607.2d: a choice made as it enters, read by its linked abilities.
    lit('As {this} enters, choose a player', [{ kind: 'asEntersChoose', what: 'player' }]),
    lit('As {this} enters, choose a color', [{ kind: 'asEntersChoose', what: 'color' }]),
    // CR 702.16k: protection from the player it chose as it entered.
    lit('{this} has protection from the chosen player', [
      { kind: 'grantKeyword', affects: SELF, keyword: 'protection from the chosen player' },
    ]),
    // The check lands ("This land enters tapped unless you control a Plains or an Island"), the fast lands ("... two or
    // fewer other lands"), the battle lands ("... two or more basic lands") and their kin.
    map(tpl`{this} enters tapped unless ${conditionP}`, ([unless]) => [{ kind: 'entersTapped', unless }]),
    // CR 614.1c, 616.1c: a copy effect on how other creatures enter (Essence of the Wild).
    lit('creatures you control enter as a copy of {this}', [{ kind: 'creaturesYouControlEnterAsCopy' }]),
    map(tpl`{this} enters with ${article} ${counterKind} counter on it`, ([, counter]) => [
      { kind: 'entersWithCounters', counter, amount: { kind: 'const', n: 1 } },
    ]),
    map(tpl`{this} enters with ${numberWordP} ${counterKind} counters on it`, ([n, counter]) =>
      n >= 2 ? [{ kind: 'entersWithCounters', counter, amount: { kind: 'const', n } }] : null,
    ),
    map(tpl`{this} enters with X ${counterKind} counters on it`, ([counter]) => [
      { kind: 'entersWithCounters', counter, amount: { kind: 'x' } },
    ]),
    // "{this} enters tapped with two charge counters on it" (Vivid lands), "... tapped and with three ..." (Sphere of
    // the Suns): two replacement effects on its entering (CR 614.1c), said in one sentence (parseStatic's variant).
    map(
      tpl`{this} enters tapped ${alt(lit('with'), lit('and with'))} ${numberWordP} ${counterKind} counters on it`,
      ([, n, counter]) =>
        n >= 2
          ? [{ kind: 'entersTapped' }, { kind: 'entersWithCounters', counter, amount: { kind: 'const', n } }]
          : null,
    ),
    // CR 702.33d-e: "{this} enters with a charge counter on it for each time it was kicked" (multikicker).
    map(tpl`{this} enters with ${article} ${counterKind} counter on it for each time it was kicked`, ([, counter]) => [
      { kind: 'entersWithCounters', counter, amount: { kind: 'const', n: 1 }, perKick: true },
    ]),
    // CR 702.33e: "If {this} was kicked, it enters with two +1/+1 counters on it."
    map(tpl`if {this} was kicked, it enters with ${article} ${counterKind} counter on it`, ([, counter]) => [
      { kind: 'entersWithCounters', counter, amount: { kind: 'const', n: 1 }, condition: { kind: 'kicked' } },
    ]),
    map(tpl`if {this} was kicked, it enters with ${numberWordP} ${counterKind} counters on it`, ([n, counter]) =>
      n >= 2
        ? [{ kind: 'entersWithCounters', counter, amount: { kind: 'const', n }, condition: { kind: 'kicked' } }]
        : null,
    ),
    map(tpl`${affects} get ${ptMod}`, ([f, [p, t]]) => [{ kind: 'modifyPT', affects: f, power: p, toughness: t }]),
    // "Creatures enchanted player controls get -1/-1." (Curse of Death's Hold: an Aura with enchant player).
    map(tpl`${pluralNP} enchanted player controls get ${ptMod}`, ([f, [p, t]]) =>
      f.controller || f.other || f.self
        ? null
        : [{ kind: 'modifyPT', affects: { ...f, controlledByEnchantedPlayer: true }, power: p, toughness: t }],
    ),
    // "Creatures you control get +2/+2 and have flying." (the emblem of Elspeth, Sun's Champion)
    map(tpl`${affects} get ${ptMod} and have ${list(words(GRANTED_KEYWORD_WORDS), 'and')}`, ([f, [p, t], ks]) =>
      new Set(ks).size === ks.length
        ? [
            { kind: 'modifyPT', affects: f, power: p, toughness: t },
            ...ks.map((keyword): StaticEffect => ({ kind: 'grantKeyword', affects: f, keyword })),
          ]
        : null,
    ),
    map(tpl`${affects} have ${list(words(GRANTED_KEYWORD_WORDS), 'and')}`, ([f, ks]) =>
      new Set(ks).size === ks.length ? ks.map((keyword) => ({ kind: 'grantKeyword', affects: f, keyword })) : null,
    ),
    map(tpl`${affects} lose all abilities`, ([f]) => [{ kind: 'loseAllAbilities', affects: f }]),
    // Auras (CR 303.4m): "Enchanted creature gets +1/+2", "... has flying", "... gets +2/+0 and has trample".
    map(tpl`${enchanted} gets ${ptMod}`, ([f, [p, t]]) => [{ kind: 'modifyPT', affects: f, power: p, toughness: t }]),
    map(tpl`${enchanted} has ${keywordList}`, ([f, ks]) =>
      ks.map((keyword) => ({ kind: 'grantKeyword', affects: f, keyword })),
    ),
    map(tpl`${enchanted} gets ${ptMod} and has ${keywordList}`, ([f, [p, t], ks]) => [
      { kind: 'modifyPT', affects: f, power: p, toughness: t },
      ...ks.map((keyword): StaticEffect => ({ kind: 'grantKeyword', affects: f, keyword })),
    ]),
    // CR 613.1b: a control-changing effect (layer 2).
    map(tpl`you control ${enchanted}`, ([f]) => [{ kind: 'control', affects: f }]),
    // CR 508.1c, 509.1b: restrictions.
    map(tpl`${enchanted} can't attack or block`, ([f]) => [
      { kind: 'cantAttackOrBlock', affects: f, attack: true, block: true },
    ]),
    map(tpl`${enchanted} can't attack`, ([f]) => [
      { kind: 'cantAttackOrBlock', affects: f, attack: true, block: false },
    ]),
    map(tpl`${enchanted} can't block`, ([f]) => [
      { kind: 'cantAttackOrBlock', affects: f, attack: false, block: true },
    ]),
    map(
      tpl`creatures can't attack you unless their controller pays {${digits}} for each creature they control that's attacking you`,
      ([n]) => [{ kind: 'attackTax', cost: [{ kind: 'generic', n }] }],
    ),
    lit("{this} can't be blocked by more than one creature", [{ kind: 'maxBlockers', n: 1 }]),
    // CR 509.1b: "{this} can't be blocked by Humans" (a kind of creature: no comparison with it, no combat status).
    map(tpl`{this} can't be blocked by ${pluralNP}`, ([f]) =>
      !readsLateLayers(f) && !f.combat && !f.other && !f.self && f.controller === undefined
        ? [{ kind: 'cantBeBlockedBy', filter: f }]
        : null,
    ),
    // CR 509.1b: "{this} can't be blocked except by Walls / creatures with flying or reach": only those may block it.
    map(tpl`{this} can't be blocked except by ${alt(exceptBlockers, pluralNP)}`, ([f]) =>
      !readsLateLayers(f) && !f.combat && !f.other && !f.self && f.controller === undefined
        ? [{ kind: 'cantBeBlockedBy', filter: f, except: true }]
        : null,
    ),
    // CR 509.1b, 508.1c: restrictions on the permanent itself.
    lit("{this} can't be blocked", [{ kind: 'cantBeBlocked' }]),
    // CR 601.3, 602.5, 604.1: casting and activating stopped (mana abilities too, 605.1a); "artifacts" are permanents
    // (109.2).
    map(tpl`activated abilities of ${pluralNP} can't be activated`, ([f]) =>
      f.self || f.other ? null : [{ kind: 'cantCastOrActivate', spells: false, abilitiesOf: f }],
    ),
    lit("Your opponents can't cast spells during your turn", [
      { kind: 'cantCastOrActivate', players: 'opponents', spells: true, duringYourTurn: true },
    ]),
    // "abilities of artifacts, creatures, or enchantments" (Grand Abolisher): permanents of any of those types.
    map(
      tpl`During your turn, your opponents can't cast spells or activate abilities of ${list(words(PLURAL_TYPES), 'or')}`,
      ([types]) => [
        {
          kind: 'cantCastOrActivate',
          players: 'opponents',
          spells: true,
          abilitiesOf: { types },
          duringYourTurn: true,
        },
      ],
    ),
    // CR 119.8
    lit("Players can't gain life", [{ kind: 'cantGainLife', who: 'players' }]),
    lit("Your opponents can't gain life", [{ kind: 'cantGainLife', who: 'opponents' }]),
    // CR 402.2
    lit('You have no maximum hand size', [{ kind: 'noMaximumHandSize' }]),
    // CR 401.5, 116.2a
    lit('Play with the top card of your library revealed', [{ kind: 'playWithTopRevealed' }]),
    lit('You may play lands from the top of your library', [{ kind: 'playLandsFromTop' }]),
    // CR 113.6b, 601.3
    lit('You may cast this card from your graveyard', [{ kind: 'castFromGraveyard' }]),
    // CR 607.2a, 116.2a, 601.3
    lit('You may play lands and cast spells from among cards exiled with {this}', [{ kind: 'playExiledWith' }]),
    // CR 305.2
    lit('You may play an additional land on each of your turns', [{ kind: 'additionalLandEachTurn', n: 1 }]),
    lit('You may play two additional lands on each of your turns', [{ kind: 'additionalLandEachTurn', n: 2 }]),
    // CR 502.3
    lit("{this} doesn't untap during your untap step", [{ kind: 'doesntUntap' }]),
    lit("{this} can't attack or block", [{ kind: 'cantAttackOrBlock', affects: SELF, attack: true, block: true }]),
    lit("{this} can't attack", [{ kind: 'cantAttackOrBlock', affects: SELF, attack: true, block: false }]),
    lit("{this} can't block", [{ kind: 'cantAttackOrBlock', affects: SELF, attack: false, block: true }]),
    // CR 509.1b: two restrictions in one sentence (Tormented Soul).
    lit("{this} can't block and can't be blocked", [
      { kind: 'cantAttackOrBlock', affects: SELF, attack: false, block: true },
      { kind: 'cantBeBlocked' },
    ]),
    lit('{this} attacks each combat if able', [{ kind: 'mustAttack' }]),
    // CR 508.1d: a requirement on the creatures it names ("Other Goblin creatures you control attack each combat if
    // able"); "All creatures ..." is said with its "All" (allSaid).
    map(tpl`${affects} attack each combat if able`, ([f]) => [{ kind: 'mustAttack', affects: f }]),
    lit('{this} blocks each combat if able', [{ kind: 'mustBlock' }]),
    // CR 614.1a: a replacement effect on its own move to a graveyard (Progenitus, Darksteel Colossus; the back faces
    // of disturb cards, 702.146).
    lit('If {this} would be put into a graveyard from anywhere, exile it instead', [
      { kind: 'exileInsteadOfGraveyard' },
    ]),
    // CR 614.1a: a replacement effect on other objects' moves to a graveyard (Dryad Militant, Leyline of the Void, Rest
    // in Peace).
    map(tpl`If ${article} ${cardKind} card would be put into a graveyard from anywhere, exile it instead`, ([, f]) =>
      f.controller || f.self || f.other
        ? null
        : [{ kind: 'exileCardsInsteadOfGraveyard', cards: f, tokens: false, opponents: false }],
    ),
    lit("If a card would be put into an opponent's graveyard from anywhere, exile it instead", [
      { kind: 'exileCardsInsteadOfGraveyard', cards: {}, tokens: false, opponents: true },
    ]),
    lit('If a card or token would be put into a graveyard from anywhere, exile it instead', [
      { kind: 'exileCardsInsteadOfGraveyard', cards: {}, tokens: true, opponents: false },
    ]),
    lit(
      "If {this} would be put into a graveyard from anywhere, reveal {this} and shuffle it into its owner's library instead",
      [{ kind: 'shuffleIntoLibraryInsteadOfGraveyard' }],
    ),
    // CR 614.1a, 701.9a: a replacement effect on its own discard (Loxodon Smiter, Dodecapod).
    lit(discardedByOpponentText(''), [{ kind: 'battlefieldIfDiscardedByOpponent' }]),
    lit(discardedByOpponentText(' with two +1/+1 counters on it'), [
      { kind: 'battlefieldIfDiscardedByOpponent', plusCounters: 2 },
    ]),
    // CR 613.1d, 305.7: "Each land is a Swamp in addition to its other land types" (Urborg, Yavimaya).
    map(tpl`each land is ${basicLandType} in addition to its other land types`, ([t]) => [
      { kind: 'addLandType', affects: { types: ['Land'] }, landType: t },
    ]),
    // CR 305.7: an effect that sets an enchanted land's subtype to a basic land type (Spreading Seas).
    map(tpl`enchanted land is ${basicLandType}`, ([t]) => [
      { kind: 'setLandType', affects: { types: ['Land'], attachedBySource: true }, landType: t },
    ]),
    lit('Prevent all damage that would be dealt to {this}', [
      { kind: 'preventDamageTo', who: 'self', combatOnly: false },
    ]),
    lit('Prevent all combat damage that would be dealt to {this}', [
      { kind: 'preventDamageTo', who: 'self', combatOnly: true },
    ]),
    lit('Prevent all damage that would be dealt to you', [{ kind: 'preventDamageTo', who: 'you', combatOnly: false }]),
    lit('Prevent all combat damage that would be dealt to you', [
      { kind: 'preventDamageTo', who: 'you', combatOnly: true },
    ]),
  );
}

/** What the permanent itself gets or has while a condition holds: "{this} gets +1/+1", "{this} has haste", "it has
 * hexproof and indestructible" (after "As long as {this} is monstrous, "), "{this} gets +6/+6 and has flying". */
const selfStatic: P<[StaticEffect[], string]> = map(
  tpl`${alt(lit('{this}'), lit('it'))} ${alt<StaticEffect[]>(
    map(tpl`gets ${ptMod} and has ${keywordList}`, ([[p, t], ks]) => [
      { kind: 'modifyPT', affects: SELF, power: p, toughness: t },
      ...ks.map((keyword): StaticEffect => ({ kind: 'grantKeyword', affects: SELF, keyword })),
    ]),
    map(tpl`gets ${ptMod}`, ([[p, t]]) => [{ kind: 'modifyPT', affects: SELF, power: p, toughness: t }]),
    map(tpl`has ${keywordList}`, ([ks]) => ks.map((keyword) => ({ kind: 'grantKeyword', affects: SELF, keyword }))),
    // CR 613.1d: a type-changing effect on the permanent itself (the Theros Gods)
    lit("isn't a creature", [{ kind: 'notCreature' }]),
  )}`,
  ([w, effects]) => [effects, w],
);

/** Whether a condition names the permanent itself ("{this} is monstrous"). */
function namesSelf(c: Condition): boolean {
  return c.kind === 'selfMonstrous' || (c.kind === 'all' && c.conditions.some(namesSelf));
}

/** "both creatures have double strike", "each of those creatures gets +4/+4": a paired creature and its partner
 * (CR 702.95b). */
const PAIRED: ObjectFilter = { pairedGroup: true };
const pairedStatic: P<StaticEffect[]> = alt<StaticEffect[]>(
  map(tpl`both creatures have ${keywordList}`, ([ks]) =>
    ks.map((keyword) => ({ kind: 'grantKeyword', affects: PAIRED, keyword })),
  ),
  map(tpl`each of those creatures gets ${ptMod}`, ([[p, t]]) => [
    { kind: 'modifyPT', affects: PAIRED, power: p, toughness: t },
  ]),
);

/**
 * CR 611.3a: "<static ability> as long as <condition>" / "As long as <condition>, <static ability>" — the effect
 * exists only while the condition holds, checked continuously. Only effects the layers apply (P/T and keywords) take
 * a condition; "it" is the permanent when the condition named it first.
 */
function parseConditionalStatic(text: string, facts: CardFacts): LineResult | null {
  const readings: { body: string; condition: Condition; first: boolean }[] = [];
  const after = text.lastIndexOf(' as long as ');
  if (after > 0) {
    const condition = parse(conditionP, text.slice(after + ' as long as '.length));
    if (condition) readings.push({ body: text.slice(0, after), condition, first: false });
  }
  if (text.startsWith('As long as '))
    for (let k = text.indexOf(', '); k > 0; k = text.indexOf(', ', k + 1)) {
      const condition = parse(conditionP, text.slice('As long as '.length, k));
      if (condition) readings.push({ body: text.slice(k + 2), condition, first: true });
    }
  for (const r of readings) {
    // CR 702.95b: what "both creatures" / "each of those creatures" are given while {this} is paired.
    if (r.condition.kind === 'selfPaired') {
      const effects = parse(pairedStatic, r.body);
      if (!effects) continue;
      const abilities: Ability[] = effects.map((effect) => ({ kind: 'static', effect, condition: r.condition, text }));
      const variants = r.first ? ['asLongAsFirst'] : [];
      return ok(
        abilities,
        abilities.map((_, i) => (i === 0 ? { ...NOTES, variants } : { ...NOTES, sameLine: true })),
      );
    }
    const own = parse(selfStatic, r.first ? r.body : decapitalize(r.body)) ?? parse(selfStatic, r.body);
    // "it" only after a condition that named the permanent.
    if (own && own[1] === 'it' && !(r.first && namesSelf(r.condition))) continue;
    const effects = own?.[0] ?? parse(staticP(facts), decapitalize(r.body)) ?? parse(staticP(facts), r.body);
    if (
      !effects ||
      // (a permission to cast from a graveyard is judged as the player would cast the card, CR 601.3)
      !effects.every(
        (e) =>
          e.kind === 'modifyPT' ||
          e.kind === 'grantKeyword' ||
          e.kind === 'notCreature' ||
          e.kind === 'castFromGraveyard',
      )
    )
      continue;
    // Types are read without the layers (cr613-type-line.ts): a condition that looks at no object's types, only.
    if (effects.some((e) => e.kind === 'notCreature') && r.condition.kind !== 'devotionLessThan') continue;
    const variants = [...(r.first ? ['asLongAsFirst'] : []), ...(own?.[1] === 'it' ? ['it'] : [])];
    const abilities: Ability[] = effects.map((effect) => ({ kind: 'static', effect, condition: r.condition, text }));
    return ok(
      abilities,
      abilities.map((_, i) => (i === 0 ? { ...NOTES, variants } : { ...NOTES, sameLine: true })),
    );
  }
  return null;
}

const SHOCK = /^As \{this\} enters, you may pay (\d+) life\. If you don't, it enters tapped$/;
/** CR 614.1c, 701.20a: the reveal lands' "As this land enters, you may reveal a <kind> card from your hand. If you
 * don't, this land enters tapped." */
const REVEAL_LAND =
  /^As \{this\} enters, you may reveal an? (.+) card from your hand\. If you don't, \{this\} enters tapped$/;

const replaceDrawHead = 'If you would draw a card while you have no cards in hand, instead ';

const EQUIPPED = /^Equipped creature /;
/** The permanent whose static ability it is (CR 509.1b: "{this} can't block"). */
const SELF: ObjectFilter = { self: true };

// CR 113.1, 613.1f: "Enchanted land has "{T}, Pay 1 life: Draw a card."", "Elves you control have "{T}: Add {G}{G}."",
// "Equipped creature gets +0/+1 and has "..."" — an ability granted in layer 6, which belongs to the object that has
// it: within the quotation marks "this creature" is that object (the card's own name there names the card, and is
// not read, normalize.ts). One activated or triggered ability, read as the holder's.
const GRANT = /^(.+?) (?:(gets?) ([+-]\d+\/[+-]\d+) and )?(has|have) "(.+)"$/;

/** An ability in quotation marks given by an effect ("becomes a 3/3 ... creature with "..."", CR 113.1, 611.2): one
 * activated or triggered ability, read as the ability of the creature that has it. */
function readQuotedAbility(inner: string): Ability | null {
  const r = parseParagraph(inner, [], { name: '', types: ['Creature'], subtypes: [] });
  if (!r.ok || 'spell' in r || r.line.abilities.length !== 1) return null;
  const a = r.line.abilities[0]!;
  // Not a mana ability (see parseGrant).
  return a.kind === 'activated' || a.kind === 'triggered' ? a : null;
}
setQuotedAbilityReader(readQuotedAbility);

function parseGrant(text: string, facts: CardFacts): LineResult | null {
  const m = GRANT.exec(text);
  if (!m) return null;
  let subject = m[1]!;
  let variants: string[] = [];
  if (subject === 'Equipped creature') {
    if (!facts.subtypes.includes('Equipment')) return null;
    subject = 'enchanted creature';
    variants = ['equipped'];
  }
  const f = parse(enchanted, decapitalize(subject)) ?? parse(affects, decapitalize(subject)) ?? parse(affects, subject);
  if (!f || f.self) return null;
  const single = !!f.attachedBySource;
  if ((m[4] === 'has') !== single || (m[2] !== undefined && (m[2] === 'gets') !== single)) return null;
  const pump = m[3] === undefined ? null : parse(ptMod, m[3]);
  if (m[3] !== undefined && !pump) return null;
  const inner = m[5]!;
  if (!inner.endsWith('.')) return null;
  const holder: CardFacts = { name: '', types: f.types?.length ? f.types : ['Creature'], subtypes: f.subtypes ?? [] };
  const r = parseParagraph(inner, [], holder);
  if (!r.ok) return { ok: false, sentence: r.sentence };
  if ('spell' in r || r.line.abilities.length !== 1) return null;
  const a = r.line.abilities[0]!;
  // A mana ability granted to another object is not read yet: automatic payment's kept match of sources doesn't
  // account for a permanent with two mana abilities that each tap it (found by the fuzzer with Gift of Paradise).
  if (a.kind !== 'activated' && a.kind !== 'triggered') return null;
  const effects: StaticEffect[] = [
    ...(pump ? [{ kind: 'modifyPT' as const, affects: f, power: pump[0], toughness: pump[1] }] : []),
    { kind: 'grantAbility', affects: f, ability: a },
  ];
  // The quoted ability's own wording choices ("This creature deals" or "It deals") go with the grant.
  const granted = r.line.notes[0];
  return ok(
    effects.map((effect) => ({ kind: 'static', effect, text })),
    effects.map((_, i) => ({
      ...NOTES,
      ...(i === 0 ? { variants } : { sameLine: true }),
      ...(i === effects.length - 1 && granted ? { granted } : {}),
    })),
  );
}

/** "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block." (Bonds of Faith): the
 * enchanted creature's own subtype decides which effects apply to it, so each is the Aura's static ability on the
 * enchanted creature with or without that creature type (CR 303.4m; the type is read after layer 4, where the
 * effects of layers 6 and 7 find what they apply to, 613.1). */
const OTHERWISE_TYPE = /^Enchanted creature (.+) as long as it's an? ([A-Z][a-z]+)\. Otherwise, it (.+)$/;
const CREATURE_TYPE_WORDS = new Set<string>(SUBTYPES.creature);

function parseOtherwiseType(text: string, facts: CardFacts): LineResult | null {
  const m = OTHERWISE_TYPE.exec(text);
  if (!m || !CREATURE_TYPE_WORDS.has(m[2]!)) return null;
  const grammar = staticP(facts);
  const yes = parse(grammar, `enchanted creature ${m[1]!}`);
  const no = parse(grammar, `enchanted creature ${m[3]!.replace(/^get /, 'gets ')}`);
  if (!yes || !no) return null;
  const narrowed = (e: StaticEffect, f: Partial<ObjectFilter>): StaticEffect | null =>
    'affects' in e && e.affects.attachedBySource && !e.affects.subtypes && !e.affects.notSubtypes
      ? ({ ...e, affects: { ...e.affects, ...f } } as StaticEffect)
      : null;
  const effects = [
    ...yes.map((e) => narrowed(e, { subtypes: [m[2]!] })),
    ...no.map((e) => narrowed(e, { notSubtypes: [m[2]!] })),
  ];
  if (effects.some((e) => e === null)) return null;
  const abilities: Ability[] = effects.map((effect) => ({ kind: 'static', effect: effect!, text }));
  return ok(
    abilities,
    abilities.map((_, i) => (i === 0 ? { ...NOTES, variants: ['otherwise'] } : { ...NOTES, sameLine: true })),
  );
}

function parseStatic(line: string, facts: CardFacts): LineResult | null {
  if (!isPermanentCard(facts)) return null;
  const text = unperiod(line);
  const grant = line.endsWith('."') ? parseGrant(line, facts) : null;
  if (grant) return grant;
  if (text.startsWith(replaceDrawHead)) {
    const c = parseClause(text.slice(replaceDrawHead.length));
    const a = c && c.targets.length === 0 ? assemble(c, { selfNamed: false, selfRefOk: false }) : null;
    if (!a) return null;
    return ok(
      [
        {
          kind: 'static',
          effect: { kind: 'replaceDraw', whose: 'you', condition: 'handEmpty', instead: a.effects },
          text,
        },
      ],
      [a.notes],
    );
  }
  // CR 614.1c, 614.12a, 119.4: "As this land enters, you may pay 2 life. If you don't, it enters tapped." (shock
  // lands) — one replacement effect in two sentences, its choice made as it applies.
  const shock = SHOCK.exec(text);
  if (shock)
    return ok([{ kind: 'static', effect: { kind: 'entersTapped', unlessPaysLife: Number(shock[1]) }, text }], [NOTES]);
  const revealed = REVEAL_LAND.exec(text);
  const kind = revealed ? parse(handCardKind, `${revealed[1]!} `) : null;
  if (kind) return ok([{ kind: 'static', effect: { kind: 'entersTapped', unlessReveals: kind }, text }], [NOTES]);
  // CR 707.2, 707.9: "You may have {this} enter as a copy of ..., except it has "<ability>"" (the quoted ability read
  // as the ability it is).
  const copy = parseEntersAsCopy(text, (t) => {
    const r = parseParagraph(t, [], facts);
    return r.ok && !('spell' in r) && r.line.abilities.length === 1 ? r.line.abilities[0]! : null;
  });
  if (copy) return ok([{ kind: 'static', effect: copy, text }], [NOTES]);
  const otherwise = parseOtherwiseType(text, facts);
  if (otherwise) return otherwise;
  const each = parseEachOtherThats(text);
  if (each) return each;
  const dies = DIES_OR_CARD.exec(text);
  const diesType = dies && dies[1] === dies[2] ? PERMANENT_TYPE_WORDS[dies[1]!] : undefined;
  if (diesType) {
    // CR 614.1a, 700.4: "If a nontoken creature an opponent owns would die or a creature card not on the battlefield
    // would be put into an opponent's graveyard, exile that card instead" (Anafenza, the Foremost): every creature card
    // going to an opponent's graveyard from anywhere — a nontoken creature is a card, and a card goes to its owner's
    // graveyard (404.2).
    const effect: StaticEffect = {
      kind: 'exileCardsInsteadOfGraveyard',
      cards: { types: [diesType] },
      tokens: false,
      opponents: true,
    };
    return ok([{ kind: 'static', effect, text }], [{ ...NOTES, variants: ['diesOrCard'] }]);
  }
  if (sentences(line).length !== 1) return null;
  if (text.includes('as long as ') || text.startsWith('As long as ')) return parseConditionalStatic(text, facts);
  const grammar = staticP(facts);
  // CR 301.5a: "equipped creature" is the creature the Equipment is attached to, as "enchanted creature" is an
  // Aura's (303.4m): the same filter, the word kept for rendering.
  if (EQUIPPED.test(text) && facts.subtypes.includes('Equipment')) {
    const effects = parse(grammar, `enchanted creature ${text.slice('Equipped creature '.length)}`);
    if (!effects) return null;
    const abilities: Ability[] = effects.map((effect) => ({ kind: 'static', effect, text }));
    return ok(
      abilities,
      abilities.map((_, i) => (i === 0 ? { ...NOTES, variants: ['equipped'] } : { ...NOTES, sameLine: true })),
    );
  }
  let effects = parse(grammar, decapitalize(text)) ?? parse(grammar, text);
  let variants: string[] = text.includes(' enters tapped and with ') ? ['andWith'] : [];
  // "All Sliver creatures get +1/+1": "all" before a subject that no "you control" narrows.
  if (!effects && text.startsWith('All ')) {
    const e = parse(grammar, text.slice(4));
    if (e?.every((x) => 'affects' in x && !x.affects.controller && !x.affects.other)) {
      effects = e;
      variants = ['all'];
    }
  }
  if (!effects) return null;
  const abilities: Ability[] = effects.map((effect) => ({ kind: 'static', effect, text }));
  return ok(
    abilities,
    abilities.map((_, i) => (i === 0 ? { ...NOTES, variants } : { ...NOTES, sameLine: true })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Spells (CR 113.3a, 700.2)

/** CR 608.2c: a clause with its last effect changed by an "instead" sentence — or its last two, said as one phrase
 * (Searing Blaze's two damage effects). */
function withInstead(last: Clause, ins: PendingInstead): Clause | null {
  const n = last.items.length;
  const item = last.items[n - 1];
  const merged = item ? mergeInstead(item, ins) : null;
  if (merged) return { ...last, items: [...last.items.slice(0, -1), merged] };
  const before = last.items[n - 2];
  if (!item || !before || last.joins[n - 2] !== '+') return null;
  const pair = mergeInsteadPair(before, item, ins);
  return pair ? { ...last, items: [...last.items.slice(0, -2), pair], joins: last.joins.slice(0, -1) } : null;
}

/** A paragraph of an instant's or sorcery's instructions, not yet joined with the others. */
export interface SpellPart {
  readonly clause: Clause;
  readonly text: string;
  /** a paragraph that is an "instead" sentence alone: it changes the last effect of the paragraphs before it */
  readonly instead?: PendingInstead;
  /** the ability word before the paragraph ("Metalcraft — "), which has no rules meaning (CR 207.2c) */
  readonly abilityWord?: string;
}

function parseSpellParagraph(line: string): { part: SpellPart } | { fail: string } {
  const ss = sentences(line);
  const ins = ss.length === 1 ? insteadSentence(unperiod(ss[0]!)) : null;
  if (ins) return { part: { clause: { items: [], targets: [], joins: [] }, text: unperiod(line), instead: ins } };
  const parsed = parseBody(sentences(line));
  if ('fail' in parsed) return parsed;
  return { part: { clause: parsed.clause, text: unperiod(line) } };
}

/** "Choose one —", "Choose two —", "Choose one or both —", "Choose one or more —": how many modes (CR 700.2). */
const MODE_COUNTS: Readonly<Record<string, (modes: number) => ModeCount | undefined>> = {
  'Choose one —': () => undefined,
  'Choose two —': () => ({ min: 2, max: 2 }),
  'Choose three —': () => ({ min: 3, max: 3 }),
  'Choose one or both —': () => ({ min: 1, max: 2 }),
  'Choose one or more —': (n) => ({ min: 1, max: n }),
};

/** A heading's modes ("Choose two —" and its bullets, CR 700.2), each assembled as a sentence of its own; null when
 * the heading is none of MODE_COUNTS'. */
function parseModeBullets(
  heading: string,
  bullets: readonly string[],
  selfRefOk: boolean,
):
  | { readonly modes: SpellMode[]; readonly notes: AbilityNotes[]; readonly choose: ModeCount | undefined }
  | { readonly ok: false; readonly sentence: string }
  | null {
  const count = MODE_COUNTS[heading];
  if (!count || bullets.length < 2) return null;
  const choose = count(bullets.length);
  if (choose && choose.max >= bullets.length && choose.min === choose.max) return null;
  const modes: SpellMode[] = [];
  const notes: AbilityNotes[] = [];
  for (const b of bullets) {
    const parsed = parseBody(sentences(b));
    if ('fail' in parsed) return { ok: false, sentence: parsed.fail };
    const a = assemble(parsed.clause, { selfNamed: false, selfRefOk });
    if (!a) return { ok: false, sentence: b };
    modes.push({ text: unperiod(b), targets: a.targets, effects: a.effects });
    notes.push(a.notes);
  }
  return { modes, notes, choose };
}

/** A modal spell's heading with its bullets (CR 700.2). */
function parseModal(line: string, bullets: readonly string[]): LineResult | null {
  const m = parseModeBullets(line, bullets, false);
  if (!m || 'ok' in m) return m;
  return ok(
    [
      {
        kind: 'spell',
        targets: [],
        effects: [],
        modes: m.modes,
        ...(m.choose ? { choose: m.choose } : {}),
        text: line,
      },
    ],
    [{ ...NOTES, modes: m.notes }],
  );
}

/**
 * CR 700.2b, 603.3c: a modal triggered ability, "When {this} enters, choose one —" with its bullets: the modes are
 * chosen as the ability is put on the stack. Its trigger (and an intervening "if") is read as any other triggered
 * ability's: the heading with a plain instruction in place of the modes, which is then dropped.
 */
function parseModalTriggered(line: string, bullets: readonly string[], facts: CardFacts): LineResult | null {
  const cut = line.lastIndexOf(', choose ');
  if (cut < 0) return null;
  const heading = `C${line.slice(cut + ', c'.length)}`;
  if (!MODE_COUNTS[heading]) return null;
  const probe = parseTriggered(`${line.slice(0, cut)}, draw a card.`, facts);
  if (!probe) return null;
  if (!probe.ok) return { ok: false, sentence: line };
  const base = probe.line.abilities[0];
  if (base?.kind !== 'triggered' || base.optional) return { ok: false, sentence: line };
  const left = base.trigger.kind === 'selfDies' || base.trigger.kind === 'selfLeavesBattlefield';
  const m = parseModeBullets(heading, bullets, !left);
  if (!m) return { ok: false, sentence: line };
  if ('ok' in m) return m;
  return ok([withModes(base, m, line)], [{ ...NOTES, variants: probe.line.notes[0]?.variants ?? [], modes: m.notes }]);
}

/** The ability read from a modal heading, with the modes of its bullets in place of the probe's instruction. */
function withModes<A extends Ability & { readonly targets: unknown; readonly effects: unknown }>(
  base: A,
  m: { readonly modes: readonly SpellMode[]; readonly choose: ModeCount | undefined },
  line: string,
): A {
  return { ...base, targets: [], effects: [], modes: m.modes, ...(m.choose ? { choose: m.choose } : {}), text: line };
}

/**
 * CR 700.2a, 602.2b: a modal activated ability, "<cost>: Choose one —" with its bullets: the modes are chosen as the
 * ability is activated. Its costs and restrictions are read as any other activated ability's (the heading with a
 * plain instruction in place of the modes, which is then dropped).
 */
function parseModalActivated(line: string, bullets: readonly string[], facts: CardFacts): LineResult | null {
  const cut = line.lastIndexOf(': Choose ');
  if (cut < 0) return null;
  const heading = line.slice(cut + 2);
  if (!MODE_COUNTS[heading]) return null;
  const probe = parseActivated(`${line.slice(0, cut)}: Draw a card.`, facts);
  if (!probe) return null;
  if (!probe.ok) return { ok: false, sentence: line };
  const base = probe.line.abilities[0];
  if (base?.kind !== 'activated' || base.zone !== 'battlefield') return { ok: false, sentence: line };
  const sacrificed = base.costs.some((c) => c.kind === 'sacrificeSelf');
  const m = parseModeBullets(heading, bullets, !sacrificed);
  if (!m) return { ok: false, sentence: line };
  if ('ok' in m) return m;
  return ok([withModes(base, m, line)], [{ ...NOTES, modes: m.notes }]);
}

/** Joins the paragraphs of a spell's instructions into its one spell ability. */
export function spellAbility(parts: readonly SpellPart[]): { ability: Ability; notes: AbilityNotes } | null {
  let offset = 0;
  const cs: Clause[] = [];
  for (const [i, p] of parts.entries()) {
    // CR 207.2c: an ability word before a later paragraph is said in the join before it ("... . Metalcraft — If
    // ..."); before the first, in the notes (said before the whole text).
    if (p.abilityWord && i > 0 && !p.instead) {
      const c = shiftClause(p.clause, offset);
      const prev = cs.pop();
      if (!prev) return null;
      cs.push({
        items: [...prev.items, ...c.items],
        targets: [...prev.targets, ...c.targets],
        joins: [...prev.joins, `. ${p.abilityWord} — `, ...c.joins],
      });
      offset += p.clause.targets.length;
      continue;
    }
    if (p.instead) {
      // CR 608.2c: the paragraph changes the effect the paragraphs before it ended with.
      const last = cs[cs.length - 1];
      const merged = last ? withInstead(last, p.instead) : null;
      if (!merged) return null;
      cs[cs.length - 1] = merged;
      continue;
    }
    cs.push(shiftClause(p.clause, offset));
    offset += p.clause.targets.length;
  }
  const a = assemble(sentencesClause(cs), { selfNamed: false, selfRefOk: false });
  if (!a) return null;
  const word = parts[0]?.instead ? undefined : parts[0]?.abilityWord;
  return {
    ability: { kind: 'spell', targets: a.targets, effects: a.effects, text: parts.map((p) => p.text).join('. ') },
    notes: word ? { ...a.notes, abilityWord: word } : a.notes,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// A paragraph

const CANT_BE_COUNTERED = "{this} can't be countered";

const ABILITY_WORD = /^([A-Z][A-Za-z' ,-]*?) — (?=[A-Z{])/;

/** CR 207.2c: the ability words. */
const CR_ABILITY_WORDS: ReadonlySet<string> = new Set(
  (
    'adamant, addendum, alliance, battalion, bloodrush, celebration, channel, chroma, cohort, constellation, ' +
    "converge, council's dilemma, coven, delirium, descend 4, descend 8, disappear, domain, eerie, eminence, enrage, " +
    'fateful hour, fathomless descent, ferocious, flurry, formidable, grandeur, hellbent, heroic, imprint, inspired, ' +
    'join forces, kinship, landfall, lieutenant, magecraft, metalcraft, morbid, pack tactics, paradox, parley, ' +
    'radiance, raid, rally, renew, revolt, secret council, spell mastery, strive, survival, sweep, tempting offer, ' +
    'threshold, undergrowth, valiant, vivid, void, will of the council'
  ).split(', '),
);

export type Paragraph = LineResult | { readonly ok: true; readonly spell: SpellPart };

export function parseParagraph(text: string, bullets: readonly string[], facts: CardFacts): Paragraph {
  const modal = parseModal(text, bullets);
  if (modal) return isPermanentCard(facts) ? { ok: false, sentence: text } : modal;
  const modalTrigger = bullets.length ? parseModalTriggered(text, bullets, facts) : null;
  if (modalTrigger) return modalTrigger;
  const modalActivated = bullets.length ? parseModalActivated(text, bullets, facts) : null;
  if (modalActivated) return modalActivated;
  if (bullets.length) return { ok: false, sentence: text };
  const chapter = parseChapter(text, facts);
  if (chapter) return chapter;
  // CR 113.6g, 101.2: "This spell can't be countered." — a static ability that functions on the stack, on any card.
  if (unperiod(text) === CANT_BE_COUNTERED)
    return ok([{ kind: 'static', effect: { kind: 'cantBeCountered' }, text: CANT_BE_COUNTERED }], [NOTES]);
  // CR 601.2f: "Noncreature spells cost {1} more to cast.", "This spell costs {1} less to cast if ..."
  const costChange = parseCostChange(unperiod(text), isPermanentCard(facts));
  if (costChange) return ok([costChange], [NOTES]);
  const cycling =
    parseCycling(text) ??
    parseEquip(text, facts) ??
    parseLevelUp(text, facts) ??
    parseEquipmentTokenKeyword(text, facts) ??
    parseCrew(text, facts) ??
    parseWard(text, facts) ??
    parseBloodthirst(text, facts) ??
    parseDredge(text) ??
    (text === 'Exalted' && isPermanentCard(facts) ? EXALTED : null);
  if (cycling) return ok([cycling], [NOTES]);
  const aura = parseEnchant(text, facts);
  if (aura) return ok([aura], [NOTES]);
  const castKeyword = parseCastKeyword(text, facts) ?? parseSpellCosts(text, facts);
  if (castKeyword) return ok([castKeyword], [NOTES]);
  const kws = parseKeywordLine(text);
  if (kws)
    return ok(
      kws.map(({ keyword }) => ({ kind: 'keyword', keyword })),
      // A keyword after the first is on the same line; a join other than ", " is noted for rendering.
      kws.map(({ join }, i) =>
        i === 0 ? NOTES : { ...NOTES, sameLine: true, ...(join === ', ' ? {} : { variants: [join] }) },
      ),
    );
  // CR 207.2c: an ability word ties abilities together thematically and has no rules meaning.
  const word = ABILITY_WORD.exec(text);
  if (word) {
    const r = parseParagraph(text.slice(word[0].length), bullets, facts);
    // An "instead" paragraph of a spell ("Morbid — {this} deals 5 damage instead if a creature died this turn.").
    if (r.ok && 'spell' in r && r.spell.instead)
      return {
        ok: true,
        spell: { ...r.spell, text: unperiod(text), instead: { ...r.spell.instead, abilityWord: word[1]! } },
      };
    // A paragraph of a spell's instructions ("Metalcraft — If you control three or more artifacts, exile that
    // creature.").
    // Only the ability words CR 207.2c lists: other headings of spell paragraphs ("Team Cloudspire — ") say when the
    // paragraph applies.
    if (r.ok && 'spell' in r && !r.spell.instead && CR_ABILITY_WORDS.has(word[1]!.toLowerCase()))
      return { ok: true, spell: { ...r.spell, text: unperiod(text), abilityWord: word[1]! } };
    // Static abilities said in one sentence ("Metalcraft — {this} has protection from each color as long as ..."):
    // the heading goes with the line.
    if (
      r.ok &&
      !('spell' in r) &&
      r.line.abilities.length > 1 &&
      r.line.abilities.every((a, i) => a.kind === 'static' && (i === 0) !== !!r.line.notes[i]?.sameLine)
    )
      return ok(
        r.line.abilities.map((a) => ({ ...a, text: unperiod(text) }) as Ability),
        r.line.notes.map((n, i) => (i === 0 ? { ...n, abilityWord: word[1]! } : n)),
      );
    if (!r.ok || 'spell' in r || r.line.abilities.length !== 1) return r.ok ? { ok: false, sentence: text } : r;
    const kind = r.line.abilities[0]!.kind;
    if (kind !== 'triggered' && kind !== 'activated' && kind !== 'static' && kind !== 'mana')
      return { ok: false, sentence: text };
    const a = { ...r.line.abilities[0]!, text: unperiod(text) } as Ability;
    return ok([a], [{ ...r.line.notes[0]!, abilityWord: word[1]! }]);
  }
  const tries = [parseActivated(text, facts), parseTriggered(text, facts), parseStatic(text, facts)];
  const done = tries.find((r) => r?.ok);
  if (done) return done;
  if (!isPermanentCard(facts)) {
    const sp = parseSpellParagraph(text);
    if ('part' in sp) return { ok: true, spell: sp.part };
    const failed = tries.find((r) => r && !r.ok);
    return failed ?? { ok: false, sentence: sp.fail };
  }
  const failed = tries.find((r) => r && !r.ok);
  return failed ?? { ok: false, sentence: firstUnknown(text, facts) };
}

/** CR 702.5: "Enchant <object or player>" on an Aura. */
function parseEnchant(text: string, facts: CardFacts): Ability | null {
  const e = /^Enchant (.+)$/.exec(text);
  if (!e || !facts.subtypes.includes('Aura')) return null;
  const what = e[1]!;
  if (what === 'player') return { kind: 'enchant', what: { kind: 'player' }, text };
  if (what === 'opponent') return { kind: 'enchant', what: { kind: 'player', who: 'opponent' }, text };
  const filter = parse(singularNP, what);
  return filter ? { kind: 'enchant', what: { kind: 'permanent', filter }, text } : null;
}

/** The first sentence of a paragraph that no grammar reads on its own (else the first sentence). */
function firstUnknown(text: string, facts: CardFacts): string {
  const ss = sentences(text);
  const grammar = staticP(facts);
  for (const s of ss) {
    const t = unperiod(s);
    if (!parseClause(t) && !parse(grammar, decapitalize(t)) && !parse(grammar, t)) return s;
  }
  return ss[0] ?? text;
}
