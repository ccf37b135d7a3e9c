// "Search your library for ..., put it onto the battlefield / into your hand, then shuffle" (CR 701.23)
import type { Effect, ObjectFilter, PlayerRef } from '../card-def.js';
import { changeZone, shuffleLibrary } from '../rules/cr400-zones.js';
import { enterBattlefieldTogether } from '../rules/cr614-replacement.js';
import { characteristics, matchesFilter } from '../rules/cr613-layers.js';
import { SUBTYPES } from '../subtypes.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    searchLibrary: {
      readonly kind: 'searchLibrary';
      readonly filter: ObjectFilter;
      readonly count: number;
      readonly to: 'battlefield' | 'hand';
      readonly tapped?: boolean;
      /** who searches their library (default: the controller): "Its controller may search their library" */
      readonly who?: PlayerRef;
      /** "may search": that player chooses whether to (CR 608.2d) */
      readonly optional?: boolean;
      /** "reveal those cards, put one onto the battlefield tapped and the other into your hand" (Cultivate; `to`
       * 'hand', `count` 2): the searcher chooses which one enters; a single card found enters tapped */
      readonly oneOntoBattlefieldTapped?: boolean;
      /** "up to two basic land cards that share a land type" (Myriad Landscape; CR 205.3i): the second card found must
       * have a land type the first has */
      readonly shareLandType?: boolean;
    };
  }
}

export function resolveSearchLibrary(tx: Tx, e: Extract<Effect, { kind: 'searchLibrary' }>, ctx: ResolveCtx): void {
  for (const p of e.who ? playersOf(tx, e.who, ctx) : [ctx.controller]) search(tx, e, ctx, p);
}

function search(tx: Tx, e: Extract<Effect, { kind: 'searchLibrary' }>, ctx: ResolveCtx, p: PlayerId): void {
  // "may search": the searching player chooses (CR 608.2d).
  if (e.optional) {
    const a = tx.choose({ kind: 'yesNo', player: p, prompt: `${ctx.sourceName}: search your library?` });
    if (a.kind !== 'yes') return;
  }
  const lib = tx.player(p).library;
  const found = lib.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, p, ctx.source));
  // CR 701.23b: a player searching for cards with a stated quality may fail to find them, even if they're there.
  let picked: readonly number[] = [];
  if (found.length > 0 && e.shareLandType) picked = pickSharingLandType(tx, found, p);
  else if (found.length > 0) {
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `Search your library (up to ${e.count})`,
      cards: found.slice().sort((x, y) => x - y),
      min: 0,
      max: e.count,
    });
    if (a.kind === 'cards') picked = a.cards;
  }
  tx.emit(
    { kind: 'libraryLook', player: p, action: 'search' },
    () => `${tx.player(p).name} searches their library`,
    'CR 701.23',
  );
  if (e.oneOntoBattlefieldTapped) {
    splitFound(tx, picked, ctx, p);
    shuffleLibrary(tx, p);
    return;
  }
  if (e.to === 'battlefield')
    // The cards found enter at the same time (CR 614.12b): none sees another on the battlefield as it enters.
    enterBattlefieldTogether(
      tx,
      picked.map((id) => {
        const name = tx.obj(id).def;
        return {
          id,
          controller: p,
          from: 'library' as const,
          opts: { tapped: e.tapped ?? false, says: () => `${tx.player(p).name} puts ${name} onto the battlefield` },
        };
      }),
    );
  else
    for (const id of picked) {
      const name = tx.obj(id).def;
      changeZone(tx, id, 'hand', () => `${tx.player(p).name} puts ${name} into their hand`);
    }
  shuffleLibrary(tx, p);
}

/** "Reveal those cards, put one onto the battlefield tapped and the other into your hand" (Cultivate): the cards are
 * revealed (CR 701.20a), the searcher chooses the one that enters (CR 608.2d); the ruling: with only one card found,
 * it is put onto the battlefield tapped. */
function splitFound(tx: Tx, picked: readonly ObjectId[], ctx: ResolveCtx, p: PlayerId): void {
  for (const id of picked) {
    const name = tx.obj(id).def;
    tx.emit({ kind: 'reveal', player: p, object: id }, () => `${tx.player(p).name} reveals ${name}`, 'CR 701.20a');
  }
  let onto = picked[0];
  if (picked.length > 1) {
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `${ctx.sourceName}: choose the card to put onto the battlefield tapped (the other goes into your hand)`,
      cards: picked.slice(),
      min: 1,
      max: 1,
    });
    if (a.kind === 'cards' && a.cards[0] !== undefined) onto = a.cards[0];
  }
  if (onto === undefined) return;
  const name = tx.obj(onto).def;
  enterBattlefieldTogether(tx, [
    {
      id: onto,
      controller: p,
      from: 'library' as const,
      opts: { tapped: true, says: () => `${tx.player(p).name} puts ${name} onto the battlefield` },
    },
  ]);
  for (const id of picked) {
    if (id === onto) continue;
    const other = tx.obj(id).def;
    changeZone(tx, id, 'hand', () => `${tx.player(p).name} puts ${other} into their hand`);
  }
}

const LAND_TYPES: ReadonlySet<string> = new Set(SUBTYPES.land);

/** "Up to two basic land cards that share a land type" (CR 205.3i): the searcher finds one card, then may find a
 * second among those with a land type of the first. */
function pickSharingLandType(tx: Tx, found: readonly ObjectId[], p: PlayerId): ObjectId[] {
  const cards = found.slice().sort((x, y) => x - y);
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: 'Search your library (up to 1)',
    cards,
    min: 0,
    max: 1,
  });
  const first = a.kind === 'cards' ? a.cards[0] : undefined;
  if (first === undefined) return [];
  const types = characteristics(tx.s, first).subtypes.filter((t) => LAND_TYPES.has(t));
  const sharing = cards.filter(
    (id) => id !== first && characteristics(tx.s, id).subtypes.some((t) => types.includes(t)),
  );
  if (sharing.length === 0) return [first];
  const b = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `Search your library (up to 1 more sharing a land type with ${tx.obj(first).def})`,
    cards: sharing,
    min: 0,
    max: 1,
  });
  const second = b.kind === 'cards' ? b.cards[0] : undefined;
  return second === undefined ? [first] : [first, second];
}

export const searchLibraryWord: EffectWord<'searchLibrary'> = {
  kind: 'searchLibrary',
  rule: 'CR 701.23',
  scenario: 'effects.json#effect.searchLibrary',
  polarity: () => 'neutral',
  resolve: resolveSearchLibrary,
};
