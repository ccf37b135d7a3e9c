// CR 601.2f: the total cost of a spell is its mana cost (or alternative cost) plus cost increases, minus cost
// reductions; a reduction of generic mana reduces only the generic component, never below {0} (118.7a). Played with
// compiled cards: Thalia, Guardian of Thraben; Goblin Electromancer; Stoic Rebuttal (metalcraft, its ability
// functioning on the stack, 113.6d); Blasphemous Act.
import { describe, expect, it } from 'vitest';
import {
  canCast,
  cast,
  game,
  lands,
  life,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const main = (g: Game) => passUntil(g, { step: 'precombat_main' });
const tappedLands = (g: Game) =>
  g.state.battlefield.filter((id) => g.state.objects[id]!.tapped && g.state.objects[id]!.def !== 'Ornithopter').length;

describe('cost increases (CR 601.2f)', () => {
  it("Thalia makes each noncreature spell cost {1} more — its controller's and the opponent's", () => {
    const g = game({
      A: { hand: ['Shock', 'Grizzly Bears'], battlefield: ['Thalia, Guardian of Thraben', 'Mountain', 'Forest'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });
    main(g);
    // Grizzly Bears ({1}{G}) is a creature spell: two lands pay for it; Shock needs {1}{R} now.
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    expect(canCast(g, 'Shock')).toBe(true);
    cast(g, 'Shock', { targets: ['B'] });
    expect(tappedLands(g)).toBe(2);
    passPriority(g);
    // B's Lightning Bolt costs {1}{R}, and B has one Mountain.
    expect(canCast(g, 'Lightning Bolt')).toBe(false);
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
  });

  it('with one land for Shock under Thalia, it cannot be cast', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Thalia, Guardian of Thraben', 'Mountain'] } });
    main(g);
    expect(canCast(g, 'Shock')).toBe(false);
  });
});

describe('cost reductions (CR 601.2f, 118.7a)', () => {
  it('Goblin Electromancer: Divination costs {1}{U}; Lightning Bolt still {R} (only generic mana is reduced)', () => {
    const g = game({
      A: {
        hand: ['Divination', 'Lightning Bolt'],
        battlefield: ['Goblin Electromancer', 'Island', 'Island', 'Mountain'],
      },
    });
    main(g);
    cast(g, 'Divination');
    expect(tappedLands(g)).toBe(2);
    resolveStack(g);
    cast(g, 'Lightning Bolt', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
    expect(tappedLands(g)).toBe(3);
  });

  it("Thalia's increase and Electromancer's reduction cancel out on Shock", () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Thalia, Guardian of Thraben', 'Goblin Electromancer', 'Mountain'] },
    });
    main(g);
    expect(canCast(g, 'Shock')).toBe(true);
  });

  it('Stoic Rebuttal costs {U}{U} with three artifacts (metalcraft), {1}{U}{U} otherwise', () => {
    const two = game({
      A: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] },
      B: { hand: ['Stoic Rebuttal'], battlefield: [...lands('Island', 2), ...lands('Ornithopter', 2)] },
    });
    main(two);
    cast(two, 'Grizzly Bears');
    passPriority(two);
    expect(canCast(two, 'Stoic Rebuttal')).toBe(false);
    const metal = game({
      A: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] },
      B: { hand: ['Stoic Rebuttal'], battlefield: [...lands('Island', 2), ...lands('Ornithopter', 3)] },
    });
    main(metal);
    cast(metal, 'Grizzly Bears');
    passPriority(metal);
    expect(canCast(metal, 'Stoic Rebuttal')).toBe(true);
    cast(metal, 'Stoic Rebuttal', { targets: ['Grizzly Bears'] });
    resolveStack(metal);
    expect(metal.state.players[0]!.graveyard.map((id) => metal.state.objects[id]!.def)).toContain('Grizzly Bears');
  });

  it('Blasphemous Act costs {1} less for each creature on the battlefield, counted as it is cast', () => {
    const g = game({
      A: { hand: ['Blasphemous Act'], battlefield: [...lands('Mountain', 5), 'Grizzly Bears', 'Grizzly Bears'] },
      B: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
    });
    main(g);
    // {8}{R} minus four: {4}{R}, five Mountains.
    expect(canCast(g, 'Blasphemous Act')).toBe(true);
    cast(g, 'Blasphemous Act');
    resolveStack(g);
    expect(g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Grizzly Bears')).toEqual([]);
    const few = game({
      A: { hand: ['Blasphemous Act'], battlefield: [...lands('Mountain', 5), 'Grizzly Bears'] },
      B: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
    });
    main(few);
    expect(canCast(few, 'Blasphemous Act')).toBe(false);
  });
});
