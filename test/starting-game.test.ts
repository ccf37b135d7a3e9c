// CR 103: starting the game — opening hands and the London mulligan; and the engine's promises that a game is
// a pure function of its seed and answers, and that its state survives serialization.
import { describe, expect, it } from 'vitest';
import { loadDeck } from '../src/decks/index.js';
import { apply, createGame, type Answer, type GameConfig, type GameState } from '../src/engine/index.js';
import { answer, battlefield, decision, game, graveyard, handSize, library, wrap } from './helpers/harness.js';
import { eagerAnswer } from './helpers/policy.js';

const DECK_SIZE = loadDeck('mono-red').main.length;

function deckConfig(seed: number, startingPlayer?: number): GameConfig {
  return {
    seed,
    players: [
      { name: 'A', library: loadDeck('mono-red').main },
      { name: 'B', library: loadDeck('mono-green').main },
    ],
    ...(startingPlayer === undefined ? {} : { startingPlayer }),
  };
}

/** Plays `n` decisions with the eager policy; returns the states and the answers given. */
function play(start: GameState, n: number): { state: GameState; answers: Answer[]; texts: string[] } {
  let state = start;
  const answers: Answer[] = [];
  const texts: string[] = [];
  for (let i = 0; i < n && !state.over && state.pending; i++) {
    const a = eagerAnswer(state, state.pending);
    const r = apply(state, state.pending.player, a);
    if (!r.ok) throw new Error(`refused ${JSON.stringify(a)}: ${r.error.message}`);
    answers.push(a);
    texts.push(...r.events.map((e) => e.text));
    state = r.state;
  }
  return { state, answers, texts };
}

describe('opening hands (CR 103.4)', () => {
  it('CR 103.4: each player draws seven cards; the starting player declares first (CR 103.5)', () => {
    const { state } = createGame(deckConfig(7, 1));
    const g = wrap(state);
    expect(handSize(g, 'A')).toBe(7);
    expect(handSize(g, 'B')).toBe(7);
    expect(library(g, 'A')).toHaveLength(DECK_SIZE - 7);
    expect(decision(g)).toBe('B mulligan');
    answer(g, { kind: 'keep' });
    expect(decision(g)).toBe('A mulligan');
    answer(g, { kind: 'keep' });
    expect(g.state.turn.number).toBe(1);
    expect(g.state.turn.active).toBe(1);
    expect(decision(g)).toBe('B priority');
    expect(handSize(g, 'A')).toBe(7);
    expect(handSize(g, 'B')).toBe(7);
  });

  it('CR 103.1: the starting player is chosen by the seeded RNG when not given, the same for the same seed', () => {
    const starts = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      const a = createGame(deckConfig(seed)).state.turn.active;
      expect(createGame(deckConfig(seed)).state.turn.active).toBe(a);
      starts.add(a);
    }
    expect(starts).toEqual(new Set([0, 1]));
  });
});

