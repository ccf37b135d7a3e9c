// "<object> loses all creature types until end of turn" (Nameless Inversion): a type-changing effect of a resolved
// spell or ability (layer 4, CR 613.1d, 611.2) that removes the object's creature types — every creature type it has
// by changeling or "all creature types" too, when those apply earlier (CR 613.7). Said with a pump by modifyPT's word
// ("Target creature gets +3/-3 and loses all creature types until end of turn"), or alone.
import type { Effect, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<object> loses all creature types until end of turn" (layer 4, CR 613.1d) */
    loseCreatureTypes: { readonly kind: 'loseCreatureTypes'; readonly what: ObjectRef; readonly duration: 'endOfTurn' };
  }
}

export function resolveLoseCreatureTypes(
  tx: Tx,
  e: Extract<Effect, { kind: 'loseCreatureTypes' }>,
  ctx: ResolveCtx,
): void {
  const ids = objectsOf(tx, e.what, ctx).filter((id) => tx.obj(id).zone === 'battlefield');
  createContinuousEffect(
    tx,
    ctx,
    ids,
    { kind: 'loseCreatureTypes' },
    e.duration,
    (name) => `${name} loses all creature types until end of turn (CR 613.1d)`,
  );
}

export const loseCreatureTypesWord: EffectWord<'loseCreatureTypes'> = {
  kind: 'loseCreatureTypes',
  rule: 'CR 613.1d',
  scenario: 'effects.json#effect.loseCreatureTypes',
  polarity: () => 'harm',
  parse: (p) =>
    map(tpl`${p.singleSubject} loses all creature types until end of turn`, ([o]) =>
      one({ kind: 'loseCreatureTypes', what: o.ref, duration: 'endOfTurn' }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `${what} loses all creature types until end of turn`;
  },
  resolve: resolveLoseCreatureTypes,
};
