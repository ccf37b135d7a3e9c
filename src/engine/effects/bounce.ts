// "Return ... to its owner's hand"
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import { characteristics } from '../rules/cr613-layers.js';
import { isObjectRef } from '../types.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** `withAuras`: "... and all Auras you control attached to it" (Orzhov Charm) return with it */
    bounce: { readonly kind: 'bounce'; readonly what: ObjectRef; readonly withAuras?: true };
  }
}

export function resolveBounce(tx: Tx, e: Extract<Effect, { kind: 'bounce' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    // "and all Auras you control attached to it": the Auras attached to it as the effect happens, all returned at once
    // with it (CR 608.2c; they stay attached until it has left, as state-based actions wait, 704.3).
    const auras = e.withAuras
      ? tx.s.battlefield.filter((a) => {
          const at = tx.obj(a).attachedTo;
          return (
            at !== null &&
            isObjectRef(at) &&
            at.object === id &&
            tx.obj(a).controller === ctx.controller &&
            characteristics(tx.s, a).subtypes.includes('Aura')
          );
        })
      : [];
    for (const x of [id, ...auras])
      link(ctx, [changeZone(tx, x, 'hand', (name, owner) => `${name} returns to ${owner}'s hand`)]);
  }
}

export const bounceWord: EffectWord<'bounce'> = {
  kind: 'bounce',
  rule: 'CR 608.2c',
  scenario: 'effects.json#effect.bounce',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`return ${alt(p.permanentTarget, p.selfObj, p.itObj)} to its owner's hand`, ([o]) =>
        one({ kind: 'bounce', what: o.ref }, o.targets, variantsOf(o)),
      ),
      map(tpl`return ${p.permanentTarget} and all Auras you control attached to it to their owner's hand`, ([o]) =>
        o.targets[0]?.what.kind === 'permanent' && o.targets[0].what.filter.types?.includes('Creature')
          ? one({ kind: 'bounce', what: o.ref, withAuras: true }, o.targets)
          : null,
      ),
      map(tpl`return ${p.allOf} to their owners' hands`, ([o]) => one({ kind: 'bounce', what: o.ref }, o.targets)),
      // A bounce land's "return a land you control to its owner's hand": not a target, the land is chosen as the
      // ability resolves (CR 608.2d), and it may be the source itself.
      map(tpl`return ${p.article} ${p.singularNP} to its owner's hand`, ([, f]) =>
        f.controller === 'you' ? one({ kind: 'bounce', what: { kind: 'chosen', filter: f, max: 1, min: 1 } }) : null,
      ),
      // "Return up to two target creatures to their owners' hands"; "Return up to three target land cards from your
      // graveyard to your hand" (CR 601.2c: a variable number of targets).
      map(
        tpl`return ${p.targetsUpTo} to ${alt(lit("their owners' hands", 'battlefield'), lit('your hand', 'graveyard'))}`,
        ([o, to]) =>
          (o.targets[0]?.what.kind === 'card') === (to === 'graveyard')
            ? one({ kind: 'bounce', what: o.ref }, o.targets)
            : null,
      ),
      map(tpl`return ${p.graveyardTarget} to your hand`, ([o]) =>
        o.targets[0]?.what.kind === 'card' && o.targets[0].what.filter.controller === 'you'
          ? one({ kind: 'bounce', what: o.ref }, o.targets)
          : null,
      ),
    ),
  render(e, rc, say) {
    if (e.what.kind === 'each') {
      const what = say.all(e.what);
      return what === null ? null : `return ${what} to their owners' hands`;
    }
    const t = e.what.kind === 'target' ? rc.targets[e.what.index] : undefined;
    const what = say.ref(e.what, rc);
    if (what === null) return null;
    if (e.withAuras) return `return ${what} and all Auras you control attached to it to their owner's hand`;
    const many = e.what.kind === 'targetsFrom' ? rc.targets[e.what.index] : undefined;
    if (many)
      return many.what.kind === 'card' ? `return ${what} to your hand` : `return ${what} to their owners' hands`;
    return t?.what.kind === 'card' ? `return ${what} to your hand` : `return ${what} to its owner's hand`;
  },
  resolve: resolveBounce,
};
