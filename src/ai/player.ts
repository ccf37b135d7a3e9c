import type { Answer, GameState, PendingChoice } from '../engine/index.js';

/** A computer player: given the decision it must make, an answer. `view` gives its own view of the game (hidden
 * cards are placeholders, CR 400.2); it is worked out when asked for, since many decisions need no look at the board
 * (a random player's, paying a cost automatically). */
export interface Player {
  readonly name: string;
  decide(choice: PendingChoice, view: () => GameState): Answer;
}
