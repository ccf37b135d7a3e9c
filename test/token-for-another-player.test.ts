// A token created by another player than the spell's controller (CR 111.2: the player who creates a token owns and
// controls it): "Destroy target permanent. Its controller creates a 3/3 green Beast creature token." (Beast Within).
import { describe, expect, it } from 'vitest';
import { battlefield, cast, game, lands, passUntil, resolveStack } from './helpers/harness.js';

describe('"Its controller creates a token" (CR 111.2)', () => {
  it("Beast Within destroys the opponent's permanent and that player gets the Beast", () => {
    const g = game({
      A: { hand: ['Beast Within'], battlefield: lands('Forest', 3) },
      B: { battlefield: ['Serra Angel'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Beast Within', { targets: ['Serra Angel'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Beast']);
    expect(battlefield(g, 'A').filter((n) => n !== 'Forest')).toEqual([]);
    const beast = g.state.objects[g.state.battlefield.find((id) => g.state.objects[id]!.controller === 1)!]!;
    expect(beast.owner).toBe(1);
  });

  it('on its own permanent, its controller — the caster — gets the Beast', () => {
    const g = game({ A: { hand: ['Beast Within'], battlefield: [...lands('Forest', 3), 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Beast Within', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A').filter((n) => n !== 'Forest')).toEqual(['Beast']);
  });
});
