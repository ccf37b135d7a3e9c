// Jace, the Mind Sculptor's look at another player's library (CR 401.2: the card is seen by its controller alone) and
// his ultimate; piles (CR 700.3): Liliana of the Veil's "Separate all permanents target player controls into two
// piles" and Fact or Fiction's "An opponent separates those cards into two piles". Cases from the Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../src/engine/index.js';
import {
  activate,
  answer,
  attempt,
  battlefield,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  lands,
  library,
  obj,
  passUntil,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';

const loyalty = (g: Game, name: string) => obj(g, name).counters.loyalty ?? 0;

/** A activates a loyalty ability of the planeswalker targeting player B. */
function activateAtB(g: Game, walker: string, n: number): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  activate(g, walker, n, [{ player: seatId('B') }]);
}

describe('Jace, the Mind Sculptor: "+2: Look at the top card of target player\'s library. You may put that card on the bottom of that player\'s library."', () => {
  const setup = () =>
    game({
      A: { battlefield: ['Jace, the Mind Sculptor'] },
      // The library lists its top card last.
      B: { library: ['Island', 'Island', 'Forest', 'Lightning Bolt'] },
    });

  it('A sees the card alone and may put it on the bottom; it stays the same card in the same library (CR 401.4)', () => {
    const g = setup();
    activateAtB(g, 'Jace, the Mind Sculptor', 0);
    const from = g.log.length;
    const top = obj(g, 'Lightning Bolt', { zone: 'library' }).id;
    resolveStackUntilChoice(g);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', player: seatId('A'), cards: [top], min: 0, max: 1 });
    // The look is told to A with the card's name, to B without it.
    const told = g.log.slice(from);
    expect(eventsFor(told, seatId('A')).some((e) => e.text.includes('Lightning Bolt'))).toBe(true);
    expect(eventsFor(told, seatId('B')).some((e) => e.text.includes('Lightning Bolt'))).toBe(false);
    chooseCards(g, ['Lightning Bolt']);
    resolveStack(g);
    expect(library(g, 'B')).toEqual(['Lightning Bolt', 'Island', 'Island', 'Forest']);
    expect(g.state.players[seatId('B')]!.library[0]).toBe(top);
    expect(loyalty(g, 'Jace, the Mind Sculptor')).toBe(5);
  });

  it('A may leave it on top', () => {
    const g = setup();
    activateAtB(g, 'Jace, the Mind Sculptor', 0);
    resolveStackUntilChoice(g);
    chooseCards(g, []);
    resolveStack(g);
    expect(library(g, 'B')).toEqual(['Island', 'Island', 'Forest', 'Lightning Bolt']);
  });
});

