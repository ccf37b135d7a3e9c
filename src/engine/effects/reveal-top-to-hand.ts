// Revealing the top card of a library and putting it into its owner's hand (CR 701.20a: revealing shows the card to
// every player; 701.20b: it doesn't leave the library by being revealed).
// - "Reveal the top card of your library and put that card into your hand. You lose life equal to its mana value."
//   (Dark Confidant, Dark Tutelage; "You gain life" for Augury Adept): the card's mana value as it is in the hand
//   (CR 202.3; a split card's is its halves' combined, 709.4).
// - "Defending player reveals the top card of their library. If it's a land card, that player puts it into their
//   hand." (Goblin Guide): a card that isn't a land stays on top of the library, seen by all.
import type { Effect, ObjectFilter, PlayerRef } from '../card-def.js';
import { gainLife, loseLife } from '../rules/cr119-life.js';
import { changeZone, topOfLibrary } from '../rules/cr400-zones.js';
import { characteristics, matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { link, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<player> reveal(s) the top card of <their> library and put(s) that card into <their> hand" or, with a
     * filter, "... If it's a <filter> card, that player puts it into their hand"; then maybe "You lose/gain life equal
     * to its mana value" */
    revealTopToHand: {
      readonly kind: 'revealTopToHand';
      readonly who: PlayerRef;
      /** only a card of this kind is put into the hand (the others stay on top) */
      readonly filter?: ObjectFilter;
      /** the ability's controller loses or gains life equal to the card's mana value */
      readonly life?: 'lose' | 'gain';
    };
  }
}

export function resolveRevealTopToHand(tx: Tx, e: Extract<Effect, { kind: 'revealTopToHand' }>, ctx: ResolveCtx): void {
  for (const p of playersOf(tx, e.who, ctx)) {
    const top = topOfLibrary(tx, p);
    if (top === undefined) continue;
    const name = tx.obj(top).def;
    const who = tx.player(p).name;
    // CR 701.20a: shown to every player (the event is told to all).
    tx.emit({ kind: 'info' }, () => `${who} reveals the top card of their library: ${name}`, 'CR 701.20a');
    if (e.filter && !matchesFilter(tx.s, tx.obj(top), e.filter, ctx.controller, ctx.source)) continue;
    const n = changeZone(tx, top, 'hand', () => `${who} puts ${name} into their hand`, 'CR 701.20a');
    link(ctx, [n]);
    if (!e.life) continue;
    // "its mana value": the card as it is now, in the hand (or as it last existed, CR 608.2h).
    const mv = characteristics(tx.s, n).manaValue;
    if (e.life === 'lose') loseLife(tx, ctx.controller, mv, ` (the mana value of ${name})`);
    else gainLife(tx, ctx.controller, mv, ` (the mana value of ${name})`);
  }
}

const LIFE = alt(
  lit<'lose'>('. You lose life equal to its mana value', 'lose'),
  lit<'gain'>('. You gain life equal to its mana value', 'gain'),
);

export const revealTopToHandWord: EffectWord<'revealTopToHand'> = {
  kind: 'revealTopToHand',
  rule: 'CR 701.20a',
  scenario: 'effects.json#effect.revealTopToHand',
  polarity: (e) => (e.who.kind === 'you' ? 'help' : 'neutral'),
  parse: (p) =>
    alt(
      // (the sentence about life is part of the instruction: said alone, the first sentence would leave the second
      // without its "it")
      map(tpl`reveal the top card of your library and put that card into your hand${LIFE}`, ([life]) =>
        one({ kind: 'revealTopToHand', who: { kind: 'you' }, life }),
      ),
      map(
        tpl`defending player reveals the top card of their library. If it's ${p.article} ${p.cardKind} card, that player puts it into their hand`,
        ([, filter]) =>
          filter.controller || filter.tapped !== undefined || filter.combat
            ? null
            : one({ kind: 'revealTopToHand', who: { kind: 'defendingPlayer' }, filter }),
      ),
    ),
  render(e, _rc, say) {
    if (e.who.kind === 'you' && !e.filter && e.life)
      return `reveal the top card of your library and put that card into your hand. You ${e.life} life equal to its mana value`;
    if (e.who.kind !== 'defendingPlayer' || !e.filter || e.life) return null;
    const kind = say.np(e.filter, false);
    if (kind === null) return null;
    const a = /^[aeiou]/.test(kind) ? 'an' : 'a';
    return `defending player reveals the top card of their library. If it's ${a} ${kind} card, that player puts it into their hand`;
  },
  resolve: resolveRevealTopToHand,
};
