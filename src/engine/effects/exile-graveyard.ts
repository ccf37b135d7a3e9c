// "Exile target player's graveyard", "Exile each opponent's graveyard": every card in it is put into exile (CR 406).
import type { Effect, PlayerRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { link, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';

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
  // CR 406: a whole graveyard exiled.
  parse: (p) =>
    alt(
      map(tpl`exile ${p.playerTarget}'s graveyard`, ([w]) => one({ kind: 'exileGraveyard', who: w.who }, w.targets)),
      lit("exile each opponent's graveyard", one({ kind: 'exileGraveyard', who: { kind: 'eachOpponent' } })),
    ),
  render(e, rc, say) {
    if (e.who.kind === 'eachOpponent') return "exile each opponent's graveyard";
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!t || e.who.kind !== 'target') return null;
    rc.named.add(e.who.index);
    const what = say.target(t);
    return what === null ? null : `exile ${what}'s graveyard`;
  },
  resolve: resolveExileGraveyard,
};
