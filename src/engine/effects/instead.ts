// "<effect>. <The same effect, changed> instead if <condition>." — Galvanic Blast's "deals 4 damage instead if you
// control three or more artifacts", Burst Lightning's "If this spell was kicked, it deals 4 damage instead". CR 608.2c:
// the controller follows the instructions in order, and a later instruction that says what to do "instead" modifies
// the earlier one: the condition is checked as the spell or ability resolves, and only one of the two happens.
import type { Condition, Effect } from '../card-def.js';
import { conditionHolds } from '../rules/conditions.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { effectPolarity, resolveEffects } from '../hooks.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<effects>. <instead> instead if <condition>" (CR 608.2c): `instead` when the condition holds as the spell or
     * ability resolves, else `effects` */
    instead: {
      readonly kind: 'instead';
      readonly condition: Condition;
      readonly effects: readonly Effect[];
      readonly instead: readonly Effect[];
    };
  }
}

export function resolveInstead(tx: Tx, e: Extract<Effect, { kind: 'instead' }>, ctx: ResolveCtx): void {
  const changed = conditionHolds(tx.s, e.condition, ctx.controller, ctx.source);
  resolveEffects(tx, changed ? e.instead : e.effects, ctx);
}

export const insteadWord: EffectWord<'instead'> = {
  kind: 'instead',
  rule: 'CR 608.2c',
  scenario: 'effects.json#effect.instead',
  // Either way it does what its first effect does, more or less of it.
  polarity: (e) => (e.effects[0] ? effectPolarity(e.effects[0]) : 'neutral'),
  resolve: resolveInstead,
};
