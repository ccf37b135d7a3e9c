// "... has base power and toughness N/N until end of turn" (CR 613.4b, layer 7b)
import type { Effect, Duration, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { lit, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

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
  parse: (p) =>
    map(
      tpl`${p.singleSubject} has base power and toughness ${p.digits}/${p.digits}${lit(' until end of turn')}`,
      ([o, p, t]) =>
        one(
          { kind: 'setBasePT', what: o.ref, power: p, toughness: t, duration: 'endOfTurn' },
          o.targets,
          variantsOf(o),
        ),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null || e.duration !== 'endOfTurn'
      ? null
      : `${what} has base power and toughness ${e.power}/${e.toughness} until end of turn`;
  },
  resolve: resolveSetBasePT,
};
