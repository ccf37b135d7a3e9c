// Orzhov Charm: "Return target creature you control and all Auras you control attached to it to their owner's hand."
// The Auras its controller controls attached to the creature go with it.
import { describe, expect, it } from 'vitest';
import { cast, game, graveyard, hand, lands, passUntil, resolveStack } from './helpers/harness.js';

describe('Orzhov Charm: "... and all Auras you control attached to it"', () => {
  it('returns the creature and A’s Aura on it to A’s hand', () => {
    const g = game({
      A: { hand: ['Holy Strength', 'Orzhov Charm'], battlefield: ['Grizzly Bears', ...lands('Plains', 2), 'Swamp'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    cast(g, 'Orzhov Charm', { modes: [0], targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(hand(g, 'A').sort()).toEqual(['Grizzly Bears', 'Holy Strength']);
    expect(graveyard(g, 'A')).toEqual(['Orzhov Charm']);
  });
});
