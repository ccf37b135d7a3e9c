// "This enters with N <kind> counters on it" (CR 614.1c, 122.6).
import { conditionHolds } from '../conditions.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const entersWithCounters = staticReplacer('enter', (tx, e, r: StaticReplacement<'entersWithCounters'>) => {
  const eff = r.effect;
  // CR 702.33e: "if it was kicked" asks how the spell that is entering was cast.
  if (r.source !== e.object || !conditionHolds(tx.s, eff.condition, r.src.controller, e.object)) return null;
  // CR 107.3m: X in an "enters with" ability is the X paid for the spell that became this permanent.
  const each = eff.amount.kind === 'const' ? eff.amount.n : eff.amount.kind === 'x' ? r.src.x : 0;
  // CR 702.33d-e: "for each time it was kicked" — the times its multikicker cost was paid.
  const n = eff.perKick ? each * (r.src.kicks ?? (r.src.castVia === 'kicker' ? 1 : 0)) : each;
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${r.name} enters with ${n} ${eff.counter} counter(s)`,
    apply: (_tx, en) => ({
      event: { ...en, counters: { ...en.counters, [eff.counter]: (en.counters[eff.counter] ?? 0) + n } },
    }),
  };
});
