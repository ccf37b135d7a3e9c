// "sacrifice ..." (CR 701.21): only permanents its controller controls can be sacrificed.
import type { Effect } from '../card-def.js';
import { sacrifice } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { ObjectRef } from '../card-def.js';
import type { EffectWord } from './word.js';

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
  resolve: resolveSacrifice,
};
