// "If a creature dealt damage this way would die this turn, exile it instead" (Pillar of Flame, CR 614.1a): a shield
// for this turn. Dying is being put into a graveyard from the battlefield (CR 700.4).
import { shieldReplacer, STAGE, type ShieldOf } from './candidate.js';

export const exileIfDies = shieldReplacer('move', (tx, e, sh: ShieldOf<'exileIfDies'>, key) => {
  if (e.object !== sh.object || e.to !== 'graveyard' || tx.obj(e.object).zone !== 'battlefield') return null;
  return {
    key,
    stage: STAGE.other,
    text: `${sh.source}: exile it instead`,
    apply: (_tx, ev) => ({ event: { ...ev, to: 'exile' } }),
  };
});
