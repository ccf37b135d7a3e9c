// "Transform <permanent>" (CR 701.27): a double-faced permanent turns over; it stays the same object (712.18).
import type { Effect, ObjectRef } from '../card-def.js';
import { transformPermanent } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

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
  // CR 701.26: tap and untap.
  // CR 701.27a: "transform {this}" — a transforming double-faced permanent turns over (only such a card's faces say it).
  parse: (p) =>
    map(tpl`transform ${alt(p.selfObj, p.itObj)}`, ([o]) =>
      one({ kind: 'transform', what: o.ref }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `transform ${what}`;
  },
  resolve: resolveTransform,
};
