// The saved games of `lorekeeper serve`, in one SQLite file (better-sqlite3; created with its tables on first use, no
// set-up). A game is saved as what made it — its seed, its seats' decks (and, for a table, its seats' people: names,
// the hashes of their tokens, their invitations and stops) — and the journal of answers the engine took, one row an
// answer: the engine is deterministic, so the same seed and answers give the same game, and a restarted server makes
// every game again where it was.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { JournalEntry } from './journal.js';
import type { Format } from './decks.js';
import type { SeatDeck, TableRecord } from './net-game.js';

/** A game against the computer, as saved: whose it is (the hash of their browser's token), its seed, format and
 * decks (the person's, then each computer player's), and the person's settings. */
export interface PracticeRecord {
  readonly id: string;
  readonly ownerHash: string;
  readonly seed: number;
  readonly decks: readonly SeatDeck[];
  readonly created: number;
  /** constructed when absent (a game saved before games had formats) */
  readonly format?: Format;
  /** where the game stops to ask the person, and full control (absent: the defaults) */
  readonly stops?: { readonly mine: readonly string[]; readonly theirs: readonly string[]; readonly full: boolean };
}

export type SavedGame =
  | { readonly kind: 'table'; readonly record: TableRecord; readonly journal: JournalEntry[] }
  | { readonly kind: 'practice'; readonly record: PracticeRecord; readonly journal: JournalEntry[] };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id      TEXT PRIMARY KEY,
  kind    TEXT NOT NULL CHECK (kind IN ('practice', 'table')),
  owner   TEXT,
  config  TEXT NOT NULL,
  created INTEGER NOT NULL,
  updated INTEGER NOT NULL,
  finished INTEGER
);
CREATE INDEX IF NOT EXISTS games_owner ON games (owner, created);
CREATE TABLE IF NOT EXISTS journal (
  game  TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
  n     INTEGER NOT NULL,
  entry TEXT NOT NULL,
  PRIMARY KEY (game, n)
) WITHOUT ROWID;
`;

export class GameDb {
  private readonly db: Database.Database;
  /** how many journal entries of each game are saved */
  private readonly saved = new Map<string, number>();

  /** Opens (or creates) the file at `path`; ':memory:' keeps the games in memory only. */
  constructor(readonly path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('foreign_keys = ON');
    this.db.exec(SCHEMA);
    // A store made before games noted their end gets the column (its games count as not over: they are kept).
    const columns = this.db.prepare('PRAGMA table_info(games)').all() as { name: string }[];
    if (!columns.some((c) => c.name === 'finished')) this.db.exec('ALTER TABLE games ADD COLUMN finished INTEGER');
  }

  close(): void {
    this.db.close();
  }

  /** Saves a table's seats (a new table, or one whose seats changed). */
  saveTable(record: TableRecord): void {
    this.upsert(record.id, 'table', null, record, record.created);
  }

  savePractice(record: PracticeRecord): void {
    this.upsert(record.id, 'practice', record.ownerHash, record, record.created);
  }

  private upsert(id: string, kind: SavedGame['kind'], owner: string | null, config: unknown, created: number): void {
    this.db
      .prepare(
        `INSERT INTO games (id, kind, owner, config, created, updated) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET config = excluded.config, updated = excluded.updated`,
      )
      .run(id, kind, owner, JSON.stringify(config), created, Date.now());
  }

  /** Saves the journal's entries not saved yet. */
  saveJournal(id: string, journal: readonly JournalEntry[]): void {
    const from = this.saved.get(id) ?? this.count(id);
    if (from >= journal.length) return;
    // A game deleted meanwhile (pruned once over) is not saved again.
    if (!this.db.prepare('SELECT 1 FROM games WHERE id = ?').get(id)) return;
    const insert = this.db.prepare('INSERT INTO journal (game, n, entry) VALUES (?, ?, ?)');
    this.db.transaction(() => {
      for (let n = from; n < journal.length; n++) insert.run(id, n, JSON.stringify(journal[n]));
      this.db.prepare('UPDATE games SET updated = ? WHERE id = ?').run(Date.now(), id);
    })();
    this.saved.set(id, journal.length);
  }

  /** Saves a journal whole, in place of the one saved (a game taken back to an earlier decision). */
  rewriteJournal(id: string, journal: readonly JournalEntry[]): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM journal WHERE game = ?').run(id);
      this.saved.set(id, 0);
      this.saveJournal(id, journal);
    })();
  }

  private count(id: string): number {
    const row = this.db.prepare('SELECT count(*) AS n FROM journal WHERE game = ?').get(id) as { n: number };
    return row.n;
  }

  /** A saved game, with its journal; undefined when there is none. */
  load(id: string): SavedGame | undefined {
    const row = this.db.prepare('SELECT kind, config FROM games WHERE id = ?').get(id) as
      { kind: SavedGame['kind']; config: string } | undefined;
    if (!row) return undefined;
    const journal = (
      this.db.prepare('SELECT entry FROM journal WHERE game = ? ORDER BY n').all(id) as { entry: string }[]
    ).map((r) => JSON.parse(r.entry) as JournalEntry);
    this.saved.set(id, journal.length);
    return row.kind === 'table'
      ? { kind: 'table', record: JSON.parse(row.config) as TableRecord, journal }
      : { kind: 'practice', record: JSON.parse(row.config) as PracticeRecord, journal };
  }

  /** The ids of a browser's games against the computer (by its token's hash), oldest first. */
  practiceOf(ownerHash: string): string[] {
    return (
      this.db.prepare('SELECT id FROM games WHERE owner = ? ORDER BY created, rowid').all(ownerHash) as { id: string }[]
    ).map((r) => r.id);
  }

  /** Notes that a game is over (once: the time it ended is kept), so that it is pruned in time. */
  finished(id: string, at = Date.now()): void {
    this.db.prepare('UPDATE games SET finished = ? WHERE id = ? AND finished IS NULL').run(at, id);
  }

  /** Deletes the games that ended before `before` (a time in milliseconds), with their journals; the number
   * deleted. Games still being played are kept, however old. */
  prune(before: number): number {
    const ids = (
      this.db.prepare('SELECT id FROM games WHERE finished IS NOT NULL AND finished < ?').all(before) as {
        id: string;
      }[]
    ).map((r) => r.id);
    for (const id of ids) this.delete(id);
    return ids.length;
  }

  delete(id: string): void {
    this.db.prepare('DELETE FROM games WHERE id = ?').run(id);
    this.saved.delete(id);
  }

  /** How many games are saved. */
  get size(): number {
    return (this.db.prepare('SELECT count(*) AS n FROM games').get() as { n: number }).n;
  }
}
