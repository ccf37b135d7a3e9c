// "Remove all counters from ..." (CR 122)
import type { Effect, ObjectRef } from '../card-def.js';
import { removeCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    removeAllCounters: { readonly kind: 'removeAllCounters'; readonly what: ObjectRef };
  }
}

export function resolveRemoveAllCounters(
  tx: Tx,
  e: Extract<Effect, { kind: 'removeAllCounters' }>,
  ctx: ResolveCtx,
): void {
  for (const id of objectsOf(tx, e.what, ctx))
    for (const [counter, k] of Object.entries(tx.obj(id).counters)) if (k > 0) removeCounters(tx, id, counter, k);
}

export const removeAllCountersWord: EffectWord<'removeAllCounters'> = {
  kind: 'removeAllCounters',
  rule: 'CR 122',
  scenario: 'effects.json#effect.removeAllCounters',
  polarity: () => 'harm',
  parse: (p) =>
    map(tpl`remove all counters from ${p.singleSubject}`, ([o]) =>
      one({ kind: 'removeAllCounters', what: o.ref }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `remove all counters from ${what}`;
  },
  resolve: resolveRemoveAllCounters,
};
