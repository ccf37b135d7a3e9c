// "Put <target card> on top of its owner's library" (CR 401.4: the owner's library)
import type { Effect } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { ObjectRef } from '../card-def.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Put <target card> on top of its owner's library" */
    putOnTopOfLibrary: { readonly kind: 'putOnTopOfLibrary'; readonly what: ObjectRef };
  }
}

export function resolvePutOnTopOfLibrary(
  tx: Tx,
  e: Extract<Effect, { kind: 'putOnTopOfLibrary' }>,
  ctx: ResolveCtx,
): void {
  for (const id of objectsOf(tx, e.what, ctx))
    changeZone(tx, id, 'library', (name, owner) => `${name} is put on top of ${owner}'s library`, undefined, {
      position: 'top',
    });
}

export const putOnTopOfLibraryWord: EffectWord<'putOnTopOfLibrary'> = {
  kind: 'putOnTopOfLibrary',
  rule: 'CR 401.4',
  scenario: 'effects.json#effect.putOnTopOfLibrary',
  polarity: () => 'harm',
  resolve: resolvePutOnTopOfLibrary,
};
