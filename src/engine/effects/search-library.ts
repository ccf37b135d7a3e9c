// "Search your library for ..., put it onto the battlefield / into your hand, then shuffle" (CR 701.23)
import type { Amount, Effect, ObjectFilter, PlayerRef } from '../card-def.js';
import { changeZone, shuffleLibrary } from '../rules/cr400-zones.js';
import { enterBattlefieldTogether } from '../rules/cr614-replacement.js';
import { characteristics, matchesFilter } from '../rules/cr613-layers.js';
import { SUBTYPES } from '../subtypes.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { amountOf, concreteFilter, link, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, list, lit, map, opt, seq, tpl } from '../grammar.js';
import { ITS_CONTROLLER, libraryFilter, one } from '../text.js';
import type { EffectPhrases } from '../text.js';
import type { P } from '../grammar.js';

declare module '../card-def.js' {
  interface EffectTypes {
    searchLibrary: {
      readonly kind: 'searchLibrary';
      readonly filter: ObjectFilter;
      readonly count: number;
      /** 'top': "then shuffle and put that card on top" (Vampiric Tutor): the card stays in the library, put on top
       * after the shuffle, unrevealed */
      readonly to: 'battlefield' | 'hand' | 'exile' | 'top';
      /** with 'top': "reveal it" — the card found is shown to every player (CR 701.20a) */
      readonly revealed?: true;
      /** whose library the controller searches, each in turn (default: their own): "For each player, search that
       * player's library for a nonland card and exile it, then that player shuffles" */
      readonly inLibraryOf?: PlayerRef;
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
      /** "with mana value X or less": a bound counted as it resolves (CR 608.2h), for the card found */
      readonly maxManaValue?: Amount;
    };
  }
}

export function resolveSearchLibrary(tx: Tx, e: Extract<Effect, { kind: 'searchLibrary' }>, ctx: ResolveCtx): void {
  if (e.inLibraryOf) {
    for (const q of playersOf(tx, e.inLibraryOf, ctx)) searchOthers(tx, e, ctx, q);
    return;
  }
  for (const p of e.who ? playersOf(tx, e.who, ctx) : [ctx.controller]) search(tx, e, ctx, p);
}

/** CR 701.23a: the controller searches player `q`'s library (their own too, when `q` is them) — they alone see its
 * cards as they choose — exiles what they find (remembered for "those cards"), then `q` shuffles. */
function searchOthers(tx: Tx, e: Extract<Effect, { kind: 'searchLibrary' }>, ctx: ResolveCtx, q: PlayerId): void {
  const p = ctx.controller;
  const whose = q === p ? 'your library' : `${tx.player(q).name}'s library`;
  const found = tx.player(q).library.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, p, ctx.source));
  let picked: readonly number[] = [];
  // CR 701.23b: the searcher may fail to find a card with a stated quality.
  if (found.length > 0) {
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `${ctx.sourceName}: search ${whose} (up to ${e.count})`,
      cards: found.slice().sort((x, y) => x - y),
      min: 0,
      max: e.count,
    });
    if (a.kind === 'cards') picked = a.cards;
  }
  if (q === p)
    tx.emit({ kind: 'libraryLook', player: p, action: 'search' }, () => `${tx.player(p).name} searches their library`);
  else tx.emit({ kind: 'info' }, () => `${tx.player(p).name} searches ${tx.player(q).name}'s library`, 'CR 701.23a');
  const who = tx.player(p).name;
  for (const id of picked) link(ctx, [changeZone(tx, id, 'exile', (name) => `${who} exiles ${name}`)]);
  shuffleLibrary(tx, q);
}

