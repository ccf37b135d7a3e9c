// "Shuffle {this} into its owner's library", "Shuffle target creature into its owner's library" (CR 701.24a): the
// object is put into its owner's library, which is then shuffled. A spell that shuffles itself is no longer on the
// stack as it finishes resolving, so it isn't put into a graveyard (CR 608.2n: Green Sun's Zenith).
// "Shuffle {this} and your graveyard into their owner's library" (Elixir of Immortality): the object and every card
// in the controller's graveyard, each library they go to shuffled once (its rulings).
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone, shuffleLibrary } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Shuffle <object> into its owner's library" (CR 701.24a) */
    shuffleIntoLibrary: {
      readonly kind: 'shuffleIntoLibrary';
      readonly what: ObjectRef;
      /** "and your graveyard": every card in the ability's controller's graveyard too */
      readonly andGraveyard?: true;
    };
  }
}

export function resolveShuffleIntoLibrary(
  tx: Tx,
  e: Extract<Effect, { kind: 'shuffleIntoLibrary' }>,
  ctx: ResolveCtx,
): void {
  const ids = objectsOf(tx, e.what, ctx);
  const all = e.andGraveyard ? [...ids, ...tx.player(ctx.controller).graveyard.filter((id) => !ids.includes(id))] : ids;
  const owners = new Set<number>();
  for (const id of all) {
    owners.add(tx.obj(id).owner);
    changeZone(tx, id, 'library', (name, ownerName) => `${name} is shuffled into ${ownerName}'s library`, 'CR 701.24a');
  }
  for (const owner of owners) shuffleLibrary(tx, owner);
}

export const shuffleIntoLibraryWord: EffectWord<'shuffleIntoLibrary'> = {
  kind: 'shuffleIntoLibrary',
  rule: 'CR 701.24a',
  scenario: 'effects.json#effect.shuffleIntoLibrary',
  polarity: (e) => (e.what.kind === 'self' ? 'neutral' : 'harm'),
  parse: (p) =>
    alt(
      map(tpl`shuffle ${alt(p.selfObj, p.permanentTarget)} into its owner's library`, ([o]) =>
        one({ kind: 'shuffleIntoLibrary', what: o.ref }, o.targets, variantsOf(o)),
      ),
      map(tpl`shuffle ${p.selfObj} and your graveyard into their owner's library`, ([o]) =>
        one({ kind: 'shuffleIntoLibrary', what: o.ref, andGraveyard: true }, o.targets, variantsOf(o)),
      ),
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    if (what === null) return null;
    return e.andGraveyard
      ? `shuffle ${what} and your graveyard into their owner's library`
      : `shuffle ${what} into its owner's library`;
  },
  resolve: resolveShuffleIntoLibrary,
};
