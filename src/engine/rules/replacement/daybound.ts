// CR 702.145b: daybound means "If it is night and this permanent is represented by a double-faced card, it enters
// transformed" — an ability of the entering object that modifies how it enters (614.1c, 614.12).
import { cardDef } from '../../registry.js';
import { effectiveDef } from '../cr613-layers.js';
import { ruleReplacer, STAGE } from './candidate.js';

export const daybound = ruleReplacer('enter', (tx, e) => {
  if (e.face !== 0 || e.copyOf !== null || tx.s.dayNight !== 'night') return null;
  const o = tx.obj(e.object);
  const d = cardDef(o.def);
  if (!d.back || o.token || !effectiveDef(o).abilities.some((a) => a.kind === 'keyword' && a.keyword === 'daybound'))
    return null;
  return {
    key: `daybound:${e.object}`,
    // CR 616.1d: it makes a card enter with its back face up.
    stage: STAGE.backFace,
    text: `${d.name} enters transformed (daybound)`,
    told: true,
    apply: (t, ev) => {
      t.emit({ kind: 'info' }, () => `It is night, so ${d.name} enters transformed`, 'CR 702.145b');
      return { event: { ...ev, face: 1 } };
    },
  };
});
