// Plays a game between computer players through the public API only: each sees viewFor(state, itself).
import { apply, createGame, viewFor, type GameConfig, type GameState, type LoggedEvent } from '../engine/index.js';
import type { Player } from './player.js';

export interface GameResult {
  readonly state: GameState;
  readonly winner: number | null;
  readonly turns: number;
  readonly decisions: number;
  readonly capped: boolean;
}

export function playGame(
  config: GameConfig,
  players: readonly Player[],
  opts: {
    maxTurns?: number;
    onEvents?: (events: readonly LoggedEvent[], state: GameState) => void;
    /** record the game log's sentences (default: only when onEvents is given) */
    log?: boolean;
  } = {},
): GameResult {
  const maxTurns = opts.maxTurns ?? 100;
  const log = opts.log ?? opts.onEvents !== undefined;
  const created = createGame(config);
  let state = created.state;
  opts.onEvents?.(created.events, state);
  let decisions = 0;
  while (!state.over && state.pending) {
    // The turn cap, and a cap on decisions in case computer players keep making the same cancelled choice.
    if (state.turn.number > maxTurns || decisions > maxTurns * 400)
      return { state, winner: null, turns: state.turn.number, decisions, capped: true };
    const p = state.pending.player;
    const answer = players[p]!.decide(viewFor(state, p), state.pending);
    const r = apply(state, p, answer, { log });
    if (!r.ok)
      throw new Error(
        `${players[p]!.name} player gave an illegal answer ${JSON.stringify(answer)}: ${r.error.message}`,
      );
    state = r.state;
    decisions++;
    opts.onEvents?.(r.events, state);
  }
  return { state, winner: state.winner, turns: state.turn.number, decisions, capped: false };
}
