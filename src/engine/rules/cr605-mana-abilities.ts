// CR 605: mana abilities. They don't use the stack (605.3b) and can be activated while paying a cost (601.2g).
import type { Ability, Cost } from '../card-def.js';
import type { ManaPaymentOption } from '../choices.js';
import { memo } from '../memo.js';
import type { GameState } from '../state.js';
import type { Tx } from '../tx.js';
import { COLORS, type ManaType, type ObjectId, type PlayerId } from '../types.js';
import { isSummoningSick } from './cr302-summoning-sickness.js';
import { characteristics } from './cr613-layers.js';
import { sacrifice } from './cr701-keyword-actions.js';
import { loseLife } from './cr119-life.js';

type ManaAbility = Extract<Ability, { kind: 'mana' }>;

/** Whether the non-mana costs of an ability can be paid now (CR 118.3, 302.6 for {T}/{Q}). */
export function canPayNonManaCosts(
  state: GameState,
  source: ObjectId,
  costs: readonly Cost[],
  player: PlayerId,
): boolean {
  const o = state.objects[source];
  if (!o) return false;
  for (const c of costs) {
    switch (c.kind) {
      case 'tap':
        // CR 107.5: a tapped permanent can't be tapped again to pay a cost.
        if (o.zone !== 'battlefield' || o.tapped || isSummoningSick(state, source)) return false;
        break;
      case 'untap':
        // CR 107.6: an untapped permanent can't be untapped to pay a cost.
        if (o.zone !== 'battlefield' || !o.tapped || isSummoningSick(state, source)) return false;
        break;
      case 'sacrificeSelf':
        if (o.zone !== 'battlefield') return false;
        break;
      case 'payLife':
        // CR 119.4: a player can pay life only if their life total is at least that much.
        if ((state.players[player]?.life ?? 0) < c.n) return false;
        break;
      case 'discardCard':
        if ((state.players[player]?.hand.length ?? 0) === 0) return false;
        break;
      case 'mana':
        break;
    }
  }
  return true;
}

export function manaCostOf(costs: readonly Cost[]): Extract<Cost, { kind: 'mana' }> | undefined {
  return costs.find((c): c is Extract<Cost, { kind: 'mana' }> => c.kind === 'mana');
}

export function producible(a: ManaAbility): ManaType[] {
  return a.produce.kind === 'fixed' ? [...new Set(a.produce.mana)] : [...COLORS];
}

/**
 * Mana abilities a player could activate now to pay a cost, one entry per ability, with the types of mana each
 * could add. Abilities with a mana cost of their own are left out of automatic payment.
 */
export function manaSources(state: GameState, player: PlayerId, exclude: ObjectId | null): ManaPaymentOption[] {
  const all = memo(state, `manaSources:${player}`, () => collectManaSources(state, player));
  return exclude === null ? all : all.filter((m) => m.source !== exclude);
}

function collectManaSources(state: GameState, player: PlayerId): ManaPaymentOption[] {
  const exclude = null;
  const out: ManaPaymentOption[] = [];
  for (const id of state.battlefield) {
    if (id === exclude) continue;
    const o = state.objects[id];
    if (!o || o.controller !== player) continue;
    const abilities = characteristics(state, id).abilities;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.kind !== 'mana' || manaCostOf(a.costs)) continue;
      if (!canPayNonManaCosts(state, id, a.costs, player)) continue;
      out.push({ source: id, ability: i, produces: producible(a) });
    }
  }
  // Automatic payment prefers lands to creatures, and sources of one color to flexible ones.
  const rank = (m: ManaPaymentOption) =>
    (characteristics(state, m.source).types.includes('Creature') ? 100 : 0) +
    (sacrifices(state, m) ? 1000 : 0) +
    m.produces.length;
  return out.sort((a, b) => rank(a) - rank(b) || a.source - b.source);
}

function sacrifices(state: GameState, m: ManaPaymentOption): boolean {
  const a = characteristics(state, m.source).abilities[m.ability];
  return !!a && a.kind === 'mana' && a.costs.some((c) => c.kind === 'sacrificeSelf');
}

/** Pays the non-mana costs of an ability (CR 601.2h). */
export function payNonManaCosts(
  tx: Tx,
  source: ObjectId,
  costs: readonly Cost[],
  player: PlayerId,
  quiet = false,
): void {
  for (const c of costs) {
    switch (c.kind) {
      case 'tap':
        tapPermanent(tx, source, quiet);
        break;
      case 'untap':
        tx.mut(source).tapped = false;
        tx.emit({ kind: 'untap', object: source }, () => `${characteristics(tx.s, source).name} untaps`);
        break;
      case 'sacrificeSelf':
        sacrifice(tx, source);
        break;
      case 'payLife':
        loseLife(tx, player, c.n, ' (paid as a cost)', 'CR 119.4');
        break;
      case 'discardCard':
        // The card discarded is chosen by the payment step that calls this; nothing to do here.
        break;
      case 'mana':
        break;
    }
  }
}

export function tapPermanent(tx: Tx, id: ObjectId, quiet = false): void {
  tx.mut(id).tapped = true;
  tx.emit({ kind: 'tap', object: id }, quiet ? null : () => `${characteristics(tx.s, id).name} becomes tapped`);
}

/** Activates a mana ability: pays its costs and adds its mana at once (CR 605.3a-b). */
export function activateManaAbility(tx: Tx, player: PlayerId, source: ObjectId, index: number, color?: ManaType): void {
  const a = characteristics(tx.s, source).abilities[index];
  if (!a || a.kind !== 'mana') throw new Error(`not a mana ability: ${source}/${index}`);
  // The log says "taps Forest for {G}" in one sentence, so tapping as the cost is not told separately.
  const taps = a.costs.some((c) => c.kind === 'tap');
  payNonManaCosts(tx, source, a.costs, player, taps);
  let mana: ManaType[];
  if (a.produce.kind === 'fixed') mana = a.produce.mana.slice();
  else {
    let c = color;
    if (!c) {
      const ans = tx.choose({ kind: 'chooseColor', player, prompt: 'Choose a color of mana', colors: [...COLORS] });
      c = ans.kind === 'color' ? ans.color : 'W';
    }
    mana = Array.from({ length: a.produce.n }, () => c);
  }
  addMana(tx, player, source, mana, taps);
}

export function addMana(tx: Tx, player: PlayerId, source: ObjectId, mana: readonly ManaType[], tapped = false): void {
  const pool = tx.mutPlayer(player).pool;
  for (const m of mana) pool[m]++;
  const symbols = mana.map((m) => `{${m}}`).join('');
  tx.emit({ kind: 'manaAdded', player, source, mana }, () =>
    tapped
      ? `${tx.player(player).name} taps ${characteristics(tx.s, source).name} for ${symbols}`
      : `${characteristics(tx.s, source).name} adds ${symbols}`,
  );
  // TODO 605.4a: triggered mana abilities ("whenever ... is tapped for mana") — none in the card pool yet.
}
