// "Each of those creatures deals damage equal to its power to {this}." (CR 120.3): each target of an earlier "any
// number of target creatures" that is still legal deals damage to the source (Polukranos, World Eater).
import type { Effect, ObjectRef } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { isObjectRef } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { IT, one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Each of those creatures deals damage equal to its power to <object>": `of` names a target spec with any
     * number of targets ("those creatures" are its targets), `to` what they deal damage to */
    targetsDealDamage: { readonly kind: 'targetsDealDamage'; readonly of: ObjectRef; readonly to: ObjectRef };
  }
}

export function resolveTargetsDealDamage(
  tx: Tx,
  e: Extract<Effect, { kind: 'targetsDealDamage' }>,
  ctx: ResolveCtx,
): void {
  if (e.of.kind !== 'target') return;
  const to = objectsOf(tx, e.to, ctx);
  // The targets of an "any number" spec: every target from its position on, those still legal (CR 608.2b) and on
  // the battlefield; each deals damage equal to its power now, all at once (CR 120.3).
  const sources = ctx.targets
    .slice(e.of.index)
    .flatMap((t) => (t && isObjectRef(t) && tx.obj(t.object).zone === 'battlefield' ? [t.object] : []));
  dealDamage(
    tx,
    sources.flatMap((source) =>
      to.map((id) => ({
        source,
        to: { object: id },
        amount: Math.max(0, characteristics(tx.s, source).power ?? 0),
      })),
    ),
    false,
  );
}

export const targetsDealDamageWord: EffectWord<'targetsDealDamage'> = {
  kind: 'targetsDealDamage',
  rule: 'CR 120.3',
  scenario: 'divided.json#effect.targetsDealDamage',
  // The targets are the ones dealing the damage: what it harms is the source, which isn't targeted.
  polarity: () => 'neutral',
  parse: (p) =>
    map(tpl`each of those creatures deals damage equal to its power to ${p.selfObj}`, ([o]) =>
      one({ kind: 'targetsDealDamage', of: IT, to: o.ref }, [], variantsOf(o)),
    ),
  render(e, rc, say) {
    // "those creatures": the targets of a spec of any number of them, named before.
    if (e.of.kind !== 'target' || !rc.targets[e.of.index]?.anyNumber || !rc.named.has(e.of.index)) return null;
    const to = say.ref(e.to, rc);
    return to === null ? null : `each of those creatures deals damage equal to its power to ${to}`;
  },
  resolve: resolveTargetsDealDamage,
};
