// "If {this} would be put into a graveyard from anywhere, exile it instead" / "reveal {this} and shuffle it into its
// owner's library instead" (CR 614.1a): abilities of the moving object itself.
import { characteristics } from '../cr613-layers.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

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
