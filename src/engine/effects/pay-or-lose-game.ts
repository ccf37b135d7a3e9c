// "Pay {2}{B}. If you don't, you lose the game." (the pacts' delayed triggered ability): as it resolves its controller
// may pay the cost (CR 118.12, 608.2d); a player who doesn't, or can't (118.3), loses the game (104.3e).
import type { Effect } from '../card-def.js';
import { manaCostText, type ManaCost } from '../mana.js';
import { checkGameOver } from '../rules/cr704-state-based-actions.js';
import type { Tx } from '../tx.js';
import { offerPayment } from './offer-payment.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "pay {2}{B}. If you don't, you lose the game." (CR 118.12, 104.3e) */
    payOrLoseGame: { readonly kind: 'payOrLoseGame'; readonly cost: ManaCost };
  }
}

export function resolvePayOrLoseGame(tx: Tx, e: Extract<Effect, { kind: 'payOrLoseGame' }>, ctx: ResolveCtx): void {
  const payer = ctx.controller;
  if (tx.player(payer).lost) return;
  const cost = manaCostText(e.cost);
  const prompt = `${ctx.sourceName}: pay ${cost}? If you don't, you lose the game`;
  const paid = () => `${tx.player(payer).name} pays ${cost} (${ctx.sourceName})`;
  const r = offerPayment(tx, payer, e.cost, ctx, prompt, paid, 'CR 118.12');
  if (r === 'paid') return;
  if (r === 'unpayable')
    tx.emit({ kind: 'info' }, () => `${tx.player(payer).name} can't pay ${cost} (${ctx.sourceName})`, 'CR 118.3');
  // CR 104.3e: an effect may state that a player loses the game.
  const m = tx.mutPlayer(payer);
  m.lost = true;
  m.lossReason = `didn't pay ${cost} for ${ctx.sourceName}`;
  tx.emit(
    { kind: 'playerLoses', player: payer, reason: m.lossReason },
    () => `${m.name} loses: ${m.lossReason}`,
    'CR 104.3e',
  );
  checkGameOver(tx);
}

export const payOrLoseGameWord: EffectWord<'payOrLoseGame'> = {
  kind: 'payOrLoseGame',
  rule: 'CR 104.3e',
  scenario: 'choices.json#effect.payOrLoseGame',
  polarity: () => 'neutral',
  parse: (p) =>
    map(tpl`pay ${p.cost}. If you don't, you lose the game`, ([c]) =>
      c.kind === 'mana' && !c.cost.some((s) => s.kind === 'x') ? one({ kind: 'payOrLoseGame', cost: c.cost }) : null,
    ),
  render: (e, _rc, say) => `pay ${say.manaCost(e.cost)}. If you don't, you lose the game`,
  resolve: resolvePayOrLoseGame,
};
