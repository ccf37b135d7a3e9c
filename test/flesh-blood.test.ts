// Flesh // Blood: "Put X +1/+1 counters on target creature, where X is the power of the card you exiled" (the card an
// earlier effect of the spell exiled, CR 608.2h) and "Target creature you control deals damage equal to its power to
// any target" (CR 120.3; with either target illegal, no damage is dealt, 608.2b).
import { describe, expect, it } from 'vitest';
import { cast, game, graveyard, lands, life, obj, passUntil, resolveStack } from './helpers/harness.js';

describe('Flesh // Blood', () => {
  it('Flesh: exiles Hill Giant from a graveyard and puts 3 +1/+1 counters on the target creature', () => {
    const g = game({
      A: { hand: ['Flesh // Blood'], battlefield: ['Grizzly Bears', ...lands('Swamp', 3), ...lands('Forest', 2)] },
      B: { graveyard: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Flesh', { via: 'left', targets: ['Hill Giant', 'Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual([]);
    expect(obj(g, 'Grizzly Bears').counters['+1/+1']).toBe(3);
  });

  it('Blood: A’s creature deals damage equal to its power to any target', () => {
    const g = game({
      A: { hand: ['Flesh // Blood'], battlefield: ['Hill Giant', 'Mountain', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Blood', { via: 'right', targets: ['Hill Giant', 'B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
  });
});
