// Landfall's condition "if you had a land enter the battlefield under your control this turn" (Groundswell): checked
// as the spell resolves (CR 608.2c); it counts lands that entered under its controller's control this turn only, and
// is counted again from nothing as each turn begins.
import { describe, expect, it } from 'vitest';
import { cast, game, obj, objs, passUntil, playLand, pt, resolveStack } from './helpers/harness.js';

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

describe('Searing Blaze: two damage effects changed by one "instead" sentence (CR 608.2c)', () => {
  const setup = () =>
    game({
      A: { battlefield: ['Mountain', 'Mountain'], hand: ['Mountain', 'Searing Blaze'] },
      B: { battlefield: ['Hill Giant'] },
    });

  it('with landfall: 3 damage to the player and 3 to the creature', () => {
    const g = setup();
    passUntil(g, { turn: 1, step: 'precombat_main' });
    playLand(g, 'Mountain');
    cast(g, 'Searing Blaze', { targets: ['B', 'Hill Giant'] });
    resolveStack(g);
    expect(g.state.players[1]!.life).toBe(17);
    expect(objs(g, 'Hill Giant')).toHaveLength(0);
  });

  it('without: 1 damage to each', () => {
    const g = setup();
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Searing Blaze', { targets: ['B', 'Hill Giant'] });
    resolveStack(g);
    expect(g.state.players[1]!.life).toBe(19);
    expect(obj(g, 'Hill Giant').damage).toBe(1);
  });
});
