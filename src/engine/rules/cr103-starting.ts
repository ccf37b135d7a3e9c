// CR 103: starting the game — shuffling, opening hands and the London mulligan (103.5).
import type { Answer } from '../choices.js';
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import { drawCards } from './cr121-draw.js';
import { moveObject } from './cr400-zones.js';

/** Player order for mulligan declarations: the starting player first, then in turn order (CR 103.5). */
export function nextToDeclare(tx: Tx): PlayerId | null {
  const m = tx.s.mulligan;
  if (!m) return null;
  const n = tx.s.players.length;
  for (let k = 0; k < n; k++) {
    const p = (tx.s.turn.active + k) % n;
    if (!tx.player(p).kept && !tx.player(p).lost && m.declared[p] === null) return p;
  }
  return null;
}

export function handleMulliganAnswer(tx: Tx, p: PlayerId, a: Answer): void {
  const m = tx.s.mulligan;
  if (!m) return;
  const declared = m.declared.slice();
  declared[p] = a.kind === 'keep' ? 'keep' : 'mulligan';
  tx.s.mulligan = { declared };
  tx.emit(
    { kind: 'mulligan', player: p, keep: a.kind === 'keep' },
    () => `${tx.player(p).name} ${a.kind === 'keep' ? 'keeps' : 'takes a mulligan'}`,
  );
  if (a.kind === 'keep') keep(tx, p);
  if (nextToDeclare(tx) === null) finishMulliganRound(tx);
}

/** CR 103.5: once a player keeps, their remaining cards are their opening hand. */
function keep(tx: Tx, p: PlayerId): void {
  tx.mutPlayer(p).kept = true;
}

/** CR 103.5: to take a mulligan, a player shuffles their hand into their library, draws a new hand, then puts as
 * many cards as mulligans taken so far on the bottom of their library, in any order. */
function bottom(tx: Tx, p: PlayerId): void {
  const pl = tx.player(p);
  const n = Math.max(0, Math.min(pl.mulligans - freeMulligans(tx), pl.hand.length));
  if (n === 0) return;
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `Choose ${n} card${n === 1 ? '' : 's'} to put on the bottom of your library (in order)`,
    cards: pl.hand.slice(),
    min: n,
    max: n,
  });
  if (a.kind !== 'cards') return;
  for (const id of a.cards) moveObject(tx, id, 'library', { position: 'bottom' });
  tx.emit(
    { kind: 'info' },
    () => `${pl.name} puts ${n} card${n === 1 ? '' : 's'} on the bottom of their library`,
    'CR 103.5',
  );
}

/** CR 800.6: in a multiplayer game (one that began with more than two players, 800.1) a player's first mulligan
 * doesn't count toward the cards they put on the bottom or the mulligans they may take. */
function freeMulligans(tx: Tx): number {
  return tx.s.players.length > 2 ? 1 : 0;
}

/** Everyone has declared: those who took a mulligan shuffle their hand away and draw a new one, all at once. */
export function finishMulliganRound(tx: Tx): void {
  const m = tx.s.mulligan!;
  const taking = tx.s.players.filter((pl) => m.declared[pl.id] === 'mulligan').map((pl) => pl.id);
  for (const p of taking) {
    const pl = tx.player(p);
    for (const id of pl.hand.slice()) moveObject(tx, id, 'library');
    tx.shuffle(tx.zone(p, 'library'));
    const mp = tx.mutPlayer(p);
    mp.mulligans++;
    tx.emit({ kind: 'shuffle', player: p }, () => `${mp.name} shuffles their hand into their library`, 'CR 103.5');
    drawCards(tx, p, 7, 'CR 103.5');
  }
  for (const p of taking) {
    bottom(tx, p);
    // A player can take mulligans until their opening hand would be zero cards (CR 103.5).
    if (tx.player(p).mulligans - freeMulligans(tx) >= 7) keep(tx, p);
  }
  if (tx.s.players.every((pl) => pl.kept || pl.lost)) tx.s.mulligan = null;
  else tx.s.mulligan = { declared: tx.s.players.map(() => null) };
}
