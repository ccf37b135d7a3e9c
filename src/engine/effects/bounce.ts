// "Return ... to its owner's hand"
import type { Effect } from '../card-def.js';
import { moveObject } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';

export function resolveBounce(tx: Tx, e: Extract<Effect, { kind: 'bounce' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    const name = characteristics(tx.s, id).name;
    const n = moveObject(tx, id, 'hand');
    link(ctx, [n]);
    tx.emit(
      {
        kind: 'zoneChange',
        object: id,
        newObject: n,
        name,
        from: o.zone,
        to: 'hand',
        owner: o.owner,
        controller: o.controller,
      },
      () => `${name} returns to ${tx.player(o.owner).name}'s hand`,
    );
  }
}
