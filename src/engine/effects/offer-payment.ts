// A mana cost a player may pay as an effect resolves (CR 118.12, 608.2d): "you may pay {B}. If you do", "sacrifice it
// unless you pay {1}", "pay {2}{B}. If you don't, you lose the game". One home for the offer and the payment: a cost
// that can't be paid is not offered (118.3), and backing out of the payment (CR 732.1) replays the resolution with the
// player declining.
import type { ManaCost } from '../mana.js';
import type { ManaPurpose } from '../rules/cr106-mana-production.js';
import { canPayMana, payManaCost } from '../rules/cr118-costs.js';
import { declineOnRewind, type Tx } from '../tx.js';
import type { PlayerId } from '../types.js';
import type { ResolveCtx } from './context.js';

const ANY: ManaPurpose = { kind: 'other' };

/** Asks `payer` whether they pay `cost` (with `prompt`) and pays it if they do, logging `paid` under `rule`. */
export function offerPayment(
  tx: Tx,
  payer: PlayerId,
  cost: ManaCost,
  ctx: ResolveCtx,
  prompt: string,
  paid: () => string,
  rule: string,
): 'paid' | 'declined' | 'unpayable' {
  if (!canPayMana(tx.s, payer, cost, ctx.x, null, ANY)) return 'unpayable';
  const decision = tx.answerIndex();
  const logged = tx.log.length;
  const a = tx.choose({ kind: 'yesNo', player: payer, prompt });
  if (a.kind !== 'yes') return 'declined';
  declineOnRewind(decision, logged, () => payManaCost(tx, payer, cost, ctx.x, null, ctx.sourceName, ANY));
  tx.emit({ kind: 'info' }, paid, rule);
  return 'paid';
}
