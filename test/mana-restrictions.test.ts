// Mana with spending restrictions and riders (CR 106.6): Cavern of Souls ("As this land enters, choose a creature
// type", CR 614.1c, 607.2d) and Ancient Ziggurat; countering spells (CR 701.6) and "that spell can't be countered";
// Calciform Pools' storage counters, "Remove X storage counters" (CR 107.3a, 122.8) and mana "in any combination";
// what Reflecting Pool could produce next to them (CR 106.7). Each test quotes the text or ruling it checks.
import { describe, expect, it } from 'vitest';
import { couldProduce } from '../src/engine/rules/cr106-mana-production.js';
import { mostCommonCreatureType, sensibleManaCombination } from '../src/ai/choices.js';
import { buildMenu, parseInput } from '../src/cli/menus.js';
import {
  activate,
  answer,
  attempt,
  battlefield,
  canActivate,
  canCast,
  cast,
  game,
  graveyard,
  obj,
  passPriority,
  passUntil,
  playLand,
  resolveStack,
  stack,
  type Game,
  type Setup,
} from './helpers/harness.js';
import { exampleLine } from './helpers/examples.js';

const pool = (g: Game, seat: 0 | 1 = 0) => g.state.players[seat]!.pool;
const special = (g: Game, seat: 0 | 1 = 0) => g.state.players[seat]!.specialMana;
const could = (g: Game, name: string) => [...couldProduce(g.state, obj(g, name).id)].sort();

/** A game whose set-up asks A for Cavern of Souls' creature type: answered with `type`. */
function withCavern(type: string, setup: Setup): Game {
  const g = game(setup);
  const c = g.state.pending;
  expect(c?.kind).toBe('chooseCreatureType');
  answer(g, { kind: 'creatureType', type });
  return g;
}

/** Activates the mana ability number `ability` (index among all the card's abilities) of the named permanent. */
function tapAbility(g: Game, name: string, ability: number, color?: 'W' | 'U' | 'B' | 'R' | 'G'): void {
  const c = g.state.pending;
  if (c?.kind !== 'priority') throw new Error('no priority');
  const a = c.actions.find((x) => x.kind === 'activateMana' && x.source === obj(g, name).id && x.ability === ability);
  if (!a) throw new Error(`${name}/${ability} can't be activated`);
  answer(g, a);
  if (color && g.state.pending?.kind === 'chooseColor') answer(g, { kind: 'color', color });
}

const ISLANDS = ['Island', 'Island', 'Island'];

