// How many prompts a person sees in the same scripted games (fixed seeds, a fixed simple policy for the person), as
// the terminal asked before stops and as HumanGame asks now; test/prompt-count.test.ts asserts the ratio.
// Usage: npx tsx scripts/prompt-count.ts
import { loadCards } from '../src/cards/index.js';
import { deckOption } from '../src/cli/decks.js';
import {
  eagerPlayer,
  newUser,
  promptsBeforeStops,
  promptsOfHumanGame,
  type Policy,
} from '../test/helpers/scripted-person.js';

loadCards();
const POLICIES: readonly (readonly [string, Policy])[] = [
  ['new user', newUser],
  ['eager player', eagerPlayer],
];
const PAIRS = [
  ['mono-red', 'mono-green'],
  ['mono-green', 'mono-red'],
  ['sagas', 'scrivener'],
  ['scrivener', 'sagas'],
] as const;
const SEEDS = [1, 2, 3, 4];

for (const [name, policy] of POLICIES) {
  let before = 0;
  let after = 0;
  console.log(`${name}:`);
  for (const [a, b] of PAIRS)
    for (const seed of SEEDS) {
      const decks = [deckOption(a), deckOption(b)] as const;
      const old = promptsBeforeStops(decks, seed, policy);
      const now = promptsOfHumanGame(decks, seed, policy);
      before += old.prompts;
      after += now.prompts;
      console.log(
        `  ${a} vs ${b}, seed ${seed}: ${old.prompts} prompts (${old.passes} passes) before, ` +
          `${now.prompts} (${now.passes} passes) now: ${(now.prompts / old.prompts).toFixed(2)}` +
          (old.turns === now.turns && old.winner === now.winner ? '' : ' (not the same game!)'),
      );
    }
  console.log(`  in all: ${before} before, ${after} now: ${(after / before).toFixed(2)}`);
}
