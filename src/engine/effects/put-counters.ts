// "Put N <kind> counters on ..." (CR 122)
import type { Effect } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';

export function addCounters(tx: Tx, id: ObjectId, counter: string, n: number): void {
  if (n <= 0) return;
  const m = tx.mut(id);
  m.counters[counter] = (m.counters[counter] ?? 0) + n;
  tx.emit(
    { kind: 'counters', object: id, counter, delta: n },
    () => `${characteristics(tx.s, id).name} gets ${n} ${counter} counter${n === 1 ? '' : 's'}`,
  );
}

export function resolvePutCounters(tx: Tx, e: Extract<Effect, { kind: 'putCounters' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const id of objectsOf(tx, e.what, ctx)) addCounters(tx, id, e.counter, n);
}
