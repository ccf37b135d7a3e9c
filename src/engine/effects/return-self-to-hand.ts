// "Return this card from your graveyard to your hand."
import type { Effect } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { lit } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    returnSelfToHand: { readonly kind: 'returnSelfToHand' };
  }
}

export function resolveReturnSelfToHand(
  tx: Tx,
  _e: Extract<Effect, { kind: 'returnSelfToHand' }>,
  ctx: ResolveCtx,
): void {
  // CR 400.7d: a trigger on its source's move to the graveyard ("When this Aura is put into a graveyard from the
  // battlefield, return it ...") finds the card it became there.
  const id = ctx.movedTo ?? ctx.source;
  const o = tx.obj(id);
  // CR 400.7: if the card left the graveyard since the ability was activated, it is a new object: nothing happens.
  if (o.left || o.zone !== 'graveyard') return;
  changeZone(tx, id, 'hand', (name, owner) => `${name} returns to ${owner}'s hand`);
}

export const returnSelfToHandWord: EffectWord<'returnSelfToHand'> = {
  kind: 'returnSelfToHand',
  rule: 'CR 400.7d',
  scenario: 'effects.json#effect.returnSelfToHand',
  polarity: () => 'neutral',
  parse: () => lit('return this card from your graveyard to your hand', one({ kind: 'returnSelfToHand' })),
  render() {
    return 'return this card from your graveyard to your hand';
  },
  resolve: resolveReturnSelfToHand,
};
