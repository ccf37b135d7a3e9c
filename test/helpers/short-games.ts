// A games module for GamePool tests (src/ai/parallel.ts): `sim`'s games with a lower turn cap, to keep tests short,
// and a game index that throws, to see a failure reported.
import type { GameSetup } from '../../src/ai/parallel.js';
import { setupGame as simGame, type SimGames } from '../../src/cli/sim-games.js';

export interface ShortGames {
  readonly sim: SimGames;
  readonly maxTurns: number;
  /** setting up this game throws */
  readonly failAt?: number;
}

export function setupGame(o: ShortGames, index: number): GameSetup {
  if (index === o.failAt) throw new Error(`game ${index} was set up to fail`);
  return { ...simGame(o.sim, index), maxTurns: o.maxTurns };
}
