// "Exile ..." (CR 406)
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    exile: { readonly kind: 'exile'; readonly what: ObjectRef };
  }
}

export function resolveExile(tx: Tx, e: Extract<Effect, { kind: 'exile' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const n = changeZone(tx, id, 'exile', (name) => `${name} is exiled by ${ctx.sourceName}`);
    // CR 607.2a: remembered as exiled with the source, for an ability linked to this one ("the exiled card").
    if (tx.obj(n).zone === 'exile') tx.mut(n).exiledWith = ctx.source;
    link(ctx, [n]);
  }
}

export const exileWord: EffectWord<'exile'> = {
  kind: 'exile',
  rule: 'CR 701.13a',
  scenario: 'effects.json#effect.exile',
  polarity: () => 'harm',
  parse: (p) =>
    map(tpl`exile ${alt(p.permanentTarget, p.graveyardTarget, p.allOf, p.selfObj, p.itObj)}`, ([o]) =>
      one({ kind: 'exile', what: o.ref }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = e.what.kind === 'each' ? say.all(e.what) : say.ref(e.what, rc);
    return what === null ? null : `exile ${what}`;
  },
  resolve: resolveExile,
};
