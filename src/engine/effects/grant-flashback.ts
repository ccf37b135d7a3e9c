// CR 702.34a: "<target instant or sorcery card in your graveyard> gains flashback until end of turn. The flashback
// cost is equal to its mana cost." The card has a flashback ability until the turn ends (514.2) or it leaves the
// graveyard (a new object, 400.7): its owner may cast it from the graveyard by paying that cost rather than its mana
// cost, and it is exiled as it leaves the stack.
import type { Effect, ObjectRef } from '../card-def.js';
import { cardDef } from '../registry.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { lit, map, tpl } from '../grammar.js';
import { FLASHBACK_COST_SENTENCE, one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<target instant or sorcery card in your graveyard> gains flashback until end of turn. The flashback cost is
     * equal to its mana cost." (CR 702.34a: a flashback ability granted to a card; it ends if the card leaves the
     * graveyard, 400.7) */
    grantFlashback: { readonly kind: 'grantFlashback'; readonly what: ObjectRef };
  }
}

export function resolveGrantFlashback(tx: Tx, e: Extract<Effect, { kind: 'grantFlashback' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'graveyard') continue;
    const def = cardDef(o.def);
    // The cost is its mana cost as it is now: the card's own, {X} included (chosen again as it is cast).
    tx.s.permissions = [
      ...tx.s.permissions,
      {
        object: id,
        player: o.owner,
        cost: def.manaCost,
        source: ctx.sourceName,
        via: 'flashback',
        duration: 'endOfTurn',
      },
    ];
    tx.touch();
    tx.note(`${def.name} gains flashback until end of turn`, 'CR 702.34a');
  }
}

export const grantFlashbackWord: EffectWord<'grantFlashback'> = {
  kind: 'grantFlashback',
  rule: 'CR 702.34a',
  scenario: 'cast-keywords.json#effect.grantFlashback',
  polarity: () => 'help',
  // CR 702.34a: "<target card in your graveyard> gains flashback until end of turn" — a flashback ability given to a
  // card, whose cost the next sentence must say ("The flashback cost is equal to its mana cost", read by parseBody).
  parse: (p) =>
    map(tpl`${p.graveyardTarget} gains flashback${lit(' until end of turn')}`, ([o]) =>
      o.targets[0]?.what.kind === 'card' && o.targets[0].what.filter.controller === 'you'
        ? one({ kind: 'grantFlashback', what: o.ref }, o.targets)
        : null,
    ),
  render(e, rc, say) {
    const what = say.ref(e.what, rc);
    return what === null ? null : `${what} gains flashback until end of turn. ${FLASHBACK_COST_SENTENCE}`;
  },
  resolve: resolveGrantFlashback,
};
