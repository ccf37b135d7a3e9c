// "... gets N poison counters" (CR 122.1f)
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { putCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    addPoison: { readonly kind: 'addPoison'; readonly who: PlayerRef; readonly amount: Amount };
  }
}

export function resolveAddPoison(tx: Tx, e: Extract<Effect, { kind: 'addPoison' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  // The controller of the spell or ability gives the counters.
  for (const p of playersOf(tx, e.who, ctx)) putCounters(tx, { player: p }, ctx.controller, { poison: n });
}

export const addPoisonWord: EffectWord<'addPoison'> = {
  kind: 'addPoison',
  rule: 'CR 122.1f',
  scenario: 'effects.json#effect.addPoison',
  polarity: () => 'harm',
  resolve: resolveAddPoison,
};
