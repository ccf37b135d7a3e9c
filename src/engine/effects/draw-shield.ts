// "The next time you would draw a card this turn, <effects> instead" (CR 614.1a): a one-shot replacement effect that
// lasts until used or until the turn ends (514.2).
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "The next time you would draw a card this turn, <effects> instead" — a one-shot replacement (CR 614.1a) */
    drawShield: { readonly kind: 'drawShield'; readonly instead: readonly Effect[] };
  }
}

export function resolveDrawShield(tx: Tx, e: Extract<Effect, { kind: 'drawShield' }>, ctx: ResolveCtx): void {
  tx.s.shields = [
    ...tx.s.shields,
    {
      id: tx.newId(),
      kind: 'drawInstead',
      player: ctx.controller,
      effects: e.instead,
      sourceObject: ctx.source,
      source: ctx.sourceName,
    },
  ];
  tx.touch();
  tx.emit(
    { kind: 'info' },
    () =>
      `${ctx.sourceName}: the next time ${tx.player(ctx.controller).name} would draw a card this turn, something else happens instead`,
  );
}

export const drawShieldWord: EffectWord<'drawShield'> = {
  kind: 'drawShield',
  rule: 'CR 614.1a',
  scenario: 'effects.json#effect.drawShield',
  polarity: () => 'help',
  resolve: resolveDrawShield,
};
