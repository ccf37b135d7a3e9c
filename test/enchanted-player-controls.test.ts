// "Creatures enchanted player controls get -1/-1." (Curse of Death's Hold): an Aura with enchant player (CR 303.4,
// 702.5d) whose static ability affects the creatures the player it enchants controls (layer 7c, CR 613.4c), those
// that come later included (611.3a).
import { describe, expect, it } from 'vitest';
import { cast, game, lands, objs, passUntil, pt, resolveStack } from './helpers/harness.js';

describe("Curse of Death's Hold (CR 303.4, 613.4c)", () => {
  it("creatures the enchanted player controls get -1/-1; the Curse controller's do not", () => {
    const g = game({
      A: { hand: ["Curse of Death's Hold"], battlefield: [...lands('Swamp', 5), 'Grizzly Bears'] },
      B: { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, "Curse of Death's Hold", { targets: ['B'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears', { controller: 'B' })).toBe('1/1');
    expect(pt(g, 'Grizzly Bears', { controller: 'A' })).toBe('2/2');
    // A 1/1 gets -1/-1: toughness 0, put into its owner's graveyard (CR 704.5f).
    expect(objs(g, 'Llanowar Elves', { zone: 'graveyard' })).toHaveLength(1);
  });
});
