// CR 118: costs, and paying them (601.2g-h, 602.2b): whether a mana cost can be paid with the pool and the player's
// sources, the most X can be, paying a mana cost (automatically, or source by source, with the mana abilities
// activated on the way, 605.3a). Paying the other costs (tapping, sacrificing, life, counters, crewing) is
// cr118-non-mana-costs.ts. Casting (cr601-casting.ts) and activating (cr602-activating.ts) pay through here; what mana
// abilities a player has and what they could add is cr605-mana-abilities.ts, and the mana an ability adds as it
// resolves cr605-producing-mana.ts.
import type { ManaPaymentOption } from '../choices.js';
import { resolveEffects } from '../hooks.js';
import {
  costSlots,
  emptyPool,
  matchSlots,
  slotsCanBePaid,
  payFromPool,
  poolTotal,
  slotAccepts,
  slotsText,
  type ManaCost,
  type Slot,
} from '../mana.js';
import { manaScratch, memo, playerMemoKeys } from '../memo.js';
import { verifyingKeptValues } from '../verify.js';
import type { GameState, SpecialMana } from '../state.js';
import { EngineError, Rewind, type Tx } from '../tx.js';
import type { ManaType, ObjectId, PlayerId } from '../types.js';
import { canPayNonManaCosts, manaCostOf, maxCounterX } from './cr118-cost-checks.js';
import {
  manaIsOwn,
  manaPlan,
  manaSources,
  manaSourceUnits,
  manaYieldUnits,
  unrestrictedSources,
  usedOnceThisTurn,
  type PlannedUnit,
} from './cr605-mana-abilities.js';
import { spendAllowed, tapsForMana, type ManaPurpose } from './cr106-mana-production.js';
import { characteristics } from './cr613-layers.js';
import { isCommander } from './cr903-commander.js';
import { payNonManaCosts } from './cr118-non-mana-costs.js';
import { produceMana } from './cr605-producing-mana.js';
import { activationsRestricted } from './cr604-cast-activate-restrictions.js';

/** The units of mana a player could have for a cost: pool mana that may be spent on it (CR 106.6), then one unit
 * per usable mana source. */
function manaUnits(
  state: GameState,
  player: PlayerId,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
): readonly (readonly ManaType[])[] {
  const pl = state.players[player]!;
  const fromSources = sourceYield(state, player, exclude, purpose).produces;
  if (pl.specialMana.length === 0 && poolTotal(pl.pool) === 0) return fromSources;
  const units: (readonly ManaType[])[] = [];
  for (const t of MANA_TYPES) for (let i = 0; i < pl.pool[t]; i++) units.push(ONE_OF[t]);
  for (const m of pl.specialMana) if (spendAllowed(state, m.spell, purpose, player)) units.push(ONE_OF[m.type]);
  for (const u of fromSources) units.push(u);
  return units;
}

const MANA_TYPES = ['W', 'U', 'B', 'R', 'G', 'C'] as const;
/** A unit of mana of one type (shared: units are only read). */
const ONE_OF: Readonly<Record<ManaType, readonly ManaType[]>> = {
  W: ['W'],
  U: ['U'],
  B: ['B'],
  R: ['R'],
  G: ['G'],
  C: ['C'],
};

/** One mana a player's sources could add: the types it could be, the source, and the abilities of that source that
 * could add it (those whose costs can be paid now). */
interface YieldUnit {
  readonly source: ObjectId;
  readonly produces: readonly ManaType[];
  readonly options: readonly ManaPaymentOption[];
}

/** The units of mana a player's sources could add, kept with the state (see SOURCE_YIELD). */
interface SourceYield {
  /** each unit, with the source it comes from */
  readonly units: readonly YieldUnit[];
  /** the units alone */
  readonly produces: readonly (readonly ManaType[])[];
  /** whether each cost (without X) could be paid with these units alone, as found so far: the answer depends on the
   * units and the cost only, and the same costs are asked about at every offer of actions while the units stay */
  readonly payable: Map<ManaCost, boolean>;
}
// With no restricted source, what the mana is for makes no difference (manaSources returns every source).
const ANY_PURPOSE: ManaPurpose = { kind: 'other' };

