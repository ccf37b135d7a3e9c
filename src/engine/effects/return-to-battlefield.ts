// "Return that card to the battlefield [transformed] under its owner's / your control [with a <kind> counter on it]"
import type { Effect, ObjectRef } from '../card-def.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "return that card to the battlefield under its owner's control [with a counter on it]" */
    returnToBattlefield: {
      readonly kind: 'returnToBattlefield';
      readonly what: ObjectRef;
      readonly counter?: string;
      /** CR 712.14a: "transformed" */
      readonly transformed?: boolean;
      /** under whose control (default: its owner's) */
      readonly under?: 'owner' | 'you';
      readonly tapped?: boolean;
    };
  }
}

export function resolveReturnToBattlefield(
  tx: Tx,
  e: Extract<Effect, { kind: 'returnToBattlefield' }>,
  ctx: ResolveCtx,
): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone === 'battlefield' || o.zone === 'stack') continue;
    // CR 614.1c: "with a counter on it" is part of how it enters; 712.14a: "transformed" too.
    const n = enterBattlefield(tx, id, e.under === 'you' ? ctx.controller : o.owner, o.zone, {
      ...(e.counter ? { counters: { [e.counter]: 1 } } : {}),
      ...(e.transformed ? { face: 1 as const } : {}),
      ...(e.tapped ? { tapped: true } : {}),
    });
    if (n !== id) link(ctx, [n]);
  }
}

export const returnToBattlefieldWord: EffectWord<'returnToBattlefield'> = {
  kind: 'returnToBattlefield',
  rule: 'CR 614.1c',
  scenario: 'effects.json#effect.exile',
  polarity: () => 'help',
  resolve: resolveReturnToBattlefield,
};
