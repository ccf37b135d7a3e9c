// CR 701.19: regeneration shields, which replace a permanent's destruction.
import type { Tx } from '../../tx.js';
import type { ObjectId } from '../../types.js';
import { characteristics } from '../cr613-layers.js';
import { removeFromCombat } from '../cr701-keyword-actions.js';
import { shieldReplacer, STAGE, type ShieldOf } from './candidate.js';

export const regenerationShield = shieldReplacer('destroy', (tx, e, sh: ShieldOf<'regenerate'>, key) => {
  // CR 701.19c: "can't be regenerated" keeps regeneration shields from applying — for this destruction, or for the
  // rest of the turn ("A creature dealt damage this way can't be regenerated this turn").
  if (sh.object !== e.object || e.noRegenerate) return null;
  if (tx.obj(e.object).cantRegenerateTurn === tx.s.turn.number) return null;
  return {
    key,
    stage: STAGE.other,
    text: `regenerate (${sh.source})`,
    told: true,
    apply: () => ({ instead: (t) => regenerate(t, sh.id, e.object) }),
  };
});

function regenerate(tx: Tx, shieldId: number, id: ObjectId): void {
  // CR 701.19a: instead tap it, remove all damage from it, and remove it from combat.
  tx.s.shields = tx.s.shields.filter((s) => s.id !== shieldId);
  const m = tx.mutStatus(id);
  m.tapped = true;
  m.damage = 0;
  m.deathtouched = false;
  removeFromCombat(tx, id);
  tx.emit({ kind: 'regenerate', object: id }, () => `${characteristics(tx.s, id).name} regenerates`, 'CR 701.19a');
}
