// CR 614: replacement effects that modify how a permanent enters the battlefield (614.1c-d, 614.12).
// Regeneration shields (701.19) replace destruction in cr701-keyword-actions.ts.
import { cardDef } from '../registry.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId, Zone } from '../types.js';
import { moveObject } from './cr400-zones.js';

/** Moves an object onto the battlefield, applying "enters tapped" (614.1c), and reports the event. */
export function enterBattlefield(tx: Tx, id: ObjectId, controller: PlayerId, from: Zone, tapped = false): ObjectId {
  const o = tx.obj(id);
  const def = cardDef(o.def);
  // CR 614.12: replacement effects that modify how a permanent enters apply from the permanent itself.
  const entersTapped = tapped || def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'entersTapped');
  const n = moveObject(tx, id, 'battlefield', { controller, tapped: entersTapped });
  tx.emit(
    {
      kind: 'zoneChange',
      object: id,
      newObject: n,
      name: def.name,
      from,
      to: 'battlefield',
      owner: o.owner,
      controller,
    },
    `${def.name} enters the battlefield under ${tx.player(controller).name}'s control${entersTapped ? ' tapped' : ''}`,
  );
  return n;
}