describe('Cavern of Souls: "As this land enters, choose a creature type."', () => {
  it('put onto the battlefield by the set-up, it asks its controller; the choice is kept with the permanent', () => {
    const g = game({ A: { battlefield: ['Cavern of Souls'] } });
    const c = g.state.pending;
    expect(c?.kind === 'chooseCreatureType' && c.player).toBe(0);
    // "You must choose an existing creature type ... Card types such as artifact can't be chosen."
    expect(attempt(g, 'A', { kind: 'creatureType', type: 'Artifact' }).ok).toBe(false);
    expect(attempt(g, 'A', { kind: 'creatureType', type: 'Wizardry' }).ok).toBe(false);
    answer(g, { kind: 'creatureType', type: 'Bear' });
    expect(obj(g, 'Cavern of Souls').chosenType).toBe('Bear');
  });

  it('played from hand, it asks as it enters', () => {
    const g = game({ A: { hand: ['Cavern of Souls'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    playLand(g, 'Cavern of Souls');
    expect(g.state.pending?.kind).toBe('chooseCreatureType');
    answer(g, { kind: 'creatureType', type: 'Elf' });
    expect(obj(g, 'Cavern of Souls').chosenType).toBe('Elf');
    expect(g.log.some((e) => e.rule === 'CR 614.1c' && e.text.includes('Elf'))).toBe(true);
  });
});

describe('"Spend this mana only to cast a creature spell of the chosen type" (CR 106.6)', () => {
  it('the mana stays restricted in the pool: it can pay for a Bear, not for an instant or an Elf', () => {
    const g = withCavern('Bear', { A: { battlefield: ['Cavern of Souls'], hand: ['Shock', 'Llanowar Elves'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapAbility(g, 'Cavern of Souls', 2, 'R');
    expect(pool(g).R).toBe(0);
    expect(special(g)).toMatchObject([{ type: 'R', cantBeCountered: true }]);
    expect(canCast(g, 'Shock')).toBe(false);
    // Tapped now: neither of its abilities can be activated again (CR 107.5).
    expect(() => tapAbility(g, 'Cavern of Souls', 1)).toThrow(/can't be activated/);
  });

  it('automatic payment uses the restricted mana for the chosen type only', () => {
    const g = withCavern('Bear', {
      A: { battlefield: ['Cavern of Souls'], hand: ['Llanowar Elves', 'Giant Growth', 'Balduvian Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // An Elf and an instant need {G}; only Cavern's restricted ability could make it.
    expect(canCast(g, 'Llanowar Elves')).toBe(false);
    expect(canCast(g, 'Giant Growth')).toBe(false);
    expect(canTap(g)).toBe(true);
  });

  it("Cavern of Souls and a Forest pay for Balduvian Bears, and the Bear can't be countered", () => {
    const g = withCavern('Bear', {
      A: { battlefield: ['Cavern of Souls', 'Forest'], hand: ['Balduvian Bears'] },
      B: { battlefield: ISLANDS, hand: ['Cancel'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Balduvian Bears');
    expect(obj(g, 'Balduvian Bears', { zone: 'stack' }).cantBeCountered).toBe(true);
    passPriority(g);
    // B counters it: "The spell can't be countered if the mana produced by Cavern of Souls is spent to cover any
    // cost of the spell".
    cast(g, 'Cancel', { targets: ['Balduvian Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Balduvian Bears');
    expect(graveyard(g, 'B')).toEqual(['Cancel']);
    expect(g.log.some((e) => e.rule === 'CR 101.2' && e.text === "Balduvian Bears can't be countered")).toBe(true);
  });

  it('the same Bear paid with other mana is countered: "Counter target spell." (CR 701.6a)', () => {
    const g = withCavern('Bear', {
      A: { battlefield: ['Cavern of Souls', 'Forest', 'Forest'], hand: ['Balduvian Bears'] },
      B: { battlefield: ISLANDS, hand: ['Cancel'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapAbility(g, 'Cavern of Souls', 1); // {C}: no rider
    cast(g, 'Balduvian Bears');
    expect(obj(g, 'Balduvian Bears', { zone: 'stack' }).cantBeCountered).toBe(false);
    passPriority(g);
    cast(g, 'Cancel', { targets: ['Balduvian Bears'] });
    expect(stack(g)).toHaveLength(2);
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Balduvian Bears');
    expect(graveyard(g, 'A')).toEqual(['Balduvian Bears']);
    expect(g.log.some((e) => e.rule === 'CR 701.6a')).toBe(true);
  });

  it("restricted mana can't pay an activated ability's cost", () => {
    const g = withCavern('Bear', { A: { battlefield: ['Cavern of Souls', 'Calciform Pools'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapAbility(g, 'Cavern of Souls', 2, 'W');
    // Calciform Pools' "{1}, {T}: Put a storage counter" can't use the restricted {W}, and its own {T} is the cost.
    expect(canActivate(g, 'Calciform Pools', 0)).toBe(false);
  });

  it('Upwelling keeps restricted mana as steps end; without it the pool empties (CR 106.4)', () => {
    const kept = withCavern('Bear', { A: { battlefield: ['Cavern of Souls', 'Upwelling'] } });
    passUntil(kept, { turn: 1, step: 'precombat_main' });
    tapAbility(kept, 'Cavern of Souls', 2, 'G');
    passUntil(kept, { turn: 1, step: 'end_turn' });
    expect(special(kept)).toMatchObject([{ type: 'G' }]);
    const lost = withCavern('Bear', { A: { battlefield: ['Cavern of Souls'] } });
    passUntil(lost, { turn: 1, step: 'precombat_main' });
    tapAbility(lost, 'Cavern of Souls', 2, 'G');
    passUntil(lost, { turn: 1, step: 'end_turn' });
    expect(special(lost)).toEqual([]);
  });
});

/** Whether Cavern's restricted ability is still offered as a mana ability (it is, even with nothing to spend on). */
function canTap(g: Game): boolean {
  const c = g.state.pending;
  return c?.kind === 'priority' && c.actions.some((a) => a.kind === 'activateMana' && a.ability === 2);
}

describe('Ancient Ziggurat: "Spend this mana only to cast a creature spell."', () => {
  it('pays for any creature spell, never for an instant, and carries no rider', () => {
    const g = game({
      A: { battlefield: ['Ancient Ziggurat'], hand: ['Llanowar Elves', 'Giant Growth'] },
      B: { battlefield: ISLANDS, hand: ['Cancel'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canCast(g, 'Giant Growth')).toBe(false);
    cast(g, 'Llanowar Elves');
    expect(obj(g, 'Llanowar Elves', { zone: 'stack' }).cantBeCountered).toBe(false);
    passPriority(g);
    cast(g, 'Cancel', { targets: ['Llanowar Elves'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Llanowar Elves']);
  });

  it('the CLI-facing payment choice names the restriction', () => {
    const g = game({ A: { battlefield: ['Ancient Ziggurat', 'Forest'], hand: ['Llanowar Elves'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const c = g.state.pending;
    const act = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'cast') : undefined;
    answer(g, act!);
    const pay = g.state.pending;
    expect(pay?.kind).toBe('payMana');
    if (pay?.kind !== 'payMana') return;
    expect(pay.sources.find((s) => s.source === obj(g, 'Ancient Ziggurat').id)?.restriction).toBe(
      'only to cast a creature spell',
    );
  });
});

describe('"Counter target spell." (Cancel, CR 701.6)', () => {
  it('targets only spells, never itself (CR 115.5), and is not castable with nothing on the stack', () => {
    const g = game({
      A: { battlefield: ISLANDS, hand: ['Cancel'] },
      B: { battlefield: ['Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canCast(g, 'Cancel')).toBe(false);
    passPriority(g);
    cast(g, 'Shock', { targets: ['A'] });
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind === 'priority' && c.player).toBe(0);
    cast(g, 'Cancel', { targets: ['Shock'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Shock']);
    expect(g.state.players[0]!.life).toBe(20);
  });
});

describe('Calciform Pools', () => {
  it('"{1}, {T}: Put a storage counter on this land." pays {1} with another land', () => {
    const g = game({ A: { battlefield: ['Calciform Pools', 'Plains'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Calciform Pools', 0);
    resolveStack(g);
    expect(obj(g, 'Calciform Pools').counters.storage).toBe(1);
    expect(obj(g, 'Plains').tapped).toBe(true);
  });

  it('"{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}."', () => {
    const g = game({
      A: { battlefield: [{ name: 'Calciform Pools', counters: { storage: 3 } }, 'Plains'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapAbility(g, 'Calciform Pools', 2);
    // X is announced first: at most the counters there are (CR 107.3a, 122.8).
    const x = g.state.pending;
    expect(x?.kind === 'chooseX' && x.max).toBe(3);
    answer(g, { kind: 'x', value: 3 });
    // {1} is paid like any cost, here with the Plains (or Calciform's own {T}: Add {C}).
    expect(g.state.pending?.kind).toBe('payMana');
    answer(g, { kind: 'payWith', source: obj(g, 'Plains').id, ability: 0 });
    const c = g.state.pending;
    expect(c?.kind === 'chooseManaCombination' && [c.amount, [...c.types]]).toEqual([3, ['W', 'U']]);
    expect(attempt(g, 'A', { kind: 'manaCombination', mana: ['W', 'B', 'U'] }).ok).toBe(false);
    expect(attempt(g, 'A', { kind: 'manaCombination', mana: ['W', 'U'] }).ok).toBe(false);
    answer(g, { kind: 'manaCombination', mana: ['U', 'W', 'U'] });
    expect(pool(g)).toMatchObject({ W: 1, U: 2 });
    expect(obj(g, 'Calciform Pools').counters.storage).toBe(0);
    expect(obj(g, 'Calciform Pools').tapped).toBe(false);
  });

  it('the mana cost of a mana ability must be paid: Shimmering Grotto\'s "{1}, {T}" taps another land', () => {
    const g = game({ A: { battlefield: ['Shimmering Grotto', 'Plains'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapAbility(g, 'Shimmering Grotto', 1);
    expect(g.state.pending?.kind).toBe('payMana');
    answer(g, { kind: 'autoPay' });
    answer(g, { kind: 'color', color: 'B' });
    expect(pool(g)).toMatchObject({ B: 1, W: 0 });
    expect(obj(g, 'Plains').tapped).toBe(true);
  });
});

describe('Reflecting Pool next to them (CR 106.7: "Ignore whether any costs of the ability could ... be paid")', () => {
  it('Calciform Pools could produce {C}, {W} and {U}, with no storage counters on it', () => {
    const g = game({ A: { battlefield: ['Calciform Pools', 'Reflecting Pool'] } });
    expect(could(g, 'Calciform Pools')).toEqual(['C', 'U', 'W']);
    expect(could(g, 'Reflecting Pool')).toEqual(['C', 'U', 'W']);
  });

  it('"Reflecting Pool doesn\'t care about any restrictions or riders your lands put on the mana they produce"', () => {
    const g = withCavern('Bear', { A: { battlefield: ['Cavern of Souls', 'Reflecting Pool'], hand: ['Shock'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(could(g, 'Reflecting Pool')).toEqual(['B', 'C', 'G', 'R', 'U', 'W']);
    // Shock can be paid with Reflecting Pool's {R}, which is not restricted.
    cast(g, 'Shock', { targets: ['B'] });
    expect(obj(g, 'Reflecting Pool').tapped).toBe(true);
    expect(obj(g, 'Cavern of Souls').tapped).toBe(false);
  });
});

describe('the Reflecting Pool scenario examples', () => {
  it('testReflectingPoolAnyManaNeedWithCondition and testWithCalciformPools pass', () => {
    for (const t of ['testReflectingPoolAnyManaNeedWithCondition', 'testWithCalciformPools'])
      expect(exampleLine('org__mage__test__cards__mana__ReflectingPoolTest.json', t)).toMatch(/^PASS /);
  });
});

describe('choosing a creature type and mana in any combination, for computer players and the command line', () => {
  it('the default choice is the creature type most common among the cards the player owns', () => {
    const g = game({
      A: { battlefield: ['Cavern of Souls'], hand: ['Llanowar Elves', 'Balduvian Bears'], library: ['Grizzly Bears'] },
    });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCreatureType') throw new Error('no creature type choice');
    expect(mostCommonCreatureType(g.state, c)).toBe('Bear');
    const menu = buildMenu(g.state, c);
    expect(menu.entries[0]?.label).toBe('Bear');
    expect(parseInput(g.state, c, 'zombie')).toEqual({
      kind: 'answer',
      answer: { kind: 'creatureType', type: 'Zombie' },
    });
  });

  it('mana in any combination follows what the hand needs, and the command line takes letters', () => {
    const g = game({
      A: { battlefield: [{ name: 'Calciform Pools', counters: { storage: 2 } }, 'Plains'], hand: ['Cancel'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    tapAbility(g, 'Calciform Pools', 2);
    answer(g, { kind: 'x', value: 2 });
    answer(g, { kind: 'autoPay' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseManaCombination') throw new Error('no combination choice');
    // Cancel is {1}{U}{U}: both blue.
    expect(sensibleManaCombination(g.state, c)).toEqual(['U', 'U']);
    expect(buildMenu(g.state, c).entries.map((e) => e.label)).toEqual(['{W}{W}', '{W}{U}', '{U}{U}']);
    expect(parseInput(g.state, c, 'wu')).toEqual({
      kind: 'answer',
      answer: { kind: 'manaCombination', mana: ['W', 'U'] },
    });
  });
});
