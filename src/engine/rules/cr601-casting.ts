// CR 601: casting spells; CR 602: activating abilities. Both follow 601.2a-i: announce (move to the stack),
// choose targets and X, determine the total cost, activate mana abilities, pay, and then it is cast or activated.
// Cancelling at any point rewinds the game to before the announcement (CR 732.1, handled by the caller).
import {
  textFor,
  type Ability,
  type CardDef,
  type CastWay,
  type Cost,
  type Effect,
  type TargetSpec,
} from '../card-def.js';
import type { ManaPaymentOption, Polarity } from '../choices.js';
import { targetPolarity } from '../effects/polarity.js';
import {
  costSlots,
  emptyPool,
  matchSlots,
  slotsCanBePaid,
  payFromPool,
  poolTotal,
  slotAccepts,
  type ManaCost,
  type ManaSymbol,
  type Slot,
} from '../mana.js';
import { memo, playerMemoKeys } from '../memo.js';
import { verifyingKeptValues } from '../verify.js';
import { cardDef } from '../registry.js';
import type { CastPermission, GameState, SpecialMana } from '../state.js';
import { declineOnRewind, EngineError, Rewind, type Tx } from '../tx.js';
import { type ManaType, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { hasLegalTarget, legalTargets, refName, sameRef, targetsForX } from './cr115-targets.js';
import { auraPolarity, auraTargetSpec, isAura } from './cr303-auras.js';
import { moveObject } from './cr400-zones.js';
import {
  activateManaAbility,
  canPayNonManaCosts,
  isLoyaltyAbility,
  manaCostOf,
  manaPlan,
  type PlannedUnit,
  manaSourceUnits,
  manaYieldUnits,
  maxCounterX,
  manaIsOwn,
  manaSources,
  payNonManaCosts,
  unrestrictedSources,
} from './cr605-mana-abilities.js';
import { spendAllowed, type ManaPurpose } from './cr106-mana-production.js';
import { abilityLocation, characteristics } from './cr613-layers.js';
import { discard } from './cr701-keyword-actions.js';
import { castKeywordOf } from './cr702-cast-keywords.js';

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

/** The units kept with the characteristics whose abilities' costs can all be paid now; null when some unit's can be
 * paid only in part (a source with two abilities, one of them usable): that is worked out from scratch. */
function fromPlan(state: GameState, player: PlayerId, plan: readonly PlannedUnit[]): YieldUnit[] | null {
  const tagged: YieldUnit[] = [];
  for (const u of plan) {
    let usable = 0;
    for (const costs of u.costs) if (canPayNonManaCosts(state, u.source, costs, player)) usable++;
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
  const all = memo(state, SOURCE_YIELD(player));
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
  const kept = memo(state, SOURCE_YIELD(player));
  if (kept === null) return freshYieldUnits(state, player, exclude, purpose);
  return exclude === null ? kept.units : kept.units.filter((u) => u.source !== exclude);
}

/** Whether a mana cost could be paid now with the pool and untapped sources (the source itself excluded when it
 * taps as part of the same cost). Used to offer only actions that can be completed. */
export function canPayMana(
  state: GameState,
  player: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
): boolean {
  const slots = costSlots(cost, x);
  if (slots.length === 0) return true;
  const pl = state.players[player]!;
  // CR 107.4f, 119.4: each Phyrexian symbol not paid with mana takes 2 life, which the player must have.
  const lifeSlots = Math.max(0, Math.floor(pl.life / 2));
  // With an empty pool, and a source that taps for the cost being none of the mana sources, the answer is the
  // sources' alone, and is kept with them (for a cost with no Phyrexian symbol, whose answer depends on life too).
  if (
    x === 0 &&
    pl.specialMana.length === 0 &&
    poolTotal(pl.pool) === 0 &&
    slots[slots.length - 1]!.kind !== 'phyrexian'
  ) {
    const all = memo(state, SOURCE_YIELD(player));
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
  return slotsCanBePaid(slots, units, lifeSlots);
}

export function maxX(
  state: GameState,
  player: PlayerId,
  cost: ManaCost,
  exclude: ObjectId | null,
  purpose: ManaPurpose,
): number {
  const units = manaUnits(state, player, exclude, purpose).length;
  let x = 0;
  while (x < units && canPayMana(state, player, cost, x + 1, exclude, purpose)) x++;
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
 * or cancel. `purpose` is what the mana is spent on (CR 106.6 restrictions). */
export function payManaCost(
  tx: Tx,
  player: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
  what: string,
  purpose: ManaPurpose,
): void {
  let remaining: readonly Slot[] = costSlots(cost, x);
  for (;;) {
    remaining = payFromPools(tx, player, remaining, purpose);
    if (remaining.length === 0) return;
    const sources = manaSources(tx.s, player, exclude, purpose);
    // CR 119.4: life can be paid only if the player's life total is at least that much.
    const life = tx.player(player).life;
    const phyrexian = remaining.filter((s) => s.kind === 'phyrexian').length;
    const match = autoPayMatch(tx.s, player, exclude, purpose, remaining, life);
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
      // Answering changed nothing: the match just found is where automatic payment starts.
      remaining = autoPay(tx, player, remaining, exclude, purpose, match);
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
  const found = matchSlots(remaining, produces, Math.max(0, Math.floor(life / 2)));
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
    const simple = onlyTaps(tx.s, src!) && manaIsOwn(tx.s);
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
  return a?.kind === 'mana' && a.costs.length === 1 && a.costs[0]!.kind === 'tap';
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

function slotsText(slots: readonly Slot[]): string {
  let generic = 0;
  let out = '';
  for (const s of slots) {
    if (s.kind === 'generic') generic++;
    else if (s.kind === 'type') out += `{${s.type}}`;
    else if (s.kind === 'either') out += `{${s.a}/${s.b}}`;
    else if (s.kind === 'twoHybrid') out += `{2/${s.color}}`;
    else out += `{${s.color}/P}`;
  }
  return (generic ? `{${generic}}` : '') + out;
}

/** CR 601.2c: targets are chosen one at a time; an "up to" target may be skipped. For "any number of targets" the
 * player chooses one different target after another and stops by choosing none; `more(n)` says whether an n-th
 * could still be paid for (a cost that grows with the number of targets, 601.2f), so no choice leads to a spell that
 * can't be cast. `polarity` overrides what the effects say (an Aura spell's target). */
export function chooseTargets(
  tx: Tx,
  player: PlayerId,
  specs: readonly TargetSpec[],
  source: ObjectId,
  sourceName: string,
  effects: readonly Effect[],
  opts: { readonly more?: (n: number) => boolean; readonly polarity?: Polarity } = {},
): Ref[] | null {
  const out: Ref[] = [];
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    if (spec.anyNumber) {
      const from = out.length;
      for (;;) {
        if (opts.more && !opts.more(out.length + 1)) break;
        // CR 601.2c: the same object or player can't be chosen twice for one instance of the word "target".
        const legal = legalTargets(tx.s, spec, player, source, out).filter(
          (r) => !out.slice(from).some((c) => sameRef(c, r)),
        );
        if (legal.length === 0) break;
        const a = tx.choose({
          kind: 'target',
          player,
          prompt: `${sourceName}: choose ${spec.text} (${out.length - from} chosen; choose none to stop)`,
          legal,
          optional: true,
          source,
          polarity: opts.polarity ?? targetPolarity(effects, i),
        });
        if (a.kind === 'target' && a.target) out.push(a.target);
        else break;
      }
      continue;
    }
    // CR 115.3: one word "target" with several objects names each of them once.
    const legal = legalTargets(tx.s, spec, player, source, out).filter(
      (r) => !spec.distinct || !out.some((o) => sameRef(o, r)),
    );
    if (legal.length === 0) {
      if (spec.optional) continue;
      return null;
    }
    const a = tx.choose({
      kind: 'target',
      player,
      prompt: `${sourceName}: choose ${spec.text}`,
      legal,
      optional: spec.optional ?? false,
      source,
      polarity: opts.polarity ?? targetPolarity(effects, i),
    });
    if (a.kind === 'target' && a.target) out.push(a.target);
  }
  return out;
}

function chooseX(
  tx: Tx,
  player: PlayerId,
  cost: ManaCost,
  exclude: ObjectId | null,
  name: string,
  purpose: ManaPurpose,
): number {
  if (!cost.some((s) => s.kind === 'x')) return 0;
  return announceX(tx, player, maxX(tx.s, player, cost, exclude, purpose), `${name}: choose X`);
}

/** CR 107.3a, 601.2b: the player announces X, from 0 to `max`. */
function announceX(tx: Tx, player: PlayerId, max: number, prompt: string): number {
  const a = tx.choose({ kind: 'chooseX', player, prompt, max });
  return a.kind === 'x' ? a.value : 0;
}

export function spellAbility(def: { abilities: readonly Ability[] }): Extract<Ability, { kind: 'spell' }> | undefined {
  return def.abilities.find((a): a is Extract<Ability, { kind: 'spell' }> => a.kind === 'spell');
}

/** The targets and effects of a spell in the chosen mode (CR 700.2), or of a spell without modes. */
export function spellPart(
  spell: Extract<Ability, { kind: 'spell' }>,
  mode: number,
): { readonly targets: readonly TargetSpec[]; readonly effects: readonly Effect[] } {
  return spell.modes ? (spell.modes[mode] ?? { targets: [], effects: [] }) : spell;
}

/** Modes that could be chosen now: each mode's required targets must exist (CR 601.2c). `spell`'s card or spell
 * object is `source` (what its targets could be protected from, CR 702.16b). */
export function availableModes(
  state: GameState,
  spell: Extract<Ability, { kind: 'spell' }>,
  player: PlayerId,
  source: ObjectId,
): number[] {
  const modes = spell.modes ?? [];
  return modes.flatMap((m, i) =>
    m.targets.every((t) => t.optional || hasLegalTarget(state, t, player, source)) ? [i] : [],
  );
}

/** A permission for this player to cast this card from the zone it's in, with its alternative cost. */
export function castPermission(state: GameState, player: PlayerId, card: ObjectId): CastPermission | undefined {
  const o = state.objects[card];
  if (!o || o.left) return undefined;
  return state.permissions.find((p) => p.object === card && p.player === player);
}

/** CR 601.2f: cost increases that depend on the number of targets ("costs {1} more to cast for each target beyond
 * the first"). */
export function targetCostIncrease(def: { abilities: readonly Ability[] }, targets: number): ManaCost {
  const out: ManaSymbol[] = [];
  for (const a of def.abilities)
    if (a.kind === 'static' && a.effect.kind === 'costMorePerExtraTarget')
      for (let i = 1; i < targets; i++) out.push(...a.effect.cost);
  return out;
}

/** The targets a spell requires: its spell ability's (in the chosen mode), or an Aura spell's (CR 303.4a). */
export function spellTargetSpecs(
  state: GameState,
  id: ObjectId,
  def: CardDef,
  mode: number,
): { readonly specs: readonly TargetSpec[]; readonly effects: readonly Effect[]; readonly polarity?: Polarity } {
  const spell = spellAbility(def);
  if (spell) {
    const part = spellPart(spell, mode);
    return { specs: part.targets, effects: part.effects };
  }
  const aura = isAura(state, id) ? auraTargetSpec(state, id) : null;
  return aura ? { specs: [aura], effects: [], polarity: auraPolarity(def.abilities) } : { specs: [], effects: [] };
}

/** How a card would be cast one way: what is paid, and what the spell is (CR 601.2a-b, 118.9, 712.11). */
export interface CastOption {
  /** the mana paid: its mana cost, or an alternative cost paid rather than it (CR 118.9) */
  readonly cost: ManaCost;
  /** 1: cast transformed, the spell has its back face up (CR 712.11a) */
  readonly face: 0 | 1;
  /** the characteristics of the spell it becomes: only that face is evaluated (CR 712.11c) */
  readonly def: CardDef;
  /** the permission it is cast with (airbend's), used up as it is cast */
  readonly permission: CastPermission | null;
}

const isInstantOrSorcery = (d: CardDef) => d.types.includes('Instant') || d.types.includes('Sorcery');

/**
 * Whether the rules let this player cast this card from where it is now in the way `via` names (CR 601.3), and how;
 * null if they don't. Timing, targets and whether the cost can be paid are judged by the caller.
 * - none: from its owner's hand for its mana cost, or with a permission (airbend: from exile for {2}, CR 701.65a);
 * - jump-start: an instant or sorcery card from its owner's graveyard, discarding a card besides (CR 702.133a);
 * - flashback: an instant or sorcery card from its owner's graveyard for its flashback cost (CR 702.34a);
 * - disturb: a double-faced card from its owner's graveyard, transformed, for its disturb cost (CR 702.146a);
 * - miracle: from its owner's hand for its miracle cost, while its miracle trigger resolves (CR 702.94a);
 * - bestow: from its owner's hand for its bestow cost, as an Aura spell with enchant creature (CR 702.103a-b).
 */
export function castOption(state: GameState, player: PlayerId, card: ObjectId, via: CastWay | null): CastOption | null {
  const o = state.objects[card];
  if (!o || o.left) return null;
  const d = cardDef(o.def);
  const mine = o.owner === player;
  const plain = (cost: ManaCost): CastOption => ({ cost, face: 0, def: d, permission: null });
  switch (via) {
    case null: {
      if (o.zone === 'hand' && mine) return plain(d.manaCost);
      const permission = castPermission(state, player, card);
      return permission ? { cost: permission.cost, face: 0, def: d, permission } : null;
    }
    case 'jump-start':
      return o.zone === 'graveyard' &&
        mine &&
        isInstantOrSorcery(d) &&
        d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'jump-start')
        ? plain(d.manaCost)
        : null;
    case 'flashback': {
      const k = castKeywordOf(d, 'flashback');
      return k && o.zone === 'graveyard' && mine && isInstantOrSorcery(d) ? plain(k.cost) : null;
    }
    case 'disturb': {
      const k = castKeywordOf(d, 'disturb');
      return k && d.back && o.zone === 'graveyard' && mine
        ? { cost: k.cost, face: 1, def: d.back, permission: null }
        : null;
    }
    case 'miracle': {
      const k = castKeywordOf(d, 'miracle');
      return k && o.zone === 'hand' && mine ? plain(k.cost) : null;
    }
    case 'bestow': {
      const k = castKeywordOf(d, 'bestow');
      return k && o.zone === 'hand' && mine ? plain(k.cost) : null;
    }
    case 'kicker': {
      // CR 702.33a, 601.2f: the kicker cost is paid in addition to the mana cost.
      const k = castKeywordOf(d, 'kicker');
      return k && o.zone === 'hand' && mine ? plain([...d.manaCost, ...k.cost]) : null;
    }
  }
}

/** The rule that lets a spell be cast a way, for the log. */
const WAY_RULES: Record<CastWay, string> = {
  'jump-start': 'CR 702.133a',
  flashback: 'CR 702.34a',
  miracle: 'CR 702.94a',
  disturb: 'CR 702.146a',
  bestow: 'CR 702.103a',
  kicker: 'CR 702.33a',
};

/** CR 601.2: cast a spell — from hand, or another way a rule or effect allows (`via`, or a permission). */
export function castSpell(tx: Tx, player: PlayerId, card: ObjectId, via: CastWay | null = null): void {
  const opt = castOption(tx.s, player, card, via);
  if (!opt) throw new EngineError(`${tx.obj(card).def} can't be cast ${via ? `using ${via}` : 'from there'}`);
  const def = opt.def;
  // CR 601.2b, 118.9: an alternative cost ("for {2} rather than its mana cost") replaces the mana cost.
  const cost = opt.cost;
  if (opt.permission) tx.s.permissions = tx.s.permissions.filter((p) => p !== opt.permission);
  // 601.2a: the card moves to the stack and becomes a spell (a new object, 400.7), transformed if cast so (712.11a);
  // cast bestowed, it becomes an Aura spell with enchant creature (702.103b).
  const id = moveObject(tx, card, 'stack', {
    controller: player,
    face: opt.face,
    ...(via === 'bestow' ? { bestowed: true } : {}),
  });
  tx.mut(id).castVia = via;
  const stackId = tx.newId();
  tx.list('stack').push({ kind: 'spell', id: stackId, object: id });
  const spell = spellAbility(def);
  // 601.2b: the mode of a modal spell.
  let mode = -1;
  if (spell?.modes) {
    const modes = availableModes(tx.s, spell, player, id);
    if (modes.length === 0) throw new Rewind();
    const a = tx.choose({
      kind: 'chooseMode',
      player,
      prompt: `${def.name}: choose a mode`,
      modes: modes.map((i) => ({ mode: i, text: spell.modes![i]!.text })),
    });
    mode = a.kind === 'mode' ? a.mode : modes[0]!;
  }
  // 601.2c: targets (with a variable number of them, only as many as could still be paid for, 601.2f).
  const part = spellTargetSpecs(tx.s, id, def, mode);
  // (The cost itself when nothing is added: what is worked out about a cost is kept by the cost.)
  const totalCost = (n: number): ManaCost => {
    const more = targetCostIncrease(def, n);
    return more.length === 0 ? cost : [...cost, ...more];
  };
  const targets = chooseTargets(tx, player, part.specs, id, def.name, part.effects, {
    more: (n) => canPayMana(tx.s, player, totalCost(n), 0, null, { kind: 'spell', object: id }),
    ...(part.polarity ? { polarity: part.polarity } : {}),
  });
  if (!targets) throw new Rewind();
  // 601.2f: the total cost — the mana cost or alternative cost plus cost increases.
  const total = totalCost(targets.length);
  // 601.2b, 107.1b: the value of X.
  const x = chooseX(tx, player, total, null, def.name, { kind: 'spell', object: id });
  const m = tx.mut(id);
  m.targets = targets;
  m.x = x;
  m.mode = mode;
  // 601.2g-h: mana abilities, payment.
  payManaCost(tx, player, total, x, null, def.name, { kind: 'spell', object: id });
  if (via === 'jump-start') {
    // CR 702.133a: the additional cost, discarding a card.
    const hand = tx.player(player).hand;
    const a = tx.choose({
      kind: 'chooseCards',
      player,
      prompt: 'Jump-start: discard a card',
      cards: hand.slice(),
      min: 1,
      max: 1,
    });
    if (a.kind === 'cards' && a.cards[0] !== undefined) discard(tx, player, a.cards[0], ' (jump-start)');
  }
  tx.mutPlayer(player).spellsThisTurn++;
  // 601.2i: the spell becomes cast.
  tx.emit(
    { kind: 'cast', player, object: id, name: def.name },
    () =>
      `${tx.player(player).name} casts ${def.name}${via ? ` using ${castWayName(via)}` : ''}${describeTargets(tx, targets)}`,
    via ? WAY_RULES[via] : undefined,
  );
  becomeTargets(tx, targets, stackId, player);
}

/** CR 115, 603.2: each object chosen as a target of a spell or ability just put on the stack "becomes the target"
 * of it, once however many of its targets name it. */
export function becomeTargets(tx: Tx, targets: readonly Ref[], by: number, byController: PlayerId): void {
  const seen = new Set<ObjectId>();
  for (const t of targets) {
    if (!('object' in t) || seen.has(t.object)) continue;
    seen.add(t.object);
    tx.emit({ kind: 'becameTarget', object: t.object, by, byController }, null);
  }
}

/** The name of the spell a card becomes when cast that way: its back face's when cast transformed (CR 712.11a). */
export function castName(state: GameState, player: PlayerId, card: ObjectId, via: CastWay | null = null): string {
  return castOption(state, player, card, via)?.def.name ?? characteristics(state, card).name;
}

/** "Disturb", "Flashback", "Jump-start", "Miracle": a way to cast as players write it ("cast X using Disturb"). */
export function castWayName(via: CastWay): string {
  return via.charAt(0).toUpperCase() + via.slice(1);
}

/**
 * CR 608.2g: a spell cast while a spell or ability resolves follows 601.2a-i; no player receives priority after it's
 * cast, and the resolving object goes on resolving. If the player backs out of casting it (CR 732.1), the operation is
 * replayed with the player declining at the decision (answer number `decision`) that led to casting it.
 */
export function castDuringResolution(
  tx: Tx,
  player: PlayerId,
  card: ObjectId,
  via: CastWay | null,
  decision: number,
  logged: number,
): void {
  declineOnRewind(decision, logged, () => castSpell(tx, player, card, via));
}

/** CR 602.2: activate an ability of a permanent (or of a card in a graveyard). */
export function activateAbility(tx: Tx, player: PlayerId, source: ObjectId, index: number): void {
  const ch = characteristics(tx.s, source);
  const a = ch.abilities[index];
  if (!a || a.kind !== 'activated') throw new Error(`not an activated ability: ${source}/${index}`);
  // 602.2a: the ability is created on the stack (remembering how often its source had transformed, 701.27f).
  const stackId = tx.newId();
  const sourceTransforms = tx.obj(source).transforms;
  const mana = manaCostOf(a.costs);
  const tapsSelf = a.costs.some((c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf');
  const other = { kind: 'other' } as const;
  // CR 601.2b, 107.3a: the value of X is announced before targets are chosen (601.2c), which may depend on it — in
  // the mana cost, in a −X loyalty cost (at most the loyalty counters there are, 606.6), or in "Remove X counters".
  const loyaltyX = a.costs.some((c) => c.kind === 'loyalty' && c.change === '-X');
  const counterX = maxCounterX(tx.s, source, a.costs);
  const x = loyaltyX
    ? // CR 606.6: at most the loyalty counters on the permanent.
      announceX(tx, player, tx.obj(source).counters.loyalty ?? 0, `${ch.name}: choose X (loyalty counters to remove)`)
    : mana
      ? chooseX(tx, player, mana.cost, tapsSelf ? source : null, ch.name, other)
      : counterX !== null
        ? announceX(tx, player, counterX, `${ch.name}: choose X`)
        : 0;
  const targets = chooseTargets(tx, player, targetsForX(a.targets, x), source, ch.name, a.effects);
  if (!targets) throw new Rewind();
  // Non-mana costs are paid after mana abilities are activated, so a source that taps as a cost can't also make mana.
  if (mana) payManaCost(tx, player, mana.cost, x, tapsSelf ? source : null, `${ch.name}'s ability`, other);
  // CR 606.3: activating a loyalty ability uses up the permanent's loyalty activation for the turn.
  if (isLoyaltyAbility(a)) tx.mutStatus(source).loyaltyTurn = tx.s.turn.number;
  // CR 602.5b: an ability that may be activated only once each turn remembers that it was, for this turn.
  if (a.oncePerTurn && !tx.obj(source).left) {
    const turn = tx.s.turn.number;
    const before = tx.obj(source).activatedOnce;
    const abilities = before?.turn === turn ? [...before.abilities, index] : [index];
    tx.mutStatus(source).activatedOnce = { turn, abilities };
  }
  payOtherCosts(tx, player, source, a.costs, x);
  const at = abilityLocation(ch, index);
  tx.list('stack').push({
    kind: 'ability',
    id: stackId,
    source,
    sourceName: ch.name,
    def: ch.defName,
    abilityIndex: index,
    controller: player,
    targets,
    x,
    triggered: false,
    sourceTransforms,
    ...(at.granted ? { granted: at.granted } : {}),
  });
  tx.emit(
    { kind: 'activate', player, source, text: a.text },
    () =>
      `${tx.player(player).name} activates ${ch.name}: "${textFor(a.text, ch.name)}"${describeTargets(tx, targets)}`,
  );
  becomeTargets(tx, targets, stackId, player);
}

function payOtherCosts(tx: Tx, player: PlayerId, source: ObjectId, costs: readonly Cost[], x: number): void {
  if (!canPayNonManaCosts(tx.s, source, costs, player)) throw new Rewind();
  payNonManaCosts(tx, source, costs, player, false, x);
}

export function describeTargets(tx: Tx, targets: readonly Ref[]): string {
  if (targets.length === 0) return '';
  const names = targets.map((t) => refName(tx.s, t));
  return ` targeting ${names.join(', ')}`;
}
