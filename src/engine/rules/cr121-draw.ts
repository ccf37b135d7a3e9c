// CR 121: drawing cards. Each card drawn is a separate event (121.2) that replacement effects see (121.6).
import type { Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import { moveObject, topOfLibrary } from './cr400-zones.js';
import { replaceEvent, type Applied } from './cr614-replacement.js';

export function drawCards(tx: Tx, p: PlayerId, n: number, rule?: string, applied?: Applied): void {
  for (let i = 0; i < n; i++) drawOne(tx, p, rule, applied);
}

export function drawOne(tx: Tx, p: PlayerId, rule?: string, applied?: Applied): void {
  // 614.5: effects that applied to the event this draw is part of don't apply again; each draw has its own copy.
  if (!replaceEvent(tx, { kind: 'draw', player: p }, new Set(applied))) return;
  const top = topOfLibrary(tx, p);
  if (top === undefined) {
    // CR 121.4, 704.5b: drawing from an empty library is remembered; the player loses at the next SBA check.
    tx.mutPlayer(p).drewFromEmpty = true;
    tx.emit({ kind: 'info' }, () => `${tx.player(p).name} can't draw: the library is empty`, 'CR 121.4');
    return;
  }
  const id = moveObject(tx, top, 'hand');
  tx.emit({ kind: 'draw', player: p, object: id }, () => `${tx.player(p).name} draws a card`, rule);
}
