// Looking at and revealing a hand (CR 402.3, 701.20a): "Target player reveals their hand. You choose a nonland card
// from it. That player discards that card." (Thoughtseize, Inquisition of Kozilek, Duress) and "Look at target
// player's hand." (Gitaxian Probe). What each player may see while it happens, and after, is checked on their views
// and on the events they are told. The cases follow the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor, type GameState, type PlayerId } from '../src/engine/index.js';
import {
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  life,
  logTexts,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  type Game,
  type Seat,
} from './helpers/harness.js';

/** The names of `whose` hand as `viewer` sees it ('' for a card they can't see), sorted. */
function handSeenBy(state: GameState, viewer: Seat, whose: Seat): string[] {
  const v = viewFor(state, seatId(viewer));
  return v.players[seatId(whose)]!.hand.map((id) => v.objects[id]?.def ?? '?').sort();
}

/** The cards A is asked to choose among, by name. */
function choiceOffered(g: Game): string[] {
  const c = g.state.pending;
  if (c?.kind !== 'chooseCards') throw new Error(`expected a choice of cards, found ${c?.kind ?? 'none'}`);
  return c.cards.map((id) => g.state.objects[id]!.def).sort();
}

/** Both players pass priority: the spell on top of the stack resolves (up to a decision it asks for). */
function passBoth(g: Game): void {
  passPriority(g);
  passPriority(g);
}

const opponentHand = ['Grizzly Bears', 'Lightning Bolt', 'Forest', 'Day of Judgment'];

describe('Thoughtseize: the hand is revealed, a nonland card chosen and discarded (CR 701.20a, 701.9b)', () => {
  const setup = (): Game => {
    const g = game({ A: { hand: ['Thoughtseize'], battlefield: ['Swamp'] }, B: { hand: opponentHand } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Thoughtseize', { targets: ['B'] });
    passBoth(g);
    return g;
  };

  it('the caster chooses among the nonland cards; that player discards it; the caster loses 2 life', () => {
    const g = setup();
    expect(choiceOffered(g)).toEqual(['Day of Judgment', 'Grizzly Bears', 'Lightning Bolt']);
    expect(logTexts(g)).toContain(
      'B reveals their hand: Grizzly Bears, Lightning Bolt, Forest, Day of Judgment (CR 701.20a)',
    );
    chooseCards(g, ['Day of Judgment']);
    expect(graveyard(g, 'B')).toEqual(['Day of Judgment']);
    expect(hand(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears', 'Lightning Bolt']);
    expect(life(g, 'A')).toBe(18);
    expect(graveyard(g, 'A')).toEqual(['Thoughtseize']);
  });

  it('the revealed hand is seen by every player while the choice is made, and hidden again after', () => {
    const g = setup();
    expect(handSeenBy(g.state, 'A', 'B')).toEqual([...opponentHand].sort());
    chooseCards(g, ['Lightning Bolt']);
    expect(handSeenBy(g.state, 'A', 'B')).toEqual(['', '', '']);
    expect(handSeenBy(g.state, 'B', 'B')).toEqual(['Day of Judgment', 'Forest', 'Grizzly Bears']);
  });

  it('ruling: targeting yourself, you reveal your entire hand to the other players', () => {
    const g = game({ A: { hand: ['Thoughtseize', 'Shock', 'Plains'], battlefield: ['Swamp'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(handSeenBy(g.state, 'B', 'A')).toEqual(['', '', '']);
    cast(g, 'Thoughtseize', { targets: ['A'] });
    passBoth(g);
    expect(handSeenBy(g.state, 'B', 'A')).toEqual(['Plains', 'Shock']);
    chooseCards(g, ['Shock']);
    expect(graveyard(g, 'A').sort()).toEqual(['Shock', 'Thoughtseize']);
    expect(life(g, 'A')).toBe(18);
  });

  it("ruling: the life loss is part of the spell's effect — countered, Thoughtseize costs no life", () => {
    const g = game({
      A: { hand: ['Thoughtseize'], battlefield: ['Swamp'] },
      B: { hand: ['Cancel', 'Grizzly Bears'], battlefield: ['Island', 'Island', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Thoughtseize', { targets: ['B'] });
    passPriority(g);
    cast(g, 'Cancel', { targets: ['Thoughtseize'] });
    resolveStack(g);
    expect(life(g, 'A')).toBe(20);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
  });

  it('with no card of the kind in the hand, the hand is revealed and nothing is discarded', () => {
    const g = game({ A: { hand: ['Duress'], battlefield: ['Swamp'] }, B: { hand: ['Grizzly Bears', 'Forest'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Duress', { targets: ['B'] });
    resolveStack(g);
    // Duress: "You choose a noncreature, nonland card from it."
    expect(g.state.pending?.kind).toBe('priority');
    expect(logTexts(g)).toContain('B reveals their hand: Grizzly Bears, Forest (CR 701.20a)');
    expect(hand(g, 'B')).toEqual(['Grizzly Bears', 'Forest']);
  });

  it('Inquisition of Kozilek: only a nonland card with mana value 3 or less may be chosen', () => {
    const g = game({
      A: { hand: ['Inquisition of Kozilek'], battlefield: ['Swamp'] },
      B: { hand: opponentHand },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Inquisition of Kozilek', { targets: ['B'] });
    passBoth(g);
    // Day of Judgment has mana value 4.
    expect(choiceOffered(g)).toEqual(['Grizzly Bears', 'Lightning Bolt']);
  });
});

describe("Gitaxian Probe: look at target player's hand (CR 402.3)", () => {
  const told = (g: Game, p: PlayerId): string[] => eventsFor(g.log, p).map((e) => e.text);

  it('the cards are told to the caster alone; the caster draws a card', () => {
    const g = game({
      A: { hand: ['Gitaxian Probe'], battlefield: ['Island'] },
      B: { hand: ['Grizzly Bears', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Gitaxian Probe', { targets: ['B'] });
    resolveStack(g);
    expect(told(g, seatId('A'))).toContain("A looks at B's hand: Grizzly Bears, Forest");
    expect(told(g, seatId('B'))).toContain("A looks at B's hand");
    expect(told(g, seatId('B')).join('\n')).not.toContain('Grizzly Bears');
    expect(handSeenBy(g.state, 'A', 'B')).toEqual(['', '']);
    expect(hand(g, 'A')).toEqual(['Plains']);
  });

  it('ruling: the target player may have no cards in hand; the caster still draws a card', () => {
    const g = game({ A: { hand: ['Gitaxian Probe'], battlefield: ['Island'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Gitaxian Probe', { targets: ['B'] });
    resolveStack(g);
    expect(logTexts(g)).toContain("A looks at B's hand: no cards (CR 402.3)");
    expect(hand(g, 'A')).toEqual(['Plains']);
  });
});
