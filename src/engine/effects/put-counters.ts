// "Put N <kind> counters on ..." (CR 122): the controller of the spell or ability puts them.
import type { Effect, Amount, ObjectRef } from '../card-def.js';
import { addCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { amountOf, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';
import type { Obj, EffectPhrases } from '../text.js';
import type { P } from '../grammar.js';

declare module '../card-def.js' {
  interface EffectTypes {
    putCounters: {
      readonly kind: 'putCounters';
      readonly what: ObjectRef;
      readonly counter: string;
      readonly amount: Amount;
    };
  }
}

export function resolvePutCounters(tx: Tx, e: Extract<Effect, { kind: 'putCounters' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const id of objectsOf(tx, e.what, ctx)) addCounters(tx, id, e.counter, n, undefined, ctx.controller);
}

/** "a charge counter", "an oil counter", "two +1/+1 counters", "X +1/+1 counters": any kind of counter whose rules the
 * engine has (CR 122.1), the article as English writes it before the kind. */
const counterCount = (p: EffectPhrases): P<[Amount, string]> =>
  alt<[Amount, string]>(
    map(tpl`${alt(lit('a', 'a'), lit('an', 'an'))} ${p.counterName} counter`, ([a, k]) =>
      a === articleFor(k) ? [{ kind: 'const', n: 1 }, k] : null,
    ),
    map(tpl`${p.numberWord} ${p.counterName} counters`, ([n, k]) => (n >= 2 ? [{ kind: 'const', n }, k] : null)),
    map(tpl`X ${p.counterName} counters`, ([k]) => [{ kind: 'x' }, k]),
  );

/** "an oil counter", "a +1/+1 counter" */
export const articleFor = (counter: string): 'a' | 'an' => (/^[aeiou]/.test(counter) ? 'an' : 'a');

// "each creature you control", "each other creature you control" (Mikaeus, the Lunarch: not the source, CR 109.5)
const eachCreatureYouControl = (p: EffectPhrases): P<Obj> =>
  alt(
    map(tpl`each ${alt(lit('other ', true), lit('', false))}${p.singularNP}`, ([other, f]) =>
      f.other ? null : { ref: { kind: 'each', filter: other ? { ...f, other: true } : f }, targets: [] },
    ),
    // Oran-Rief, the Vastwood: "each green creature that entered this turn" (CR 400.7).
    map(tpl`each ${p.singularNP} that entered this turn`, ([f]) =>
      f.other ? null : { ref: { kind: 'each', filter: { ...f, enteredThisTurn: true } }, targets: [] },
    ),
  );

export const putCountersWord: EffectWord<'putCounters'> = {
  kind: 'putCounters',
  rule: 'CR 122',
  scenario: 'effects.json#effect.putCounters',
  polarity: () => 'help',
  parse: (p) =>
    map(tpl`put ${counterCount(p)} on ${alt(p.singleSubject, eachCreatureYouControl(p))}`, ([[amount, counter], o]) =>
      one({ kind: 'putCounters', what: o.ref, counter, amount }, o.targets, variantsOf(o)),
    ),
  render(e, rc, say) {
    const what =
      e.what.kind === 'each'
        ? ((np) =>
            np === null
              ? null
              : `each ${e.what.filter.other ? 'other ' : ''}${np}${e.what.filter.enteredThisTurn ? ' that entered this turn' : ''}`)(
            say.np(e.what.filter, false),
          )
        : say.ref(e.what, rc);
    const n =
      e.amount.kind === 'const'
        ? e.amount.n === 1
          ? `${articleFor(e.counter)} ${e.counter} counter`
          : `${say.numberWord(e.amount.n)} ${e.counter} counters`
        : e.amount.kind === 'x'
          ? `X ${e.counter} counters`
          : null;
    return what === null || n === null ? null : `put ${n} on ${what}`;
  },
  resolve: resolvePutCounters,
};
