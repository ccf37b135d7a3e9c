// "Then if <condition>, <effects>": the condition is checked when the resolution reaches it, after the instructions
// before it were followed (CR 608.2c) — not an intervening "if" (603.4), which is also checked as it triggers.
import type { Effect, Condition } from '../card-def.js';
import { conditionHolds } from '../rules/conditions.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { resolveEffect } from '../hooks.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Then if <condition>, <effects>" — checked as this point of the resolution is reached (CR 608.2c), unlike an
     * intervening "if" (603.4) */
    conditional: { readonly kind: 'conditional'; readonly condition: Condition; readonly then: readonly Effect[] };
  }
}

export function resolveConditional(tx: Tx, e: Extract<Effect, { kind: 'conditional' }>, ctx: ResolveCtx): void {
  if (!conditionHolds(tx.s, e.condition, ctx.controller, ctx.source)) return;
  for (const x of e.then) resolveEffect(tx, x, ctx);
}

export const conditionalWord: EffectWord<'conditional'> = {
  kind: 'conditional',
  rule: 'CR 608.2c',
  scenario: 'effects.json#effect.conditional/notYet',
  polarity: () => 'neutral',
  resolve: resolveConditional,
};
