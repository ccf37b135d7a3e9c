// CR 701.19: regeneration — a shield that replaces the next destruction this turn.
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  battlefield,
  block,
  cast,
  chooseTarget,
  game,
  graveyard,
  isTapped,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveStack,
} from './helpers/harness.js';

describe('regeneration (CR 701.19)', () => {
  const boaVsShock = (shocks = 1) =>
    game({
      A: { hand: Array.from({ length: shocks }, () => 'Shock'), battlefield: ['Mountain', 'Mountain'] },
      B: { battlefield: ['River Boa', 'Forest', 'Forest'] },
    });

  it('CR 701.19a: a regenerated creature survives lethal damage, becomes tapped and has its damage removed', () => {
    const g = boaVsShock();
    cast(g, 'Shock', { targets: ['River Boa'] });
    passPriority(g); // B gets priority with the Shock on the stack
    activate(g, 'River Boa', 0); // {G}: Regenerate River Boa
    expect(isTapped(g, 'River Boa')).toBe(false);
    const mark = g.log.length;
    resolveStack(g);
    expect(battlefield(g, 'B')).toContain('River Boa');
    expect(graveyard(g, 'B')).toEqual([]);
    expect(isTapped(g, 'River Boa')).toBe(true);
    expect(obj(g, 'River Boa').damage).toBe(0);
    expect(logTexts(g, mark)).toContain('River Boa regenerates (CR 701.19a)');
  });

  it('CR 701.19a: the shield is used up by the first destruction; the next one that turn destroys the creature', () => {
    const g = boaVsShock(2);
    cast(g, 'Shock', { targets: ['River Boa'] });
    passPriority(g);
    activate(g, 'River Boa', 0);
    resolveStack(g);
    expect(battlefield(g, 'B')).toContain('River Boa');
    cast(g, 'Shock', { targets: ['River Boa'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['River Boa']);
  });

  it('CR 701.19a, 514.2: an unused shield lasts only until the end of the turn', () => {
    const g = boaVsShock();
    passPriority(g); // B has priority in A's upkeep
    activate(g, 'River Boa', 0);
    resolveStack(g);
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g); // A has priority in B's upkeep
    cast(g, 'Shock', { targets: ['River Boa'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['River Boa']);
  });

  it('CR 701.19a, 506.4: a regenerated attacker is removed from combat and deals no combat damage', () => {
    const g = game({ A: { battlefield: ['River Boa', 'Forest'] }, B: { battlefield: ['Youthful Knight'] } });
    attack(g, ['River Boa']);
    block(g, [['Youthful Knight', 'River Boa']]);
    activate(g, 'River Boa', 0);
    resolveStack(g);
    passUntil(g, { step: 'first_strike_damage' });
    // The Knight's 2 first-strike damage would destroy the 2/1 Boa: it regenerates instead.
    expect(battlefield(g, 'A')).toContain('River Boa');
    expect(obj(g, 'River Boa').attacking).toBeNull();
    expect(obj(g, 'River Boa').damage).toBe(0);
    passUntil(g, { step: 'end_combat' });
    // Removed from combat, it dealt no damage in the regular combat damage step.
    expect(battlefield(g, 'B')).toEqual(['Youthful Knight']);
    expect(obj(g, 'Youthful Knight').damage).toBe(0);
    expect(life(g, 'B')).toBe(20);
  });

  it('CR 704.5f: regeneration can’t save a creature whose toughness is 0', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain', 'Festering Goblin'] },
      B: { battlefield: ['River Boa', 'Forest'] },
    });
    passPriority(g);
    activate(g, 'River Boa', 0); // B makes a shield first
    resolveStack(g);
    cast(g, 'Shock', { targets: ['Festering Goblin'] });
    resolveStack(g);
    chooseTarget(g, 'River Boa');
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['River Boa']);
  });

  it('CR 701.19a, 506.4: a regenerated blocker is removed from combat and deals no combat damage', () => {
    const g = game({ A: { battlefield: ['Youthful Knight'] }, B: { battlefield: ['River Boa', 'Forest'] } });
    attack(g, ['Youthful Knight']);
    block(g, [['River Boa', 'Youthful Knight']]);
    passPriority(g); // A passes; B makes a shield
    activate(g, 'River Boa', 0);
    resolveStack(g);
    passUntil(g, { step: 'end_combat' });
    expect(battlefield(g, 'B')).toContain('River Boa');
    expect(obj(g, 'River Boa').blocking).toEqual([]);
    // Still in combat, the 2/1 Boa would have dealt 2 damage to the 2/1 Knight in the regular damage step.
    expect(battlefield(g, 'A')).toEqual(['Youthful Knight']);
    expect(life(g, 'B')).toBe(20);
  });
});

describe('"It can\u2019t be regenerated" (CR 701.19c)', () => {
  /** B's River Boa gets a regeneration shield; then A casts `spell` at it (or with no target). */
  function shieldedBoa(spell: string, lands: readonly string[]) {
    const g = game({
      A: { hand: [spell], battlefield: [...lands] },
      B: { battlefield: ['River Boa', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    return g;
  }

  it('Flesh to Dust destroys River Boa though it has a regeneration shield; Murder does not', () => {
    const g = shieldedBoa('Flesh to Dust', ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']);
    cast(g, 'Flesh to Dust', { targets: ['River Boa'] });
    passPriority(g);
    activate(g, 'River Boa', 0);
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['River Boa']);
    const h = shieldedBoa('Murder', ['Swamp', 'Swamp', 'Swamp']);
    cast(h, 'Murder', { targets: ['River Boa'] });
    passPriority(h);
    activate(h, 'River Boa', 0);
    resolveStack(h);
    expect(graveyard(h, 'B')).toEqual([]);
    expect(obj(h, 'River Boa').tapped).toBe(true);
  });

  it('Damnation: "Destroy all creatures. They can\u2019t be regenerated."', () => {
    const g = shieldedBoa('Damnation', ['Swamp', 'Swamp', 'Swamp', 'Swamp']);
    cast(g, 'Damnation');
    passPriority(g);
    activate(g, 'River Boa', 0);
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['River Boa']);
  });
});
