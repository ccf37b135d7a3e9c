// "Attach {this} to target creature you control" (CR 701.3a), equip's effect (702.6a).
import type { Effect } from '../card-def.js';
import { attach, canEnchant, isAura } from '../rules/cr303-auras.js';
import { cantEquip, isEquipment } from '../rules/cr301-equipment.js';
import type { Tx } from '../tx.js';
import { isObjectRef } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';

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
