// "... gets +N/+N until end of turn" (CR 611.2, layer 7c per 613.4c)
import type { Effect, Amount, Duration, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    modifyPT: {
      readonly kind: 'modifyPT';
      readonly what: ObjectRef;
      readonly power: number;
      readonly toughness: number;
      readonly duration: Duration;
      /** "+N/+N for each <...>" / "+X/+0, where X is <...>": the bonus is multiplied by this amount, counted once as
       * the effect begins (CR 608.2h, 611.2c) */
      readonly forEach?: Amount;
    };
  }
}

const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

export function resolveModifyPT(tx: Tx, e: Extract<Effect, { kind: 'modifyPT' }>, ctx: ResolveCtx): void {
  const affected = objectsOf(tx, e.what, ctx);
  if (affected.length === 0) return;
  // CR 608.2h: "for each ..." / "where X is ..." is counted once, as the effect begins.
  const k = e.forEach ? amountOf(tx, e.forEach, ctx) : 1;
  const power = e.power * k;
  const toughness = e.toughness * k;
  createContinuousEffect(
    tx,
    ctx,
    affected,
    { kind: 'modifyPT', power, toughness },
    e.duration,
    (name) => `${name} gets ${sign(power)}/${sign(toughness)}`,
  );
}

export const modifyPTWord: EffectWord<'modifyPT'> = {
  kind: 'modifyPT',
  rule: 'CR 611.2',
  scenario: 'effects.json#effect.modifyPT',
  polarity: (e) => (e.power + e.toughness < 0 ? 'harm' : 'help'),
  resolve: resolveModifyPT,
};
