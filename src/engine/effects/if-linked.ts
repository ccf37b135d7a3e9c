// "If it's a <kind of> permanent, <effects>": "it" is what an earlier effect of the same spell or ability moved, as it
// is now or as it last existed (CR 608.2h).
import type { Effect } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { resolveEffect } from '../hooks.js';

export function resolveIfLinked(tx: Tx, e: Extract<Effect, { kind: 'ifLinked' }>, ctx: ResolveCtx): void {
  const it = ctx.linked ?? [];
  if (!it.some((id) => matchesFilter(tx.s, tx.obj(id), e.filter, ctx.controller, ctx.source))) return;
  for (const inner of e.effects) resolveEffect(tx, inner, ctx);
}
