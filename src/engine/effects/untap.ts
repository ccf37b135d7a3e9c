// "Untap <permanents>" (CR 701.26b): only tapped permanents can be untapped.
import type { Effect, ObjectRef } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    untap: { readonly kind: 'untap'; readonly what: ObjectRef };
  }
}

export function resolveUntap(tx: Tx, e: Extract<Effect, { kind: 'untap' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'battlefield' || !o.tapped) continue;
    tx.mutStatus(id).tapped = false;
    tx.emit({ kind: 'untap', object: id }, () => `${characteristics(tx.s, id).name} untaps`);
  }
}

export const untapWord: EffectWord<'untap'> = {
  kind: 'untap',
  rule: 'CR 701.26b',
  scenario: 'effects.json#effect.untap',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`untap ${alt(p.permanentTarget, p.allOf, p.selfObj, p.itObj)}`, ([o]) =>
        one({ kind: 'untap', what: o.ref }, o.targets, variantsOf(o)),
      ),
      // "... and you untap all lands you control" (Sword of Feast and Famine): the subject said after another one's.
      map(tpl`you untap ${p.allOf}`, ([o]) => one({ kind: 'untap', what: o.ref }, o.targets, { variants: ['you'] })),
    ),
  render(e, rc, say) {
    const you = e.what.kind === 'each' && say.variantIs(rc, 'you');
    const what = e.what.kind === 'each' ? say.all(e.what) : say.ref(e.what, rc);
    return what === null ? null : `${you ? 'you ' : ''}untap ${what}`;
  },
  resolve: resolveUntap,
};
