// "Whenever this creature is dealt damage, it deals that much damage to any target." (Boros Reckoner): a triggered
// ability on damage dealt to the permanent (CR 120.3), whose "that much" is the damage dealt. The cases follow Boros
// Reckoner's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  assignDamage,
  attack,
  block,
  cast,
  chooseTarget,
  game,
  graveyard,
  life,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

/** Passes priority until the pending decision is a target for the Reckoner's ability, and answers it. */
function reckonerTargets(g: Game, target: string): void {
  for (let i = 0; i < 10 && g.state.pending?.kind !== 'target'; i++) passPriority(g);
  chooseTarget(g, target);
}

describe('Boros Reckoner', () => {
  it('dealt 2 damage by Shock, it deals 2 damage to the target', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { battlefield: ['Boros Reckoner'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['Boros Reckoner'] });
    reckonerTargets(g, 'A');
    resolveStack(g);
    expect(life(g, 'A')).toBe(18);
  });

  it('ruling: it triggers even if the damage is lethal — blocking a 6/4 Craw Wurm, it deals 6 damage', () => {
    const g = game({
      A: { battlefield: ['Craw Wurm', 'Craw Wurm'] },
      B: { battlefield: ['Boros Reckoner'] },
    });
    attack(g, ['Craw Wurm']);
    block(g, [['Boros Reckoner', 'Craw Wurm']]);
    reckonerTargets(g, 'A');
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Boros Reckoner']);
    // Craw Wurm is a 6/4: 6 damage to the Reckoner, 6 to A; the damage it deals isn't combat damage.
    expect(life(g, 'A')).toBe(14);
  });

  it('ruling: dealt damage by several sources at once, it triggers once, for the total', () => {
    const g = game({
      A: { battlefield: ['Boros Reckoner'] },
      B: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
    });
    attack(g, ['Boros Reckoner']);
    block(g, [
      ['Grizzly Bears', 'Boros Reckoner'],
      ['Grizzly Bears', 'Boros Reckoner'],
    ]);
    // A assigns the Reckoner's 3 damage: 2 to the first Bears (lethal), 1 to the second.
    for (let i = 0; i < 10 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'assignDamage') throw new Error(`expected the damage assignment, found ${c?.kind ?? 'none'}`);
    assignDamage(g, [
      [{ object: c.blockers[0]!.blocker }, 2],
      [{ object: c.blockers[1]!.blocker }, 1],
    ]);
    // Dealt 4 damage by the two Bears at once: one trigger, 4 damage.
    reckonerTargets(g, 'B');
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
    expect(g.state.stack).toEqual([]);
  });
});
