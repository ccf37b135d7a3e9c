// "... gets N poison counters" (CR 122.1f)
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';

export function resolveAddPoison(tx: Tx, e: Extract<Effect, { kind: 'addPoison' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) {
    tx.mutPlayer(p).poison += n;
    tx.emit(
      { kind: 'poison', player: p, amount: n },
      () => `${tx.player(p).name} gets ${n} poison counter${n === 1 ? '' : 's'}`,
    );
  }
}
