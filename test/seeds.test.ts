// Seeds are 32-bit unsigned whole numbers (0 to 4294967295) wherever they are accepted: createGame refuses any other
// number (seeds N and N + 2^32 used to play the same game), and so do the command line's --seed, and the runs of
// sim, bench and fuzz whose game i plays seed + i.
import { Command, InvalidArgumentError } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { CliError } from '../src/cli/errors.js';
import { parseSeed, scriptOption, seedRunError } from '../src/cli/options.js';
import { registerSim } from '../src/cli/sim.js';
import { ConfigError, createGame, isSeed, MAX_SEED, type GameConfig } from '../src/engine/index.js';

loadCards();

const config = (seed: number): GameConfig => ({
  seed,
  players: [
    { name: 'A', library: Array(20).fill('Forest') as string[] },
    { name: 'B', library: Array(20).fill('Mountain') as string[] },
  ],
});

describe('seeds are 32-bit', () => {
  it('createGame takes 0 to 4294967295 and keeps the seed as given', () => {
    expect(MAX_SEED).toBe(2 ** 32 - 1);
    expect(createGame(config(0)).state.seed).toBe(0);
    expect(createGame(config(MAX_SEED)).state.seed).toBe(4294967295);
  });

  it.each([-1, 2 ** 32, 5 + 2 ** 32, 1.5, Number.NaN, Infinity])('createGame refuses the seed %s', (seed) => {
    expect(() => createGame(config(seed))).toThrow(ConfigError);
    expect(() => createGame(config(seed))).toThrow(
      `a seed must be a whole number from 0 to 4294967295 (32 bits), not ${seed}`,
    );
  });

  it('--seed takes only 32-bit seeds', () => {
    expect(parseSeed('0')).toBe(0);
    expect(parseSeed(' 4294967295 ')).toBe(MAX_SEED);
    for (const bad of ['-1', '4294967296', '1.5', '1e3', 'x', ''])
      expect(() => parseSeed(bad)).toThrow(
        new InvalidArgumentError('must be a whole number from 0 to 4294967295 (seeds are 32-bit)'),
      );
    expect(isSeed(4294967295)).toBe(true);
    expect(isSeed('7')).toBe(false);
  });

  it('a run of games (game i plays seed + i) must stay within 32 bits', () => {
    expect(seedRunError(1, 1000)).toBeNull();
    expect(seedRunError(MAX_SEED, 1)).toBeNull();
    expect(seedRunError(MAX_SEED - 9, 10)).toBeNull();
    expect(seedRunError(MAX_SEED - 9, 11)).toBe(
      '--seed 4294967286 with --games 11 would use seeds up to 4294967296, past 4294967295 (seeds are 32-bit)',
    );
  });

  it('the scripts (fuzz, bench) read their options the same way, and end with status 2 on a bad one', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(scriptOption(['node', 'fuzz', '--seed', '77'], '--seed', 1, parseSeed)).toBe(77);
      expect(scriptOption(['node', 'fuzz'], '--seed', 1, parseSeed)).toBe(1);
      expect(() => scriptOption(['node', 'fuzz', '--seed', '-3'], '--seed', 1, parseSeed)).toThrow('exit 2');
      expect(err).toHaveBeenLastCalledWith(
        '--seed -3: must be a whole number from 0 to 4294967295 (seeds are 32-bit)\n',
      );
      expect(() => scriptOption(['node', 'fuzz', '--seed'], '--seed', 1, parseSeed)).toThrow('exit 2');
      expect(err).toHaveBeenLastCalledWith('--seed needs a value\n');
    } finally {
      exit.mockRestore();
      err.mockRestore();
    }
  });

  it('sim refuses a seed out of range, and a run of games that would go past 2^32 - 1, before playing any', async () => {
    const sim = async (...args: string[]) => {
      const program = new Command('lorekeeper').exitOverride().configureOutput({ writeErr: () => undefined });
      registerSim(program);
      await program.parseAsync(['sim', ...args], { from: 'user' });
    };
    await expect(sim('--games', '2', '--seed', '4294967296')).rejects.toThrow(
      "option '--seed <n>' argument '4294967296' is invalid. must be a whole number from 0 to 4294967295 (seeds are 32-bit)",
    );
    await expect(sim('--games', '2', '--seed', '4294967295')).rejects.toThrow(
      new CliError(
        '--seed 4294967295 with --games 2 would use seeds up to 4294967296, past 4294967295 (seeds are 32-bit)',
        2,
      ),
    );
  });
});
