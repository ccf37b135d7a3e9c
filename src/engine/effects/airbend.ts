// CR 701.65a: airbend — exile the object; for as long as that card remains exiled, its owner may cast it by paying
// {2} rather than its mana cost.
import type { Effect, ObjectRef } from '../card-def.js';
import { parseManaCost } from '../mana.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 701.65: airbend — exile; while exiled, its owner may cast it for {2} rather than its mana cost */
    airbend: { readonly kind: 'airbend'; readonly what: ObjectRef };
  }
}

const TWO = parseManaCost('{2}');

export function resolveAirbend(tx: Tx, e: Extract<Effect, { kind: 'airbend' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const token = tx.obj(id).token;
    const owner = tx.obj(id).owner;
    const n = changeZone(tx, id, 'exile', (name) => `${name} is airbent (exiled)`, 'CR 701.65a');
    // A token exiled this way ceases to exist (704.5d); only a card can be cast later.
    if (!token)
      tx.s.permissions = [...tx.s.permissions, { object: n, player: owner, cost: TWO, source: ctx.sourceName }];
    tx.touch();
  }
}

export const airbendWord: EffectWord<'airbend'> = {
  kind: 'airbend',
  rule: 'CR 701.65a',
  scenario: 'effects.json#effect.airbend',
  polarity: () => 'harm',
  resolve: resolveAirbend,
};
