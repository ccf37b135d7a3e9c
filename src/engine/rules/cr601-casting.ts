// CR 601: casting spells; CR 602: activating abilities. Both follow 601.2a-i: announce (move to the stack),
// choose targets and X, determine the total cost, activate mana abilities, pay, and then it is cast or activated.
// Cancelling at any point rewinds the game to before the announcement (CR 732.1, handled by the caller).
import { textFor, type Ability, type Cost, type Effect, type TargetSpec } from '../card-def.js';
import { targetPolarity } from '../effects/polarity.js';
import { costSlots, matchSlots, payFromPool, poolTotal, type ManaCost, type Slot } from '../mana.js';
import { cardDef } from '../registry.js';
import type { CastPermission, GameState } from '../state.js';
import { Rewind, type Tx } from '../tx.js';
import { type ManaType, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { legalTargets } from './cr115-targets.js';
import { moveObject } from './cr400-zones.js';
import {
  activateManaAbility,
  canPayNonManaCosts,
  manaCostOf,
  manaSources,
  payNonManaCosts,
} from './cr605-mana-abilities.js';
import { characteristics } from './cr613-layers.js';
import { discard } from './cr701-keyword-actions.js';

/** The units of mana a player could have for a cost: pool mana, then one unit per usable mana ability. */
function manaUnits(state: GameState, player: PlayerId, exclude: ObjectId | null): (readonly ManaType[])[] {
  const units: (readonly ManaType[])[] = [];
  const pool = state.players[player]!.pool;
  for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) for (let i = 0; i < pool[t]; i++) units.push([t]);
  for (const s of manaSources(state, player, exclude)) units.push(s.produces);
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
): boolean {
  const slots = costSlots(cost, x);
  if (slots.length === 0) return true;
  const units = manaUnits(state, player, exclude);
  // Each slot but a Phyrexian one (which life may pay) needs a unit of its own.
  let needed = 0;
  for (const sl of slots) if (sl.kind !== 'phyrexian') needed++;
  if (units.length < needed) return false;
  return matchSlots(slots, units, true) !== null;
}

export function maxX(state: GameState, player: PlayerId, cost: ManaCost, exclude: ObjectId | null): number {
  const units = manaUnits(state, player, exclude).length;
  let x = 0;
  while (x < units && canPayMana(state, player, cost, x + 1, exclude)) x++;
  return x;
}

/** CR 601.2g-h: mana abilities are activated and the mana cost is paid. Answers: pay automatically, tap a source,
 * or cancel. */
export function payManaCost(
  tx: Tx,
  player: PlayerId,
  cost: ManaCost,
  x: number,
  exclude: ObjectId | null,
  what: string,
): void {
  let remaining: Slot[] = costSlots(cost, x);
  for (;;) {
    if (poolTotal(tx.player(player).pool) > 0 && remaining.length > 0) {
      remaining = payFromPool(tx.mutPlayer(player).pool, remaining);
    }
    if (remaining.length === 0) return;
    const sources = manaSources(tx.s, player, exclude);
    // CR 119.4: life can be paid only if the player's life total is at least that much.
    const life = tx.player(player).life;
    const phyrexian = remaining.filter((s) => s.kind === 'phyrexian').length;
    const match = matchSlots(
      remaining,
      sources.map((s) => s.produces),
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
      // Tap each matched source for the type its slot needs; Phyrexian slots left unmatched are paid with 2 life.
      for (let si = 0; si < remaining.length; si++) {
        const ui = match[si];
        const slot = remaining[si]!;
        if (ui == null) {
          if (slot.kind === 'phyrexian') payPhyrexianLife(tx, player, slot.color);
          continue;
        }
        const src = sources[ui]!;
        const type = src.produces.find((t) =>
          slot.kind === 'generic'
            ? true
            : slot.kind === 'type'
              ? t === slot.type
              : slot.kind === 'either'
                ? t === slot.a || t === slot.b
                : t === slot.color,
        );
        activateManaAbility(tx, player, src.source, src.ability, type);
      }
      remaining = payFromPool(
        tx.mutPlayer(player).pool,
        remaining.filter((s, i) => !(s.kind === 'phyrexian' && match[i] == null)),
      );
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

function chooseX(tx: Tx, player: PlayerId, cost: ManaCost, exclude: ObjectId | null, name: string): number {
  if (!cost.some((s) => s.kind === 'x')) return 0;
  const a = tx.choose({ kind: 'chooseX', player, prompt: `${name}: choose X`, max: maxX(tx.s, player, cost, exclude) });
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
  const x = chooseX(tx, player, cost, null, def.name);
  const m = tx.mut(id);
  m.targets = targets;
  m.x = x;
  m.mode = mode;
  // 601.2f-h: total cost (no cost modifiers exist yet), mana abilities, payment.
  payManaCost(tx, player, cost, x, null, def.name);
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
  const x = mana ? chooseX(tx, player, mana.cost, tapsSelf ? source : null, ch.name) : 0;
  // Non-mana costs are paid after mana abilities are activated, so a source that taps as a cost can't also make mana.
  if (mana) payManaCost(tx, player, mana.cost, x, tapsSelf ? source : null, `${ch.name}'s ability`);
  payOtherCosts(tx, player, source, a.costs);
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

function payOtherCosts(tx: Tx, player: PlayerId, source: ObjectId, costs: readonly Cost[]): void {
  if (!canPayNonManaCosts(tx.s, source, costs, player)) throw new Rewind();
  payNonManaCosts(tx, source, costs, player);
}

export function describeTargets(tx: Tx, targets: readonly Ref[]): string {
  if (targets.length === 0) return '';
  const names = targets.map((t) => ('player' in t ? tx.player(t.player).name : characteristics(tx.s, t.object).name));
  return ` targeting ${names.join(', ')}`;
}
