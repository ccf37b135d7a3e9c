// "Prevent the next N damage that would be dealt to ... this turn" / "Prevent all combat damage that would be dealt
// this turn" (CR 615): creates a prevention shield that lasts until used up or until the turn ends (514.2).
import type { Effect, ObjectFilter, ObjectRef, PlayerRef } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { Ref } from '../types.js';
import { objectsOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl, type P } from '../grammar.js';
import { SELF, T0, one, variantsOf, type EffectPhrases, type Obj } from '../text.js';

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

/** What "prevent all damage that would be dealt to ..." names: a target permanent, "{this}", "it", or "him" (a
 * planeswalker's pronoun for itself). */
const allTo = (p: EffectPhrases): P<Obj> =>
  alt(p.singleSubject, lit('him', { ref: SELF, targets: [], variants: ['him'] } as Obj));

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
      // "Prevent all damage that would be dealt to him this turn" (a planeswalker that became a creature: Gideon),
      // "... to target creature / to it / to you this turn": a shield with no amount, lasting the turn (CR 615.1a).
      map(tpl`prevent all damage that would be dealt to ${allTo(p)} this turn`, ([o]) =>
        one({ kind: 'preventDamage', to: o.ref, amount: null, combatOnly: false }, o.targets, variantsOf(o)),
      ),
      lit(
        'prevent all damage that would be dealt to you this turn',
        one({ kind: 'preventDamage', to: { kind: 'player', who: { kind: 'you' } }, amount: null, combatOnly: false }),
      ),
      map(tpl`prevent the next ${p.digits} damage that would be dealt to ${p.target} this turn`, ([n, t]) =>
        t.what.kind === 'card' ? null : one({ kind: 'preventDamage', to: T0, amount: n, combatOnly: false }, [t]),
      ),
    ),
  render(e, rc, say) {
    if (e.to === null && e.amount === null)
      return `prevent all ${e.combatOnly ? 'combat ' : ''}damage that would be dealt this turn`;
    if (e.amount === null && !e.combatOnly && e.to !== null) {
      if (e.to.kind === 'player')
        return e.to.who.kind === 'you' ? 'prevent all damage that would be dealt to you this turn' : null;
      const what = e.to.kind === 'self' && say.variantIs(rc, 'him') ? 'him' : say.ref(e.to, rc);
      return what === null ? null : `prevent all damage that would be dealt to ${what} this turn`;
    }
    if (e.to && e.to.kind === 'target' && e.amount !== null && !e.combatOnly) {
      const what = say.ref(e.to, rc);
      return what === null ? null : `prevent the next ${e.amount} damage that would be dealt to ${what} this turn`;
    }
    return null;
  },
  resolve: resolvePreventDamage,
};
