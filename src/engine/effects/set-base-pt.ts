// "... has base power and toughness N/N until end of turn" (CR 613.4b, layer 7b)
import type { Effect } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveSetBasePT(tx: Tx, e: Extract<Effect, { kind: 'setBasePT' }>, ctx: ResolveCtx): void {
  createContinuousEffect(
    tx,
    ctx,
    objectsOf(tx, e.what, ctx),
    { kind: 'setBasePT', power: e.power, toughness: e.toughness },
    e.duration,
    (name) => `${name} has base power and toughness ${e.power}/${e.toughness}`,
  );
}
