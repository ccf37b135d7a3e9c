// "Each of those creatures deals damage equal to its power to {this}." (CR 120.3): each target of an earlier "any
// number of target creatures" that is still legal deals damage to the source (Polukranos, World Eater).
import type { Effect, ObjectRef } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { isObjectRef, type Ref } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, map, tpl } from '../grammar.js';
import { IT, one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Each of those creatures deals damage equal to its power to <object>": `of` names a target spec with any
     * number of targets ("those creatures" are its targets), `to` what they deal damage to */
    /** `single`: "Target creature you control deals damage equal to its power to any target" (Blood) — the one
     * target `of` names deals the damage, to the target `to` names (a player or an object) */
    targetsDealDamage: {
      readonly kind: 'targetsDealDamage';
      readonly of: ObjectRef;
      readonly to: ObjectRef;
      readonly single?: true;
    };
  }
}

export function resolveTargetsDealDamage(
  tx: Tx,
  e: Extract<Effect, { kind: 'targetsDealDamage' }>,
  ctx: ResolveCtx,
): void {
  if (e.of.kind !== 'target') return;
  // A target recipient may be a player ("any target"); an illegal one is dealt nothing (CR 608.2b).
  const recipient = e.to.kind === 'target' ? ctx.targets[e.to.index] : undefined;
  const to: Ref[] =
    e.to.kind === 'target' ? (recipient ? [recipient] : []) : objectsOf(tx, e.to, ctx).map((id) => ({ object: id }));
  // The targets of an "any number" spec: every target from its position on, those still legal (CR 608.2b) and on
  // the battlefield; each deals damage equal to its power now, all at once (CR 120.3). A single target: that one.
  const sources = (e.single ? ctx.targets.slice(e.of.index, e.of.index + 1) : ctx.targets.slice(e.of.index)).flatMap(
    (t) => (t && isObjectRef(t) && tx.obj(t.object).zone === 'battlefield' ? [t.object] : []),
  );
  dealDamage(
    tx,
    sources.flatMap((source) =>
      to.map((r) => ({
        source,
        to: r,
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
    alt(
      map(tpl`each of those creatures deals damage equal to its power to ${p.selfObj}`, ([o]) =>
        one({ kind: 'targetsDealDamage', of: IT, to: o.ref }, [], variantsOf(o)),
      ),
      // "Target creature you control deals damage equal to its power to any target" (Blood, CR 120.3): "its" is the
      // creature dealing the damage; with either target illegal, no damage is dealt (608.2b).
      map(tpl`${p.permanentTarget} deals damage equal to its power to ${p.target}`, ([a, t]) => {
        const src = a.targets[0];
        if (a.targets.length !== 1 || src?.what.kind !== 'permanent' || !src.what.filter.types?.includes('Creature'))
          return null;
        return one({ kind: 'targetsDealDamage', of: a.ref, to: { kind: 'target', index: 1 }, single: true }, [src, t]);
      }),
    ),
  render(e, rc, say) {
    if (e.single) {
      const a = say.ref(e.of, rc);
      const b = say.ref(e.to, rc);
      return a === null || b === null ? null : `${a} deals damage equal to its power to ${b}`;
    }
    // "those creatures": the targets of a spec of any number of them, named before.
    if (e.of.kind !== 'target' || !rc.targets[e.of.index]?.anyNumber || !rc.named.has(e.of.index)) return null;
    const to = say.ref(e.to, rc);
    return to === null ? null : `each of those creatures deals damage equal to its power to ${to}`;
  },
  resolve: resolveTargetsDealDamage,
};
