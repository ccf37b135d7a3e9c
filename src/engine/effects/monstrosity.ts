// "Monstrosity N." (CR 701.37): a keyword action of a permanent's own ability.
import type { Effect, Amount } from '../card-def.js';
import { addCounters } from '../rules/cr122-counters.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Monstrosity N." (CR 701.37a): if the source isn't monstrous, put N +1/+1 counters on it and it becomes
     * monstrous (701.37b) */
    monstrosity: { readonly kind: 'monstrosity'; readonly amount: Amount };
  }
}

export function resolveMonstrosity(tx: Tx, e: Extract<Effect, { kind: 'monstrosity' }>, ctx: ResolveCtx): void {
  // The source as it is now: a permanent that left the battlefield is a new object, never monstrous, and nothing
  // happens to it (CR 400.7); nor does anything happen if it is monstrous already (701.37a).
  for (const id of objectsOf(tx, { kind: 'self' }, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'battlefield' || o.monstrous) continue;
    const n = amountOf(tx, e.amount, ctx);
    if (n > 0) addCounters(tx, id, '+1/+1', n, 'CR 701.37a', ctx.controller);
    // CR 701.37b: it becomes monstrous whatever happened to the counters (a designation, not an ability).
    tx.mut(id).monstrous = true;
    // CR 701.37c: its other abilities that refer to X use the value of X it became monstrous with.
    tx.emit(
      { kind: 'becameMonstrous', object: id, x: n },
      () => `${characteristics(tx.s, id).name} becomes monstrous`,
      'CR 701.37b',
    );
  }
}

export const monstrosityWord: EffectWord<'monstrosity'> = {
  kind: 'monstrosity',
  rule: 'CR 701.37',
  scenario: 'costs-triggers-conditions.json#trigger.selfBecomesMonstrous',
  polarity: () => 'help',
  // CR 701.37a: "Monstrosity 3.", "Monstrosity X." — the keyword action of a permanent's own ability.
  parse: (p) => map(tpl`monstrosity ${p.digitAmount}`, ([amount]) => one({ kind: 'monstrosity', amount })),
  render(e, rc, say) {
    const n = say.digitAmount(e.amount);
    return n === null ? null : `monstrosity ${n}`;
  },
  resolve: resolveMonstrosity,
};
