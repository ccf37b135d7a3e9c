// Keywords that restrict targeting and blocking: shroud (CR 702.18a), fear (702.36b), intimidate (702.13b) and
// shadow (702.28b). Played with compiled cards.
import { describe, expect, it } from 'vitest';
import { attack, attempt, canCast, game, obj, passPriority, passUntil, toBlocks } from './helpers/harness.js';

describe('shroud (CR 702.18a)', () => {
  it('Elvish Lookout can’t be the target of its controller’s Giant Growth or the opponent’s Shock', () => {
    const g = game({
      A: { hand: ['Giant Growth'], battlefield: ['Elvish Lookout', 'Forest'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Giant Growth')).toBe(false);
    passUntil(g, { step: 'begin_combat' });
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'priority', player: 1 });
    const shock = obj(g, 'Shock', { zone: 'hand' }).id;
    const r = attempt(g, 'B', { kind: 'cast', card: shock });
    // Shock can still target a player; the Lookout is no legal choice.
    expect(r.ok).toBe(true);
    if (r.ok) {
      const c = r.state.pending;
      expect(c?.kind === 'target' && c.legal.some((t) => 'object' in t)).toBe(false);
    }
  });
});

describe('fear (CR 702.36b)', () => {
  it('Dross Prowler can be blocked only by black or artifact creatures', () => {
    const g = game({
      A: { battlefield: ['Dross Prowler'] },
      B: { battlefield: ['Grizzly Bears', 'Scathe Zombies', 'Patchwork Automaton'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Dross Prowler']);
    expect(toBlocks(g)).toEqual({ 'Scathe Zombies': ['Dross Prowler'], 'Patchwork Automaton': ['Dross Prowler'] });
  });
});

describe('intimidate (CR 702.13b)', () => {
  it('Bladetusk Boar (red) can be blocked only by red or artifact creatures', () => {
    const g = game({
      A: { battlefield: ['Bladetusk Boar'] },
      B: { battlefield: ['Grizzly Bears', 'Raging Goblin', 'Patchwork Automaton'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Bladetusk Boar']);
    expect(toBlocks(g)).toEqual({ 'Raging Goblin': ['Bladetusk Boar'], 'Patchwork Automaton': ['Bladetusk Boar'] });
  });
});

describe('shadow (CR 702.28b)', () => {
  it('Dauthi Jackal can be blocked only by a creature with shadow', () => {
    const g = game({ A: { battlefield: ['Dauthi Jackal'] }, B: { battlefield: ['Grizzly Bears', 'Dauthi Marauder'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Dauthi Jackal']);
    expect(toBlocks(g)).toEqual({ 'Dauthi Marauder': ['Dauthi Jackal'] });
  });

  it('a creature with shadow can’t block one without it', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Dauthi Marauder'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    expect(toBlocks(g)).toEqual({});
  });
});
