// "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield instead of
// putting it into your graveyard." (Loxodon Smiter, Obstinate Baloth, Wilt-Leaf Liege; Dodecapod "with two +1/+1
// counters on it"): a replacement effect of the discarded card itself (CR 614.1a), on a discard (701.9a) an opponent's
// spell or ability causes. The cases follow the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  battlefield,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

/** B casts Mind Rot at A in B's first main phase (turn 2) and it resolves: A discards two cards. */
function mindRotA(aHand: readonly string[]): Game {
  const g = game({ A: { hand: [...aHand] }, B: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] } });
  passUntil(g, { turn: 2, step: 'precombat_main' });
  cast(g, 'Mind Rot', { targets: ['A'] });
  passPriority(g);
  passPriority(g);
  return g;
}

describe('put onto the battlefield instead of discarded into the graveyard (CR 614.1a, 701.9a)', () => {
  it("an opponent's spell makes its owner discard it: it enters the battlefield under its owner's control", () => {
    const g = mindRotA(['Loxodon Smiter', 'Forest']);
    expect(battlefield(g, 'A')).toEqual(['Loxodon Smiter']);
    expect(graveyard(g, 'A')).toEqual(['Forest']);
    expect(hand(g, 'A')).toEqual([]);
    expect(obj(g, 'Loxodon Smiter').controller).toBe(0);
    // Ruling: "If you discard Loxodon Smiter and put it onto the battlefield, you've still discarded a card."
    expect(logTexts(g).some((t) => t.startsWith('A discards Loxodon Smiter — put onto the battlefield instead'))).toBe(
      true,
    );
  });

  it('each card with the ability replaces only its own discard: two enter together from one Mind Rot', () => {
    const g = mindRotA(['Obstinate Baloth', 'Loxodon Smiter']);
    expect(battlefield(g, 'A')).toEqual(['Loxodon Smiter', 'Obstinate Baloth']);
    expect(graveyard(g, 'A')).toEqual([]);
  });

  it("Obstinate Baloth's enters trigger triggers: it entered the battlefield (its owner gains 4 life)", () => {
    const g = mindRotA(['Obstinate Baloth', 'Forest']);
    resolveStack(g);
    expect(g.state.players[0]!.life).toBe(24);
  });

  it('"with two +1/+1 counters on it" (Dodecapod): it enters with them', () => {
    const g = mindRotA(['Dodecapod', 'Forest']);
    expect(battlefield(g, 'A')).toEqual(['Dodecapod']);
    expect(obj(g, 'Dodecapod').counters['+1/+1']).toBe(2);
  });

  it('discarded to the hand size rule in the cleanup step (no spell or ability): it goes to the graveyard', () => {
    const eight = ['Loxodon Smiter', ...Array.from({ length: 7 }, () => 'Forest')];
    const g = game({ A: { hand: eight } });
    for (let i = 0; i < 60 && g.state.pending?.kind !== 'chooseCards'; i++) passPriority(g);
    chooseCards(g, ['Loxodon Smiter']);
    expect(graveyard(g, 'A')).toEqual(['Loxodon Smiter']);
    expect(battlefield(g, 'A')).toEqual([]);
  });

  it("its owner's own spell makes them discard it: it goes to the graveyard", () => {
    const g = game({ A: { hand: ['Mind Rot', 'Loxodon Smiter', 'Forest'], battlefield: ['Swamp', 'Swamp', 'Swamp'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Mind Rot', { targets: ['A'] });
    passPriority(g);
    passPriority(g);
    expect(graveyard(g, 'A').sort()).toEqual(['Forest', 'Loxodon Smiter', 'Mind Rot']);
    expect(battlefield(g, 'A')).toEqual(['Swamp', 'Swamp', 'Swamp']);
  });
});
