// "If {this} would be put into a graveyard from anywhere, exile it instead" / "reveal {this} and shuffle it into its
// owner's library instead" (CR 614.1a): abilities of the moving object itself; and "If an instant or sorcery card would
// be put into a graveyard from anywhere, exile it instead" (Dryad Militant): an ability of a permanent on other objects.
import { memoKey } from '../../memo.js';
import type { GameState } from '../../state.js';
import type { ObjectId } from '../../types.js';
import { characteristics, layerMemo, matchesFilter } from '../cr613-layers.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

/** The permanents with an ability that replaces other cards' moves to a graveyard, kept with the characteristics. */
const GRAVEYARD_REPLACERS = memoKey<readonly ObjectId[]>('graveyardReplacers', (state) =>
  state.battlefield.filter((id) =>
    characteristics(state, id).abilities.some(
      (a) => a.kind === 'static' && a.effect.kind === 'exileCardsInsteadOfGraveyard',
    ),
  ),
);

/** The permanents whose abilities replace other cards' moves to a graveyard (most games: none). */
export function graveyardReplacers(state: GameState): readonly ObjectId[] {
  return layerMemo(state, GRAVEYARD_REPLACERS);
}

export const exileInsteadOfGraveyard = staticReplacer(
  'move',
  (tx, e, r: StaticReplacement<'exileInsteadOfGraveyard'>) => {
    if (r.source !== e.object || e.to !== 'graveyard') return null;
    return {
      key: r.key,
      stage: STAGE.other,
      text: `${characteristics(tx.s, r.source).name}: exile it instead`,
      apply: (_tx, ev) => ({ event: { ...ev, to: 'exile' } }),
    };
  },
);

export const shuffleIntoLibraryInsteadOfGraveyard = staticReplacer(
  'move',
  (tx, e, r: StaticReplacement<'shuffleIntoLibraryInsteadOfGraveyard'>) => {
    // The mover shuffles the library once the card is in it (moveObject).
    if (r.source !== e.object || e.to !== 'graveyard') return null;
    return {
      key: r.key,
      stage: STAGE.other,
      text: `${characteristics(tx.s, r.source).name}: shuffle it into its owner's library instead`,
      apply: (t, ev) => {
        const n = characteristics(t.s, r.source).name;
        t.emit({ kind: 'info' }, () => `${t.player(r.src.owner).name} reveals ${n}`, 'CR 614.1a');
        return { event: { ...ev, to: 'library', shuffle: true } };
      },
    };
  },
);

export const exileCardsInsteadOfGraveyard = staticReplacer(
  'move',
  (tx, e, r: StaticReplacement<'exileCardsInsteadOfGraveyard'>) => {
    if (e.to !== 'graveyard') return null;
    const o = tx.s.objects[e.object];
    // A permanent's ability applies while it is on the battlefield (CR 113.6).
    if (!o || r.src.zone !== 'battlefield' || r.src.left) return null;
    const { cards, tokens, opponents } = r.effect;
    const controller = r.src.controller;
    // CR 404.2: a card goes to its owner's graveyard: "an opponent's graveyard" is the card's owner's.
    if (opponents && o.owner === controller) return null;
    // CR 108.2, 111.1: a token is no card; it matches only "card or token".
    if (o.token ? !tokens : !matchesFilter(tx.s, o, cards, controller, r.source)) return null;
    return {
      key: r.key,
      stage: STAGE.other,
      text: `${r.name}: exile ${characteristics(tx.s, e.object).name} instead`,
      apply: (t, ev) => {
        t.emit(
          { kind: 'info' },
          () => `${r.name}: ${characteristics(t.s, e.object).name} is exiled instead of going to a graveyard`,
          'CR 614.1a',
        );
        return { event: { ...ev, to: 'exile' } };
      },
    };
  },
);
