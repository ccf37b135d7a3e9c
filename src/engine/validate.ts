// Checks that an answer fits the pending choice, before anything changes.
import type { Answer, PendingChoice } from './choices.js';
import { parseAnswer } from './parse-answer.js';
import type { GameState } from './state.js';

/** Returns why the answer doesn't fit the pending choice `c` of this state, or null: the check `apply` makes before
 * anything changes (parseAnswer, which says too whether the answer is malformed or illegal), for a client that wants
 * to test an answer (a declaration of blockers, say) without applying it. */
export function validateAnswer(state: GameState, c: PendingChoice, a: Answer): string | null {
  const r = parseAnswer(state, c, a);
  return r.ok ? null : r.error.message;
}
