// "Switch ...'s power and toughness until end of turn" (CR 613.4d, layer 7d)
import type { Effect, Duration, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Switch ...'s power and toughness" (layer 7d) */
    switchPT: { readonly kind: 'switchPT'; readonly what: ObjectRef; readonly duration: Duration };
  }
}

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

export const switchPTWord: EffectWord<'switchPT'> = {
  kind: 'switchPT',
  rule: 'CR 613.4d',
  scenario: 'effects.json#effect.switchPT',
  polarity: () => 'neutral',
  parse: (p) =>
    map(
      tpl`switch ${alt(p.permanentTarget, p.selfObj, p.itObj)}'s power and toughness${lit(' until end of turn')}`,
      ([o]) => one({ kind: 'switchPT', what: o.ref, duration: 'endOfTurn' }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null || e.duration !== 'endOfTurn'
      ? null
      : `switch ${what}'s power and toughness until end of turn`;
  },
  resolve: resolveSwitchPT,
};
