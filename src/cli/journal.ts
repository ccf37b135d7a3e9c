// A game as the server saves it (game-db.ts): its configuration (seed, players' names and decks) and the journal of
// every answer the engine took, in order. The engine being deterministic, the same configuration and journal give the
// same game: a saved game is made again by replaying its journal, and a finished one stepped through.
import { apply, createGame, type Answer, type GameState, type LoggedEvent, type PlayerId } from '../engine/index.js';

/** One answer the engine took, by the player who gave it. */
export type JournalEntry =
  /** `asked`: the person gave it themselves (a game against the computer: a point it can be taken back to), not the
   * computer or their stops for them */
  | { readonly player: PlayerId; readonly answer: Answer; readonly asked?: boolean }
  /** the engine's auto-pass for the player switched (full control), which changes what the engine asks next */
  | { readonly player: PlayerId; readonly autoPass: boolean };

/** The game after one journal entry: the engine's result (the state unchanged and no events for a setting). */
export function replayEntry(state: GameState, e: JournalEntry): ReturnType<typeof apply> {
  if ('autoPass' in e)
    return {
      ok: true,
      state: { ...state, players: state.players.map((p) => (p.id === e.player ? { ...p, autoPass: e.autoPass } : p)) },
      events: [],
    };
  return apply(state, e.player, e.answer);
}

/** A whole game replayed: the state after each step (0: as dealt), every event, and how many events each step had
 * told by its end. Throws when an entry no longer applies (a save of another version of the rules). */
export function replayJournal(
  config: Parameters<typeof createGame>[0],
  journal: readonly JournalEntry[],
): { states: GameState[]; events: LoggedEvent[]; counts: number[] } {
  const created = createGame(config);
  const states = [created.state];
  const events = [...created.events];
  const counts = [events.length];
  let s = created.state;
  for (const [i, e] of journal.entries()) {
    const r = replayEntry(s, e);
    if (!r.ok) throw new Error(`step ${i + 1} of the saved game no longer applies: ${r.error.message}`);
    s = r.state;
    states.push(s);
    events.push(...r.events);
    counts.push(events.length);
  }
  return { states, events, counts };
}
