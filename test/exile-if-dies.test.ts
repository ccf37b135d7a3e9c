// "Pillar of Flame deals 2 damage to any target. If a creature dealt damage this way would die this turn, exile it
// instead." A replacement effect (CR 614.1a) on each creature dealt damage, for the rest of the turn (514.2): dying is
// being put into a graveyard from the battlefield (700.4). The cases follow Pillar of Flame's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  answer,
  cast,
  chooseTarget,
  game,
  graveyard,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);

describe('Pillar of Flame', () => {
  it('a creature it kills is exiled instead of put into the graveyard', () => {
    const g = game({
      A: { hand: ['Pillar of Flame'], battlefield: ['Mountain'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Pillar of Flame', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(graveyard(g, 'B')).toEqual([]);
    expect(graveyard(g, 'A')).toEqual(['Pillar of Flame']);
  });

  it('ruling: exiled no matter why it would die that turn — destroyed later by another spell', () => {
    const g = game({
      A: { hand: ['Pillar of Flame', 'Murder'], battlefield: ['Mountain', 'Swamp', 'Swamp', 'Swamp'] },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Pillar of Flame', { targets: ['Hill Giant'] });
    resolveStack(g);
    // Hill Giant (3/3) survives 2 damage.
    expect(exiled(g)).toEqual([]);
    cast(g, 'Murder', { targets: ['Hill Giant'] });
    resolveStack(g);
    expect(exiled(g)).toEqual(['Hill Giant']);
    expect(graveyard(g, 'B')).toEqual([]);
  });

  it('the effect lasts this turn only: destroyed the next turn, the creature goes to the graveyard', () => {
    const g = game({
      A: { hand: ['Pillar of Flame'], battlefield: ['Mountain'] },
      B: { hand: ['Murder'], battlefield: ['Hill Giant', 'Swamp', 'Swamp', 'Swamp'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Pillar of Flame', { targets: ['Hill Giant'] });
    resolveStack(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Murder', { targets: ['Hill Giant'] });
    resolveStack(g);
    expect(graveyard(g, 'B').sort()).toEqual(['Hill Giant', 'Murder']);
    expect(exiled(g)).toEqual([]);
  });

  it('ruling: a creature that is dealt no damage (prevented) is not exiled if it dies that turn', () => {
    const g = game({
      A: { hand: ['Pillar of Flame', 'Murder'], battlefield: ['Mountain', 'Swamp', 'Swamp', 'Swamp'] },
      B: { hand: ['Healing Salve'], battlefield: ['Grizzly Bears', 'Plains'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Pillar of Flame', { targets: ['Grizzly Bears'] });
    passPriority(g);
    // Healing Salve's second mode: "Prevent the next 3 damage that would be dealt to any target this turn."
    cast(g, 'Healing Salve');
    answer(g, { kind: 'mode', mode: 1 });
    chooseTarget(g, 'Grizzly Bears');
    if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(exiled(g)).toEqual([]);
    cast(g, 'Murder', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'B').sort()).toEqual(['Grizzly Bears', 'Healing Salve']);
  });
});
