// A game against the computer taken back to an earlier decision of the person's: the engine being deterministic, the
// game is made again from its configuration and the answers before that decision, and is then the same game it was
// there (terminal: undo, undo N; browser: POST /api/games/ID/undo). A finished game replayed step by step over the
// HTTP API; the person's stops saved with their game, so that a restarted server keeps them; and finished games
// pruned from the store (serve --keep-days).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand } from '../src/cli/commands.js';
import { GameDb } from '../src/cli/game-db.js';
import { HumanGame } from '../src/cli/human-game.js';
import { replayText } from '../src/cli/replay.js';
import type { TableSnapshot } from '../src/cli/table-types.js';
import { Client, DECKS, serve } from './helpers/http.js';
import { eagerAnswer } from './helpers/policy.js';

const dir = mkdtempSync(join(tmpdir(), 'lorekeeper-undo-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Plays `n` of the person's decisions by the eager policy; the state at each (before it was answered), by number. */
function playOn(game: HumanGame, n: number): Map<number, string> {
  const at = new Map<number, string>();
  for (let i = 0; i < n && game.decision; i++) {
    at.set(game.decisionsTaken + 1, JSON.stringify(game.state));
    expect(game.answer(eagerAnswer(game.view(), game.decision)).kind).toBe('answered');
  }
  return at;
}

describe('taking a game against the computer back (HumanGame)', () => {
  it('to any earlier decision: the state is the one the person faced then, and the game goes on from it', () => {
    const game = new HumanGame(DECKS, 17);
    const at = playOn(game, 40);
    const made = game.decisionsTaken;
    expect(made).toBeGreaterThan(20);
    // The last (of a game perhaps over by then: taken back, it goes on), one in the middle, and an early one.
    for (const n of [made, 15, 3]) {
      expect(game.takeBack(n).kind).toBe('takenBack');
      expect(JSON.stringify(game.state)).toBe(at.get(n));
      expect(game.decisionsTaken).toBe(n - 1);
      expect(game.decision).not.toBe(null);
    }
    // Played on from decision 3: the same answers make the same game as the first time.
    const again = playOn(game, 10);
    for (const [n, s] of again) expect(s).toBe(at.get(n));
  });

  it('refuses a decision there isn’t, the game unchanged', () => {
    const game = new HumanGame(DECKS, 4);
    expect(game.takeBack(1)).toEqual({
      kind: 'error',
      message: 'You have made no decision yet: there is nothing to take back.',
    });
    playOn(game, 5);
    const before = JSON.stringify(game.state);
    for (const n of [0, 6, 2.5]) expect(game.takeBack(n).kind).toBe('error');
    expect(JSON.stringify(game.state)).toBe(before);
    expect(game.decisionsTaken).toBe(5);
  });

  it('in the terminal: undo takes back the last decision, undo N to decision N', () => {
    expect(parseCommand('undo')).toEqual({ kind: 'takeBack' });
    expect(parseCommand('undo 12')).toEqual({ kind: 'takeBack', to: 12 });
    expect(parseCommand('undo x')).toMatchObject({ kind: 'error' });
    const game = new HumanGame(DECKS, 9);
    const at = playOn(game, 8);
    expect(game.input('undo')).toEqual({ kind: 'takenBack', text: 'Taken back to your decision 8 of 8.' });
    expect(JSON.stringify(game.state)).toBe(at.get(8));
    expect(game.input('undo 2')).toEqual({ kind: 'takenBack', text: 'Taken back to your decision 2 of 7.' });
    expect(JSON.stringify(game.state)).toBe(at.get(2));
    expect(game.input('undo 9')).toEqual({
      kind: 'error',
      message: 'Take back to one of your decisions, 1 to 1, not 9.',
    });
  });

  it('with full control switched on since: the game taken back asks at every priority still', () => {
    const game = new HumanGame(DECKS, 12);
    playOn(game, 4);
    game.setFullControl(true);
    playOn(game, 4);
    game.takeBack(2);
    expect(game.state.players[0]!.autoPass).toBe(false);
    expect(game.fullControl).toBe(true);
  });
});

describe('taking back, replaying and saving over the HTTP API', () => {
  it('POST undo takes the game back; a restarted server finds it taken back, with its stops', async () => {
    const store = join(dir, 'undo.sqlite');
    let s = await serve({}, DECKS, { store });
    const client = new Client(s);
    const g = await client.newGame({ seed: 17, deck: 'mono-red', opponent: 'mono-green' });
    const local = new HumanGame(DECKS, 17);
    const seen = new Map<number, TableSnapshot>();
    for (let i = 0; i < 20 && local.decision; i++) {
      const before = JSON.parse((await client.get(`/api/games/${g.id}/table`)).text) as TableSnapshot;
      seen.set(before.undo! + 1, before);
      const a = eagerAnswer(local.view(), local.decision);
      local.answer(a);
      expect((await client.post(`/api/games/${g.id}/answer`, a)).status).toBe(200);
    }
    const stops = { mine: ['upkeep', 'main1', 'end'], theirs: ['attackers'], fullControl: false };
    expect((await client.post(`/api/games/${g.id}/stops`, stops)).status).toBe(200);
    const back = await client.post(`/api/games/${g.id}/undo`, { decision: 6 });
    expect(back.status).toBe(200);
    const t = JSON.parse(back.text) as TableSnapshot;
    expect(t.undo).toBe(5);
    expect(t.view).toEqual(seen.get(6)!.view);
    expect(t.pending).toEqual(seen.get(6)!.pending);
    expect((await client.post(`/api/games/${g.id}/undo`, { decision: 99 })).status).toBe(422);
    expect((await client.post(`/api/games/${g.id}/undo`, {})).status).toBe(400);
    // Before the game is over there is nothing to replay.
    expect((await client.get(`/api/games/${g.id}/replay?step=0`)).status).toBe(409);
    await s.close();
    s = await serve({}, DECKS, { store, port: s.port });
    const after = JSON.parse((await client.get(`/api/games/${g.id}/table`)).text) as TableSnapshot;
    expect(after.view).toEqual(t.view);
    expect(after.undo).toBe(5);
    expect(after.stops).toEqual(stops);
    // The saved game replays to where it was taken back to.
    expect(replayText(g.id, { store })).toContain('Step');
    await s.close();
  });

  it('a finished game replays from the deal, step by step, as the person saw it', async () => {
    const s = await serve();
    const client = new Client(s);
    const g = await client.newGame({ seed: 3 });
    await client.post(`/api/games/${g.id}/answer`, { kind: 'keep' });
    await client.post(`/api/games/${g.id}/answer`, { kind: 'concede' });
    const first = await client.get(`/api/games/${g.id}/replay?step=0`);
    expect(first.status).toBe(200);
    const dealt = JSON.parse(first.text) as TableSnapshot;
    expect(dealt.replay?.step).toBe(0);
    const steps = dealt.replay!.steps;
    expect(steps).toBeGreaterThan(1);
    expect(dealt.view.turn.number).toBe(0);
    expect(dealt.view.players[0]!.hand).toHaveLength(7);
    expect(dealt.view.players[1]!.hand).toEqual([]);
    const last = JSON.parse((await client.get(`/api/games/${g.id}/replay?step=${steps}`)).text) as TableSnapshot;
    expect(last.over).toBe(true);
    expect(last.result).toMatch(/Computer wins/);
    expect((await client.get(`/api/games/${g.id}/replay?step=${steps + 1}`)).status).toBe(400);
    await s.close();
  });
});

describe('pruning finished games from the store (serve --keep-days)', () => {
  it('deletes the games that ended before the time given, keeping those still being played', async () => {
    const store = join(dir, 'prune.sqlite');
    let s = await serve({}, DECKS, { store });
    const client = new Client(s);
    const done = await client.newGame({ seed: 3 });
    await client.post(`/api/games/${done.id}/answer`, { kind: 'concede' });
    const going = await client.newGame({ seed: 4 });
    await s.close();
    const db = new GameDb(store);
    expect(db.size).toBe(2);
    // Ended a moment ago: kept for a day.
    expect(db.prune(Date.now() - 24 * 60 * 60 * 1000)).toBe(0);
    db.close();
    // A server kept games two days: three days on (its clock moved), the finished one goes as it starts.
    s = await serve({}, DECKS, { store, keepDays: 2, now: () => Date.now() + 3 * 24 * 60 * 60 * 1000 });
    await s.close();
    const after = new GameDb(store);
    expect(after.load(done.id)).toBe(undefined);
    expect(after.load(going.id)?.kind).toBe('practice');
    after.close();
  });

  it('a store made before games noted their end opens, its games kept', () => {
    const store = join(dir, 'old.sqlite');
    const old = new Database(store);
    old.exec(`CREATE TABLE games (id TEXT PRIMARY KEY, kind TEXT NOT NULL, owner TEXT, config TEXT NOT NULL,
      created INTEGER NOT NULL, updated INTEGER NOT NULL)`);
    const record = { id: 'a'.repeat(32), ownerHash: 'b', seed: 1, decks: [], created: 0 };
    old.prepare('INSERT INTO games VALUES (?, ?, ?, ?, 0, 0)').run(record.id, 'practice', 'b', JSON.stringify(record));
    old.close();
    const db = new GameDb(store);
    expect(db.prune(Date.now())).toBe(0);
    expect(db.load(record.id)?.kind).toBe('practice');
    db.finished(record.id, 5);
    expect(db.prune(10)).toBe(1);
    expect(db.size).toBe(0);
    db.close();
  });
});
