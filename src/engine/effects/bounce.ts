// "Return ... to its owner's hand"
import type { Effect, ObjectRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    bounce: { readonly kind: 'bounce'; readonly what: ObjectRef };
  }
}

export function resolveBounce(tx: Tx, e: Extract<Effect, { kind: 'bounce' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx))
    link(ctx, [changeZone(tx, id, 'hand', (name, owner) => `${name} returns to ${owner}'s hand`)]);
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
      map(tpl`return ${p.allOf} to their owners' hands`, ([o]) => one({ kind: 'bounce', what: o.ref }, o.targets)),
      // A bounce land's "return a land you control to its owner's hand": not a target, the land is chosen as the
      // ability resolves (CR 608.2d), and it may be the source itself.
      map(tpl`return ${p.article} ${p.singularNP} to its owner's hand`, ([, f]) =>
        f.controller === 'you' ? one({ kind: 'bounce', what: { kind: 'chosen', filter: f, max: 1, min: 1 } }) : null,
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
    return t?.what.kind === 'card' ? `return ${what} to your hand` : `return ${what} to its owner's hand`;
  },
  resolve: resolveBounce,
};
