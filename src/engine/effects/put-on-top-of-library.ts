// "Put <target card> on top of its owner's library", "Put target attacking creature / all creatures on the bottom of
// its owner's library / their owners' libraries" (CR 401.4: the owner's library; the owner orders cards put there at
// the same time, unrevealed); "Put target creature into its owner's library second from the top" (CR 401.7: Nth from the
// top, or on the bottom of a library with fewer than N cards)
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';
import { chooseOrder } from './scry.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Put <target card> on top of its owner's library" */
    putOnTopOfLibrary: {
      readonly kind: 'putOnTopOfLibrary';
      readonly what: ObjectRef;
      readonly bottom?: true;
      /** CR 401.7: "second from the top" (2) */
      readonly fromTop?: number;
    };
  }
}

export function resolvePutOnTopOfLibrary(
  tx: Tx,
  e: Extract<Effect, { kind: 'putOnTopOfLibrary' }>,
  ctx: ResolveCtx,
): void {
  const ids = objectsOf(tx, e.what, ctx);
  if (e.fromTop !== undefined) {
    for (const id of ids) putNthFromTop(tx, id, e.fromTop);
    return;
  }
  if (!e.bottom) {
    for (const id of ids)
      changeZone(tx, id, 'library', (name, owner) => `${name} is put on top of ${owner}'s library`, undefined, {
        position: 'top',
      });
    return;
  }
  // CR 401.4: each owner arranges their own cards put on the bottom at the same time (the order isn't revealed);
  // each next one goes under the ones before it.
  for (const owner of [...new Set(ids.map((id) => tx.obj(id).owner))].sort((a, b) => a - b)) {
    const mine = ids.filter((id) => tx.obj(id).owner === owner);
    const order =
      mine.length > 1
        ? chooseOrder(tx, owner, mine, 'Put a card on the bottom of your library (each next one goes under it)')
        : mine;
    for (const id of order)
      changeZone(
        tx,
        id,
        'library',
        (name, ownerName) => `${name} is put on the bottom of ${ownerName}'s library`,
        'CR 401.4',
        { position: 'bottom' },
      );
  }
}

const NTH = ['top', 'second from the top', 'third from the top'];

/** CR 401.7: the object goes into its owner's library Nth from the top, or on the bottom of a library with fewer than
 * N cards (a token goes nowhere, and ceases to exist, 704.5d). */
function putNthFromTop(tx: Tx, id: number, nth: number): void {
  const owner = tx.obj(id).owner;
  const before = tx.player(owner).library.length;
  const where = NTH[nth - 1] ?? `${nth}th from the top`;
  const n = changeZone(
    tx,
    id,
    'library',
    (name, ownerName) => `${name} is put into ${ownerName}'s library ${before < nth ? 'on the bottom' : where}`,
    'CR 401.7',
    { position: 'top' },
  );
  const lib = tx.player(owner).library;
  if (lib[lib.length - 1] !== n) return;
  const rest = lib.slice(0, -1);
  // The library's last element is its top card.
  const at = before < nth ? 0 : rest.length - (nth - 1);
  tx.mutPlayer(owner).library = [...rest.slice(0, at), n, ...rest.slice(at)];
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
      // "Draw a card, then put {this} on top of its owner's library" (Sensei's Divining Top): the permanent itself, if
      // it is still on the battlefield (CR 400.7: once it has left, it is a new object and stays where it is).
      map(tpl`put ${p.selfObj} on top of its owner's library`, ([o]) =>
        one({ kind: 'putOnTopOfLibrary', what: o.ref }, o.targets, variantsOf(o)),
      ),
      map(tpl`put ${p.permanentTarget} into its owner's library second from the top`, ([o]) =>
        one({ kind: 'putOnTopOfLibrary', what: o.ref, fromTop: 2 }, o.targets),
      ),
      map(tpl`put ${p.permanentTarget} on the bottom of its owner's library`, ([o]) =>
        one({ kind: 'putOnTopOfLibrary', what: o.ref, bottom: true }, o.targets),
      ),
      map(tpl`put ${p.allOf} on the bottom of their owners' libraries`, ([o]) =>
        one({ kind: 'putOnTopOfLibrary', what: o.ref, bottom: true }, o.targets),
      ),
      // A card from your own graveyard goes on top of your library (its owner's, CR 401.4).
      map(tpl`put ${p.graveyardTarget} on top of your library`, ([o]) =>
        o.targets[0]?.what.kind === 'card' && o.targets[0].what.filter.controller === 'you'
          ? one({ kind: 'putOnTopOfLibrary', what: o.ref }, o.targets)
          : null,
      ),
    ),
  render(e, rc, say) {
    if (e.what.kind === 'each') {
      const all = say.all(e.what);
      return all === null || !e.bottom ? null : `put ${all} on the bottom of their owners' libraries`;
    }
    const t = e.what.kind === 'target' ? rc.targets[e.what.index] : undefined;
    const what = say.ref(e.what, rc);
    if (what === null) return null;
    const yours = t?.what.kind === 'card' && t.what.filter.controller === 'you';
    if (e.fromTop !== undefined)
      return e.fromTop === 2 && t?.what.kind === 'permanent'
        ? `put ${what} into its owner's library second from the top`
        : null;
    if (e.bottom) return t?.what.kind === 'permanent' ? `put ${what} on the bottom of its owner's library` : null;
    return `put ${what} on top of ${yours ? 'your' : "its owner's"} library`;
  },
  resolve: resolvePutOnTopOfLibrary,
};
