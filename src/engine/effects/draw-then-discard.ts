// "Draw N cards, then discard a card for each card drawn this way" — the discards count the cards actually drawn,
// after replacement effects (Thought Reflection makes one draw two cards).
import type { Effect, Amount } from '../card-def.js';
import { drawCards } from '../rules/cr121-draw.js';
import { discard } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { amountOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Draw N cards, then discard a card for each card drawn this way" */
    drawThenDiscardPerCardDrawn: { readonly kind: 'drawThenDiscardPerCardDrawn'; readonly amount: Amount };
  }
}

export function resolveDrawThenDiscard(
  tx: Tx,
  e: Extract<Effect, { kind: 'drawThenDiscardPerCardDrawn' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.controller;
  const before = tx.cardsDrawn[p] ?? 0;
  drawCards(tx, p, amountOf(tx, e.amount, ctx), undefined, ctx.applied);
  const drawn = (tx.cardsDrawn[p] ?? 0) - before;
  const hand = tx.player(p).hand;
  const k = Math.min(drawn, hand.length);
  // "a card for each card drawn": one card at a time, then all of them are discarded together.
  const chosen: number[] = [];
  for (let i = 0; i < k; i++) {
    const left = hand.filter((id) => !chosen.includes(id));
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `Discard a card (${i + 1} of ${k})`,
      cards: left,
      min: 1,
      max: 1,
    });
    if (a.kind === 'cards' && a.cards[0] !== undefined) chosen.push(a.cards[0]);
  }
  for (const id of chosen) discard(tx, p, id, '', ctx.controller);
}

export const drawThenDiscardPerCardDrawnWord: EffectWord<'drawThenDiscardPerCardDrawn'> = {
  kind: 'drawThenDiscardPerCardDrawn',
  rule: 'CR 121.1',
  scenario: 'effects.json#effect.drawThenDiscardPerCardDrawn',
  polarity: () => 'help',
  resolve: resolveDrawThenDiscard,
};
