// "discard N cards" (CR 701.9): the player chooses; "discard N cards at random" (CR 701.9b): the game's seeded RNG
// picks them, no one chooses.
import type { Effect, Amount, PlayerRef } from '../card-def.js';
import { discard } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import { amountOf, playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, opt, seq, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    discard: {
      readonly kind: 'discard';
      readonly who: PlayerRef;
      readonly amount: Amount;
      /** "at random" (CR 701.9b): the cards are picked by the game's random number generator */
      readonly random?: true;
    };
  }
}

export function resolveDiscard(tx: Tx, e: Extract<Effect, { kind: 'discard' }>, ctx: ResolveCtx): void {
  const n = amountOf(tx, e.amount, ctx);
  for (const p of playersOf(tx, e.who, ctx)) {
    const hand = tx.player(p).hand;
    const k = Math.min(n, hand.length);
    if (k === 0) continue;
    const cards = k === hand.length ? hand.slice() : e.random ? atRandom(tx, hand, k) : chosen(tx, p, hand, k);
    if (e.random) tx.note(`${tx.player(p).name} discards ${k === 1 ? 'a card' : `${k} cards`} at random`, 'CR 701.9b');
    for (const id of cards) discard(tx, p, id, '', ctx.controller);
  }
}

function chosen(tx: Tx, p: number, hand: readonly number[], k: number): readonly number[] {
  const a = tx.choose({ kind: 'chooseCards', player: p, prompt: `Discard ${k}`, cards: hand.slice(), min: k, max: k });
  return a.kind === 'cards' ? a.cards : [];
}

/** CR 701.9b: k different cards of the hand, each picked by the seeded RNG among those left. */
function atRandom(tx: Tx, hand: readonly number[], k: number): readonly number[] {
  const left = hand.slice();
  const picked: number[] = [];
  for (let i = 0; i < k; i++) picked.push(...left.splice(tx.random(left.length), 1));
  return picked;
}

const random = opt(lit(' at random', true as const));

export const discardWord: EffectWord<'discard'> = {
  kind: 'discard',
  rule: 'CR 701.9',
  scenario: 'effects.json#effect.discard',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      map(tpl`discard ${p.cards}${random}`, ([amount, r]) =>
        one({ kind: 'discard', who: { kind: 'you' }, amount, ...(r ? { random: r } : {}) }),
      ),
      map(p.playerDoes('discard', 'discards', seq(p.cards, random)), ([w, [amount, r], you]) =>
        one(
          { kind: 'discard', who: w.who, amount, ...(r ? { random: r } : {}) },
          w.targets,
          you ? { variants: ['you'] } : {},
        ),
      ),
    ),
  render(e, rc, say) {
    const c = say.count(e.amount, 'card', 'cards');
    if (c === null) return null;
    const n = e.random ? `${c} at random` : c;
    if (e.who.kind === 'you') return say.variantIs(rc, 'you') ? `you discard ${n}` : `discard ${n}`;
    const s = say.playerSubject(e.who, rc, 'discard', 'discards');
    return s === null ? null : `${s} ${n}`;
  },
  resolve: resolveDiscard,
};
