// "Switch ...'s power and toughness until end of turn" (CR 613.4d, layer 7d)
import type { Effect } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveSwitchPT(tx: Tx, e: Extract<Effect, { kind: 'switchPT' }>, ctx: ResolveCtx): void {
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  tx.s.effects.push({
    id: tx.newId(),
    timestamp: tx.timestamp(),
    source: ctx.source,
    controller: ctx.controller,
    affected,
    mod: { kind: 'switchPT' },
    duration: e.duration,
  });
  tx.dirty();
  for (const id of affected)
    tx.emit({ kind: 'info' }, () => `${characteristics(tx.s, id).name}'s power and toughness are switched`);
}
