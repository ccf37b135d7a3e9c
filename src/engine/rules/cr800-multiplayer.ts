// CR 800: multiplayer games — turn order over the players still in the game, and leaving the game (800.4).
// CR 101.4: choices and actions of several players at once are made in APNAP order.
import type { GameState } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { emptyPool, poolTotal } from '../mana.js';
import { changeZone, removeFromGame } from './cr400-zones.js';
import { applyControl } from './cr613-control.js';

/** Whether the player is still in the game (CR 800.4: a player who lost or conceded has left it). */
export function inGame(state: GameState, p: PlayerId): boolean {
  const pl = state.players[p];
  return !!pl && !pl.lost;
}

/** The next player after `p` in turn order who is still in the game (CR 800.4h, 800.4j); `p` itself when no other
 * player is. */
export function nextInTurnOrder(state: GameState, p: PlayerId): PlayerId {
  const n = state.players.length;
  for (let k = 1; k <= n; k++) {
    const q = (p + k) % n;
    if (!state.players[q]!.lost) return q;
  }
  return p;
}

/** CR 101.4: the players still in the game, the active player first, then the others in turn order. A turn whose
 * active player has left continues without one (800.4j): the next player in turn order comes first. */
export function apnapOrder(state: GameState): PlayerId[] {
  const n = state.players.length;
  const out: PlayerId[] = [];
  for (let k = 0; k < n; k++) {
    const p = (state.turn.active + k) % n;
    if (!state.players[p]!.lost) out.push(p);
  }
  return out;
}

/** CR 117.3a, 117.3b, 800.4j: who receives priority where the active player would: the active player, or, when they
 * have left the game, the next player in turn order. */
export function activeOrNext(state: GameState): PlayerId {
  const a = state.turn.active;
  return state.players[a]!.lost ? nextInTurnOrder(state, a) : a;
}

/** The opponents of a player still in the game (CR 102.2: in a free-for-all game, every other player). */
export function opponentsInGame(state: GameState, p: PlayerId): PlayerId[] {
  return state.players.filter((pl) => pl.id !== p && !pl.lost).map((pl) => pl.id);
}

/**
 * CR 800.4a: a player who lost leaves the game (a two-player game is over by then, CR 104.2a): every object they
 * own leaves the game; their abilities on the stack and spells not represented by cards cease to exist; the objects
 * they still control are exiled. Their waiting and delayed triggered abilities are never put on the stack (800.4d).
 * If they had priority, priority passes to the next player in turn order (800.4a); a turn that was theirs continues
 * without an active player (800.4j).
 */
export function leaveGame(tx: Tx, p: PlayerId): void {
  const s = tx.s;
  const name = tx.player(p).name;
  // Objects owned by the player leave the game, wherever they are (CR 800.4a).
  const owned = (id: ObjectId): boolean => tx.obj(id).owner === p;
  for (const id of [...s.battlefield, ...s.exile, ...s.command].filter(owned)) removeFromGame(tx, id);
  for (const it of s.stack.slice())
    if (it.kind === 'spell' && owned(it.object)) removeFromGame(tx, it.object);
    else if (it.kind === 'ability' && it.controller === p) {
      // CR 800.4a: abilities they controlled cease to exist.
      const stack = tx.list('stack');
      stack.splice(stack.indexOf(it), 1);
    }
  const pl = tx.player(p);
  for (const id of [...pl.hand, ...pl.library, ...pl.graveyard]) removeFromGame(tx, id);
  // Effects that give them control of objects end (800.4a: layer 2 no longer applies them, CR 613.1b).
  applyControl(tx);
  // Then what they still control (another player's card they put onto the battlefield) is exiled (800.4a).
  const exile = (id: ObjectId) =>
    changeZone(tx, id, 'exile', (n) => `${n} is exiled (its controller left the game)`, 'CR 800.4a');
  for (const id of s.battlefield.filter((id) => tx.obj(id).controller === p)) exile(id);
  for (const it of s.stack.slice()) if (it.kind === 'spell' && tx.obj(it.object).controller === p) exile(it.object);
  if (s.triggers.some((t) => t.controller === p)) {
    tx.setList(
      'triggers',
      s.triggers.filter((t) => t.controller !== p),
    );
  }
  if (s.delayed.some((d) => d.controller === p)) {
    tx.setList(
      'delayed',
      s.delayed.filter((d) => d.controller !== p),
    );
  }
  if (s.permissions.some((c) => c.player === p)) {
    tx.setList(
      'permissions',
      s.permissions.filter((c) => c.player !== p),
    );
  }
  if (poolTotal(pl.pool) > 0 || pl.specialMana.length > 0) {
    const mp = tx.mutPlayer(p);
    mp.pool = emptyPool();
    mp.specialMana = [];
  }
  tx.emit({ kind: 'info' }, () => `${name} leaves the game`, 'CR 800.4a');
  // CR 800.4a: priority passes to the next player in turn order who's still in the game.
  const t = s.turn;
  if (t.priority === p) t.priority = nextInTurnOrder(s, p);
  if (s.pending && s.pending.player === p) s.pending = null;
}
