// Dredge N (CR 702.52): a replacement effect of a card in its owner's graveyard on each of that player's draws.
import { describe, expect, it } from 'vitest';
import { chooseCards, game, graveyard, hand, library, passPriority, type Game } from './helpers/harness.js';

/** Passes priority until the game waits on a decision other than priority (or 30 passes). */
function passToDecision(g: Game): void {
  for (let i = 0; i < 30 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
}

describe('Dredge (CR 702.52)', () => {
  it('702.52a: instead of drawing, its owner mills N cards and returns the card from the graveyard to hand', () => {
    const g = game({
      A: { graveyard: ['Golgari Thug'], library: ['Forest', 'Forest', 'Swamp', 'Swamp', 'Island', 'Island'] },
      startingPlayer: 'B',
    });
    passToDecision(g);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', min: 0, max: 1 });
    chooseCards(g, ['Golgari Thug']);
    // Dredge 4: the top four cards are milled, no card is drawn.
    expect(hand(g, 'A')).toEqual(['Golgari Thug']);
    expect(library(g, 'A')).toHaveLength(2);
    expect(graveyard(g, 'A')).toHaveLength(4);
  });

  it('the player may draw instead: choosing no card lets the draw happen', () => {
    const g = game({
      A: { graveyard: ['Golgari Thug'], library: ['Forest', 'Forest', 'Swamp', 'Swamp', 'Island', 'Island'] },
      startingPlayer: 'B',
    });
    passToDecision(g);
    chooseCards(g, []);
    expect(hand(g, 'A')).toEqual(['Island']);
    expect(graveyard(g, 'A')).toEqual(['Golgari Thug']);
  });

  it("702.52b: with fewer than N cards in the library, the card can't dredge", () => {
    const g = game({ A: { graveyard: ['Golgari Thug'], library: ['Forest', 'Swamp', 'Island'] }, startingPlayer: 'B' });
    passToDecision(g);
    // No dredge decision: A drew the top card.
    expect(hand(g, 'A')).toEqual(['Island']);
    expect(graveyard(g, 'A')).toEqual(['Golgari Thug']);
  });
});
