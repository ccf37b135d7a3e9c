// CR 601: casting spells; CR 602: activating abilities. Both follow 601.2a-i: announce (move to the stack),
// choose targets and X, determine the total cost, activate mana abilities, pay, and then it is cast or activated.
// Cancelling at any point rewinds the game to before the announcement (CR 732.1, handled by the caller).
import { textFor, type Ability, type Cost, type Effect, type TargetSpec } from '../card-def.js';
import { targetPolarity } from '../effects/polarity.js';
import {
  costSlots,
  emptyPool,
  matchSlots,
  payFromPool,
  poolTotal,
  slotAccepts,
  type ManaCost,
  type Slot,
} from '../mana.js';
import { cardDef } from '../registry.js';
import type { CastPermission, GameState, SpecialMana } from '../state.js';
import { Rewind, type Tx } from '../tx.js';
import { type ManaType, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { legalTargets } from './cr115-targets.js';
import { moveObject } from './cr400-zones.js';
import {
  activateManaAbility,
  canPayNonManaCosts,
  manaCostOf,
  manaSourceUnits,
  maxCounterX,
  manaSources,
  payNonManaCosts,
} from './cr605-mana-abilities.js';
import { spendAllowed, type ManaPurpose } from './cr106-mana-production.js';
import { characteristics } from './cr613-layers.js';
import { discard } from './cr701-keyword-actions.js';

/** The units of mana a player could have for a cost: pool mana that may be spent on it (CR 106.6), then one unit
 * per usable mana source. */
function manaUnits(state: GameState, player: PlayerId, exclude: ObjectId | null, purpose: ManaPurpose): ManaType[][] {
  const units: ManaType[][] = [];
  const pl = state.players[player]!;
  for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) for (let i = 0; i < pl.pool[t]; i++) units.push([t]);
  for (const m of pl.specialMana) if (spendAllowed(state, m.spell, purpose, player)) units.push([m.type]);
  for (const u of manaSourceUnits(state, manaSources(state, player, exclude, purpose))) units.push(u.produces);
  return units;
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
  const units = manaUnits(state, player, exclude, purpose);
  // Each slot but a Phyrexian one (which life may pay) needs a unit of its own.
  let needed = 0;
  for (const sl of slots) if (sl.kind !== 'phyrexian') needed++;
  if (units.length < needed) return false;
  return matchSlots(slots, units, true) !== null;
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
function payFromPools(tx: Tx, player: PlayerId, slots: readonly Slot[], purpose: ManaPurpose): Slot[] {
  let remaining = slots.slice();
  const special = tx.player(player).specialMana;
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
  let remaining: Slot[] = costSlots(cost, x);
  for (;;) {
    remaining = payFromPools(tx, player, remaining, purpose);
    if (remaining.length === 0) return;
    const sources = manaSources(tx.s, player, exclude, purpose);
    const units = manaSourceUnits(tx.s, sources);
    // CR 119.4: life can be paid only if the player's life total is at least that much.
    const life = tx.player(player).life;
    const phyrexian = remaining.filter((s) => s.kind === 'phyrexian').length;
    const match = matchSlots(
      remaining,
      units.map((u) => u.produces),
      life >= 2 * phyrexian,
    );
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
      // Activate each matched source for the type its slot needs; Phyrexian slots left unmatched are paid with 2
      // life.
      for (let si = 0; si < remaining.length; si++) {
        const ui = match[si];
        const slot = remaining[si]!;
        if (ui == null) {
          if (slot.kind === 'phyrexian') payPhyrexianLife(tx, player, slot.color);
          continue;
        }
        const fits = (t: ManaType) => slotAccepts(slot, t);
        // Of a source's abilities that fit, restricted mana first (it's good for little else and may carry a rider).
        const options = units[ui]!.options.filter((o) => o.produces.some(fits));
        const src = options.find((o) => o.restriction !== undefined) ?? options[0]!;
        activateManaAbility(tx, player, src.source, src.ability, src.produces.find(fits));
      }
      remaining = remaining.filter((s, i) => !(s.kind === 'phyrexian' && match[i] == null));
      continue;
    }
    if (a.kind === 'payWith') activateManaAbility(tx, player, a.source, a.ability);
  }
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
    else out += `{${s.color}/P}`;
  }
  return (generic ? `{${generic}}` : '') + out;
}

/** CR 601.2c: targets are chosen one at a time; an "up to" target may be skipped. */
export function chooseTargets(
  tx: Tx,
  player: PlayerId,
  specs: readonly TargetSpec[],
  source: ObjectId,
  sourceName: string,
  effects: readonly Effect[],
): Ref[] | null {
  const out: Ref[] = [];
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i]!;
    const legal = legalTargets(tx.s, spec, player, source, out);
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
      polarity: targetPolarity(effects, i),
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
  const max = maxX(tx.s, player, cost, exclude, purpose);
  const a = tx.choose({ kind: 'chooseX', player, prompt: `${name}: choose X`, max });
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

/** Modes that could be chosen now: each mode's required targets must exist (CR 601.2c). */
export function availableModes(
  state: GameState,
  spell: Extract<Ability, { kind: 'spell' }>,
  player: PlayerId,
): number[] {
  const modes = spell.modes ?? [];
  return modes.flatMap((m, i) =>
    m.targets.every((t) => t.optional || legalTargets(state, t, player, null).length > 0) ? [i] : [],
  );
}

