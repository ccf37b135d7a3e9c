// `lorekeeper serve`'s structured API, the one the table (web/) plays through: GET /api/games/ID/table gives the
// person's view reduced to what the table draws, the decision as the engine states it and the log; POST
// /api/games/ID/answer takes an engine Answer, applied by the engine (refused with its typed error, the game
// unchanged); and the server answers the table's own files. Over real HTTP on a free port.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HumanGame } from '../src/cli/human-game.js';
import { startServer } from '../src/cli/serve.js';
import { tableSnapshot, type TableSnapshot } from '../src/cli/table.js';
import { Client, DECKS, request, serve, type Served } from './helpers/http.js';
import { eagerAnswer } from './helpers/policy.js';

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.close());

async function table(c: Client, id: string): Promise<{ status: number; s: TableSnapshot; text: string }> {
  const a = await c.get(`/api/games/${id}/table`);
  return { status: a.status, s: JSON.parse(a.text) as TableSnapshot, text: a.text };
}

async function answer(c: Client, id: string, body: unknown): Promise<{ status: number; data: unknown; text: string }> {
  const a = await c.post(`/api/games/${id}/answer`, body);
  return { status: a.status, data: JSON.parse(a.text) as unknown, text: a.text };
}

describe('the table API', () => {
  it('gives the view the table draws: visible objects with their facts, zones as ids, counts for hidden zones', async () => {
    const c = new Client(served);
    const g = await c.newGame({ seed: 7 });
    const { status, s } = await table(c, g.id);
    expect(status).toBe(200);
    expect(s.id).toBe(g.id);
    expect(s.seat).toBe(0);
    expect(s.seed).toBe(null);
    expect(s.over).toBe(false);
    expect(s.pending?.kind).toBe('mulligan');
    const [me, them] = s.view.players;
    expect(me!.hand).toHaveLength(7);
    expect(me!.handCount).toBe(7);
    // The computer's hand and both libraries are counts: not one of their cards is sent.
    expect(them!.hand).toEqual([]);
    expect(them!.handCount).toBe(7);
    expect(me!.libraryCount).toBe(53);
    expect(Object.keys(s.view.objects).map(Number).sort()).toEqual([...me!.hand].sort());
    const card = s.view.objects[me!.hand[0]!]!;
    expect(card).toMatchObject({ known: true, zone: 'hand', controller: 0, owner: 0, tapped: false });
    expect(card.name).not.toBe('');
    expect(typeof card.typeLine).toBe('string');
    expect(typeof card.text).toBe('string');
    // The same as the server's HumanGame says, worked out from its view alone.
    const local = new HumanGame(DECKS, 7);
    expect(JSON.parse(JSON.stringify(tableSnapshot(g.id, local)))).toEqual(s);
  });

  it('applies an answer with the engine and answers the new table; the computer plays on in between', async () => {
    const c = new Client(served);
    const g = await c.newGame({ seed: 11 });
    const kept = await answer(c, g.id, { kind: 'keep' });
    expect(kept.status).toBe(200);
    let s = kept.data as TableSnapshot;
    expect(s.pending?.kind).not.toBe('mulligan');
    const local = new HumanGame(DECKS, 11);
    local.answer({ kind: 'keep' });
    // A few turns of eager play, the server's table always the local copy's.
    for (let i = 0; i < 60 && s.pending; i++) {
      const a = eagerAnswer(local.view(), local.decision!);
      expect(local.answer(a)).toEqual({ kind: 'answered' });
      const r = await answer(c, g.id, a);
      expect(r.status).toBe(200);
      s = r.data as TableSnapshot;
      expect(JSON.parse(JSON.stringify(tableSnapshot(g.id, local)))).toEqual(s);
    }
    expect(s.view.turn.number).toBeGreaterThan(2);
    expect(s.view.battlefield.length).toBeGreaterThan(0);
    for (const id of s.view.battlefield) expect(s.view.objects[id]?.zone).toBe('battlefield');
    if (s.pending?.kind === 'priority') expect(s.labels).toHaveLength(s.pending.actions.length);
    expect(s.log.length).toBeGreaterThan(5);
    expect((await table(c, g.id)).s).toEqual(s);
  });

  it('refuses a malformed or illegal answer with its code and short message, the game unchanged', async () => {
    const c = new Client(served);
    const g = await c.newGame({ seed: 3 });
    const before = (await table(c, g.id)).text;
    const cases: [unknown, string, RegExp][] = [
      [{ kind: 'keep', extra: 1 }, 'malformed', /unknown field "extra"/],
      [{ kind: 'banana' }, 'malformed', /banana/],
      [{}, 'malformed', /kind/],
      [{ kind: 'pass' }, 'illegalAnswer', /keep/],
      [{ kind: 'target', target: { player: 1, object: 2 } }, 'malformed', /./],
    ];
    for (const [body, code, message] of cases) {
      const r = await answer(c, g.id, body);
      expect(r.status).toBe(422);
      const e = r.data as { error: string; code: string };
      expect(e.code).toBe(code);
      expect(e.error).toMatch(message);
      expect(e.error.length).toBeLessThan(200);
      expect(Object.keys(e).sort()).toEqual(['code', 'error']);
    }
    // Not a JSON object at all: refused before the game sees it.
    expect((await answer(c, g.id, '[1]')).status).toBe(400);
    expect((await answer(c, g.id, '"keep"')).status).toBe(400);
    expect((await table(c, g.id)).text).toBe(before);
  });

  it('conceding ends the game: the result and the seed come, and every later answer is refused', async () => {
    const c = new Client(served);
    const g = await c.newGame({ seed: 5 });
    const r = await answer(c, g.id, { kind: 'concede' });
    expect(r.status).toBe(200);
    const s = r.data as TableSnapshot;
    expect(s.over).toBe(true);
    expect(s.pending).toBe(null);
    expect(s.result).toMatch(/Computer wins/);
    expect(s.seed).toBe(5);
    const late = await answer(c, g.id, { kind: 'keep' });
    expect(late.status).toBe(422);
    expect((late.data as { code: string }).code).toBe('gameOver');
  });

  it('keeps every guard of the API: method, content type, origin, host, body size, and whose game it is', async () => {
    const user = new Client(served);
    const g = await user.newGame({ seed: 9 });
    const before = (await table(user, g.id)).text;
    expect((await user.get(`/api/games/${g.id}/answer`)).status).toBe(405);
    expect((await user.post(`/api/games/${g.id}/table`, {})).status).toBe(405);
    const json = { kind: 'concede' };
    expect((await user.post(`/api/games/${g.id}/answer`, json, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await user.post(`/api/games/${g.id}/answer`, json, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await user.get(`/api/games/${g.id}/table`, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await user.get(`/api/games/${g.id}/table`, { host: 'evil.example' })).status).toBe(403);
    const big = JSON.stringify({ kind: 'keep', pad: 'x'.repeat(17 * 1024) });
    expect(
      (
        await request(served.port, {
          method: 'POST',
          path: `/api/games/${g.id}/answer`,
          headers: { 'content-type': 'application/json', cookie: user.cookie! },
          body: big,
        })
      ).status,
    ).toBe(413);
    const someone = new Client(served);
    await someone.newGame();
    for (const other of [someone, new Client(served)]) {
      const read = await other.get(`/api/games/${g.id}/table`);
      expect(read.status).toBe(404);
      expect(read.text).not.toContain('objects');
      expect((await other.post(`/api/games/${g.id}/answer`, json)).status).toBe(404);
    }
    expect((await table(user, g.id)).text).toBe(before);
  });
});

describe("the table's files", () => {
  let dir: string;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lorekeeper-web-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<!doctype html><title>Lorekeeper</title><script src="/assets/a.js"></script>',
    );
    writeFileSync(join(dir, 'assets', 'a.js'), 'console.log(1)');
    writeFileSync(join(dir, 'assets', 'a.css'), 'body{}');
    writeFileSync(join(dir, 'assets', 'notes.md'), 'not served');
    const server = await startServer({ port: 0, host: '127.0.0.1', defaults: DECKS, webRoot: dir });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => {
      server.closeAllConnections();
      server.close();
    };
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the table at /, each file with its content type, the text page at /text, nothing else', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self';.*frame-ancestors 'none'/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await page.text()).toContain('/assets/a.js');
    const js = await fetch(`${base}/assets/a.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toMatch(/immutable/);
    expect(await js.text()).toBe('console.log(1)');
    expect((await fetch(`${base}/assets/a.css`)).headers.get('content-type')).toBe('text/css; charset=utf-8');
    const text = await fetch(`${base}/text`);
    expect(await text.text()).toContain('id="board"');
    for (const path of [
      '/assets/notes.md',
      '/assets/b.js',
      '/assets/../index.html.bak',
      '/%2e%2e/package.json',
      '/index.htm',
    ])
      expect((await fetch(`${base}${path}`)).status).toBe(404);
    expect((await fetch(`${base}/assets/a.js`, { method: 'POST' })).status).toBe(405);
  });

  it('answers the text page at / when the table is not built', async () => {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      defaults: DECKS,
      webRoot: join(dir, 'nothing-here'),
    });
    try {
      const port = (server.address() as AddressInfo).port;
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('id="board"');
      expect((await fetch(`http://127.0.0.1:${port}/assets/a.js`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
