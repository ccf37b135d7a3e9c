// "Tap <permanents>" (CR 701.26a): only untapped permanents can be tapped.
import type { Effect, ObjectRef } from '../card-def.js';
import { tapPermanent } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Tap ..." / "Untap ..." (CR 701.26) */
    tap: { readonly kind: 'tap'; readonly what: ObjectRef };
  }
}

export function resolveTap(tx: Tx, e: Extract<Effect, { kind: 'tap' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone === 'battlefield' && !o.tapped) tapPermanent(tx, id);
  }
}

export const tapWord: EffectWord<'tap'> = {
  kind: 'tap',
  rule: 'CR 701.26a',
  scenario: 'effects.json#effect.tap',
  polarity: () => 'harm',
  parse: (p) =>
    map(tpl`tap ${alt(p.permanentTarget, p.targetsUpTo, p.allOf, p.selfObj, p.itObj)}`, ([o]) =>
      one({ kind: 'tap', what: o.ref }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    // "Tap those creatures." after an effect on each creature of a group (the compiler reads it there).
    if (e.what.kind === 'each' && say.variantIs(rc, 'those')) {
      const np = say.np({ types: e.what.filter.types ?? [] }, true);
      return np === null ? null : `tap those ${np}`;
    }
    const what = e.what.kind === 'each' ? say.all(e.what) : say.ref(e.what, rc);
    return what === null ? null : `tap ${what}`;
  },
  resolve: resolveTap,
};
