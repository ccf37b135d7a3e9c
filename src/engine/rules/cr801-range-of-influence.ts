// CR 801: the limited range of influence option. A player's range of influence is the number of seats, counted either
// way around the table, within which they can affect players and objects (801.2); the seats are counted among the
// players in the game as each turn begins (801.2c). Without the option every player is within every range.
import type { GameState } from '../state.js';
import type { PlayerId } from '../types.js';

/** CR 801.2c: the seating, in turn order, of the players still in the game as a turn begins; null without the
 * limited range of influence option (then nobody's range is limited). */
export function seatsAtTurnStart(state: GameState): PlayerId[] | null {
  if (state.rangeOfInfluence === null) return null;
  return state.players.filter((pl) => !pl.lost).map((pl) => pl.id);
}

/** CR 801.2, 801.2b: whether player `q` is within player `p`'s range of influence. A player outside the seating of
 * this turn (one who has left the game) is within no one's range but their own. */
export function withinRange(state: GameState, p: PlayerId, q: PlayerId): boolean {
  const range = state.rangeOfInfluence;
  if (range === null || p === q) return true;
  const seats = state.turn.seats;
  if (seats === null) return true;
  const i = seats.indexOf(p);
  const j = seats.indexOf(q);
  if (i < 0 || j < 0) return false;
  const d = Math.abs(i - j);
  return Math.min(d, seats.length - d) <= range;
}

/** Whether the option limits anything in this game (a cheap test for the hot paths). */
export function rangeLimited(state: GameState): boolean {
  return state.rangeOfInfluence !== null;
}
