// "At the beginning of the next end step, ..." (CR 603.7): creates a delayed triggered ability that remembers the
// objects the spell or ability moved ("that card").
import type { Effect, DelayedWhen, ObjectRef } from '../card-def.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 603.7: "At the beginning of the next end step, <effects>" — the effects act on the objects the effect
     * before this one moved ("that card") */
    delayed: {
      readonly kind: 'delayed';
      readonly when: DelayedWhen;
      readonly effects: readonly Effect[];
      /** what "that card" is for the delayed trigger, when not the objects moved by the effect before it */
      readonly about?: ObjectRef;
    };
  }
}

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

export const delayedWord: EffectWord<'delayed'> = {
  kind: 'delayed',
  rule: 'CR 603.7',
  scenario: 'auras.json#trigger.attachedAttacks',
  polarity: () => 'neutral',
  resolve: resolveDelayed,
};
