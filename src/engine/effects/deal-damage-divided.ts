// "deals N damage divided as you choose among one or two targets" (CR 601.2d, 120.3): the division is announced as
// the spell is cast or the ability put on the stack; each target gets its share as it resolves.
import type { Amount, Effect, ObjectFilter, ObjectRef, TargetKind, TargetSpec } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import type { Tx } from '../tx.js';
import type { Ref } from '../types.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import type { P } from '../grammar.js';
import { one, T0, type EffectPhrases, type EffectSayings, type RenderCtx } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "{this} deals N damage divided as you choose among <targets>": `to` names the target spec that divides the
     * amount (its `divide`, CR 601.2d); each of its targets is dealt its share of the division */
    dealDamageDivided: { readonly kind: 'dealDamageDivided'; readonly to: ObjectRef };
  }
}

/** Each target's share of the division still legal as the effect happens (CR 608.2b: a share of an illegal target
 * isn't dealt — nor given to another target, Electrolyze's and Polukranos's rulings). */
export function divisionShares(ctx: ResolveCtx): { readonly to: Ref; readonly amount: number }[] {
  const out: { to: Ref; amount: number }[] = [];
  const shares = ctx.division ?? [];
  ctx.targets.forEach((t, i) => {
    const n = shares[i] ?? 0;
    if (t && n > 0) out.push({ to: t, amount: n });
  });
  return out;
}

export function resolveDealDamageDivided(
  tx: Tx,
  _e: Extract<Effect, { kind: 'dealDamageDivided' }>,
  ctx: ResolveCtx,
): void {
  // The source deals all of it at once (CR 120.3, one event of damage to each).
  dealDamage(
    tx,
    divisionShares(ctx).map((s) => ({ source: ctx.source, to: s.to, amount: s.amount })),
    false,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// "among one or two targets": the targets an amount is divided among (CR 601.2d)

/** How many: "one or two" (1-2), "one, two, or three" (1-3), "any number of" (1 or more: each target gets at least
 * one of a positive amount, CR 601.2d). */
const HOW_MANY: readonly { readonly text: string; readonly max?: number }[] = [
  { text: 'one or two', max: 2 },
  { text: 'one, two, or three', max: 3 },
  { text: 'any number of' },
];

/** The targets divided among: "one or two targets" (any target, CR 115.4), "one or two target creatures", "any
 * number of target creatures your opponents control". The spec divides `amount` (CR 601.2d). */
export const amongTargets = (p: EffectPhrases, amount: Amount): P<TargetSpec> =>
  alt(
    ...HOW_MANY.map(({ text, max }) =>
      alt(
        map(lit(`${text} targets`), () => dividedSpec({ kind: 'any' }, `${text} targets`, max, amount)),
        map(tpl`${lit(text)} target ${p.pluralNP}`, ([, filter]) =>
          dividedSpec({ kind: 'permanent', filter }, null, max, amount),
        ),
      ),
    ),
  );

function dividedSpec(what: TargetKind, text: string | null, max: number | undefined, amount: Amount): TargetSpec {
  return {
    what,
    anyNumber: true,
    min: 1,
    ...(max === undefined ? {} : { max }),
    divide: amount,
    text: text ?? '',
  };
}

/** Says the targets an amount is divided among, as amongTargets reads them. */
export function amongText(t: TargetSpec, say: EffectSayings): string | null {
  const how = HOW_MANY.find((h) => h.max === t.max);
  if (!how || !t.anyNumber || t.min !== 1 || !t.divide) return null;
  if (t.what.kind === 'any') return `${how.text} targets`;
  if (t.what.kind !== 'permanent') return null;
  const np = say.np(t.what.filter as ObjectFilter, true);
  return np === null ? null : `${how.text} target ${np}`;
}

/** The spec a divided effect's `to` names, as the renderer has it. */
export function dividingSpec(to: ObjectRef, rc: RenderCtx): TargetSpec | null {
  if (to.kind !== 'target') return null;
  const t = rc.targets[to.index];
  if (!t?.divide) return null;
  rc.named.add(to.index);
  return t;
}

/** The damage's source named as the subject: "{this} deals" or "It deals". */
const damageSubject: P<'this' | 'it'> = alt(lit('{this}', 'this' as const), lit('it', 'it' as const));

export const dealDamageDividedWord: EffectWord<'dealDamageDivided'> = {
  kind: 'dealDamageDivided',
  rule: 'CR 601.2d',
  scenario: 'divided.json#effect.dealDamageDivided',
  polarity: () => 'harm',
  parse: (p) => (s, i) =>
    // The amount first, then the targets that divide it.
    tpl`${damageSubject} deals ${p.digitAmount} damage divided as you choose among `(s, i).flatMap(
      ([[subject, amount], j]) =>
        amongTargets(p, amount)(s, j).map(
          ([t, k]) =>
            [
              one({ kind: 'dealDamageDivided', to: T0 }, [{ ...t, text: t.text || s.slice(j, k) }], {
                subject,
                variants: [subject === 'this' ? '{this}' : 'it'],
              }),
              k,
            ] as const,
        ),
    ),
  render(e, rc, say) {
    const t = dividingSpec(e.to, rc);
    const n = t?.divide ? say.digitAmount(t.divide) : null;
    const among = t ? amongText(t, say) : null;
    if (n === null || among === null) return null;
    return `${say.selfWord(rc)} deals ${n} damage divided as you choose among ${among}`;
  },
  resolve: resolveDealDamageDivided,
};
