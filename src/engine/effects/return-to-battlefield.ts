// "Return that card to the battlefield [transformed] under its owner's / your control [with a <kind> counter on it]"
import type { Effect, ObjectRef } from '../card-def.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import type { Tx } from '../tx.js';
import { link, objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import type { Clause, Obj } from '../text.js';
import { alt, lit, map, opt, tpl } from '../grammar.js';
import { LINKED, one } from '../text.js';
import type { P } from '../grammar.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "return that card to the battlefield under its owner's control [with a counter on it]" */
    returnToBattlefield: {
      readonly kind: 'returnToBattlefield';
      readonly what: ObjectRef;
      readonly counter?: string;
      /** CR 712.14a: "transformed" */
      readonly transformed?: boolean;
      /** CR 708.3: "face down" — a 2/2 face-down creature (708.2a) */
      readonly faceDown?: boolean;
      /** under whose control (default: its owner's) */
      readonly under?: 'owner' | 'you';
      readonly tapped?: boolean;
      /** "return this card from your graveyard to the battlefield": only from there (CR 113.6m, 400.7) */
      readonly fromGraveyard?: boolean;
    };
  }
}

export function resolveReturnToBattlefield(
  tx: Tx,
  e: Extract<Effect, { kind: 'returnToBattlefield' }>,
  ctx: ResolveCtx,
): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone === 'battlefield' || o.zone === 'stack' || (e.fromGraveyard && o.zone !== 'graveyard')) continue;
    // CR 614.1c: "with a counter on it" is part of how it enters; 712.14a: "transformed" too.
    const n = enterBattlefield(tx, id, e.under === 'you' ? ctx.controller : o.owner, o.zone, {
      ...(e.counter ? { counters: { [e.counter]: 1 } } : {}),
      ...(e.transformed ? { face: 1 as const } : {}),
      ...(e.tapped ? { tapped: true } : {}),
      ...(e.faceDown ? { faceDown: true } : {}),
    });
    if (n !== id) link(ctx, [n]);
  }
}

/** "Return target creature card from your graveyard to the battlefield": it enters under the control of the player
 * who put it there (CR 110.2a), the card's owner. */
/** "the exiled card": what an ability of the source exiled (CR 607.2a) */
const exiledCard: P<Obj> = lit('the exiled card', { ref: { kind: 'exiledWithSource' }, targets: [] });

const linkedRef: P<string> = alt(lit('that card'), lit('it'));

/** "return that card to the battlefield under its owner's control [with a +1/+1 counter on it]"; "... under your
 * control" (a flicker: Restoration Angel, Cloudshift — the card returns as a new object, CR 400.7); also what a
 * delayed trigger does (effects/delayed.ts). */
export const returnLinked: P<Clause> = map(
  tpl`return ${linkedRef} to the battlefield${opt(alt(lit(' tapped'), lit(' transformed'), lit(' face down')))} under ${alt(lit("its owner's", 'owner' as const), lit('your', 'you' as const))} control${opt(lit(' with a +1/+1 counter on it'))}`,
  ([v, how, under, counter]) =>
    one(
      {
        kind: 'returnToBattlefield',
        what: LINKED,
        ...(under === 'you' ? { under } : {}),
        ...(counter ? { counter: '+1/+1' } : {}),
        ...(how === ' tapped' ? { tapped: true } : {}),
        // CR 712.14a: "transformed" — a transforming double-faced card enters with its back face up.
        ...(how === ' transformed' ? { transformed: true } : {}),
        // CR 708.3: turned face down before it enters.
        ...(how === ' face down' ? { faceDown: true } : {}),
      },
      [],
      { variants: [v] },
    ),
);

