// "You may pay {B}. If you do, ..." (Kalastria Highborn, Punishing Fire): as the ability resolves, its controller may
// pay the cost (CR 118.12: an optional cost paid on resolution, 608.2d); "If you do" after it asks whether they paid.
// Backing out of the payment (CR 732.1) replays the resolution with them declining.
import type { Effect } from '../card-def.js';
import { manaCostText, type ManaCost } from '../mana.js';
import type { Tx } from '../tx.js';
import { offerPayment } from './offer-payment.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "you may pay {B}": its controller may pay as it resolves (CR 118.12); an "If you do" after it asks whether
     * they did */
    mayPay: { readonly kind: 'mayPay'; readonly cost: ManaCost };
  }
}

export function resolveMayPay(tx: Tx, e: Extract<Effect, { kind: 'mayPay' }>, ctx: ResolveCtx): void {
  const payer = ctx.controller;
  const cost = manaCostText(e.cost);
  const paid = () => `${tx.player(payer).name} pays ${cost} (${ctx.sourceName})`;
  const r = offerPayment(tx, payer, e.cost, ctx, `${ctx.sourceName}: pay ${cost}?`, paid, 'CR 118.12');
  // A cost that can't be paid is not offered (CR 118.3).
  if (r === 'unpayable')
    tx.emit({ kind: 'info' }, () => `${tx.player(payer).name} can't pay ${cost} (${ctx.sourceName})`, 'CR 118.3');
  if (r === 'paid' && ctx.done) ctx.done.did = true;
}

export const mayPayWord: EffectWord<'mayPay'> = {
  kind: 'mayPay',
  rule: 'CR 118.12',
  scenario: 'choices.json#effect.mayPay',
  polarity: () => 'neutral',
  /** "you may pay {B}" (a mana cost without X), followed by "If you do, ..." (the assembler insists). */
  parse: (p) =>
    map(tpl`you may pay ${p.cost}`, ([c]) =>
      c.kind === 'mana' && !c.cost.some((s) => s.kind === 'x') ? one({ kind: 'mayPay', cost: c.cost }) : null,
    ),
  render: (e, _rc, say) => `you may pay ${say.manaCost(e.cost)}`,
  resolve: resolveMayPay,
};
