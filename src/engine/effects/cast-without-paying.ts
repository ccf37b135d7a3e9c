// "You may cast those cards without paying their mana costs" (CR 608.2g, 118.9): while the spell or ability resolves,
// its controller may cast the cards an earlier effect of it put somewhere (exiled them), each for no mana. Cascade's
// second sentence (CR 702.85a) is this effect with a bound on the spell's mana value.
import type { Effect, ObjectRef } from '../card-def.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { canCast } from '../rules/cr117-priority.js';
import { castDuringResolution } from '../rules/cr601-casting.js';
import { characteristics } from '../rules/cr613-layers.js';
import { LINKED, one } from '../text.js';
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "you may cast <them> without paying their mana costs" — each card named, cast during resolution (CR 608.2g)
     * for no mana (CR 118.9); `lessThanSource`: only if the spell's mana value would be less than the source's, as it
     * is or last existed (cascade, CR 702.85a) */
    castWithoutPaying: { readonly kind: 'castWithoutPaying'; readonly what: ObjectRef; readonly lessThanSource?: true };
  }
}

/** Whether the controller may cast this card now without paying its mana cost (timing ignored, CR 608.2g). */
export function castableFree(tx: Tx, ctx: ResolveCtx, id: ObjectId, below: number | null): boolean {
  if (below !== null && characteristics(tx.s, id).manaValue >= below) return false;
  return canCast(tx.s, ctx.controller, id, null, false, undefined, true);
}

/**
 * CR 608.2g: each card, in the order the effect put them there, that can be cast now is offered; the controller
 * chooses whether to cast it. A spell cast goes on the stack at once, and the resolution goes on (so a later spell is
 * above an earlier one). A land can't be cast (CR 305.9), and a card that has left the zone it was put in is a new
 * object the effect no longer finds (CR 400.7).
 */
export function resolveCastWithoutPaying(
  tx: Tx,
  e: Extract<Effect, { kind: 'castWithoutPaying' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.controller;
  // CR 702.85a: "this spell's mana value" — the source as it is, or as it last existed on the stack (608.2h).
  const below = e.lessThanSource ? characteristics(tx.s, ctx.source).manaValue : null;
  for (const id of objectsOf(tx, e.what, ctx)) {
    const name = characteristics(tx.s, id).name;
    if (!castableFree(tx, ctx, id, below)) {
      tx.emit({ kind: 'info' }, () => `${name} can't be cast now`, 'CR 601.3');
      continue;
    }
    const decision = tx.answerIndex();
    const logged = tx.log.length;
    const a = tx.choose({
      kind: 'yesNo',
      player: p,
      prompt: `${ctx.sourceName}: cast ${name} without paying its mana cost?`,
    });
    if (a.kind !== 'yes') continue;
    castDuringResolution(tx, p, id, null, decision, logged, true);
  }
}

const their = ' without paying their mana costs';
const its = ' without paying its mana cost';

export const castWithoutPayingWord: EffectWord<'castWithoutPaying'> = {
  kind: 'castWithoutPaying',
  rule: 'CR 608.2g',
  scenario: 'cast-keywords.json#effect.castWithoutPaying',
  polarity: () => 'help',
  /** "You may cast it / that card without paying its mana cost", "You may cast those cards / them without paying
   * their mana costs": the cards an earlier effect of the same spell or ability moved (exiled). */
  parse: () =>
    alt(
      map(tpl`you may cast ${alt(lit('it'), lit('that card'))} without paying its mana cost`, ([v]) =>
        one({ kind: 'castWithoutPaying', what: LINKED }, [], { variants: [v] }),
      ),
      map(tpl`you may cast ${alt(lit('those cards'), lit('them'))} without paying their mana costs`, ([v]) =>
        one({ kind: 'castWithoutPaying', what: LINKED }, [], { variants: [v] }),
      ),
    ),
  render(e, rc, say) {
    if (e.what.kind !== 'linked' || e.lessThanSource) return null;
    const v = say.variant(rc, ['it', 'that card', 'those cards', 'them']);
    return `you may cast ${v}${v === 'it' || v === 'that card' ? its : their}`;
  },
  resolve: resolveCastWithoutPaying,
};
