// CR 301.5: Equipment. An Equipment is attached to a creature by its equip ability (702.6a: "Attach this permanent to
// target creature you control. Activate only as a sorcery.") or by another effect; it can be attached only to a
// creature, an Equipment that's also a creature can't equip one (301.5c), and one attached illegally becomes
// unattached and stays on the battlefield (704.5n). Its controller is separate from the equipped creature's (301.5d).
import type { GameState } from '../state.js';
import { isObjectRef, type ObjectId, type Ref } from '../types.js';
import { characteristics } from './cr613-layers.js';
import { withinRange } from './cr801-range-of-influence.js';
import { anyProtection, protectionFrom } from './cr702-protection.js';

/** Whether a permanent is an Equipment (CR 301.5). */
export function isEquipment(state: GameState, id: ObjectId): boolean {
  return characteristics(state, id).subtypes.includes('Equipment');
}

/** Why an Equipment can't be attached to `r` (CR 301.5c, 702.16d), or null when it can. */
export function cantEquip(state: GameState, equipment: ObjectId, r: Ref): string | null {
  // CR 301.5c: an Equipment can't equip a player, or itself, or anything but a creature.
  if (!isObjectRef(r)) return 'attached to a player';
  const o = state.objects[r.object];
  if (!o || o.left || o.zone !== 'battlefield') return 'attached to nothing';
  if (r.object === equipment || !characteristics(state, r.object).creature) return 'attached to a noncreature';
  // CR 301.5c: an Equipment that's also a creature can't equip a creature (reconfigure aside, which no card has here).
  if (characteristics(state, equipment).creature) return 'an Equipment that is a creature, CR 301.5c';
  // CR 801.9: not a creature outside its controller's range of influence.
  const controller = state.objects[equipment]?.controller;
  if (controller !== undefined && !withinRange(state, controller, o.controller))
    return "outside its controller's range of influence, CR 801.9";
  // CR 702.16d: a permanent with protection can't be equipped by Equipment with the stated quality.
  const p = anyProtection(state) ? protectionFrom(state, r.object, equipment) : null;
  return p === null ? null : `${characteristics(state, r.object).name} has ${p}, CR 702.16d`;
}
