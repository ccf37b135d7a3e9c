// "Attach {this} to target creature you control" (CR 701.3a), equip's effect (702.6a).
import type { Effect, ObjectRef } from '../card-def.js';
import { attach, canEnchant, isAura } from '../rules/cr303-auras.js';
import { cantEquip, isEquipment } from '../rules/cr301-equipment.js';
import type { Tx } from '../tx.js';
import { isObjectRef } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Attach {this} to target creature you control" (CR 701.3a): equip's effect (702.6a) */
    attach: { readonly kind: 'attach'; readonly what: ObjectRef; readonly to: ObjectRef };
  }
}

export function resolveAttach(tx: Tx, e: Extract<Effect, { kind: 'attach' }>, ctx: ResolveCtx): void {
  const [id] = objectsOf(tx, e.what, ctx);
  const [to] = objectsOf(tx, e.to, ctx);
  if (id === undefined || to === undefined || tx.obj(id).zone !== 'battlefield') return;
  const o = tx.obj(id);
  const at = o.attachedTo;
  // CR 701.3c: attaching it to what it is already attached to does nothing.
  if (at !== null && isObjectRef(at) && at.object === to) return;
  const ref = { object: to };
  // CR 701.3b: if it can't be attached to that object, it doesn't move.
  const can = isEquipment(tx.s, id)
    ? cantEquip(tx.s, id, ref) === null
    : isAura(tx.s, id) && canEnchant(tx.s, id, ref, o.controller);
  if (can) attach(tx, id, ref);
}

export const attachWord: EffectWord<'attach'> = {
  kind: 'attach',
  rule: 'CR 701.3a',
  scenario: 'equipment.json#effect.attach',
  // An Equipment's bonuses help the creature it is attached to (auraPolarity reads them, for its controller).
  polarity: () => 'help',
  // CR 701.3a: "attach it to target creature you control" (an Equipment entering, 301.5).
  parse: (p) =>
    alt(
      map(tpl`attach ${alt(p.selfObj, p.itObj)} to ${p.permanentTarget}`, ([o, t]) =>
        one({ kind: 'attach', what: o.ref, to: t.ref }, t.targets, variantsOf(o)),
      ),
      // "attach target Equipment you control to target creature you control" (Kor Outfitter): two targets, the
      // Equipment's first (CR 115.1, 701.3a).
      map(tpl`attach ${p.permanentTarget} to ${p.permanentTarget}`, ([o, t]) => {
        const [what, to] = [o.targets[0], t.targets[0]];
        if (!what || !to || what.what.kind !== 'permanent' || !what.what.filter.subtypes?.includes('Equipment'))
          return null;
        return one({ kind: 'attach', what: { kind: 'target', index: 0 }, to: { kind: 'target', index: 1 } }, [
          what,
          to,
        ]);
      }),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    const to = say.ref(e.to, rc);
    return what === null || to === null ? null : `attach ${what} to ${to}`;
  },
  resolve: resolveAttach,
};
