// "... has base power and toughness N/N until end of turn" (CR 613.4b, layer 7b)
import type { Effect, Duration, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "... has base power and toughness N/N" (layer 7b) */
    setBasePT: {
      readonly kind: 'setBasePT';
      readonly what: ObjectRef;
      readonly power: number;
      readonly toughness: number;
      readonly duration: Duration;
    };
  }
}

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

export const setBasePTWord: EffectWord<'setBasePT'> = {
  kind: 'setBasePT',
  rule: 'CR 613.4b',
  scenario: 'effects.json#effect.setBasePT',
  polarity: () => 'harm',
  resolve: resolveSetBasePT,
};
