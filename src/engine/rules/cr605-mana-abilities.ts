// CR 605: mana abilities. They don't use the stack (605.3b) and can be activated while paying a cost (601.2g).
import type { Ability, Cost } from '../card-def.js';
import type { ManaPaymentOption } from '../choices.js';
import { memo, memoKey, playerMemoKeys, store, storeKey } from '../memo.js';
import type { GameState, SpecialMana } from '../state.js';
import { verifyingKeptValues } from '../verify.js';
import { EngineError, type Tx } from '../tx.js';
import { COLORS, type Color, type ManaType, type ObjectId, type PlayerId } from '../types.js';
import { amountValue } from './amounts.js';
import {
  anyManaReplacements,
  manaReplacements,
  productionTypes,
  replacedTypes,
  restrictionFilter,
  restrictionText,
  spendAllowed,
  tapsForMana,
  type ManaPurpose,
} from './cr106-mana-production.js';
import { characteristics, effectiveInfo, layerMemo } from './cr613-layers.js';
import { noteLayersReadPlayers } from '../layer-cache.js';
import { canPayNonManaCosts, manaCostOf } from './cr118-cost-checks.js';
import { conditionHolds } from './conditions.js';
import { activationsRestricted, cantActivateAbilitiesOf } from './cr604-cast-activate-restrictions.js';

type ManaAbility = Extract<Ability, { kind: 'mana' }>;

/** The types of mana an activation could add now, after replacement effects that change its type (CR 106.7). */
export function producible(state: GameState, source: ObjectId, a: ManaAbility): ManaType[] {
  const o = state.objects[source];
  if (!o) return [];
  const types = productionTypes(state, a.produce, o.controller, source);
  return types.length ? replacedTypes(state, source, a, types) : [];
}

const MANA_SOURCES = playerMemoKeys<ManaPaymentOption[]>('manaSources', collectManaSources);

/**
 * Mana abilities a player could activate now to pay a cost, one entry per ability, with the types of mana each
 * could add. Abilities with a mana cost of their own are left out of automatic payment, and so are abilities whose
 * mana couldn't be spent on what is being paid for (CR 106.6).
 */
export function manaSources(
  state: GameState,
  player: PlayerId,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
): readonly ManaPaymentOption[] {
  const all = memo(state, MANA_SOURCES(player));
  // CR 602.5, 605.3a: an effect may say some of them can't be activated now (looked at each time: it may depend on
  // whose turn it is).
  const restricted = activationsRestricted(state, player);
  // The usual case, asked for at every offer of an action: the list as kept (it is only read).
  if (exclude === null && !restricted && unrestrictedSources(state, player)) return all;
  return all.filter((m) => {
    if (m.source === exclude) return false;
    if (restricted && cantActivateAbilitiesOf(state, player, m.source)) return false;
    if (m.restriction === undefined) return true;
    const a = characteristics(state, m.source).abilities[m.ability];
    return (
      !!a &&
      a.kind === 'mana' &&
      !!a.restriction &&
      spendAllowed(state, restrictionFilter(state, m.source, a.restriction), purpose, player)
    );
  });
}

/** Whether none of the player's mana sources has a restriction on spending its mana (CR 106.6), so that `manaSources`
 * is the same whatever the mana is for. */
export function unrestrictedSources(state: GameState, player: PlayerId): boolean {
  return memo(state, UNRESTRICTED(player));
}

const UNRESTRICTED = playerMemoKeys<boolean>('unrestrictedSources', (state, player) =>
  memo(state, MANA_SOURCES(player)).every((m) => m.restriction === undefined),
);

/** Whether activating this ability uses up its source (taps, untaps or sacrifices it), so that the source's other
 * such abilities can't be activated with it: one unit of mana for automatic payment. */
export function usesUpSource(state: GameState, m: ManaPaymentOption): boolean {
  return manaFacts(state, m).usesUp;
}

