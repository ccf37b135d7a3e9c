// "<player> mills N cards" (CR 701.17a): that player puts that many cards from the top of their library into their
// graveyard; with fewer cards in the library, as many as there are (701.17b).
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import { topCards } from './scry.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<player> mills N cards" (CR 701.17) */
    mill: { readonly kind: 'mill'; readonly who: PlayerRef; readonly amount: Amount };
  }
}

export function resolveMill(tx: Tx, e: Extract<Effect, { kind: 'mill' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx))
    for (const id of topCards(tx, p, n))
      changeZone(tx, id, 'graveyard', (name, owner) => `${owner} mills ${name}`, 'CR 701.17a');
}

export const millWord: EffectWord<'mill'> = {
  kind: 'mill',
  rule: 'CR 701.17a',
  scenario: 'effects.json#effect.mill',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`mill ${p.cards}`, ([amount]) => one({ kind: 'mill', who: { kind: 'you' }, amount })),
      map(p.playerDoes('mill', 'mills', p.cards), ([w, amount, you]) =>
        one({ kind: 'mill', who: w.who, amount }, w.targets, you ? { variants: ['you'] } : {}),
      ),
    ),
  render(e, rc, say) {
    const n = say.count(e.amount, 'card', 'cards');
    if (n === null) return null;
    if (e.who.kind === 'you') return say.variantIs(rc, 'you') ? `you mill ${n}` : `mill ${n}`;
    const s = say.playerSubject(e.who, rc, 'mill', 'mills');
    return s === null ? null : `${s} ${n}`;
  },
  resolve: resolveMill,
};
