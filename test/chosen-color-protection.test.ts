// "Choose a color. White creatures you control gain protection from the chosen color until end of turn." (Brave the
// Elements): the color is chosen as the spell resolves (CR 608.2d), and the creatures it names then (a locked-in set,
// 611.2c) gain protection from it (702.16, layer 6) until end of turn.
import { describe, expect, it } from 'vitest';
import { cast, chooseColor, game, keywords, lands, passUntil, resolveTop } from './helpers/harness.js';

describe('Brave the Elements (CR 608.2d, 702.16)', () => {
  it('white creatures its controller controls gain protection from the chosen color; others do not', () => {
    const g = game({
      A: { hand: ['Brave the Elements'], battlefield: ['Savannah Lions', 'Grizzly Bears', ...lands('Plains', 1)] },
      B: { battlefield: ['White Knight'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Brave the Elements');
    resolveTop(g);
    chooseColor(g, 'R');
    expect(keywords(g, 'Savannah Lions')).toContain('protection from red');
    expect(keywords(g, 'Grizzly Bears')).not.toContain('protection from red');
    expect(keywords(g, 'White Knight')).not.toContain('protection from red');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(keywords(g, 'Savannah Lions')).not.toContain('protection from red');
  });
});
