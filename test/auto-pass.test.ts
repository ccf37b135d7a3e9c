// Passing automatically (CR 117.3-117.4): a player who has chosen to pass whenever passing (and mana abilities) is
// all they could do plays exactly the game of a player who is asked each time and passes then. The engine keeps what
// it found a player could do from step to step while nothing it depends on changes; these games check that against a
// fresh look at every use (verifyKeptValues).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RandomPlayer } from '../src/ai/random-player.js';
import { loadCards } from '../src/cards/index.js';
import { loadDeck } from '../src/decks/index.js';
import { apply, createGame, viewFor, type GameConfig, type GameState } from '../src/engine/index.js';
import { keptActionsUnlessOnlyPass } from '../src/engine/rules/cr117-priority.js';
import { verifyKeptValues } from '../src/engine/verify.js';
import { Tx } from '../src/engine/tx.js';

loadCards();

function config(seed: number, autoPass: boolean, a: string, b: string): GameConfig {
  return {
    seed,
    players: [
      { name: 'A', library: loadDeck(a).main, autoPass },
      { name: 'B', library: loadDeck(b).main, autoPass },
    ],
  };
}

/** Plays `turns` turns with random players, every decision a call of `apply`; with `passForThem`, a priority decision
 * offering only passing and mana abilities is answered "pass" without asking the player. Returns the game's log. */
function play(cfg: GameConfig, turns: number, passForThem: boolean): { text: string[]; state: GameState } {
  const players = [new RandomPlayer(cfg.seed), new RandomPlayer(cfg.seed + 1)];
  let state = createGame(cfg).state;
  const text: string[] = [];
  while (!state.over && state.pending && state.turn.number <= turns) {
    const c = state.pending;
    const p = c.player;
    const onlyPass = c.kind === 'priority' && c.actions.every((a) => a.kind === 'pass' || a.kind === 'activateMana');
    const seen = state;
    const a = passForThem && onlyPass ? { kind: 'pass' as const } : players[p]!.decide(c, () => viewFor(seen, p));
    const r = apply(state, p, a);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) text.push(e.text);
    state = r.state;
  }
  // The log up to where the next turn begins (the last apply may have gone further into it in one game than the other).
  const next = text.findIndex((t) => t.startsWith(`Turn ${turns + 1}:`));
  return { text: next < 0 ? text : text.slice(0, next), state };
}

/** Player A with Hammer of Bogardan in the graveyard ("{2}{R}{R}{R}: Return this card from your graveyard to your
 * hand. Activate only during your upkeep.") and five Mountains; both players pass automatically. */
function hammerGame(startingPlayer: number): GameConfig {
  return {
    seed: 5,
    openingHands: false,
    shuffle: false,
    startingPlayer,
    players: [
      {
        name: 'A',
        library: Array.from({ length: 20 }, () => 'Mountain'),
        graveyard: ['Hammer of Bogardan'],
        battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        autoPass: true,
      },
      { name: 'B', library: Array.from({ length: 20 }, () => 'Forest'), autoPass: true },
    ],
  };
}

describe('passing automatically (CR 117.3-117.4)', () => {
  beforeAll(() => verifyKeptValues(true));
  afterAll(() => verifyKeptValues(false));

  it.each([
    [1, 'mono-red', 'mono-green'],
    [2, 'mono-green', 'mono-red'],
    [3, 'sagas', 'scrivener'],
    [4, 'scrivener', 'mono-red'],
  ])('seed %i, %s vs %s: the same game as passing by hand whenever only passing is offered', (seed, a, b) => {
    const auto = play(config(seed, true, a, b), 15, false);
    const byHand = play(config(seed, false, a, b), 15, true);
    expect(auto.text.length).toBeGreaterThan(100);
    expect(byHand.text).toEqual(auto.text);
  });

  it('an ability that may be activated only during its controller’s upkeep is offered then and only then', () => {
    // Player A, with Hammer of Bogardan in the graveyard and five Mountains, is asked only in their own upkeep.
    let state = createGame(hammerGame(1)).state;
    const asked: string[] = [];
    while (state.pending && state.turn.number <= 5) {
      const c = state.pending;
      if (c.kind === 'priority' && c.player === 0)
        asked.push(`${state.turn.number} ${state.turn.step} ${c.actions.map((a) => a.kind).join(',')}`);
      const r = apply(state, c.player, c.kind === 'priority' ? { kind: 'pass' } : { kind: 'keep' });
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    // A's turns are 2 and 4 (B starts): A is asked in each upkeep (the ability) and main phase (a land drawn), and
    // in no other step.
    const at = (x: string) => x.split(' ').slice(0, 2).join(' ');
    expect(asked.map(at)).toEqual([
      '2 upkeep',
      '2 precombat_main',
      '2 postcombat_main',
      '4 upkeep',
      '4 precombat_main',
      '4 postcombat_main',
    ]);
    expect(asked.filter((x) => x.split(' ')[2]!.split(',').includes('activate')).map(at)).toEqual([
      '2 upkeep',
      '4 upkeep',
    ]);
  });

  it('what was found in one step is not used in another when a condition looked at the step', () => {
    const state = createGame(hammerGame(0)).state;
    expect(state.turn.step).toBe('upkeep');
    // In one transaction, with nothing written between: the upkeep offers the ability, the draw step nothing.
    const tx = new Tx(state, []);
    expect(keptActionsUnlessOnlyPass(tx, 0)?.some((a) => a.kind === 'activate')).toBe(true);
    tx.s.turn.step = 'draw';
    expect(keptActionsUnlessOnlyPass(tx, 0)).toBeNull();
    tx.s.turn.step = 'upkeep';
    expect(keptActionsUnlessOnlyPass(tx, 0)?.some((a) => a.kind === 'activate')).toBe(true);
  });
});
