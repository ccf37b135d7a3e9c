// "Its controller gains life equal to its power" (Swords to Plowshares): the creature's power as it last existed,
// after it has been exiled (CR 608.2h), and its controller then (the record keeps both).
import { describe, expect, it } from 'vitest';
import { cast, game, lands, life, passUntil, resolveStack } from './helpers/harness.js';

describe('"life equal to its power" of a target (CR 608.2h)', () => {
  it("Swords to Plowshares exiles the opponent's creature and that player gains life equal to its power", () => {
    const g = game({
      A: { hand: ['Swords to Plowshares'], battlefield: ['Plains'] },
      B: { battlefield: ['Serra Angel'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Swords to Plowshares', { targets: ['Serra Angel'] });
    resolveStack(g);
    expect(g.state.exile.map((id) => g.state.objects[id]!.def)).toEqual(['Serra Angel']);
    expect(life(g, 'B')).toBe(24);
    expect(life(g, 'A')).toBe(20);
  });

  it('counts the power the creature had as it left, pumped this turn (last known information)', () => {
    const g = game({
      A: {
        hand: ['Giant Growth', 'Swords to Plowshares'],
        battlefield: [...lands('Plains', 1), 'Forest', 'Grizzly Bears'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    cast(g, 'Swords to Plowshares', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    // 2/2 + 3/3: its controller (the caster) gains 5.
    expect(life(g, 'A')).toBe(25);
  });
});
