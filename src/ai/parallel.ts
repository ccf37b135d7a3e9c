// Plays many computer games across worker threads. A run is described by a "games module" — a module exporting
// `setupGame(options, index)` — and options that can be posted to a worker (plain data: structured clone), so each
// worker builds game `index` exactly as the main thread would. Games share no state, and a game depends only on its
// index, so the outcomes, returned in index order, are the same for any number of workers.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { GameConfig } from '../engine/index.js';
import type { Player } from './player.js';
import { playGame } from './runner.js';

/** How one game is played: what `playGame` is given. */
export interface GameSetup {
  readonly config: GameConfig;
  readonly players: readonly Player[];
  readonly maxTurns?: number;
}

/** What a games module exports: game `index` of a run, from the run's options. */
export type SetupGame<O> = (options: O, index: number) => GameSetup;

/** What came of one game (the final state stays in the thread that played it). */
export interface GameOutcome {
  readonly winner: number | null;
  readonly turns: number;
  readonly decisions: number;
  readonly capped: boolean;
}

/** A game that threw: which one, and why. */
export class GameFailure extends Error {
  constructor(
    readonly index: number,
    why: string,
  ) {
    super(why);
  }
}

export interface PoolOptions<O> {
  /** the games module; `moduleBeside` finds one next to the caller, compiled or not */
  readonly module: URL;
  readonly options: O;
  /** 1 plays in this thread, without starting a worker */
  readonly workers: number;
}

/** Posted to a worker. */
export type WorkerRequest = number;
/** Posted back by a worker, one per game. */
export type WorkerReply =
  { readonly index: number; readonly outcome: GameOutcome } | { readonly index: number; readonly error: string };
/** A worker's `workerData`. */
export interface WorkerSetup {
  readonly module: string;
  readonly options: unknown;
}

/** The number of games each worker is given ahead, so it never waits for the main thread between games. */
const AHEAD = 2;

/**
 * The module `name` (a relative path without extension) next to `base` (the caller's `import.meta.url`), with the
 * caller's own extension: `.js` when running from `dist/`, `.ts` when running the sources (tests, tsx).
 */
export function moduleBeside(base: string, name: string): URL {
  return new URL(`${name}${base.endsWith('.ts') ? '.ts' : '.js'}`, base);
}

/** The default number of workers: one per core the process may use, never more than there are games. */
export function defaultWorkers(games: number): number {
  return Math.max(1, Math.min(availableParallelism(), games));
}

export async function loadSetup<O>(module: string): Promise<SetupGame<O>> {
  const m: unknown = await import(module);
  if (!m || typeof m !== 'object' || !('setupGame' in m) || typeof m.setupGame !== 'function')
    throw new Error(`${module} does not export setupGame(options, index)`);
  return m.setupGame as SetupGame<O>;
}

export function playOne<O>(setup: SetupGame<O>, options: O, index: number): GameOutcome {
  const g = setup(options, index);
  const r = playGame(g.config, g.players, g.maxTurns === undefined ? {} : { maxTurns: g.maxTurns });
  return { winner: r.winner, turns: r.turns, decisions: r.decisions, capped: r.capped };
}

type OnGame = (index: number, outcome: GameOutcome) => void;

/** Workers kept across runs, so that a benchmark can warm them up before it starts the clock. */
export class GamePool<O> {
  private busy = false;
  /** Why the pool can't be used any more: a worker died, or a run failed with games still under way on others. */
  private broken: Error | null = null;
  /** The running run's handlers; workers' messages go there. */
  private current: { reply(w: Worker, m: WorkerReply): void; fail(e: Error): void } | null = null;

  private constructor(
    private readonly options: O,
    private readonly setup: SetupGame<O> | null,
    private readonly workers: readonly Worker[],
  ) {
    for (const w of workers) {
      w.on('message', (m: WorkerReply) => this.current?.reply(w, m));
      // Listening for errors also keeps a worker that dies between runs from bringing the whole process down.
      w.on('error', (e: Error) => this.breakDown(e));
      w.on('exit', (code: number) => this.breakDown(new Error(`a game worker stopped (exit code ${code})`)));
    }
  }

