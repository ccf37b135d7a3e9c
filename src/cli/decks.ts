// Deck options: a built-in deck name or a deck file in MTG Arena format.
import { basename, extname } from 'node:path';
import { BUILTIN_DECKS, DeckError, commanderDeckProblems, loadDeck, type DeckList } from '../decks/index.js';
import type { PlayerConfig } from '../engine/index.js';
import { CliError, EXIT_USAGE } from './errors.js';

export interface Deck {
  /** a short label for output: the built-in name, or the file's name without its extension */
  readonly label: string;
  readonly list: DeckList;
}

/** Loads a deck, turning a DeckError (unknown deck, malformed file, unknown card) into exit code 2; names on stderr the
 * sideboard cards set aside. */
export function deckOption(nameOrPath: string): Deck {
  try {
    const list = loadDeck(nameOrPath);
    const label = BUILTIN_DECKS[nameOrPath] !== undefined ? nameOrPath : basename(nameOrPath, extname(nameOrPath));
    // A game is played with the main deck: sideboard cards the game can't play yet are only named.
    const aside = [...new Set(list.unplayableSideboard.map((c) => c.name))];
    if (aside.length > 0)
      process.stderr.write(`lorekeeper: ${label}: sideboard cards not playable yet, set aside: ${aside.join(', ')}\n`);
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

/** The kinds of game the clients set up: constructed (any decks, 20 life) or Commander (CR 903). */
export const FORMATS = ['constructed', 'commander'] as const;
export type Format = (typeof FORMATS)[number];

/** The built-in decks seats get in turn when none is given. */
export function defaultDecks(format: Format): readonly string[] {
  return format === 'commander' ? ['commander-gruul', 'commander-orzhov'] : ['mono-red', 'mono-green'];
}

/** The built-in decks a format plays: a Commander game the decks with a Commander section, a constructed game the
 * others. */
export function builtinDecks(format: Format): string[] {
  return Object.keys(BUILTIN_DECKS).filter((n) => /^commander$/im.test(BUILTIN_DECKS[n]!) === (format === 'commander'));
}

/** Refuses (exit code 2) a deck that can't be played in the format: a Commander game needs legal Commander decks
 * (CR 903.5), each problem named; a constructed game refuses a deck with a Commander section. */
export function checkFormat(decks: readonly Deck[], format: Format): void {
  for (const d of decks) {
    if (format === 'constructed') {
      if (d.list.commanders.length > 0)
        throw new CliError(`${d.label} is a Commander deck: play it with --format commander`, EXIT_USAGE);
      continue;
    }
    const problems = commanderDeckProblems(d.list);
    if (problems.length > 0)
      throw new CliError(`${d.label} is not a legal Commander deck:\n  ${problems.join('\n  ')}`, EXIT_USAGE);
  }
}

/** A seat's set-up for the engine: its library, and in a Commander game its commanders (in the command zone). */
export function seatConfig(deck: Deck, name: string, format: Format): PlayerConfig {
  return format === 'commander'
    ? { name, library: deck.list.main, commanders: deck.list.commanders }
    : { name, library: deck.list.main };
}
