// Replacement effects on mana being produced (CR 106.12b, 614.1a): "produces {T} instead", "twice as much mana".
import { matchesFilter } from '../cr613-layers.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

/** "If a <filter> is tapped for mana, it produces {B} instead of any other type and amount." */
export const manaBecomes = staticReplacer('mana', (tx, e, r: StaticReplacement<'manaBecomes'>) => {
  if (!e.tapped || e.mana.length === 0) return null;
  const eff = r.effect;
  if (!matchesFilter(tx.s, tx.obj(e.source), eff.filter, r.src.controller, r.source)) return null;
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${r.name}: it produces {${eff.type}} instead`,
    // "instead of any other type and amount": exactly one mana of that type.
    apply: (_t, ev) => ({ event: { ...ev, mana: [eff.type] } }),
  };
});

/** "If you tap a permanent for mana, it produces twice as much of that mana instead." (its controller's permanents) */
export const manaDoubled = staticReplacer('mana', (tx, e, r: StaticReplacement<'manaDoubled'>) => {
  if (!e.tapped || e.mana.length === 0 || tx.obj(e.source).controller !== r.src.controller) return null;
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${r.name}: twice as much mana`,
    apply: (_t, ev) => ({ event: { ...ev, mana: [...ev.mana, ...ev.mana] } }),
  };
});