/** A permission for this player to cast this card from the zone it's in, with its alternative cost. */
export function castPermission(state: GameState, player: PlayerId, card: ObjectId): CastPermission | undefined {
  const o = state.objects[card];
  if (!o || o.left) return undefined;
  return state.permissions.find((p) => p.object === card && p.player === player);
}

/** CR 601.2: cast a spell from hand (or from exile with a permission such as airbend's). */
export function castSpell(tx: Tx, player: PlayerId, card: ObjectId): void {
  const def = cardDef(tx.obj(card).def);
  // CR 601.2b, 118.9: an alternative cost ("for {2} rather than its mana cost") replaces the mana cost.
  const permission = castPermission(tx.s, player, card);
  const cost = permission ? permission.cost : def.manaCost;
  const jumpStart =
    !permission &&
    tx.obj(card).zone === 'graveyard' &&
    def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'jump-start');
  if (permission) tx.s.permissions = tx.s.permissions.filter((p) => p !== permission);
  // 601.2a: the card moves to the stack and becomes a spell (a new object, 400.7).
  const id = moveObject(tx, card, 'stack', { controller: player });
  tx.s.stack.push({ kind: 'spell', id: tx.newId(), object: id });
  const spell = spellAbility(def);
  // 601.2b: the mode of a modal spell.
  let mode = -1;
  if (spell?.modes) {
    const modes = availableModes(tx.s, spell, player);
    if (modes.length === 0) throw new Rewind();
    const a = tx.choose({
      kind: 'chooseMode',
      player,
      prompt: `${def.name}: choose a mode`,
      modes: modes.map((i) => ({ mode: i, text: spell.modes![i]!.text })),
    });
    mode = a.kind === 'mode' ? a.mode : modes[0]!;
  }
  // 601.2c: targets.
  const part = spell ? spellPart(spell, mode) : null;
  const targets = part ? chooseTargets(tx, player, part.targets, id, def.name, part.effects) : [];
  if (!targets) throw new Rewind();
  // 601.2b, 107.1b: the value of X.
  const x = chooseX(tx, player, cost, null, def.name, { kind: 'spell', object: id });
  const m = tx.mut(id);
  m.targets = targets;
  m.x = x;
  m.mode = mode;
  // 601.2f-h: total cost (no cost modifiers exist yet), mana abilities, payment.
  payManaCost(tx, player, cost, x, null, def.name, { kind: 'spell', object: id });
  if (jumpStart) {
    // CR 702.133a: the additional cost, discarding a card; the spell is exiled whenever it would leave the stack.
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
    tx.mut(id).exileOnLeave = true;
  }
  tx.mutPlayer(player).spellsThisTurn++;
  // 601.2i: the spell becomes cast.
  tx.emit(
    { kind: 'cast', player, object: id, name: def.name },
    () => `${tx.player(player).name} casts ${def.name}${describeTargets(tx, targets)}`,
  );
}

/** CR 602.2: activate an ability of a permanent (or of a card in a graveyard). */
export function activateAbility(tx: Tx, player: PlayerId, source: ObjectId, index: number): void {
  const ch = characteristics(tx.s, source);
  const a = ch.abilities[index];
  if (!a || a.kind !== 'activated') throw new Error(`not an activated ability: ${source}/${index}`);
  // 602.2a: the ability is created on the stack (remembering how often its source had transformed, 701.27f).
  const stackId = tx.newId();
  const sourceTransforms = tx.obj(source).transforms;
  const targets = chooseTargets(tx, player, a.targets, source, ch.name, a.effects);
  if (!targets) throw new Rewind();
  const mana = manaCostOf(a.costs);
  const tapsSelf = a.costs.some((c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf');
  const other = { kind: 'other' } as const;
  // CR 107.3a: X is announced — in the mana cost, or in "Remove X counters" (at most the counters there are).
  const counterX = maxCounterX(tx.s, source, a.costs);
  const x = mana
    ? chooseX(tx, player, mana.cost, tapsSelf ? source : null, ch.name, other)
    : counterX !== null
      ? chooseCounterX(tx, player, counterX, ch.name)
      : 0;
  // Non-mana costs are paid after mana abilities are activated, so a source that taps as a cost can't also make mana.
  if (mana) payManaCost(tx, player, mana.cost, x, tapsSelf ? source : null, `${ch.name}'s ability`, other);
  payOtherCosts(tx, player, source, a.costs, x);
  tx.s.stack.push({
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
  });
  tx.emit(
    { kind: 'activate', player, source, text: a.text },
    () =>
      `${tx.player(player).name} activates ${ch.name}: "${textFor(a.text, ch.name)}"${describeTargets(tx, targets)}`,
  );
}

function chooseCounterX(tx: Tx, player: PlayerId, max: number, name: string): number {
  const a = tx.choose({ kind: 'chooseX', player, prompt: `${name}: choose X`, max });
  return a.kind === 'x' ? a.value : 0;
}

function payOtherCosts(tx: Tx, player: PlayerId, source: ObjectId, costs: readonly Cost[], x: number): void {
  if (!canPayNonManaCosts(tx.s, source, costs, player)) throw new Rewind();
  payNonManaCosts(tx, source, costs, player, false, x);
}

export function describeTargets(tx: Tx, targets: readonly Ref[]): string {
  if (targets.length === 0) return '';
  const names = targets.map((t) => ('player' in t ? tx.player(t.player).name : characteristics(tx.s, t.object).name));
  return ` targeting ${names.join(', ')}`;
}
