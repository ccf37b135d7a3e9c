// "You may play that card this turn" (impulse draw): a permission, until the turn ends (CR 514.2), for the controller
// to play the card an earlier effect of the same spell or ability exiled — to cast it, paying its costs, at the time
// its type allows (CR 601.3), or, a land card, to play it as their land for the turn (CR 305.1, 116.2a).
import type { Effect, ObjectRef } from '../card-def.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { cardDef } from '../registry.js';
import { LINKED, one } from '../text.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "you may play / cast that card this turn": the controller may play it (`land`: a land card too) or cast it
     * from exile until end of turn */
    mayPlayThisTurn: { readonly kind: 'mayPlayThisTurn'; readonly what: ObjectRef; readonly land: boolean };
  }
}

export function resolveMayPlayThisTurn(tx: Tx, e: Extract<Effect, { kind: 'mayPlayThisTurn' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    // A card that left exile is a new object the permission doesn't follow (CR 400.7).
    if (o.zone !== 'exile' || o.faceDown) continue;
    tx.setList('permissions', [
      ...tx.s.permissions,
      {
        object: id,
        player: p,
        cost: cardDef(o.def).manaCost,
        source: ctx.sourceName,
        duration: 'endOfTurn',
        ...(e.land ? { land: true as const } : {}),
      },
    ]);
    tx.emit(
      { kind: 'info' },
      () => `${tx.player(p).name} may ${e.land ? 'play' : 'cast'} ${o.def} this turn`,
      'CR 601.3',
    );
  }
}

const it = alt(lit('that card'), lit('it'));

export const mayPlayThisTurnWord: EffectWord<'mayPlayThisTurn'> = {
  kind: 'mayPlayThisTurn',
  rule: 'CR 601.3',
  scenario: 'effects.json#effect.mayPlayThisTurn',
  polarity: () => 'help',
  /** "You may play that card this turn", "You may play it this turn", "Until end of turn, you may play that card",
   * "You may cast that card this turn": the card an earlier effect exiled. */
  parse: () =>
    alt(
      map(tpl`you may ${alt(lit('play'), lit('cast'))} ${it} this turn`, ([verb, v]) =>
        one({ kind: 'mayPlayThisTurn', what: LINKED, land: verb === 'play' }, [], { variants: [v] }),
      ),
      map(tpl`until end of turn, you may ${alt(lit('play'), lit('cast'))} ${it}`, ([verb, v]) =>
        one({ kind: 'mayPlayThisTurn', what: LINKED, land: verb === 'play' }, [], { variants: ['until', v] }),
      ),
    ),
  render(e, rc, say) {
    if (e.what.kind !== 'linked') return null;
    const verb = e.land ? 'play' : 'cast';
    const until = say.variantIs(rc, 'until');
    if (until) say.variant(rc, ['until']);
    const v = say.variant(rc, ['that card', 'it']);
    return until ? `until end of turn, you may ${verb} ${v}` : `you may ${verb} ${v} this turn`;
  },
  resolve: resolveMayPlayThisTurn,
};
