// "Colorless Eldrazi spells you cast cost {2} less to cast." (Eye of Ugin): a cost reduction (CR 601.2f) for spells
// that are both colorless (CR 105.2c: no color) and Eldrazi.
import { describe, expect, it } from 'vitest';
import { activate, canCast, game, lands, nameOf, passUntil, resolveTop } from './helpers/harness.js';

describe('Eye of Ugin (CR 601.2f, 105.2c)', () => {
  it('a colorless Eldrazi spell its controller casts costs {2} less', () => {
    const g = game({ A: { hand: ['Eldrazi Devastator'], battlefield: ['Eye of Ugin', ...lands('Wastes', 6)] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Eldrazi Devastator')).toBe(true);
  });

  it('without it the same spell costs {8}', () => {
    const g = game({ A: { hand: ['Eldrazi Devastator'], battlefield: lands('Wastes', 6) } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Eldrazi Devastator')).toBe(false);
  });

  it("a colorless spell that isn't an Eldrazi costs what it costs", () => {
    const g = game({ A: { hand: ['Wurmcoil Engine'], battlefield: ['Eye of Ugin', ...lands('Wastes', 5)] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Wurmcoil Engine')).toBe(false);
  });

  it("an opponent's colorless Eldrazi spell costs what it costs", () => {
    const g = game({
      A: { battlefield: ['Eye of Ugin'] },
      B: { hand: ['Eldrazi Devastator'], battlefield: lands('Wastes', 6) },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canCast(g, 'Eldrazi Devastator')).toBe(false);
  });

  it('its search finds only colorless creature cards (CR 105.2c)', () => {
    const g = game({
      A: {
        library: [...lands('Plains', 5), 'Grizzly Bears', 'Wurmcoil Engine', 'Savannah Lions'],
        battlefield: ['Eye of Ugin', ...lands('Wastes', 7)],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Eye of Ugin');
    resolveTop(g);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the search, got ${c?.kind}`);
    expect(c.cards.map((id) => nameOf(g.state, id))).toEqual(['Wurmcoil Engine']);
  });
});
