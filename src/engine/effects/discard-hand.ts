// "<players> discard their hand" (CR 701.9)
import type { Effect } from '../card-def.js';
import { discard } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { playersOf, type ResolveCtx } from './context.js';
import type { PlayerRef } from '../card-def.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<players> discard their hand" */
    discardHand: { readonly kind: 'discardHand'; readonly who: PlayerRef };
  }
}

export function resolveDiscardHand(tx: Tx, e: Extract<Effect, { kind: 'discardHand' }>, ctx: ResolveCtx): void {
  for (const p of playersOf(tx, e.who, ctx)) for (const id of tx.player(p).hand.slice()) discard(tx, p, id);
}

export const discardHandWord: EffectWord<'discardHand'> = {
  kind: 'discardHand',
  rule: 'CR 701.9',
  scenario: 'effects.json#effect.discardHand',
  polarity: () => 'harm',
  resolve: resolveDiscardHand,
};
