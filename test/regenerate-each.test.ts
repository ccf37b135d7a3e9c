// "Regenerate each creature you control" (Golgari Charm, CR 701.19a): each creature the controller controls as the
// effect happens gets a regeneration shield.
import { describe, expect, it } from 'vitest';
import { battlefield, cast, game, isTapped, passPriority, passUntil, resolveStack } from './helpers/harness.js';

describe('Golgari Charm: "Regenerate each creature you control"', () => {
  it('each of A’s creatures gets a shield: a Shocked Grizzly Bears regenerates, tapped', () => {
    const g = game({
      A: { hand: ['Golgari Charm'], battlefield: ['Grizzly Bears', 'Llanowar Elves', 'Swamp', 'Forest'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Golgari Charm', { modes: [2] });
    resolveStack(g);
    passPriority(g);
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
  });
});
