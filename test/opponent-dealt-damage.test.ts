// "Whenever an opponent is dealt [noncombat] damage [by <source> or by <source>]" (CR 120.3, 603.2): Chandra's
// Phoenix (a graveyard trigger, CR 113.6m), Chandra's Spitfire, Wildfire Elemental. The cases follow the cards'
// Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  attack,
  cast,
  game,
  graveyard,
  hand,
  life,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  stack,
} from './helpers/harness.js';

describe("Chandra's Phoenix: returned from the graveyard when a red instant or sorcery spell you control deals damage to an opponent", () => {
  it('Lightning Bolt to the opponent: the Phoenix returns to its owner hand', () => {
    const g = game({ A: { hand: ['Lightning Bolt'], battlefield: ['Mountain'], graveyard: ["Chandra's Phoenix"] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
    expect(hand(g, 'A')).toEqual(["Chandra's Phoenix"]);
    expect(graveyard(g, 'A')).toEqual(['Lightning Bolt']);
  });

  it('Lightning Bolt to a creature: no trigger', () => {
    const g = game({
      A: { hand: ['Lightning Bolt'], battlefield: ['Mountain'], graveyard: ["Chandra's Phoenix"] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'A').sort()).toEqual(["Chandra's Phoenix", 'Lightning Bolt']);
  });

  it("an opponent's red spell dealing damage to its own caster's opponent (you) does not count", () => {
    const g = game({
      A: { graveyard: ["Chandra's Phoenix"] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['A'] });
    resolveStack(g);
    expect(life(g, 'A')).toBe(17);
    expect(graveyard(g, 'A')).toEqual(["Chandra's Phoenix"]);
  });

  it('combat damage by a red creature is not damage by a red instant or sorcery spell', () => {
    const g = game({ A: { battlefield: ['Raging Goblin'], graveyard: ["Chandra's Phoenix"] } });
    attack(g, ['Raging Goblin']);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(19);
    expect(graveyard(g, 'A')).toEqual(["Chandra's Phoenix"]);
  });
});

describe('"Whenever an opponent is dealt noncombat damage" (Chandra\'s Spitfire)', () => {
  it('ruling: triggers once for the event however much damage (Lava Axe: +3/+0, not more)', () => {
    const g = game({
      A: { hand: ['Lava Axe'], battlefield: ["Chandra's Spitfire", ...Array.from({ length: 5 }, () => 'Mountain')] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lava Axe', { targets: ['B'] });
    passPriority(g);
    passPriority(g);
    expect(stack(g)).toHaveLength(1);
    resolveStack(g);
    expect(life(g, 'B')).toBe(15);
    expect(pt(g, "Chandra's Spitfire")).toBe('4/3');
  });

  it('ruling: combat damage does not trigger it', () => {
    const g = game({ A: { battlefield: [{ name: "Chandra's Spitfire" }] } });
    attack(g, ["Chandra's Spitfire"]);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(19);
    expect(pt(g, "Chandra's Spitfire")).toBe('1/3');
  });

  it('damage to yourself is not damage to an opponent', () => {
    const g = game({ A: { hand: ['Lightning Bolt'], battlefield: ["Chandra's Spitfire", 'Mountain'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['A'] });
    resolveStack(g);
    expect(life(g, 'A')).toBe(17);
    expect(pt(g, "Chandra's Spitfire")).toBe('1/3');
  });
});
