// CR 121: drawing cards. An instruction to draw several cards is one event that some replacement effects see
// ("would draw two or more cards"); then each card drawn is a separate event (121.2) that replacement effects see
// (121.6).
import { characteristics } from './cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { moveObject } from './cr400-zones.js';
import { replaceEvent, type Applied } from '../hooks.js';
import { offerMiracle } from './cr702-cast-keywords.js';
import { revealedTopCard } from './cr401-library-top.js';

export function drawCards(tx: Tx, p: PlayerId, n: number, rule?: string, applied?: Applied): void {
  if (n <= 0) return;
  if (!replaceEvent(tx, { kind: 'drawMany', player: p, n }, new Set(applied))) return;
  for (let i = 0; i < n; i++) drawOne(tx, p, rule, applied);
}

/** Whether the player draws from the bottom of their library (River Song's "Meet in Reverse"). */
function drawsFromBottom(tx: Tx, p: PlayerId): boolean {
  return tx.s.battlefield.some((id) => {
    if (tx.obj(id).controller !== p) return false;
    return characteristics(tx.s, id).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'drawFromBottom');
  });
}

export function drawOne(tx: Tx, p: PlayerId, rule?: string, applied?: Applied): void {
  // 614.5: effects that applied to the event this draw is part of don't apply again; each draw has its own copy.
  if (!replaceEvent(tx, { kind: 'draw', player: p }, new Set(applied))) return;
  const lib = tx.player(p).library;
  const card: ObjectId | undefined = drawsFromBottom(tx, p) ? lib[0] : lib[lib.length - 1];
  if (card === undefined) {
    // CR 121.4, 704.5b: drawing from an empty library is remembered; the player loses at the next SBA check.
    tx.mutPlayer(p).drewFromEmpty = true;
    tx.emit({ kind: 'info' }, () => `${tx.player(p).name} can't draw: the library is empty`, 'CR 121.4');
    return;
  }
  // CR 401.5: with the top card of the library played revealed, each card drawn from there was seen by every player.
  if (revealedTopCard(tx.s, p) === card)
    tx.emit({ kind: 'info' }, () => `${tx.player(p).name} reveals ${tx.obj(card).def} and draws it`, 'CR 401.5');
  const id = moveObject(tx, card, 'hand');
  const pl = tx.mutPlayer(p);
  pl.drawsThisStep++;
  pl.drawsThisTurn++;
  tx.cardsDrawn[p] = (tx.cardsDrawn[p] ?? 0) + 1;
  tx.emit({ kind: 'draw', player: p, object: id }, () => `${tx.player(p).name} draws a card`, rule);
  // CR 702.94a: a card with miracle may be revealed as it is drawn, if it's the first card drawn this turn.
  offerMiracle(tx, p, id);
}
