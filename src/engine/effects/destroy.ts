// "Destroy ..." (CR 701.8)
import type { Effect, ObjectRef } from '../card-def.js';
import { destroy } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Destroy <objects>. [It/They] can't be regenerated." (CR 701.8; 701.19c: regeneration shields don't apply) */
    destroy: { readonly kind: 'destroy'; readonly what: ObjectRef; readonly noRegenerate?: boolean };
  }
}

export function resolveDestroy(tx: Tx, e: Extract<Effect, { kind: 'destroy' }>, ctx: ResolveCtx): void {
  // CR 701.8, 603.10a: permanents destroyed by one instruction are destroyed at the same time: each one's
  // leaves-the-battlefield abilities see the others leave ("Whenever another creature dies" on one of them).
  const ids = objectsOf(tx, e.what, ctx);
  const before = tx.leavingTogether;
  if (ids.length > 1) tx.leavingTogether = ids;
  try {
    for (const id of ids) destroy(tx, id, ` (destroyed by ${ctx.sourceName})`, 'CR 701.8', e.noRegenerate === true);
  } finally {
    tx.leavingTogether = before;
  }
}

export const destroyWord: EffectWord<'destroy'> = {
  kind: 'destroy',
  rule: 'CR 701.8',
  scenario: 'effects.json#effect.destroy',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`destroy ${alt(p.permanentTarget, p.targetsUpTo, p.sameNameTarget, p.allOf, p.selfObj, p.itObj)}`, ([o]) =>
        one({ kind: 'destroy', what: o.ref }, o.targets, variantsOf(o)),
      ),
      // "Destroy each nonland permanent with mana value equal to the number of charge counters on {this}" (Ratchet
      // Bomb): the mana value counted as it resolves (CR 608.2h).
      map(tpl`destroy each ${p.singularNP} with mana value equal to ${p.amount}`, ([f, a]) =>
        f.minManaValue === undefined && f.maxManaValue === undefined
          ? one({ kind: 'destroy', what: { kind: 'each', filter: { ...f, manaValueIs: a } } })
          : null,
      ),
    ),
  render(e, rc, say) {
    if (e.what.kind === 'each' && e.what.filter.manaValueIs !== undefined) {
      const { manaValueIs, ...f } = e.what.filter;
      const np = say.np(f, false);
      const a = say.amount(manaValueIs);
      return np === null || a === null || e.noRegenerate ? null : `destroy each ${np} with mana value equal to ${a}`;
    }
    const what = e.what.kind === 'each' ? say.all(e.what, rc) : say.ref(e.what, rc);
    if (what === null) return null;
    // CR 701.19c: the sentence that follows a destruction no regeneration shield may replace.
    const regen = e.noRegenerate ? `. ${e.what.kind === 'each' ? 'They' : 'It'} can't be regenerated` : '';
    return `destroy ${what}${regen}`;
  },
  resolve: resolveDestroy,
};
