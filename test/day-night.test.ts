// CR 730 (day and night), 502.2 (the untap step's check), 702.145 (daybound and nightbound), 701.27e ("transforms
// into" triggers) and 113.6g ("This spell can't be countered"), played with Howlpack Piper // Wildsong Howler and
// other daybound werewolves.
import { describe, expect, it } from 'vitest';
import { renderBoard } from '../src/cli/render.js';
import { characteristics, viewFor } from '../src/engine/index.js';
import { canBeCountered } from '../src/engine/rules/cr701-keyword-actions.js';
import {
  activate,
  answer,
  battlefield,
  cast,
  chooseCards,
  decision,
  game,
  hand,
  isTapped,
  library,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';
import { exampleLine, TRANSFORM_EXAMPLES } from './helpers/examples.js';

const FOREST4 = ['Forest', 'Forest', 'Forest', 'Forest'];
const LIONS = Array.from({ length: 20 }, () => 'Silvercoat Lion');

const dayNight = (g: Game) => g.state.dayNight;

/** A casts Howlpack Piper on turn 1; it resolves and it becomes day. */
function piperOnTurnOne(extra: { A?: object; B?: object } = {}): Game {
  const g = game({
    A: { battlefield: FOREST4, hand: ['Howlpack Piper'], library: LIONS, ...extra.A },
    ...(extra.B ? { B: extra.B } : {}),
  });
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, 'Howlpack Piper');
  resolveStack(g);
  return g;
}

/** Answers Wildsong Howler's trigger: "You may reveal a creature card from among them and put it into your hand." */
function takeOne(g: Game, name: string): void {
  expect(decision(g)).toBe('A yesNo');
  answer(g, { kind: 'yes' });
  chooseCards(g, [name]);
}

