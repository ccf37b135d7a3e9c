// "... has base power and toughness N/N until end of turn" (CR 613.4b, layer 7b)
import type { Effect } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveSetBasePT(tx: Tx, e: Extract<Effect, { kind: 'setBasePT' }>, ctx: ResolveCtx): void {
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  tx.s.effects.push({
    id: tx.newId(),
    timestamp: tx.timestamp(),
    source: ctx.source,
    controller: ctx.controller,
    affected,
    mod: { kind: 'setBasePT', power: e.power, toughness: e.toughness },
    duration: e.duration,
  });
  tx.dirty();
  for (const id of affected)
    tx.emit(
      { kind: 'info' },
      () => `${characteristics(tx.s, id).name} has base power and toughness ${e.power}/${e.toughness}`,
    );
}
