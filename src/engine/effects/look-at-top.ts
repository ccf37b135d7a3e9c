// The top of a library, looked at by its owner alone (CR 401.2):
// - "Look at the top N cards of your library, then put them back in any order." (Ponder)
// - "Look at the top N cards of your library. Put one of them into your hand and the rest on the bottom of your
//   library in any order." (Impulse) / "... and the rest into your graveyard." (Forbidden Alchemy)
// Putting cards back on the top or bottom of the same library is no zone change: they stay the same objects.
// Also "Put N cards from your hand on top of your library in any order" (Brainstorm) and "shuffle" (CR 701.24a).
import type { Effect } from '../card-def.js';
import { changeZone, shuffleLibrary } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { chooseOrder, putOnBottom, putOnTop, topCards } from './scry.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';
import type { P } from '../grammar.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Look at the top N cards of your library, then put them back in any order" (`toHand` 0, `rest` 'top'); "Look at
     * the top N cards of your library. Put one of them into your hand and the rest on the bottom of your library in any
     * order / into your graveyard" (`toHand` 1; "Put two of them ...", 2). Only the controller sees the cards (CR
     * 401.2). */
    lookAtTop: {
      readonly kind: 'lookAtTop';
      readonly n: number;
      readonly toHand: number;
      readonly rest: 'top' | 'bottom' | 'graveyard';
    };
    /** "Put N cards from your hand on top of your library in any order" (Brainstorm) */
    putFromHandOnTop: { readonly kind: 'putFromHandOnTop'; readonly n: number };
    /** "shuffle" / "shuffle your library" (CR 701.24a) */
    shuffle: { readonly kind: 'shuffle' };
  }
}

export function resolveLookAtTop(tx: Tx, e: Extract<Effect, { kind: 'lookAtTop' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  const who = tx.player(p).name;
  const top = topCards(tx, p, e.n);
  if (top.length === 0) return;
  const names = top.map((id) => tx.obj(id).def).join(', ');
  const looks = () => `${who} looks at the top ${top.length === 1 ? 'card' : `${top.length} cards`} of their library`;
  // The cards are told to the player alone (top card first).
  tx.emit({ kind: 'info' }, () => `${looks()}: ${names}`, 'CR 401.2', { player: p, othersText: looks });
  let rest = top;
  if (e.toHand > 0) {
    // As many as there are, up to the number (fewer cards looked at than that: all of them).
    const k = Math.min(e.toHand, top.length);
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `${ctx.sourceName}: choose ${k === 1 ? 'the card' : `${k} cards`} to put into your hand`,
      cards: top.slice(),
      min: k,
      max: k,
    });
    const picked = a.kind === 'cards' && a.cards.length === k ? a.cards : top.slice(0, k);
    for (const id of picked) changeZone(tx, id, 'hand', (name) => `${who} puts ${name} into their hand`);
    rest = top.filter((id) => !picked.includes(id));
  }
  if (rest.length === 0) return;
  switch (e.rest) {
    case 'top':
      putOnTop(
        tx,
        p,
        chooseOrder(tx, p, rest, 'Put a card back on top of your library (the last one is the top card)'),
      );
      return;
    case 'bottom':
      putOnBottom(tx, p, rest, 'any');
      return;
    case 'graveyard':
      for (const id of rest) changeZone(tx, id, 'graveyard', (name) => `${who} puts ${name} into their graveyard`);
      return;
  }
}

