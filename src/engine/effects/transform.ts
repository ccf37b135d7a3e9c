// "Transform <permanent>" (CR 701.27): a double-faced permanent turns over; it stays the same object (712.18).
import type { Effect } from '../card-def.js';
import { transformPermanent } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { ObjectRef } from '../card-def.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 701.27: "transform this creature" (a double-faced permanent turns over; it stays the same object, 712.18) */
    transform: { readonly kind: 'transform'; readonly what: ObjectRef };
  }
}

export function resolveTransform(tx: Tx, e: Extract<Effect, { kind: 'transform' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    // CR 701.27f: an ability of this permanent (not a delayed one) transforms it only if it hasn't transformed since
    // the ability was put on the stack.
    if (id === ctx.source && ctx.sourceTransforms !== undefined && o.transforms !== ctx.sourceTransforms) continue;
    transformPermanent(tx, id, 'effect');
  }
}

export const transformWord: EffectWord<'transform'> = {
  kind: 'transform',
  rule: 'CR 701.27',
  scenario: 'costs-triggers-conditions.json#trigger.selfTransformsInto',
  polarity: () => 'neutral',
  resolve: resolveTransform,
};
