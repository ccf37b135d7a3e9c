// CR 702.52a: dredge N — "As long as you have at least N cards in your library, if you would draw a card, you may mill
// N cards instead and return this card from your graveyard to your hand." A replacement effect of a card in its
// owner's graveyard (it functions only there, 113.6), applying to each of that player's draws one at a time (121.2);
// 702.52b: it can't be used with fewer than N cards in the library. Each card's dredge is an effect of its own; the
// drawing player chooses one of them to apply, or none (an optional replacement, applied as the player chooses,
// 616.1), and the draw happens if they choose none.
import { changeZone, topOfLibrary } from '../cr400-zones.js';
import { effectiveDef } from '../cr613-definitions.js';
import type { GameObject } from '../../state.js';
import type { ObjectId } from '../../types.js';
import { ruleReplacer, STAGE } from './candidate.js';

/** The N of a card's dredge, or null. */
function dredgeOf(o: Readonly<GameObject>): number | null {
  for (const a of effectiveDef(o).abilities) if (a.kind === 'static' && a.effect.kind === 'dredge') return a.effect.n;
  return null;
}

export const dredge = ruleReplacer('draw', (tx, e) => {
  const p = e.player;
  const library = tx.player(p).library.length;
  const cards: ObjectId[] = tx.player(p).graveyard.filter((id) => {
    const n = dredgeOf(tx.obj(id));
    return n !== null && n <= library;
  });
  if (cards.length === 0) return null;
  return {
    key: `dredge:${p}`,
    stage: STAGE.other,
    text: 'Dredge',
    told: true,
    apply: (t, ev) => {
      const a = t.choose({
        kind: 'chooseCards',
        player: p,
        prompt: 'Dredge: choose a card to return to your hand instead of drawing (none: draw)',
        cards,
        min: 0,
        max: 1,
      });
      const id = a.kind === 'cards' ? a.cards[0] : undefined;
      if (id === undefined) return { event: ev };
      return {
        instead: (t2) => {
          const n = dredgeOf(t2.obj(id)) ?? 0;
          t2.emit(
            { kind: 'info' },
            () => `${t2.player(p).name} dredges ${t2.obj(id).def} instead of drawing`,
            'CR 702.52a',
          );
          // CR 701.17a: the top N cards, one at a time from the top.
          for (let k = 0; k < n; k++) {
            const top = topOfLibrary(t2, p);
            if (top === undefined) break;
            changeZone(t2, top, 'graveyard', (name, owner) => `${owner} mills ${name}`, 'CR 701.17a');
          }
          changeZone(t2, id, 'hand', (name, owner) => `${owner} returns ${name} to their hand`, 'CR 702.52a');
        },
      };
    },
  };
});
