// The Theros Gods: "As long as your devotion to blue is less than five, Thassa isn't a creature." A type-changing
// static ability (CR 613.1d, layer 4) with a condition read continuously (611.3a) on devotion (700.5). The cases are
// Thassa, God of the Sea's Gatherer rulings (2013-09-15).
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import { characteristics } from '../src/engine/index.js';
import {
  attack,
  cast,
  game,
  lands,
  life,
  logTexts,
  obj,
  passUntil,
  resolveStack,
  chooseCards,
  type Game,
} from './helpers/harness.js';

loadCards();

const THASSA = 'Thassa, God of the Sea';
const creature = (g: Game, name: string) => characteristics(g.state, obj(g, name).id).creature;

describe('Gods: "{this} isn\'t a creature" as long as devotion is less than N (CR 613.1d, 700.5)', () => {
  it('compiles and renders back to its text', () => {
    const v = compileAndVerify({
      name: THASSA,
      typeLine: 'Legendary Enchantment Creature — God',
      manaCost: '{2}{U}',
      power: '5',
      toughness: '5',
      oracleText:
        "Indestructible\nAs long as your devotion to blue is less than five, Thassa isn't a creature. (Each {U} in the mana costs of permanents you control counts toward your devotion to blue.)\nAt the beginning of your upkeep, scry 1.\n{1}{U}: Target creature you control can't be blocked this turn.",
    });
    expect(v.verified).toBe(true);
    expect(JSON.stringify(v.result.ok && v.result.abilities[1])).toContain(
      '"condition":{"kind":"devotionLessThan","colors":["U"],"n":5}',
    );
  });

  it('with devotion 4 it is a legendary enchantment without the type creature or the subtype God', () => {
    const g = game({ A: { battlefield: [THASSA, 'Cloudkin Seer', 'Cloudkin Seer', 'Cloudkin Seer'] } });
    const c = characteristics(g.state, obj(g, THASSA).id);
    expect(c.creature).toBe(false);
    expect(c.types).toEqual(['Enchantment']);
    // "If a God stops being a creature, it loses the type creature and all creature subtypes. It continues to be a
    // legendary enchantment."
    expect(c.subtypes).toEqual([]);
    expect(c.supertypes).toEqual(['Legendary']);
  });

  it('with devotion 5 (its own {U} counted) it is a 5/5 creature God', () => {
    const g = game({ A: { battlefield: [THASSA, ...lands('Cloudkin Seer', 4)] } });
    const c = characteristics(g.state, obj(g, THASSA).id);
    expect(c.creature).toBe(true);
    expect(c.subtypes).toEqual(['God']);
    expect([c.power, c.toughness]).toEqual([5, 5]);
  });

  it("ruling: only another player's permanents don't count; it is always a creature card in other zones", () => {
    const g = game({
      A: { hand: [THASSA], battlefield: ['Cloudkin Seer'] },
      B: { battlefield: lands('Cloudkin Seer', 4) },
    });
    expect(characteristics(g.state, obj(g, THASSA, { zone: 'hand' }).id).creature).toBe(true); // in hand
    const g2 = game({ A: { battlefield: [THASSA, 'Cloudkin Seer'] }, B: { battlefield: lands('Cloudkin Seer', 4) } });
    expect(creature(g2, THASSA)).toBe(false);
  });

  it('ruling: as it enters, devotion including its own symbols decides whether a creature entered (Soul Warden)', () => {
    const enters = (seers: number) => {
      const g = game({
        A: { hand: [THASSA], battlefield: ['Soul Warden', ...lands('Cloudkin Seer', seers), ...lands('Island', 3)] },
      });
      passUntil(g, { step: 'precombat_main' });
      cast(g, THASSA);
      resolveStack(g);
      return life(g, 'A');
    };
    expect(enters(3)).toBe(20); // 4 blue symbols: not a creature as it enters
    expect(enters(4)).toBe(21); // 5: a creature entered
  });

  it('ruling: an attacking God that stops being a creature is removed from combat (CR 506.4) and deals no damage', () => {
    const g = game({
      A: { hand: ['Unsummon'], battlefield: [THASSA, ...lands('Cloudkin Seer', 4), 'Island'] },
    });
    passUntil(g, { step: 'upkeep' });
    resolveStack(g); // Thassa's scry 1 (nothing put on the bottom)
    if (g.state.pending?.kind === 'chooseCards') chooseCards(g, []);
    passUntil(g, { step: 'precombat_main' });
    attack(g, [THASSA]);
    expect(obj(g, THASSA).attacking).not.toBeNull();
    const mark = g.log.length;
    // A returns one of its own blue creatures: devotion 4, Thassa isn't a creature any more.
    cast(g, 'Unsummon', { targets: ['Cloudkin Seer'] });
    resolveStack(g);
    expect(creature(g, THASSA)).toBe(false);
    expect(obj(g, THASSA).attacking).toBeNull();
    expect(logTexts(g, mark).some((t) => t.includes('removed from combat'))).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(life(g, 'B')).toBe(20);
  });

  it('ruling: its abilities work whether or not it is a creature (scry 1 in the upkeep)', () => {
    const g = game({ A: { battlefield: [THASSA] } });
    expect(creature(g, THASSA)).toBe(false);
    passUntil(g, { step: 'upkeep' });
    resolveStack(g);
    expect(g.state.pending?.kind === 'chooseCards' && g.state.pending.prompt).toContain(`${THASSA}: scry 1`);
  });
});
