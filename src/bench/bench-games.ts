// The benchmark's games, as a games module for GamePool (src/ai/parallel.ts), so that the single-thread run and the
// run across workers play the very same games.
import type { GameSetup } from '../ai/parallel.js';
import { RandomPlayer } from '../ai/random-player.js';
import type { GameConfig } from '../engine/index.js';

/** Plain data, posted to each worker. */
export interface BenchGames {
  /** game i uses seed + i */
  readonly seed: number;
  /** whether random players pass automatically when passing is all they could do */
  readonly autoPass: boolean;
  readonly red: readonly string[];
  readonly green: readonly string[];
}

export function benchConfig(o: BenchGames, seed: number): GameConfig {
  return {
    seed,
    players: [
      { name: 'Red', library: o.red, autoPass: o.autoPass },
      { name: 'Green', library: o.green, autoPass: o.autoPass },
    ],
  };
}

/** Game i: 100-turn cap (playGame's default). */
export function setupGame(o: BenchGames, index: number): GameSetup {
  const seed = o.seed + index;
  return { config: benchConfig(o, seed), players: [new RandomPlayer(seed), new RandomPlayer(seed + 7919)] };
}
