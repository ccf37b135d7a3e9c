// CR 118.3: whether an ability's costs other than mana can be paid now, and the choices they offer (what could be
// sacrificed, which graveyard cards exiled); a loyalty ability (606.3) and X set by counters removed (107.3a).
import type { Ability, Cost, ObjectFilter } from '../card-def.js';
import { notePlayerRead } from '../memo.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { isSummoningSick } from './cr302-summoning-sickness.js';
import { matchesFilter } from './cr613-layers.js';
import { canCrew } from './cr702-crew.js';

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
      case 'discardSelf':
        if (o.zone !== 'hand') return false;
        break;
      case 'payLife':
        notePlayerRead(state);
        // CR 119.4: a player can pay life only if their life total is at least that much.
        if ((state.players[player]?.life ?? 0) < c.n) return false;
        break;
      case 'discardCard':
        // CR 118.3: a card that isn't in the hand can't be discarded to pay the cost.
        if (discardCostChoices(state, player, c.filter, source).length < (c.n ?? 1)) return false;
        break;
      case 'putCounters':
        if (o.zone !== 'battlefield') return false;
        break;
      case 'exileFromHand':
        if (handCostChoices(state, player, c.filter, source).length === 0) return false;
        break;
      case 'tapPermanents':
        // CR 118.3: only untapped permanents can be tapped to pay the cost; the source, if {T} taps it too, is not
        // one of them.
        if (tapCostChoices(state, source, c.filter, player, costs).length < c.n) return false;
        break;
      case 'returnToHand':
        if (sacrificeChoices(state, source, c.filter, player).length === 0) return false;
        break;
      case 'sacrifice':
        if (sacrificeChoices(state, source, c.filter, player).length === 0) return false;
        break;
      case 'exileFromGraveyard':
        // CR 118.3: a card that isn't there can't be exiled to pay the cost.
        if (graveyardCostChoices(state, player, c.filter, source).length < (c.n ?? 1)) return false;
        break;
      case 'loyalty':
        // CR 606.6: a negative loyalty cost can't be paid with fewer loyalty counters than that (−X: X may be 0).
        if (o.zone !== 'battlefield') return false;
        if (typeof c.change === 'number' && c.change < 0 && (o.counters.loyalty ?? 0) < -c.change) return false;
        break;
      case 'removeCounters':
        // CR 122.8, 118.3: only counters that are there can be removed (X may always be 0).
        if (c.amount !== 'x' && (o.counters[c.counter] ?? 0) < c.amount) return false;
        break;
      case 'crew':
        if (o.zone !== 'battlefield' || !canCrew(state, source, c.power, player)) return false;
        break;
      case 'mana':
        break;
    }
  }
  return true;
}

/** CR 606.3: a loyalty ability is an activated ability with a loyalty symbol in its cost. */
export function isLoyaltyAbility(a: Ability): boolean {
  return a.kind === 'activated' && a.costs.some((c) => c.kind === 'loyalty');
}

/** The most X can be for an ability whose cost removes X counters (CR 107.3a, 122.8), or null without such a cost. */
export function maxCounterX(state: GameState, source: ObjectId, costs: readonly Cost[]): number | null {
  const c = costs.find((k): k is Extract<Cost, { kind: 'removeCounters' }> => k.kind === 'removeCounters');
  if (!c || c.amount !== 'x') return null;
  return state.objects[source]?.counters[c.counter] ?? 0;
}

export function manaCostOf(costs: readonly Cost[]): Extract<Cost, { kind: 'mana' }> | undefined {
  return costs.find((c): c is Extract<Cost, { kind: 'mana' }> => c.kind === 'mana');
}

/** Permanents the player could sacrifice for a "Sacrifice a <filter>" cost. */
export function sacrificeChoices(state: GameState, source: ObjectId, f: ObjectFilter, player: PlayerId): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = state.objects[id]!;
    return o.controller === player && matchesFilter(state, o, f, player, source);
  });
}

/** The cards of a player's graveyard a cost may exile ("Exile a creature card from your graveyard", CR 118.3). */
export function graveyardCostChoices(
  state: GameState,
  player: PlayerId,
  f: ObjectFilter,
  source: ObjectId,
): ObjectId[] {
  notePlayerRead(state);
  return (state.players[player]?.graveyard ?? []).filter((id) =>
    matchesFilter(state, state.objects[id]!, f, player, source),
  );
}

/** The cards of a player's hand a "Discard a <kind> card" cost may discard (CR 118.3, 701.9): any card without a
 * filter, never the card whose spell it is (a spell being cast is on the stack by then, CR 601.2a). */
export function discardCostChoices(
  state: GameState,
  player: PlayerId,
  f: ObjectFilter | undefined,
  source: ObjectId,
): ObjectId[] {
  notePlayerRead(state);
  const hand = state.players[player]?.hand ?? [];
  return hand.filter((id) => id !== source && (!f || matchesFilter(state, state.objects[id]!, f, player, source)));
}

/** The permanents a "Tap N untapped <permanents> you control" cost may tap (CR 118.3): untapped, controlled by the
 * player, matching the filter; the source is left out when the same costs tap it with {T} (CR 107.5). */
export function tapCostChoices(
  state: GameState,
  source: ObjectId,
  f: ObjectFilter,
  player: PlayerId,
  costs: readonly Cost[],
): ObjectId[] {
  const selfTapped = costs.some((c) => c.kind === 'tap');
  return sacrificeChoices(state, source, f, player).filter(
    (id) => !state.objects[id]!.tapped && !(selfTapped && id === source),
  );
}

/** The cards of a player's hand an "Exile a <kind> card from your hand" cost may exile (CR 118.3), as for discarding. */
export function handCostChoices(state: GameState, player: PlayerId, f: ObjectFilter, source: ObjectId): ObjectId[] {
  return discardCostChoices(state, player, f, source);
}
