// "Put <target card> on top of its owner's library" (CR 401.4: the owner's library)
import type { Effect } from '../card-def.js';
import { moveObject } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolvePutOnTopOfLibrary(
  tx: Tx,
  e: Extract<Effect, { kind: 'putOnTopOfLibrary' }>,
  ctx: ResolveCtx,
): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    const name = characteristics(tx.s, id).name;
    const n = moveObject(tx, id, 'library', { position: 'top' });
    tx.emit(
      {
        kind: 'zoneChange',
        object: id,
        newObject: n,
        name,
        from: o.zone,
        to: 'library',
        owner: o.owner,
        controller: o.controller,
      },
      () => `${name} is put on top of ${tx.player(o.owner).name}'s library`,
    );
  }
}