describe('the London mulligan (CR 103.5)', () => {
  it("CR 103.5: a mulligan is a new seven, then one card of the player's choice goes to the bottom; then they decide again", () => {
    const { state } = createGame(deckConfig(3, 0));
    const g = wrap(state);
    const firstHand = g.state.players[0]!.hand.slice();
    answer(g, { kind: 'mulligan' }); // A
    expect(decision(g)).toBe('B mulligan');
    answer(g, { kind: 'keep' }); // B keeps seven
    expect(handSize(g, 'B')).toBe(7);
    // A's hand went back and A drew seven new cards (new objects, CR 400.7) ...
    expect(handSize(g, 'A')).toBe(7);
    expect(g.state.players[0]!.hand.some((id) => firstHand.includes(id))).toBe(false);
    expect(g.state.players[0]!.mulligans).toBe(1);
    // ... and, as part of taking the mulligan, puts one of them on the bottom before deciding again.
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    if (c?.kind !== 'chooseCards') return;
    expect([c.player, c.min, c.max]).toEqual([0, 1, 1]);
    const bottom = c.cards[3]!;
    const bottomCard = g.state.objects[bottom]!.card;
    answer(g, { kind: 'cards', cards: [bottom] });
    expect(handSize(g, 'A')).toBe(6);
    expect(library(g, 'A')).toHaveLength(DECK_SIZE - 6);
    // The bottom of the library is its first element (the top is the last).
    const lib = g.state.players[0]!.library;
    expect(g.state.objects[lib[0]!]!.card).toBe(bottomCard);
    expect(decision(g)).toBe('A mulligan');
    answer(g, { kind: 'keep' });
    expect(handSize(g, 'A')).toBe(6);
    expect(decision(g)).toBe('A priority');
  });

  it('CR 103.5: a second mulligan puts two cards on the bottom', () => {
    const { state } = createGame(deckConfig(5, 0));
    const g = wrap(state);
    answer(g, { kind: 'mulligan' });
    answer(g, { kind: 'keep' });
    let c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the bottom choice');
    answer(g, { kind: 'cards', cards: c.cards.slice(0, 1) });
    answer(g, { kind: 'mulligan' });
    expect(g.state.players[0]!.mulligans).toBe(2);
    c = g.state.pending;
    expect(c?.kind === 'chooseCards' && [c.min, c.max]).toEqual([2, 2]);
    if (c?.kind !== 'chooseCards') return;
    answer(g, { kind: 'cards', cards: c.cards.slice(0, 2) });
    answer(g, { kind: 'keep' });
    expect(handSize(g, 'A')).toBe(5);
    expect(handSize(g, 'B')).toBe(7);
    expect(library(g, 'A')).toHaveLength(DECK_SIZE - 5);
  });

  it('CR 103.5: choosing the wrong number of cards to put on the bottom is refused', () => {
    const { state } = createGame(deckConfig(5, 0));
    const g = wrap(state);
    answer(g, { kind: 'mulligan' });
    answer(g, { kind: 'keep' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the bottom choice');
    const r = apply(g.state, 0, { kind: 'cards', cards: c.cards.slice(0, 2) });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
  });
});

describe('the first decision', () => {
  it('CR 704.5j, 603.3b: createGame stops at a first decision that arises in the middle of an operation', () => {
    // Two copies of a legend set up on the battlefield: the first state-based action check asks which to keep.
    const g = game({ A: { battlefield: ['Isamaru, Hound of Konda', 'Isamaru, Hound of Konda'] } });
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    expect(c?.player).toBe(0);
    expect(g.state.resume).not.toBeNull();
    // The decision survives serialization, and answering it continues the game.
    const copy = wrap(JSON.parse(JSON.stringify(g.state)) as GameState);
    for (const h of [g, copy]) {
      const keep = h.state.pending?.kind === 'chooseCards' ? h.state.pending.cards[0]! : -1;
      answer(h, { kind: 'cards', cards: [keep] });
      expect(decision(h)).toBe('A priority');
      expect(battlefield(h, 'A')).toEqual(['Isamaru, Hound of Konda']);
      expect(graveyard(h, 'A')).toEqual(['Isamaru, Hound of Konda']);
    }
    expect(JSON.stringify(copy.state)).toBe(JSON.stringify(g.state));
  });

  it('CR 603.3b: createGame stops at an order-triggers decision on turn 1', () => {
    const g = game({ A: { battlefield: ['Phyrexian Arena', 'Phyrexian Arena'] } });
    expect(decision(g)).toBe('A orderTriggers');
    answer(g, { kind: 'order', order: [0, 1] });
    expect(g.state.stack).toHaveLength(2);
    expect(decision(g)).toBe('A priority');
  });
});

describe('determinism and serialization', () => {
  it('the same seed and the same answers give the identical state', () => {
    const a = play(createGame(deckConfig(42)).state, 600);
    const b = play(createGame(deckConfig(42)).state, 600);
    expect(a.state.turn.number).toBeGreaterThan(4); // the run covers several turns of play
    expect(b.answers).toEqual(a.answers);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    expect(b.texts).toEqual(a.texts);
  });

  it('a different seed shuffles differently (the seed is what decides)', () => {
    const a = createGame(deckConfig(42, 0)).state;
    const b = createGame(deckConfig(43, 0)).state;
    const order = (s: GameState) => s.players[0]!.library.map((id) => s.objects[id]!.card);
    expect(order(b)).not.toEqual(order(a));
  });

  it('JSON round trip: continuing a deserialized state gives the same result as continuing the original', () => {
    const mid = play(createGame(deckConfig(9)).state, 200).state;
    const copy = JSON.parse(JSON.stringify(mid)) as GameState;
    expect(copy).toEqual(mid);
    const a = play(mid, 400);
    const b = play(copy, 400);
    expect(b.answers).toEqual(a.answers);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
  });

  it('JSON round trip in the middle of an operation (a spell waiting for its target) resumes identically', () => {
    let state = createGame(deckConfig(11)).state;
    for (let i = 0; i < 2000 && !(state.resume && state.pending?.kind === 'target'); i++) {
      const r = apply(state, state.pending!.player, eagerAnswer(state, state.pending!));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(state.resume).not.toBeNull();
    expect(state.pending?.kind).toBe('target');
    const copy = JSON.parse(JSON.stringify(state)) as GameState;
    const a = play(state, 300);
    const b = play(copy, 300);
    expect(JSON.stringify(b.state)).toBe(JSON.stringify(a.state));
    expect(b.texts).toEqual(a.texts);
  });

  it('apply never modifies the state it is given', () => {
    const start = createGame(deckConfig(21)).state;
    const before = JSON.stringify(start);
    play(start, 300);
    expect(JSON.stringify(start)).toBe(before);
  });
});