/** The units of mana the player's sources could add (one entry per mana). Offering actions asks this for every card
 * in hand and every activated ability at the same state, so the units of all the player's sources are kept with the
 * state (the memo depends on what `manaSources` depends on) when no source's mana is restricted (CR 106.6), which is
 * when what is paid for makes no difference. Leaving out the source that taps as part of the cost then leaves out
 * its units: a unit is always one source's. Automatic payment takes its units from here too. They are the units of
 * the plan kept with the characteristics (manaPlan) whose costs can be paid now, when that is all or nothing of each
 * source's abilities. */
const SOURCE_YIELD = playerMemoKeys<SourceYield | null>('sourceYield', (state, player) => {
  const plan = manaPlan(state, player);
  const tagged = plan === null ? null : fromPlan(state, player, plan);
  if (tagged === null) {
    if (!unrestrictedSources(state, player)) return null;
    const fresh = freshYieldUnits(state, player);
    return { units: fresh, produces: fresh.map((u) => u.produces), payable: new Map() };
  }
  const produces: (readonly ManaType[])[] = [];
  for (const y of tagged) produces.push(y.produces);
  if (verifyingKeptValues() && JSON.stringify(tagged) !== JSON.stringify(freshYieldUnits(state, player)))
    throw new EngineError(`the mana kept for player ${player}'s sources differs from a fresh derivation`);
  return { units: tagged, produces, payable: new Map() };
});

/** The units of the player's sources whose costs can be paid now and whose mana may be spent on `purpose`, `exclude`
 * left out, from scratch (in the order automatic payment prefers them). */
function freshYieldUnits(
  state: GameState,
  player: PlayerId,
  exclude: ObjectId | null = null,
  purpose: ManaPurpose = ANY_PURPOSE,
): YieldUnit[] {
  const units = manaSourceUnits(state, manaSources(state, player, exclude, purpose));
  return manaYieldUnits(state, units).map((u) => ({
    source: units[u.unit]!.options[0]!.source,
    produces: u.produces,
    options: units[u.unit]!.options,
  }));
}

/** The units kept with the state (SOURCE_YIELD), or null when they are to be worked out now: also while an effect says
 * some of the player's mana abilities can't be activated (CR 602.5, 605.3a), which may depend on whose turn it is. */
function keptYield(state: GameState, player: PlayerId): SourceYield | null {
  return activationsRestricted(state, player) ? null : memo(state, SOURCE_YIELD(player));
}

/** The units kept with the characteristics whose abilities' costs can all be paid now; null when some unit's can be
 * paid only in part (a source with two abilities, one of them usable): that is worked out from scratch. */
function fromPlan(state: GameState, player: PlayerId, plan: readonly PlannedUnit[]): YieldUnit[] | null {
  const tagged: YieldUnit[] = [];
  for (const u of plan) {
    let usable = 0;
    for (let k = 0; k < u.costs.length; k++) {
      // CR 602.5b: an ability that may be activated only once each turn and was adds nothing more this turn.
      const o = u.options[k];
      if (o && usedOnceThisTurn(state, o.source, o.ability)) continue;
      if (canPayNonManaCosts(state, u.source, u.costs[k]!, player)) usable++;
    }
    if (usable === u.options.length) for (const y of u.yields) tagged.push(y);
    else if (usable > 0) return null;
  }
  return tagged;
}

/** The units of mana the player's sources could add (yieldUnitsFor), with their types listed beside them: as kept
 * with the state when they are all of them, else listed now. */
function sourceYield(
  state: GameState,
  player: PlayerId,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
): Pick<SourceYield, 'units' | 'produces'> {
  const all = keptYield(state, player);
  if (all !== null && exclude === null) return all;
  const units = yieldUnitsFor(state, player, exclude, purpose);
  return { units, produces: units.map((u) => u.produces) };
}

/** The units of mana the player's sources could add for a payment, the source that taps for it left out: those kept
 * with the state when what the mana is for makes no difference (SOURCE_YIELD), else worked out now. */
function yieldUnitsFor(
  state: GameState,
  player: PlayerId,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
): readonly YieldUnit[] {
  const kept = keptYield(state, player);
  if (kept === null) return freshYieldUnits(state, player, exclude, purpose);
  return exclude === null ? kept.units : kept.units.filter((u) => u.source !== exclude);
}

/**
 * What may pay part of a spell's total cost other than mana as the cost is paid (CR 601.2h): the untapped creatures
 * its controller could tap for convoke, each paying for {1} or one mana of its color (702.51a), and a number of
 * cards that could be exiled for delve, each paying for {1} (702.66a).
 */
export interface OtherPayers {
  readonly creatures: readonly ObjectId[];
  readonly generic: number;
}

