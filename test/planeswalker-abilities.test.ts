// Planeswalker abilities compiled from Oracle text, played through real game actions: Xenagos, the Reveler's "+1: Add X
// mana in any combination of {R} and/or {G}, where X is the number of creatures you control." (a loyalty ability is
// never a mana ability, CR 605.1a: the combination is chosen as it resolves, 106.1, 608.2d) and "−6: Exile the top
// seven cards of your library. You may put any number of creature and/or land cards from among them onto the
// battlefield." (the cards exiled, "them", CR 608.2c; chosen as it resolves and entering together, 614.12); Liliana
// Vess's "−2: Search your library for a card, then shuffle and put that card on top." (CR 701.23a) and "−8: Put all
// creature cards from all graveyards onto the battlefield under your control." (CR 110.2a); Jace, Memory Adept's "−7:
// Any number of target players each draw twenty cards." (CR 601.2c).
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  battlefield,
  game,
  handSize,
  obj,
  passUntil,
  resolveTop,
  type Game,
} from './helpers/harness.js';

const XENAGOS = 'Xenagos, the Reveler';
const LILIANA = 'Liliana Vess';
const JACE = 'Jace, Memory Adept';
const poolOf = (g: Game) => g.state.players[0]!.pool;

describe('Xenagos, the Reveler', () => {
  it('+1: X mana in any combination of {R} and/or {G}, X the creatures A controls as it resolves', () => {
    const g = game({ A: { battlefield: [XENAGOS, 'Grizzly Bears', 'Hill Giant', 'Raging Goblin'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, XENAGOS, 0);
    resolveTop(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseManaCombination');
    if (c?.kind !== 'chooseManaCombination') return;
    expect([c.amount, [...c.types]]).toEqual([3, ['R', 'G']]);
    answer(g, { kind: 'manaCombination', mana: ['R', 'G', 'G'] });
    expect([poolOf(g).R, poolOf(g).G]).toEqual([1, 2]);
  });

  it('+1 with no creatures adds nothing', () => {
    const g = game({ A: { battlefield: [XENAGOS] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, XENAGOS, 0);
    resolveTop(g);
    expect(g.state.pending?.kind).toBe('priority');
    expect([poolOf(g).R, poolOf(g).G]).toEqual([0, 0]);
  });

  it('−6: the top seven cards are exiled; any number of the creature and land cards among them enter', () => {
    const g = game({
      A: {
        battlefield: [{ name: XENAGOS, counters: { loyalty: 6 } }],
        library: [
          'Forest',
          'Forest',
          'Grizzly Bears',
          'Lightning Bolt',
          'Forest',
          'Hill Giant',
          'Mountain',
          'Giant Growth',
          'Raging Goblin',
        ],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, XENAGOS, 2);
    expect(battlefield(g, 'A')).not.toContain(XENAGOS); // 0 loyalty (CR 704.5i)
    resolveTop(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    if (c?.kind !== 'chooseCards') return;
    // The seven exiled: Raging Goblin, Giant Growth, Mountain, Hill Giant, Forest, Lightning Bolt, Grizzly Bears.
    const names = c.cards.map((id) => g.state.objects[id]!.def).sort();
    expect(names).toEqual(['Forest', 'Grizzly Bears', 'Hill Giant', 'Mountain', 'Raging Goblin']);
    const pick = c.cards.filter((id) => ['Raging Goblin', 'Mountain', 'Hill Giant'].includes(g.state.objects[id]!.def));
    answer(g, { kind: 'cards', cards: pick });
    expect(battlefield(g, 'A').sort()).toEqual(['Hill Giant', 'Mountain', 'Raging Goblin']);
    expect(g.state.exile.map((id) => g.state.objects[id]!.def).sort()).toEqual([
      'Forest',
      'Giant Growth',
      'Grizzly Bears',
      'Lightning Bolt',
    ]);
    expect(g.state.players[0]!.library.length).toBe(2);
  });
});

describe('Liliana Vess', () => {
  it('−2: search for a card, then shuffle and put that card on top (CR 701.23a): it is the next card drawn', () => {
    const g = game({
      A: { battlefield: [LILIANA], library: ['Forest', 'Grizzly Bears', 'Forest', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, LILIANA, 1);
    resolveTop(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    if (c?.kind !== 'chooseCards') return;
    expect(c.cards).toHaveLength(5);
    answer(g, { kind: 'cards', cards: c.cards.filter((id) => g.state.objects[id]!.def === 'Grizzly Bears') });
    const lib = g.state.players[0]!.library;
    expect(lib).toHaveLength(5);
    expect(g.state.objects[lib[lib.length - 1]!]!.def).toBe('Grizzly Bears');
  });

  it("−8: all creature cards from all graveyards enter under her controller's control, other cards stay", () => {
    const g = game({
      A: { battlefield: [{ name: LILIANA, counters: { loyalty: 8 } }], graveyard: ['Grizzly Bears', 'Lightning Bolt'] },
      B: { graveyard: ['Hill Giant', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, LILIANA, 2);
    resolveTop(g);
    expect(battlefield(g, 'A').sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
    expect(obj(g, 'Hill Giant').owner).toBe(1);
    expect(g.state.players[0]!.graveyard.map((id) => g.state.objects[id]!.def).sort()).toEqual([
      'Lightning Bolt',
      LILIANA,
    ]);
    expect(g.state.players[1]!.graveyard.map((id) => g.state.objects[id]!.def)).toEqual(['Forest']);
  });
});

describe('Jace, Memory Adept', () => {
  const twenty = Array.from({ length: 25 }, () => 'Island');
  it('−7: any number of target players each draw twenty cards (CR 601.2c: a variable number of targets)', () => {
    const g = game({
      A: { battlefield: [{ name: JACE, counters: { loyalty: 7 } }], library: twenty },
      B: { library: twenty },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, JACE, 2, ['A', 'B']);
    resolveTop(g);
    expect([handSize(g, 'A'), handSize(g, 'B')]).toEqual([20, 20]);
  });

  it('−7 with only the opponent chosen: only they draw', () => {
    const g = game({
      A: { battlefield: [{ name: JACE, counters: { loyalty: 7 } }], library: twenty },
      B: { library: twenty },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, JACE, 2, ['B', null]);
    resolveTop(g);
    expect([handSize(g, 'A'), handSize(g, 'B')]).toEqual([0, 20]);
  });
});
