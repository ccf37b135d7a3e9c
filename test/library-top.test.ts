// Looking at the top of your own library (CR 401.2: only its owner sees the cards) and putting cards back: Ponder
// ("Look at the top three cards of your library, then put them back in any order. You may shuffle. Draw a card."),
// Impulse and Forbidden Alchemy ("Put one of them into your hand and the rest on the bottom of your library in any
// order / into your graveyard"), Sleight of Hand, and Brainstorm ("Draw three cards, then put two cards from your
// hand on top of your library in any order"). The cases follow the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../src/engine/index.js';
import {
  answer,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  library,
  logTexts,
  passPriority,
  passUntil,
  seatId,
  type Game,
} from './helpers/harness.js';

/** The library, bottom first: the last name is the top card. */
const LIBRARY = ['Plains', 'Plains', 'Plains', 'Forest', 'Mountain', 'Swamp', 'Island'];

/** A casts `spell` in their first main phase, and both players pass: it begins to resolve. */
function castAndResolve(g: Game, spell: string): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, spell);
  passPriority(g);
  passPriority(g);
}

const top = (g: Game, n: number): string[] => library(g, 'A').slice(-n).reverse();

describe('Ponder', () => {
  it('the three cards go back in the order chosen (the last put is the top card); declining to shuffle, the top one is drawn', () => {
    const g = game({ A: { library: LIBRARY, hand: ['Ponder'], battlefield: ['Island'] } });
    castAndResolve(g, 'Ponder');
    // Put back one at a time: Swamp, then Island, then Mountain (on top).
    chooseCards(g, ['Swamp']);
    chooseCards(g, ['Island']);
    expect(g.state.pending?.kind).toBe('yesNo');
    answer(g, { kind: 'no' });
    expect(hand(g, 'A')).toEqual(['Mountain']);
    expect(top(g, 2)).toEqual(['Island', 'Swamp']);
    expect(graveyard(g, 'A')).toEqual(['Ponder']);
  });

  it('the cards are told to their owner alone', () => {
    const g = game({ A: { library: LIBRARY, hand: ['Ponder'], battlefield: ['Island'] } });
    castAndResolve(g, 'Ponder');
    const told = (p: number) => eventsFor(g.log, p).map((e) => e.text);
    expect(told(seatId('A'))).toContain('A looks at the top 3 cards of their library: Island, Swamp, Mountain');
    expect(told(seatId('B'))).toContain('A looks at the top 3 cards of their library');
    expect(told(seatId('B')).join('\n')).not.toMatch(/Swamp|Mountain/);
  });

  it('ruling: shuffling includes the three cards just put back', () => {
    const g = game({ A: { library: LIBRARY, hand: ['Ponder'], battlefield: ['Island'] }, seed: 3 });
    castAndResolve(g, 'Ponder');
    chooseCards(g, ['Swamp']);
    chooseCards(g, ['Island']);
    answer(g, { kind: 'yes' });
    expect(logTexts(g)).toContain('A shuffles their library');
    expect(hand(g, 'A')).toHaveLength(1);
    expect([...library(g, 'A'), ...hand(g, 'A')].sort()).toEqual([...LIBRARY].sort());
  });
});

describe('putting one of the cards into your hand', () => {
  it('Impulse: one into the hand (not a draw), the rest on the bottom in the order chosen', () => {
    const g = game({ A: { library: LIBRARY, hand: ['Impulse'], battlefield: ['Island', 'Island'] } });
    castAndResolve(g, 'Impulse');
    chooseCards(g, ['Forest']);
    // The other three go to the bottom one at a time, each next one under the one before.
    chooseCards(g, ['Island']);
    chooseCards(g, ['Swamp']);
    expect(hand(g, 'A')).toEqual(['Forest']);
    expect(library(g, 'A').slice(0, 3)).toEqual(['Mountain', 'Swamp', 'Island']);
    expect(library(g, 'A').slice(3)).toEqual(['Plains', 'Plains', 'Plains']);
    expect(logTexts(g).some((t) => t.startsWith('A draws'))).toBe(false);
  });

  it('ruling: Forbidden Alchemy with fewer than four cards in the library looks at all of them', () => {
    const g = game({ A: { library: ['Forest', 'Swamp'], hand: ['Forbidden Alchemy'], battlefield: lands(3) } });
    castAndResolve(g, 'Forbidden Alchemy');
    chooseCards(g, ['Forest']);
    expect(hand(g, 'A')).toEqual(['Forest']);
    expect(graveyard(g, 'A').sort()).toEqual(['Forbidden Alchemy', 'Swamp']);
    expect(library(g, 'A')).toEqual([]);
  });

  it('ruling: Sleight of Hand with one card in the library — it goes to the hand', () => {
    const g = game({ A: { library: ['Swamp'], hand: ['Sleight of Hand'], battlefield: ['Island'] } });
    castAndResolve(g, 'Sleight of Hand');
    chooseCards(g, ['Swamp']);
    expect(hand(g, 'A')).toEqual(['Swamp']);
    expect(library(g, 'A')).toEqual([]);
  });
});

describe('Brainstorm', () => {
  it('draws three, then puts two cards from the hand on top in the order chosen, all while it resolves', () => {
    const g = game({ A: { library: LIBRARY, hand: ['Brainstorm', 'Shock'], battlefield: ['Island'] } });
    castAndResolve(g, 'Brainstorm');
    expect(hand(g, 'A').sort()).toEqual(['Island', 'Mountain', 'Shock', 'Swamp']);
    chooseCards(g, ['Shock', 'Mountain']);
    // Shock first, then Mountain: Mountain is the top card.
    chooseCards(g, ['Shock']);
    expect(hand(g, 'A').sort()).toEqual(['Island', 'Swamp']);
    expect(top(g, 2)).toEqual(['Mountain', 'Shock']);
    expect(graveyard(g, 'A')).toEqual(['Brainstorm']);
  });
});

function lands(k: number): string[] {
  return Array.from({ length: k }, () => 'Island');
}
