// "Scry N" (CR 701.22a): look at the top N cards of your library, then put any number of them on the bottom of your
// library in any order and the rest on top of your library in any order.
import type { Amount } from '../card-def.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { amountOf } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    scry: { readonly kind: 'scry'; readonly amount: Amount };
  }
}
/** The top `n` cards of a player's library, top card first (the library lists its top card last). */
export function topCards(tx: Tx, p: PlayerId, n: number): ObjectId[] {
  const lib = tx.player(p).library;
  return lib.slice(Math.max(0, lib.length - n)).reverse();
}

/** The player chooses any number of the cards (the cards are shown to that player only, as a choice). */
export function chooseAny(tx: Tx, p: PlayerId, cards: readonly ObjectId[], prompt: string): ObjectId[] {
  if (cards.length === 0) return [];
  const a = tx.choose({ kind: 'chooseCards', player: p, prompt, cards: cards.slice(), min: 0, max: cards.length });
  return a.kind === 'cards' ? a.cards.slice() : [];
}

/** "In any order": the player puts the cards one at a time; returns them in the order they are put. */
export function chooseOrder(tx: Tx, p: PlayerId, cards: readonly ObjectId[], prompt: string): ObjectId[] {
  const out: ObjectId[] = [];
  let rest = cards.slice();
  while (rest.length > 1) {
    const a = tx.choose({ kind: 'chooseCards', player: p, prompt, cards: rest.slice(), min: 1, max: 1 });
    const pick = a.kind === 'cards' && a.cards[0] !== undefined ? a.cards[0] : rest[0]!;
    out.push(pick);
    rest = rest.filter((id) => id !== pick);
  }
  return [...out, ...rest];
}

/** Puts cards that are among the top of a library back on top, one at a time: the last one put is the top card. */
export function putOnTop(tx: Tx, p: PlayerId, inOrder: readonly ObjectId[]): void {
  const lib = tx.zone(p, 'library');
  for (const id of inOrder) {
    const i = lib.indexOf(id);
    if (i >= 0) lib.splice(i, 1);
    lib.push(id);
  }
}

/** "Put the rest on the bottom of your library in any order" / "in a random order": the cards of the top of `p`'s
 * library go under it, one at a time in the order the player chooses, or shuffled first (CR 401.4: no zone change,
 * they stay the same objects). */
export function putOnBottom(tx: Tx, p: PlayerId, cards: readonly ObjectId[], order: 'any' | 'random'): void {
  if (cards.length === 0) return;
  // Bottom card first. "In any order": each card the player puts goes under the ones put before it.
  let bottomFirst: ObjectId[];
  if (order === 'random') {
    bottomFirst = cards.slice();
    tx.shuffle(bottomFirst);
  } else
    bottomFirst = chooseOrder(tx, p, cards, 'Put a card on the bottom of your library (each next one goes under it)')
      .slice()
      .reverse();
  const pl = tx.mutPlayer(p);
  pl.library = [...bottomFirst, ...pl.library.filter((id) => !cards.includes(id))];
  const n = cards.length === 1 ? 'a card' : `${cards.length} cards`;
  tx.note(
    `${tx.player(p).name} puts ${n} on the bottom of their library${order === 'random' ? ' in a random order' : ''}`,
    'CR 401.4',
  );
}

export const scryWord: EffectWord<'scry'> = {
  kind: 'scry',
  rule: 'CR 701.22a',
  scenario: 'effects.json#effect.scry',
  polarity: () => 'neutral',
  parse: (p) => map(tpl`scry ${p.digits}`, ([n]) => one({ kind: 'scry', amount: { kind: 'const', n } })),
  render: (e) => (e.amount.kind === 'const' ? `scry ${e.amount.n}` : null),
  resolve(tx, e, ctx) {
    const n = amountOf(tx, e.amount, ctx);
    const p = ctx.controller;
    const cards = topCards(tx, p, n);
    // CR 701.22b: scry 0 is no scry event; with an empty library there is nothing to look at.
    if (n <= 0 || cards.length === 0) return;
    const bottom = chooseAny(tx, p, cards, `${ctx.sourceName}: scry ${n} — choose the cards to put on the bottom`);
    const top = cards.filter((id) => !bottom.includes(id));
    const under = chooseOrder(tx, p, bottom, 'Put a card on the bottom of your library (each next one goes under it)');
    const over = chooseOrder(tx, p, top, 'Put a card back on top of your library (the last one is the top card)');
    const lib = tx.zone(p, 'library');
    for (const id of under) {
      lib.splice(lib.indexOf(id), 1);
      lib.unshift(id);
    }
    putOnTop(tx, p, over);
    tx.emit(
      { kind: 'libraryLook', player: p, action: 'scry' },
      () => `${tx.player(p).name} scries ${n}: ${bottom.length} on the bottom, ${top.length} on top`,
      'CR 701.22a',
    );
  },
};
