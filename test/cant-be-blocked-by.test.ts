// "{this} can't be blocked by Humans" (CR 509.1b: a restriction on which creatures can block it): Stromkirk Noble.
import { describe, expect, it } from 'vitest';
import { attack, game, passUntil, toBlocks } from './helpers/harness.js';

describe('Stromkirk Noble: "This creature can\'t be blocked by Humans." (CR 509.1b)', () => {
  it('a Human may not block it; another creature may', () => {
    const g = game({
      A: { battlefield: ['Stromkirk Noble'] },
      B: { battlefield: ['Elite Vanguard', 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Stromkirk Noble']);
    expect(toBlocks(g)).toEqual({ 'Grizzly Bears': ['Stromkirk Noble'] });
  });
});
