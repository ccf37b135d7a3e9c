// "Put N <kind> counters on ..." (CR 122): the controller of the spell or ability puts them.
import type { Effect, Amount, ObjectRef } from '../card-def.js';
import { addCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    putCounters: {
      readonly kind: 'putCounters';
      readonly what: ObjectRef;
      readonly counter: string;
      readonly amount: Amount;
    };
  }
}

export function resolvePutCounters(tx: Tx, e: Extract<Effect, { kind: 'putCounters' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const id of objectsOf(tx, e.what, ctx)) addCounters(tx, id, e.counter, n, undefined, ctx.controller);
}

export const putCountersWord: EffectWord<'putCounters'> = {
  kind: 'putCounters',
  rule: 'CR 122',
  scenario: 'effects.json#effect.putCounters',
  polarity: () => 'help',
  resolve: resolvePutCounters,
};
