// CR 400.2, 401.2, 402.3: a player's view, and the events they are told, carry nothing from which a hidden card could
// be worked out. The property: whatever the hidden cards were (which card is where in each library, which are in
// another player's hand), a player's view of the game is the same, byte for byte.
import { beforeAll, describe, expect, it } from 'vitest';
import { RandomPlayer } from '../src/ai/random-player.js';
import { Rng } from '../src/ai/rng.js';
import { loadCards } from '../src/cards/index.js';
import { loadDeck } from '../src/decks/index.js';
import {
  allCards,
  apply,
  createGame,
  eventsFor,
  viewFor,
  type GameObject,
  type GameState,
  type LoggedEvent,
  type PlayerId,
} from '../src/engine/index.js';

beforeAll(() => loadCards());

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Which records a player may not see, by the rules themselves (the test's own reading, not the engine's): every
 * card in a library (CR 401.2), another player's hand but for a card revealed from it (402.3), a card exiled face
 * down (406.3a) — as it is now, or as a past incarnation last was. */
function hiddenTo(o: Readonly<GameObject>, viewer: PlayerId, over = false): boolean {
  if (o.zone === 'library') return true;
  if (o.zone === 'hand') return o.owner !== viewer && !o.revealed;
  // CR 708.5: a face-down spell or permanent another player controls, until it is revealed as it leaves (708.9) or
  // the game ends.
  if (o.zone === 'battlefield' || o.zone === 'stack')
    return o.faceDown && !o.revealed && o.controller !== viewer && !over;
  return o.zone === 'exile' && o.faceDown;
}

/** A copy of the state in which every card hidden from `viewer` is another of the same owner's hidden cards, and each
 * library (and each other player's hand) is in another order. */
function otherHiddenCards(state: GameState, viewer: PlayerId, rng: Rng): GameState {
  const s = JSON.parse(JSON.stringify(state)) as Mutable<GameState>;
  const objects = s.objects as (Mutable<GameObject> | null)[];
  const shown = new Set(s.pending?.player === viewer && s.pending.kind === 'chooseCards' ? s.pending.cards : []);
  for (const pl of s.players) {
    const hidden = objects.filter(
      (o): o is Mutable<GameObject> =>
        o !== null && o.owner === pl.id && hiddenTo(o, viewer, s.over) && !shown.has(o.id),
    );
    const faces = rng.shuffle(hidden.map((o) => ({ def: o.def, card: o.card, face: o.face })));
    hidden.forEach((o, i) => Object.assign(o, faces[i]));
    const p = pl as Mutable<typeof pl>;
    if (!s.pending || s.pending.player !== viewer || s.pending.kind !== 'chooseCards')
      p.library = rng.shuffle(p.library.slice());
    if (pl.id !== viewer) {
      // The hidden cards of the hand change places; cards revealed from it keep theirs.
      const spots = p.hand
        .map((id, i) => (objects[id] && hiddenTo(objects[id], viewer) ? i : -1))
        .filter((i) => i >= 0);
      const moved = rng.shuffle(spots.map((i) => p.hand[i]!));
      const hand = p.hand.slice();
      spots.forEach((spot, k) => (hand[spot] = moved[k]!));
      p.hand = hand;
    }
  }
  return s;
}

function randomDeck(rng: Rng, pool: readonly string[]): string[] {
  const lands = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
  const deck: string[] = [];
  for (let i = 0; i < 17; i++) deck.push(lands[rng.int(lands.length)]!);
  for (let i = 0; i < 23; i++) deck.push(pool[rng.int(pool.length)]!);
  return deck;
}

/** Plays a game between random players, calling `look` before every decision and `told` with every answer's events. */
function play(
  decks: readonly (readonly string[])[],
  seed: number,
  look: (s: GameState) => void,
  told: (before: GameState, events: readonly LoggedEvent[], after: GameState) => void,
  maxDecisions = 1500,
): void {
  let state = createGame({
    seed,
    players: decks.map((library, i) => ({ name: 'ABCDEF'[i]!, library })),
  }).state;
  const players = decks.map((_, i) => new RandomPlayer(seed + i));
  let decisions = 0;
  while (!state.over && state.turn.number <= 25 && decisions < maxDecisions) {
    look(state);
    const c = state.pending!;
    const r = apply(
      state,
      c.player,
      players[c.player]!.decide(c, () => viewFor(state, c.player)),
    );
    if (!r.ok) expect.fail(r.error.message);
    told(state, r.events, r.state);
    state = r.state;
    decisions++;
  }
}

function sameViewWhateverTheHiddenCards(state: GameState, rng: Rng): void {
  for (const viewer of state.players.map((pl) => pl.id)) {
    const view = JSON.stringify(viewFor(state, viewer));
    const other = JSON.stringify(viewFor(otherHiddenCards(state, viewer, rng), viewer));
    if (view !== other) expect.fail(`player ${viewer}'s view tells the hidden cards at decision ${state.decisions}`);
  }
}

