// Levelers (CR 711): "Level up [cost]" (702.87a: put a level counter on this, only as a sorcery) and level symbols,
// "LEVEL N1-N2 [abilities] [P/T]" — as long as it has that many level counters, it has that base power and toughness
// (layer 7b) and those abilities (711.2a-b). The cases are Student of Warfare's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  canActivate,
  game,
  lands,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

loadCards();

const STUDENT = 'Student of Warfare';
const state = (g: Game, name: string) => {
  const c = characteristics(g.state, obj(g, name).id);
  return { pt: `${c.power}/${c.toughness}`, keywords: [...c.keywords].sort() };
};
const levelUp = (g: Game, times: number) => {
  for (let i = 0; i < times; i++) {
    activate(g, STUDENT, 0);
    resolveStack(g);
  }
};

describe('levelers (CR 711)', () => {
  it('Student of Warfare compiles with its level symbols and renders back to its text', () => {
    const v = compileAndVerify({
      name: STUDENT,
      typeLine: 'Creature — Human Knight',
      manaCost: '{W}',
      power: '1',
      toughness: '1',
      layout: 'leveler',
      oracleText:
        'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike',
    });
    expect(v.verified).toBe(true);
    const abilities = v.result.ok ? v.result.abilities : [];
    expect(abilities.map((a) => (a.kind === 'static' ? [a.effect.kind, a.condition] : [a.kind]))).toEqual([
      ['activated'],
      ['basePT', { kind: 'levelBetween', min: 2, max: 6 }],
      ['grantKeyword', { kind: 'levelBetween', min: 2, max: 6 }],
      ['basePT', { kind: 'levelBetween', min: 7 }],
      ['grantKeyword', { kind: 'levelBetween', min: 7 }],
    ]);
  });

  it('levels up as a sorcery; its level is its level counters: 1/1, then 3/3 first strike at 2, 4/4 double strike at 7', () => {
    const g = game({ A: { battlefield: [STUDENT, ...lands('Plains', 7)] } });
    passUntil(g, { step: 'precombat_main' });
    expect(state(g, STUDENT)).toEqual({ pt: '1/1', keywords: [] });
    levelUp(g, 1);
    expect(obj(g, STUDENT).counters.level).toBe(1);
    expect(state(g, STUDENT)).toEqual({ pt: '1/1', keywords: [] });
    levelUp(g, 1);
    expect(state(g, STUDENT)).toEqual({ pt: '3/3', keywords: ['first strike'] });
    levelUp(g, 5);
    expect(obj(g, STUDENT).counters.level).toBe(7);
    expect(state(g, STUDENT)).toEqual({ pt: '4/4', keywords: ['double strike'] });
    // "they don't overwrite the creature's level up ability; it always has that" (no mana left here, so it is the
    // ability itself that is looked for).
    expect(characteristics(g.state, obj(g, STUDENT).id).abilities.some((a) => a.kind === 'activated')).toBe(true);
  });

  it("level up only as a sorcery: not in the opponent's turn, nor with a spell on the stack", () => {
    const g = game({
      A: { battlefield: [STUDENT, 'Plains', 'Plains'], hand: ['Raise the Alarm'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g); // B passes: A has priority in B's main phase
    expect(canActivate(g, STUDENT)).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canActivate(g, STUDENT)).toBe(true);
  });

  it('ruling: effects that modify power and toughness apply whenever they began (Glorious Anthem on a level 2 Student)', () => {
    const g = game({ A: { battlefield: [STUDENT, 'Glorious Anthem', ...lands('Plains', 2)] } });
    passUntil(g, { step: 'precombat_main' });
    expect(state(g, STUDENT).pt).toBe('2/2');
    levelUp(g, 2);
    expect(state(g, STUDENT).pt).toBe('4/4'); // base 3/3 (layer 7b) +1/+1 (7c)
  });

  it('an ability under a level symbol is granted to the leveler: Brimstone Mage at level 1 pings', () => {
    const g = game({ A: { battlefield: ['Brimstone Mage', ...lands('Mountain', 4)] } });
    passUntil(g, { step: 'precombat_main' });
    // At level 0 its only activated ability is level up; from level 1 it has "{T}: This creature deals 1 damage to
    // any target." besides.
    const activated = () =>
      characteristics(g.state, obj(g, 'Brimstone Mage').id).abilities.filter((a) => a.kind === 'activated');
    expect(activated()).toHaveLength(1);
    activate(g, 'Brimstone Mage', 0);
    resolveStack(g);
    expect(state(g, 'Brimstone Mage').pt).toBe('2/3');
    expect(activated()).toHaveLength(2);
    activate(g, 'Brimstone Mage', 1, ['B']);
    resolveStack(g);
    expect(life(g, 'B')).toBe(19);
  });
});
