// "Creatures can't attack you unless their controller pays {N} for each of those creatures" (CR 508.1d, 508.1g-h):
// a rule-modifying effect protecting the controller (CR 611.2, 613.11).
import type { Effect, Duration } from '../card-def.js';
import { manaCostText } from '../mana.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { ManaCost } from '../mana.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "creatures can't attack you unless their controller pays {N} for each of those creatures" (CR 508.1d, g-h) */
    attackTax: { readonly kind: 'attackTax'; readonly cost: ManaCost; readonly duration: Duration };
  }
}

export function resolveAttackTax(tx: Tx, e: Extract<Effect, { kind: 'attackTax' }>, ctx: ResolveCtx): void {
  tx.s.rules = [
    ...tx.s.rules,
    {
      id: tx.newId(),
      kind: 'attackTax',
      controller: ctx.controller,
      protects: ctx.controller,
      cost: e.cost,
      duration: e.duration,
      source: ctx.sourceName,
    },
  ];
  tx.touch();
  const until =
    e.duration === 'untilYourNextTurn' ? ' until their next turn' : e.duration === 'endOfTurn' ? ' this turn' : '';
  tx.emit(
    { kind: 'info' },
    () =>
      `${ctx.sourceName}: creatures can't attack ${tx.player(ctx.controller).name}${until} unless their controller pays ${manaCostText(e.cost)} for each`,
  );
}

export const attackTaxWord: EffectWord<'attackTax'> = {
  kind: 'attackTax',
  rule: 'CR 508.1d',
  scenario: 'effects.json#effect.attackTax',
  polarity: () => 'neutral',
  resolve: resolveAttackTax,
};
