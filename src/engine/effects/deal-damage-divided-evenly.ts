// "deals N damage divided evenly, rounded down, among any number of targets" (Fireball)
import type { Effect, Amount } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import type { Tx } from '../tx.js';
import type { Ref } from '../types.js';
import { amountOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "deals N damage divided evenly, rounded down, among any number of targets" — among the targets still legal as
     * it resolves (Fireball's ruling) */
    dealDamageDividedEvenly: { readonly kind: 'dealDamageDividedEvenly'; readonly amount: Amount };
  }
}

export function resolveDealDamageDividedEvenly(
  tx: Tx,
  e: Extract<Effect, { kind: 'dealDamageDividedEvenly' }>,
  ctx: ResolveCtx,
): void {
  // The division involves only the targets still legal as it resolves (CR 608.2b; Fireball's ruling); with more of
  // them than the amount, each gets 0.
  const to = ctx.targets.filter((t): t is Ref => t !== null);
  if (to.length === 0) return;
  const each = Math.floor(amountOf(tx, e.amount, ctx) / to.length);
  if (each <= 0) return;
  dealDamage(
    tx,
    to.map((r) => ({ source: ctx.source, to: r, amount: each })),
    false,
  );
}

export const dealDamageDividedEvenlyWord: EffectWord<'dealDamageDividedEvenly'> = {
  kind: 'dealDamageDividedEvenly',
  rule: 'CR 120.3',
  scenario: 'auras.json#effect.dealDamageDividedEvenly',
  polarity: () => 'harm',
  resolve: resolveDealDamageDividedEvenly,
};
