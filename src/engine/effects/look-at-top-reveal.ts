// "Look at the top card of your library. If it's a creature card, you may reveal it and put it into your hand."
// (Domri Rade): the player looks at the card alone (CR 401.2); only a card of that kind may be revealed (701.20a) and
// put into their hand. Any other card simply stays on top, neither revealed nor explained (Domri Rade's ruling).
import type { Effect, ObjectFilter } from '../card-def.js';
import { changeZone, topOfLibrary } from '../rules/cr400-zones.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Look at the top card of your library. If it's a <kind> card, you may reveal it and put it into your hand." */
    lookAtTopMayReveal: { readonly kind: 'lookAtTopMayReveal'; readonly filter: ObjectFilter };
  }
}

export function resolveLookAtTopMayReveal(
  tx: Tx,
  e: Extract<Effect, { kind: 'lookAtTopMayReveal' }>,
  ctx: ResolveCtx,
): void {
  const p = ctx.controller;
  const top = topOfLibrary(tx, p);
  if (top === undefined) return;
  const who = tx.player(p).name;
  const name = tx.obj(top).def;
  const looks = () => `${who} looks at the top card of their library`;
  tx.emit({ kind: 'info' }, () => `${looks()}: ${name}`, 'CR 401.2', { player: p, othersText: looks });
  if (!matchesFilter(tx.s, tx.obj(top), e.filter, p, ctx.source)) return;
  const a = tx.choose({
    kind: 'chooseCards',
    player: p,
    prompt: `${ctx.sourceName}: reveal ${name} and put it into your hand?`,
    cards: [top],
    min: 0,
    max: 1,
  });
  if (a.kind !== 'cards' || a.cards.length === 0) return;
  tx.emit({ kind: 'info' }, () => `${who} reveals ${name}`, 'CR 701.20a');
  changeZone(tx, top, 'hand', (n) => `${who} puts ${n} into their hand`);
}

export const lookAtTopMayRevealWord: EffectWord<'lookAtTopMayReveal'> = {
  kind: 'lookAtTopMayReveal',
  rule: 'CR 701.20a',
  scenario: 'effects.json#effect.lookAtTopMayReveal',
  polarity: () => 'help',
  parse: (p) =>
    map(
      tpl`look at the top card of your library. If it's ${p.article} ${p.handCardKind}card, you may reveal it and put it into your hand`,
      ([, filter]) => (Object.keys(filter).length === 0 ? null : one({ kind: 'lookAtTopMayReveal', filter })),
    ),
  render(e, _rc, say) {
    const kind = say.handCardKind(e.filter);
    if (kind === null || kind === '') return null;
    const a = /^[aeiou]/i.test(kind) ? 'an' : 'a';
    return `look at the top card of your library. If it's ${a} ${kind} card, you may reveal it and put it into your hand`;
  },
  resolve: resolveLookAtTopMayReveal,
};
