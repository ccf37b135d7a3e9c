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
    if (!tx.player(p).kept && m.declared[p] === null) return p;
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
    `${tx.player(p).name} ${a.kind === 'keep' ? 'keeps' : 'takes a mulligan'}`,
  );
  if (a.kind === 'keep') keep(tx, p);
  if (nextToDeclare(tx) === null) finishRound(tx);
}

/** CR 103.5: a player who keeps after N mulligans puts N cards from their hand on the bottom of their library. */
function keep(tx: Tx, p: PlayerId): void {
  const pl = tx.mutPlayer(p);
  pl.kept = true;
  const n = Math.min(pl.mulligans, pl.hand.length);
  if (n === 0) return;
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `Choose ${n} card${n === 1 ? '' : 's'} to put on the bottom of your library`,
    cards: pl.hand.slice(),
    min: n,
    max: n,
  });
  if (a.kind !== 'cards') return;
  for (const id of a.cards) moveObject(tx, id, 'library', { position: 'bottom' });
  tx.emit(
    { kind: 'info' },
    `${tx.player(p).name} puts ${n} card${n === 1 ? '' : 's'} on the bottom of their library`,
    'CR 103.5',
  );
}

/** Everyone has declared: those who took a mulligan shuffle their hand away and draw a new one, all at once. */
function finishRound(tx: Tx): void {
  const m = tx.s.mulligan!;
  for (const pl of tx.s.players) {
    if (m.declared[pl.id] !== 'mulligan') continue;
    for (const id of pl.hand.slice()) moveObject(tx, id, 'library');
    const mp = tx.mutPlayer(pl.id);
    tx.shuffle(mp.library);
    mp.mulligans++;
    drawCards(tx, pl.id, 7, 'CR 103.5');
    // With seven mulligans taken the hand would be empty whatever happens: the player keeps.
    if (mp.mulligans >= 7) keep(tx, pl.id);
  }
  if (tx.s.players.every((pl) => pl.kept)) tx.s.mulligan = null;
  else tx.s.mulligan = { declared: tx.s.players.map(() => null) };
}
