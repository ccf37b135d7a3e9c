// npm run bench: random-vs-random games between mono-red and mono-green, 100-turn cap, seeded.
// Prints games per second, decisions per second, average turns and actions per game, and the time to copy a
// mid-game state. `--json` prints the same as one JSON object.
import { performance } from 'node:perf_hooks';
import { RandomPlayer } from '../ai/random-player.js';
import { playGame } from '../ai/runner.js';
import { loadCards } from '../cards/index.js';
import { loadDeck } from '../decks/index.js';
import { deepCopy, type GameState } from '../engine/index.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

loadCards();
const games = arg('--games', 300);
const seed = arg('--seed', 1);
const json = process.argv.includes('--json');
// Random players never float mana, so passing for them when passing is all they could do changes no game; it only
// saves the decisions. `--no-auto-pass` asks them every time.
const autoPass = !process.argv.includes('--no-auto-pass');
const red = loadDeck('mono-red').main;
const green = loadDeck('mono-green').main;
const config = (s: number) => ({
  seed: s,
  players: [
    { name: 'Red', library: red, autoPass },
    { name: 'Green', library: green, autoPass },
  ],
});

// Warm-up so the JIT has compiled the hot paths before timing.
for (let i = 0; i < 10; i++) playGame(config(10_000 + i), [new RandomPlayer(i), new RandomPlayer(i + 1)]);

let turns = 0;
let decisions = 0;
let midGame: GameState | null = null;
const t0 = performance.now();
for (let i = 0; i < games; i++) {
  const r = playGame(config(seed + i), [new RandomPlayer(seed + i), new RandomPlayer(seed + i + 7919)], {
    onEvents: (_e, st) => {
      if (!midGame && i === 0 && st.turn.number === 8) midGame = st;
    },
    log: false,
  });
  turns += r.turns;
  decisions += r.decisions;
}
const secs = (performance.now() - t0) / 1000;

// Snapshot: an independent deep copy of a mid-game state (states are immutable, so keeping one is free; this is the
// price of a copy that may be mutated, e.g. for serialization or an external search).
const snap = midGame ?? createFallback();
const reps = 2000;
const s0 = performance.now();
for (let i = 0; i < reps; i++) deepCopy(snap);
const snapshotMicros = ((performance.now() - s0) * 1000) / reps;

function createFallback(): GameState {
  return playGame(config(seed), [new RandomPlayer(1), new RandomPlayer(2)], { maxTurns: 8 }).state;
}

const result = {
  games,
  seed,
  gamesPerSecond: round(games / secs),
  decisionsPerSecond: round(decisions / secs),
  avgTurns: round(turns / games),
  avgActions: round(decisions / games),
  snapshotMicros: round(snapshotMicros),
};
function round(n: number): number {
  return Math.round(n * 100) / 100;
}
if (json) console.log(JSON.stringify(result));
else {
  console.log(
    `${games} games (mono-red vs mono-green, random players, seed ${seed}, 100-turn cap) in ${secs.toFixed(2)} s`,
  );
  console.log(`games/s:          ${result.gamesPerSecond}`);
  console.log(`decisions/s:      ${result.decisionsPerSecond}`);
  console.log(`avg turns/game:   ${result.avgTurns}`);
  console.log(`avg actions/game: ${result.avgActions}`);
  console.log(`snapshot (deep copy of a turn-8 state): ${result.snapshotMicros} µs`);
}
