// "Tap <permanents>" (CR 701.26a): only untapped permanents can be tapped.
import type { Effect, ObjectRef } from '../card-def.js';
import { tapPermanent } from '../rules/cr605-mana-abilities.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

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
  resolve: resolveTap,
};
