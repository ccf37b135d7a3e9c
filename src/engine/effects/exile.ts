// "Exile ..." (CR 406)
import type { Effect } from '../card-def.js';
import { moveObject } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';

export function resolveExile(tx: Tx, e: Extract<Effect, { kind: 'exile' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    const name = characteristics(tx.s, id).name;
    const n = moveObject(tx, id, 'exile');
    link(ctx, [n]);
    tx.emit(
      {
        kind: 'zoneChange',
        object: id,
        newObject: n,
        name,
        from: o.zone,
        to: 'exile',
        owner: o.owner,
        controller: o.controller,
      },
      () => `${name} is exiled by ${ctx.sourceName}`,
    );
  }
}
