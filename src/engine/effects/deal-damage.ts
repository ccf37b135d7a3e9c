// "deals N damage to ..." (CR 120)
import type { Effect } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import type { Tx } from '../tx.js';
import type { Ref } from '../types.js';
import { amountOf, objectsOf, playersOf, type ResolveCtx } from './context.js';

export function resolveDealDamage(tx: Tx, e: Extract<Effect, { kind: 'dealDamage' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  const to: Ref[] = [];
  if (e.to.kind === 'player') for (const p of playersOf(tx, e.to.who, ctx)) to.push({ player: p });
  else if (e.to.kind === 'target') {
    const t = ctx.targets[e.to.index];
    if (t) to.push(t);
  } else for (const id of objectsOf(tx, e.to, ctx)) to.push({ object: id });
  dealDamage(
    tx,
    to.map((r) => ({ source: ctx.source, to: r, amount: n })),
    false,
  );
}
