// "Manifest the top card of your library" (CR 701.40a) and "manifest dread" (701.62a): a card of the library put onto
// the battlefield face down as a 2/2 creature with no text, name, subtypes or mana cost, a manifested permanent (its
// controller may turn it face up for its mana cost if it is a creature card, 701.40b: rules/cr702-morph.ts).
import type { Effect, PlayerRef } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import { enterBattlefield } from '../rules/cr614-replacement.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { playersOf, type ResolveCtx } from './context.js';
import { topCards } from './scry.js';
import type { EffectWord } from './word.js';
import { alt, lit, map } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "manifest the top card of your library" (CR 701.40a); `dread`: "manifest dread" (701.62a); `who`: another
     * player who does ("Its controller manifests the top card of their library"), absent for the controller */
    manifest: { readonly kind: 'manifest'; readonly dread: boolean; readonly who?: PlayerRef };
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
  for (const p of e.who ? playersOf(tx, e.who, ctx) : [ctx.controller]) manifestFor(tx, e.dread, p, ctx.sourceName);
}

/** The player manifests the top card of their library, or manifests dread. */
function manifestFor(tx: Tx, dread: boolean, p: PlayerId, sourceName: string): void {
  if (!dread) {
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
      prompt: `${sourceName}: manifest dread — choose the card to manifest (the other goes to your graveyard)`,
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
  parse: (p) =>
    alt(
      lit('manifest the top card of your library', one({ kind: 'manifest', dread: false })),
      lit('manifest dread', one({ kind: 'manifest', dread: true })),
      // "Its controller manifests the top card of their library" (Reality Shift), "Its controller manifests dread".
      map(
        p.playerDoes('manifest', 'manifests', alt(lit('dread', true), lit('the top card of their library', false))),
        ([w, dread, you]) => (you ? null : one({ kind: 'manifest', dread, who: w.who }, w.targets)),
      ),
    ),
  render(e, rc, say) {
    if (e.who) {
      const s = say.playerSubject(e.who, rc, 'manifest', 'manifests');
      return s === null ? null : `${s} ${e.dread ? 'dread' : 'the top card of their library'}`;
    }
    return e.dread ? 'manifest dread' : 'manifest the top card of your library';
  },
  resolve: resolveManifest,
};
