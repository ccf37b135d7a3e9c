// "discard N cards" (CR 701.9): the player chooses.
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { discard } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    discard: { readonly kind: 'discard'; readonly who: PlayerRef; readonly amount: Amount };
  }
}

export function resolveDiscard(tx: Tx, e: Extract<Effect, { kind: 'discard' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) {
    const hand = tx.player(p).hand;
    const k = Math.min(n, hand.length);
    if (k === 0) continue;
    const cards = k === hand.length ? hand.slice() : chosen(tx, p, hand, k);
    for (const id of cards) discard(tx, p, id, '', ctx.controller);
  }
}

function chosen(tx: Tx, p: number, hand: readonly number[], k: number): readonly number[] {
  const a = tx.choose({ kind: 'chooseCards', player: p, prompt: `Discard ${k}`, cards: hand.slice(), min: k, max: k });
  return a.kind === 'cards' ? a.cards : [];
}

export const discardWord: EffectWord<'discard'> = {
  kind: 'discard',
  rule: 'CR 701.9',
  scenario: 'effects.json#effect.discard',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`discard ${p.cards}`, ([amount]) => one({ kind: 'discard', who: { kind: 'you' }, amount })),
      map(p.playerDoes('discard', 'discards', p.cards), ([w, amount, you]) =>
        one({ kind: 'discard', who: w.who, amount }, w.targets, you ? { variants: ['you'] } : {}),
      ),
    ),
  render(e, rc, say) {
    const n = say.count(e.amount, 'card', 'cards');
    if (n === null) return null;
    if (e.who.kind === 'you') return say.variantIs(rc, 'you') ? `you discard ${n}` : `discard ${n}`;
    const s = say.playerSubject(e.who, rc, 'discard', 'discards');
    return s === null ? null : `${s} ${n}`;
  },
  resolve: resolveDiscard,
};
