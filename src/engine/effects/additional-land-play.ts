// "You may play an additional land this turn" (CR 305.2): the number of lands its controller can play this turn
// goes up by one; it is counted again from one as each turn begins.
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { lit } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "You may play an additional land this turn" (CR 305.2) */
    additionalLandPlay: { readonly kind: 'additionalLandPlay' };
  }
}

export function resolveAdditionalLandPlay(
  tx: Tx,
  _e: Extract<Effect, { kind: 'additionalLandPlay' }>,
  ctx: ResolveCtx,
): void {
  const p = tx.mutPlayer(ctx.controller);
  p.extraLandPlays++;
  tx.emit(
    { kind: 'info' },
    () =>
      `${p.name} may play ${p.extraLandPlays === 1 ? 'an additional land' : `${p.extraLandPlays} additional lands`} this turn`,
    'CR 305.2',
  );
}

export const additionalLandPlayWord: EffectWord<'additionalLandPlay'> = {
  kind: 'additionalLandPlay',
  rule: 'CR 305.2',
  scenario: 'effects.json#effect.additionalLandPlay',
  polarity: () => 'help',
  // The permission is the effect (CR 305.2a), not an optional instruction ("you may <effect>"): nothing is chosen as
  // it resolves.
  parse: () => lit('you may play an additional land this turn', one({ kind: 'additionalLandPlay' })),
  render: () => 'you may play an additional land this turn',
  resolve: resolveAdditionalLandPlay,
};
