// CR 400.2, DESIGN principle 11: what one player may see. A view is shaped like a state, so the engine's read-only
// questions (characteristics, say) work on it, but it carries nothing from which hidden information could be worked
// out: no seed, no RNG state, no replay base, and no id, order or record of a hidden card.
import type { GameEvent, LoggedEvent } from './events.js';
import { freshObject } from './records.js';
import { copyTurn, type GameObject, type GameState, type PlayerState } from './state.js';
import type { ObjectId, PlayerId, Zone } from './types.js';
import { store, storeKey } from './memo.js';
import { revealedTopCard } from './rules/cr401-library-top.js';
import { copyObject } from './tx.js';
import { FACE_DOWN } from './registry.js';

/** The name a hidden card has in a view. */
export const HIDDEN_CARD = '';

/**
 * Whether a player may not see this record (as it is, or as it was last: a past incarnation that was in a hidden zone
 * tells what was there). CR 401.2: libraries are hidden from everyone; 402.3: a hand from everyone but its owner (a
 * card revealed from it, e.g. for miracle, 702.94b, is seen by all); 406.3a: cards exiled face down from everyone.
 */
export function hiddenFrom(o: Readonly<GameObject>, player: PlayerId): boolean {
  switch (o.zone) {
    case 'library':
      return true;
    case 'hand':
      return o.owner !== player && !o.revealed;
    case 'exile':
      return o.faceDown;
    case 'battlefield':
    case 'stack':
      // CR 708.5: a face-down spell or permanent is seen by its controller alone — until it is revealed as it leaves
      // for another zone (708.9: `revealed` on the record it left), or the game ends (708.9).
      return o.faceDown && !o.revealed && o.controller !== player;
    default:
      return false;
  }
}

/** CR 708.2a, 708.5: what the other players see of a face-down spell or permanent: an object with the face-down
 * characteristics, its status (tapped, counters, damage, combat), and nothing of its card. */
function faceDownSeen(o: Readonly<GameObject>): GameObject {
  // (A record of the one shape every record has, copyObject's, with nothing of its card: its def and card number are
  // the face-down ones.)
  const c = copyObject(o);
  c.copyExcept = undefined;
  c.face = 0;
  c.copyOf = null;
  c.chosenType = null;
  c.castVia = o.castVia === 'megamorph' ? 'morph' : o.castVia;
  return { ...c, def: FACE_DOWN, card: -1 };
}

/**
 * What `player` may see of the game. Every record of a hidden card is left out (null), so neither its name nor its id
 * can be told apart from another's. A library, and another player's hand, are given as placeholders: cards named
 * HIDDEN_CARD with ids of the view's own, past the state's objects, that say nothing but how many cards the zone
 * holds (CR 400.7: a card entering a hidden zone is a new object no player can follow there). Cards revealed from a
 * hand keep their place in the view's hand list after the placeholders. Cards the player's pending decision shows
 * them (searching their library, CR 701.23) are seen, as they are.
 */
export function viewFor(state: GameState, player: PlayerId): GameState {
  const pending = state.pending && state.pending.player === player ? state.pending : null;
  const seen = visibleObjects(state, player, pending);
  // Every field written out, in the state's order (not a spread): views are made at every decision.
  return {
    format: state.format,
    seed: 0,
    rng: 0,
    objects: seen.objects,
    players: seen.players,
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
    attackOption: state.attackOption,
    rangeOfInfluence: state.rangeOfInfluence,
    dayNight: state.dayNight,
  };
}

interface Seen {
  readonly objects: readonly (GameObject | null)[];
  readonly players: readonly PlayerState[];
}

/** The view each player saw last, with what it was made from, kept by the kernel: about half of the views made in a
 * game are of states that wrote no object and no player since the same player's last view. */
const LAST_SEEN = storeKey(
  'lastSeen',
  () =>
    [] as {
      readonly objects: GameState['objects'];
      readonly players: GameState['players'];
      readonly effects: GameState['effects'];
      readonly shown: readonly ObjectId[] | null;
      readonly over: boolean;
      readonly seen: Seen;
    }[],
);

function visibleObjects(state: GameState, player: PlayerId, pending: GameState['pending']): Seen {
  const shown = pending?.kind === 'chooseCards' ? pending.cards : null;
  const lastSeen = store(LAST_SEEN);
  const last = lastSeen[player];
  // (The continuous effects too: one may take away the ability that reveals a library's top card, CR 401.5.)
  if (
    last &&
    last.objects === state.objects &&
    last.players === state.players &&
    last.effects === state.effects &&
    last.shown === shown &&
    last.over === state.over
  )
    return last.seen;
  const seen = hiddenLeftOut(state, player, shown);
  lastSeen[player] = {
    objects: state.objects,
    players: state.players,
    effects: state.effects,
    shown,
    over: state.over,
    seen,
  };
  return seen;
}

