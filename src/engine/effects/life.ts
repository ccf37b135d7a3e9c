// "gain N life" / "lose N life" (CR 119)
import type { Effect } from '../card-def.js';
import { gainLife, loseLife } from '../rules/cr119-life.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';

export function resolveGainLife(tx: Tx, e: Extract<Effect, { kind: 'gainLife' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) gainLife(tx, p, n, '');
}

export function resolveLoseLife(tx: Tx, e: Extract<Effect, { kind: 'loseLife' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) loseLife(tx, p, n, '');
}
