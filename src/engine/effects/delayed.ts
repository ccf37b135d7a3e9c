// "At the beginning of the next end step, ..." (CR 603.7): creates a delayed triggered ability that remembers the
// objects the spell or ability moved ("that card").
import type { Effect, DelayedWhen, ObjectRef } from '../card-def.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { one, type Clause } from '../text.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { LINKED } from '../text.js';
import { returnLinked } from './return-to-battlefield.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 603.7: "At the beginning of the next end step, <effects>" — the effects act on the objects the effect
     * before this one moved ("that card") */
    delayed: {
      readonly kind: 'delayed';
      readonly when: DelayedWhen;
      readonly effects: readonly Effect[];
      /** what "that card" is for the delayed trigger, when not the objects moved by the effect before it */
      readonly about?: ObjectRef;
    };
  }
}

/** "It gains haste." after a return: for as long as the returned permanent remains on the battlefield (CR 611.2c). */
const GAINS_HASTE: Effect = { kind: 'grantKeyword', what: LINKED, keyword: 'haste', duration: 'permanent' };
const HASTE_JSON = JSON.stringify(GAINS_HASTE);

export function resolveDelayed(tx: Tx, e: Extract<Effect, { kind: 'delayed' }>, ctx: ResolveCtx): void {
  tx.s.delayed = [
    ...tx.s.delayed,
    {
      id: tx.newId(),
      when: e.when,
      controller: ctx.controller,
      source: ctx.source,
      sourceName: ctx.sourceName,
      effects: e.effects,
      linked: e.about ? objectsOf(tx, e.about, ctx) : (ctx.linked ?? []).slice(),
    },
  ];
  tx.touch();
}

export const delayedWord: EffectWord<'delayed'> = {
  kind: 'delayed',
  rule: 'CR 603.7',
  scenario: 'auras.json#trigger.attachedAttacks',
  polarity: () => 'neutral',
  // CR 603.7, 511: "Exile that token at end of combat", "Sacrifice that token at end of combat" — a delayed trigger
  // acting on the token just created (the assembler allows "that token" only after one); "At the beginning of the next
  // end step, <effect>" — a delayed trigger acting on "that card".
  parse: (p) =>
    alt<Clause>(
      map(
        // "Exile that token at the beginning of the next end step" (Splinter Twin): the same, at the end step.
        tpl`${alt(lit('exile', 'exile' as const), lit('sacrifice', 'sacrifice' as const))} that token ${alt(
          lit('at end of combat', 'endOfCombat' as const),
          lit('at the beginning of the next end step', 'nextEndStep' as const),
        )}`,
        ([verb, when]) => ({
          items: [
            {
              e: { kind: 'delayed', when, effects: [{ kind: verb, what: LINKED }] },
              variants: ['trailing', 'that token'],
            },
          ],
          targets: [],
          joins: [],
        }),
      ),
      // CR 603.7: "Sacrifice it at the beginning of the next end step" after a token is created (Kiki-Jiki, Mirror
      // Breaker): the delayed trigger acts on that token (the assembler allows this "it" only after one).
      map(
        tpl`${alt(lit('exile', 'exile' as const), lit('sacrifice', 'sacrifice' as const))} it at the beginning of the next end step`,
        ([verb]) => ({
          items: [
            {
              e: { kind: 'delayed', when: 'nextEndStep', effects: [{ kind: verb, what: LINKED }] },
              variants: ['trailing', 'it'],
            },
          ],
          targets: [],
          joins: [],
        }),
      ),
      // The time said after the instruction: "Return it to the battlefield under its owner's control at the
      // beginning of the next end step" (Aetherling) — the same delayed trigger (CR 603.7).
      map(tpl`${returnLinked} at the beginning of the next end step`, ([c]) => ({
        items: [
          {
            e: { kind: 'delayed', when: 'nextEndStep', effects: c.items.map((i) => i.e) },
            variants: ['trailing', ...c.items.flatMap((i) => i.variants ?? [])],
          },
        ],
        targets: [],
        joins: [],
      })),
      // CR 603.7, 611.2c: "Return it to the battlefield under its owner's control at the beginning of your next
      // upkeep. It gains haste." (Obzedat, Ghost Council) — the returned permanent, a new object (CR 400.7), gains
      // haste for as long as it remains on the battlefield.
      // (The sentence "It gains haste." after it is read by the compiler into this delayed trigger's effects.)
      map(tpl`${returnLinked} at the beginning of your next upkeep`, ([c]) => ({
        items: [
          {
            e: { kind: 'delayed', when: 'yourNextUpkeep', effects: c.items.map((i) => i.e) },
            variants: ['trailing', ...c.items.flatMap((i) => i.variants ?? [])],
          },
        ],
        targets: [],
        joins: [],
      })),
      // "Exile it at the beginning of the next end step." (Whip of Erebos): of the permanent an effect before it
      // returned; if it left and came back, it is a new object the trigger doesn't affect (CR 603.7c, 400.7).
      lit('exile it at the beginning of the next end step', {
        items: [
          {
            e: { kind: 'delayed', when: 'nextEndStep', effects: [{ kind: 'exile', what: LINKED }] },
            variants: ['trailing', 'it'],
          },
        ],
        targets: [],
        joins: [],
      }),
      // The pacts (Slaughter Pact): "At the beginning of your next upkeep, pay {2}{B}. If you don't, you lose the game."
      // — a delayed triggered ability of the spell's controller (CR 603.7).
      map(tpl`at the beginning of your next upkeep, pay ${p.cost}. If you don't, you lose the game`, ([c]) =>
        c.kind === 'mana' && !c.cost.some((s) => s.kind === 'x')
          ? one({ kind: 'delayed', when: 'yourNextUpkeep', effects: [{ kind: 'payOrLoseGame', cost: c.cost }] })
          : null,
      ),
      map(tpl`at the beginning of the next end step, ${returnLinked}`, ([c]) => ({
        items: [
          {
            e: { kind: 'delayed', when: 'nextEndStep', effects: c.items.map((i) => i.e) },
            variants: c.items.flatMap((i) => i.variants ?? []),
          },
        ],
        targets: [],
        joins: [],
      })),
    ),
  render(e, rc, say) {
    if (say.variantIs(rc, 'trailing')) {
      const [only, ...more] = e.effects;
      const haste = e.when === 'yourNextUpkeep' && more.length === 1 && JSON.stringify(more[0]) === HASTE_JSON;
      if (e.when === 'nextUpkeep' || !only || (more.length && !haste)) return null;
      const body = say.phrase([{ e: only }], rc);
      if (body === null) return null;
      const when =
        e.when === 'endOfCombat'
          ? 'at end of combat'
          : e.when === 'yourNextUpkeep'
            ? 'at the beginning of your next upkeep'
            : 'at the beginning of the next end step';
      return `${body} ${when}${haste ? '. It gains haste' : ''}`;
    }
    if (e.when === 'yourNextUpkeep') {
      const [only, ...more] = e.effects;
      if (only?.kind !== 'payOrLoseGame' || more.length) return null;
      const body = say.phrase([{ e: only }], rc);
      return body === null ? null : `at the beginning of your next upkeep, ${body}`;
    }
    const inner = say.effects(
      e.effects.map((x) => ({ e: x })),
      e.effects.slice(1).map(() => '. '),
      rc,
    );
    if (inner === null) return null;
    const when =
      e.when === 'endOfCombat'
        ? 'at end of combat'
        : `at the beginning of the next ${e.when === 'nextUpkeep' ? 'upkeep' : 'end step'}`;
    return `${when}, ${inner}`;
  },
  resolve: resolveDelayed,
};
