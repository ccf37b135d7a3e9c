// "Enchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block." (Bonds of Faith): the
// enchanted creature's creature type, as it is after layer 4 (CR 613.1d), decides which of the Aura's effects apply to
// it (303.4m) — a pump for a Human (layer 7c), a restriction on attacking and blocking for anything else (508.1c,
// 509.1b).
import { describe, expect, it } from 'vitest';
import { attack, cast, game, lands, passUntil, pt, resolveTop, toBlocks } from './helpers/harness.js';

describe('Bonds of Faith (CR 303.4m, 613)', () => {
  it('on a Human: +2/+2, and it can attack', () => {
    const g = game({ A: { hand: ['Bonds of Faith'], battlefield: ['Elite Vanguard', ...lands('Plains', 2)] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Bonds of Faith', { targets: ['Elite Vanguard'] });
    resolveTop(g);
    expect(pt(g, 'Elite Vanguard')).toBe('4/3');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Elite Vanguard']);
    passUntil(g, { step: 'end_combat' });
    expect(g.state.players[1]!.life).toBe(16);
  });

  it('on a non-Human: no bonus, and it can neither attack nor block', () => {
    const g = game({
      A: { hand: ['Bonds of Faith'], battlefield: ['Savannah Lions', ...lands('Plains', 2)] },
      B: { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Bonds of Faith', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    attack(g, ['Savannah Lions']);
    const blocks = toBlocks(g);
    expect(blocks['Grizzly Bears'] ?? []).not.toContain('Savannah Lions');
    expect(blocks['Llanowar Elves'] ?? []).toContain('Savannah Lions');
  });
});
