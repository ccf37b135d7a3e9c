// "Create a token that's a copy of <object or card>[, except ...]" (CR 111.2, 707.2): a token with the copiable values
// of that object — of the face that's up for a double-faced permanent, both faces being copied (707.8a) — and the
// effect's exceptions as part of its own copiable values (707.9b). It enters the battlefield like any permanent, so
// replacement effects that modify how it enters apply (a Saga's lore counter, CR 714.3a).
import type { Effect, CopyExceptions, ObjectRef } from '../card-def.js';
import { newObject } from '../rules/cr400-zones.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import { copiableValues, copiedName } from '../rules/cr707-copies.js';
import type { Tx } from '../tx.js';
import { isObjectRef, type ObjectId } from '../types.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Create a token that's a copy of <object or card>[, except ...]" (CR 707.2, 707.8a, 707.9); the token is linked
     * ("that token") for a later effect of the same resolution */
    createTokenCopy: { readonly kind: 'createTokenCopy'; readonly what: ObjectRef; readonly except?: CopyExceptions };
  }
}

export function resolveCreateTokenCopy(tx: Tx, e: Extract<Effect, { kind: 'createTokenCopy' }>, ctx: ResolveCtx): void {
  for (const id of originals(tx, e.what, ctx)) {
    const v = copiableValues(tx.obj(id), e.except ?? null);
    const name = copiedName(v);
    // The token is made outside every zone, then put onto the battlefield: it is created there (CR 111.2), owned and
    // controlled by the player who creates it.
    const t = tx.mut(newObject(tx, -1, v.def, ctx.controller, 'command', true).id);
    t.face = v.face;
    t.copyOf = v.isCopy ? v.def : null;
    if (v.except) t.copyExcept = v.except;
    const n = enterBattlefield(tx, t.id, ctx.controller, null, {
      created: true,
      face: v.face,
      ...(v.isCopy ? { copyOf: v.def } : {}),
      copyExcept: v.except,
      says: () => `${tx.player(ctx.controller).name} creates a token that's a copy of ${name}`,
    });
    link(ctx, [n]);
  }
}

/** The objects to copy. "This creature", or "that creature" a trigger names, that has left the battlefield is copied
 * as it last existed (CR 608.2h; 111.12 doesn't apply to last known information); a card or object that no longer
 * exists where it was is not copied (111.12). */
function originals(tx: Tx, r: Extract<Effect, { kind: 'createTokenCopy' }>['what'], ctx: ResolveCtx): ObjectId[] {
  if (r.kind === 'self') return [ctx.source];
  if (r.kind === 'thatObject' && ctx.thatObject !== undefined && tx.obj(ctx.thatObject).zone === 'battlefield')
    return [ctx.thatObject];
  if (r.kind === 'target') {
    const t = ctx.targets[r.index];
    return t && isObjectRef(t) && !tx.obj(t.object).left ? [t.object] : [];
  }
  return objectsOf(tx, r, ctx);
}

export const createTokenCopyWord: EffectWord<'createTokenCopy'> = {
  kind: 'createTokenCopy',
  rule: 'CR 111.2',
  scenario: 'effects.json#effect.createTokenCopy',
  polarity: () => 'help',
  // "Create a token that's a copy of {this}" (Pack Rat), "... of target nonlegendary creature you control, except it
  // has haste" (Kiki-Jiki, Mirror Breaker: a keyword the token has as part of its copiable values, CR 707.9a).
  parse: (p) => {
    const what = alt(p.selfObj, p.itObj, p.permanentTarget);
    return alt(
      map(tpl`create a token that's a copy of ${what}`, ([o]) =>
        one({ kind: 'createTokenCopy', what: o.ref }, o.targets, variantsOf(o)),
      ),
      map(tpl`create a token that's a copy of ${what}, except it has ${p.keywords}`, ([o, ks]) =>
        one(
          {
            kind: 'createTokenCopy',
            what: o.ref,
            except: { abilities: ks.map((keyword) => ({ kind: 'keyword', keyword })) },
          },
          o.targets,
          variantsOf(o),
        ),
      ),
    );
  },
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    if (what === null) return null;
    const head = `create a token that's a copy of ${what}`;
    if (!e.except) return head;
    const { abilities, ...rest } = e.except;
    const ks = (abilities ?? []).flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []));
    if (Object.keys(rest).length || ks.length === 0 || ks.length !== abilities?.length) return null;
    return `${head}, except it has ${say.keywords(ks)}`;
  },
  resolve: resolveCreateTokenCopy,
};
