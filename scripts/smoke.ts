import { loadCards } from '../src/cards/index.js';
import { loadDeck } from '../src/decks/index.js';
import { RandomPlayer } from '../src/ai/random-player.js';
import { playGame } from '../src/ai/runner.js';
loadCards();
const red = loadDeck('mono-red'),
  green = loadDeck('mono-green');
const seed = Number(process.argv[2] ?? 1);
const r = playGame(
  {
    seed,
    players: [
      { name: 'Red', library: red.main },
      { name: 'Green', library: green.main },
    ],
  },
  [new RandomPlayer(seed), new RandomPlayer(seed + 1)],
  {
    onEvents: (ev) => {
      if (process.argv[3]) for (const e of ev) console.log(e.text + (e.rule ? ` (${e.rule})` : ''));
    },
  },
);
console.log('winner', r.winner, 'turns', r.turns, 'decisions', r.decisions, 'capped', r.capped);
