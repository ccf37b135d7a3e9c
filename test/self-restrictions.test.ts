// CR 509.1b, 508.1c: restrictions a creature's own static ability puts on it — "This creature can't block" (Goblin
// Raider), "This creature can't be blocked" (Phantom Warrior) — compiled from Oracle text and played in combat.
import { describe, expect, it } from 'vitest';
import { attack, attempt, game, life, obj, passPriority, passUntil, toBlocks } from './helpers/harness.js';

describe('"This creature can’t block" (CR 509.1b)', () => {
  it('Goblin Raider is not offered as a blocker, and a block with it is refused', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Goblin Raider', 'Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    expect(toBlocks(g)).toEqual({ 'Llanowar Elves': ['Grizzly Bears'] });
    const r = attempt(g, 'B', {
      kind: 'blockers',
      blocks: [{ blocker: obj(g, 'Goblin Raider').id, attacker: obj(g, 'Grizzly Bears').id }],
    });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
  });

  it('Goblin Raider may still attack', () => {
    const g = game({ A: { battlefield: ['Goblin Raider'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Goblin Raider']);
    for (let i = 0; i < 20 && g.state.turn.step !== 'end_combat'; i++) passPriority(g);
    expect(life(g, 'B')).toBe(18);
  });
});

describe('"This creature can’t be blocked" (CR 509.1b)', () => {
  it('Phantom Warrior can’t be blocked: there is no block declaration when it attacks alone, and it deals its damage', () => {
    const g = game({ A: { battlefield: ['Phantom Warrior'] }, B: { battlefield: ['Giant Spider'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Phantom Warrior']);
    expect(toBlocks(g)).toEqual({});
    for (let i = 0; i < 20 && g.state.turn.step !== 'end_combat'; i++) passPriority(g);
    expect(life(g, 'B')).toBe(18);
  });

  it('beside an attacker that can be blocked, only that one is offered to block', () => {
    const g = game({
      A: { battlefield: ['Phantom Warrior', 'Grizzly Bears'] },
      B: { battlefield: ['Giant Spider'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Phantom Warrior', 'Grizzly Bears']);
    expect(toBlocks(g)).toEqual({ 'Giant Spider': ['Grizzly Bears'] });
  });
});
