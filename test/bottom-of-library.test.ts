// "Put target attacking creature on the bottom of its owner's library" (Condemn) and "Put all creatures on the bottom
// of their owners' libraries" (Terminus): CR 401.4, each owner ordering their own cards, unrevealed. Cases from the
// cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { viewFor } from '../src/engine/index.js';
import {
  attack,
  battlefield,
  cast,
  chooseCards,
  game,
  library,
  life,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
} from './helpers/harness.js';

describe("putting permanents on the bottom of their owners' libraries (CR 401.4)", () => {
  it("Condemn: the attacking creature goes to the bottom of its owner's library; its controller gains life equal to its toughness", () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { hand: ['Condemn'], battlefield: ['Plains'] },
    });
    attack(g, ['Grizzly Bears']);
    passPriority(g);
    cast(g, 'Condemn', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Grizzly Bears');
    expect(library(g, 'A')[0]).toBe('Grizzly Bears');
    // Ruling: the creature's last known existence on the battlefield gives its toughness.
    expect(life(g, 'A')).toBe(22);
  });

  it('Terminus: every creature goes to the bottom; each owner orders their own, hidden from the others', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Llanowar Elves', ...Array(6).fill('Plains')], hand: ['Terminus'] },
      B: { battlefield: ['Giant Spider'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Terminus');
    passPriority(g);
    passPriority(g);
    // A puts Llanowar Elves first: the next one, Grizzly Bears, goes under it.
    const p = g.state.pending;
    expect(p?.kind === 'chooseCards' && p.player).toBe(seatId('A'));
    chooseCards(g, ['Llanowar Elves']);
    resolveStack(g);
    expect(battlefield(g, 'A').filter((n) => n !== 'Plains')).toEqual([]);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(library(g, 'A').slice(0, 2)).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    expect(library(g, 'B')[0]).toBe('Giant Spider');
    // Library cards are hidden from every player (CR 401.2).
    const bottom = g.state.players[seatId('A')]!.library[0]!;
    expect(viewFor(g.state, seatId('A')).objects[bottom] ?? null).toBeNull();
    expect(viewFor(g.state, seatId('B')).objects[bottom] ?? null).toBeNull();
  });
});