function usesUpSourceNow(state: GameState, m: ManaPaymentOption): boolean {
  const a = characteristics(state, m.source).abilities[m.ability];
  return (
    !!a &&
    a.kind === 'mana' &&
    a.costs.some((c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf')
  );
}

/** What automatic payment needs to know of a mana ability: whether it uses up its source, and what it would add. */
interface ManaFacts {
  readonly usesUp: boolean;
  readonly yields: readonly (readonly ManaType[])[] | null;
}

function factsNow(state: GameState, m: ManaPaymentOption): ManaFacts {
  return { usesUp: usesUpSourceNow(state, m), yields: optionYieldNow(state, m) };
}

/** The facts of all of a player's mana abilities (manaAbilitiesOf): they depend only on the permanents and their
 * characteristics, so they are worked out at once and kept with them. */
const MANA_FACTS = playerMemoKeys<ReadonlyMap<ManaPaymentOption, ManaFacts>>('manaFacts', (state, player) => {
  const abilities = manaAbilitiesOf(state, player);
  const last = lastFor(player, abilities);
  // (Checking, the facts are worked out again below, each kept one compared with a fresh one.)
  if (last?.facts && !verifyingKeptValues()) return last.facts;
  const all = new Map<ManaPaymentOption, ManaFacts>();
  // An option kept with its permanent's abilities (ownManaOf) has its facts kept beside it: it is in the list only
  // when they still hold.
  const ownFacts = store(OWN_FACTS);
  for (const o of abilities) {
    const kept = ownFacts.get(o);
    if (kept && verifyingKeptValues() && JSON.stringify(kept) !== JSON.stringify(factsNow(state, o)))
      throw new EngineError(`the facts kept for a mana ability of ${o.source} differ from a fresh derivation`);
    all.set(o, kept ?? factsNow(state, o));
  }
  if (last) last.facts = all;
  return all;
});

function manaFacts(state: GameState, m: ManaPaymentOption): ManaFacts {
  const player = state.objects[m.source]?.controller;
  const kept = player === undefined ? undefined : layerMemo(state, MANA_FACTS(player)).get(m);
  // An option that is no entry of manaAbilitiesOf (one kept from an earlier state) is looked at afresh.
  return kept ?? factsNow(state, m);
}

/** A unit of mana sources (see manaSourceUnits): the abilities in it, and the types it could produce. */
export interface SourceUnit {
  readonly options: readonly ManaPaymentOption[];
  readonly produces: readonly ManaType[];
}

/** The mana sources grouped into units that can each be used once: the abilities of one source that use it up are
 * one unit, producing any of their types. */
export function manaSourceUnits(state: GameState, sources: readonly ManaPaymentOption[]): SourceUnit[] {
  const units: { options: ManaPaymentOption[]; produces: readonly ManaType[]; usesUp: boolean }[] = [];
  for (const m of sources) {
    const usesUp = usesUpSource(state, m);
    // A player has few sources: the unit of the same source that uses it up is found by looking through them.
    const shared = usesUp ? units.find((u) => u.usesUp && u.options[0]!.source === m.source) : undefined;
    if (shared) {
      shared.options.push(m);
      // The types are the first option's own list until another adds to them (lists are only read).
      const more = m.produces.filter((t) => !shared.produces.includes(t));
      if (more.length > 0) shared.produces = [...shared.produces, ...more];
      continue;
    }
    units.push({ options: [m], produces: m.produces, usesUp });
  }
  return units;
}

/** The mana units (one mana each, with the types it could be) that activating each of `units` once would add, each
 * tagged with its unit: a source may add more than one mana (CR 106.1b: "{C}{C}"; a "twice as much" replacement,
 * Mana Reflection; a triggered mana ability adding one more when a land is tapped for mana, Heartbeat of Spring,
 * 605.1b). A "produces {B} instead of any other type and amount" replacement makes it one; the controller orders the
 * replacements (616.1), so the count is the most they could get. Used to judge whether a cost can be paid. The type
 * lists are shared with what they come from: they are only read. */
export function manaYieldUnits(
  state: GameState,
  units: readonly SourceUnit[],
): { readonly unit: number; readonly produces: readonly ManaType[] }[] {
  const out: { unit: number; produces: readonly ManaType[] }[] = [];
  for (let unit = 0; unit < units.length; unit++) {
    const u = units[unit]!;
    let best: readonly (readonly ManaType[])[] | null = null;
    for (const m of u.options) {
      const each = optionYield(state, m);
      if (each !== null && each.length > (best?.length ?? 1)) best = each;
    }
    if (best === null) out.push({ unit, produces: u.produces });
    else for (const produces of best) out.push({ unit, produces });
  }
  return out;
}

/** The mana one activation of a mana ability would add, one entry per mana with the types it could be (null: not a
 * mana ability now). */
function optionYield(state: GameState, m: ManaPaymentOption): readonly (readonly ManaType[])[] | null {
  return manaFacts(state, m).yields;
}

function optionYieldNow(state: GameState, m: ManaPaymentOption): readonly (readonly ManaType[])[] | null {
  const a = characteristics(state, m.source).abilities[m.ability];
  if (!a || a.kind !== 'mana') return null;
  const reps = manaReplacements(state, m.source, a);
  let each: ManaType[][];
  if (reps.some((r) => r.kind === 'becomes')) each = [m.produces.slice()];
  else if (a.produce.kind === 'fixed') each = a.produce.mana.map((t) => [t]);
  else if (a.produce.kind === 'anyColor') each = Array.from({ length: a.produce.n }, () => m.produces.slice());
  else if (a.produce.kind === 'amount') {
    // Counted now (CR 605.3b: as it would resolve); for a color chosen as it resolves, the most any color gives. The
    // count may read players' state (cards in a graveyard, life): what is kept with the characteristics then depends
    // on players too.
    noteLayersReadPlayers(state);
    const p = a.produce;
    const controller = state.objects[m.source]!.controller;
    const count = (chosenColor?: Color) =>
      amountValue(state, p.amount, { controller, source: m.source, ...(chosenColor ? { chosenColor } : {}) });
    const n = p.type === 'chosenColor' ? Math.max(0, ...COLORS.map(count)) : count();
    each = Array.from({ length: n }, () => m.produces.slice());
  } else each = [m.produces.slice()];
  for (const r of reps) if (r.kind === 'double') each = [...each, ...each];
  const extraPerLand = landManaTriggers(state);
  if (tapsForMana(a) && extraPerLand > 0 && characteristics(state, m.source).types.includes('Land'))
    for (let i = 0; i < extraPerLand; i++) each.push(m.produces.slice());
  return each;
}

/** A triggered mana ability that adds mana whenever a land is tapped for mana (CR 605.1b): its source, and how many
 * times it adds one mana of a type that land produced. */
interface LandManaTrigger {
  readonly source: ObjectId;
  readonly adds: number;
}

/** The triggered mana abilities of the permanents that add mana whenever a land is tapped for mana, in battlefield
 * order, one entry per ability. Kept with the characteristics. */
const LAND_MANA_TRIGGERS = memoKey<readonly LandManaTrigger[]>('landManaTriggers', (state) => {
  const out: LandManaTrigger[] = [];
  for (const id of state.battlefield) {
    // Only a permanent whose card has triggered abilities can have one (as trigger detection assumes, CR 603.2).
    if (!effectiveInfo(state.objects[id]!).triggers) continue;
    for (const ab of characteristics(state, id).abilities) {
      if (ab.kind !== 'triggered' || ab.trigger.kind !== 'landTappedForMana') continue;
      const adds = ab.effects.filter((e) => e.kind === 'addManaOfTypeProduced').length;
      if (adds > 0) out.push({ source: id, adds });
    }
  }
  return out;
});

/** How many triggered mana abilities add one more mana whenever a land is tapped for mana (CR 605.1b). */
function landManaTriggers(state: GameState): number {
  return layerMemo(state, LAND_MANA_TRIGGERS).length;
}

/** A unit of a player's mana sources (manaSourceUnits) as if each of its abilities could be activated: the abilities
 * with their costs, and the mana one activation of the unit would add (manaYieldUnits), each entry tagged with the
 * source. */
export interface PlannedUnit {
  readonly source: ObjectId;
  readonly options: readonly ManaPaymentOption[];
  readonly costs: readonly (readonly Cost[])[];
  readonly yields: readonly {
    readonly source: ObjectId;
    readonly produces: readonly ManaType[];
    readonly options: readonly ManaPaymentOption[];
  }[];
}

/** A player's mana abilities (manaAbilitiesOf) grouped into units with what each would add, whether their costs can
 * be paid now aside: like the abilities themselves this depends only on the permanents and their characteristics, so
 * it is kept with them, and what the player's sources could add now is a look at each ability's costs (tapped or not)
 * away. Null when some ability's mana is restricted (CR 106.6): what it may be spent on then matters. */
const MANA_PLAN = playerMemoKeys<readonly PlannedUnit[] | null>('manaPlan', (state, player) => {
  const abilities = manaAbilitiesOf(state, player);
  const last = lastFor(player, abilities);
  if (last && last.plan !== undefined) {
    if (verifyingKeptValues() && JSON.stringify(last.plan) !== JSON.stringify(planOf(state, abilities)))
      throw new EngineError(`the mana plan kept for player ${player} differs from a fresh derivation`);
    return last.plan;
  }
  const plan = planOf(state, abilities);
  if (last) last.plan = plan;
  return plan;
});

function planOf(state: GameState, abilities: readonly ManaPaymentOption[]): readonly PlannedUnit[] | null {
  if (abilities.some((m) => m.restriction !== undefined)) return null;
  const units = manaSourceUnits(state, abilities);
  const plan: PlannedUnit[] = [];
  const yields = manaYieldUnits(state, units);
  for (let u = 0, k = 0; u < units.length; u++) {
    const unit = units[u]!;
    const source = unit.options[0]!.source;
    const tagged: PlannedUnit['yields'][number][] = [];
    for (; k < yields.length && yields[k]!.unit === u; k++)
      tagged.push({ source, produces: yields[k]!.produces, options: unit.options });
    plan.push({
      source,
      options: unit.options,
      costs: unit.options.map((m) => (characteristics(state, m.source).abilities[m.ability] as ManaAbility).costs),
      yields: tagged,
    });
  }
  return plan;
}

/** The player's mana units as if every ability could be activated, or null (see MANA_PLAN). */
export function manaPlan(state: GameState, player: PlayerId): readonly PlannedUnit[] | null {
  return layerMemo(state, MANA_PLAN(player));
}

/** Whether an object's ability `index` was activated this turn (for "only once each turn", CR 602.5b). */
export function usedThisTurn(state: GameState, source: ObjectId, index: number): boolean {
  const once = state.objects[source]?.activatedOnce;
  return !!once && once.turn === state.turn.number && once.abilities.includes(index);
}

/** Whether an ability that may be activated only once each turn was this turn (CR 602.5b). */
export function usedOnceThisTurn(state: GameState, source: ObjectId, index: number): boolean {
  const a = characteristics(state, source).abilities[index];
  return !!a && a.kind === 'mana' && !!a.oncePerTurn && usedThisTurn(state, source, index);
}

/** The player's mana sources whose costs can be paid now. */
function collectManaSources(state: GameState, player: PlayerId): ManaPaymentOption[] {
  const out: ManaPaymentOption[] = [];
  for (const m of manaAbilitiesOf(state, player)) {
    const a = characteristics(state, m.source).abilities[m.ability] as ManaAbility;
    // CR 602.5b: one that may be activated only once each turn and was adds nothing more this turn (what it was
    // activated for is the source's status, whose changes drop this list as tapping does).
    if (usedOnceThisTurn(state, m.source, m.ability)) continue;
    if (canPayNonManaCosts(state, m.source, a.costs, player)) out.push(m);
  }
  return out;
}

/**
 * The mana abilities without a mana cost of the permanents a player controls, with what each could add, in the order
 * automatic payment prefers them — whether their costs can be paid now aside. This depends only on the permanents and
 * their characteristics, so it is kept with them (layerMemo) and outlives tapping and untapping.
 */
function manaAbilitiesOf(state: GameState, player: PlayerId): readonly ManaPaymentOption[] {
  return layerMemo(state, MANA_ABILITIES(player));
}

/** A permanent's mana abilities without a mana cost and what automatic payment needs of each, worked out from its
 * abilities alone (see ownManaOf). */
interface OwnMana {
  readonly abilities: readonly Ability[];
  readonly controller: PlayerId;
  /** false: some ability's mana depends on more than its own abilities (a type another permanent could produce, CR
   * 106.7; a restriction on spending it, 106.6) */
  readonly own: boolean;
  readonly options: readonly ManaPaymentOption[];
}

// Kept by the kernel by object id, for the abilities array and controller each entry was worked out from (a permanent
// keeps the same abilities array until something changes its abilities); the facts of each option are kept beside.
const OWN_MANA = storeKey('ownMana', () => [] as (OwnMana | undefined)[]);
const OWN_FACTS = storeKey('ownManaFacts', () => new WeakMap<ManaPaymentOption, ManaFacts>());

/** Whether what a permanent's mana abilities add depends on nothing but its own abilities: no permanent replaces mana
 * production (CR 106.6a) or adds mana whenever a land is tapped for mana (605.1b). */
export function manaIsOwn(state: GameState): boolean {
  return !anyManaReplacements(state) && landManaTriggers(state) === 0;
}

/**
 * A permanent's mana abilities without a mana cost, with their facts, when they depend on its abilities alone (given
 * manaIsOwn): then they are the same at each change of the battlefield that leaves its abilities as they were, and are
 * kept (by id, for the abilities array) instead of being worked out again. Null when they depend on more.
 */
function ownManaOf(
  state: GameState,
  id: ObjectId,
  abilities: readonly Ability[],
  controller: PlayerId,
): OwnMana | null {
  const ownMana = store(OWN_MANA);
  const kept = ownMana[id];
  if (kept && kept.abilities === abilities && kept.controller === controller) return kept.own ? kept : null;
  let own = true;
  for (const a of abilities)
    if (
      a.kind === 'mana' &&
      // What these produce depends on more than the ability: other permanents (CR 106.7), the commander (903.4);
      // whether it may be activated at all, on a condition (CR 602.5b: "Activate only if you control five or more
      // lands").
      // How much an "amount" ability adds is counted from the game (CR 605.3b: "for each Elf you control").
      (a.restriction ||
        a.condition ||
        a.produce.kind === 'couldProduce' ||
        a.produce.kind === 'commanderIdentity' ||
        a.produce.kind === 'amount') &&
      !manaCostOf(a.costs)
    )
      own = false;
  const options: ManaPaymentOption[] = [];
  const ownFacts = store(OWN_FACTS);
  if (own)
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.kind !== 'mana' || manaCostOf(a.costs)) continue;
      const produces = producible(state, id, a);
      if (produces.length === 0) continue;
      const m: ManaPaymentOption = { source: id, ability: i, produces };
      options.push(m);
      ownFacts.set(m, factsNow(state, m));
    }
  const entry: OwnMana = { abilities, controller, own, options };
  ownMana[id] = entry;
  return own ? entry : null;
}

