// "Put <target card> on top of its owner's library" (CR 401.4: the owner's library)
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one } from '../text.js';

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
  /** "Put target creature on top of its owner's library" */
  parse: (p) =>
    alt(
      map(tpl`put ${alt(p.permanentTarget, p.graveyardTarget)} on top of its owner's library`, ([o]) =>
        one({ kind: 'putOnTopOfLibrary', what: o.ref }, o.targets),
      ),
      // A card from your own graveyard goes on top of your library (its owner's, CR 401.4).
      map(tpl`put ${p.graveyardTarget} on top of your library`, ([o]) =>
        o.targets[0]?.what.kind === 'card' && o.targets[0].what.filter.controller === 'you'
          ? one({ kind: 'putOnTopOfLibrary', what: o.ref }, o.targets)
          : null,
      ),
    ),
  render(e, rc, say) {
    const t = e.what.kind === 'target' ? rc.targets[e.what.index] : undefined;
    const what = say.ref(e.what, rc);
    if (what === null) return null;
    const yours = t?.what.kind === 'card' && t.what.filter.controller === 'you';
    return `put ${what} on top of ${yours ? 'your' : "its owner's"} library`;
  },
  resolve: resolvePutOnTopOfLibrary,
};
