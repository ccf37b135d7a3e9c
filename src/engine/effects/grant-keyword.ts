// "... gains <keyword> until end of turn" (CR 611.2, layer 6)
import type { Effect } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveGrantKeyword(tx: Tx, e: Extract<Effect, { kind: 'grantKeyword' }>, ctx: ResolveCtx): void {
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  tx.s.effects.push({
    id: tx.newId(),
    timestamp: tx.timestamp(),
    source: ctx.source,
    controller: ctx.controller,
    affected,
    mod: { kind: 'grantKeyword', keyword: e.keyword },
    duration: e.duration,
  });
  tx.dirty();
  for (const id of affected) tx.emit({ kind: 'info' }, () => `${characteristics(tx.s, id).name} gains ${e.keyword}`);
}
