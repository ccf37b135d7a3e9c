// Abilities granted in quotation marks (CR 113.1, 613.1f, layer 6): "Enchanted land has "{T}, Pay 1 life: Draw a
// card."" (Underworld Connections), "Sliver creatures you control have "{T}, Discard a card: Draw a card.""
// (Hollowhead Sliver), "Enchanted creature has "{R}: This creature gets
// +1/+0 until end of turn."" (Dragon Mantle). The ability belongs to the object that has it: "this creature" in it is
// that creature, and its controller activates it. Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  canActivate,
  cast,
  chooseCards,
  game,
  hand,
  handSize,
  lands,
  life,
  obj,
  passUntil,
  pt,
  resolveStack,
} from './helpers/harness.js';

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

describe('Hollowhead Sliver: Sliver creatures you control have "{T}, Discard a card: Draw a card."', () => {
  it('a Sliver has it (itself included) and pays its costs: {T} and a discard', () => {
    const g = game({ A: { hand: ['Forest'], battlefield: ['Hollowhead Sliver'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Hollowhead Sliver')).toBe(true);
    activate(g, 'Hollowhead Sliver', 0);
    if (g.state.pending?.kind === 'chooseCards') chooseCards(g, ['Forest']);
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Plains']);
    expect(obj(g, 'Hollowhead Sliver').tapped).toBe(true);
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
