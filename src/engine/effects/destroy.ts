// "Destroy ..." (CR 701.8)
import type { Effect } from '../card-def.js';
import { destroy } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveDestroy(tx: Tx, e: Extract<Effect, { kind: 'destroy' }>, ctx: ResolveCtx): void {
  // CR 701.8: all destroyed at once would matter for "dies" look-back; each is a separate event here in order.
  for (const id of objectsOf(tx, e.what, ctx))
    destroy(tx, id, ` (destroyed by ${ctx.sourceName})`, 'CR 701.8', e.noRegenerate === true);
}
