// "Surveil N" (CR 701.25a): look at the top N cards of your library, then put any number of them into your
// graveyard and the rest on top of your library in any order.
import type { Effect, Amount } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { amountOf, type ResolveCtx } from './context.js';
import { chooseAny, chooseOrder, putOnTop, topCards } from './scry.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Scry N" (CR 701.22) and "Surveil N" (CR 701.25): the controller looks at the top of their library */
    surveil: { readonly kind: 'surveil'; readonly amount: Amount };
  }
}

export function resolveSurveil(tx: Tx, e: Extract<Effect, { kind: 'surveil' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  const p = ctx.controller;
  const cards = topCards(tx, p, n);
  // CR 701.25c: surveil 0 is no surveil event.
  if (n <= 0 || cards.length === 0) return;
  const yard = chooseAny(tx, p, cards, `${ctx.sourceName}: surveil ${n} — choose the cards to put into your graveyard`);
  const top = cards.filter((id) => !yard.includes(id));
  putOnTop(tx, p, chooseOrder(tx, p, top, 'Put a card back on top of your library (the last one is the top card)'));
  for (const id of yard)
    changeZone(
      tx,
      id,
      'graveyard',
      (name, owner) => `${owner} puts ${name} into their graveyard (surveil)`,
      'CR 701.25a',
    );
  tx.emit(
    { kind: 'libraryLook', player: p, action: 'surveil' },
    () => `${tx.player(p).name} surveils ${n}`,
    'CR 701.25a',
  );
}

export const surveilWord: EffectWord<'surveil'> = {
  kind: 'surveil',
  rule: 'CR 701.25a',
  scenario: 'effects.json#effect.surveil',
  polarity: () => 'neutral',
  parse: (p) => map(tpl`surveil ${p.digits}`, ([n]) => one({ kind: 'surveil', amount: { kind: 'const', n } })),
  render(e) {
    return e.amount.kind === 'const' ? `surveil ${e.amount.n}` : null;
  },
  resolve: resolveSurveil,
};
