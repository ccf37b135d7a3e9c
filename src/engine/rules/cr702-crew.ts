// CR 702.122: crew. "Crew N" means "Tap any number of other untapped creatures you control with total power N or
// greater: This permanent becomes an artifact creature until end of turn." Tapping creatures for it is no {T} cost of
// theirs, so creatures with summoning sickness may crew (302.6 restricts only {T} and {Q} abilities of the creature).
import type { GameState } from '../state.js';
import { Rewind, type Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { characteristics } from './cr613-layers.js';

/** The creatures that could be tapped to crew `vehicle`: other untapped creatures its controller controls. */
export function crewChoices(state: GameState, vehicle: ObjectId, player: PlayerId): ObjectId[] {
  return state.battlefield.filter((id) => {
    const o = state.objects[id]!;
    return id !== vehicle && o.controller === player && !o.tapped && characteristics(state, id).creature;
  });
}

/** What a creature adds to the total power tapped to crew (a negative power adds nothing). */
const crewPower = (state: GameState, id: ObjectId): number => Math.max(0, characteristics(state, id).power);

/** Whether the crew cost can be paid: the creatures that could crew have total power `n` or greater. */
export function canCrew(state: GameState, vehicle: ObjectId, n: number, player: PlayerId): boolean {
  let total = 0;
  for (const id of crewChoices(state, vehicle, player)) if ((total += crewPower(state, id)) >= n) return true;
  return n <= 0;
}

/**
 * Pays a crew cost: the player picks creatures one at a time until their total power is `n` or greater, then may tap
 * any number more ("any number of ... with total power N or greater"); they become tapped together, each one
 * crewing the Vehicle (CR 702.122b).
 */
export function payCrew(tx: Tx, vehicle: ObjectId, n: number, player: PlayerId): void {
  const chosen: ObjectId[] = [];
  let total = 0;
  const rest = () => crewChoices(tx.s, vehicle, player).filter((id) => !chosen.includes(id));
  while (total < n) {
    const options = rest();
    // The cost was payable when the ability was offered; if that changed, the activation is undone (CR 732.1).
    if (options.length === 0) throw new Rewind();
    const a = tx.choose({
      kind: 'chooseCards',
      player,
      prompt: `Crew ${n}: tap an untapped creature (total power so far ${total})`,
      cards: options,
      min: 1,
      max: 1,
    });
    const id = a.kind === 'cards' ? a.cards[0] : undefined;
    if (id === undefined) throw new Rewind();
    chosen.push(id);
    total += crewPower(tx.s, id);
  }
  const more = rest();
  if (more.length > 0) {
    const a = tx.choose({
      kind: 'chooseCards',
      player,
      prompt: `Crew ${n}: tap any other creatures to crew it too (optional)`,
      cards: more,
      min: 0,
      max: more.length,
    });
    if (a.kind === 'cards') chosen.push(...a.cards);
  }
  const name = characteristics(tx.s, vehicle).name;
  for (const id of chosen) {
    tx.mutStatus(id).tapped = true;
    tx.emit({ kind: 'tap', object: id }, () => `${characteristics(tx.s, id).name} crews ${name}`, 'CR 702.122b');
  }
}