export function resolvePutFromHandOnTop(
  tx: Tx,
  e: Extract<Effect, { kind: 'putFromHandOnTop' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.controller;
  const hand = tx.player(p).hand;
  const k = Math.min(e.n, hand.length);
  if (k === 0) return;
  const a =
    k === hand.length
      ? null
      : tx.choose({
          kind: 'chooseCards',
          player: p,
          prompt: `${ctx.sourceName}: choose ${k} card${k === 1 ? '' : 's'} to put on top of your library`,
          cards: hand.slice(),
          min: k,
          max: k,
        });
  const chosen = a === null ? hand.slice() : a.kind === 'cards' ? a.cards.slice() : hand.slice(0, k);
  // "In any order": the player puts them one at a time; the last one put is the top card.
  const order = chooseOrder(tx, p, chosen, 'Put a card on top of your library (the last one is the top card)');
  for (const id of order)
    changeZone(tx, id, 'library', (name) => `${tx.player(p).name} puts ${name} on top of their library`);
}

export function resolveShuffle(tx: Tx, _e: Extract<Effect, { kind: 'shuffle' }>, ctx: ResolveCtx): void {
  shuffleLibrary(tx, ctx.controller);
}

// The top of your library, looked at by you alone (CR 401.2): Ponder, Impulse, Forbidden Alchemy, Sleight of Hand.
const restOfTop: P<'bottom' | 'graveyard'> = alt(
  lit('on the bottom of your library in any order', 'bottom' as const),
  lit('into your graveyard', 'graveyard' as const),
);

export const lookAtTopWord: EffectWord<'lookAtTop'> = {
  kind: 'lookAtTop',
  rule: 'CR 401.2',
  scenario: 'effects.json#effect.lookAtTop',
  polarity: () => 'neutral',
  parse: (p) =>
    alt(
      map(tpl`look at the top ${p.numberWord} cards of your library, then put them back in any order`, ([n]) =>
        n >= 2 ? one({ kind: 'lookAtTop', n, toHand: 0, rest: 'top' }) : null,
      ),
      map(
        tpl`look at the top ${p.numberWord} cards of your library. Put one of them into your hand and the rest ${restOfTop}`,
        ([n, rest]) => (n >= 3 ? one({ kind: 'lookAtTop', n, toHand: 1, rest }) : null),
      ),
      // "Put two of them into your hand and the rest ..." (Dig Through Time)
      map(
        tpl`look at the top ${p.numberWord} cards of your library. Put ${p.numberWord} of them into your hand and the rest ${restOfTop}`,
        ([n, k, rest]) => (k >= 2 && n > k + 1 ? one({ kind: 'lookAtTop', n, toHand: k, rest }) : null),
      ),
      map(
        tpl`look at the top two cards of your library. Put one of them into your hand and the other ${alt(
          lit('on the bottom of your library', 'bottom' as const),
          lit('into your graveyard', 'graveyard' as const),
        )}`,
        ([rest]) => one({ kind: 'lookAtTop', n: 2, toHand: 1, rest }),
      ),
    ),
  render(e, rc, say) {
    const head = `look at the top ${say.numberWord(e.n)} cards of your library`;
    if (e.toHand === 0) return e.rest === 'top' ? `${head}, then put them back in any order` : null;
    if (e.rest === 'top') return null;
    if (e.n === 2 && e.toHand === 1)
      return `${head}. Put one of them into your hand and the other ${e.rest === 'bottom' ? 'on the bottom of your library' : 'into your graveyard'}`;
    if (e.toHand >= e.n - 1) return null;
    return `${head}. Put ${say.numberWord(e.toHand)} of them into your hand and the rest ${e.rest === 'bottom' ? 'on the bottom of your library in any order' : 'into your graveyard'}`;
  },
  resolve: resolveLookAtTop,
};

export const putFromHandOnTopWord: EffectWord<'putFromHandOnTop'> = {
  kind: 'putFromHandOnTop',
  rule: 'CR 608.2c',
  scenario: 'effects.json#effect.putFromHandOnTop',
  polarity: () => 'neutral',
  /** "put two cards from your hand on top of your library in any order" (Brainstorm) */
  parse: (p) =>
    alt(
      lit('put a card from your hand on top of your library', one({ kind: 'putFromHandOnTop', n: 1 })),
      map(tpl`put ${p.numberWord} cards from your hand on top of your library in any order`, ([n]) =>
        n >= 2 ? one({ kind: 'putFromHandOnTop', n }) : null,
      ),
    ),
  render(e, rc, say) {
    return e.n === 1
      ? 'put a card from your hand on top of your library'
      : `put ${say.numberWord(e.n)} cards from your hand on top of your library in any order`;
  },
  resolve: resolvePutFromHandOnTop,
};

export const shuffleWord: EffectWord<'shuffle'> = {
  kind: 'shuffle',
  rule: 'CR 701.24a',
  scenario: 'effects.json#effect.shuffle',
  polarity: () => 'neutral',
  /** CR 701.24a: "shuffle" (its library, said so in older text) */
  parse: () =>
    alt(
      lit('shuffle your library', one({ kind: 'shuffle' }, [], { variants: ['your library'] })),
      lit('shuffle', one({ kind: 'shuffle' })),
    ),
  render(e, rc, say) {
    return say.variantIs(rc, 'your library') ? 'shuffle your library' : 'shuffle';
  },
  resolve: resolveShuffle,
};
