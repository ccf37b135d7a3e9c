// "<creatures> attack this turn if able" from a resolved ability (CR 508.1d, 611.2, 514.2): "{1}{U}, {T}: Creatures
// your opponents control attack this turn if able." (Bident of Thassa) — a requirement the attacking player's
// declaration must obey as far as possible (508.1d); a creature that can't attack (summoning sick, 302.6) needn't.
import { describe, expect, it } from 'vitest';
import { activate, attack, attempt, game, obj, passPriority, passUntil, resolveStack } from './helpers/harness.js';

describe('attack this turn if able (CR 508.1d)', () => {
  it("Bident of Thassa on the opponent's turn: their creatures must attack", () => {
    const g = game({
      A: { battlefield: ['Bident of Thassa', 'Island', 'Island'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g); // B passes; A may act in B's upkeep
    activate(g, 'Bident of Thassa', 0);
    resolveStack(g);
    for (let i = 0; i < 20 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
    expect(g.state.pending?.kind).toBe('declareAttackers');
    const none = attempt(g, 'B', { kind: 'attackers', attackers: [] });
    expect(none.ok).toBe(false);
    const bears = obj(g, 'Grizzly Bears').id;
    const r = attempt(g, 'B', { kind: 'attackers', attackers: [{ attacker: bears, defender: 0 }] });
    expect(r.ok).toBe(true);
  });

  it('the requirement ends with the turn (514.2)', () => {
    const g = game({
      A: { battlefield: ['Bident of Thassa', 'Island', 'Island'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g);
    activate(g, 'Bident of Thassa', 0);
    resolveStack(g);
    expect(g.state.rules).toHaveLength(1);
    attack(g, ['Grizzly Bears'], 'A');
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(g.state.rules).toHaveLength(0);
  });
});