/** The list each player's mana abilities last came to, with the facts and plan worked out from it. A change to the
 * battlefield often leaves a player's mana abilities as they were: the same options kept with their permanents'
 * abilities (ownManaOf), in the same order. The list is then the same one, and so are its facts and plan (they depend
 * on those options alone): they are used again instead of being worked out anew. */
interface LastMana {
  abilities: readonly ManaPaymentOption[];
  facts: ReadonlyMap<ManaPaymentOption, ManaFacts> | undefined;
  plan: readonly PlannedUnit[] | null | undefined;
}
const LAST_MANA = storeKey('lastMana', () => [] as (LastMana | undefined)[]);

function sameOptions(a: readonly ManaPaymentOption[], b: readonly ManaPaymentOption[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

const MANA_ABILITIES = playerMemoKeys<readonly ManaPaymentOption[]>('manaAbilities', (state, player) => {
  const out = manaAbilitiesNow(state, player, manaIsOwn(state));
  const lastMana = store(LAST_MANA);
  const last = lastMana[player];
  const result = last && sameOptions(last.abilities, out) ? last.abilities : out;
  if (result === out) lastMana[player] = { abilities: out, facts: undefined, plan: undefined };
  if (verifyingKeptValues() && JSON.stringify(result) !== JSON.stringify(manaAbilitiesNow(state, player, false)))
    throw new EngineError(`the mana abilities kept for player ${player}'s permanents differ from a fresh derivation`);
  return result;
});

/** What was worked out from this very list of a player's mana abilities, if it is the last one (see LastMana). */
function lastFor(player: PlayerId, abilities: readonly ManaPaymentOption[]): LastMana | undefined {
  const last = store(LAST_MANA)[player];
  return last?.abilities === abilities ? last : undefined;
}

function manaAbilitiesNow(state: GameState, player: PlayerId, keptOwn: boolean): readonly ManaPaymentOption[] {
  const out: ManaPaymentOption[] = [];
  // Automatic payment prefers lands to creatures, and sources of one color to flexible ones: each entry's rank, in a
  // list beside the entries (worked out with the permanent's characteristics at hand).
  const ranks: number[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id];
    if (!o || o.controller !== player) continue;
    const ch = characteristics(state, id);
    const abilities = ch.abilities;
    const creature = ch.creature ? 100 : 0;
    const own = keptOwn ? ownManaOf(state, id, abilities, player) : null;
    if (own) {
      for (const m of own.options) {
        out.push(m);
        ranks.push(creature + rankOf(abilities[m.ability] as ManaAbility, m));
      }
      continue;
    }
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.kind !== 'mana' || manaCostOf(a.costs)) continue;
      // CR 602.5b: a mana ability that may not be activated now adds nothing to pay with.
      if (a.condition && !conditionHolds(state, a.condition, player, id)) continue;
      const produces = producible(state, id, a);
      // An ability that would produce mana of an undefined type produces none (CR 106.7): no use for paying.
      if (produces.length === 0) continue;
      const r = a.restriction;
      const m: ManaPaymentOption = r
        ? {
            source: id,
            ability: i,
            produces,
            restriction: restrictionText(restrictionFilter(state, id, r), !!r.cantBeCountered),
          }
        : { source: id, ability: i, produces };
      out.push(m);
      ranks.push(creature + rankOf(a, m));
    }
  }
  // Sorted by rank then source, the ranks moving with their entries (an insertion sort: stable, and faster than
  // Array#sort on the handful of entries a player has).
  for (let i = 1; i < out.length; i++) {
    const x = out[i]!;
    const rx = ranks[i]!;
    let j = i - 1;
    for (; j >= 0; j--) {
      const ry = ranks[j]!;
      if (ry < rx || (ry === rx && out[j]!.source <= x.source)) break;
      out[j + 1] = out[j]!;
      ranks[j + 1] = ry;
    }
    out[j + 1] = x;
    ranks[j + 1] = rx;
  }
  return out;
}

