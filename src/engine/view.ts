// CR 400.2, DESIGN principle 11: what one player may see. Hidden zones (libraries, the opponent's hand) are
// replaced by placeholders; the RNG and the replay base are dropped.
import { copyTurn, type GameObject, type GameState } from './state.js';
import type { ObjectId, PlayerId } from './types.js';
import { copyObject } from './tx.js';
import { RecordCache } from './record-cache.js';

export const HIDDEN_CARD = '';

// The placeholder of each object record: a record is hidden the same way at every view, and hidden zones (libraries
// above all) are seen at every decision.
const placeholders = new RecordCache<GameObject>();

function hide(o: GameObject): GameObject {
  const kept = placeholders.get(o);
  if (kept) return kept;
  const h: { -readonly [K in keyof GameObject]: GameObject[K] } = copyObject(o);
  h.def = HIDDEN_CARD;
  h.card = -1;
  return placeholders.set(o, h);
}

function hideZone(objects: (GameObject | null)[], zone: readonly number[]): void {
  for (let i = 0; i < zone.length; i++) {
    const id = zone[i]!;
    objects[id] = hide(objects[id]!);
  }
}

export function viewFor(state: GameState, player: PlayerId): GameState {
  const pending = state.pending && state.pending.player === player ? state.pending : null;
  // Every field written out, in the state's order (not a spread): views are made at every decision.
  return {
    format: state.format,
    seed: state.seed,
    rng: 0,
    objects: visibleObjects(state, player, pending),
    players: state.players,
    battlefield: state.battlefield,
    exile: state.exile,
    command: state.command,
    stack: state.stack,
    // A copy: a transaction writes its turn in place, and a view made in the middle of an operation stays as made.
    turn: copyTurn(state.turn),
    effects: state.effects,
    rules: state.rules,
    permissions: state.permissions,
    shields: state.shields,
    triggers: state.triggers,
    delayed: state.delayed,
    limbo: state.limbo,
    setup: state.setup,
    nextTimestamp: state.nextTimestamp,
    nextId: state.nextId,
    mulligan: state.mulligan,
    pending,
    resume: null,
    over: state.over,
    winner: state.winner,
    decisions: state.decisions,
    skipFirstDraw: state.skipFirstDraw,
    dayNight: state.dayNight,
  };
}

/** The objects each player saw last, with what they were made from. Which cards are hidden follows from the records
 * and the zones, and no card changes zones without a new record (CR 400.7), so while the objects array is the same one
 * (and so is the list of cards a decision shows) the view's objects are the same: about half of the views made in a
 * game are of states that wrote no object since the same player's last view. */
const lastSeen: {
  readonly objects: GameState['objects'];
  readonly shown: readonly ObjectId[] | null;
  readonly visible: readonly (GameObject | null)[];
}[] = [];

function visibleObjects(
  state: GameState,
  player: PlayerId,
  pending: GameState['pending'],
): readonly (GameObject | null)[] {
  const shown = pending?.kind === 'chooseCards' ? pending.cards : null;
  const last = lastSeen[player];
  if (last && last.objects === state.objects && last.shown === shown) return last.visible;
  const visible = hiddenReplaced(state, player, shown);
  lastSeen[player] = { objects: state.objects, shown, visible };
  return visible;
}

function hiddenReplaced(state: GameState, player: PlayerId, shown: readonly ObjectId[] | null): (GameObject | null)[] {
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
  if (shown) for (const id of shown) objects[id] = state.objects[id] ?? null;
  return objects;
}
