// "if enchanted creature's power is 4 or greater" (Domestication's intervening "if", CR 603.4): checked as the end
// step begins and again as the ability resolves.
import { describe, expect, it } from 'vitest';
import { cast, game, objs, passUntil, resolveStack } from './helpers/harness.js';

describe("a creature's power as a condition", () => {
  const setup = () =>
    game({
      A: {
        battlefield: ['Island', 'Island', 'Island', 'Island', 'Forest'],
        hand: ['Domestication', 'Giant Growth'],
      },
      B: { battlefield: ['Grizzly Bears'] },
    });

  it('Domestication stays while the enchanted creature has power 3 or less', () => {
    const g = setup();
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Domestication', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(objs(g, 'Grizzly Bears', { controller: 'A' })).toHaveLength(1);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(objs(g, 'Domestication', { controller: 'A' })).toHaveLength(1);
    expect(objs(g, 'Grizzly Bears', { controller: 'A' })).toHaveLength(1);
  });

  it('with power 4 or greater at the end step, its controller sacrifices it and the creature goes back', () => {
    const g = setup();
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Domestication', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(objs(g, 'Domestication', { zone: 'graveyard' })).toHaveLength(1);
    expect(objs(g, 'Grizzly Bears', { controller: 'B' })).toHaveLength(1);
  });
});
