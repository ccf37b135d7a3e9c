// Plays `warm` bench games of other seeds, then `n` bench games (seed 1's set), and prints the decisions made in the
// latter: a fixed amount of work for scripts/instructions.sh to count. Usage: node scripts/play-games.mjs WARM N
import { playGame } from '../dist/ai/runner.js';
import { setupGame } from '../dist/bench/bench-games.js';
import { loadCards } from '../dist/cards/index.js';
import { loadDeck } from '../dist/decks/index.js';

const warm = Number(process.argv[2] ?? 60);
const n = Number(process.argv[3] ?? 60);
loadCards();
const games = {
  seed: 1,
  autoPass: true,
  players: 2,
  red: loadDeck('mono-red').main,
  green: loadDeck('mono-green').main,
};
for (let k = 0; k < warm; k++) {
  const g = setupGame(games, 10_000 + k);
  playGame(g.config, g.players, { log: false });
}
let decisions = 0;
for (let i = 0; i < n; i++) {
  const g = setupGame(games, i);
  decisions += playGame(g.config, g.players, { log: false }).decisions;
}
console.log(decisions);
