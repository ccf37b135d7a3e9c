// Soulbond (CR 702.95): "When this creature enters, if you control both this creature and another creature and both
// are unpaired, you may pair this creature with another unpaired creature you control for as long as both remain
// creatures on the battlefield under your control" and "Whenever another creature you control enters, if you control
// both that creature and this one and both are unpaired, you may pair that creature with this creature ..." (702.95a).
// The two abilities are read as one triggered ability on "this or another creature you control enters": each entering
// creature triggers it once, as one of the two would, and its intervening "if" (603.4) and its choice are those of the
// ability that creature's entering stands for.
// Whether an object is a creature is asked of the caller (the layers read it from the type line, conditions through
// their matcher), so that this module sits below both.
import type { Ability } from '../card-def.js';
import type { GameObject, GameState } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';

/** Whether an object is a creature now. */
export type IsCreature = (o: Readonly<GameObject>) => boolean;

export const SOULBOND: Extract<Ability, { kind: 'triggered' }> = {
  kind: 'triggered',
  trigger: { kind: 'anotherEnters', filter: { types: ['Creature'], controller: 'you' }, orSelf: true },
  condition: { kind: 'soulbondUnpaired' },
  targets: [],
  effects: [{ kind: 'pair' }],
  text: 'Soulbond',
};

/** A creature on the battlefield under `player`'s control. */
function creatureUnder(state: GameState, id: ObjectId, player: PlayerId, isCreature: IsCreature): boolean {
  const o = state.objects[id];
  return !!o && !o.left && o.zone === 'battlefield' && o.controller === player && isCreature(o);
}

/**
 * CR 702.95b, 702.95e: the creature `id` is paired with, or null. A pair holds while both are creatures on the
 * battlefield under the control of the player who controlled both when they were paired; breakPairs makes its end
 * last (a creature that stops being a creature stays unpaired when it becomes one again).
 */
export function pairedPartner(state: GameState, id: ObjectId, isCreature: IsCreature): ObjectId | null {
  const p = state.objects[id]?.paired;
  if (p === undefined || p === null) return null;
  const other = state.objects[p.with];
  if (other?.paired?.with !== id) return null;
  return creatureUnder(state, id, p.under, isCreature) && creatureUnder(state, p.with, p.under, isCreature)
    ? p.with
    : null;
}

/** CR 702.95a: the intervening "if" of a soulbond ability of `source`, for the entering creature `entered`: the player
 * controls both, and both are unpaired — when the soulbond creature itself entered, "another creature" is any
 * unpaired creature they control. */
export function soulbondCanPair(
  state: GameState,
  player: PlayerId,
  source: ObjectId | null,
  entered: ObjectId | undefined,
  isCreature: IsCreature,
): boolean {
  if (source === null || !creatureUnder(state, source, player, isCreature)) return false;
  if (pairedPartner(state, source, isCreature) !== null) return false;
  if (entered === undefined || entered === source) return pairCandidates(state, player, source, isCreature).length > 0;
  return creatureUnder(state, entered, player, isCreature) && pairedPartner(state, entered, isCreature) === null;
}

/** The unpaired creatures other than `source` that `player` controls. */
export function pairCandidates(
  state: GameState,
  player: PlayerId,
  source: ObjectId,
  isCreature: IsCreature,
): ObjectId[] {
  return state.battlefield.filter(
    (id) =>
      id !== source && creatureUnder(state, id, player, isCreature) && pairedPartner(state, id, isCreature) === null,
  );
}

/** CR 702.95b-c: pairs two creatures, if both are still creatures on the battlefield under `player`'s control and
 * unpaired (else neither becomes paired). */
export function pairUp(tx: Tx, player: PlayerId, a: ObjectId, b: ObjectId, isCreature: IsCreature): boolean {
  const s = tx.s;
  if (a === b || !creatureUnder(s, a, player, isCreature) || !creatureUnder(s, b, player, isCreature)) return false;
  if (pairedPartner(s, a, isCreature) !== null || pairedPartner(s, b, isCreature) !== null) return false;
  tx.mut(a).paired = { with: b, under: player };
  tx.mut(b).paired = { with: a, under: player };
  tx.emit({ kind: 'info' }, () => `${tx.obj(a).def} is paired with ${tx.obj(b).def}`, 'CR 702.95b');
  return true;
}

/** CR 702.95e: a paired creature becomes unpaired when another player gains control of it or of its partner, when
 * either stops being a creature, or when either leaves the battlefield. Looked at with the state-based actions: a pair
 * found broken is ended for good. */
export function breakPairs(tx: Tx, isCreature: IsCreature): void {
  for (const id of tx.s.battlefield) {
    const o = tx.obj(id);
    if (o.paired === undefined || o.paired === null || pairedPartner(tx.s, id, isCreature) !== null) continue;
    tx.mut(id).paired = null;
    tx.emit({ kind: 'info' }, () => `${o.def} becomes unpaired`, 'CR 702.95e');
  }
}
