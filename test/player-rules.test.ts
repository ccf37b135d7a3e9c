// "Players can't gain life [this turn]", "Your opponents can't gain life" (CR 119.8) and "Damage can't be prevented
// this turn" (CR 615.12), and "If <condition>, <effect>" in a spell's instructions (CR 608.2c): cases from the
// Gatherer rulings of Skullcrack, Wild Slash and Dispatch.
import { describe, expect, it } from 'vitest';
import { attack, cast, game, obj, objs, passPriority, passUntil, resolveStack } from './helpers/harness.js';

const life = (g: ReturnType<typeof game>, p: 0 | 1) => g.state.players[p]!.life;

describe("can't gain life (CR 119.8)", () => {
  it("Skullcrack: players can't gain life this turn; the life-gain part of a spell does nothing (ruling), and the rule ends with the turn (514.2)", () => {
    const g = game({
      A: { battlefield: ['Mountain', 'Mountain', 'Plains', 'Plains'], hand: ['Skullcrack', 'Healing Salve'] },
      B: {},
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Skullcrack', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 1)).toBe(17);
    cast(g, 'Healing Salve', { modes: [0], targets: ['A'] });
    resolveStack(g);
    expect(life(g, 0)).toBe(20);
    expect(g.state.rules.map((r) => r.kind).sort()).toEqual(['cantGainLife', 'damageCantBePrevented']);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.rules).toHaveLength(0);
  });

  it("Knight of Dusk's Shadow: its controller's opponents can't gain life, lifelink included (702.15b); its controller can", () => {
    const g = game({
      A: { battlefield: ["Knight of Dusk's Shadow"] },
      B: { battlefield: ['Vampire Nighthawk', 'Plains'], hand: ['Healing Salve'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    passPriority(g);
    cast(g, 'Healing Salve', { modes: [0], targets: ['A'] });
    resolveStack(g);
    expect(life(g, 0)).toBe(23);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Vampire Nighthawk']);
    passUntil(g, { turn: 2, step: 'end_combat' });
    expect(life(g, 0)).toBe(21);
    expect(life(g, 1)).toBe(20);
  });
});

describe("damage can't be prevented (CR 615.12)", () => {
  it('Skullcrack: a prevention shield still resolves but prevents nothing, and is not used up by it (ruling)', () => {
    const g = game({
      A: {
        battlefield: ['Mountain', 'Mountain', 'Mountain', 'Plains'],
        hand: ['Skullcrack', 'Healing Salve', 'Shock'],
      },
      B: {},
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Healing Salve', { modes: [1], targets: ['B'] });
    resolveStack(g);
    cast(g, 'Skullcrack', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 1)).toBe(17);
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 1)).toBe(15);
  });

  it("Wild Slash with a creature of power 4 or greater: its own damage and the turn's can't be prevented (ruling)", () => {
    const g = game({
      A: {
        battlefield: ['Mountain', 'Mountain', 'Plains', 'Craw Wurm'],
        hand: ['Wild Slash', 'Shock', 'Healing Salve'],
      },
      B: {},
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Healing Salve', { modes: [1], targets: ['B'] });
    resolveStack(g);
    cast(g, 'Wild Slash', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 1)).toBe(18);
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 1)).toBe(16);
  });

  it('Wild Slash without such a creature as it resolves: damage is prevented as usual (608.2c)', () => {
    const g = game({
      A: { battlefield: ['Mountain', 'Plains', 'Grizzly Bears'], hand: ['Wild Slash', 'Healing Salve'] },
      B: {},
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Healing Salve', { modes: [1], targets: ['B'] });
    resolveStack(g);
    cast(g, 'Wild Slash', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 1)).toBe(20);
    expect(g.state.rules).toHaveLength(0);
  });
});

describe('"If <condition>, <effect>" in instructions (CR 608.2c)', () => {
  it('Dispatch with three artifacts: the creature is tapped, then exiled (ruling)', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Ornithopter', 'Ornithopter', 'Ornithopter'], hand: ['Dispatch'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Dispatch', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(objs(g, 'Grizzly Bears')).toHaveLength(0);
    expect(obj(g, 'Grizzly Bears', { zone: 'exile' }).zone).toBe('exile');
  });

  it('Dispatch with two artifacts: the creature is only tapped', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Ornithopter', 'Ornithopter'], hand: ['Dispatch'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Dispatch', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    const bears = obj(g, 'Grizzly Bears');
    expect(bears.zone).toBe('battlefield');
    expect(bears.tapped).toBe(true);
  });
});
