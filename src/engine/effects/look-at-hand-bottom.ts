// "Look at target player's hand. You may choose a <kind> card from it. If you do, that player reveals the chosen card,
// puts it on the bottom of their library, then draws a card." (Vendilion Clique). Looking shows the hand to the
// ability's controller alone (CR 402.3, 701.20e); the chosen card is then revealed to every player (701.20a), put on
// the bottom of its owner's library and its owner draws a card (121.1).
import type { Effect, ObjectFilter, PlayerRef } from '../card-def.js';
import { drawCards } from '../rules/cr121-draw.js';
import { changeZone } from '../rules/cr400-zones.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';
import { playersOf, type ResolveCtx } from './context.js';
import { lookAtHand } from './reveal-hand.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Look at <player>'s hand. You may choose a <filter> card from it. If you do, that player reveals the chosen
     * card, puts it on the bottom of their library, then draws a card." */
    lookAtHandMayBottom: {
      readonly kind: 'lookAtHandMayBottom';
      readonly who: PlayerRef;
      readonly filter: ObjectFilter;
    };
  }
}

export function resolveLookAtHandMayBottom(
  tx: Tx,
  e: Extract<Effect, { kind: 'lookAtHandMayBottom' }>,
  ctx: ResolveCtx,
): void {
  for (const p of playersOf(tx, e.who, ctx)) {
    // CR 402.3: only the ability's controller sees the hand.
    lookAtHand(tx, ctx.controller, p);
    const options = tx
      .player(p)
      .hand.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, ctx.controller, ctx.source));
    if (options.length === 0) continue;
    const a = tx.choose({
      kind: 'chooseCards',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: you may choose a card from ${tx.player(p).name}'s hand to be put on the bottom of their library`,
      cards: options,
      min: 0,
      max: 1,
    });
    const chosen: ObjectId | undefined = a.kind === 'cards' ? a.cards[0] : undefined;
    if (chosen === undefined) continue;
    const name = tx.obj(chosen).def;
    const who = tx.player(p).name;
    // CR 701.20a: the chosen card is revealed to every player as it goes.
    changeZone(
      tx,
      chosen,
      'library',
      () => `${who} reveals ${name} and puts it on the bottom of their library`,
      'CR 701.20a',
      { position: 'bottom' },
    );
    drawCards(tx, p, 1, undefined, ctx.applied);
  }
}

export const lookAtHandMayBottomWord: EffectWord<'lookAtHandMayBottom'> = {
  kind: 'lookAtHandMayBottom',
  rule: 'CR 701.20a',
  scenario: 'effects.json#effect.lookAtHandMayBottom',
  polarity: () => 'harm',
  parse: (p) =>
    map(
      tpl`look at ${p.playerTarget}'s hand. You may choose ${p.article} ${p.handCardKind}card from it. If you do, that player reveals the chosen card, puts it on the bottom of their library, then draws a card`,
      ([w, , filter]) => one({ kind: 'lookAtHandMayBottom', who: w.who, filter }, w.targets),
    ),
  render(e, rc, say) {
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!t || e.who.kind !== 'target') return null;
    rc.named.add(e.who.index);
    const what = say.target(t);
    const k = say.handCardKind(e.filter);
    if (what === null || k === null) return null;
    const a = /^[aeiou]/.test(k) ? 'an' : 'a';
    return `look at ${what}'s hand. You may choose ${a} ${k} card from it. If you do, that player reveals the chosen card, puts it on the bottom of their library, then draws a card`;
  },
  resolve: resolveLookAtHandMayBottom,
};
