import type { Answer, GameState, PendingChoice } from '../engine/index.js';

/** A computer player: given its own view of the game and the decision it must make, an answer. */
export interface Player {
  readonly name: string;
  decide(view: GameState, choice: PendingChoice): Answer;
}
