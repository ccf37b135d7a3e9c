// "At the beginning of the next end step, ..." (CR 603.7): creates a delayed triggered ability that remembers the
// objects the spell or ability moved ("that card").
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveDelayed(tx: Tx, e: Extract<Effect, { kind: 'delayed' }>, ctx: ResolveCtx): void {
  tx.s.delayed = [
    ...tx.s.delayed,
    {
      id: tx.newId(),
      when: e.when,
      controller: ctx.controller,
      source: ctx.source,
      sourceName: ctx.sourceName,
      effects: e.effects,
      linked: e.about ? objectsOf(tx, e.about, ctx) : (ctx.linked ?? []).slice(),
    },
  ];
  tx.touch();
}
