// "... gets N poison counters" (CR 122.1f)
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { putCounters } from '../rules/cr122-counters.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    addPoison: { readonly kind: 'addPoison'; readonly who: PlayerRef; readonly amount: Amount };
  }
}

export function resolveAddPoison(tx: Tx, e: Extract<Effect, { kind: 'addPoison' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  // The controller of the spell or ability gives the counters.
  for (const p of playersOf(tx, e.who, ctx)) putCounters(tx, { player: p }, ctx.controller, { poison: n });
}

export const addPoisonWord: EffectWord<'addPoison'> = {
  kind: 'addPoison',
  rule: 'CR 122.1f',
  scenario: 'effects.json#effect.addPoison',
  polarity: () => 'harm',
  parse: (p) =>
    map(
      p.playerDoes(
        'get',
        'gets',
        alt<Amount>(
          lit('a poison counter', { kind: 'const', n: 1 }),
          map(tpl`${p.numberWord} poison counters`, ([n]) => (n >= 2 ? { kind: 'const', n } : null)),
        ),
      ),
      ([w, amount]) => one({ kind: 'addPoison', who: w.who, amount }, w.targets),
    ),
  render(e, rc, say) {
    const s = say.playerSubject(e.who, rc, 'get', 'gets');
    if (s === null || e.amount.kind !== 'const') return null;
    return `${s} ${e.amount.n === 1 ? 'a poison counter' : `${say.numberWord(e.amount.n)} poison counters`}`;
  },
  resolve: resolveAddPoison,
};
