// "Look at the top card of your library. You may reveal that card. If a <kind of> card is revealed this way, <effects>."
// The player looks (the card is offered to them alone as a choice); revealing is their choice (CR 701.20).
import type { Effect, ObjectFilter } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { topOfLibrary } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { resolveEffects } from '../hooks.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "You may reveal the top card of your library. If a <filter> card is revealed this way, <then>." (Delver) */
    mayRevealTop: { readonly kind: 'mayRevealTop'; readonly filter: ObjectFilter; readonly then: readonly Effect[] };
  }
}

export function resolveMayRevealTop(tx: Tx, e: Extract<Effect, { kind: 'mayRevealTop' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  const top = topOfLibrary(tx, p);
  if (top === undefined) return;
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `${ctx.sourceName}: the top card of your library — reveal it?`,
    cards: [top],
    min: 0,
    max: 1,
  });
  if (a.kind !== 'cards' || a.cards.length === 0) return;
  const name = tx.obj(top).def;
  tx.emit({ kind: 'info' }, () => `${tx.player(p).name} reveals ${name}`, 'CR 701.20a');
  if (!matchesFilter(tx.s, tx.obj(top), e.filter, p, ctx.source)) return;
  resolveEffects(tx, e.then, ctx);
}

export const mayRevealTopWord: EffectWord<'mayRevealTop'> = {
  kind: 'mayRevealTop',
  rule: 'CR 701.20a',
  scenario: 'effects.json#effect.mayRevealTop',
  polarity: () => 'neutral',
  resolve: resolveMayRevealTop,
};
