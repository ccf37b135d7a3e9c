// "Destroy ..." (CR 701.8)
import type { Effect, ObjectRef } from '../card-def.js';
import { destroy } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Destroy <objects>. [It/They] can't be regenerated." (CR 701.8; 701.19c: regeneration shields don't apply) */
    destroy: { readonly kind: 'destroy'; readonly what: ObjectRef; readonly noRegenerate?: boolean };
  }
}

export function resolveDestroy(tx: Tx, e: Extract<Effect, { kind: 'destroy' }>, ctx: ResolveCtx): void {
  // CR 701.8, 603.10a: permanents destroyed by one instruction are destroyed at the same time: each one's
  // leaves-the-battlefield abilities see the others leave ("Whenever another creature dies" on one of them).
  const ids = objectsOf(tx, e.what, ctx);
  const before = tx.leavingTogether;
  if (ids.length > 1) tx.leavingTogether = ids;
  try {
    for (const id of ids) destroy(tx, id, ` (destroyed by ${ctx.sourceName})`, 'CR 701.8', e.noRegenerate === true);
  } finally {
    tx.leavingTogether = before;
  }
}

export const destroyWord: EffectWord<'destroy'> = {
  kind: 'destroy',
  rule: 'CR 701.8',
  scenario: 'effects.json#effect.destroy',
  polarity: () => 'harm',
  resolve: resolveDestroy,
};
