// The top card of a library (CR 401.5): "Play with the top card of your library revealed" and "You may play lands
// from the top of your library" (Courser of Kruphix; CR 116.2a: a land is played from the zone it is in), and more
// land plays each turn (305.2: Oracle of Mul Daya). Cases from Courser of Kruphix's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor } from '../src/engine/index.js';
import {
  battlefield,
  canPlayLand,
  game,
  hand,
  library,
  life,
  offered,
  passPriority,
  passUntil,
  playLand,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';

const courser = (lib: string[], handCards: string[] = []): Game =>
  game({ A: { battlefield: ['Courser of Kruphix'], library: lib, hand: handCards } });

/** The names of A's library as B's view shows it, top card last ('' for a card B can't see). */
const seenByB = (g: Game): string[] =>
  viewFor(g.state, seatId('B')).players[seatId('A')]!.library.map(
    (id) => viewFor(g.state, seatId('B')).objects[id]!.def,
  );

describe('Courser of Kruphix: "Play with the top card of your library revealed." (CR 401.5)', () => {
  it('every player sees the top card, and no other card of the library', () => {
    const g = courser(['Plains', 'Swamp', 'Forest']);
    expect(seenByB(g)).toEqual(['', '', 'Forest']);
    const without = game({ A: { library: ['Plains', 'Swamp', 'Forest'] } });
    expect(seenByB(without)).toEqual(['', '', '']);
  });

  it('ruling: a card drawn from the top is revealed as it is drawn, and the new top card is seen', () => {
    const g = courser(['Plains', 'Swamp', 'Lightning Bolt']);
    const from = g.log.length;
    passUntil(g, { turn: 2, step: 'precombat_main' });
    passUntil(g, { turn: 3, step: 'draw' });
    const told = eventsFor(g.log.slice(from), seatId('B')).map((e) => e.text);
    expect(told).toContain('A reveals Lightning Bolt and draws it');
    expect(seenByB(g)).toEqual(['', 'Swamp']);
  });
});

describe('Courser of Kruphix: "You may play lands from the top of your library." (CR 116.2a)', () => {
  it('the land on top may be played; it is the land play of the turn, and Courser gains 1 life', () => {
    const g = courser(['Plains', 'Swamp', 'Forest'], ['Mountain']);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canPlayLand(g, 'Forest')).toBe(true);
    playLand(g, 'Forest');
    resolveStack(g);
    expect(battlefield(g, 'A').sort()).toEqual(['Courser of Kruphix', 'Forest']);
    expect(library(g, 'A')).toEqual(['Plains', 'Swamp']);
    expect(life(g, 'A')).toBe(21);
    // Ruling: it counts as the land play for the turn — neither the hand's Mountain nor the new top Swamp.
    expect(canPlayLand(g, 'Mountain')).toBe(false);
    expect(canPlayLand(g, 'Swamp')).toBe(false);
  });

  it('only a land, only the top card, only in its main phase with the stack empty', () => {
    const g = courser(['Forest', 'Lightning Bolt']);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g).some((a) => a.includes('Lightning Bolt') || a.includes('Forest'))).toBe(false);
    const h = courser(['Plains', 'Forest']);
    passUntil(h, { turn: 1, step: 'upkeep' });
    expect(canPlayLand(h, 'Forest')).toBe(false);
    passUntil(h, { turn: 2, step: 'precombat_main' });
    // B's turn: none of A's lands may be played (CR 305.3).
    passPriority(h);
    expect(canPlayLand(h, 'Forest')).toBe(false);
  });

  it('after a land from the hand, another from the top needs another land play (Oracle of Mul Daya, CR 305.2)', () => {
    const g = game({
      A: {
        battlefield: ['Courser of Kruphix', 'Oracle of Mul Daya'],
        library: ['Plains', 'Forest'],
        hand: ['Mountain'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    playLand(g, 'Mountain');
    resolveStack(g);
    expect(canPlayLand(g, 'Forest')).toBe(true);
    playLand(g, 'Forest');
    resolveStack(g);
    expect(
      battlefield(g, 'A')
        .filter((n) => n === 'Forest' || n === 'Mountain')
        .sort(),
    ).toEqual(['Forest', 'Mountain']);
    expect(canPlayLand(g, 'Plains')).toBe(false);
    expect(life(g, 'A')).toBe(22);
    expect(hand(g, 'A')).toEqual([]);
  });
});
