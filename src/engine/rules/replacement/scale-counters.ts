// "If you would put one or more counters on a permanent or player, put twice that many ... instead" (and the halving
// kind): a replacement effect on counters being put (CR 122.6, 614.1a).
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const scaleCountersPut = staticReplacer('counters', (_tx, e, r: StaticReplacement<'scaleCountersPut'>) => {
  const eff = r.effect;
  if (
    !(eff.putter === 'you' ? e.putter === r.src.controller : e.putter !== r.src.controller) ||
    !Object.values(e.counters).some((k) => k > 0)
  )
    return null;
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${r.name}: ${eff.scale === 'double' ? 'twice' : 'half'} that many counters`,
    apply: (_t, c) => {
      const scaled = Object.fromEntries(
        Object.entries(c.counters).map(([kind, k]) => [kind, eff.scale === 'double' ? k * 2 : Math.floor(k / 2)]),
      );
      return { event: { ...c, counters: scaled } };
    },
  };
});