/** The units of mana and of other payers (convoke, delve) a player could pay a cost with. A creature that is also a
 * mana source is tapped for one or the other: its one unit of mana may then be any of its own colors too (a source
 * with several units keeps them, not counted again). A colorless creature or a card to exile pays generic mana,
 * written as {C} (no spell with convoke or delve has {C} in its cost: the compiler refuses one). */
function unitsWithOthers(
  state: GameState,
  player: PlayerId,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
  others: OtherPayers,
): (readonly ManaType[])[] {
  const pl = state.players[player]!;
  const units: (readonly ManaType[])[] = [];
  for (const t of MANA_TYPES) for (let i = 0; i < pl.pool[t]; i++) units.push(ONE_OF[t]);
  for (const m of pl.specialMana) if (spendAllowed(state, m.spell, purpose, player)) units.push(ONE_OF[m.type]);
  const fromSources = sourceYield(state, player, exclude, purpose).units;
  const left = new Set(others.creatures);
  for (const u of fromSources) {
    if (!left.has(u.source)) {
      units.push(u.produces);
      continue;
    }
    let n = 0;
    for (const v of fromSources) if (v.source === u.source) n++;
    if (n !== 1) {
      units.push(u.produces);
      continue;
    }
    left.delete(u.source);
    units.push([...new Set([...u.produces, ...creatureUnit(state, u.source)])]);
  }
  for (const id of others.creatures) if (left.has(id) && id !== exclude) units.push(creatureUnit(state, id));
  for (let i = 0; i < others.generic; i++) units.push(ONE_OF.C);
  return units;
}

/** What a creature tapped for convoke may pay: one mana of any of its colors, or generic mana (CR 702.51a). */
export function creatureUnit(state: GameState, id: ObjectId): readonly ManaType[] {
  const colors = characteristics(state, id).colors;
  return colors.length === 0 ? ONE_OF.C : colors;
}

/** Whether a mana cost could be paid now with the pool and untapped sources (the source itself excluded when it
 * taps as part of the same cost), and the spell's other payers (convoke, delve) if any. Used to offer only actions
 * that can be completed. */
export function canPayMana(
  state: GameState,
  player: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
  others: OtherPayers | null = null,
): boolean {
  const slots = costSlots(cost, x);
  if (slots.length === 0) return true;
  const pl = state.players[player]!;
  // CR 107.4f, 119.4: each Phyrexian symbol not paid with mana takes 2 life, which the player must have.
  const lifeSlots = Math.max(0, Math.floor(pl.life / 2));
  if (others !== null && (others.creatures.length > 0 || others.generic > 0))
    return slotsFit(slots, unitsWithOthers(state, player, exclude, purpose, others), lifeSlots);
  // With an empty pool, and a source that taps for the cost being none of the mana sources, the answer is the
  // sources' alone, and is kept with them (for a cost with no Phyrexian symbol, whose answer depends on life too).
  if (
    x === 0 &&
    pl.specialMana.length === 0 &&
    poolTotal(pl.pool) === 0 &&
    slots[slots.length - 1]!.kind !== 'phyrexian'
  ) {
    const all = keptYield(state, player);
    if (all !== null && (exclude === null || !all.units.some((u) => u.source === exclude))) {
      const known = all.payable.get(cost);
      if (known !== undefined) return known;
      const can = slotsFit(slots, all.produces, 0);
      all.payable.set(cost, can);
      return can;
    }
  }
  return slotsFit(slots, manaUnits(state, player, exclude, purpose), lifeSlots);
}

/** Whether the units can pay the slots, with up to `lifeSlots` Phyrexian slots paid with life. */
function slotsFit(slots: readonly Slot[], units: readonly (readonly ManaType[])[], lifeSlots: number): boolean {
  // Each slot needs a unit of its own ({2/W} at least one), but Phyrexian ones that life may pay.
  let phyrexian = 0;
  for (const sl of slots) if (sl.kind === 'phyrexian') phyrexian++;
  if (units.length < slots.length - Math.min(phyrexian, lifeSlots)) return false;
  return slotsCanBePaid(manaScratch(), slots, units, lifeSlots);
}

export function maxX(
  state: GameState,
  player: PlayerId,
  cost: ManaCost,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
  others: OtherPayers | null = null,
): number {
  const units =
    manaUnits(state, player, exclude, purpose).length +
    (others === null ? 0 : others.creatures.length + others.generic);
  let x = 0;
  while (x < units && canPayMana(state, player, cost, x + 1, exclude, purpose, others)) x++;
  return x;
}

