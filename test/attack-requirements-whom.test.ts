// CR 508.1d: a requirement on whom creatures attack — "+2: During target opponent's next turn, creatures that player
// controls attack Gideon Jura if able." Cases from Gideon Jura's rulings: every combat of that player's next turn, any
// creature they control then (no set locked in), none that can't attack (summoning sickness), nothing asked once Gideon
// has left the battlefield; it ends with that turn (514.2).
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  attempt,
  cast,
  game,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const GIDEON = 'Gideon Jura';

function gideonPlusTwo(g: Game): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  activate(g, GIDEON, 0, ['B']);
  resolveStack(g);
}

function toDeclareAttackers(g: Game): void {
  for (let i = 0; i < 40 && g.state.pending?.kind !== 'declareAttackers'; i++) passPriority(g);
  expect(g.state.pending?.kind).toBe('declareAttackers');
}

describe('attack a planeswalker if able (CR 508.1d)', () => {
  it("during the opponent's next turn their creatures must attack Gideon Jura, not the player, nor stay home", () => {
    const g = game({
      A: { battlefield: [GIDEON] },
      B: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
    });
    gideonPlusTwo(g);
    expect(obj(g, GIDEON).counters.loyalty).toBe(8);
    expect(g.state.rules.map((r) => r.kind)).toEqual(['mustAttackWhom']);
    passUntil(g, { turn: 2, step: 'upkeep' });
    toDeclareAttackers(g);
    const bears = obj(g, 'Grizzly Bears').id;
    const giant = obj(g, 'Hill Giant').id;
    const gideon = obj(g, GIDEON).id;
    expect(attempt(g, 'B', { kind: 'attackers', attackers: [] }).ok).toBe(false);
    const atPlayer = attempt(g, 'B', {
      kind: 'attackers',
      attackers: [
        { attacker: bears, defender: 0, planeswalker: gideon },
        { attacker: giant, defender: 0 },
      ],
    });
    expect(atPlayer.ok).toBe(false);
    const r = attempt(g, 'B', {
      kind: 'attackers',
      attackers: [
        { attacker: bears, defender: 0, planeswalker: gideon },
        { attacker: giant, defender: 0, planeswalker: gideon },
      ],
    });
    expect(r.ok).toBe(true);
  });

  it('every creature that player controls then (none locked in); it ends with the turn', () => {
    const g = game({
      A: { battlefield: [GIDEON] },
      B: { battlefield: ['Grizzly Bears', 'Mountain'], hand: ['Raging Goblin'] },
    });
    gideonPlusTwo(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    // Raging Goblin (haste) comes under B's control after the ability resolved: it must attack Gideon too.
    cast(g, 'Raging Goblin');
    resolveStack(g);
    toDeclareAttackers(g);
    const c = g.state.pending;
    expect(c?.kind === 'declareAttackers' && c.options.map((o) => o.mustAttackWhom?.length)).toEqual([1, 1]);
    attack(g, ['Grizzly Bears', 'Raging Goblin'], { planeswalker: GIDEON });
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(g.state.rules).toHaveLength(0);
    expect(obj(g, GIDEON).counters.loyalty).toBe(5);
  });

  it('not during the rest of the turn it resolved in, nor asked once Gideon Jura has left the battlefield', () => {
    const g = game({
      A: { battlefield: [GIDEON, 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Swamp', 'Swamp', 'Swamp'], hand: ["Hero's Downfall"] },
    });
    gideonPlusTwo(g);
    // Turn 1 is A's: A's creatures may stay home, and the requirement waits for B's next turn.
    attack(g, []);
    expect(g.state.rules).toHaveLength(1);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    // The rulings: if a creature can't attack Gideon Jura (he has left the battlefield), it may attack anyone or no one.
    cast(g, "Hero's Downfall", { targets: [GIDEON] });
    resolveStack(g);
    toDeclareAttackers(g);
    const c = g.state.pending;
    expect(c?.kind === 'declareAttackers' && c.options.every((o) => !o.mustAttack)).toBe(true);
    attack(g, []);
  });
});
