// Abilities granted in quotation marks (CR 113.1, 613.1f, layer 6): "Enchanted land has "{T}, Pay 1 life: Draw a
// card."" (Underworld Connections), "Lands you control have "{T}: Add one mana of any color."" (Chromatic Lantern),
// "Elves you control have "{T}: Add {G}{G}."" (Joraga Treespeaker), "Enchanted creature has "{R}: This creature gets
// +1/+0 until end of turn."" (Dragon Mantle). The ability belongs to the object that has it: "this creature" in it is
// that creature, and its controller activates it. Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  cast,
  game,
  handSize,
  lands,
  life,
  obj,
  passUntil,
  pt,
  resolveStack,
  tapForMana,
  type Game,
} from './helpers/harness.js';

const pool = (g: Game) => g.state.players[0]!.pool;

describe('Underworld Connections: Enchanted land has "{T}, Pay 1 life: Draw a card."', () => {
  it('the enchanted land has the ability; its controller taps it and pays 1 life to draw', () => {
    const g = game({ A: { hand: ['Underworld Connections'], battlefield: [...lands('Swamp', 3), 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Underworld Connections', { targets: ['Forest'] });
    resolveStack(g);
    const forest = characteristics(g.state, obj(g, 'Forest').id);
    expect(forest.abilities.some((a) => a.kind === 'activated')).toBe(true);
    const before = handSize(g, 'A');
    activate(g, 'Forest', 0);
    resolveStack(g);
    expect(life(g, 'A')).toBe(19);
    expect(handSize(g, 'A')).toBe(before + 1);
    expect(obj(g, 'Forest').tapped).toBe(true);
    // The land keeps its own mana ability (granting adds, CR 613.1f); the other lands lack the granted one.
    expect(forest.abilities.some((a) => a.kind === 'mana')).toBe(true);
    for (const id of g.state.battlefield)
      if (id !== obj(g, 'Forest').id)
        expect(characteristics(g.state, id).abilities.some((a) => a.kind === 'activated')).toBe(false);
  });
});

describe('Chromatic Lantern: Lands you control have "{T}: Add one mana of any color."', () => {
  it('ruling: lands keep their other abilities and land types, and tap for any color', () => {
    const g = game({ A: { battlefield: ['Chromatic Lantern', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    const forest = characteristics(g.state, obj(g, 'Forest').id);
    expect(forest.subtypes).toEqual(['Forest']);
    expect(forest.abilities.filter((a) => a.kind === 'mana')).toHaveLength(2);
    const p = g.state.pending;
    const actions = p && p.kind === 'priority' ? p.actions : [];
    const forestMana = actions.filter((a) => a.kind === 'activateMana' && a.source === obj(g, 'Forest').id);
    expect(forestMana.length).toBeGreaterThanOrEqual(2);
    tapForMana(g, 'Chromatic Lantern', 'U');
    expect(pool(g).U).toBe(1);
  });
});

describe('Dragon Mantle: Enchanted creature has "{R}: This creature gets +1/+0 until end of turn."', () => {
  it('the creature pumps itself ("this creature" is the creature that has the ability)', () => {
    const g = game({
      A: { hand: ['Dragon Mantle'], battlefield: [...lands('Mountain', 3), 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Dragon Mantle', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    activate(g, 'Grizzly Bears', 0);
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('3/2');
  });
});
