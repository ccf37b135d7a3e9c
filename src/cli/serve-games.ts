// The games `lorekeeper serve` keeps, by client: a client is a browser, known by a secret token the server gave it
// (in a cookie). A client reads and plays only its own games, has a bounded number of them (a new one evicts its own
// oldest, never another client's), and the server keeps a bounded number in all: when that is reached a new game is
// refused until a game is let go (a game untouched for a long while is). With a database (game-db.ts) every game is
// saved as it is played: a game let go from memory, or kept by a server since restarted, is made again from its save
// when its browser asks for it.
import { randomBytes } from 'node:crypto';
import type { Deck } from './decks.js';
import type { GameDb, PracticeRecord } from './game-db.js';
import type { StopStep } from './stops.js';
import { HumanGame } from './human-game.js';
import { tokenHash } from './net-game.js';

export interface StoreLimits {
  /** the most games one client keeps; its oldest goes when it starts another */
  readonly gamesPerClient: number;
  /** the most games the server keeps in all; a new game beyond them is refused */
  readonly maxGames: number;
  /** a game untouched (neither read nor played) for this long is let go */
  readonly idleGameMs: number;
}

interface Kept {
  readonly game: HumanGame;
  lastUsed: number;
}

/** A new secret: a client's token or a game's id, unguessable (from the system's cryptographic random source). */
function secret(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export class GameStore {
  /** each client's games by id, oldest first */
  private readonly clients = new Map<string, Map<string, Kept>>();
  private count = 0;
  /** each game's owner (the hash of its client's token) and when it was made, to save its settings again */
  private readonly records = new Map<
    string,
    { readonly owner: string; readonly created: number; readonly takeBacks: number }
  >();

  constructor(
    private readonly limits: StoreLimits,
    private readonly now: () => number = Date.now,
    private readonly db: GameDb | null = null,
  ) {}

  /** How many games the server keeps. */
  get size(): number {
    return this.count;
  }

  /**
   * Starts a game for the client with this token (a new client, with a new token, when the token is no client's).
   * Null when the server keeps as many games as it may and the client has none of its own to give up; `make` is
   * called only when there is room.
   */
  add(token: string | null, make: () => HumanGame): { token: string; id: string; game: HumanGame } | null {
    const own = token === null ? undefined : this.clients.get(token);
    const full = own !== undefined && own.size >= this.limits.gamesPerClient;
    if (!full && this.count >= this.limits.maxGames) return null;
    const game = make();
    const client = own ?? new Map<string, Kept>();
    const key = own ? token! : secret(32);
    if (!own) this.clients.set(key, client);
    while (client.size >= this.limits.gamesPerClient) {
      const oldest = client.keys().next().value!;
      client.delete(oldest);
      this.records.delete(oldest);
      this.db?.delete(oldest);
      this.count--;
    }
    const id = secret(16);
    client.set(id, { game, lastUsed: this.now() });
    this.count++;
    if (this.db) {
      const owner = tokenHash(key);
      // Saved games of this browser that are not in memory count towards its limit too.
      const saved = this.db.practiceOf(owner).filter((g) => !client.has(g));
      for (const old of saved.slice(0, Math.max(0, saved.length + client.size - this.limits.gamesPerClient)))
        this.db.delete(old);
      this.db.savePractice(practiceRecord(id, owner, game, this.now()));
      this.db.saveJournal(id, game.journal);
    }
    this.records.set(id, { owner: tokenHash(key), created: this.now(), takeBacks: 0 });
    return { token: key, id, game };
  }

  /** Saves what was played of a game since it was last saved, and, with `settings`, the person's stops and full
   * control (nothing without a database). A game taken back is saved whole again. */
  save(id: string, game: HumanGame, settings = false): void {
    if (!this.db) return;
    const r = this.records.get(id);
    if (settings && r) this.db.savePractice(practiceRecord(id, r.owner, game, r.created));
    if (r && r.takeBacks !== game.takeBacks) {
      this.db.rewriteJournal(id, game.journal);
      this.records.set(id, { ...r, takeBacks: game.takeBacks });
    } else this.db.saveJournal(id, game.journal);
    if (game.finished) this.db.finished(id);
  }

  /** The client's game with this id; undefined when there is none (or it is another client's). */
  get(token: string | null, id: string): HumanGame | undefined {
    if (token === null) return undefined;
    const kept = this.clients.get(token)?.get(id) ?? this.restore(token, id);
    if (!kept) return undefined;
    kept.lastUsed = this.now();
    return kept.game;
  }

  /** A saved game of this browser's, made again from its save (when there is room in memory). */
  private restore(token: string, id: string): Kept | undefined {
    const saved = this.db?.load(id);
    if (saved?.kind !== 'practice' || saved.record.ownerHash !== tokenHash(token)) return undefined;
    if (this.count >= this.limits.maxGames) return undefined;
    const r = saved.record;
    const deck = (d: (typeof r.decks)[number]): Deck => ({
      label: d.label,
      list: { name: d.label, main: d.main, sideboard: [], unplayableSideboard: [], commanders: d.commanders ?? [] },
    });
    const decks = r.decks.map(deck);
    const game = new HumanGame(
      [decks[0]!, decks[1]!, ...decks.slice(2)],
      r.seed,
      // A game of the server begins without full control: it is switched in the journal.
      { format: r.format ?? 'constructed', fullControl: r.stops?.full ?? false, autoPassAtStart: true },
      saved.journal,
    );
    if (r.stops)
      game.setStops({ mine: new Set(r.stops.mine as StopStep[]), theirs: new Set(r.stops.theirs as StopStep[]) });
    this.records.set(id, { owner: r.ownerHash, created: r.created, takeBacks: 0 });
    const client = this.clients.get(token) ?? new Map<string, Kept>();
    this.clients.set(token, client);
    const kept = { game, lastUsed: this.now() };
    client.set(id, kept);
    this.count++;
    return kept;
  }

  /** Lets go of the games untouched for too long, and of the clients left with none. */
  sweep(): void {
    const before = this.now() - this.limits.idleGameMs;
    for (const [token, client] of this.clients) {
      for (const [id, kept] of client)
        if (kept.lastUsed < before) {
          client.delete(id);
          this.records.delete(id);
          this.count--;
        }
      if (client.size === 0) this.clients.delete(token);
    }
  }
}

/** A game against the computer as it is saved: its decks, format and the person's settings. */
function practiceRecord(id: string, ownerHash: string, game: HumanGame, created: number): PracticeRecord {
  return {
    id,
    ownerHash,
    seed: game.seed,
    decks: game.decks.map((d) => ({
      label: d.label,
      main: d.list.main,
      ...(game.format === 'commander' ? { commanders: d.list.commanders } : {}),
    })),
    created,
    format: game.format,
    stops: { mine: [...game.stops.mine], theirs: [...game.stops.theirs], full: game.fullControl },
  };
}
