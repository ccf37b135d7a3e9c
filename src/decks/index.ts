import { readFileSync } from 'node:fs';
import { BUILTIN_DECKS } from './builtin.js';
import { DeckError, parseDeck, type DeckList } from './deck.js';

export { BUILTIN_DECKS, DeckError, parseDeck, type DeckList };
export { commanderDeckProblems, deckIdentity } from './commander.js';

/** A built-in deck by name, or a deck file by path. */
export function loadDeck(nameOrPath: string): DeckList {
  const builtin = BUILTIN_DECKS[nameOrPath];
  if (builtin !== undefined) return parseDeck(builtin, nameOrPath);
  let text: string;
  try {
    text = readFileSync(nameOrPath, 'utf8');
  } catch {
    throw new DeckError(
      `no built-in deck or file named "${nameOrPath}" (built-in: ${Object.keys(BUILTIN_DECKS).join(', ')})`,
    );
  }
  return parseDeck(text, nameOrPath);
}
