// "Return that card to the battlefield [transformed] under its owner's / your control [with a <kind> counter on it]"
import type { Effect } from '../card-def.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';

export function resolveReturnToBattlefield(
  tx: Tx,
  e: Extract<Effect, { kind: 'returnToBattlefield' }>,
  ctx: ResolveCtx,
): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone === 'battlefield' || o.zone === 'stack') continue;
    // CR 614.1c: "with a counter on it" is part of how it enters; 712.14a: "transformed" too.
    const n = enterBattlefield(tx, id, e.under === 'you' ? ctx.controller : o.owner, o.zone, {
      ...(e.counter ? { counters: { [e.counter]: 1 } } : {}),
      ...(e.transformed ? { face: 1 as const } : {}),
      ...(e.tapped ? { tapped: true } : {}),
    });
    if (n !== id) link(ctx, [n]);
  }
}
