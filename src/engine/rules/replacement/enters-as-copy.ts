// "You may have this enter as a copy of any <filter> on the battlefield" (CR 707.2, 614.1c): a copy effect of the
// entering object's own (616.1c).
import { copyKey } from '../../registry.js';
import { effectiveInfo, matchesFilter } from '../cr613-layers.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const entersAsCopy = staticReplacer('enter', (tx, e, r: StaticReplacement<'entersAsCopy'>) => {
  if (r.source !== e.object || e.copyOf !== null) return null;
  const { name } = r;
  const choices = tx.s.battlefield.filter((id) =>
    matchesFilter(tx.s, tx.obj(id), r.effect.filter, e.controller, r.source),
  );
  if (choices.length === 0) return null;
  return {
    key: r.key,
    stage: STAGE.copy,
    text: `${name} enters as a copy`,
    apply: (t, ev) => {
      // "You may": first whether to, then which permanent (CR 707.2 copies its copiable values, 707.9
      // with the ability's exceptions, which the copy key names).
      const may = t.choose({
        kind: 'yesNo',
        player: e.controller,
        prompt: `${name}: enter as a copy of a permanent on the battlefield?`,
      });
      if (may.kind !== 'yes') return { event: ev };
      const a = t.choose({
        kind: 'chooseCards',
        player: e.controller,
        prompt: `${name}: choose a permanent to copy`,
        cards: choices,
        min: 1,
        max: 1,
      });
      const pick = a.kind === 'cards' ? a.cards[0] : undefined;
      if (pick === undefined) return { event: ev };
      return { event: { ...ev, copyOf: copyKey(effectiveInfo(t.obj(pick)).key, r.def) } };
    },
  };
});
