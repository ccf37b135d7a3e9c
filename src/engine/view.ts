// CR 400.2, DESIGN principle 11: what one player may see. Hidden zones (libraries, the opponent's hand) are
// replaced by placeholders; the RNG and the replay base are dropped.
import type { GameObject, GameState } from './state.js';
import type { PlayerId } from './types.js';

export const HIDDEN_CARD = '';

const placeholders = new WeakMap<GameObject, GameObject>();

function hide(o: GameObject): GameObject {
  let h = placeholders.get(o);
  if (!h) {
    h = { ...o, def: HIDDEN_CARD, card: -1 };
    placeholders.set(o, h);
  }
  return h;
}

export function viewFor(state: GameState, player: PlayerId): GameState {
  const objects = state.objects.slice();
  for (const pl of state.players) {
    for (const id of pl.library) objects[id] = hide(objects[id]!);
    if (pl.id !== player) for (const id of pl.hand) objects[id] = hide(objects[id]!);
  }
  const pending = state.pending && state.pending.player === player ? state.pending : null;
  return { ...state, objects, rng: 0, resume: null, pending };
}
