// "... gets +N/+N until end of turn" (CR 611.2, layer 7c per 613.4c)
import type { Effect } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';

export function resolveModifyPT(tx: Tx, e: Extract<Effect, { kind: 'modifyPT' }>, ctx: ResolveCtx): void {
  // CR 611.2c: the set of affected objects is locked in as the effect begins.
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  // CR 608.2h: "for each ..." / "where X is ..." is counted once, as the effect begins.
  const k = e.forEach ? amountOf(tx, e.forEach, ctx) : 1;
  const power = e.power * k;
  const toughness = e.toughness * k;
  tx.s.effects.push({
    id: tx.newId(),
    timestamp: tx.timestamp(),
    source: ctx.source,
    controller: ctx.controller,
    affected,
    mod: { kind: 'modifyPT', power, toughness },
    duration: e.duration,
  });
  tx.dirty();
  const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  for (const id of affected)
    tx.emit({ kind: 'info' }, () => `${characteristics(tx.s, id).name} gets ${sign(power)}/${sign(toughness)}`);
}
