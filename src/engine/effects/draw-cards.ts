// "draw N cards" (CR 121)
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { drawCards } from '../rules/cr121-draw.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl, type P } from '../grammar.js';
import { one, type EffectPhrases } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    drawCards: { readonly kind: 'drawCards'; readonly who: PlayerRef; readonly amount: Amount };
  }
}

export function resolveDrawCards(tx: Tx, e: Extract<Effect, { kind: 'drawCards' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) {
    const before = tx.player(p).drawsThisTurn;
    drawCards(tx, p, n, undefined, ctx.applied);
    // CR 608.2c, 118.12: "you may draw a card. If you do, ..." — done when a card was drawn (not when the draw was
    // replaced, or the library was empty).
    if (ctx.done && tx.player(p).drawsThisTurn > before) ctx.done.did = true;
  }
}

/** "an additional card", "two additional cards": how many. */
const additional = (p: EffectPhrases): P<number> =>
  alt(
    lit('an additional card', 1),
    map(tpl`${p.numberWord} additional cards`, ([n]) => (n >= 2 ? n : null)),
  );

export const drawCardsWord: EffectWord<'drawCards'> = {
  kind: 'drawCards',
  rule: 'CR 121',
  scenario: 'effects.json#effect.drawCards',
  polarity: () => 'help',
  parse: (p) =>
    alt(
      map(tpl`draw ${p.cards}`, ([amount]) => one({ kind: 'drawCards', who: { kind: 'you' }, amount })),
      // "draw an additional card", "that player draws two additional cards" (in a draw step: Howling Mine): cards
      // drawn as any others (CR 121.1), the word kept for the rendering.
      map(tpl`draw ${additional(p)}`, ([n]) =>
        one({ kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'const', n } }, [], {
          variants: ['additional'],
        }),
      ),
      map(p.playerDoes('draw', 'draws', additional(p)), ([w, n, you]) =>
        one({ kind: 'drawCards', who: w.who, amount: { kind: 'const', n } }, w.targets, {
          variants: [...(you ? ['you'] : []), 'additional'],
        }),
      ),
      map(p.playerDoes('draw', 'draws', p.cards), ([w, amount, you]) =>
        one({ kind: 'drawCards', who: w.who, amount }, w.targets, you ? { variants: ['you'] } : {}),
      ),
      // "Target player draws two cards and loses 2 life." (Sign in Blood): one subject, two verbs — the player draws,
      // then loses life (CR 608.2c: in the order written).
      map(p.playerDoes('draw', 'draws', tpl`${p.cards} and loses ${p.life}`), ([w, [amount, life], you]) =>
        you
          ? null
          : {
              items: [
                { e: { kind: 'drawCards', who: w.who, amount } },
                { e: { kind: 'loseLife', who: w.who, amount: life } },
              ],
              targets: w.targets,
              joins: ['+'],
            },
      ),
    ),
  render(e, rc, say) {
    const you = e.who.kind === 'you' && say.variantIs(rc, 'you');
    const extra = say.variantIs(rc, 'additional');
    const n = extra
      ? e.amount.kind === 'const' && e.amount.n >= 1
        ? e.amount.n === 1
          ? 'an additional card'
          : `${say.numberWord(e.amount.n)} additional cards`
        : null
      : say.count(e.amount, 'card', 'cards');
    if (n === null) return null;
    if (e.who.kind === 'you') return you ? `you draw ${n}` : `draw ${n}`;
    const s = say.playerSubject(e.who, rc, 'draw', 'draws');
    return s === null ? null : `${s} ${n}`;
  },
  // "<player> draws N cards and loses N life": the phrase of one subject and two verbs.
  renderGroup(items, rc, say) {
    const [draw, lose, ...more] = items.map((i) => i.e);
    if (draw?.kind !== 'drawCards' || lose?.kind !== 'loseLife' || more.length || lose.gainLost) return null;
    if (draw.who.kind === 'you' || JSON.stringify(draw.who) !== JSON.stringify(lose.who)) return null;
    const n = say.count(draw.amount, 'card', 'cards');
    const life = say.life(lose.amount);
    const s = say.playerSubject(draw.who, rc, 'draw', 'draws');
    return n === null || life === null || s === null ? null : `${s} ${n} and loses ${life}`;
  },
  resolve: resolveDrawCards,
};
