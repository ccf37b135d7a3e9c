// "If it would leave the battlefield, exile it instead of putting it anywhere else" (Whip of Erebos; unearth's, CR
// 702.84a): a replacement effect (CR 614.1a) on one permanent for as long as it remains on the battlefield — it ends
// when the permanent leaves (the new object is another, CR 400.7), not at the end of the turn.
import { shieldReplacer, STAGE, type ShieldOf } from './candidate.js';

export const exileIfLeaves = shieldReplacer('move', (tx, e, sh: ShieldOf<'exileIfLeaves'>, key) => {
  if (e.object !== sh.object || e.to === 'exile' || tx.obj(e.object).zone !== 'battlefield') return null;
  return {
    key,
    stage: STAGE.other,
    text: `${sh.source}: exile it instead`,
    apply: (_tx, ev) => ({ event: { ...ev, to: 'exile' } }),
  };
});
