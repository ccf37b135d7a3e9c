// "Distribute two +1/+1 counters among one or two target creatures" (CR 601.2d, 122): the division is announced as
// the spell is cast or the ability put on the stack; each target gets its share of the counters as it resolves.
import type { Amount, Effect, ObjectRef } from '../card-def.js';
import { addCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { isObjectRef } from '../types.js';
import type { ResolveCtx } from './context.js';
import { amongTargets, amongText, dividingSpec, divisionShares } from './deal-damage-divided.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import type { EffectPhrases } from '../text.js';
import type { P } from '../grammar.js';
import { one, T0 } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Distribute N <kind> counters among <targets>": `to` names the target spec that divides N (its `divide`,
     * CR 601.2d); the controller puts each target's share on it */
    distributeCounters: { readonly kind: 'distributeCounters'; readonly to: ObjectRef; readonly counter: string };
  }
}

export function resolveDistributeCounters(
  tx: Tx,
  e: Extract<Effect, { kind: 'distributeCounters' }>,
  ctx: ResolveCtx,
): void {
  // CR 608.2b: the share of a target that became illegal isn't put on any other (Abzan Charm's ruling).
  for (const s of divisionShares(ctx))
    if (isObjectRef(s.to)) addCounters(tx, s.to.object, e.counter, s.amount, 'CR 601.2d', ctx.controller);
}

const counterKind: P<string> = alt(lit('+1/+1'), lit('-1/-1'));

/** "two +1/+1 counters", "X +1/+1 counters": a number of counters of a kind (one counter can't be divided). */
const counters = (p: EffectPhrases): P<[Amount, string]> =>
  alt<[Amount, string]>(
    map(tpl`${p.numberWord} ${counterKind} counters`, ([n, k]) => (n >= 2 ? [{ kind: 'const', n }, k] : null)),
    map(tpl`X ${counterKind} counters`, ([k]) => [{ kind: 'x' }, k]),
  );

export const distributeCountersWord: EffectWord<'distributeCounters'> = {
  kind: 'distributeCounters',
  rule: 'CR 601.2d',
  scenario: 'divided.json#effect.distributeCounters',
  polarity: (e) => (e.counter === '-1/-1' ? 'harm' : 'help'),
  parse: (p) => (s, i) =>
    tpl`distribute ${counters(p)} among `(s, i).flatMap(([[[amount, counter]], j]) =>
      amongTargets(p, amount)(s, j).map(
        ([t, k]) =>
          [one({ kind: 'distributeCounters', to: T0, counter }, [{ ...t, text: t.text || s.slice(j, k) }]), k] as const,
      ),
    ),
  render(e, rc, say) {
    const t = dividingSpec(e.to, rc);
    const a = t?.divide;
    const n = a?.kind === 'const' && a.n >= 2 ? say.numberWord(a.n) : a?.kind === 'x' ? 'X' : null;
    const among = t ? amongText(t, say) : null;
    if (n === null || among === null) return null;
    return `distribute ${n} ${e.counter} counters among ${among}`;
  },
  resolve: resolveDistributeCounters,
};
