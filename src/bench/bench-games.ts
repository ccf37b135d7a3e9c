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
  /** players at the table: Red, Green, Red, ... in seat order (2 to 6) */
  readonly players: number;
  /** a Commander game (CR 903): `red` and `green` are then the two built-in Commander decks, with their commanders */
  readonly commanders?: readonly [readonly string[], readonly string[]];
}

export function benchConfig(o: BenchGames, seed: number): GameConfig {
  return {
    seed,
    ...(o.commanders ? { variant: 'commander' as const } : {}),
    players: Array.from({ length: o.players }, (_, k) => ({
      name: `${k % 2 === 0 ? 'Red' : 'Green'}${k < 2 ? '' : ` ${k + 1}`}`,
      library: k % 2 === 0 ? o.red : o.green,
      autoPass: o.autoPass,
      ...(o.commanders ? { commanders: o.commanders[k % 2]! } : {}),
    })),
  };
}

/** The random players of a game of this seed, one a seat. */
export function benchPlayers(o: BenchGames, seed: number): RandomPlayer[] {
  return Array.from({ length: o.players }, (_, k) => new RandomPlayer(seed + 7919 * k));
}

/** Game i: 100-turn cap (playGame's default). */
export function setupGame(o: BenchGames, index: number): GameSetup {
  const seed = o.seed + index;
  return { config: benchConfig(o, seed), players: benchPlayers(o, seed) };
}
