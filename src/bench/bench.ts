// npm run bench: random-vs-random games between mono-red and mono-green, 100-turn cap, seeded, timed after a warm-up.
// Prints games per second in one thread (wall clock, and per CPU second), decisions per second, average turns and
// actions per game, the time to copy a mid-game state, and games per second when the same games are played across
// `--workers N` worker threads (default: one per core; `--workers 1` skips that run). `--json` prints the same as
// one JSON object.
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { GamePool, moduleBeside } from '../ai/parallel.js';
import { playGame } from '../ai/runner.js';
import { loadCards } from '../cards/index.js';
import { loadDeck } from '../decks/index.js';
import { deepCopy, type GameState } from '../engine/index.js';
import {
  parseFormat,
  parsePlayerCount,
  parsePositiveInt,
  parseSeed,
  scriptOption,
  seedRunError,
} from '../cli/options.js';
import { benchConfig, benchPlayers, setupGame, type BenchGames } from './bench-games.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

const games = scriptOption(process.argv, '--games', 300, parsePositiveInt);
// Game i uses seed + i: every one a 32-bit seed.
const seed = scriptOption(process.argv, '--seed', 1, parseSeed);
const seeds = seedRunError(seed, games);
if (seeds !== null) {
  process.stderr.write(`${seeds}\n`);
  process.exit(2);
}
loadCards();
const json = process.argv.includes('--json');
// Random players never float mana, so passing for them when passing is all they could do changes no game; it only
// saves the decisions. `--no-auto-pass` asks them every time.
const autoPass = !process.argv.includes('--no-auto-pass');
const workersAsked = arg('--workers', availableParallelism());
if (!Number.isSafeInteger(workersAsked) || workersAsked < 1)
  throw new Error('--workers must be a whole number of at least 1');
const workers = Math.min(workersAsked, games);
// `--players N`: free-for-all games of N players (CR 806), mono-red and mono-green in turn around the table.
const players = scriptOption(process.argv, '--players', 2, parsePlayerCount);
// `--format commander`: Commander games (CR 903) between the built-in Commander decks, red-green and white-black.
const commander = scriptOption(process.argv, '--format', 'constructed', parseFormat) === 'commander';
const [redDeck, greenDeck] = commander
  ? [loadDeck('commander-gruul'), loadDeck('commander-orzhov')]
  : [loadDeck('mono-red'), loadDeck('mono-green')];
const benchGames: BenchGames = {
  seed,
  autoPass,
  red: redDeck.main,
  green: greenDeck.main,
  players,
  ...(commander ? { commanders: [redDeck.commanders, greenDeck.commanders] as const } : {}),
};
const config = (s: number) => benchConfig(benchGames, s);

// Warm-up: games of other seeds for `--warmup` seconds before timing, so that what is timed is the engine's steady
// pace and not the JIT's: V8 goes on compiling the hot paths in the background for about the first five seconds of
// play, and games played meanwhile run on slower code.
const warmupSeconds = arg('--warmup', 5);
if (!(warmupSeconds >= 0)) throw new Error('--warmup must be a number of seconds (0 or more)');
let warmupGames = 0;
// `--warmup 0` plays none: the first timed game then meets the engine cold.
for (const w0 = performance.now(); performance.now() - w0 < warmupSeconds * 1000; warmupGames++)
  playGame(config(10_000 + warmupGames), benchPlayers(benchGames, warmupGames), { log: false });

let turns = 0;
let decisions = 0;
let midGame: GameState | null = null;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
for (let i = 0; i < games; i++) {
  const g = setupGame(benchGames, i);
  const r = playGame(g.config, g.players, {
    onEvents: (_e, st) => {
      if (!midGame && i === 0 && st.turn.number === 8) midGame = st;
    },
    log: false,
  });
  turns += r.turns;
  decisions += r.decisions;
}
const secs = (performance.now() - t0) / 1000;
// CPU time (user + system) of the whole process, which plays in this thread only: a machine shared with other work
// slows the wall clock but much less the CPU time each game takes.
const cpu = process.cpuUsage(cpu0);
const cpuSecs = (cpu.user + cpu.system) / 1e6;

// Snapshot: an independent deep copy of a mid-game state (states are immutable, so keeping one is free; this is the
// price of a copy that may be mutated, e.g. for serialization or an external search).
const snap = midGame ?? createFallback();
const reps = 2000;
const s0 = performance.now();
for (let i = 0; i < reps; i++) deepCopy(snap);
const snapshotMicros = ((performance.now() - s0) * 1000) / reps;

function createFallback(): GameState {
  return playGame(config(seed), benchPlayers(benchGames, 1), { maxTurns: 8 }).state;
}

// The same games across worker threads. Each worker first plays other games so that, as in the single-thread run, the
// clock starts with the cards loaded and the hot paths compiled.
let parallel: { workers: number; gamesPerSecond: number; decisionsPerSecond: number } | null = null;
if (workers > 1) {
  const pool = await GamePool.start({
    module: moduleBeside(import.meta.url, './bench-games'),
    options: benchGames,
    workers,
  });
  try {
    // As many warm-up games in each worker as the single thread played.
    await pool.play(10_000, Math.max(10, warmupGames) * workers);
    const p0 = performance.now();
    const outcomes = await pool.play(0, games);
    const psecs = (performance.now() - p0) / 1000;
    const pdecisions = outcomes.reduce((n, o) => n + o.decisions, 0);
    const pturns = outcomes.reduce((n, o) => n + o.turns, 0);
    if (pdecisions !== decisions || pturns !== turns)
      throw new Error(
        `the games across workers differ from the single-thread run (${pturns} turns, ${turns} expected)`,
      );
    parallel = { workers, gamesPerSecond: round(games / psecs), decisionsPerSecond: round(pdecisions / psecs) };
  } finally {
    await pool.close();
  }
}

const result = {
  games,
  seed,
  players,
  format: commander ? 'commander' : 'constructed',
  warmupSeconds,
  warmupGames,
  gamesPerSecond: round(games / secs),
  cpuGamesPerSecond: round(games / cpuSecs),
  decisionsPerSecond: round(decisions / secs),
  avgTurns: round(turns / games),
  avgActions: round(decisions / games),
  snapshotMicros: round(snapshotMicros),
  /** null when skipped (`--workers 1`, or one core) */
  parallel,
};
function round(n: number): number {
  return Math.round(n * 100) / 100;
}
if (json) console.log(JSON.stringify(result));
else {
  console.log(
    `${games} ${commander ? 'Commander ' : ''}games (${players === 2 ? `${redDeck.name} vs ${greenDeck.name}` : `${players} players, ${redDeck.name} and ${greenDeck.name} in turn`}, random players, seed ${seed}, 100-turn cap) in ${secs.toFixed(2)} s, ` +
      `after ${warmupGames} warm-up games (${warmupSeconds} s)`,
  );
  console.log(`games/s:          ${result.gamesPerSecond}`);
  console.log(`games/CPU-second: ${result.cpuGamesPerSecond}`);
  console.log(`decisions/s:      ${result.decisionsPerSecond}`);
  console.log(`avg turns/game:   ${result.avgTurns}`);
  console.log(`avg actions/game: ${result.avgActions}`);
  console.log(`snapshot (deep copy of a turn-8 state): ${result.snapshotMicros} µs`);
  if (parallel) console.log(`games/s (${parallel.workers} workers): ${parallel.gamesPerSecond}`);
}
