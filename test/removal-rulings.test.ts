// Removal and counterspells of real decks, by their Gatherer rulings: "monocolored" (CR 105.2b: Ultimate Price),
// "its controller" of the object a spell acts on (CR 608.2h: Path to Exile, Vapor Snag), a countered spell exiled
// instead of put into a graveyard (Dissipate, Syncopate), and "look at the top three cards ... You may reveal an
// instant or sorcery card from among them and put it into your hand. Put the rest on the bottom of your library in any
// order" (Augur of Bolas).
import { describe, expect, it } from 'vitest';
import { characteristics, eventsFor } from '../src/engine/index.js';
import {
  answer,
  battlefield,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  library,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';

const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);

/** The targets offered for the pending target decision, by name. */
function legalTargets(g: Game): string[] {
  const c = g.state.pending;
  if (c?.kind !== 'target') throw new Error(`expected a target decision, found ${c?.kind ?? 'none'}`);
  return c.legal.map((r) => ('object' in r ? characteristics(g.state, r.object).name : '?')).sort();
}

describe('Ultimate Price: "Destroy target monocolored creature."', () => {
  it('ruling: a monocolored creature has exactly one color — not a two-color one, nor a colorless artifact creature', () => {
    const g = game({
      A: { hand: ['Ultimate Price'], battlefield: ['Swamp', 'Swamp'] },
      B: { battlefield: ['Grizzly Bears', 'Watchwolf', 'Ornithopter'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    answer(g, { kind: 'cast', card: g.state.players[0]!.hand[0]! });
    expect(legalTargets(g)).toEqual(['Grizzly Bears']);
  });
});

describe('"its controller" (CR 608.2h)', () => {
  it("Path to Exile: the exiled creature's controller may search for a basic land, put onto the battlefield tapped", () => {
    const g = game({
      A: { hand: ['Path to Exile'], battlefield: ['Plains'] },
      B: { battlefield: ['Grizzly Bears'], library: ['Forest', 'Island', 'Mountain'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Path to Exile', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    // B, the creature's controller, is asked.
    expect(g.state.pending).toMatchObject({ kind: 'yesNo', player: seatId('B') });
    answer(g, { kind: 'yes' }, 'B');
    chooseCards(g, ['Island']);
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'B')).toEqual(['Island']);
    expect(obj(g, 'Island').tapped).toBe(true);
    expect(library(g, 'B').sort()).toEqual(['Forest', 'Mountain']);
  });

  it("ruling: the controller isn't required to search; if they don't, they don't shuffle", () => {
    const g = game({
      A: { hand: ['Path to Exile'], battlefield: ['Plains'] },
      B: { battlefield: ['Grizzly Bears'], library: ['Forest', 'Island', 'Mountain'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Path to Exile', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' }, 'B');
    expect(battlefield(g, 'B')).toEqual([]);
    expect(library(g, 'B')).toEqual(['Forest', 'Island', 'Mountain']);
    expect(eventsFor(g.log.slice(mark), 0).some((e) => e.text.includes('shuffles'))).toBe(false);
  });

  it("ruling: if the creature is an illegal target as Path resolves, the spell doesn't resolve and nobody searches", () => {
    const g = game({
      A: { hand: ['Path to Exile'], battlefield: ['Plains'] },
      B: { hand: ['Unsummon'], battlefield: ['Grizzly Bears', 'Island'], library: ['Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Path to Exile', { targets: ['Grizzly Bears'] });
    passPriority(g);
    cast(g, 'Unsummon', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
    expect(library(g, 'B')).toEqual(['Forest']);
    expect(graveyard(g, 'A')).toEqual(['Path to Exile']);
  });

  it("Vapor Snag: the creature returns to its owner's hand and its controller loses 1 life", () => {
    const g = game({ A: { hand: ['Vapor Snag'], battlefield: ['Island'] }, B: { battlefield: ['Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Vapor Snag', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
    expect(life(g, 'B')).toBe(19);
    expect(life(g, 'A')).toBe(20);
  });
});

describe('Dissipate: "If that spell is countered this way, exile it instead of putting it into its owner\'s graveyard."', () => {
  it('ruling: the card does not go to the graveyard before being exiled', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain'] },
      B: { hand: ['Dissipate'], battlefield: ['Island', 'Island', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    passPriority(g);
    cast(g, 'Dissipate', { targets: ['Shock'] });
    resolveStack(g);
    expect(exiled(g)).toEqual(['Shock']);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(life(g, 'B')).toBe(20);
    expect(g.log.some((e) => e.text === 'Shock is countered by Dissipate and exiled')).toBe(true);
  });

  it('Syncopate: countered unless its controller pays {X}; paid, the spell stays', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain', 'Mountain'] },
      B: { hand: ['Syncopate'], battlefield: ['Island', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    passPriority(g);
    cast(g, 'Syncopate', { targets: ['Shock'], x: 1 });
    passPriority(g);
    passPriority(g);
    // A may pay {1}: A declines, and Shock is exiled.
    expect(g.state.pending).toMatchObject({ kind: 'yesNo', player: seatId('A') });
    answer(g, { kind: 'no' });
    resolveStack(g);
    expect(exiled(g)).toEqual(['Shock']);
    expect(life(g, 'B')).toBe(20);
  });
});

describe('Augur of Bolas', () => {
  it('an instant or sorcery card among the top three may go to the hand; the rest go to the bottom in the order chosen', () => {
    const g = game({
      A: {
        hand: ['Augur of Bolas'],
        battlefield: ['Island', 'Island'],
        library: ['Plains', 'Plains', 'Forest', 'Shock', 'Swamp'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Augur of Bolas');
    resolveStack(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Shock']);
    chooseCards(g, ['Forest']);
    expect(hand(g, 'A')).toEqual(['Shock']);
    // Forest first, then Swamp under it.
    expect(library(g, 'A')).toEqual(['Swamp', 'Forest', 'Plains', 'Plains']);
  });

  it('ruling: with fewer than three cards in the library, it looks at those that remain', () => {
    const g = game({ A: { hand: ['Augur of Bolas'], battlefield: ['Island', 'Island'], library: ['Forest'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Augur of Bolas');
    resolveStack(g);
    expect(library(g, 'A')).toEqual(['Forest']);
    expect(g.state.over).toBe(false);
  });
});
