// "Prevent the next N damage that would be dealt to ... this turn" / "Prevent all combat damage that would be dealt
// this turn" (CR 615): creates a prevention shield that lasts until used up or until the turn ends (514.2).
import type { Effect, ObjectFilter, ObjectRef, PlayerRef } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { Ref } from '../types.js';
import { objectsOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { T0, one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 615: "Prevent the next N damage that would be dealt to <target> this turn" (a shield), or "Prevent all
     * [combat] damage that would be dealt this turn" (no target, no amount). */
    preventDamage: {
      readonly kind: 'preventDamage';
      readonly to: ObjectRef | { readonly kind: 'player'; readonly who: PlayerRef } | null;
      /** only damage dealt by sources like this */
      readonly from?: ObjectFilter;
      readonly amount: number | null;
      readonly combatOnly: boolean;
    };
  }
}

export function resolvePreventDamage(tx: Tx, e: Extract<Effect, { kind: 'preventDamage' }>, ctx: ResolveCtx): void {
  const to: (Ref | null)[] = [];
  if (e.to === null) to.push(null);
  else if (e.to.kind === 'player') for (const p of playersOf(tx, e.to.who, ctx)) to.push({ player: p });
  else if (e.to.kind === 'target') {
    const t = ctx.targets[e.to.index];
    if (t) to.push(t);
  } else for (const id of objectsOf(tx, e.to, ctx)) to.push({ object: id });
  for (const r of to)
    tx.s.shields = [
      ...tx.s.shields,
      {
        id: tx.newId(),
        kind: 'prevent',
        to: r,
        amount: e.amount,
        combatOnly: e.combatOnly,
        ...(e.from ? { from: e.from } : {}),
        controller: ctx.controller,
        source: ctx.sourceName,
      },
    ];
  tx.touch();
  const what = e.amount === null ? `all${e.combatOnly ? ' combat' : ''} damage` : `the next ${e.amount} damage`;
  tx.emit(
    { kind: 'info' },
    () => `${ctx.sourceName}: ${what} that would be dealt ${to[0] ? 'to it ' : ''}this turn will be prevented`,
  );
}

export const preventDamageWord: EffectWord<'preventDamage'> = {
  kind: 'preventDamage',
  rule: 'CR 615',
  scenario: 'effects.json#effect.preventDamage',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      lit(
        'prevent all combat damage that would be dealt this turn',
        one({ kind: 'preventDamage', to: null, amount: null, combatOnly: true }),
      ),
      lit(
        'prevent all damage that would be dealt this turn',
        one({ kind: 'preventDamage', to: null, amount: null, combatOnly: false }),
      ),
      map(tpl`prevent the next ${p.digits} damage that would be dealt to ${p.target} this turn`, ([n, t]) =>
        t.what.kind === 'card' ? null : one({ kind: 'preventDamage', to: T0, amount: n, combatOnly: false }, [t]),
      ),
    ),
  render(e, rc, say) {
    if (e.to === null && e.amount === null)
      return `prevent all ${e.combatOnly ? 'combat ' : ''}damage that would be dealt this turn`;
    if (e.to && e.to.kind === 'target' && e.amount !== null && !e.combatOnly) {
      const what = say.ref(e.to, rc);
      return what === null ? null : `prevent the next ${e.amount} damage that would be dealt to ${what} this turn`;
    }
    return null;
  },
  resolve: resolvePreventDamage,
};
