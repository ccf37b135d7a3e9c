// CR 400.2, DESIGN principle 11: what one player may see. Hidden zones (libraries, the opponent's hand) are
// replaced by placeholders; the RNG and the replay base are dropped.
import type { GameObject, GameState } from './state.js';
import type { PlayerId } from './types.js';

export const HIDDEN_CARD = '';

export function viewFor(state: GameState, player: PlayerId): GameState {
  const hidden = new Set<number>();
  for (const pl of state.players) {
    for (const id of pl.library) hidden.add(id);
    if (pl.id !== player) for (const id of pl.hand) hidden.add(id);
  }
  const objects = state.objects.map((o): GameObject | null => {
    if (!o) return null;
    if (hidden.has(o.id)) return { ...o, def: HIDDEN_CARD, card: -1 };
    // Past incarnations of hidden cards would reveal which card moved where.
    if (o.left && (o.zone === 'library' || (o.zone === 'hand' && o.owner !== player)))
      return { ...o, def: HIDDEN_CARD, card: -1 };
    return o;
  });
  const pending = state.pending && state.pending.player === player ? state.pending : null;
  return { ...state, objects, rng: 0, resume: null, pending };
}
