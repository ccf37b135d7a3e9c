// "Switch ...'s power and toughness until end of turn" (CR 613.4d, layer 7d)
import type { Effect } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveSwitchPT(tx: Tx, e: Extract<Effect, { kind: 'switchPT' }>, ctx: ResolveCtx): void {
  createContinuousEffect(
    tx,
    ctx,
    objectsOf(tx, e.what, ctx),
    { kind: 'switchPT' },
    e.duration,
    (name) => `${name}'s power and toughness are switched`,
  );
}
