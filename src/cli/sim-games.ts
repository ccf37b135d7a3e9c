// The games of `lorekeeper sim`, as a games module for GamePool (src/ai/parallel.ts): game i of a run is built from
// the run's options alone, in whichever thread plays it.
import type { GameSetup } from '../ai/parallel.js';
import { computerPlayer, type PlayerKind } from './computer.js';
import { playerSeed } from './options.js';
import { gameRules, type TableRules } from './table-rules.js';

/** Games still going after this many turns are stopped and counted as capped. */
export const MAX_TURNS = 100;

/** Plain data, posted to each worker. */
export interface SimGames {
  /** game i uses seed + i */
  readonly seed: number;
  /** deck A in seat 0, deck B in seat 1 */
  readonly seats: readonly {
    readonly name: string;
    readonly library: readonly string[];
    readonly commanders?: readonly string[];
  }[];
  readonly players: PlayerKind;
  /** a Commander game (CR 903) */
  readonly commander?: boolean;
  /** the multiplayer options (CR 801, 803) */
  readonly rules?: TableRules;
}

export function setupGame(o: SimGames, index: number): GameSetup {
  const seed = o.seed + index;
  // Who starts is chosen by the game's seeded RNG (CR 103.1).
  return {
    config: {
      seed,
      ...(o.commander ? { variant: 'commander' as const } : {}),
      ...gameRules(o.rules ?? {}),
      players: o.seats.map((s) => ({
        name: s.name,
        library: s.library,
        ...(s.commanders ? { commanders: s.commanders } : {}),
      })),
    },
    players: o.seats.map((_, k) => computerPlayer(playerSeed(seed, k), o.players)),
    maxTurns: MAX_TURNS,
  };
}
