// "That creature doesn't untap during its controller's untap step for as long as you control Tidebinder Mage." (CR
// 502.3, 611.2b): an effect of a resolved ability that lasts while its controller controls the source; once the
// source leaves or changes controller, it ends for good (the card's Gatherer rulings, 2013-07-01).
import { describe, expect, it } from 'vitest';
import { announceTrigger, cast, game, obj, passUntil, resolveStack, resolveTop } from './helpers/harness.js';

function setUp() {
  const g = game({
    A: { hand: ['Tidebinder Mage', 'Unsummon'], battlefield: ['Island', 'Island', 'Island'] },
    B: { battlefield: ['Raging Goblin', 'Grizzly Bears'] },
  });
  passUntil(g, { step: 'precombat_main' });
  cast(g, 'Tidebinder Mage');
  resolveTop(g);
  announceTrigger(g, { targets: ['Raging Goblin'] });
  resolveStack(g);
  return g;
}

describe('Tidebinder Mage (CR 611.2b)', () => {
  it('the red creature is tapped and stays tapped through each of its controller’s untap steps', () => {
    const g = setUp();
    expect(obj(g, 'Raging Goblin').tapped).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(obj(g, 'Raging Goblin').tapped).toBe(true);
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(obj(g, 'Raging Goblin').tapped).toBe(true);
  });

  it('ruling: once its controller no longer controls the Mage, the creature untaps as normal', () => {
    const g = setUp();
    cast(g, 'Unsummon', { targets: ['Tidebinder Mage'] });
    resolveTop(g);
    expect(g.state.players[0]!.hand.map((id) => g.state.objects[id]!.def)).toEqual(['Tidebinder Mage']);
    expect(g.state.effects.some((e) => e.mod.kind === 'doesntUntap')).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(obj(g, 'Raging Goblin').tapped).toBe(false);
  });

  it('ruling: if the Mage has left before its ability resolves, the creature is tapped but untaps as normal', () => {
    const g = game({
      A: { hand: ['Tidebinder Mage', 'Unsummon'], battlefield: ['Island', 'Island', 'Island'] },
      B: { battlefield: ['Raging Goblin'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Tidebinder Mage');
    resolveTop(g);
    announceTrigger(g, { targets: ['Raging Goblin'] });
    cast(g, 'Unsummon', { targets: ['Tidebinder Mage'] });
    resolveStack(g);
    expect(obj(g, 'Raging Goblin').tapped).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(obj(g, 'Raging Goblin').tapped).toBe(false);
  });
});
