// "{this} can't be blocked except by creatures with flying or reach" (CR 509.1b: a restriction on which creatures can
// block it): Signal Pest, and "except by Walls".
import { describe, expect, it } from 'vitest';
import { attack, game, passUntil, toBlocks } from './helpers/harness.js';

describe('Signal Pest: "This creature can\'t be blocked except by creatures with flying or reach." (CR 509.1b)', () => {
  it('a creature with flying or with reach may block it; a creature with neither may not', () => {
    const g = game({
      A: { battlefield: ['Signal Pest'] },
      B: { battlefield: ['Grizzly Bears', 'Giant Spider', 'Suntail Hawk'] },
    });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Signal Pest']);
    expect(toBlocks(g)).toEqual({ 'Giant Spider': ['Signal Pest'], 'Suntail Hawk': ['Signal Pest'] });
  });

  it('with no creature with flying or reach, nothing can block it', () => {
    const g = game({ A: { battlefield: ['Signal Pest'] }, B: { battlefield: ['Grizzly Bears'] } });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Signal Pest']);
    expect(toBlocks(g)).toEqual({});
  });
});
