// "Exile target player's graveyard", "Exile each opponent's graveyard": every card in it is put into exile (CR 406).
import type { Effect } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { link, playersOf, type ResolveCtx } from './context.js';
import type { PlayerRef } from '../card-def.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Exile target player's graveyard", "Exile each opponent's graveyard" (CR 406: every card in it) */
    exileGraveyard: { readonly kind: 'exileGraveyard'; readonly who: PlayerRef };
  }
}

export function resolveExileGraveyard(tx: Tx, e: Extract<Effect, { kind: 'exileGraveyard' }>, ctx: ResolveCtx): void {
  for (const p of playersOf(tx, e.who, ctx)) {
    const cards = tx.player(p).graveyard.slice();
    if (cards.length === 0) continue;
    const moved = cards.map((id) =>
      changeZone(tx, id, 'exile', (name, owner) => `${name} is exiled from ${owner}'s graveyard by ${ctx.sourceName}`),
    );
    link(ctx, moved);
  }
}

export const exileGraveyardWord: EffectWord<'exileGraveyard'> = {
  kind: 'exileGraveyard',
  rule: 'CR 406',
  scenario: 'effects.json#effect.exileGraveyard',
  polarity: () => 'harm',
  resolve: resolveExileGraveyard,
};
