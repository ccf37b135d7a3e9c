// Looking at and revealing a hand (CR 701.20a: to reveal a card is to show it to all players; 402.3: a player may
// look at their own hand only, unless an effect lets another player see it).
// - "Target player reveals their hand. You choose a <filter> card from it. That player discards that card." (Duress,
//   Thoughtseize, Inquisition of Kozilek): the cards are revealed while the choice is made, then hidden again.
// - "... You choose a <filter> card from it and exile that card." (Lifebane Zombie, Sin Collector): the same choice,
//   and the chosen card is exiled instead of discarded (CR 406.3, not a discard: no discard trigger sees it).
// - "Look at target player's hand." (Gitaxian Probe): the cards are told to the ability's controller alone.
import type { Effect, ObjectFilter, PlayerRef } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { changeZone } from '../rules/cr400-zones.js';
import { discard } from '../rules/cr701-keyword-actions.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl, opt } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<player> reveals their hand. You choose a <filter> card from it. That player discards that card." (CR 701.20a,
     * 701.9b): every player sees the hand while the choice is made; the chooser must choose a card that matches if
     * there is one */
    revealHandChooseDiscard: {
      readonly kind: 'revealHandChooseDiscard';
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
      /** what happens to the chosen card: discarded (default, "That player discards that card") or exiled ("and
       * exile that card") */
      readonly then?: 'exile';
    };
    /** "Look at <player>'s hand": its cards are shown to the ability's controller alone (CR 402.3) */
    lookAtHand: { readonly kind: 'lookAtHand'; readonly who: PlayerRef };
  }
}

function namesOf(tx: Tx, cards: readonly ObjectId[]): string {
  return cards.length === 0 ? 'no cards' : cards.map((id) => tx.obj(id).def).join(', ');
}

export function resolveRevealHandChooseDiscard(
  tx: Tx,
  e: Extract<Effect, { kind: 'revealHandChooseDiscard' }>,
  ctx: ResolveCtx,
): void {
  for (const p of playersOf(tx, e.who, ctx)) {
    const hand = tx.player(p).hand.slice();
    // CR 701.20a: every player sees the hand for as long as the choice takes (cards already revealed, e.g. for a
    // miracle ability, stay so).
    const shown = hand.filter((id) => !tx.obj(id).revealed);
    for (const id of shown) tx.mutStatus(id).revealed = true;
    tx.note(`${tx.player(p).name} reveals their hand: ${namesOf(tx, hand)}`, 'CR 701.20a');
    const chooser = ctx.controller;
    const options = hand.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, chooser, ctx.source));
    let chosen: ObjectId | undefined;
    if (options.length > 0) {
      const a = tx.choose({
        kind: 'chooseCards',
        player: chooser,
        prompt: `${ctx.sourceName}: choose a card from ${tx.player(p).name}'s hand to be ${e.then === 'exile' ? 'exiled' : 'discarded'}`,
        cards: options,
        min: 1,
        max: 1,
      });
      chosen = a.kind === 'cards' ? a.cards[0] : undefined;
    }
    for (const id of shown) if (tx.obj(id).zone === 'hand' && !tx.obj(id).left) tx.mutStatus(id).revealed = false;
    if (chosen === undefined) continue;
    if (e.then === 'exile') {
      const n = changeZone(tx, chosen, 'exile', (name) => `${name} is exiled by ${ctx.sourceName}`, 'CR 406.3');
      if (tx.obj(n).zone === 'exile') tx.mut(n).exiledWith = ctx.source; // CR 607.2a
    } else discard(tx, p, chosen, '', ctx.controller);
  }
}

export function resolveLookAtHand(tx: Tx, e: Extract<Effect, { kind: 'lookAtHand' }>, ctx: ResolveCtx): void {
  for (const p of playersOf(tx, e.who, ctx)) lookAtHand(tx, ctx.controller, p);
}

/** CR 402.3, 701.20e: `viewer` looks at `p`'s hand: the cards are told to the viewer alone. */
export function lookAtHand(tx: Tx, viewer: PlayerId, p: PlayerId): void {
  const hand = tx.player(p).hand;
  const whose = p === viewer ? 'their own' : `${tx.player(p).name}'s`;
  const others = () => `${tx.player(viewer).name} looks at ${whose} hand`;
  tx.emit({ kind: 'info' }, () => `${others()}: ${namesOf(tx, hand)}`, 'CR 402.3', {
    player: viewer,
    othersText: others,
  });
}

const thenWhat = alt(
  lit<'discard'>('. That player discards that card', 'discard'),
  lit<'exile'>(' and exile that card', 'exile'),
);

export const revealHandChooseDiscardWord: EffectWord<'revealHandChooseDiscard'> = {
  kind: 'revealHandChooseDiscard',
  rule: 'CR 701.20a',
  scenario: 'effects.json#effect.revealHandChooseDiscard',
  polarity: () => 'harm',
  // Hands (CR 402.3, 701.20a): "Target player reveals their hand. You choose a nonland card from it. That player
  // discards that card." (three sentences, one instruction: parseBody tries sentences together when one alone isn't
  // understood) and "look at target player's hand".
  parse: (p) =>
    map(
      tpl`${p.playerTarget} reveals their hand. You choose ${p.article} ${p.handCardKind}card from it${opt(p.comparison)}${thenWhat}`,
      ([w, , f, cmp, then]) =>
        one(
          {
            kind: 'revealHandChooseDiscard',
            who: w.who,
            filter: { ...f, ...(cmp ?? {}) },
            ...(then === 'exile' ? { then } : {}),
          },
          w.targets,
        ),
    ),
  render(e, rc, say) {
    if (e.who.kind !== 'target') return null;
    const s = say.playerSubject(e.who, rc, 'reveal', 'reveals');
    const { minManaValue, maxManaValue, ...kind } = e.filter;
    const k = say.handCardKind(kind);
    if (s === null || k === null || (minManaValue !== undefined && maxManaValue !== undefined)) return null;
    const cmp =
      maxManaValue !== undefined
        ? ` with mana value ${maxManaValue} or less`
        : minManaValue !== undefined
          ? ` with mana value ${minManaValue} or greater`
          : '';
    const a = /^[aeiou]/.test(k) ? 'an' : 'a';
    const then = e.then === 'exile' ? ' and exile that card' : '. That player discards that card';
    return `${s} their hand. You choose ${a} ${k} card from it${cmp}${then}`;
  },
  resolve: resolveRevealHandChooseDiscard,
};

export const lookAtHandWord: EffectWord<'lookAtHand'> = {
  kind: 'lookAtHand',
  rule: 'CR 402.3',
  scenario: 'effects.json#effect.lookAtHand',
  polarity: () => 'neutral',
  parse: (p) => map(tpl`look at ${p.playerTarget}'s hand`, ([w]) => one({ kind: 'lookAtHand', who: w.who }, w.targets)),
  render(e, rc, say) {
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!t || e.who.kind !== 'target') return null;
    rc.named.add(e.who.index);
    const what = say.target(t);
    return what === null ? null : `look at ${what}'s hand`;
  },
  resolve: resolveLookAtHand,
};