function search(tx: Tx, e: Extract<Effect, { kind: 'searchLibrary' }>, ctx: ResolveCtx, p: PlayerId): void {
  // "may search": the searching player chooses (CR 608.2d).
  if (e.optional) {
    const a = tx.choose({ kind: 'yesNo', player: p, prompt: `${ctx.sourceName}: search your library?` });
    if (a.kind !== 'yes') return;
  }
  const lib = tx.player(p).library;
  // "with mana value X or less": the bound is counted as the search begins (CR 608.2h).
  const concrete = concreteFilter(tx, e.filter, ctx);
  const filter = e.maxManaValue ? { ...concrete, maxManaValue: amountOf(tx, e.maxManaValue, ctx) } : concrete;
  const found = lib.filter((id) => matchesFilter(tx.s, tx.obj(id), filter, p, ctx.source));
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
  if (e.to === 'top') {
    // CR 701.23, 401.4: shuffled, then the card found goes on top (it never leaves the library: the same object).
    for (const id of e.revealed ? picked : []) {
      const name = tx.obj(id).def;
      tx.emit({ kind: 'reveal', player: p, object: id }, () => `${tx.player(p).name} reveals ${name}`, 'CR 701.20a');
    }
    shuffleLibrary(tx, p);
    const lib = tx.zone(p, 'library');
    for (const id of picked) {
      lib.splice(lib.indexOf(id), 1);
      lib.push(id);
    }
    if (picked.length > 0) tx.note(`${tx.player(p).name} puts a card on top of their library`, 'CR 701.23');
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

/** What a library search looks for: "a basic land card", "a Forest card", "an instant or sorcery card", "up to two
 * basic land cards", "a card". Only what a card in a library has (no controller, no tapped or combat status). */
const searchFor = (p: EffectPhrases): P<[ObjectFilter, number]> =>
  alt<[ObjectFilter, number]>(
    lit('a card', [{}, 1]),
    lit('a nonland card', [{ notTypes: ['Land'] }, 1]),
    // Farseek: "a Plains, Island, Swamp, or Mountain card" — three or more subtypes, any of them.
    map(tpl`${p.article} ${list(p.subtypeName, 'or')} card`, ([, ts]) =>
      ts.length >= 3 && new Set(ts).size === ts.length ? [{ subtypes: ts }, 1] : null,
    ),
    map(seq(tpl`${p.article} ${p.cardKind} card`, opt(p.comparison)), ([[, f], cmp]) => cardsFor(f, cmp, 1)),
    // "a creature card with mana value equal to 1 plus the sacrificed creature's mana value" (Birthing Pod), "... equal
    // to the number of verse counters on {this}": counted as the search begins (CR 608.2h).
    map(tpl`${p.article} ${p.cardKind} card with mana value equal to ${p.amount}`, ([, f, a]) =>
      libraryFilter(f) && f.minManaValue === undefined && f.maxManaValue === undefined
        ? [{ ...f, manaValueIs: a }, 1]
        : null,
    ),
    // "up to two creature cards with mana value 1 or less" (Ranger of Eos)
    map(seq(tpl`up to ${p.numberWord} ${p.cardKind} cards`, opt(p.comparison)), ([[n, f], cmp]) =>
      n >= 2 ? cardsFor(f, cmp, n) : null,
    ),
    // "up to three cards named {this}" (Squadron Hawk, CR 201.2)
    map(tpl`up to ${p.numberWord} cards named {this}`, ([n]) => (n >= 2 ? [{ namedAsSource: true }, n] : null)),
  );

/** What a search looks for: a kind of card and a bound on its mana value said after "card" (only what a card in a
 * library has). */
function cardsFor(f: ObjectFilter, cmp: Partial<ObjectFilter> | null, n: number): [ObjectFilter, number] | null {
  if (!libraryFilter(f)) return null;
  if (!cmp) return [f, n];
  const bounds = cmp.minManaValue !== undefined || cmp.maxManaValue !== undefined;
  if (!bounds || Object.keys(cmp).some((k) => k !== 'minManaValue' && k !== 'maxManaValue')) return null;
  if (f.minManaValue !== undefined || f.maxManaValue !== undefined) return null;
  return [{ ...f, ...cmp }, n];
}

const pronoun: P<string> = alt(lit('that card'), lit('it'), lit('them'));

export const searchLibraryWord: EffectWord<'searchLibrary'> = {
  kind: 'searchLibrary',
  rule: 'CR 701.23',
  scenario: 'effects.json#effect.searchLibrary',
  polarity: () => 'neutral',
  /** CR 701.23: search, put the card(s) somewhere, shuffle. "Reveal it" before putting a card into the hand shows it
   * to everyone; the engine tells every player the name of a card searched into a hand, so the tree is the same (as in
   * the hand-written landcycling); the text keeps its word. */
  parse: (p) =>
    alt(
      // CR 608.2h: "its controller" — of the object the ability exiled or destroyed (Path to Exile).
      map(
        tpl`its controller may search their library for ${searchFor(p)}, put ${pronoun} onto the battlefield${opt(lit(' tapped'))}, then shuffle`,
        ([[filter, count], v, tapped]) =>
          (count === 1) === (v !== 'them')
            ? one(
                {
                  kind: 'searchLibrary',
                  filter,
                  count,
                  to: 'battlefield',
                  ...(tapped ? { tapped: true } : {}),
                  who: ITS_CONTROLLER,
                  optional: true,
                },
                [],
                { variants: [v] },
              )
            : null,
      ),
      map(
        tpl`search your library for ${searchFor(p)}, put ${pronoun} onto the battlefield${opt(lit(' tapped'))}, then shuffle`,
        ([[filter, count], v, tapped]) =>
          (count === 1) === (v !== 'them')
            ? one(
                { kind: 'searchLibrary', filter, count, to: 'battlefield', ...(tapped ? { tapped: true } : {}) },
                [],
                {
                  variants: [v],
                },
              )
            : null,
      ),
      // "Search your library for a card, then shuffle and put that card on top." (Vampiric Tutor, Liliana Vess)
      map(
        tpl`search your library for ${searchFor(p)}, ${opt(lit('reveal it, ', true as const))}then shuffle and put ${alt(pronoun, lit('the card'))} on top`,
        ([[filter, count], revealed, v]) =>
          count === 1 && v !== 'them'
            ? one({ kind: 'searchLibrary', filter, count, to: 'top', ...(revealed ? { revealed } : {}) }, [], {
                variants: [v],
              })
            : null,
      ),
      // "a green creature card with mana value X or less" (Green Sun's Zenith): X as the spell was cast.
      map(
        tpl`search your library for ${p.article} ${p.cardKind} card with mana value X or less, put ${pronoun} onto the battlefield, then shuffle`,
        ([, filter, v]) =>
          libraryFilter(filter) && filter.maxManaValue === undefined && v !== 'them'
            ? one({ kind: 'searchLibrary', filter, count: 1, to: 'battlefield', maxManaValue: { kind: 'x' } }, [], {
                variants: [v],
              })
            : null,
      ),
      map(
        tpl`search your library for ${searchFor(p)}, ${opt(map(tpl`reveal ${pronoun}, `, ([r]) => r))}put ${pronoun} into your hand, then shuffle`,
        ([[filter, count], revealed, v]) =>
          (count === 1) === (v !== 'them') && (revealed === null || revealed === v)
            ? one({ kind: 'searchLibrary', filter, count, to: 'hand' }, [], {
                variants: revealed ? ['reveal', v] : [v],
              })
            : null,
      ),
      // Jace, Architect of Thought: "For each player, search that player's library for a nonland card and exile it,
      // then that player shuffles."
      map(
        tpl`for each player, search that player's library for ${searchFor(p)} and exile ${pronoun}, then that player shuffles`,
        ([[filter, count], v]) =>
          (count === 1) === (v !== 'them')
            ? one({ kind: 'searchLibrary', filter, count, to: 'exile', inLibraryOf: { kind: 'eachPlayer' } }, [], {
                variants: [v],
              })
            : null,
      ),
      // Myriad Landscape: "up to two basic land cards that share a land type" (CR 205.3i).
      map(
        tpl`search your library for up to two ${p.cardKind} cards that share a land type, put them onto the battlefield tapped, then shuffle`,
        ([filter]) =>
          libraryFilter(filter)
            ? one({ kind: 'searchLibrary', filter, count: 2, to: 'battlefield', tapped: true, shareLandType: true })
            : null,
      ),
      // Cultivate, Kodama's Reach: one of the two cards found enters tapped, the other goes to the hand.
      map(
        tpl`search your library for ${searchFor(p)}, reveal ${alt(lit('those cards'), lit('them'))}, put one onto the battlefield tapped and the other into your hand, then shuffle`,
        ([[filter, count], v]) =>
          count === 2
            ? one({ kind: 'searchLibrary', filter, count, to: 'hand', oneOntoBattlefieldTapped: true }, [], {
                variants: [v],
              })
            : null,
      ),
    ),
  render(e, rc, say) {
    // A bound on mana value is said after "card" ("creature cards with mana value 1 or less").
    const { minManaValue, maxManaValue, namedAsSource, manaValueIs, ...f } = e.filter;
    const equal = manaValueIs === undefined ? null : say.amount(manaValueIs);
    const cmp =
      manaValueIs !== undefined
        ? equal === null || minManaValue !== undefined || maxManaValue !== undefined
          ? undefined
          : ` with mana value equal to ${equal}`
        : minManaValue === undefined && maxManaValue === undefined
          ? ''
          : say
              .np(
                {
                  ...(minManaValue !== undefined ? { minManaValue } : {}),
                  ...(maxManaValue !== undefined ? { maxManaValue } : {}),
                },
                false,
              )
              ?.replace(/^permanent/, '');
    if (cmp === undefined) return null;
    const empty = Object.keys(f).length === 0;
    const subs = f.subtypes ?? [];
    // "a Plains, Island, Swamp, or Mountain card": three or more subtypes, said as a list.
    const np = empty
      ? null
      : subs.length >= 3 && Object.keys(f).length === 1
        ? `${subs.slice(0, -1).join(', ')}, or ${subs[subs.length - 1]!}`
        : say.np(f, false);
    if (!empty && np === null) return null;
    const bound = e.maxManaValue ? say.digitAmount(e.maxManaValue) : '';
    if (bound === null || (e.maxManaValue && (empty || cmp || e.count !== 1 || e.to !== 'battlefield' || e.tapped)))
      return null;
    // "up to three cards named {this}" (CR 201.2)
    if (namedAsSource !== undefined && (!namedAsSource || !empty || cmp || e.count < 2)) return null;
    // "a nonland card": a card of any type but land (said without "permanent", which would be more types).
    const nonland = Object.keys(f).length === 1 && f.notTypes?.length === 1 && f.notTypes[0] === 'Land';
    const what =
      nonland && e.count === 1 && !cmp && !e.maxManaValue
        ? 'a nonland card'
        : namedAsSource
          ? `up to ${say.numberWord(e.count)} cards named {this}`
          : e.count === 1
            ? empty
              ? cmp
                ? null
                : 'a card'
              : `${/^[aeiou]/i.test(np!) ? 'an' : 'a'} ${np} card${cmp}${e.maxManaValue ? ` with mana value ${bound} or less` : ''}`
            : e.count >= 2 && !empty
              ? `up to ${say.numberWord(e.count)} ${np} cards${cmp}${e.shareLandType ? ' that share a land type' : ''}`
              : null;
    if (e.shareLandType && (e.count !== 2 || e.to !== 'battlefield')) return null;
    if (what === null) return null;
    const reveal = e.to === 'hand' && say.variantIs(rc, 'reveal');
    const pron = e.count === 1 ? say.variant(rc, ['that card', 'it']) : 'them';
    const where = e.to === 'hand' ? 'into your hand' : `onto the battlefield${e.tapped ? ' tapped' : ''}`;
    // "Its controller may search their library" (Path to Exile)
    const searcher =
      e.who === undefined && !e.optional
        ? 'search your library'
        : e.who?.kind === 'controllerOfTarget' && e.optional && e.to === 'battlefield'
          ? 'its controller may search their library'
          : null;
    if (searcher === null) return null;
    if (e.inLibraryOf || e.to === 'exile') {
      if (e.inLibraryOf?.kind !== 'eachPlayer' || e.to !== 'exile' || e.who || e.optional || e.tapped) return null;
      if (e.maxManaValue || e.shareLandType || e.oneOntoBattlefieldTapped) return null;
      return `for each player, search that player's library for ${what} and exile ${pron}, then that player shuffles`;
    }
    if (e.to === 'top') {
      if (e.count !== 1 || searcher !== 'search your library' || e.tapped || e.maxManaValue) return null;
      // ("the card": Worldly Tutor's words)
      const card = pron === 'it' ? 'it' : say.variantIs(rc, 'the card') ? 'the card' : 'that card';
      return `${searcher} for ${what}, ${e.revealed ? 'reveal it, ' : ''}then shuffle and put ${card} on top`;
    }
    if (e.oneOntoBattlefieldTapped) {
      if (e.count !== 2 || e.to !== 'hand' || searcher !== 'search your library') return null;
      const those = say.variant(rc, ['those cards', 'them']);
      return `${searcher} for ${what}, reveal ${those}, put one onto the battlefield tapped and the other into your hand, then shuffle`;
    }
    return `${searcher} for ${what}, ${reveal ? `reveal ${pron}, ` : ''}put ${pron} ${where}, then shuffle`;
  },
  resolve: resolveSearchLibrary,
};