/** A mana ability's rank for automatic payment, its source's creature-ness aside: one that sacrifices its source
 * comes last, and one that could add any of several types after one that adds a single type. */
function rankOf(a: ManaAbility, m: ManaPaymentOption): number {
  let sacrifices = false;
  for (const c of a.costs) if (c.kind === 'sacrificeSelf') sacrifices = true;
  return (sacrifices ? 1000 : 0) + m.produces.length;
}

export function tapPermanent(tx: Tx, id: ObjectId, quiet = false): void {
  tx.mutStatus(id).tapped = true;
  tx.emit({ kind: 'tap', object: id }, quiet ? null : () => `${characteristics(tx.s, id).name} becomes tapped`);
}

/** CR 605.1b, 605.4a: triggered mana abilities ("whenever a player taps a land for mana") resolve immediately. */
export function resolveManaTriggers(tx: Tx, player: PlayerId, source: ObjectId, produced: readonly ManaType[]): void {
  const triggers = layerMemo(tx.s, LAND_MANA_TRIGGERS);
  if (triggers.length === 0 || !characteristics(tx.s, source).types.includes('Land')) return;
  for (const trigger of triggers)
    for (let i = 0; i < trigger.adds; i++) {
      const types = [...new Set(produced)];
      let t = types[0]!;
      if (types.length > 1) {
        const ans = tx.choose({
          kind: 'chooseColor',
          player,
          prompt: 'Choose the type of mana to add',
          colors: types,
        });
        if (ans.kind === 'color') t = ans.color;
      }
      addMana(tx, player, trigger.source, [t]);
    }
}

/** Adds mana to a player's pool; `special` keeps a spending restriction or rider with each mana (CR 106.6). */
export function addMana(
  tx: Tx,
  player: PlayerId,
  source: ObjectId,
  mana: readonly ManaType[],
  tapped = false,
  special?: Omit<SpecialMana, 'type'>,
): void {
  const pl = tx.mutPlayer(player);
  for (const m of mana) {
    if (special) tx.zone(player, 'specialMana').push({ ...special, type: m });
    else pl.pool[m]++;
  }
  tx.emit({ kind: 'manaAdded', player, source, mana }, () => {
    const symbols = mana.map((m) => `{${m}}`).join('') + (special ? ` (${special.text.replace(/^[^:]*: /, '')})` : '');
    return tapped
      ? `${tx.player(player).name} taps ${characteristics(tx.s, source).name} for ${symbols}`
      : `${characteristics(tx.s, source).name} adds ${symbols}`;
  });
}
