// "<players> discard their hand" (CR 701.9)
import type { Effect } from '../card-def.js';
import { discard } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { playersOf, type ResolveCtx } from './context.js';

export function resolveDiscardHand(tx: Tx, e: Extract<Effect, { kind: 'discardHand' }>, ctx: ResolveCtx): void {
  for (const p of playersOf(tx, e.who, ctx)) for (const id of tx.player(p).hand.slice()) discard(tx, p, id);
}
