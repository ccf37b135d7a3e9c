// "gain N life" / "lose N life" (CR 119)
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { gainLife, loseLife } from '../rules/cr119-life.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    gainLife: { readonly kind: 'gainLife'; readonly who: PlayerRef; readonly amount: Amount };
    loseLife: { readonly kind: 'loseLife'; readonly who: PlayerRef; readonly amount: Amount };
  }
}

export function resolveGainLife(tx: Tx, e: Extract<Effect, { kind: 'gainLife' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) gainLife(tx, p, n, '');
}

export function resolveLoseLife(tx: Tx, e: Extract<Effect, { kind: 'loseLife' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) loseLife(tx, p, n, '');
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
    if (e.amount.kind === 'targetPower') return s === null ? null : `${s} life equal to its power`;
    const n = say.digitAmount(e.amount);
    return s === null || n === null ? null : `${s} ${n} life`;
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
    if (e.amount.kind === 'targetPower') return s === null ? null : `${s} life equal to its power`;
    const n = say.digitAmount(e.amount);
    return s === null || n === null ? null : `${s} ${n} life`;
  },
  resolve: resolveLoseLife,
};
