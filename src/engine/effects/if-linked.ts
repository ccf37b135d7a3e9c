// "If it's a <kind of> permanent, <effects>": "it" is what an earlier effect of the same spell or ability moved, as it
// is now or as it last existed (CR 608.2h).
import type { Effect, ObjectFilter } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { resolveEffect } from '../hooks.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "If it's a <filter>, <effects>" — "it": what an earlier effect of the same resolution moved ("that card") */
    ifLinked: {
      readonly kind: 'ifLinked';
      readonly filter: ObjectFilter;
      readonly effects: readonly Effect[];
      /** "If the sacrificed creature was a Human, ...": "it" is what the ability's cost sacrificed, as it last
       * existed (CR 608.2h), named by the noun the cost said */
      readonly sacrificed?: string;
    };
  }
}

export function resolveIfLinked(tx: Tx, e: Extract<Effect, { kind: 'ifLinked' }>, ctx: ResolveCtx): void {
  const it = (e.sacrificed === undefined ? ctx.linked : ctx.costSacrificed) ?? [];
  if (!it.some((id) => matchesFilter(tx.s, tx.obj(id), e.filter, ctx.controller, ctx.source))) return;
  for (const inner of e.effects) resolveEffect(tx, inner, ctx);
}

export const ifLinkedWord: EffectWord<'ifLinked'> = {
  kind: 'ifLinked',
  rule: 'CR 608.2h',
  scenario: 'effects.json#effect.putFromHand',
  polarity: () => 'neutral',
  resolve: resolveIfLinked,
};
