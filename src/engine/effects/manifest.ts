// "Manifest the top card of your library" (CR 701.40a) and "manifest dread" (701.62a): a card of the library put onto
// the battlefield face down as a 2/2 creature with no text, name, subtypes or mana cost, a manifested permanent (its
// controller may turn it face up for its mana cost if it is a creature card, 701.40b: rules/cr702-morph.ts).
import type { Effect } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import type { ResolveCtx } from './context.js';
import { topCards } from './scry.js';
import type { EffectWord } from './word.js';
import { alt, lit } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "manifest the top card of your library" (CR 701.40a); `dread`: "manifest dread" (701.62a) */
    manifest: { readonly kind: 'manifest'; readonly dread: boolean };
  }
}

/** CR 701.40a: turn the card face down and put it onto the battlefield, a manifested permanent. */
function manifestCard(tx: Tx, p: PlayerId, id: ObjectId, rule: string): void {
  enterBattlefield(tx, id, p, 'library', {
    faceDown: true,
    manifested: true,
    says: () => `${tx.player(p).name} manifests the top card of their library (${rule})`,
  });
}

export function resolveManifest(tx: Tx, e: Extract<Effect, { kind: 'manifest' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  if (!e.dread) {
    const top = topCards(tx, p, 1)[0];
    if (top !== undefined) manifestCard(tx, p, top, 'CR 701.40a');
    return;
  }
  // CR 701.62a: look at the top two cards, manifest one of them, and put the others into the graveyard.
  const cards = topCards(tx, p, 2);
  if (cards.length === 0) return;
  let chosen = cards[0]!;
  if (cards.length > 1) {
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `${ctx.sourceName}: manifest dread — choose the card to manifest (the other goes to your graveyard)`,
      cards: cards.slice(),
      min: 1,
      max: 1,
    });
    if (a.kind === 'cards' && a.cards[0] !== undefined && cards.includes(a.cards[0])) chosen = a.cards[0];
  }
  manifestCard(tx, p, chosen, 'CR 701.62a');
  for (const id of cards)
    if (id !== chosen && !tx.obj(id).left)
      changeZone(
        tx,
        id,
        'graveyard',
        (name, owner) => `${owner} puts ${name} into their graveyard (manifest dread)`,
        'CR 701.62a',
      );
}

export const manifestWord: EffectWord<'manifest'> = {
  kind: 'manifest',
  rule: 'CR 701.40a',
  scenario: 'face-down.json#effect.manifest',
  polarity: () => 'help',
  parse: () =>
    alt(
      lit('manifest the top card of your library', one({ kind: 'manifest', dread: false })),
      lit('manifest dread', one({ kind: 'manifest', dread: true })),
    ),
  render(e) {
    return e.dread ? 'manifest dread' : 'manifest the top card of your library';
  },
  resolve: resolveManifest,
};
