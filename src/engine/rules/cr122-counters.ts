// CR 122: counters. Putting counters on a permanent, including as it enters (122.6), is an event triggers see.
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';
import { characteristics } from './cr613-layers.js';

export function addCounters(tx: Tx, id: ObjectId, counter: string, n: number, rule?: string): void {
  if (n <= 0) return;
  const m = tx.mut(id);
  const before = m.counters[counter] ?? 0;
  m.counters[counter] = before + n;
  tx.emit(
    { kind: 'counters', object: id, counter, delta: n, before },
    () => `${characteristics(tx.s, id).name} gets ${n} ${counter} counter${n === 1 ? '' : 's'}`,
    rule,
  );
}

export function removeCounters(tx: Tx, id: ObjectId, counter: string, n: number): void {
  const m = tx.mut(id);
  const before = m.counters[counter] ?? 0;
  const k = Math.min(n, before);
  if (k <= 0) return;
  m.counters[counter] = before - k;
  tx.emit(
    { kind: 'counters', object: id, counter, delta: -k, before },
    () => `${k} ${counter} counter${k === 1 ? ' is' : 's are'} removed from ${characteristics(tx.s, id).name}`,
  );
}
