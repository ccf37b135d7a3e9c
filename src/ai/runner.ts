// Plays a game between computer players through the public API only: each sees viewFor(state, itself), when it looks.
import { createGame, Simulation, viewFor, type GameConfig, type GameState, type LoggedEvent } from '../engine/index.js';
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
  // The turn cap, and a cap on decisions in case computer players keep making the same cancelled choice.
  const capped = (s: GameState) => s.turn.number > maxTurns || decisions > maxTurns * 400;
  // Decisions in the middle of an operation are answered at once (no replay); at the cap the operation suspends, so
  // the game stops where it would have stopped had each decision been a call to apply.
  const sim = new Simulation(state, {
    log,
    choose: (s, c) => {
      if (capped(s)) return null;
      decisions++;
      return players[c.player]!.decide(c, () => viewFor(s, c.player));
    },
  });
  while (!state.over && state.pending) {
    if (capped(state)) return { state, winner: null, turns: state.turn.number, decisions, capped: true };
    const p = state.pending.player;
    const seen = state;
    const answer = players[p]!.decide(state.pending, () => viewFor(seen, p));
    decisions++;
    const r = sim.apply(p, answer);
    if (!r.ok)
      throw new Error(
        `${players[p]!.name} player gave an illegal answer ${JSON.stringify(answer)}: ${r.error.message}`,
      );
    state = r.state;
    opts.onEvents?.(r.events, state);
  }
  return { state, winner: state.winner, turns: state.turn.number, decisions, capped: false };
}