function hiddenLeftOut(state: GameState, player: PlayerId, shown: readonly ObjectId[] | null): Seen {
  const objects = state.objects.slice();
  // CR 708.9: at the end of the game, face-down spells and permanents are revealed to all players.
  const over = state.over;
  for (let id = 0; id < objects.length; id++) {
    const o = objects[id];
    // (Only those: hands and libraries stay hidden when the game is over.)
    if (o && hiddenFrom(o, player) && !(over && (o.zone === 'battlefield' || o.zone === 'stack')))
      // A card exiled face down is there for all to count (CR 406.3a): it keeps its id, with nothing of its face. A
      // face-down spell or permanent is seen face down (CR 708.5).
      objects[id] =
        o.zone === 'battlefield' || o.zone === 'stack'
          ? faceDownSeen(o)
          : o.zone === 'exile' && !o.left
            ? { ...placeholder(id, o.owner, 'exile'), faceDown: true }
            : null;
  }
  if (shown) for (const id of shown) objects[id] = state.objects[id] ?? null;
  const players: PlayerState[] = [];
  for (const pl of state.players) {
    // CR 401.5: a library whose top card is played revealed shows that card to every player, in its place.
    const top = revealedTopCard(state, pl.id);
    let library = placeholders(objects, pl.id, 'library', pl.library.length - (top === null ? 0 : 1));
    if (top !== null) {
      objects[top] = state.objects[top] ?? null;
      library = [...library, top];
    }
    let hand = pl.hand;
    if (pl.id !== player) {
      const revealed = pl.hand.filter((id) => objects[id] !== null);
      hand = [...placeholders(objects, pl.id, 'hand', pl.hand.length - revealed.length), ...revealed];
    }
    players.push({ ...pl, library, hand });
  }
  return { objects, players };
}

/** `n` cards of a hidden zone, as records of the view's own appended to its objects. */
function placeholders(objects: (GameObject | null)[], owner: PlayerId, zone: Zone, n: number): ObjectId[] {
  const ids: ObjectId[] = [];
  for (let i = 0; i < n; i++) {
    const id = objects.length;
    objects.push(placeholder(id, owner, zone));
    ids.push(id);
  }
  return ids;
}

/** The placeholders made so far, by id, kept by the kernel: a placeholder says nothing but its id, owner and zone, and
 * a record is never written once made, so views share them (a view has about a hundred, most of them at the same ids
 * with the same owners and zones as in the view before). */
const PLACEHOLDERS = storeKey('placeholders', () => [] as (GameObject | undefined)[]);

const HIDDEN_RECORD: GameObject = freshObject(-1, -1, HIDDEN_CARD, 0, 'library', false, 0, 0);

function placeholder(id: ObjectId, owner: PlayerId, zone: Zone): GameObject {
  const made = store(PLACEHOLDERS);
  const kept = made[id];
  if (kept !== undefined && kept.owner === owner && kept.zone === zone) return kept;
  // A copy of one hidden record: its own allocation site, apart from the game's records (see freshObject).
  const o = { ...HIDDEN_RECORD, id, owner, controller: owner, zone };
  made[id] = o;
  return o;
}

/**
 * The events of a game as `player` may see them: an event private to another player (a card moving between that
 * player's library and hand) is told with its sentence for the others, and its event names no card.
 */
export function eventsFor(events: readonly LoggedEvent[], player: PlayerId): LoggedEvent[] {
  const out: LoggedEvent[] = [];
  for (const e of events) {
    if (e.privateTo === undefined) out.push(e);
    else {
      const told = { ...(e.rule ? { rule: e.rule } : {}), ...(e.source ? { source: e.source } : {}) };
      if (e.privateTo === player) out.push({ event: e.event, text: e.text, ...told });
      else out.push({ event: withoutName(e.event), text: e.othersText ?? '', ...told });
    }
  }
  return out;
}

/** A card's move between hidden zones without the card: no name, and no id (a library card's tells its place in
 * the deck list). */
function withoutName(e: GameEvent): GameEvent {
  return e.kind === 'zoneChange' ? { ...e, object: -1, newObject: null, name: HIDDEN_CARD } : e;
}
