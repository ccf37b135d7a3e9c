// CR 611 (continuous effects) and 613 (layers): characteristics are derived from printed values and effects.
import { describe, expect, it } from 'vitest';
import { battlefield, cast, game, passPriority, passUntil, pt, resolveStack } from './helpers/harness.js';

describe('continuous effects and layers (CR 611, 613)', () => {
  it('CR 611.3a, 613.4c: Glorious Anthem gives +1/+1 to its controller’s creatures only', () => {
    const g = game({
      A: { battlefield: ['Glorious Anthem', 'Grizzly Bears', 'Llanowar Elves', 'Mountain'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    expect(pt(g, 'Grizzly Bears', { controller: 'A' })).toBe('3/3');
    expect(pt(g, 'Llanowar Elves')).toBe('2/2');
    expect(pt(g, 'Grizzly Bears', { controller: 'B' })).toBe('2/2');
  });

  it('CR 611.3a: a static ability applies to creatures that enter later, from the moment they are on the battlefield', () => {
    const g = game({
      A: {
        hand: ['Grizzly Bears', 'Glorious Anthem'],
        battlefield: ['Plains', 'Plains', 'Plains', 'Forest', 'Forest'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    cast(g, 'Glorious Anthem');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Glorious Anthem');
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
  });

  it('CR 613.4c, 613.7: Giant Growth and Glorious Anthem both apply (+4/+4 in all)', () => {
    const g = game({
      A: { hand: ['Giant Growth'], battlefield: ['Glorious Anthem', 'Grizzly Bears', 'Forest'] },
    });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('6/6');
  });

  it('CR 514.2: the Giant Growth effect ends in the cleanup step; the Anthem’s stays', () => {
    const g = game({
      A: { hand: ['Giant Growth'], battlefield: ['Glorious Anthem', 'Grizzly Bears', 'Forest'] },
    });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    passUntil(g, { step: 'end_turn' });
    expect(pt(g, 'Grizzly Bears')).toBe('6/6');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
  });

  it('CR 704.5g, 613: lethal damage is judged against the toughness the layers give', () => {
    const g = game({
      A: { battlefield: ['Glorious Anthem', 'Grizzly Bears'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    passPriority(g); // B has priority in A's upkeep
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears'); // 2 damage on a 3/3
  });

  it('CR 611.2c: a resolved spell’s effect affects only the object it was applied to', () => {
    const g = game({ A: { hand: ['Giant Growth'], battlefield: ['Grizzly Bears', 'Llanowar Elves', 'Forest'] } });
    cast(g, 'Giant Growth', { targets: ['Llanowar Elves'] });
    resolveStack(g);
    expect(pt(g, 'Llanowar Elves')).toBe('4/4');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });
});