/** Pays what it can of `slots` from the player's mana pool: first mana with a restriction that allows this payment
 * (CR 106.6; it can be spent on little else, and may carry a rider), then plain mana. Returns the slots left. */
function payFromPools(tx: Tx, player: PlayerId, slots: readonly Slot[], purpose: ManaPurpose): readonly Slot[] {
  const pl = tx.player(player);
  // Nothing in the pools (as before each source is tapped in a payment): nothing is paid.
  if (pl.specialMana.length === 0 && poolTotal(pl.pool) === 0) return slots;
  let remaining: readonly Slot[] = slots;
  const special = pl.specialMana;
  const usable = special.filter((m) => spendAllowed(tx.s, m.spell, purpose, player));
  if (usable.length > 0 && remaining.length > 0) {
    const avail = emptyPool();
    for (const m of usable) avail[m.type]++;
    const before = { ...avail };
    remaining = payFromPool(avail, remaining);
    // Remove the mana spent, those with a rider first (its additional effect applies to what it's spent on).
    const spent: SpecialMana[] = [];
    const order = usable.slice().sort((a, b) => Number(b.cantBeCountered) - Number(a.cantBeCountered));
    for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) {
      let k = before[t] - avail[t];
      for (const m of order) {
        if (k === 0) break;
        if (m.type !== t) continue;
        spent.push(m);
        k--;
      }
    }
    if (spent.length > 0) {
      const pl = tx.mutPlayer(player);
      pl.specialMana = pl.specialMana.filter((m) => !spent.includes(m));
      // CR 106.6: each mana a "when that mana is spent" ability watches, spent to cast a spell, is an event.
      if (purpose.kind === 'spell')
        for (const m of spent)
          if (m.watchedBy !== undefined)
            tx.emit({ kind: 'manaSpent', source: m.watchedBy, player, spell: purpose.object }, null);
      // CR 106.6, 903.8: "If you spend this mana to cast your commander, it enters with ... +1/+1 counters".
      const counters = spent.find((m) => m.commanderCastCounters);
      if (counters && purpose.kind === 'spell' && isCommander(tx.s, tx.obj(purpose.object)))
        tx.mut(purpose.object).castCounters = true;
      const rider = spent.find((m) => m.cantBeCountered);
      if (rider && purpose.kind === 'spell') {
        tx.mut(purpose.object).cantBeCountered = true;
        tx.emit(
          { kind: 'info' },
          () => `${characteristics(tx.s, purpose.object).name} can't be countered (${rider.text.split(':')[0]})`,
          'CR 106.6',
        );
      }
    }
  }
  if (poolTotal(tx.player(player).pool) > 0 && remaining.length > 0)
    remaining = payFromPool(tx.mutPlayer(player).pool, remaining);
  return remaining;
}

/** CR 601.2g-h: mana abilities are activated and the mana cost is paid. Answers: pay automatically, tap a source,
 * or cancel. `purpose` is what the mana is spent on (CR 106.6 restrictions); `spare`, a source automatic payment
 * leaves alone when the others can pay (the permanent whose ability is paid for). */
export function payManaCost(
  tx: Tx,
  player: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
  what: string,
  purpose: ManaPurpose,
  spare: ObjectId | null = null,
): void {
  let remaining: readonly Slot[] = costSlots(cost, x);
  for (;;) {
    remaining = payFromPools(tx, player, remaining, purpose);
    if (remaining.length === 0) return;
    const sources = manaSources(tx.s, player, exclude, purpose);
    // CR 119.4: life can be paid only if the player's life total is at least that much.
    const life = tx.player(player).life;
    const phyrexian = remaining.filter((s) => s.kind === 'phyrexian').length;
    const match =
      (spare !== null && exclude === null ? autoPayMatch(tx.s, player, spare, purpose, remaining, life) : null) ??
      autoPayMatch(tx.s, player, exclude, purpose, remaining, life);
    const a = tx.choose({
      kind: 'payMana',
      player,
      prompt: `Pay for ${what}`,
      remaining: slotsText(remaining),
      canAutoPay: match !== null,
      canPayLife: phyrexian > 0 && life >= 2,
      sources,
    });
    if (a.kind === 'cancel') throw new Rewind();
    if (a.kind === 'payLife') {
      const i = remaining.findIndex((s) => s.kind === 'phyrexian');
      const slot = remaining[i];
      if (slot?.kind === 'phyrexian') payPhyrexianLife(tx, player, slot.color);
      remaining = remaining.filter((_, k) => k !== i);
      continue;
    }
    if (a.kind === 'autoPay' && match) {
      // Answering changed nothing: the match just found is where automatic payment starts (the spared source left
      // out while the match found without it lasts).
      const spared = spare !== null && exclude === null && !match.units.some((u) => u.source === spare);
      remaining = autoPay(tx, player, remaining, spared ? spare : exclude, purpose, match);
      continue;
    }
    if (a.kind === 'payWith') activateManaAbility(tx, player, a.source, a.ability);
  }
}

