// Soulbond's effect (CR 702.95a): "you may pair this creature with another unpaired creature you control" when the
// soulbond creature entered, "you may pair that creature with this creature" when another creature did. Said only
// as the keyword: the ability is the keyword's (rules/cr702-soulbond.ts), never printed text of its own.
import type { GameObject } from '../state.js';
import { characteristics } from '../rules/cr613-layers.js';
import { pairCandidates, pairUp } from '../rules/cr702-soulbond.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 702.95a: the soulbond ability's pairing, with the creature whose entering triggered it */
    pair: { readonly kind: 'pair' };
  }
}

function resolvePair(tx: Tx, ctx: ResolveCtx): void {
  const isCreature = (o: Readonly<GameObject>) => characteristics(tx.s, o.id).types.includes('Creature');
  const me = ctx.source;
  const that = ctx.thatObject;
  const name = (id: number) => characteristics(tx.s, id).name;
  let other: number | undefined;
  if (that === undefined || that === me) {
    const options = pairCandidates(tx.s, ctx.controller, me, isCreature);
    if (options.length === 0) return;
    const yes = tx.choose({
      kind: 'yesNo',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: pair it with another unpaired creature you control?`,
    });
    if (yes.kind !== 'yes') return;
    const a = tx.choose({
      kind: 'chooseCards',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: choose the creature to pair it with`,
      cards: options,
      min: 1,
      max: 1,
    });
    other = a.kind === 'cards' && a.cards.length === 1 ? a.cards[0] : options[0];
  } else {
    const yes = tx.choose({
      kind: 'yesNo',
      player: ctx.controller,
      prompt: `${ctx.sourceName}: pair ${name(that)} with it?`,
    });
    if (yes.kind !== 'yes') return;
    other = that;
  }
  // CR 702.95c: if either is no longer a creature on the battlefield under this player's control, neither is paired.
  if (other !== undefined) pairUp(tx, ctx.controller, me, other, isCreature);
}

export const pairWord: EffectWord<'pair'> = {
  kind: 'pair',
  rule: 'CR 702.95a',
  scenario: 'triggered-keywords.json#keyword.soulbond',
  polarity: () => 'help',
  resolve: (tx, _e, ctx) => resolvePair(tx, ctx),
};
