// "sacrifice ..." (CR 701.21): only permanents its controller controls can be sacrificed.
import type { Effect, ObjectRef } from '../card-def.js';
import { sacrifice } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    sacrifice: { readonly kind: 'sacrifice'; readonly what: ObjectRef };
  }
}

export function resolveSacrifice(tx: Tx, e: Extract<Effect, { kind: 'sacrifice' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone === 'battlefield' && o.controller === ctx.controller) sacrifice(tx, id);
  }
}

export const sacrificeWord: EffectWord<'sacrifice'> = {
  kind: 'sacrifice',
  rule: 'CR 701.21a',
  scenario: 'effects.json#effect.sacrifice',
  polarity: () => 'harm',
  parse: (p) =>
    map(tpl`sacrifice ${alt(p.selfObj, p.itObj)}`, ([o]) =>
      one({ kind: 'sacrifice', what: o.ref }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `sacrifice ${what}`;
  },
  resolve: resolveSacrifice,
};
