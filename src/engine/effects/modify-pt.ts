// "... gets +N/+N until end of turn" (CR 611.2, layer 7c per 613.4c)
import type { Effect } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveModifyPT(tx: Tx, e: Extract<Effect, { kind: 'modifyPT' }>, ctx: ResolveCtx): void {
  // CR 611.2c: the set of affected objects is locked in as the effect begins.
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  tx.s.effects.push({
    id: tx.newId(),
    timestamp: tx.timestamp(),
    source: ctx.source,
    controller: ctx.controller,
    affected,
    mod: { kind: 'modifyPT', power: e.power, toughness: e.toughness },
    duration: e.duration,
  });
  tx.dirty();
  const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  for (const id of affected)
    tx.emit({ kind: 'info' }, () => `${characteristics(tx.s, id).name} gets ${sign(e.power)}/${sign(e.toughness)}`);
}
