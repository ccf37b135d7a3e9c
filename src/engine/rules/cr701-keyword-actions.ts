// CR 701: keyword actions — destroy (701.8), sacrifice (701.21), regenerate (701.19), shuffle (701.24),
// search (701.23), discard (701.9).
import { characteristics, hasKeyword } from './cr613-layers.js';
import { insteadText, moveObject } from './cr400-zones.js';
import { replaceEvent } from './cr614-replacement.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';

/** Puts a permanent into its owner's graveyard, reporting it in the words players use ("dies" for creatures). */
export function putIntoGraveyard(tx: Tx, id: ObjectId, why: string, rule?: string): ObjectId {
  const o = tx.obj(id);
  const ch = characteristics(tx.s, id);
  const creature = ch.types.includes('Creature') && o.zone === 'battlefield';
  const controller = o.controller;
  const from = o.zone;
  const n = moveObject(tx, id, 'graveyard');
  // A replacement effect may have sent it elsewhere ("exile it instead"): then it didn't die (CR 700.4).
  const to = tx.obj(n).zone;
  tx.emit(
    { kind: 'zoneChange', object: id, newObject: n, name: ch.name, from, to, owner: o.owner, controller },
    () =>
      to === 'graveyard'
        ? `${ch.name} ${creature ? 'dies' : `is put into ${tx.player(o.owner).name}'s graveyard`}${why}`
        : `${ch.name} is ${to === 'exile' ? 'exiled' : `put into ${to}`} instead of ${creature ? 'dying' : 'going to a graveyard'}${why}`,
    rule,
  );
  return n;
}

/** CR 701.8: destroy. Indestructible permanents aren't destroyed (702.12b); a regeneration shield replaces it. */
export function destroy(tx: Tx, id: ObjectId, why: string, rule = 'CR 701.8'): void {
  const o = tx.obj(id);
  if (o.left || o.zone !== 'battlefield') return;
  if (hasKeyword(tx.s, id, 'indestructible')) {
    tx.emit({ kind: 'info' }, () => `${characteristics(tx.s, id).name} is indestructible (CR 702.12b)`);
    return;
  }
  // CR 701.19a, 614.8: a regeneration shield replaces the destruction.
  if (!replaceEvent(tx, { kind: 'destroy', object: id })) return;
  putIntoGraveyard(tx, id, why, rule);
}

/** CR 506.4: a permanent removed from combat stops being an attacking, blocking, blocked or unblocked creature. */
export function removeFromCombat(tx: Tx, id: ObjectId): void {
  const m = tx.mut(id);
  m.attacking = null;
  m.blocking = [];
  m.blocked = false;
}

export function sacrifice(tx: Tx, id: ObjectId): void {
  putIntoGraveyard(tx, id, ' (sacrificed)', 'CR 701.21a');
}

/** CR 701.19: regeneration creates a shield, a replacement effect that lasts until used or until end of turn. */
export function addRegenerationShield(tx: Tx, id: ObjectId, source: string): void {
  tx.s.shields = [...tx.s.shields, { id: tx.newId(), kind: 'regenerate', object: id, source }];
  tx.dirty();
}

export function shuffleLibrary(tx: Tx, p: PlayerId): void {
  tx.shuffle(tx.mutPlayer(p).library);
  tx.emit({ kind: 'shuffle', player: p }, () => `${tx.player(p).name} shuffles their library`);
}

export function discard(tx: Tx, p: PlayerId, id: ObjectId, why = ''): void {
  const name = tx.obj(id).def;
  const n = moveObject(tx, id, 'graveyard');
  tx.emit(
    { kind: 'zoneChange', object: id, newObject: n, name, from: 'hand', to: tx.obj(n).zone, owner: p, controller: p },
    () => `${tx.player(p).name} discards ${name}${why}${insteadText(tx, n, 'graveyard')}`,
  );
}