describe('a view tells nothing of the hidden cards (CR 400.2)', () => {
  it('has no seed, no RNG state, no replay base; libraries are placeholders in no order', () => {
    const deck = loadDeck('mono-red').main;
    const { state } = createGame({
      seed: 7,
      players: [
        { name: 'A', library: deck },
        { name: 'B', library: deck },
      ],
    });
    const view = viewFor(state, 0);
    expect(view.seed).toBe(0);
    expect(view.rng).toBe(0);
    expect(view.resume).toBeNull();
    for (const pl of view.players) {
      expect(pl.library.length).toBe(state.players[pl.id]!.library.length);
      for (const id of pl.library) {
        expect(view.objects[id]!.def).toBe('');
        expect(view.objects[id]!.card).toBe(-1);
        // The placeholders are the view's own ids: none is a real card's.
        expect(id).toBeGreaterThanOrEqual(state.objects.length);
      }
    }
    // The opponent's hand: as many placeholders; my own hand: my real cards.
    expect(view.players[1]!.hand.every((id) => view.objects[id]!.def === '')).toBe(true);
    expect(view.players[0]!.hand).toEqual(state.players[0]!.hand);
    // No record of a hidden card is in the view, as it is or as it was.
    for (const o of state.objects) if (o && hiddenTo(o, 0)) expect(view.objects[o.id]).toBeNull();
  });

  it('every view of games between the built-in decks is the same whatever the hidden cards were', () => {
    const rng = new Rng(11);
    for (const [a, b, seed] of [
      ['mono-red', 'mono-green', 1],
      ['sagas', 'scrivener', 2],
    ] as const)
      play(
        [loadDeck(a).main, loadDeck(b).main],
        seed,
        (s) => sameViewWhateverTheHiddenCards(s, rng),
        () => {},
      );
  });

  it('every view of games between random decks of every playable card is the same whatever the hidden cards were', () => {
    const pool = allCards()
      .filter((c) => !c.types.includes('Land') && !c.token)
      .map((c) => c.name);
    const rng = new Rng(5);
    for (let g = 0; g < 4; g++) {
      const decks = [randomDeck(rng, pool), randomDeck(rng, pool)] as const;
      play(
        decks,
        100 + g,
        (s) => sameViewWhateverTheHiddenCards(s, rng),
        () => {},
      );
    }
  });

  it('every view of games between decks of morph cards is the same whatever the face-down cards were (CR 708.5)', () => {
    const morph = allCards()
      .filter((c) =>
        c.abilities.some((a) => a.kind === 'castKeyword' && (a.keyword === 'morph' || a.keyword === 'megamorph')),
      )
      .map((c) => c.name);
    const rng = new Rng(7);
    let faceDown = 0;
    for (let g = 0; g < 2; g++) {
      const decks = [randomDeck(rng, morph), randomDeck(rng, morph)] as const;
      play(
        decks,
        200 + g,
        (s) => {
          if (s.battlefield.some((id) => s.objects[id]!.faceDown)) faceDown++;
          sameViewWhateverTheHiddenCards(s, rng);
        },
        () => {},
      );
    }
    expect(faceDown).toBeGreaterThan(0);
  });

  it('every view of a four-player game of random decks is the same whatever the hidden cards were', () => {
    const pool = allCards()
      .filter((c) => !c.types.includes('Land') && !c.token)
      .map((c) => c.name);
    const rng = new Rng(23);
    const decks = [0, 1, 2, 3].map(() => randomDeck(rng, pool));
    let looked = 0;
    play(
      decks,
      300,
      (s) => {
        looked++;
        sameViewWhateverTheHiddenCards(s, rng);
      },
      () => {},
      400,
    );
    expect(looked).toBeGreaterThan(100);
  });
});

describe('the events a player is told (eventsFor)', () => {
  it('a card the opponent moves from their library to their hand (a tutor) is not named to its opponent', () => {
    const tutorDeck = [...Array<string>(20).fill('Swamp'), ...Array<string>(20).fill('Demonic Tutor')];
    let searches = 0;
    for (let seed = 1; seed <= 6; seed++)
      play(
        [tutorDeck, tutorDeck],
        seed,
        () => {},
        (_before, events) => {
          for (const e of events) {
            const ev = e.event;
            if (ev.kind !== 'zoneChange' || ev.from !== 'library' || ev.to !== 'hand') continue;
            searches++;
            const owner = ev.owner;
            const mine = eventsFor([e], owner)[0]!;
            const theirs = eventsFor([e], 1 - owner)[0]!;
            expect(mine.text).toContain(ev.name);
            expect(theirs.text).not.toContain(ev.name);
            expect(theirs.text).toMatch(/puts a card from their library into their hand/);
            expect(theirs.event).toMatchObject({ kind: 'zoneChange', name: '', object: -1, newObject: null });
          }
        },
      );
    expect(searches).toBeGreaterThan(0);
  });
});