/** How automatic payment would cover the remaining slots: for each slot, the index of a mana unit (one mana a source
 * would add, with the abilities that could add it) or null (a Phyrexian slot paid with life — 2 each, from `life`);
 * null when it can't. The units are those kept with the state (SOURCE_YIELD) when what the mana is for makes no
 * difference. */
function autoPayMatch(
  state: GameState,
  player: PlayerId,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
  remaining: readonly Slot[],
  life: number,
): AutoPayMatch | null {
  const { units, produces } = sourceYield(state, player, exclude, purpose);
  const found = matchSlots(manaScratch(), remaining, produces, Math.max(0, Math.floor(life / 2)));
  return found ? { slots: found.slots, match: found.match, units } : null;
}

/** A match of the slots to pay (a {2/W} slot made one colored or two generic slots, as matched) to mana units. */
interface AutoPayMatch {
  readonly slots: readonly Slot[];
  readonly match: (number | null)[];
  readonly units: readonly YieldUnit[];
}

/** Automatic payment: one source at a time, each for a slot it fits, with the mana in the pool spent after each
 * activation — a source may add more than one mana (Heartbeat of Spring, Mana Reflection), so no more sources are
 * tapped than needed. Phyrexian slots no source is left for are paid with 2 life. Returns what is still unpaid. */
function autoPay(
  tx: Tx,
  player: PlayerId,
  slots: readonly Slot[],
  exclude: ObjectId | null,
  purpose: ManaPurpose,
  first: AutoPayMatch | null = null,
): readonly Slot[] {
  let remaining = slots;
  let found = first;
  // Each activation uses up a source (a cost of {T}, sacrifice, ...); the bound only guards against a free one.
  for (let guard = 0; remaining.length > 0 && guard < 1000; guard++) {
    found ??= autoPayMatch(tx.s, player, exclude, purpose, remaining, tx.player(player).life);
    if (!found) return remaining;
    // The slots as matched: a {2/W} is paid as the match has it (its color, or two generic).
    remaining = found.slots;
    let si = 0;
    while (si < found.match.length && found.match[si] === null) si++;
    if (si === found.match.length) {
      for (const slot of remaining) if (slot.kind === 'phyrexian') payPhyrexianLife(tx, player, slot.color);
      return remaining.filter((s) => s.kind !== 'phyrexian');
    }
    const slot = remaining[si]!;
    const unit = found.units[found.match[si]!]!;
    // Of a source's abilities that fit, the first with restricted mana (it's good for little else and may carry a
    // rider), else the first.
    let src: ManaPaymentOption | null = null;
    let type: ManaType | undefined;
    for (const o of unit.options) {
      if (src !== null && (src.restriction !== undefined || o.restriction === undefined)) continue;
      const t = o.produces.find((m) => slotAccepts(slot, m));
      if (t === undefined) continue;
      src = o;
      type = t;
    }
    // (A source the match counts on for other slots too, one that adds an amount, may have added less than the match
    // assumed: the match is then found anew.)
    const { match, units } = found;
    const simple =
      onlyTaps(tx.s, src!) &&
      manaIsOwn(tx.s) &&
      !match.some((m, i) => i !== si && m !== null && units[m]!.source === src!.source);
    const before = remaining;
    activateManaAbility(tx, player, src!.source, src!.ability, type);
    remaining = payFromPools(tx, player, remaining, purpose);
    found = simple ? matchWithout(tx, player, found, si, before, remaining) : null;
  }
  return remaining;
}

/** Whether a mana ability's only cost is tapping its source. */
function onlyTaps(state: GameState, m: ManaPaymentOption): boolean {
  const a = characteristics(state, m.source).abilities[m.ability];
  // An ability that does more than add mana (a painland's damage) may change what the rest of the match rests on.
  return a?.kind === 'mana' && a.costs.length === 1 && a.costs[0]!.kind === 'tap' && !a.effects;
}

