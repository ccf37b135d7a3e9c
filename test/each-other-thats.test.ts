// "Each other creature you control that's a Werewolf or a Wolf gets +1/+1." (Howlpack Alpha): a static ability whose
// affected set is every other creature its controller controls with either creature type (CR 613.4c, layer 7c; 205.3).
import { describe, expect, it } from 'vitest';
import { game, pt } from './helpers/harness.js';

describe('Howlpack Alpha (CR 613.4c)', () => {
  it('gives +1/+1 to each other Wolf or Werewolf its controller controls, and to nothing else', () => {
    const g = game({
      A: { battlefield: ['Howlpack Alpha', 'Watchwolf', 'Grizzly Bears'] },
      B: { battlefield: ['Watchwolf'] },
    });
    expect(pt(g, 'Watchwolf', { controller: 'A' })).toBe('4/4');
    expect(pt(g, 'Watchwolf', { controller: 'B' })).toBe('3/3');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    // "other": not itself (a Werewolf).
    expect(pt(g, 'Howlpack Alpha')).toBe('3/3');
  });
});
