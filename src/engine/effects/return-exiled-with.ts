// "Return all cards exiled with {this} to their owner's hand [and you lose that much life]" (CR 607.2a: the exiling
// ability and this one are linked; a new object after a zone change has none of the old one's exiles, 400.7).
import type { Effect } from '../card-def.js';
import { loseLife } from '../rules/cr119-life.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Return all cards exiled with {this} to their owner's hand [and you lose that much life]" */
    returnExiledWith: { readonly kind: 'returnExiledWith'; readonly loseLifePerCard: boolean };
  }
}

export function resolveReturnExiledWith(
  tx: Tx,
  e: Extract<Effect, { kind: 'returnExiledWith' }>,
  ctx: ResolveCtx,
): void {
  const cards = tx.s.exile.filter((id) => tx.obj(id).exiledWith === ctx.source);
  for (const id of cards) changeZone(tx, id, 'hand', (name, owner) => `${name} returns to ${owner}'s hand`);
  if (e.loseLifePerCard) loseLife(tx, ctx.controller, cards.length, '');
}

export const returnExiledWithWord: EffectWord<'returnExiledWith'> = {
  kind: 'returnExiledWith',
  rule: 'CR 607.2a',
  scenario: 'effects.json#effect.exileTopOfLibrary',
  polarity: () => 'help',
  resolve: resolveReturnExiledWith,
};
