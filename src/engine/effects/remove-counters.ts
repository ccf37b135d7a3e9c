// "Remove N <kind> counters from <object>" (CR 122): as many as it has if it has fewer (CR 122.8 counts what was
// removed).
import type { Effect, Amount, ObjectRef } from '../card-def.js';
import { removeCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Remove N <kind> counters from <object>" (CR 122.8: as many as it has, if fewer) */
    removeCounters: {
      readonly kind: 'removeCounters';
      readonly what: ObjectRef;
      readonly counter: string;
      readonly amount: Amount;
    };
  }
}

export function resolveRemoveCounters(tx: Tx, e: Extract<Effect, { kind: 'removeCounters' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const id of objectsOf(tx, e.what, ctx)) removeCounters(tx, id, e.counter, n);
}

export const removeCountersWord: EffectWord<'removeCounters'> = {
  kind: 'removeCounters',
  rule: 'CR 122',
  scenario: 'effects.json#effect.removeCounters',
  polarity: () => 'harm',
  resolve: resolveRemoveCounters,
};
