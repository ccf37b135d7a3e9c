// A game's seed: a 32-bit unsigned whole number, 0 to 4294967295. The game's random stream starts from those 32 bits,
// so a larger number (or a fraction, or a negative one) would only play the game of another seed: it is refused.
export const MAX_SEED = 0xffff_ffff;

/** Whether a value is a seed: a whole number from 0 to MAX_SEED. */
export function isSeed(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;
}

/** What is said of a value that is not a seed. */
export function seedError(value: unknown): string {
  const shown = typeof value === 'number' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
  return `a seed must be a whole number from 0 to ${MAX_SEED} (32 bits), not ${shown ?? String(value)}`;
}
