// Staples read from Oracle text, each played: "Put a +1/+1 counter on each other creature you control" (Mikaeus, the
// Lunarch, CR 122.1), "This creature can't block and can't be blocked" (Tormented Soul, 509.1b), "Target player draws
// two cards and loses 2 life" (Sign in Blood, 121.1, 119.3). Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  block,
  cast,
  game,
  graveyard,
  hand,
  life,
  obj,
  passUntil,
  resolveStack,
} from './helpers/harness.js';

describe('Mikaeus, the Lunarch: "Put a +1/+1 counter on each other creature you control"', () => {
  it("each other creature its controller controls gets a counter; Mikaeus and the opponent's creatures don't", () => {
    const g = game({
      A: {
        battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Llanowar Elves'],
        hand: ['Mikaeus, the Lunarch'],
      },
      B: { battlefield: ['Goblin Piker'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Mikaeus, the Lunarch', { x: 2 });
    resolveStack(g);
    expect(obj(g, 'Mikaeus, the Lunarch').counters['+1/+1']).toBe(2);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    // "{T}, Remove a +1/+1 counter from Mikaeus: ..." (its second ability)
    activate(g, 'Mikaeus, the Lunarch', 1);
    resolveStack(g);
    expect(obj(g, 'Mikaeus, the Lunarch').counters['+1/+1']).toBe(1);
    expect(obj(g, 'Grizzly Bears').counters['+1/+1']).toBe(1);
    expect(obj(g, 'Llanowar Elves').counters['+1/+1']).toBe(1);
    expect(obj(g, 'Goblin Piker').counters['+1/+1'] ?? 0).toBe(0);
  });
});

describe('Tormented Soul: "This creature can\'t block and can\'t be blocked"', () => {
  it("it attacks unblocked, and can't block", () => {
    const g = game({
      A: { battlefield: ['Tormented Soul'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    attack(g, ['Tormented Soul']);
    block(g, []);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(19);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    // A isn't asked to block: Tormented Soul is its only creature, and no blocker.
    passUntil(g, { turn: 2, step: 'postcombat_main' });
    expect(life(g, 'A')).toBe(18);
  });
});

describe('Sign in Blood: "Target player draws two cards and loses 2 life"', () => {
  it('the target player (an opponent here) draws two and loses 2', () => {
    const g = game({
      A: { battlefield: ['Swamp', 'Swamp'], hand: ['Sign in Blood'] },
      B: { library: ['Island', 'Island', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Sign in Blood', { targets: ['B'] });
    resolveStack(g);
    expect(hand(g, 'B')).toHaveLength(2);
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'A')).toBe(20);
  });
});

describe('Phantasmal Bear: "When this creature becomes the target of a spell or ability, sacrifice it" (CR 603.2)', () => {
  it('targeted by Lightning Bolt, it is sacrificed before the Bolt resolves, which then has no legal target', () => {
    const g = game({
      A: { battlefield: ['Phantasmal Bear'] },
      B: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Phantasmal Bear'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Phantasmal Bear']);
    expect(graveyard(g, 'B')).toEqual(['Lightning Bolt']);
    expect(life(g, 'A')).toBe(20);
  });
});
