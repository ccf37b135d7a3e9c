// Conditions in abilities: "Activate only during your upkeep", intervening "if" clauses (CR 603.4), "instead if"
// (608.2c). What each condition means is condition-eval.ts's; here filters are matched through the layers.
import type { Condition } from '../card-def.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { matchesFilter } from './cr613-layers.js';
import { evaluateCondition } from './condition-eval.js';
import { evolves } from './cr702-evolve.js';

// What depends on the step through a condition (an action offered "only during your upkeep") is known by the kernel's
// count of looks at the step having moved while working it out (stepReads in memo.ts).
export { stepReads } from '../memo.js';

/** Whether a condition holds for player `p` (the ability's controller), `source` being the ability's source and
 * `thatObject` the object the triggering event concerned, if any. */
export function conditionHolds(
  s: GameState,
  c: Condition | undefined,
  p: PlayerId,
  source: ObjectId | null,
  thatObject?: ObjectId,
): boolean {
  return !c || evaluateCondition(s, c, p, source, matchesFilter, { thatObject, bigger: evolves });
}
