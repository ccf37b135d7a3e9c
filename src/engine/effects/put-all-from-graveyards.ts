// "Put all creature cards from all graveyards onto the battlefield under your control." (Liliana Vess, Rise of the Dark
// Realms) — every card of that kind in every graveyard as it resolves, entering the battlefield together under the
// controller's control (CR 110.2a, 614.12); they are "them" for the effects after it.
import type { Effect, ObjectFilter } from '../card-def.js';
import { map, tpl } from '../grammar.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { enterBattlefieldTogether } from '../rules/cr614-replacement.js';
import { withinRange } from '../rules/cr801-range-of-influence.js';
import { libraryFilter, one } from '../text.js';
import type { Tx } from '../tx.js';
import { link, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "put all <filter> cards from all graveyards onto the battlefield under your control" */
    putAllFromGraveyards: { readonly kind: 'putAllFromGraveyards'; readonly filter: ObjectFilter };
  }
}

export function resolvePutAllFromGraveyards(
  tx: Tx,
  e: Extract<Effect, { kind: 'putAllFromGraveyards' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.controller;
  // CR 801.10: with limited range of influence, the graveyards of the players within the controller's range.
  const cards = tx.s.players
    .filter((pl) => withinRange(tx.s, p, pl.id))
    .flatMap((pl) => pl.graveyard.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, p, ctx.source)));
  if (cards.length === 0) return;
  const entered = enterBattlefieldTogether(
    tx,
    cards.map((id) => {
      const name = tx.obj(id).def;
      return {
        id,
        controller: p,
        from: 'graveyard' as const,
        opts: { says: () => `${tx.player(p).name} puts ${name} onto the battlefield under their control` },
      };
    }),
  );
  link(ctx, entered);
}

export const putAllFromGraveyardsWord: EffectWord<'putAllFromGraveyards'> = {
  kind: 'putAllFromGraveyards',
  rule: 'CR 110.2a',
  scenario: 'planeswalkers.json#effect.putAllFromGraveyards',
  polarity: () => 'help',
  parse: (p) =>
    map(tpl`put all ${p.cardKind} cards from all graveyards onto the battlefield under your control`, ([filter]) =>
      libraryFilter(filter) ? one({ kind: 'putAllFromGraveyards', filter }) : null,
    ),
  render(e, _rc, say) {
    const np = say.np(e.filter, false);
    return np === null ? null : `put all ${np} cards from all graveyards onto the battlefield under your control`;
  },
  resolve: resolvePutAllFromGraveyards,
};
