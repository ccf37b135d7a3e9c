// Exile "until" the source leaves the battlefield (CR 610.3): one ability, two one-shot effects — the exile as it
// resolves, the return immediately after the source leaves (no stack, nothing in between). The cases follow Banishing
// Light's and Chained to the Rocks's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  answer,
  battlefield,
  cast,
  chooseTarget,
  game,
  graveyard,
  lands,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';

const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);

/** A casts Banishing Light in their first main phase and targets `target` with its enters trigger. */
function banish(g: Game, target: string): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, 'Banishing Light');
  while (g.state.pending?.kind !== 'target') passPriority(g);
  chooseTarget(g, target);
  resolveStack(g);
}

describe('Banishing Light: "exile target nonland permanent an opponent controls until this enchantment leaves the battlefield" (CR 610.3)', () => {
  it("exiles the permanent; when Banishing Light leaves, the card returns under its owner's control as a new object", () => {
    const g = game({
      A: { hand: ['Banishing Light', 'Naturalize'], battlefield: [...lands('Plains', 3), 'Forest', 'Forest'] },
      B: { battlefield: ['Grizzly Bears', 'Forest'] },
    });
    banish(g, 'Grizzly Bears');
    const before = obj(g, 'Grizzly Bears', { zone: 'exile' }).id;
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'B')).toEqual(['Forest']);
    cast(g, 'Naturalize', { targets: ['Banishing Light'] });
    resolveStack(g);
    expect(exiled(g)).toEqual([]);
    expect(battlefield(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears']);
    const back = obj(g, 'Grizzly Bears');
    expect(back.id).not.toBe(before);
    expect(back.controller).toBe(seatId('B'));
    expect(graveyard(g, 'A').sort()).toEqual(['Banishing Light', 'Naturalize']);
    expect(logTexts(g).some((t) => t.includes('until Banishing Light leaves the battlefield'))).toBe(true);
  });

  it('ruling: if it leaves the battlefield before its ability resolves, the permanent is not exiled (CR 610.3b)', () => {
    const g = game({
      A: { hand: ['Banishing Light'], battlefield: lands('Plains', 3) },
      B: { hand: ['Naturalize'], battlefield: ['Grizzly Bears', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Banishing Light');
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Naturalize', { targets: ['Banishing Light'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Banishing Light']);
    expect(exiled(g)).toEqual([]);
    expect(battlefield(g, 'B').sort()).toEqual(['Forest', 'Forest', 'Grizzly Bears']);
  });

  it('ruling: Auras attached to the exiled permanent go to the graveyard, and stay there when it returns', () => {
    const g = game({
      A: { hand: ['Banishing Light', 'Naturalize'], battlefield: [...lands('Plains', 3), 'Forest', 'Forest'] },
      B: { battlefield: ['Grizzly Bears', 'Forest', 'Plains'], hand: ['Holy Strength'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Holy Strength', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(obj(g, 'Holy Strength').attachedTo).toEqual({ object: obj(g, 'Grizzly Bears').id });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Banishing Light');
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Grizzly Bears');
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Holy Strength']);
    cast(g, 'Naturalize', { targets: ['Banishing Light'] });
    resolveStack(g);
    expect(battlefield(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears', 'Plains']);
    expect(graveyard(g, 'B')).toEqual(['Holy Strength']);
  });

  it('ruling: a token it exiles ceases to exist and does not return', () => {
    const g = game({
      A: { hand: ['Banishing Light', 'Naturalize'], battlefield: [...lands('Plains', 3), 'Forest', 'Forest'] },
      B: { hand: ['Unsummon'], battlefield: ['Thragtusk', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    passPriority(g);
    cast(g, 'Unsummon', { targets: ['Thragtusk'] });
    resolveStack(g);
    expect(battlefield(g, 'B').sort()).toEqual(['Beast', 'Island']);
    cast(g, 'Banishing Light');
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Beast');
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Island']);
    cast(g, 'Naturalize', { targets: ['Banishing Light'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Island']);
    expect(exiled(g)).toEqual([]);
  });

  it("ruling: in a multiplayer game, when Banishing Light's owner leaves the game, the exiled card returns", () => {
    const g = game({
      A: { hand: ['Banishing Light'], battlefield: lands('Plains', 3) },
      B: { battlefield: ['Grizzly Bears', 'Forest'] },
      C: { battlefield: ['Forest'] },
    });
    banish(g, 'Grizzly Bears');
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    answer(g, { kind: 'concede' }, 'A');
    expect(logTexts(g).some((t) => t.includes('A leaves the game'))).toBe(true);
    expect(battlefield(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(exiled(g)).toEqual([]);
  });
});

describe('Chained to the Rocks: an Aura with an "until" exile (CR 610.3)', () => {
  it('exiles a creature an opponent controls until it leaves; when the Mountain it enchants goes, the Aura goes and the creature returns', () => {
    const g = game({
      A: { hand: ['Chained to the Rocks'], battlefield: ['Mountain', 'Plains'] },
      B: { hand: ['Stone Rain'], battlefield: ['Grizzly Bears', 'Mountain', 'Mountain', 'Mountain'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Chained to the Rocks', { targets: ['Mountain'] });
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Grizzly Bears');
    resolveStack(g);
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Stone Rain', { targets: [{ name: 'Mountain', controller: 'A' }] });
    resolveStack(g);
    // CR 704.5m: the Aura, attached to nothing legal, goes to the graveyard; 610.3: the creature returns.
    expect(graveyard(g, 'A').sort()).toEqual(['Chained to the Rocks', 'Mountain']);
    expect(battlefield(g, 'B').sort()).toEqual(['Grizzly Bears', 'Mountain', 'Mountain', 'Mountain']);
  });
});
