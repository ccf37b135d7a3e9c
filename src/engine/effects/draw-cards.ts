// "draw N cards" (CR 121)
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { drawCards } from '../rules/cr121-draw.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    drawCards: { readonly kind: 'drawCards'; readonly who: PlayerRef; readonly amount: Amount };
  }
}

export function resolveDrawCards(tx: Tx, e: Extract<Effect, { kind: 'drawCards' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) drawCards(tx, p, n, undefined, ctx.applied);
}

export const drawCardsWord: EffectWord<'drawCards'> = {
  kind: 'drawCards',
  rule: 'CR 121',
  scenario: 'effects.json#effect.drawCards',
  polarity: () => 'help',
  resolve: resolveDrawCards,
};
