// Plays warm bench games for WARM seconds, then GAMES bench games (seed 1's set), and prints the latter's games per
// CPU second (user and system time of the process): the figure scripts/compare.sh compares.
// Usage: node scripts/timed-games.mjs DIST [GAMES=300] [WARM=3]   (DIST: a build's dist folder)
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const dist = pathToFileURL(resolve(process.argv[2] ?? 'dist')).href;
const n = Number(process.argv[3] ?? 300);
const warm = Number(process.argv[4] ?? 3);
const { playGame } = await import(`${dist}/ai/runner.js`);
const { setupGame } = await import(`${dist}/bench/bench-games.js`);
const { loadCards } = await import(`${dist}/cards/index.js`);
const { loadDeck } = await import(`${dist}/decks/index.js`);
loadCards();
const games = { seed: 1, autoPass: true, red: loadDeck('mono-red').main, green: loadDeck('mono-green').main };
const until = performance.now() + warm * 1000;
for (let k = 0; performance.now() < until; k++) {
  const g = setupGame(games, 10_000 + k);
  playGame(g.config, g.players, { log: false });
}
const before = process.cpuUsage();
for (let i = 0; i < n; i++) {
  const g = setupGame(games, i);
  playGame(g.config, g.players, { log: false });
}
const cpu = process.cpuUsage(before);
console.log((n / ((cpu.user + cpu.system) / 1e6)).toFixed(1));
