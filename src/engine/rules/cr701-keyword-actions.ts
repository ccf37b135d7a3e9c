// CR 701: keyword actions — destroy (701.8), sacrifice (701.21), regenerate (701.19), shuffle (701.24),
// search (701.23), discard (701.9), transform (701.27), and what a counter (701.6) must respect.
import { cardDef } from '../registry.js';
import { NO_NUMBERS } from '../records.js';
import type { GameState } from '../state.js';
import { characteristics } from './cr613-layers.js';
import { isIndestructible } from './cr702-indestructible.js';
import { insteadText, moveObject } from './cr400-zones.js';
import { replaceEvent } from '../hooks.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';

/** Puts a permanent into its owner's graveyard, reporting it in the words players use ("dies" for creatures). */
export function putIntoGraveyard(tx: Tx, id: ObjectId, why: string, rule?: string): ObjectId {
  const o = tx.obj(id);
  const ch = characteristics(tx.s, id);
  const creature = ch.creature && o.zone === 'battlefield';
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
export function destroy(tx: Tx, id: ObjectId, why: string, rule = 'CR 701.8', noRegenerate = false): void {
  const o = tx.obj(id);
  if (o.left || o.zone !== 'battlefield') return;
  const ch = characteristics(tx.s, id);
  if (isIndestructible(ch)) {
    tx.emit({ kind: 'info' }, () => `${ch.name} is indestructible (CR 702.12b)`);
    return;
  }
  // CR 701.19a, 614.8: a regeneration shield replaces the destruction.
  if (!replaceEvent(tx, noRegenerate ? { kind: 'destroy', object: id, noRegenerate } : { kind: 'destroy', object: id }))
    return;
  putIntoGraveyard(tx, id, why, rule);
}

/** CR 506.4: a permanent removed from combat stops being an attacking, blocking, blocked or unblocked creature. */
export function removeFromCombat(tx: Tx, id: ObjectId): void {
  const m = tx.mutStatus(id);
  m.attacking = null;
  m.attackingPlaneswalker = null;
  m.blocking = NO_NUMBERS;
  m.blocked = false;
}

export function sacrifice(tx: Tx, id: ObjectId): void {
  putIntoGraveyard(tx, id, ' (sacrificed)', 'CR 701.21a');
}

/** CR 701.19: regeneration creates a shield, a replacement effect that lasts until used or until end of turn. */
export function addRegenerationShield(tx: Tx, id: ObjectId, source: string): void {
  tx.setList('shields', [...tx.s.shields, { id: tx.newId(), kind: 'regenerate', object: id, source }]);
}

/** CR 701.9a: a player discards a card, moving it from their hand to their graveyard; `by`: the controller of the spell
 * or ability that makes them discard it (none for a cost they pay or a rule, 514.1). */
export function discard(tx: Tx, p: PlayerId, id: ObjectId, why = '', by?: PlayerId): void {
  const name = tx.obj(id).def;
  const n = moveObject(tx, id, 'graveyard', by === undefined ? {} : { discardedBy: by });
  // Put onto the battlefield instead (CR 614.1a), the card was still discarded; its entering was told as it entered.
  if (tx.obj(n).zone === 'battlefield') {
    tx.emit(
      { kind: 'info' },
      () => `${tx.player(p).name} discards ${name}${why} — put onto the battlefield instead`,
      'CR 701.9a',
    );
    return;
  }
  tx.emit(
    { kind: 'zoneChange', object: id, newObject: n, name, from: 'hand', to: tx.obj(n).zone, owner: p, controller: p },
    () => `${tx.player(p).name} discards ${name}${why}${insteadText(tx, n, 'graveyard')}`,
  );
}

/** What makes a permanent transform: a spell's or ability's instruction, or the permanent's own daybound or
 * nightbound ability (CR 702.145). */
export type TransformCause = 'effect' | 'daybound' | 'nightbound';

const TRANSFORM_RULE: Record<TransformCause, string> = {
  effect: 'CR 701.27a',
  daybound: 'CR 702.145c',
  nightbound: 'CR 702.145f',
};

/** CR 701.27a: transforms a permanent — its other face turns up; it stays the same object (712.18). Returns whether
 * it transformed. */
export function transformPermanent(tx: Tx, id: ObjectId, cause: TransformCause): boolean {
  const o = tx.obj(id);
  if (o.left || o.zone !== 'battlefield') return false;
  const d = cardDef(o.copyOf ?? o.def);
  // CR 701.27c, 712.9: only double-faced permanents transform (a copy of one copies just the face it copied, 707.8).
  if (!d.back || o.copyOf !== null) return false;
  // CR 701.27d: nothing happens if the other face is an instant or sorcery.
  const other = o.face === 0 ? d.back : d;
  if (other.types.includes('Instant') || other.types.includes('Sorcery')) return false;
  const ch = characteristics(tx.s, id);
  // CR 702.145b, 702.145e: "This permanent can't transform except due to its daybound / nightbound ability."
  for (const k of ['daybound', 'nightbound'] as const)
    if (ch.keywords.includes(k) && cause !== k) {
      tx.emit(
        { kind: 'info' },
        () => `${ch.name} can't transform except due to its ${k} ability`,
        k === 'daybound' ? 'CR 702.145b' : 'CR 702.145e',
      );
      return false;
    }
  const m = tx.mut(id);
  m.face = o.face === 0 ? 1 : 0;
  m.transforms = o.transforms + 1;
  tx.emit(
    { kind: 'transformed', object: id, face: m.face },
    () => `${ch.name} transforms into ${characteristics(tx.s, id).name}`,
    TRANSFORM_RULE[cause],
  );
  return true;
}

/** CR 701.6a, 113.6g: whether a spell on the stack may be countered — not if it has an ability saying it can't be
 * (functioning on the stack). Every effect that counters a spell checks this first. */
export function canBeCountered(state: GameState, spell: ObjectId): boolean {
  const o = state.objects[spell];
  if (!o || o.left || o.zone !== 'stack') return false;
  return !characteristics(state, spell).abilities.some(
    (a) => a.kind === 'static' && a.effect.kind === 'cantBeCountered',
  );
}