describe('day and night (CR 730) with daybound (702.145)', () => {
  it('the game starts with neither; it becomes day as the first daybound permanent appears (702.145d)', () => {
    const g = game({ A: { battlefield: FOREST4, hand: ['Howlpack Piper'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(dayNight(g)).toBeNull();
    cast(g, 'Howlpack Piper');
    // A daybound spell on the stack is no permanent: still neither.
    expect(dayNight(g)).toBeNull();
    const mark = g.log.length;
    resolveStack(g);
    expect(dayNight(g)).toBe('day');
    expect(logTexts(g, mark)).toContain(
      'It becomes day (a permanent with daybound is on the battlefield) (CR 702.145d)',
    );
    expect(battlefield(g, 'A')).toContain('Howlpack Piper');
  });

  it('a game without daybound or nightbound never gets a designation (730.2c)', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] } });
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(dayNight(g)).toBeNull();
  });

  it('day becomes night in the untap step after a turn whose active player cast no spells (730.2a); the daybound permanent transforms, and "transforms into" triggers', () => {
    const g = piperOnTurnOne();
    // Turn 2's untap step looks at turn 1, when A cast a spell: still day.
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(dayNight(g)).toBe('day');
    expect(battlefield(g, 'A')).toContain('Howlpack Piper');
    // B casts nothing on turn 2, so turn 3 begins at night.
    const mark = g.log.length;
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(dayNight(g)).toBe('night');
    const log = logTexts(g, mark);
    expect(log).toContain('Day becomes night (B cast no spells during their turn) (CR 730.2a)');
    // CR 702.145c: a turn-based transformation, not a triggered ability: it happened in the untap step.
    expect(log).toContain('Howlpack Piper transforms into Wildsong Howler (CR 702.145c)');
    expect(battlefield(g, 'A')).toContain('Wildsong Howler');
    // "Whenever this creature enters or transforms into Wildsong Howler": on the stack in the upkeep.
    expect(g.state.stack).toHaveLength(1);
    passPriority(g);
    passPriority(g);
    takeOne(g, 'Silvercoat Lion');
    expect(hand(g, 'A')).toEqual(['Silvercoat Lion']);
    // The rest (five Lions) go to the bottom; the library is one card smaller.
    expect(library(g, 'A')).toHaveLength(LIONS.length - 1);
  });

  it('declining the reveal puts all six on the bottom in a random order', () => {
    const lib = ['Grizzly Bears', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Silvercoat Lion'];
    const g = piperOnTurnOne({ A: { battlefield: FOREST4, hand: ['Howlpack Piper'], library: lib } });
    passUntil(g, { turn: 3, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    // The top six (Lion and five Forests) went under the two cards that were below them.
    const now = library(g, 'A');
    expect(now).toHaveLength(lib.length);
    expect(now.slice(-2)).toEqual(['Grizzly Bears', 'Forest']);
    expect(now.slice(0, 6).sort()).toEqual(['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Silvercoat Lion']);
  });

  it('a creature card among them may be revealed; a noncreature card may not be chosen', () => {
    const lib = ['Forest', 'Forest', 'Forest', 'Grizzly Bears', 'Forest', 'Forest'];
    const g = piperOnTurnOne({ A: { battlefield: FOREST4, hand: ['Howlpack Piper'], library: lib } });
    passUntil(g, { turn: 3, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    expect(c?.kind === 'chooseCards' && c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Grizzly Bears']);
    chooseCards(g, ['Grizzly Bears']);
    expect(hand(g, 'A')).toEqual(['Grizzly Bears']);
  });

  it('night becomes day after a turn whose active player cast two or more spells (730.2b); nightbound permanents transform back (702.145f)', () => {
    const g = piperOnTurnOne({
      A: {
        battlefield: [...FOREST4, 'Mountain', 'Mountain'],
        hand: ['Howlpack Piper', 'Shock', 'Shock'],
        library: LIONS,
      },
    });
    passUntil(g, { turn: 3, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    expect(dayNight(g)).toBe('night');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    const mark = g.log.length;
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(dayNight(g)).toBe('day');
    const log = logTexts(g, mark);
    expect(log).toContain('Night becomes day (A cast 2 spells during their turn) (CR 730.2b)');
    expect(log).toContain('Wildsong Howler transforms into Howlpack Piper (CR 702.145f)');
    expect(battlefield(g, 'A')).toContain('Howlpack Piper');
  });

  it("only the previous turn's active player counts: spells the other player cast don't change it", () => {
    const g = piperOnTurnOne({
      B: { battlefield: ['Mountain', 'Mountain'], hand: ['Shock', 'Shock'] },
    });
    // Turn 2 is B's: B casts two spells, so day stays day (it takes a turn without spells to become night).
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(dayNight(g)).toBe('day');
    // Turn 3 is A's; A casts nothing, so turn 4 begins at night.
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(dayNight(g)).toBe('night');
    expect(battlefield(g, 'A')).toContain('Wildsong Howler');
  });

  it('once it has become day or night, it stays one of them after the daybound permanent is gone (730.1)', () => {
    const g = piperOnTurnOne({ B: { battlefield: ['Mountain'], hand: ['Shock'] } });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['Howlpack Piper'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Howlpack Piper');
    // B cast a spell on turn 2: still day on turn 3; A casts none on turn 3: night on turn 4.
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(dayNight(g)).toBe('day');
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(dayNight(g)).toBe('night');
  });

  it('one spell in a turn keeps night as night', () => {
    const g = piperOnTurnOne({
      A: { battlefield: [...FOREST4, 'Mountain'], hand: ['Howlpack Piper', 'Shock'], library: LIONS },
    });
    passUntil(g, { turn: 3, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(dayNight(g)).toBe('night');
  });

  it('a daybound card entering at night enters transformed (702.145b), and "enters or transforms into" triggers', () => {
    const g = piperOnTurnOne({
      A: {
        battlefield: [...FOREST4, 'Forest', 'Forest', 'Forest', 'Forest'],
        hand: ['Howlpack Piper', 'Howlpack Piper'],
        library: LIONS,
      },
    });
    passUntil(g, { turn: 3, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    takeOne(g, 'Silvercoat Lion');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    cast(g, 'Howlpack Piper');
    // CR 712.11: it is cast, and is on the stack, front face up.
    const spell = g.state.stack[0]!;
    expect(spell.kind === 'spell' && characteristics(g.state, spell.object).name).toBe('Howlpack Piper');
    const mark = g.log.length;
    passPriority(g);
    passPriority(g);
    const log = logTexts(g, mark);
    expect(log).toContain('It is night, so Howlpack Piper enters transformed (CR 702.145b)');
    expect(log).toContain("Wildsong Howler enters the battlefield under A's control");
    expect(battlefield(g, 'A').filter((n) => n === 'Wildsong Howler')).toHaveLength(2);
    // Its enters trigger is on the stack.
    expect(g.state.stack).toHaveLength(1);
    passPriority(g);
    passPriority(g);
    takeOne(g, 'Silvercoat Lion');
    // The turn's draw and two reveals: three Lions.
    expect(hand(g, 'A')).toEqual(['Silvercoat Lion', 'Silvercoat Lion', 'Silvercoat Lion']);
  });

  it('a nightbound permanent with neither designation and no daybound permanent makes it night (702.145g)', () => {
    const g = game({ A: { battlefield: ['Wing Shredder'] } });
    expect(dayNight(g)).toBe('night');
    expect(characteristics(g.state, obj(g, 'Wing Shredder').id).keywords).toEqual(['reach', 'nightbound']);
  });

  it("daybound permanents can't transform except due to daybound (702.145b): Moonmist transforms all Humans but not a Human Werewolf with daybound", () => {
    const g = piperOnTurnOne({
      A: { battlefield: [...FOREST4, 'Forest', 'Forest'], hand: ['Howlpack Piper', 'Moonmist'], library: LIONS },
    });
    cast(g, 'Moonmist');
    const mark = g.log.length;
    resolveStack(g);
    expect(logTexts(g, mark)).toContain(
      "Howlpack Piper can't transform except due to its daybound ability (CR 702.145b)",
    );
    expect(battlefield(g, 'A')).toContain('Howlpack Piper');
    expect(dayNight(g)).toBe('day');
  });

  it('other daybound werewolves follow day and night too: Tavern Ruffian and Bird Admirer', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Forest', 'Mountain'], hand: ['Tavern Ruffian', 'Bird Admirer'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Tavern Ruffian');
    resolveStack(g);
    expect(dayNight(g)).toBe('day');
    // A cast one spell on turn 1, B none on turn 2: night on turn 3.
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(dayNight(g)).toBe('night');
    expect(battlefield(g, 'A')).toContain('Tavern Smasher');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    cast(g, 'Bird Admirer');
    resolveStack(g);
    // Entered transformed at night: a 3/5 with reach.
    const shredder = obj(g, 'Wing Shredder');
    expect(characteristics(g.state, shredder.id).power).toBe(3);
    expect(characteristics(g.state, shredder.id).keywords).toEqual(['reach', 'nightbound']);
  });

  it("the back face is a 4/4 with nightbound and without the front face's activated ability", () => {
    const g = piperOnTurnOne();
    passUntil(g, { turn: 3, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    const howler = characteristics(g.state, obj(g, 'Wildsong Howler').id);
    expect(howler.abilities.some((a) => a.kind === 'activated')).toBe(false);
    expect(howler.keywords).toEqual(['nightbound']);
    expect(howler.power).toBe(4);
  });
});

describe("Howlpack Piper's activated ability", () => {
  function ready(handCards: string[]): Game {
    return game({ A: { battlefield: ['Howlpack Piper', ...FOREST4], hand: handCards, library: LIONS } });
  }

  it('a Werewolf put onto the battlefield untaps it; at day a daybound card enters front face up', () => {
    const g = ready(['Tavern Ruffian']);
    expect(dayNight(g)).toBe('day');
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Howlpack Piper');
    expect(isTapped(g, 'Howlpack Piper')).toBe(true);
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Tavern Ruffian']);
    expect(battlefield(g, 'A')).toContain('Tavern Ruffian');
    expect(isTapped(g, 'Howlpack Piper')).toBe(false);
    // Putting a card onto the battlefield is no spell: A cast nothing on turn 1.
    expect(g.state.players[0]!.spellsThisTurn).toBe(0);
  });

  it('a creature that is no Wolf or Werewolf leaves it tapped', () => {
    const g = ready(['Silvercoat Lion']);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Howlpack Piper');
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Silvercoat Lion']);
    expect(battlefield(g, 'A')).toContain('Silvercoat Lion');
    expect(isTapped(g, 'Howlpack Piper')).toBe(true);
  });

  it('"You may": declining puts nothing onto the battlefield and leaves it tapped', () => {
    const g = ready(['Tavern Ruffian']);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Howlpack Piper');
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    expect(hand(g, 'A')).toEqual(['Tavern Ruffian']);
    expect(isTapped(g, 'Howlpack Piper')).toBe(true);
  });

  it('"Activate only as a sorcery": not in the upkeep', () => {
    const g = ready(['Silvercoat Lion']);
    passUntil(g, { turn: 1, step: 'upkeep' });
    expect(g.state.pending?.kind === 'priority' && g.state.pending.actions.some((a) => a.kind === 'activate')).toBe(
      false,
    );
  });
});

describe('"This spell can\'t be countered" (CR 113.6g, 701.6a)', () => {
  it('is a property of the spell on the stack, which every counter effect checks', () => {
    const g = game({ A: { battlefield: [...FOREST4, 'Forest', 'Forest'], hand: ['Howlpack Piper', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Howlpack Piper');
    const piper = g.state.stack[0]!;
    if (piper.kind !== 'spell') throw new Error('expected a spell');
    expect(canBeCountered(g.state, piper.object)).toBe(false);
    resolveStack(g);
    cast(g, 'Grizzly Bears');
    const bears = g.state.stack[0]!;
    if (bears.kind !== 'spell') throw new Error('expected a spell');
    expect(canBeCountered(g.state, bears.object)).toBe(true);
  });
});

describe('day and night in the views', () => {
  it("is part of every player's view and of the status line", () => {
    const g = piperOnTurnOne();
    expect(viewFor(g.state, 1).dayNight).toBe('day');
    expect(renderBoard(viewFor(g.state, 0), 0)).toContain("Turn 1 · A's turn · precombat main phase · Day");
    const parsed = JSON.parse(JSON.stringify(g.state)) as typeof g.state;
    expect(parsed.dayNight).toBe('day');
  });
});

describe('the scenario example', () => {
  it('testWildsongHowlerTrigger: the night transforms one Piper, the second enters transformed; both trigger', () => {
    expect(exampleLine(TRANSFORM_EXAMPLES, 'testWildsongHowlerTrigger')).toMatch(/^PASS /);
  });
});
