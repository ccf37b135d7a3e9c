// "<creatures> can't block this turn" from a resolved spell or ability (CR 509.1b, 611.2, 514.2): "Target creature
// can't block this turn." (Stun), "Whenever this creature attacks, creatures with power 1 or less can't block this
// turn." (Hero of Oxid Ridge: the group is judged as blockers are declared, not locked in as the ability resolves —
// the card's rulings).
import { describe, expect, it } from 'vitest';
import { answer, attack, cast, game, passPriority, passUntil, resolveStack, toBlocks } from './helpers/harness.js';

describe("can't block this turn (CR 509.1b)", () => {
  it("Stun: the target can't block this turn, and can again the next turn (514.2)", () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Mountain', 'Mountain'], hand: ['Stun'] },
      B: { battlefield: ['Llanowar Elves', 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Stun', { targets: ['Llanowar Elves'] });
    resolveStack(g);
    attack(g, ['Grizzly Bears']);
    expect(Object.keys(toBlocks(g))).toEqual(['Grizzly Bears']);
    expect(g.state.rules).toHaveLength(1);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.rules).toHaveLength(0);
  });

  it('Hero of Oxid Ridge: creatures with power 1 or less as blockers are declared', () => {
    const g = game({
      A: { battlefield: ['Hero of Oxid Ridge'] },
      B: { battlefield: ['Llanowar Elves', 'Grizzly Bears', 'Forest'], hand: ['Giant Growth'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    attack(g, ['Hero of Oxid Ridge']);
    // Battle cry and the other attack trigger: A orders them (CR 603.3b).
    answer(g, { kind: 'order', order: [0, 1] });
    resolveStack(g);
    expect(Object.keys(toBlocks(g)).sort()).toEqual(['Grizzly Bears']);
  });

  it('a creature whose power is above 1 when blockers are declared may block (ruling)', () => {
    const g = game({
      A: { battlefield: ['Hero of Oxid Ridge'] },
      B: { battlefield: ['Llanowar Elves', 'Forest'], hand: ['Giant Growth'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    attack(g, ['Hero of Oxid Ridge']);
    // Battle cry and the other attack trigger: A orders them (CR 603.3b).
    answer(g, { kind: 'order', order: [0, 1] });
    resolveStack(g);
    // A passes; B pumps the Elves before blockers (CR 508.8: players get priority in declare attackers).
    passPriority(g);
    cast(g, 'Giant Growth', { targets: ['Llanowar Elves'] });
    resolveStack(g);
    expect(Object.keys(toBlocks(g))).toEqual(['Llanowar Elves']);
  });
});
