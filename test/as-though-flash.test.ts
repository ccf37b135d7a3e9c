// "The next sorcery spell you cast this turn can be cast as though it had flash." (Quicken) and "You may cast spells
// this turn as though they had flash." (Alchemist's Refuge): rules for the turn that let a player cast a spell when
// they could cast an instant (CR 601.3e, 702.8). Quicken's rulings: the rule lasts until the turn ends or its
// controller casts a sorcery spell, even one cast at a time they normally could. Quicken's Oracle text draws a card
// as it resolves.
import { describe, expect, it } from 'vitest';
import { activate, canCast, cast, game, lands, passUntil, resolveTop } from './helpers/harness.js';

describe('cast as though it had flash (CR 601.3e)', () => {
  it('Quicken: the next sorcery spell can be cast in combat; the one after it cannot', () => {
    const g = game({ A: { hand: ['Quicken', 'Divination', 'Divination'], battlefield: lands('Island', 7) } });
    passUntil(g, { step: 'begin_combat' });
    expect(canCast(g, 'Divination')).toBe(false);
    cast(g, 'Quicken');
    resolveTop(g);
    expect(canCast(g, 'Divination')).toBe(true);
    cast(g, 'Divination');
    resolveTop(g);
    expect(canCast(g, 'Divination')).toBe(false);
  });

  it('ruling: a sorcery cast in a main phase uses Quicken up', () => {
    const g = game({ A: { hand: ['Quicken', 'Divination', 'Divination'], battlefield: lands('Island', 7) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Quicken');
    resolveTop(g);
    cast(g, 'Divination');
    resolveTop(g);
    passUntil(g, { step: 'begin_combat' });
    expect(canCast(g, 'Divination')).toBe(false);
  });

  it('ruling: the rule lasts until the turn ends', () => {
    const g = game({ A: { hand: ['Quicken', 'Divination'], battlefield: lands('Island', 7) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Quicken');
    resolveTop(g);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.rules).toEqual([]);
    passUntil(g, { turn: 3, step: 'begin_combat' });
    expect(canCast(g, 'Divination')).toBe(false);
  });

  it("Alchemist's Refuge: spells of any type this turn, in combat", () => {
    const g = game({
      A: {
        hand: ['Grizzly Bears', 'Divination'],
        battlefield: ["Alchemist's Refuge", ...lands('Forest', 3), ...lands('Island', 4)],
      },
    });
    passUntil(g, { step: 'begin_combat' });
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
    activate(g, "Alchemist's Refuge", 0);
    resolveTop(g);
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    cast(g, 'Grizzly Bears');
    resolveTop(g);
    expect(canCast(g, 'Divination')).toBe(true);
  });
});
