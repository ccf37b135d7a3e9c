// Landfall's condition "if you had a land enter the battlefield under your control this turn" (Groundswell): checked
// as the spell resolves (CR 608.2c); it counts lands that entered under its controller's control this turn only, and
// is counted again from nothing as each turn begins.
import { describe, expect, it } from 'vitest';
import { cast, game, passUntil, playLand, pt, resolveStack } from './helpers/harness.js';

describe('landfall: a land entered under your control this turn', () => {
  it('Groundswell after playing a land gives +4/+4 instead of +2/+2', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'], hand: ['Forest', 'Groundswell'] }, B: {} });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    playLand(g, 'Forest');
    expect(g.state.players[0]!.landEnteredThisTurn).toBe(true);
    expect(g.state.players[1]!.landEnteredThisTurn).toBe(false);
    cast(g, 'Groundswell', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('6/6');
  });

  it('without a land entering this turn it gives +2/+2; a land from an earlier turn does not count', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'], hand: ['Forest', 'Groundswell'] }, B: {} });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    playLand(g, 'Forest');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(g.state.players[0]!.landEnteredThisTurn).toBe(false);
    cast(g, 'Groundswell', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
  });
});
