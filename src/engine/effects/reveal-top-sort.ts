// The top of a library revealed and sorted (CR 701.20a: revealed cards are seen by every player):
// - "Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into
//   your graveyard." (Mulch)
// - "Reveal the top five cards of your library. You may put a creature or land card from among them into your hand.
//   Put the rest into your graveyard." (Grisly Salvage)
import type { Effect, ObjectFilter } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { putOnBottom, topCards } from './scry.js';
import type { ObjectId, PlayerId } from '../types.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { libraryFilter, one } from '../text.js';
import type { P } from '../grammar.js';

type Rest = 'graveyard' | 'bottomAny' | 'bottomRandom';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Reveal the top N cards of your library. Put all <filter> cards revealed this way into your hand and the rest
     * <rest>." (`take` 'all') / "... You may put a <filter> card from among them into your hand. Put the rest <rest>."
     * (`take` 'mayOne') */
    revealTopSort: {
      readonly kind: 'revealTopSort';
      readonly n: number;
      readonly filter: ObjectFilter;
      readonly take: 'all' | 'mayOne';
      readonly rest: Rest;
    };
  }
}

export function resolveRevealTopSort(tx: Tx, e: Extract<Effect, { kind: 'revealTopSort' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  const who = tx.player(p).name;
  const top = topCards(tx, p, e.n);
  if (top.length === 0) return;
  tx.note(`${who} reveals ${top.map((id) => tx.obj(id).def).join(', ')} from the top of their library`, 'CR 701.20a');
  const fits = top.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, p, ctx.source));
  const taken = e.take === 'all' ? fits : fits.length === 0 ? [] : mayChooseOne(tx, p, fits, ctx.sourceName);
  for (const id of taken) changeZone(tx, id, 'hand', (name) => `${who} puts ${name} into their hand`);
  const rest = top.filter((id) => !taken.includes(id));
  if (e.rest === 'graveyard')
    for (const id of rest) changeZone(tx, id, 'graveyard', (name) => `${who} puts ${name} into their graveyard`);
  else putOnBottom(tx, p, rest, e.rest === 'bottomAny' ? 'any' : 'random');
}

/** "You may put a <kind> card from among them": none or one of the cards that fit. */
function mayChooseOne(tx: Tx, p: PlayerId, fits: readonly ObjectId[], source: string): ObjectId[] {
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `${source}: you may choose a card to put into your hand`,
    cards: fits.slice(),
    min: 0,
    max: 1,
  });
  return a.kind === 'cards' ? a.cards.slice(0, 1) : [];
}

const REST: Record<Rest, string> = {
  graveyard: 'into your graveyard',
  bottomAny: 'on the bottom of your library in any order',
  bottomRandom: 'on the bottom of your library in a random order',
};
const rest: P<Rest> = alt(...(Object.keys(REST) as Rest[]).map((k) => lit(REST[k], k)));

export const revealTopSortWord: EffectWord<'revealTopSort'> = {
  kind: 'revealTopSort',
  rule: 'CR 701.20a',
  scenario: 'effects.json#effect.revealTopSort',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(
        tpl`reveal the top ${p.numberWord} cards of your library. Put all ${p.cardKind} cards revealed this way into your hand and the rest ${rest}`,
        ([n, filter, r]) =>
          libraryFilter(filter) ? one({ kind: 'revealTopSort', n, filter, take: 'all', rest: r }) : null,
      ),
      map(
        tpl`reveal the top ${p.numberWord} cards of your library. You may put ${p.article} ${p.cardKind} card from among them into your hand. Put the rest ${rest}`,
        ([n, , filter, r]) =>
          libraryFilter(filter) ? one({ kind: 'revealTopSort', n, filter, take: 'mayOne', rest: r }) : null,
      ),
    ),
  render(e, _rc, say) {
    const kind = say.np(e.filter, false);
    if (kind === null) return null;
    const head = `reveal the top ${say.numberWord(e.n)} cards of your library`;
    if (e.take === 'all')
      return `${head}. Put all ${kind} cards revealed this way into your hand and the rest ${REST[e.rest]}`;
    const a = /^[aeiou]/.test(kind) ? 'an' : 'a';
    return `${head}. You may put ${a} ${kind} card from among them into your hand. Put the rest ${REST[e.rest]}`;
  },
  resolve: resolveRevealTopSort,
};