describe('Jace, the Mind Sculptor: "−12: Exile all cards from target player\'s library, then that player shuffles their hand into their library."', () => {
  it("B's library is exiled and B's hand becomes B's library", () => {
    const g = game({
      A: { battlefield: ['Jace, the Mind Sculptor'] },
      B: { library: ['Island', 'Forest', 'Swamp'], hand: ['Grizzly Bears', 'Shock'] },
    });
    const jace = obj(g, 'Jace, the Mind Sculptor').id;
    g.state = {
      ...g.state,
      objects: g.state.objects.map((o) => (o && o.id === jace ? { ...o, counters: { loyalty: 12 } } : o)),
    };
    activateAtB(g, 'Jace, the Mind Sculptor', 3);
    resolveStack(g);
    expect(g.state.exile.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Forest', 'Island', 'Swamp']);
    expect(hand(g, 'B')).toEqual([]);
    expect(library(g, 'B').sort()).toEqual(['Grizzly Bears', 'Shock']);
    expect(graveyard(g, 'A')).toEqual(['Jace, the Mind Sculptor']);
  });
});

describe('Liliana of the Veil: "−6: Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of their choice." (CR 700.3)', () => {
  const setup = () => {
    const g = game({
      A: { battlefield: ['Liliana of the Veil'] },
      B: { battlefield: ['Grizzly Bears', 'Serra Angel', 'Forest'] },
    });
    const lili = obj(g, 'Liliana of the Veil').id;
    g.state = {
      ...g.state,
      objects: g.state.objects.map((o) => (o && o.id === lili ? { ...o, counters: { loyalty: 6 } } : o)),
    };
    activateAtB(g, 'Liliana of the Veil', 2);
    resolveStackUntilChoice(g);
    return g;
  };

  it('A separates, B chooses the pile B sacrifices', () => {
    const g = setup();
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', player: seatId('A'), min: 0, max: 3 });
    chooseCards(g, ['Serra Angel']);
    expect(g.state.pending).toMatchObject({ kind: 'chooseMode', player: seatId('B') });
    answer(g, { kind: 'mode', mode: 1 });
    expect(battlefield(g, 'B')).toEqual(['Serra Angel']);
    expect(graveyard(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears']);
  });

  it('ruling: a pile may be empty — B may choose it and sacrifice nothing', () => {
    const g = setup();
    chooseCards(g, []);
    answer(g, { kind: 'mode', mode: 0 });
    expect(battlefield(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears', 'Serra Angel']);
  });

  it('a pile that is not offered is refused and nothing changes', () => {
    const g = setup();
    chooseCards(g, ['Forest']);
    const before = g.state;
    const r = attempt(g, 'B', { kind: 'mode', mode: 2 });
    expect(r.ok).toBe(false);
    expect(g.state).toBe(before);
  });
});

describe('Fact or Fiction: "An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard."', () => {
  it('B separates the five revealed cards, A chooses the pile for the hand; the other goes to the graveyard', () => {
    const g = game({
      A: {
        hand: ['Fact or Fiction'],
        battlefield: lands('Island', 4),
        library: ['Plains', 'Swamp', 'Shock', 'Grizzly Bears', 'Serra Angel', 'Lightning Bolt'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Fact or Fiction');
    resolveStackUntilChoice(g);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', player: seatId('B'), min: 0, max: 5 });
    chooseCards(g, ['Lightning Bolt', 'Serra Angel']);
    expect(g.state.pending).toMatchObject({ kind: 'chooseMode', player: seatId('A') });
    answer(g, { kind: 'mode', mode: 1 });
    resolveStack(g);
    expect(hand(g, 'A').sort()).toEqual(['Grizzly Bears', 'Shock', 'Swamp']);
    expect(graveyard(g, 'A').sort()).toEqual(['Fact or Fiction', 'Lightning Bolt', 'Serra Angel']);
    expect(library(g, 'A')).toEqual(['Plains']);
  });
});

/** Passes priority until the stack resolves into a decision other than priority. */
function resolveStackUntilChoice(g: Game): void {
  for (let i = 0; i < 10 && g.state.pending?.kind === 'priority'; i++) answer(g, { kind: 'pass' });
}

describe('The top of a library revealed and sorted (CR 701.20a)', () => {
  it('Mulch: "Put all land cards revealed this way into your hand and the rest into your graveyard" — seen by every player', () => {
    const g = game({
      A: {
        hand: ['Mulch'],
        battlefield: ['Forest', 'Forest'],
        library: ['Plains', 'Plains', 'Forest', 'Grizzly Bears', 'Swamp', 'Shock'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const from = g.log.length;
    cast(g, 'Mulch');
    resolveStack(g);
    expect(hand(g, 'A').sort()).toEqual(['Forest', 'Swamp']);
    expect(graveyard(g, 'A').sort()).toEqual(['Grizzly Bears', 'Mulch', 'Shock']);
    expect(library(g, 'A')).toEqual(['Plains', 'Plains']);
    const told = eventsFor(g.log.slice(from), seatId('B'));
    expect(told.some((e) => e.text.includes('reveals Shock, Swamp, Grizzly Bears, Forest'))).toBe(true);
  });

  it('Grisly Salvage: "You may put a creature or land card from among them into your hand" — only those are offered, and none may be taken', () => {
    const setup = () => {
      const g = game({
        A: {
          hand: ['Grisly Salvage'],
          battlefield: ['Swamp', 'Forest'],
          library: ['Plains', 'Shock', 'Grizzly Bears', 'Lightning Bolt', 'Forest', 'Giant Growth'],
        },
      });
      passUntil(g, { turn: 1, step: 'precombat_main' });
      cast(g, 'Grisly Salvage');
      resolveStackUntilChoice(g);
      return g;
    };
    const g = setup();
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', min: 0, max: 1 });
    const offered = g.state.pending?.kind === 'chooseCards' ? g.state.pending.cards : [];
    expect(offered.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Forest', 'Grizzly Bears']);
    chooseCards(g, ['Grizzly Bears']);
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Grizzly Bears']);
    expect(graveyard(g, 'A').sort()).toEqual(['Forest', 'Giant Growth', 'Grisly Salvage', 'Lightning Bolt', 'Shock']);
    expect(library(g, 'A')).toEqual(['Plains']);

    const h = setup();
    chooseCards(h, []);
    resolveStack(h);
    expect(hand(h, 'A')).toEqual([]);
    expect(graveyard(h, 'A')).toHaveLength(6);
  });
});
