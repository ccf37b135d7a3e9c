// "Regenerate ..." (CR 701.19)
import type { Effect, ObjectRef } from '../card-def.js';
import { addRegenerationShield } from '../rules/cr701-keyword-actions.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    regenerate: { readonly kind: 'regenerate'; readonly what: ObjectRef };
  }
}

export function resolveRegenerate(tx: Tx, e: Extract<Effect, { kind: 'regenerate' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    addRegenerationShield(tx, id, ctx.sourceName);
    tx.emit({ kind: 'info' }, () => `${characteristics(tx.s, id).name} gets a regeneration shield`, 'CR 701.19a');
  }
}

export const regenerateWord: EffectWord<'regenerate'> = {
  kind: 'regenerate',
  rule: 'CR 701.19',
  scenario: 'effects.json#effect.regenerate',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`regenerate ${p.singleSubject}`, ([o]) =>
        one({ kind: 'regenerate', what: o.ref }, o.targets, variantsOf(o)),
      ),
      // "Regenerate each creature you control" (Golgari Charm): each one gets a shield, locked in as the effect
      // happens (CR 611.2c, 701.19a).
      map(tpl`regenerate each ${p.singularNP}`, ([f]) =>
        f.other ? null : one({ kind: 'regenerate', what: { kind: 'each', filter: f } }),
      ),
    ),
  render(e, rc, say) {
    if (e.what.kind === 'each') {
      const np = e.what.filter.other ? null : say.np(e.what.filter, false);
      return np === null ? null : `regenerate each ${np}`;
    }
    const what = say.ref(e.what, rc);
    return what === null ? null : `regenerate ${what}`;
  },
  resolve: resolveRegenerate,
};
