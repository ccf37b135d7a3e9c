// "Creatures you control enter as a copy of this creature" (Essence of the Wild): a copy effect (616.1c) of another
// permanent that modifies how objects enter (614.12).
import { copyKey } from '../../registry.js';
import { effectiveInfo } from '../cr613-layers.js';
import { enteringInfo, STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const creaturesYouControlEnterAsCopy = staticReplacer(
  'enter',
  (tx, e, r: StaticReplacement<'creaturesYouControlEnterAsCopy'>) => {
    // An object that would enter as a creature under this permanent's controller (as it would be with the effects
    // applied so far, 614.12) enters as a copy of it instead — of its copiable values, what it copies included (707.2,
    // 707.3), named by its own definition key (so a copy's exceptions are passed on, 707.9b). A copy effect: chosen
    // before effects of 616.1d-e, so the entering creature's own "enters tapped" or "enters with counters" no longer
    // exists once it applies.
    if (
      r.source === e.object ||
      e.controller !== r.src.controller ||
      !enteringInfo(tx, e).def.types.includes('Creature')
    )
      return null;
    const copied = effectiveInfo(r.src);
    const copiedName = copied.def.name;
    const text = `${enteringInfo(tx, e).def.name} enters as a copy of ${copiedName}`;
    return {
      key: r.key,
      stage: STAGE.copy,
      text,
      told: true,
      apply: (t, ev) => {
        t.emit({ kind: 'info' }, () => text, 'CR 614.1c');
        return { event: { ...ev, copyOf: copyKey(copied.key, copiedName) } };
      },
    };
  },
);
