// Planeswalkers compiled from their Oracle text: loyalty abilities ("+2: ...", "−1: ...", "0: ...", "−X: ...", CR
// 606) read with their loyalty costs and played through real game actions — cast from the hand they enter with their
// printed loyalty (CR 209.1, 306.5b), one loyalty ability a turn at sorcery speed (606.3), damage removes loyalty
// (120.3c), 0 loyalty puts them into the graveyard (704.5i). Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { compiledCardNames } from '../src/cards/index.js';
import { characteristics } from '../src/engine/index.js';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import {
  activate,
  battlefield,
  canActivate,
  cast,
  chooseCards,
  game,
  graveyard,
  handSize,
  keywords,
  library,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  stack,
  type Game,
} from './helpers/harness.js';

const loyalty = (g: Game, name: string) => obj(g, name).counters.loyalty ?? 0;
const JACE = 'Jace Beleren';

describe('loyalty abilities compiled from Oracle text (CR 606)', () => {
  it('"+2: ...", "−1: ...", "−10: ..." read as loyalty costs and render back with the minus sign', () => {
    const v = compileAndVerify({
      name: JACE,
      typeLine: 'Legendary Planeswalker — Jace',
      manaCost: '{1}{U}{U}',
      loyalty: '3',
      oracleText:
        '+2: Each player draws a card.\n−1: Target player draws a card.\n−10: Target player mills twenty cards.',
    });
    expect(v.verified).toBe(true);
    const costs = v.result.ok ? v.result.abilities.map((a) => (a.kind === 'activated' ? a.costs : [])) : [];
    expect(costs).toEqual([
      [{ kind: 'loyalty', change: 2 }],
      [{ kind: 'loyalty', change: -1 }],
      [{ kind: 'loyalty', change: -10 }],
    ]);
    expect(compiledCardNames().has(JACE)).toBe(true);
  });

  it('a planeswalker without a printed number for its loyalty, or a loyalty cost on a non-planeswalker, is refused', () => {
    const x = compileAndVerify({
      name: 'Test Walker',
      typeLine: 'Legendary Planeswalker — Jace',
      manaCost: '{X}{U}',
      loyalty: 'X',
      oracleText: '+1: Draw a card.',
    });
    expect(x.compiled).toBe(false);
    expect(x.result.ok ? '' : x.result.reason).toBe('loyalty not supported: "X"');
    const creature = compileAndVerify({
      name: 'Test Creature',
      typeLine: 'Creature — Human',
      manaCost: '{U}',
      power: '1',
      toughness: '1',
      oracleText: '+1: Draw a card.',
    });
    expect(creature.compiled).toBe(false);
  });

  it('cast from the hand, it enters with its printed loyalty (CR 306.5b); +2 adds loyalty as a cost (606.4)', () => {
    const g = game({
      A: { hand: [JACE], battlefield: ['Island', 'Island', 'Island'] },
      B: { library: ['Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, JACE);
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain(JACE);
    expect(loyalty(g, JACE)).toBe(3);
    const [handA, handB] = [handSize(g, 'A'), handSize(g, 'B')];
    activate(g, JACE, 0);
    expect(loyalty(g, JACE)).toBe(5);
    expect(stack(g)).toHaveLength(1);
    resolveTop(g);
    expect([handSize(g, 'A'), handSize(g, 'B')]).toEqual([handA + 1, handB + 1]);
  });

  it("606.3: one loyalty ability of a permanent a turn, only at sorcery speed, only on its controller's turn", () => {
    const g = game({ A: { battlefield: [JACE] } });
    passUntil(g, { turn: 1, step: 'upkeep' });
    expect(canActivate(g, JACE, 1)).toBe(false);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, JACE, 1, ['B']);
    resolveTop(g);
    expect(loyalty(g, JACE)).toBe(2);
    expect(canActivate(g, JACE, 0)).toBe(false);
    expect(canActivate(g, JACE, 1)).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canActivate(g, JACE, 0)).toBe(false);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(canActivate(g, JACE, 0)).toBe(true);
  });

  it("606.6: −10 needs ten loyalty counters; Jace Beleren's ruling: with fewer than twenty cards, all are milled", () => {
    const g = game({
      A: { battlefield: [{ name: JACE, counters: { loyalty: 9 } }] },
      B: { library: ['Forest', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canActivate(g, JACE, 2)).toBe(false);
    const h = game({
      A: { battlefield: [{ name: JACE, counters: { loyalty: 10 } }] },
      B: { library: ['Forest', 'Forest', 'Forest'] },
    });
    passUntil(h, { turn: 1, step: 'precombat_main' });
    activate(h, JACE, 2, ['B']);
    // CR 704.5i: at 0 loyalty it goes to the graveyard before the ability resolves; the ability still resolves.
    expect(graveyard(h, 'A')).toEqual([JACE]);
    resolveTop(h);
    expect(library(h, 'B')).toEqual([]);
    expect(graveyard(h, 'B')).toEqual(['Forest', 'Forest', 'Forest']);
  });

  it('120.3c: damage dealt to it removes loyalty counters; at 0 it is put into the graveyard (704.5i)', () => {
    const g = game({
      A: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      B: { battlefield: [{ name: JACE, counters: { loyalty: 5 } }] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: [JACE] });
    resolveStack(g);
    expect(loyalty(g, JACE)).toBe(2);
    expect(battlefield(g, 'B')).toContain(JACE);
    const h = game({
      A: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      B: { battlefield: [JACE] },
    });
    passUntil(h, { turn: 1, step: 'precombat_main' });
    cast(h, 'Lightning Bolt', { targets: [JACE] });
    resolveStack(h);
    expect(battlefield(h, 'B')).not.toContain(JACE);
    expect(graveyard(h, 'B')).toEqual([JACE]);
  });

  it('605.1a: a loyalty ability that adds mana is no mana ability — it uses the stack (Chandra, Novice Pyromancer)', () => {
    const CHANDRA = 'Chandra, Novice Pyromancer';
    expect(compiledCardNames().has(CHANDRA)).toBe(true);
    const g = game({ A: { battlefield: [CHANDRA] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, CHANDRA, 1);
    expect(loyalty(g, CHANDRA)).toBe(4);
    expect(stack(g)).toHaveLength(1);
    expect(g.state.players[0]!.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    resolveTop(g);
    expect(g.state.players[0]!.pool.R).toBe(2);
  });
});

const ELSPETH = "Elspeth, Sun's Champion";

describe("emblems compiled from a loyalty ability's text (CR 114): Elspeth, Sun's Champion", () => {
  it('her +1 makes three Soldiers; her −3 destroys each creature with power 4 or greater, hers and theirs', () => {
    const g = game({
      A: { battlefield: [ELSPETH, 'Colossal Dreadmaw'] },
      B: { battlefield: ['Grizzly Bears', 'Colossal Dreadmaw'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, ELSPETH, 0);
    resolveTop(g);
    expect(battlefield(g, 'A').filter((n) => n === 'Soldier')).toHaveLength(3);
    expect(loyalty(g, ELSPETH)).toBe(5);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    activate(g, ELSPETH, 1);
    resolveTop(g);
    expect(loyalty(g, ELSPETH)).toBe(2);
    expect(graveyard(g, 'A')).toEqual(['Colossal Dreadmaw']);
    expect(graveyard(g, 'B')).toEqual(['Colossal Dreadmaw']);
    expect(battlefield(g, 'B')).toContain('Grizzly Bears');
  });

  it('−7: the emblem\'s "Creatures you control get +2/+2 and have flying." works from the command zone after she is gone, on creatures that enter later too (114.4)', () => {
    const g = game({
      A: {
        battlefield: [{ name: ELSPETH, counters: { loyalty: 7 } }, 'Grizzly Bears', 'Forest', 'Forest'],
        hand: ['Grizzly Bears'],
      },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, ELSPETH, 2);
    expect(graveyard(g, 'A')).toEqual([ELSPETH]);
    expect(pt(g, 'Grizzly Bears', { controller: 'A' })).toBe('2/2');
    resolveTop(g);
    expect(g.state.command).toHaveLength(1);
    expect(pt(g, 'Grizzly Bears', { controller: 'A' })).toBe('4/4');
    expect(keywords(g, 'Grizzly Bears', { controller: 'A' })).toContain('flying');
    expect(pt(g, 'Grizzly Bears', { controller: 'B' })).toBe('2/2');
    expect(keywords(g, 'Grizzly Bears', { controller: 'B' })).not.toContain('flying');
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(objs(g, 'Grizzly Bears', { controller: 'A' }).map((o) => characteristics(g.state, o.id).power)).toEqual([
      4, 4,
    ]);
  });
});

describe('"<creatures> get +N/+N and have <keywords>" as one static sentence (the emblem\'s words, also lords\')', () => {
  it('Always Watching: "Nontoken creatures you control get +1/+1 and have vigilance." — not tokens, not theirs', () => {
    expect(compiledCardNames().has('Always Watching')).toBe(true);
    const g = game({
      A: { battlefield: ['Always Watching', 'Grizzly Bears', { name: ELSPETH, counters: { loyalty: 4 } }] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, ELSPETH, 0);
    resolveTop(g);
    expect(pt(g, 'Grizzly Bears', { controller: 'A' })).toBe('3/3');
    expect(keywords(g, 'Grizzly Bears', { controller: 'A' })).toContain('vigilance');
    expect(pt(g, 'Grizzly Bears', { controller: 'B' })).toBe('2/2');
    for (const s of objs(g, 'Soldier')) expect(characteristics(g.state, s.id).power).toBe(1);
  });
});

describe('"<player> sacrifices a creature [of their choice]" (CR 701.21a): the edicts', () => {
  it('Diabolic Edict: the target player chooses which of their creatures to sacrifice as it resolves', () => {
    expect(compiledCardNames().has('Diabolic Edict')).toBe(true);
    const g = game({
      A: { hand: ['Diabolic Edict'], battlefield: ['Swamp', 'Swamp', 'Grizzly Bears'] },
      B: { battlefield: ['Grizzly Bears', 'Colossal Dreadmaw', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Diabolic Edict', { targets: ['B'] });
    passPriority(g);
    passPriority(g);
    expect(g.state.pending?.kind === 'chooseCards' && g.state.pending.player).toBe(1);
    chooseCards(g, ['Grizzly Bears']);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'B')).toEqual(['Colossal Dreadmaw', 'Forest']);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
  });

  it('Innocent Blood: each player chooses, the active player first (CR 101.4); a player with no creature sacrifices nothing', () => {
    const g = game({
      A: { hand: ['Innocent Blood'], battlefield: ['Swamp', 'Grizzly Bears'] },
      B: { battlefield: ['Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Innocent Blood');
    passPriority(g);
    passPriority(g);
    chooseCards(g, ['Grizzly Bears']);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears', 'Innocent Blood']);
    expect(battlefield(g, 'B')).toEqual(['Forest']);
    const h = game({
      A: { battlefield: ['Swamp', 'Grizzly Bears'] },
      B: { hand: ['Innocent Blood'], battlefield: ['Swamp', 'Silvercoat Lion', 'Colossal Dreadmaw'] },
    });
    passUntil(h, { turn: 2, step: 'precombat_main' });
    cast(h, 'Innocent Blood');
    passPriority(h);
    passPriority(h);
    // B is the active player: B chooses first, then A.
    expect(h.state.pending?.kind === 'chooseCards' && h.state.pending.player).toBe(1);
    chooseCards(h, ['Silvercoat Lion']);
    expect(h.state.pending?.kind === 'chooseCards' && h.state.pending.player).toBe(0);
    // Nothing is sacrificed before every choice is made: they go at the same time.
    expect(battlefield(h, 'B')).toContain('Silvercoat Lion');
    chooseCards(h, ['Grizzly Bears']);
    expect(graveyard(h, 'B')).toEqual(['Silvercoat Lion', 'Innocent Blood']);
    expect(graveyard(h, 'A')).toEqual(['Grizzly Bears']);
  });
});
