// Evolve (CR 702.100): "Whenever a creature you control enters, if that creature's power is greater than this
// creature's power and/or that creature's toughness is greater than this creature's toughness, put a +1/+1 counter
// on this creature." The keyword is this triggered ability (asked for through cr702-triggered-keywords.ts), with an
// intervening "if" (603.4) checked as it triggers and again as it resolves.
import type { Ability } from '../card-def.js';
import type { GameState } from '../state.js';
import type { ObjectId } from '../types.js';
import { characteristics } from './cr613-layers.js';

export const EVOLVE: Extract<Ability, { kind: 'triggered' }> = {
  kind: 'triggered',
  trigger: { kind: 'anotherEnters', filter: { types: ['Creature'], controller: 'you' } },
  condition: { kind: 'thatCreatureBigger' },
  targets: [],
  effects: [{ kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'const', n: 1 } }],
  text: 'Evolve',
};

/** CR 702.100a-b: whether the creature that entered has greater power or greater toughness than the creature with
 * evolve, each as it is now or, once it has left the battlefield, as it last existed (702.100b). A creature that isn't
 * one as the ability resolves is compared by what it has then (a noncreature permanent entering never triggers it,
 * 702.100c, which the trigger's filter keeps). */
export function evolves(s: GameState, entered: ObjectId | undefined, self: ObjectId | null): boolean {
  if (entered === undefined || self === null) return false;
  const that = characteristics(s, entered);
  const mine = characteristics(s, self);
  return that.power > mine.power || that.toughness > mine.toughness;
}
