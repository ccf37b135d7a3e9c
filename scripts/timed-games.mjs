// Plays warm bench games for WARM seconds, then GAMES bench games (seed 1's set), and prints the latter's games per
// CPU second of the main thread (on Linux, from /proc; elsewhere the whole process's user and system time, which
// also counts the compiler's and the collector's background threads): the figure scripts/compare.sh compares.
// Usage: node scripts/timed-games.mjs DIST [GAMES=500] [WARM=5]   (DIST: a build's dist folder)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const dist = pathToFileURL(resolve(process.argv[2] ?? 'dist')).href;
const n = Number(process.argv[3] ?? 500);
const warm = Number(process.argv[4] ?? 5);
const { playGame } = await import(`${dist}/ai/runner.js`);
const { setupGame } = await import(`${dist}/bench/bench-games.js`);
const { loadCards } = await import(`${dist}/cards/index.js`);
const { loadDeck } = await import(`${dist}/decks/index.js`);

/** CPU seconds the main thread has used (utime + stime of its /proc entry, in clock ticks of 1/100 s), or null. */
function mainThreadSeconds() {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

function cpuSeconds() {
  const main = mainThreadSeconds();
  if (main !== null) return main;
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

loadCards();
const games = { seed: 1, autoPass: true, red: loadDeck('mono-red').main, green: loadDeck('mono-green').main };
const until = performance.now() + warm * 1000;
for (let k = 0; performance.now() < until; k++) {
  const g = setupGame(games, 10_000 + k);
  playGame(g.config, g.players, { log: false });
}
const before = cpuSeconds();
for (let i = 0; i < n; i++) {
  const g = setupGame(games, i);
  playGame(g.config, g.players, { log: false });
}
console.log((n / (cpuSeconds() - before)).toFixed(1));
