// Option value parsers shared by the subcommands.
import { InvalidArgumentError } from 'commander';
import { isSeed, MAX_SEED } from '../engine/index.js';

/** What is said of a value that is no seed. */
const SEED_RANGE = `must be a whole number from 0 to ${MAX_SEED} (seeds are 32-bit)`;

/** A seed: a whole number from 0 to 2^32 - 1, as createGame takes it (src/engine/seed.ts). */
export function parseSeed(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !isSeed(n)) throw new InvalidArgumentError(SEED_RANGE);
  return n;
}

/**
 * A run of `games` games where game i plays seed + i: null when every one of those is a seed, otherwise what is
 * wrong (the last would be past 2^32 - 1).
 */
export function seedRunError(seed: number, games: number): string | null {
  const last = seed + games - 1;
  return isSeed(last)
    ? null
    : `--seed ${seed} with --games ${games} would use seeds up to ${last}, past ${MAX_SEED} (seeds are 32-bit)`;
}

export function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new InvalidArgumentError('must be a whole number of at least 1');
  return n;
}

/** The number of players at a table: 2 to 6 (CR 800.1: more than two is a multiplayer game). */
export function parsePlayerCount(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 2 || n > 6)
    throw new InvalidArgumentError('must be a whole number from 2 to 6');
  return n;
}

/** A game format for the scripts' `--format` (the commands use commander's choices of FORMATS in decks.ts). */
export function parseFormat(value: string): 'constructed' | 'commander' {
  if (value !== 'constructed' && value !== 'commander')
    throw new InvalidArgumentError('must be constructed or commander');
  return value;
}

/** For repeatable options: each occurrence adds to the list. */
export function collect(value: string, previous: readonly string[]): string[] {
  return [...previous, value];
}

/** A seed from the clock, short enough to type back in. */
export function clockSeed(): number {
  return Date.now() % 1_000_000;
}

/** Each computer player gets its own random stream, derived from the game's seed and its seat. */
export function playerSeed(gameSeed: number, seat: number): number {
  return (gameSeed * 2 + seat + 1) | 0;
}

/**
 * For the scripts without commander (`npm run fuzz`, `npm run bench`): the value after `name` in `argv` read by
 * `parse` (one of the parsers above), or `fallback` when absent. A missing or bad value ends the process with the
 * option's name and what it must be on stderr, and exit status 2.
 */
export function scriptOption<T>(argv: readonly string[], name: string, fallback: T, parse: (value: string) => T): T {
  const i = argv.indexOf(name);
  if (i < 0) return fallback;
  const value = argv[i + 1];
  try {
    if (value === undefined) throw new InvalidArgumentError('needs a value');
    return parse(value);
  } catch (e) {
    process.stderr.write(
      `${name} ${value === undefined ? '' : `${value}: `}${e instanceof Error ? e.message : String(e)}\n`,
    );
    process.exit(2);
  }
}
