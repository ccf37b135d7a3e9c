// "Regenerate ..." (CR 701.19)
import type { Effect, ObjectRef } from '../card-def.js';
import { addRegenerationShield } from '../rules/cr701-keyword-actions.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
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
    map(tpl`regenerate ${p.singleSubject}`, ([o]) =>
      one({ kind: 'regenerate', what: o.ref }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `regenerate ${what}`;
  },
  resolve: resolveRegenerate,
};
