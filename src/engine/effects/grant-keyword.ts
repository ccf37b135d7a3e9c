// "... gains <keyword> until end of turn" (CR 611.2, layer 6)
import type { Effect } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveGrantKeyword(tx: Tx, e: Extract<Effect, { kind: 'grantKeyword' }>, ctx: ResolveCtx): void {
  createContinuousEffect(
    tx,
    ctx,
    objectsOf(tx, e.what, ctx),
    { kind: 'grantKeyword', keyword: e.keyword },
    e.duration,
    (name) => `${name} gains ${e.keyword}`,
  );
}
