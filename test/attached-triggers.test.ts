// Triggers of an Equipment on the creature it is attached to: "Whenever equipped creature attacks" (Argentum Armor,
// CR 508.1m, 508.3a) and "Whenever equipped creature dies" (Sylvok Lifestaff, looking back in time, CR 603.10a).
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  battlefield,
  block,
  cast,
  chooseTarget,
  game,
  graveyard,
  lands,
  life,
  passUntil,
  resolveStack,
} from './helpers/harness.js';

describe('equipped creature triggers', () => {
  it('Argentum Armor: whenever equipped creature attacks, destroy target permanent', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Argentum Armor', ...lands('Plains', 6)] },
      B: { battlefield: ['Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Argentum Armor', 0, ['Grizzly Bears']);
    resolveStack(g);
    attack(g, ['Grizzly Bears']);
    chooseTarget(g, 'Island');
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Island']);
  });

  it('Sylvok Lifestaff: whenever equipped creature dies, its controller gains 3 life', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Sylvok Lifestaff', 'Mountain', 'Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Sylvok Lifestaff', 0, ['Grizzly Bears']);
    resolveStack(g);
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Grizzly Bears');
    expect(life(g, 'A')).toBe(23);
    expect(battlefield(g, 'A')).toContain('Sylvok Lifestaff');
  });

  it('Stinkweed Imp: whenever it deals combat damage to a creature, destroy that creature (CR 510.3a)', () => {
    const g = game({ A: { battlefield: ['Stinkweed Imp'] }, B: { battlefield: ['Giant Spider'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Stinkweed Imp']);
    block(g, [['Giant Spider', 'Stinkweed Imp']]);
    passUntil(g, { step: 'end_turn' });
    expect(graveyard(g, 'B')).toEqual(['Giant Spider']);
    expect(life(g, 'B')).toBe(20);
  });
});
