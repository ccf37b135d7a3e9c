// "<players> discard their hand" (CR 701.9)
import type { Effect, PlayerRef } from '../card-def.js';
import { discard } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<players> discard their hand" */
    discardHand: { readonly kind: 'discardHand'; readonly who: PlayerRef };
  }
}

export function resolveDiscardHand(tx: Tx, e: Extract<Effect, { kind: 'discardHand' }>, ctx: ResolveCtx): void {
  for (const p of playersOf(tx, e.who, ctx))
    for (const id of tx.player(p).hand.slice()) discard(tx, p, id, '', ctx.controller);
}

export const discardHandWord: EffectWord<'discardHand'> = {
  kind: 'discardHand',
  rule: 'CR 701.9',
  scenario: 'effects.json#effect.discardHand',
  polarity: () => 'harm',
  /** "Discard your hand", "Each player discards their hand" (CR 701.9) */
  parse: (p) =>
    alt(
      lit('discard your hand', one({ kind: 'discardHand', who: { kind: 'you' } })),
      map(p.playerDoes('discard', 'discards', lit('their hand')), ([w]) =>
        w.who.kind === 'you' ? null : one({ kind: 'discardHand', who: w.who }, w.targets),
      ),
    ),
  render(e, rc, say) {
    if (e.who.kind === 'you') return 'discard your hand';
    const s = say.playerSubject(e.who, rc, 'discard', 'discards');
    return s === null ? null : `${s} their hand`;
  },
  resolve: resolveDiscardHand,
};
