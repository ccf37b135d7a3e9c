// "Exile all cards from your library." (Leveler, Paradigm Shift); "Exile all cards from target player's library, then
// that player shuffles their hand into their library." (Jace, the Mind Sculptor). CR 406: exiled face up; 701.24a: the
// hand shuffled into the library.
import type { Effect, PlayerRef } from '../card-def.js';
import { changeZone, shuffleLibrary } from '../rules/cr400-zones.js';
import type { Tx } from '../tx.js';
import { playersOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { alt, lit, map, tpl } from '../grammar.js';
import { one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Exile all cards from <player>'s library[, then that player shuffles their hand into their library]" */
    exileLibrary: { readonly kind: 'exileLibrary'; readonly who: PlayerRef; readonly thenShuffleHand?: true };
  }
}

export function resolveExileLibrary(tx: Tx, e: Extract<Effect, { kind: 'exileLibrary' }>, ctx: ResolveCtx): void {
  for (const p of playersOf(tx, e.who, ctx)) {
    const name = tx.player(p).name;
    const cards = tx.player(p).library.slice().reverse();
    for (const id of cards) changeZone(tx, id, 'exile', (n) => `${n} is exiled from ${name}'s library`, 'CR 406.3');
    if (!e.thenShuffleHand) continue;
    for (const id of tx.player(p).hand.slice())
      changeZone(tx, id, 'library', () => `${name} puts a card from their hand into their library`);
    shuffleLibrary(tx, p);
  }
}

export const exileLibraryWord: EffectWord<'exileLibrary'> = {
  kind: 'exileLibrary',
  rule: 'CR 406.3',
  scenario: 'planeswalkers.json#effect.exileLibrary',
  polarity: () => 'harm',
  parse: (p) =>
    alt(
      lit('exile all cards from your library', one({ kind: 'exileLibrary', who: { kind: 'you' } })),
      map(
        tpl`exile all cards from ${p.playerTarget}'s library, then that player shuffles their hand into their library`,
        ([w]) => one({ kind: 'exileLibrary', who: w.who, thenShuffleHand: true }, w.targets),
      ),
    ),
  render(e, rc, say) {
    if (e.who.kind === 'you') return e.thenShuffleHand ? null : 'exile all cards from your library';
    const t = e.who.kind === 'target' ? rc.targets[e.who.index] : undefined;
    if (!t || e.who.kind !== 'target' || !e.thenShuffleHand) return null;
    rc.named.add(e.who.index);
    const what = say.target(t);
    return what === null
      ? null
      : `exile all cards from ${what}'s library, then that player shuffles their hand into their library`;
  },
  resolve: resolveExileLibrary,
};