  /** Starts the workers (or, for one, loads the games module here); the caller has loaded the cards. */
  static async start<O>(p: PoolOptions<O>): Promise<GamePool<O>> {
    const n = Math.max(1, Math.floor(p.workers));
    if (n === 1) return new GamePool(p.options, await loadSetup<O>(p.module.href), []);
    // From the sources a worker needs the TypeScript loader, which Node 20 doesn't pass on to workers: it starts
    // from a JavaScript entry that registers tsx first.
    const fromSources = import.meta.url.endsWith('.ts');
    const entry = new URL(fromSources ? './parallel-worker-ts.mjs' : './parallel-worker.js', import.meta.url);
    const workerData: WorkerSetup = { module: p.module.href, options: p.options };
    const workers = Array.from({ length: n }, () => new Worker(entry, { workerData }));
    return new GamePool(p.options, null, workers);
  }

  /** The number of threads that play: the workers, or this one. */
  get size(): number {
    return Math.max(1, this.workers.length);
  }

  /**
   * Plays games `first` .. `first + count - 1` and returns their outcomes in that order. `onGame` is called as each
   * game finishes (in the order they finish). Rejects with a GameFailure when a game throws; the pool then can't be
   * used again (other workers may still be playing games of that run).
   */
  async play(first: number, count: number, onGame?: OnGame): Promise<GameOutcome[]> {
    if (this.broken) throw this.broken;
    if (this.busy) throw new Error('GamePool.play: a run is already going on');
    this.busy = true;
    try {
      return this.setup
        ? this.playHere(this.setup, first, count, onGame)
        : await this.playOnWorkers(first, count, onGame);
    } finally {
      this.busy = false;
    }
  }

  async close(): Promise<void> {
    this.broken ??= new Error('GamePool: closed');
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private breakDown(e: Error): void {
    if (this.broken) return;
    this.broken = e;
    this.current?.fail(e);
  }

  private playHere(setup: SetupGame<O>, first: number, count: number, onGame?: OnGame): GameOutcome[] {
    const out: GameOutcome[] = [];
    for (let i = first; i < first + count; i++) {
      let o: GameOutcome;
      try {
        o = playOne(setup, this.options, i);
      } catch (e) {
        throw new GameFailure(i, e instanceof Error ? e.message : String(e));
      }
      out.push(o);
      onGame?.(i, o);
    }
    return out;
  }

  private playOnWorkers(first: number, count: number, onGame?: OnGame): Promise<GameOutcome[]> {
    const out = new Array<GameOutcome>(count);
    let next = first;
    let done = 0;
    const give = (w: Worker) => {
      if (next < first + count) w.postMessage(next++ satisfies WorkerRequest);
    };
    return new Promise<GameOutcome[]>((resolve, reject) => {
      this.current = {
        reply: (w, m) => {
          if ('error' in m) {
            this.current = null;
            this.broken = new GameFailure(m.index, m.error);
            reject(this.broken);
            return;
          }
          out[m.index - first] = m.outcome;
          done++;
          try {
            onGame?.(m.index, m.outcome);
          } catch (e) {
            // Thrown from an event handler it would escape the caller altogether.
            this.current = null;
            this.broken = e instanceof Error ? e : new Error(String(e));
            reject(this.broken);
            return;
          }
          if (done < count) give(w);
          else {
            this.current = null;
            resolve(out);
          }
        },
        fail: (e) => {
          this.current = null;
          reject(e);
        },
      };
      if (count === 0) {
        this.current = null;
        resolve(out);
        return;
      }
      // A few games ahead for each worker, dealt round the table; then one more each time one comes back, so a
      // worker with short games takes more of them.
      for (let k = 0; k < AHEAD; k++) for (const w of this.workers) give(w);
    });
  }
}

/** Plays games `first` .. `first + count - 1` on a pool started and closed for the occasion. */
export async function playGames<O>(
  p: PoolOptions<O> & {
    readonly first?: number;
    readonly count: number;
    readonly onGame?: (index: number, outcome: GameOutcome) => void;
  },
): Promise<GameOutcome[]> {
  const pool = await GamePool.start({ module: p.module, options: p.options, workers: Math.min(p.workers, p.count) });
  try {
    return await pool.play(p.first ?? 0, p.count, p.onGame);
  } finally {
    await pool.close();
  }
}
