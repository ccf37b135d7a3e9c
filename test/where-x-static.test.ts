// "Death's Shadow gets -X/-X, where X is your life total." (CR 611.3a: a static ability's X is counted continuously,
// layer 7c, 613.4c). From its rulings: with 13 or more life it is 0 toughness or less and is put into its owner's
// graveyard (CR 704.5f); it changes as its controller's life total does.
import { describe, expect, it } from 'vitest';
import { cast, game, objs, passUntil, pt, resolveStack } from './helpers/harness.js';

describe("Death's Shadow (CR 611.3a, 613.4c)", () => {
  it("gets -X/-X where X is its controller's life total, counted continuously", () => {
    const g = game({
      A: { life: 5, battlefield: ["Death's Shadow"] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    expect(pt(g, "Death's Shadow")).toBe('8/8');
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    expect(pt(g, "Death's Shadow")).toBe('10/10');
  });

  it('with 13 or more life it has 0 toughness or less and is put into the graveyard (CR 704.5f)', () => {
    const g = game({ A: { life: 13, battlefield: ["Death's Shadow"] } });
    passUntil(g, { step: 'upkeep' });
    expect(objs(g, "Death's Shadow", { zone: 'graveyard' })).toHaveLength(1);
  });
});
