// CR 702.98a: unleash's "You may have this permanent enter with an additional +1/+1 counter on it" — an ability of the
// entering object that modifies how it enters (614.1c, 614.12); its controller chooses as the effect applies.
import { enteringInfo, ruleReplacer, STAGE } from './candidate.js';

export const unleash = ruleReplacer('enter', (tx, e) => {
  const info = enteringInfo(tx, e);
  if (!info.def.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'unleash')) return null;
  const name = info.def.name;
  return {
    key: `unleash:${e.object}`,
    stage: STAGE.other,
    text: `${name}: unleash`,
    told: true,
    apply: (t, ev) => {
      const yes =
        t.choose({
          kind: 'yesNo',
          player: ev.controller,
          prompt: `${name}: have it enter with a +1/+1 counter on it? (Unleash: it can't block as long as it has one.)`,
        }).kind === 'yes';
      if (!yes) return { event: ev };
      t.emit(
        { kind: 'info' },
        () => `${name} is unleashed: it enters with a +1/+1 counter and can't block while it has one`,
        'CR 702.98a',
      );
      return { event: { ...ev, counters: { ...ev.counters, '+1/+1': (ev.counters['+1/+1'] ?? 0) + 1 } } };
    },
  };
});
