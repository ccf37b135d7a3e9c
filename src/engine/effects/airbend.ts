// CR 701.65a: airbend — exile the object; for as long as that card remains exiled, its owner may cast it by paying
// {2} rather than its mana cost.
import type { Effect } from '../card-def.js';
import { parseManaCost } from '../mana.js';
import { moveObject } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

const TWO = parseManaCost('{2}');

export function resolveAirbend(tx: Tx, e: Extract<Effect, { kind: 'airbend' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    const name = characteristics(tx.s, id).name;
    const n = moveObject(tx, id, 'exile');
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
      () => `${name} is airbent (exiled)`,
      'CR 701.65a',
    );
    // A token exiled this way ceases to exist (704.5d); only a card can be cast later.
    if (!o.token)
      tx.s.permissions = [...tx.s.permissions, { object: n, player: o.owner, cost: TWO, source: ctx.sourceName }];
    tx.dirty();
  }
}
