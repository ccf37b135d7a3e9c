// Option value parsers shared by the subcommands.
import { InvalidArgumentError } from 'commander';

export function parseSeed(value: string): number {
  const n = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(n))
    throw new InvalidArgumentError('must be a whole number');
  return n;
}

export function parsePositiveInt(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new InvalidArgumentError('must be a whole number of at least 1');
  return n;
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