export const returnToBattlefieldWord: EffectWord<'returnToBattlefield'> = {
  kind: 'returnToBattlefield',
  rule: 'CR 614.1c',
  scenario: 'effects.json#effect.exile',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      // CR 607.2a: "return the exiled card to the battlefield under its owner's control" (Oblivion Ring, Fiend Hunter)
      map(tpl`return ${exiledCard} to the battlefield under its owner's control`, ([o]) =>
        one({ kind: 'returnToBattlefield', what: o.ref }),
      ),
      // The same, of every card it exiled (Detention Sphere): "the exiled cards ... under their owner's control"
      // (or "owners'"), each under its own owner's control.
      map(
        tpl`return the exiled cards to the battlefield under ${alt(lit("their owner's"), lit("their owners'"))} control`,
        ([v]) =>
          one({ kind: 'returnToBattlefield', what: { kind: 'exiledWithSource' } }, [], { variants: ['cards', v] }),
      ),
      // "Return target creature card from your graveyard to the battlefield": it enters under the control of the
      // player who put it there (CR 110.2a), the card's owner.
      map(tpl`return ${p.graveyardTarget} to the battlefield`, ([o]) =>
        o.targets[0]?.what.kind === 'card' && o.targets[0].what.filter.controller === 'you'
          ? one({ kind: 'returnToBattlefield', what: o.ref, under: 'you' }, o.targets)
          : null,
      ),
      // "Return up to two target creature cards with power 2 or less from your graveyard to the battlefield"
      // (Reveillark: CR 601.2c, a variable number of targets).
      map(tpl`return ${p.targetsUpTo} to the battlefield`, ([o]) =>
        o.targets[0]?.what.kind === 'card'
          ? one({ kind: 'returnToBattlefield', what: o.ref, under: 'you' }, o.targets)
          : null,
      ),
      returnLinked,
      // CR 113.6m: "return this card from your graveyard to the battlefield [tapped]" — an ability of the card in
      // its owner's graveyard (Bloodghast); it enters under its owner's control, the ability's controller.
      map(tpl`return this card from your graveyard to the battlefield${opt(lit(' tapped'))}`, ([tapped]) =>
        one({
          kind: 'returnToBattlefield',
          what: { kind: 'self' },
          fromGraveyard: true,
          ...(tapped ? { tapped: true } : {}),
        }),
      ),
    ),
  render(e, rc, say) {
    if (
      e.faceDown &&
      (e.tapped || e.transformed || e.counter || (e.what.kind !== 'linked' && e.what.kind !== 'thatObject'))
    )
      return null;
    if (e.fromGraveyard)
      return e.what.kind === 'self' && !e.counter && !e.transformed && !e.under
        ? `return this card from your graveyard to the battlefield${e.tapped ? ' tapped' : ''}`
        : null;
    if (e.transformed && e.tapped) return null;
    if (
      (e.what.kind === 'target' || e.what.kind === 'targetsFrom') &&
      e.under === 'you' &&
      !e.counter &&
      !e.tapped &&
      !e.transformed
    ) {
      const t = rc.targets[e.what.index];
      const what = say.ref(e.what, rc);
      return t?.what.kind === 'card' && what !== null ? `return ${what} to the battlefield` : null;
    }
    if (e.what.kind === 'exiledWithSource' && say.variantIs(rc, 'cards')) {
      const whose = say.variant(rc, ["their owner's", "their owners'"]);
      return e.under || e.counter || e.tapped || e.transformed
        ? null
        : `return the exiled cards to the battlefield under ${whose} control`;
    }
    const what = say.ref(e.what, rc);
    if (what === null || (e.counter && e.counter !== '+1/+1')) return null;
    if (e.under === 'you' && e.what.kind !== 'linked' && e.what.kind !== 'thatObject') return null;
    const tapped = e.tapped ? ' tapped' : e.transformed ? ' transformed' : e.faceDown ? ' face down' : '';
    const under = e.under === 'you' ? 'your' : "its owner's";
    return `return ${what} to the battlefield${tapped} under ${under} control${e.counter ? ' with a +1/+1 counter on it' : ''}`;
  },
  resolve: resolveReturnToBattlefield,
};
