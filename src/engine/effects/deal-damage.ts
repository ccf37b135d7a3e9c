// "deals N damage to ..." (CR 120)
import type { Effect, Amount, DamageRecipient } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { Ref } from '../types.js';
import { amountOf, objectsOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    dealDamage: {
      readonly kind: 'dealDamage';
      readonly amount: Amount;
      readonly to: DamageRecipient;
      /** "If a creature dealt damage this way would die this turn, exile it instead." (CR 614.1a: Pillar of Flame) */
      readonly exileIfDies?: boolean;
    };
  }
}

export function resolveDealDamage(tx: Tx, e: Extract<Effect, { kind: 'dealDamage' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  const to: Ref[] = [];
  if (e.to.kind === 'player') for (const p of playersOf(tx, e.to.who, ctx)) to.push({ player: p });
  else if (e.to.kind === 'target') {
    const t = ctx.targets[e.to.index];
    if (t) to.push(t);
  } else for (const id of objectsOf(tx, e.to, ctx)) to.push({ object: id });
  // "equal to the number of cards in that player's hand": counted for each player dealt damage, as it resolves.
  const dealt = dealDamage(
    tx,
    to.map((r) => ({
      source: ctx.source,
      to: r,
      amount: e.amount.kind === 'cardsInRecipientHand' && 'player' in r ? amountOf(tx, e.amount, ctx, r.player) : n,
    })),
    false,
  );
  // CR 614.1a: "If a creature dealt damage this way would die this turn, exile it instead" — a replacement effect on
  // each creature dealt damage, until the turn ends (514.2) or it leaves the battlefield (400.7).
  if (e.exileIfDies)
    for (const id of dealt)
      if (!tx.obj(id).left && characteristics(tx.s, id).creature) {
        tx.s.shields = [...tx.s.shields, { id: tx.newId(), kind: 'exileIfDies', object: id, source: ctx.sourceName }];
        tx.touch();
      }
}

export const dealDamageWord: EffectWord<'dealDamage'> = {
  kind: 'dealDamage',
  rule: 'CR 120',
  scenario: 'effects.json#effect.dealDamage',
  polarity: () => 'harm',
  resolve: resolveDealDamage,
};
