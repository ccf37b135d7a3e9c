// "draw N cards" (CR 121)
import type { Effect } from '../card-def.js';
import { drawCards } from '../rules/cr121-draw.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';

export function resolveDrawCards(tx: Tx, e: Extract<Effect, { kind: 'drawCards' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) drawCards(tx, p, n, undefined, ctx.applied);
}
