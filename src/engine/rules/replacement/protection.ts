// CR 702.16e: damage that would be dealt by a source with the quality to a permanent with protection is prevented —
// a prevention effect of the protection ability (CR 615), ordered with the others (616.1).
import { isObjectRef } from '../../types.js';
import { characteristics } from '../cr613-layers.js';
import { anyProtection, protectionFrom } from '../cr702-protection.js';
import { damageCantBePrevented } from '../player-rules.js';
import { ruleReplacer, STAGE } from './candidate.js';

export const protection = ruleReplacer('damage', (tx, e) => {
  if (e.amount <= 0 || !isObjectRef(e.to) || !anyProtection(tx.s)) return null;
  const to = e.to.object;
  const k = protectionFrom(tx.s, to, e.source);
  // CR 615.12: protection's prevention (702.16e) prevents none of damage that can't be prevented.
  if (k === null || damageCantBePrevented(tx.s)) return null;
  const name = characteristics(tx.s, to).name;
  return {
    key: `protection:${to}:${k}`,
    stage: STAGE.other,
    text: `${name}'s ${k} prevents the damage`,
    told: true,
    apply: (t, d) => {
      t.emit(
        { kind: 'info' },
        () => `${name}'s ${k} prevents ${d.amount} damage from ${characteristics(t.s, d.source).name}`,
        'CR 702.16e',
      );
      return { event: { ...d, amount: 0 } };
    },
  };
});
