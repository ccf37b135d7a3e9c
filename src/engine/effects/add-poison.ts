// "... gets N poison counters" (CR 122.1f)
import type { Effect } from '../card-def.js';
import { putCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';

export function resolveAddPoison(tx: Tx, e: Extract<Effect, { kind: 'addPoison' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  // The controller of the spell or ability gives the counters.
  for (const p of playersOf(tx, e.who, ctx)) putCounters(tx, { player: p }, ctx.controller, { poison: n });
}
