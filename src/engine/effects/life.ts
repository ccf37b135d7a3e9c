// "gain N life" / "lose N life" (CR 119)
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { gainLife, loseLife } from '../rules/cr119-life.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map } from '../grammar.js';
import { GAIN_LOST, one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    gainLife: { readonly kind: 'gainLife'; readonly who: PlayerRef; readonly amount: Amount };
    loseLife: {
      readonly kind: 'loseLife';
      readonly who: PlayerRef;
      readonly amount: Amount;
      /** "You gain life equal to the life lost this way." (the sentence after it): its controller gains the total */
      readonly gainLost?: boolean;
    };
  }
}

export function resolveGainLife(tx: Tx, e: Extract<Effect, { kind: 'gainLife' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) gainLife(tx, p, n, '');
}

export function resolveLoseLife(tx: Tx, e: Extract<Effect, { kind: 'loseLife' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  let lost = 0;
  for (const p of playersOf(tx, e.who, ctx)) {
    const before = tx.player(p).life;
    loseLife(tx, p, n, '');
    lost += before - tx.player(p).life;
  }
  // "You gain life equal to the life lost this way": the life the players actually lost (CR 119.3).
  if (e.gainLost) gainLife(tx, ctx.controller, lost, '');
}

export const gainLifeWord: EffectWord<'gainLife'> = {
  kind: 'gainLife',
  rule: 'CR 119',
  scenario: 'effects.json#effect.gainLife',
  polarity: () => 'help',
  parse: (p) =>
    map(p.playerDoes('gain', 'gains', p.life), ([w, amount]) =>
      one({ kind: 'gainLife', who: w.who, amount }, w.targets),
    ),
  render(e, rc, say) {
    const s = say.playerSubject(e.who, rc, 'gain', 'gains');
    const n = say.life(e.amount);
    return s === null || n === null ? null : `${s} ${n}`;
  },
  resolve: resolveGainLife,
};

export const loseLifeWord: EffectWord<'loseLife'> = {
  kind: 'loseLife',
  rule: 'CR 119',
  scenario: 'effects.json#effect.loseLife',
  polarity: () => 'harm',
  parse: (p) =>
    map(p.playerDoes('lose', 'loses', p.life), ([w, amount]) =>
      one({ kind: 'loseLife', who: w.who, amount }, w.targets),
    ),
  render(e, rc, say) {
    const s = say.playerSubject(e.who, rc, 'lose', 'loses');
    const n = say.life(e.amount);
    return s === null || n === null ? null : `${s} ${n}${e.gainLost ? `. ${GAIN_LOST}` : ''}`;
  },
  resolve: resolveLoseLife,
};
