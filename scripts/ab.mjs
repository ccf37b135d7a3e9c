// Compares the speed of two builds in one process: after WARM seconds of warm-up games with each, it plays PAIRS pairs
// of batches of BATCH bench games (the same games for both builds in a pair), alternating which build goes first, and
// prints how much faster the second build is than the first: its total time over the other's, and the median and
// quartiles of the pairs' ratios. Batches a few tens of milliseconds apart see the same load, so a shared machine's
// swings cancel out far better than in separate runs; the two builds are separate module instances, each with its own
// compiled code. Which build is loaded first can tilt the ratio by a percent or two: compare.sh runs both orders.
// Usage: node scripts/ab.mjs DIST_A DIST_B [PAIRS=100] [BATCH=20] [WARM=8]   (DIST: a build's dist folder)
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [distA, distB] = [process.argv[2], process.argv[3]];
if (!distA || !distB) {
  console.error('usage: node scripts/ab.mjs DIST_A DIST_B [PAIRS=100] [BATCH=20] [WARM=8]');
  process.exit(2);
}
const pairs = Number(process.argv[4] ?? 100);
const batch = Number(process.argv[5] ?? 20);
const warm = Number(process.argv[6] ?? 8);

/** A function that plays bench games `from` .. `from + n - 1` (seed 1's set) with the build in `dist`. */
async function build(dist) {
  const url = pathToFileURL(resolve(dist)).href;
  const { playGame } = await import(`${url}/ai/runner.js`);
  const { setupGame } = await import(`${url}/bench/bench-games.js`);
  const { loadCards } = await import(`${url}/cards/index.js`);
  const { loadDeck } = await import(`${url}/decks/index.js`);
  loadCards();
  // (`players` is read by builds since multiplayer; older ones ignore it.)
  const games = { seed: 1, autoPass: true, red: loadDeck('mono-red').main, green: loadDeck('mono-green').main, players: 2 };
  return (from, n) => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const g = setupGame(games, from + i);
      playGame(g.config, g.players, { log: false });
    }
    return performance.now() - t0;
  };
}

const a = await build(distA);
const b = await build(distB);
const until = performance.now() + warm * 1000;
for (let k = 0; performance.now() < until; k++) {
  a(50_000 + k * 10, 10);
  b(50_000 + k * 10, 10);
}
const ratios = [];
let timeA = 0;
let timeB = 0;
for (let p = 0; p < pairs; p++) {
  const from = (p * batch) % 3000;
  let ta, tb;
  if (p % 2 === 0) {
    ta = a(from, batch);
    tb = b(from, batch);
  } else {
    tb = b(from, batch);
    ta = a(from, batch);
  }
  timeA += ta;
  timeB += tb;
  ratios.push(ta / tb);
}
ratios.sort((x, y) => x - y);
const at = (q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))].toFixed(3);
const gps = (t) => ((pairs * batch) / t) * 1000;
console.log(
  `B/A ${(timeA / timeB).toFixed(3)} (pairs: median ${at(0.5)}, quartiles ${at(0.25)}–${at(0.75)}); ` +
    `A ${gps(timeA).toFixed(0)} games/s, B ${gps(timeB).toFixed(0)} games/s`,
);
