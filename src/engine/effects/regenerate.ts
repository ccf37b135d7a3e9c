// "Regenerate ..." (CR 701.19)
import type { Effect } from '../card-def.js';
import { addRegenerationShield } from '../rules/cr701-keyword-actions.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { ObjectRef } from '../card-def.js';
import type { EffectWord } from './word.js';

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
  resolve: resolveRegenerate,
};
