// Deck options: a built-in deck name or a deck file in MTG Arena format.
import { basename, extname } from 'node:path';
import { BUILTIN_DECKS, DeckError, loadDeck, type DeckList } from '../decks/index.js';
import { CliError, EXIT_USAGE } from './errors.js';

export interface Deck {
  /** a short label for output: the built-in name, or the file's name without its extension */
  readonly label: string;
  readonly list: DeckList;
}

/** Loads a deck, turning a DeckError (unknown deck, malformed file, unknown card) into exit code 2. */
export function deckOption(nameOrPath: string): Deck {
  try {
    const list = loadDeck(nameOrPath);
    const label = BUILTIN_DECKS[nameOrPath] !== undefined ? nameOrPath : basename(nameOrPath, extname(nameOrPath));
    return { label, list };
  } catch (e) {
    if (e instanceof DeckError) throw new CliError(e.message, EXIT_USAGE);
    throw e;
  }
}

/** Distinct player names for two decks ("mono-red" vs "mono-red 2" in a mirror match). */
export function seatNames(decks: readonly Deck[]): string[] {
  return decks.map((d, i) => (decks.findIndex((e) => e.label === d.label) < i ? `${d.label} ${i + 1}` : d.label));
}
