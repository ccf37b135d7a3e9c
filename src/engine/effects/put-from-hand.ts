// "You may put a <kind of> card from your hand onto the battlefield." Whether to is chosen as the ability resolves
// (CR 608.2d), then which card; the permanent it becomes is "it" for the effects after (608.2k, 400.7).
import type { Effect, ObjectFilter } from '../card-def.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import type { Tx } from '../tx.js';
import { link, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { libraryFilter, one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "You may put a <filter> card from your hand onto the battlefield" — the card put there is "it" for later effects */
    putFromHand: { readonly kind: 'putFromHand'; readonly filter: ObjectFilter };
  }
}

export function resolvePutFromHand(tx: Tx, e: Extract<Effect, { kind: 'putFromHand' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  const fits = tx.player(p).hand.filter((id) => matchesFilter(tx.s, tx.obj(id), e.filter, p, ctx.source));
  if (fits.length === 0) return;
  const yes = tx.choose({
    kind: 'yesNo',
    player: p,
    prompt: `${ctx.sourceName}: put a card from your hand onto the battlefield?`,
  });
  if (yes.kind !== 'yes') return;
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `${ctx.sourceName}: choose the card to put onto the battlefield`,
    cards: fits,
    min: 1,
    max: 1,
  });
  const id = a.kind === 'cards' ? a.cards[0] : undefined;
  if (id === undefined) return;
  const name = tx.obj(id).def;
  const n = enterBattlefield(tx, id, p, 'hand', {
    says: (now) => `${tx.player(p).name} puts ${now === name ? name : `${name} (as ${now})`} onto the battlefield`,
  });
  if (n !== id) link(ctx, [n]);
}

export const putFromHandWord: EffectWord<'putFromHand'> = {
  kind: 'putFromHand',
  rule: 'CR 608.2d',
  scenario: 'effects.json#effect.putFromHand',
  polarity: () => 'help',
  /** "You may put an Equipment card from your hand onto the battlefield" (Stoneforge Mystic): whether to, and which
   * card, are chosen as it resolves (CR 608.2d). */
  parse: (p) =>
    map(tpl`you may put ${p.article} ${p.cardKind} card from your hand onto the battlefield`, ([, filter]) =>
      libraryFilter(filter) ? one({ kind: 'putFromHand', filter }) : null,
    ),
  render(e, rc, say) {
    const np = say.np(e.filter, false);
    return np === null
      ? null
      : `you may put ${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np} card from your hand onto the battlefield`;
  },
  resolve: resolvePutFromHand,
};
