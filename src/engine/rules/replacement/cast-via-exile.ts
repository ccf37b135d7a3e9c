// CR 702.133a, 702.34a, 702.127a: a spell cast with jump-start or flashback, or a split card's half with aftermath cast
// from a graveyard, is exiled instead of going anywhere else any time it would leave the stack.
import { characteristics } from '../cr613-layers.js';
import { ruleReplacer, STAGE } from './candidate.js';

export const castViaExile = ruleReplacer('move', (tx, e) => {
  if (e.from !== 'stack' || e.to === 'exile') return null;
  const via = tx.obj(e.object).castVia;
  if (via !== 'jump-start' && via !== 'flashback' && via !== 'aftermath') return null;
  return {
    key: `castVia:${e.object}`,
    stage: STAGE.other,
    text: `${characteristics(tx.s, e.object).name} (${via}): exile it instead`,
    apply: (_tx, ev) => ({ event: { ...ev, to: 'exile' } }),
  };
});
