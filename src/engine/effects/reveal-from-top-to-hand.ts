// "Look at the top N cards of your library. You may reveal a <kind of> card from among them and put it into your hand.
// Put the rest on the bottom of your library in a random order." Only the player looks; revealing is their choice
// (CR 701.20a). Putting cards on the bottom of the same library is no zone change, so they stay the same objects.
import type { Effect, ObjectFilter } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { putOnBottom } from './scry.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { libraryFilter, one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Look at the top N cards of your library. You may reveal a <filter> card from among them and put it into your
     * hand. Put the rest on the bottom of your library in a random order." */
    revealFromTopToHand: {
      readonly kind: 'revealFromTopToHand';
      readonly n: number;
      readonly filter: ObjectFilter;
      /** "in any order" (the player orders them) rather than "in a random order" */
      readonly anyOrder?: boolean;
    };
  }
}

export function resolveRevealFromTopToHand(
  tx: Tx,
  e: Extract<Effect, { kind: 'revealFromTopToHand' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.controller;
  const who = tx.player(p).name;
  // The top card is the last element; listed top first.
  const top = tx.player(p).library.slice(-e.n).reverse();
  if (top.length === 0) return;
  tx.emit({ kind: 'info' }, () => `${who} looks at the top ${top.length} card(s) of their library`);
  const fits = top.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, p, ctx.source));
  let picked: number | undefined;
  if (fits.length > 0) {
    const yes = tx.choose({
      kind: 'yesNo',
      player: p,
      prompt: `${ctx.sourceName}: reveal a card from among them and put it into your hand?`,
    });
    if (yes.kind === 'yes') {
      const a = tx.choose({
        kind: 'chooseCards',
        player: p,
        prompt: `${ctx.sourceName}: choose the card to reveal and put into your hand`,
        cards: fits,
        min: 1,
        max: 1,
      });
      picked = a.kind === 'cards' ? a.cards[0] : undefined;
    }
  }
  if (picked !== undefined)
    changeZone(tx, picked, 'hand', (name) => `${who} reveals ${name} and puts it into their hand`, 'CR 701.20a');
  const rest = top.filter((id) => id !== picked);
  if (rest.length === 0) return;
  putOnBottom(tx, p, rest, e.anyOrder ? 'any' : 'random');
}

export const revealFromTopToHandWord: EffectWord<'revealFromTopToHand'> = {
  kind: 'revealFromTopToHand',
  rule: 'CR 701.20a',
  scenario: 'effects.json#effect.revealFromTopToHand',
  polarity: () => 'help',
  /** "Look at the top N cards of your library. You may reveal a <kind of> card from among them and put it into your hand.
   * Put the rest on the bottom of your library in a random order / in any order." (Augur of Bolas) */
  parse: (p) =>
    map(
      tpl`look at the top ${p.numberWord} cards of your library. You may reveal ${p.article} ${p.cardKind} card from among them and put it into your hand. Put the rest on the bottom of your library in ${alt(lit('a random order', false), lit('any order', true))}`,
      ([n, , filter, anyOrder]) =>
        n >= 2 && libraryFilter(filter)
          ? one({ kind: 'revealFromTopToHand', n, filter, ...(anyOrder ? { anyOrder: true } : {}) })
          : null,
    ),
  render(e, rc, say) {
    const kind = say.np(e.filter, false);
    if (kind === null) return null;
    const a = /^[aeiou]/.test(kind) ? 'an' : 'a';
    return `look at the top ${say.numberWord(e.n)} cards of your library. You may reveal ${a} ${kind} card from among them and put it into your hand. Put the rest on the bottom of your library in ${e.anyOrder ? 'any order' : 'a random order'}`;
  },
  resolve: resolveRevealFromTopToHand,
};
