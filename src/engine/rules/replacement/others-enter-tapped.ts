// "Creatures your opponents control enter tapped." (Urabrask the Hidden), "Artifacts, creatures, and lands your
// opponents control enter tapped." (Kismet): a replacement effect of a permanent on how other objects enter (CR
// 614.1c, 614.12), judged by the entering object as it would exist on the battlefield: its card types and
// supertypes, and the player who will control it.
import type { CardDef, ObjectFilter } from '../../card-def.js';
import type { PlayerId } from '../../types.js';
import { enteringInfo, STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

/** Whether an object entering as `d` under `controller` is one the filter names (read by the compiler: card types,
 * supertypes and whose it will be). */
function enteringMatches(d: CardDef, controller: PlayerId, f: ObjectFilter, you: PlayerId): boolean {
  if (f.types && !f.types.some((t) => d.types.includes(t))) return false;
  if (f.supertypes && !f.supertypes.every((t) => d.supertypes.includes(t))) return false;
  if (f.notSupertypes && f.notSupertypes.some((t) => d.supertypes.includes(t))) return false;
  if (f.controller === 'you' && controller !== you) return false;
  if (f.controller === 'opponent' && controller === you) return false;
  return true;
}

export const othersEnterTapped = staticReplacer('enter', (tx, e, r: StaticReplacement<'othersEnterTapped'>) => {
  if (r.source === e.object || e.tapped || r.src.zone !== 'battlefield') return null;
  const d = enteringInfo(tx, e).def;
  if (!enteringMatches(d, e.controller, r.effect.affects, r.src.controller)) return null;
  return {
    key: r.key,
    stage: STAGE.other,
    text: `${r.name}: ${d.name} enters tapped`,
    apply: (t, ev) => {
      t.emit({ kind: 'info' }, () => `${d.name} enters tapped (${r.name})`, 'CR 614.1c');
      return { event: { ...ev, tapped: true } };
    },
  };
});
