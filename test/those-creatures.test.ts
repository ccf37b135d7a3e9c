// "deals 1 damage to each creature with flying your opponents control. Tap those creatures." (Thundermaw Hellkite):
// each creature of the group any opponent controls, and the same creatures tapped — a creature whose damage was
// prevented is tapped all the same (the card's rulings).
import { describe, expect, it } from 'vitest';
import { cast, game, obj, objs, passUntil, resolveStack } from './helpers/harness.js';

describe('each creature with flying your opponents control; tap those creatures', () => {
  it("Thundermaw Hellkite: 1 damage to the opponent's flyers and taps them; its controller's flyers and others are untouched", () => {
    const g = game({
      A: {
        battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Serra Angel'],
        hand: ['Thundermaw Hellkite'],
      },
      B: { battlefield: ['Serra Angel', 'Birds of Paradise', 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Thundermaw Hellkite');
    resolveStack(g);
    expect(objs(g, 'Birds of Paradise')).toHaveLength(0);
    const theirs = obj(g, 'Serra Angel', { controller: 'B' });
    expect(theirs.damage).toBe(1);
    expect(theirs.tapped).toBe(true);
    const mine = obj(g, 'Serra Angel', { controller: 'A' });
    expect(mine.damage).toBe(0);
    expect(mine.tapped).toBe(false);
    expect(obj(g, 'Grizzly Bears').tapped).toBe(false);
  });
});
