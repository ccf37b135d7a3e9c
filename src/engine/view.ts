// CR 400.2, DESIGN principle 11: what one player may see. Hidden zones (libraries, the opponent's hand) are
// replaced by placeholders; the RNG and the replay base are dropped.
import type { GameObject, GameState } from './state.js';
import type { PlayerId } from './types.js';

export const HIDDEN_CARD = '';

const placeholders = new WeakMap<GameObject, GameObject>();
/** Hidden placeholders for a whole zone, cached by the zone's array: unchanged zones share the array (copy-on-write). */
const zonePlaceholders = new WeakMap<readonly number[], GameObject[]>();

function hide(o: GameObject): GameObject {
  let h = placeholders.get(o);
  if (!h) {
    h = { ...o, def: HIDDEN_CARD, card: -1 };
    placeholders.set(o, h);
  }
  return h;
}

function hideZone(objects: (GameObject | null)[], zone: readonly number[]): void {
  let hidden = zonePlaceholders.get(zone);
  if (!hidden) {
    hidden = zone.map((id) => hide(objects[id]!));
    zonePlaceholders.set(zone, hidden);
  }
  for (let i = 0; i < zone.length; i++) objects[zone[i]!] = hidden[i]!;
}

export function viewFor(state: GameState, player: PlayerId): GameState {
  const pending = state.pending && state.pending.player === player ? state.pending : null;
  const view = { ...state, rng: 0, resume: null, pending };
  // The objects with hidden cards replaced are worked out on first read: a player that decides from the choice alone
  // (the random player, mostly) never pays for them. The property is an ordinary enumerable one to every reader
  // (spread, JSON, structuredClone). Like the rest of a view, it is read while the player decides.
  let objects: (GameObject | null)[] | null = null;
  Object.defineProperty(view, 'objects', {
    enumerable: true,
    configurable: true,
    get: () => (objects ??= visibleObjects(state, player, pending)),
  });
  return view;
}

function visibleObjects(state: GameState, player: PlayerId, pending: GameState['pending']): (GameObject | null)[] {
  const objects = state.objects.slice();
  for (const pl of state.players) {
    hideZone(objects, pl.library);
    if (pl.id !== player) {
      hideZone(objects, pl.hand);
      // A card revealed from a hand (miracle, CR 702.94b) is seen by every player while it stays revealed.
      for (const id of pl.hand) if (state.objects[id]?.revealed) objects[id] = state.objects[id];
    }
  }
  // CR 406.3a: cards exiled face down can't be examined by any player.
  for (const id of state.exile) if (state.objects[id]?.faceDown) objects[id] = hide(state.objects[id]!);
  // A player choosing among cards sees them, e.g. while searching their library (CR 701.23).
  if (pending?.kind === 'chooseCards') for (const id of pending.cards) objects[id] = state.objects[id] ?? null;
  return objects;
}
