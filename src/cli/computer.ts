// The computer players the CLI uses.
import type { Player } from '../ai/player.js';
import { RandomPlayer } from '../ai/random-player.js';
// The computer opponent: the strongest player there is. To fall back to the random player, replace the next line
// with:  import { RandomPlayer as ComputerPlayer } from '../ai/random-player.js';
import { HeuristicPlayer as ComputerPlayer } from '../ai/heuristic-player.js';

export type PlayerKind = 'random' | 'heuristic';
export const PLAYER_KINDS: readonly PlayerKind[] = ['random', 'heuristic'];

/** Whether "heuristic" really is the heuristic player (the line above may fall back to the random one). */
export const HEURISTIC_AVAILABLE: boolean = (ComputerPlayer as unknown) !== RandomPlayer;

/** A computer player of the given kind; the default is the strongest one available. */
export function computerPlayer(seed: number, kind: PlayerKind = 'heuristic'): Player {
  return kind === 'random' ? new RandomPlayer(seed) : new ComputerPlayer(seed);
}
