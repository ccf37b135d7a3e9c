// Games across worker threads (src/ai/parallel.ts): the same outcomes, in game order, for any number of workers; a
// failing game named by its index; and `sim --workers` printing the same figures whatever the number of workers.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GameFailure, GamePool, playGames, type GameOutcome } from '../src/ai/parallel.js';
import { loadCards } from '../src/cards/index.js';
import { loadDeck } from '../src/decks/index.js';
import type { ShortGames } from './helpers/short-games.js';

loadCards();

const MODULE = new URL('./helpers/short-games.ts', import.meta.url);
const games = (extra: Partial<ShortGames> = {}): ShortGames => ({
  sim: {
    seed: 11,
    seats: [
      { name: 'red', library: loadDeck('mono-red').main },
      { name: 'green', library: loadDeck('mono-green').main },
    ],
    players: 'random',
  },
  // Low enough that some of these games are stopped at the cap, so `capped` is compared too.
  maxTurns: 12,
  ...extra,
});

function totals(outcomes: readonly GameOutcome[]) {
  return {
    wins: [0, 1].map((p) => outcomes.filter((o) => !o.capped && o.winner === p).length),
    capped: outcomes.filter((o) => o.capped).length,
    turns: outcomes.reduce((n, o) => n + o.turns, 0),
    decisions: outcomes.reduce((n, o) => n + o.decisions, 0),
  };
}

describe('playGames', () => {
  it('gives the same outcomes, in game order, with 1 and 2 workers; progress is reported once per game', async () => {
    const seen: Record<number, number[]> = { 1: [], 2: [] };
    const run = (workers: 1 | 2) =>
      playGames({
        module: MODULE,
        options: games(),
        workers,
        count: 6,
        onGame: (i, o) => {
          seen[workers]!.push(i);
          expect(o.turns).toBeGreaterThan(0);
        },
      });
    const one = await run(1);
    const two = await run(2);
    expect(one).toHaveLength(6);
    expect(two).toEqual(one);
    expect(totals(two)).toEqual(totals(one));
    // Games differ from one another (the seeds reach the games), and the turn cap reaches the workers.
    expect(new Set(one.map((o) => o.decisions)).size).toBeGreaterThan(1);
    expect(one.some((o) => o.capped)).toBe(true);
    expect(two.every((o) => o.turns <= 13)).toBe(true);
    expect(seen[1]).toEqual([0, 1, 2, 3, 4, 5]);
    expect([...seen[2]!].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('a pool keeps its workers between runs, and a run from another first index plays those games', async () => {
    const pool = await GamePool.start({ module: MODULE, options: games(), workers: 2 });
    try {
      expect(pool.size).toBe(2);
      const all = await pool.play(0, 4);
      expect(await pool.play(2, 2)).toEqual(all.slice(2));
    } finally {
      await pool.close();
    }
  });

  it.each([1, 2])('with %i worker(s), a game that throws rejects the run with its index', async (workers) => {
    const run = playGames({ module: MODULE, options: games({ failAt: 3 }), workers, count: 6 });
    await expect(run).rejects.toBeInstanceOf(GameFailure);
    await expect(run).rejects.toMatchObject({ index: 3, message: 'game 3 was set up to fail' });
  });
});

describe('sim --workers', () => {
  const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
  const sim = (...args: string[]) => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', main, 'sim', ...args], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    return JSON.parse(r.stdout) as Record<string, unknown>;
  };

  it('prints the same figures with 1 and 2 workers; only the speed and the number of workers differ', () => {
    const args = ['--games', '4', '--json', '--ai', 'random'];
    const { gamesPerSecond: speed1, workers: w1, ...one } = sim(...args, '--workers', '1');
    const { gamesPerSecond: speed2, workers: w2, ...two } = sim(...args, '--workers', '2');
    expect([w1, w2]).toEqual([1, 2]);
    expect(speed1).toBeGreaterThan(0);
    expect(speed2).toBeGreaterThan(0);
    expect(two).toEqual(one);
    expect(one).toMatchObject({ games: 4, seed: 1, decks: ['mono-red', 'mono-green'] });
    expect((one.wins as number[]).reduce((a, b) => a + b) + (one.draws as number) + (one.capped as number)).toBe(4);
  });

  it('never starts more workers than there are games', () => {
    expect(sim('--games', '1', '--json', '--ai', 'random', '--workers', '4').workers).toBe(1);
  });
});
