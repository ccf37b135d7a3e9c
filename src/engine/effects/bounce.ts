// "Return ... to its owner's hand"
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    bounce: { readonly kind: 'bounce'; readonly what: ObjectRef };
  }
}

export function resolveBounce(tx: Tx, e: Extract<Effect, { kind: 'bounce' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx))
    link(ctx, [changeZone(tx, id, 'hand', (name, owner) => `${name} returns to ${owner}'s hand`)]);
}

export const bounceWord: EffectWord<'bounce'> = {
  kind: 'bounce',
  rule: 'CR 608.2c',
  scenario: 'effects.json#effect.bounce',
  polarity: () => 'harm',
  resolve: resolveBounce,
};