/**
 * The match automatic payment had, for the slots left after one of them was paid by tapping a source whose only cost
 * is tapping, when nothing else changed: the mana it added paid that slot and nothing more, and no effect replaces
 * mana production or adds mana as a land is tapped (manaIsOwn), so every other source in the match is as it was and
 * pays the slot it was matched to. Null when that can't be told (the match is then found anew).
 */
function matchWithout(
  tx: Tx,
  player: PlayerId,
  found: AutoPayMatch,
  si: number,
  before: readonly Slot[],
  after: readonly Slot[],
): AutoPayMatch | null {
  const pl = tx.player(player);
  if (poolTotal(pl.pool) > 0 || pl.specialMana.length > 0 || after.length !== before.length - 1) return null;
  for (let i = 0, j = 0; i < before.length; i++) if (i !== si && before[i] !== after[j++]) return null;
  const match = found.match.filter((_, i) => i !== si);
  if (verifyingKeptValues()) {
    const fresh = yieldUnitsFor(tx.s, player, null, ANY_PURPOSE);
    for (let i = 0; i < match.length; i++) {
      const u = match[i] === null ? null : found.units[match[i]!]!;
      if (u && !fresh.some((f) => f.source === u.source && f.produces.some((t) => u.produces.includes(t))))
        throw new EngineError(`the match kept for automatic payment names a source that can no longer pay`);
      if (u && !u.produces.some((t) => slotAccepts(after[i]!, t)))
        throw new EngineError(`the match kept for automatic payment pays a slot with mana it doesn't accept`);
    }
  }
  return { slots: after, match, units: found.units };
}

/** CR 107.4f: a Phyrexian mana symbol paid with 2 life. */
function payPhyrexianLife(tx: Tx, player: PlayerId, color: string): void {
  tx.mutPlayer(player).life -= 2;
  tx.emit(
    { kind: 'lifeChange', player, amount: -2 },
    () => `${tx.player(player).name} pays 2 life for {${color}/P}`,
    'CR 107.4f',
  );
}

/** Activates a mana ability: pays its costs and adds its mana at once (CR 605.3a-b). The mana it produces is an
 * event that replacement effects modify while it resolves ("tapped for mana", seed rulings), and then triggered mana
 * abilities resolve at once (605.4a). */
export function activateManaAbility(tx: Tx, player: PlayerId, source: ObjectId, index: number, color?: ManaType): void {
  const ch = characteristics(tx.s, source);
  const a = ch.abilities[index];
  if (!a || a.kind !== 'mana') throw new Error(`not a mana ability: ${source}/${index}`);
  const taps = tapsForMana(a);
  const name = ch.name;
  // CR 602.2b, 601.2b, 107.3a: X is announced first ("Remove X storage counters"); at most the counters there are.
  const maxX = maxCounterX(tx.s, source, a.costs);
  let x = 0;
  if (maxX !== null) {
    const ans = tx.choose({ kind: 'chooseX', player, prompt: `${name}: choose X`, max: maxX });
    x = ans.kind === 'x' ? ans.value : 0;
  }
  // CR 601.2g-h: a mana cost is paid like any other (with other mana abilities); the source can't pay for itself
  // when it taps as part of the same cost.
  const mana = manaCostOf(a.costs);
  const usesSelf = a.costs.some((c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf');
  if (mana) payManaCost(tx, player, mana.cost, x, usesSelf ? source : null, `${name}'s ability`, { kind: 'other' });
  // What it could produce is determined as it resolves, after costs (the source may have looked at itself).
  payNonManaCosts(tx, source, a.costs, player, taps, x);
  // CR 602.5b: an ability that may be activated only once each turn remembers that it was, for this turn.
  if (a.oncePerTurn && !tx.obj(source).left) {
    const turn = tx.s.turn.number;
    const before = tx.obj(source).activatedOnce;
    const abilities = before?.turn === turn ? [...before.abilities, index] : [index];
    tx.mutStatus(source).activatedOnce = { turn, abilities };
  }
  produceMana(tx, player, source, a, name, taps, x, color);
  // CR 605.3a: the rest of the ability ("This land deals 1 damage to you.") happens as it resolves, with no stack.
  if (a.effects) resolveEffects(tx, a.effects, { controller: player, source, sourceName: name, targets: [], x });
}
