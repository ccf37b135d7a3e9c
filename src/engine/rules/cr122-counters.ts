// CR 122: counters. Putting counters on a permanent, including as it enters (122.6), is an event triggers see.
import type { Tx } from '../tx.js';
import { isObjectRef, isPlayerRef, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { characteristics } from './cr613-layers.js';
import { replaceEvent } from '../hooks.js';

/**
 * Puts one or more kinds of counters on a permanent or player at once. `putter` is the player who puts them (CR
 * 122.6a: the entering object's controller unless the effect says otherwise; otherwise the controller of the spell or
 * ability). Replacement effects that modify how many are put apply first (CR 614); a player can have only poison
 * counters here (CR 122.1f).
 */
export function putCounters(
  tx: Tx,
  on: Ref,
  putter: PlayerId,
  counters: Readonly<Record<string, number>>,
  rule?: (counter: string) => string | undefined,
): void {
  if (!Object.values(counters).some((k) => k > 0)) return;
  const ev = replaceEvent(tx, { kind: 'counters', on, putter, counters });
  if (!ev) return;
  for (const [c, k] of Object.entries(ev.counters)) {
    if (k <= 0) continue;
    if (isPlayerRef(on)) {
      if (c !== 'poison') continue;
      const p = on.player;
      tx.mutPlayer(p).poison += k;
      tx.emit(
        { kind: 'poison', player: p, amount: k },
        () => `${tx.player(p).name} gets ${k} poison counter${k === 1 ? '' : 's'}`,
        rule?.(c),
      );
    } else if (isObjectRef(on)) placeCounters(tx, on.object, c, k, rule?.(c));
  }
}

/** Puts n counters of one kind on a permanent; `putter` defaults to its controller. */
export function addCounters(tx: Tx, id: ObjectId, counter: string, n: number, rule?: string, putter?: PlayerId): void {
  putCounters(tx, { object: id }, putter ?? tx.obj(id).controller, { [counter]: n }, () => rule);
}

function placeCounters(tx: Tx, id: ObjectId, counter: string, n: number, rule?: string): void {
  const m = tx.mut(id);
  const before = m.counters[counter] ?? 0;
  m.counters = { ...m.counters, [counter]: before + n };
  tx.emit(
    { kind: 'counters', object: id, counter, delta: n, before },
    () => `${characteristics(tx.s, id).name} gets ${n} ${counter} counter${n === 1 ? '' : 's'}`,
    rule,
  );
}

export function removeCounters(tx: Tx, id: ObjectId, counter: string, n: number, rule?: string): void {
  const m = tx.mut(id);
  const before = m.counters[counter] ?? 0;
  const k = Math.min(n, before);
  if (k <= 0) return;
  m.counters = { ...m.counters, [counter]: before - k };
  tx.emit(
    { kind: 'counters', object: id, counter, delta: -k, before },
    () => `${k} ${counter} counter${k === 1 ? ' is' : 's are'} removed from ${characteristics(tx.s, id).name}`,
    rule,
  );
}
