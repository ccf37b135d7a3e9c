// `lorekeeper serve` against a hostile client or web page, over real HTTP on a free port: each attack is refused
// with its status and a short message, and the user's game goes on as it was.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Deck } from '../src/cli/decks.js';
import { HumanGame } from '../src/cli/human-game.js';
import { renderBoard } from '../src/cli/render.js';
import type { GameSnapshot } from '../src/cli/serve.js';
import { GameStore } from '../src/cli/serve-games.js';
import { Client, DECKS, raw, request, serve, type Served } from './helpers/http.js';

/** The user's game, and a check that it is still there, unchanged, and still plays. */
async function usersGame(user: Client): Promise<{ game: GameSnapshot; unchanged(): Promise<void> }> {
  const game = await user.newGame({ seed: 5 });
  return {
    game,
    async unchanged() {
      const now = await user.get(`/api/games/${game.id}`);
      expect(now.status).toBe(200);
      expect(now.data.board).toBe(game.board);
      expect(now.data.menu).toEqual(game.menu);
      const help = await user.post(`/api/games/${game.id}/input`, { line: 'h' });
      expect(help.status).toBe(200);
    },
  };
}

describe('requests from another site, or addressed to another host', () => {
  let served: Served;
  let user: Client;
  beforeAll(async () => {
    served = await serve();
    user = new Client(served);
  });
  afterAll(() => served.close());

  it('a page of another origin can neither start a game nor play the user’s', async () => {
    const { game, unchanged } = await usersGame(user);
    for (const origin of ['http://evil.example', 'null', `http://localhost:${served.port}`, `https://${served.host}`]) {
      const attacker = new Client(served, { origin });
      const created = await attacker.post('/api/games', { seed: 1 });
      expect(created.status).toBe(403);
      expect(created.data).toEqual({ error: 'cross-origin request refused' });
      expect(created.headers['set-cookie']).toBe(undefined);
      // Even with the user's cookie (a browser sends it along with a request another site makes).
      const played = await user.post(`/api/games/${game.id}/input`, { line: 'q' }, { origin });
      expect(played.status).toBe(403);
      expect((await user.get(`/api/games/${game.id}`, { origin })).status).toBe(403);
    }
    // The page's own origin is welcome.
    expect((await user.post('/api/games', {}, { origin: `http://${served.host}` })).status).toBe(200);
    await unchanged();
  });

  it('a state-changing request must say its body is JSON (an HTML form can’t)', async () => {
    const { game, unchanged } = await usersGame(user);
    const types = [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
      '',
    ];
    for (const type of types) {
      for (const path of ['/api/games', `/api/games/${game.id}/input`]) {
        const a = await user.post(path, { line: 'q' }, { 'content-type': type });
        expect(a.status).toBe(415);
        expect(a.data).toEqual({ error: 'the body must be JSON (Content-Type: application/json)' });
      }
    }
    const none = await request(served.port, {
      method: 'POST',
      path: '/api/games',
      headers: { cookie: user.cookie! },
      body: '{}',
    });
    expect(none.status).toBe(415);
    expect((await user.post('/api/games', {}, { 'content-type': 'Application/JSON; charset="UTF-8"' })).status).toBe(
      200,
    );
    await unchanged();
  });

  it('the API answers only requests addressed to this machine (no DNS rebinding); the page answers any', async () => {
    const { game, unchanged } = await usersGame(user);
    const port = served.port;
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1:${port + 1}`, `localhost.:${port}`, 'a@b']) {
      const h = { host };
      const created = await user.post('/api/games', {}, h);
      expect(created.status).toBe(403);
      expect(created.data).toEqual({ error: 'wrong Host header' });
      expect((await user.post(`/api/games/${game.id}/input`, { line: 'q' }, h)).status).toBe(403);
      expect((await user.get(`/api/games/${game.id}`, h)).data).toEqual({ error: 'wrong Host header' });
      expect((await user.get('/api/decks', h)).status).toBe(403);
      expect((await user.get('/', h)).status).toBe(200);
    }
    // No Host at all (HTTP/1.0 allows it; Node refuses it in HTTP/1.1).
    for (const version of ['1.0', '1.1']) {
      const none = await raw(port, `GET /api/decks HTTP/${version}\r\nConnection: close\r\n\r\n`, 2_000);
      expect(none).not.toBe('still open');
      if (none !== 'still open') expect(none.text).toMatch(version === '1.0' ? /^HTTP\/1\.1 403 / : /^HTTP\/1\.1 400 /);
    }
    for (const host of [`localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`, `127.0.0.1:${port}`])
      expect((await user.get('/api/decks', { host })).status).toBe(200);
    await unchanged();
  });
});

describe('what a client sends', () => {
  let served: Served;
  let user: Client;
  beforeAll(async () => {
    served = await serve({ bodyTimeoutMs: 300, headersTimeoutMs: 300 });
    user = new Client(served);
  });
  afterAll(() => served.close());

  it('a deck name is only a built-in deck’s own name: __proto__ and its kin are unknown decks', async () => {
    const { unchanged } = await usersGame(user);
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])
      for (const key of ['deck', 'opponent']) {
        const a = await user.post('/api/games', { [key]: name });
        expect(a.status).toBe(400);
        expect(a.data.error).toBe(`unknown deck "${name}": one of mono-red, mono-green, sagas, scrivener`);
      }
    // The same, as JSON spells it.
    const proto = await user.post('/api/games', '{"deck": "__proto__", "__proto__": {"deck": "mono-red"}}');
    expect(proto.status).toBe(400);
    await unchanged();
  });

  it('a body is decoded whole: a character split between two pieces arrives whole', async () => {
    const body = Buffer.from('{"deck": "mono-réd"}', 'utf8');
    const at = body.indexOf(0xc3) + 1; // between the two bytes of é
    const headers = { 'content-type': 'application/json', cookie: user.cookie! };
    const split = await request(served.port, {
      method: 'POST',
      path: '/api/games',
      headers,
      body: [body.subarray(0, at), body.subarray(at)],
    });
    expect(split.status).toBe(400);
    expect(split.data.error).toMatch(/^unknown deck "mono-réd"/);
    const seed = Buffer.from('{"seed": "ü€😀"}', 'utf8');
    const cut = seed.indexOf(0xf0) + 2; // inside the emoji
    const a = await request(served.port, {
      method: 'POST',
      path: '/api/games',
      headers,
      body: [seed.subarray(0, 11), seed.subarray(11, cut), seed.subarray(cut)],
    });
    expect(a.data).toEqual({ error: 'the seed must be a whole number, not "ü€😀"' });
    const fine = Buffer.from('{"seed": 3, "note": "ü€😀"}', 'utf8');
    const inside = fine.indexOf(0xe2) + 1;
    const started = await request(served.port, {
      method: 'POST',
      path: '/api/games',
      headers,
      body: [fine.subarray(0, inside), fine.subarray(inside)],
    });
    expect(started.status).toBe(200);
  });

  it('a body that is not UTF-8 is refused', async () => {
    for (const bytes of [
      [0x7b, 0x22, 0x64, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d],
      [0x7b, 0x22, 0x64, 0x22, 0x3a, 0x22, 0xc3, 0x22, 0x7d],
      [0x7b, 0x22, 0x64, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d], // a lone surrogate
    ]) {
      const a = await request(served.port, {
        method: 'POST',
        path: '/api/games',
        headers: { 'content-type': 'application/json', cookie: user.cookie! },
        body: Buffer.from(bytes),
      });
      expect(a.status).toBe(400);
      expect(a.data).toEqual({ error: 'the body is not UTF-8' });
    }
  });

  it('a body larger than 16 KiB is refused, whether its length is said ahead or not', async () => {
    const { game, unchanged } = await usersGame(user);
    const big = JSON.stringify({ line: 'x'.repeat(17 * 1024) });
    const headers = { 'content-type': 'application/json', cookie: user.cookie! };
    const said = await request(served.port, {
      method: 'POST',
      path: `/api/games/${game.id}/input`,
      headers: { ...headers, 'content-length': String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(said.status).toBe(413);
    expect(said.data).toEqual({ error: 'the request body is too large' });
    const buf = Buffer.from(big);
    const chunked = await request(served.port, {
      method: 'POST',
      path: '/api/games',
      headers: { ...headers, 'transfer-encoding': 'chunked' },
      body: [buf.subarray(0, 10_000), buf.subarray(10_000)],
    });
    expect(chunked.status).toBe(413);
    expect(chunked.data).toEqual({ error: 'the request body is too large' });
    await unchanged();
  });

  it('a slow body, or slow headers, are cut off at their deadline and the connection closed', async () => {
    const { unchanged } = await usersGame(user);
    const slowBody = await raw(
      served.port,
      `POST /api/games HTTP/1.1\r\nHost: ${served.host}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"se`,
      3_000,
    );
    expect(slowBody).not.toBe('still open');
    if (slowBody === 'still open') return;
    expect(slowBody.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(slowBody.text).toContain('{"error":"the request body took too long"}');
    expect(slowBody.closedAfterMs).toBeLessThan(1_500);
    const slowHeaders = await raw(served.port, `GET /api/decks HTTP/1.1\r\nHost: ${served.host}\r\n`, 3_000);
    expect(slowHeaders).not.toBe('still open');
    if (slowHeaders === 'still open') return;
    expect(slowHeaders.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(slowHeaders.closedAfterMs).toBeLessThan(1_500);
    // A connection that says nothing is closed as well.
    const silent = await raw(served.port, '', 3_000);
    expect(silent).not.toBe('still open');
    await unchanged();
  });

  it('an error inside the server is a bare "internal error", its text on the server’s stderr', async () => {
    const broken: Deck = {
      label: 'broken',
      list: { name: 'broken', main: ['No Such Card'], sideboard: [], unplayableSideboard: [], commanders: [] },
    };
    const withBroken = await serve({}, [broken, DECKS[1]]);
    const written: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
      written.push(String(s));
      return true;
    });
    try {
      const a = await new Client(withBroken).post('/api/games', {});
      expect(a.status).toBe(500);
      expect(a.data).toEqual({ error: 'internal error' });
      expect(written.join('')).toMatch(/^lorekeeper serve: .*No Such Card/);
    } finally {
      spy.mockRestore();
      await withBroken.close();
    }
  });
});

describe('connections', () => {
  it('no more than the cap are open at once; the others are closed as they come', async () => {
    const served = await serve({ maxConnections: 2, headersTimeoutMs: 2_000 });
    try {
      const held = [raw(served.port, '', 1_000), raw(served.port, '', 1_000)];
      await new Promise((r) => setTimeout(r, 100));
      const third = await raw(served.port, `GET /api/decks HTTP/1.1\r\nHost: ${served.host}\r\n\r\n`, 500);
      expect(third).not.toBe('still open');
      if (third !== 'still open') expect(third.text).toBe('');
      await Promise.all(held);
      await new Promise((r) => setTimeout(r, 50));
      expect((await new Client(served).get('/api/decks')).status).toBe(200);
    } finally {
      await served.close();
    }
  });
});

describe('clients and their games', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve({ gamesPerClient: 3, maxGames: 7 });
  });
  afterAll(() => served.close());

  it('a client gets a secret token in an HttpOnly, SameSite=Strict cookie, and games get unguessable ids', async () => {
    const c = new Client(served);
    const first = await c.post('/api/games', {});
    const set = first.headers['set-cookie']!;
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(new RegExp(`^lorekeeper-${served.port}=[0-9a-f]{64}; Path=/; HttpOnly; SameSite=Strict$`));
    expect(first.data.id).toMatch(/^[0-9a-f]{32}$/);
    const second = await c.post('/api/games', {});
    expect(second.headers['set-cookie']).toBe(undefined);
    expect(second.data.id).not.toBe(first.data.id);
    // A token the server never gave is no client's: the request gets a token of its own.
    const forged = new Client(served);
    const made = randomBytes(32).toString('hex');
    forged.cookie = `lorekeeper-${served.port}=${made}`;
    const own = await forged.post('/api/games', {});
    expect(own.headers['set-cookie']?.[0]).toMatch(/^lorekeeper-\d+=[0-9a-f]{64};/);
    expect(own.headers['set-cookie']?.[0]).not.toContain(made);
  });

  it('another client’s token (or none) can neither read nor play a game', async () => {
    const user = new Client(served);
    const { game, unchanged } = await usersGame(user);
    const other = new Client(served);
    await other.newGame();
    const nobody = new Client(served);
    for (const c of [other, nobody]) {
      const read = await c.get(`/api/games/${game.id}`);
      expect(read.status).toBe(404);
      expect(read.data.error).toMatch(/^no such game/);
      const played = await c.post(`/api/games/${game.id}/input`, { line: 'q' });
      expect(played.status).toBe(404);
      expect(played.data.error).toMatch(/^no such game/);
      expect(played.text).not.toContain(game.board);
    }
    await unchanged();
  });

  it('a client’s many games evict only its own oldest; when the server is full, new games are refused', async () => {
    const local = await serve({ gamesPerClient: 3, maxGames: 5 });
    try {
      const user = new Client(local);
      const { unchanged } = await usersGame(user);
      const greedy = new Client(local);
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push((await greedy.newGame({ seed: i })).id);
      // The greedy client keeps its last three games; the user's game is untouched.
      for (const id of ids.slice(0, -3)) expect((await greedy.get(`/api/games/${id}`)).status).toBe(404);
      for (const id of ids.slice(-3)) expect((await greedy.get(`/api/games/${id}`)).status).toBe(200);
      await unchanged();
      // 4 games are kept; a fifth client game fills the server; the next new client is refused, not served by
      // evicting anyone's game.
      await new Client(local).newGame();
      for (const c of [new Client(local), new Client(local)]) {
        const refused = await c.post('/api/games', {});
        expect(refused.status).toBe(503);
        expect(refused.data).toEqual({ error: 'the server keeps as many games as it can: try again later' });
        expect(refused.headers['set-cookie']).toBe(undefined);
      }
      // The user has room for more of its own games only by giving up its own: below its own cap, it is refused too.
      expect((await user.post('/api/games', {})).status).toBe(503);
      // A client at its own cap may still start a game, evicting its own oldest.
      const last = await greedy.newGame();
      expect((await greedy.get(`/api/games/${last.id}`)).status).toBe(200);
      expect((await greedy.get(`/api/games/${ids[9]!}`)).status).toBe(404);
      await unchanged();
    } finally {
      await local.close();
    }
  });

  it('a game untouched for long is let go, and makes room', () => {
    let now = 0;
    const store = new GameStore({ gamesPerClient: 2, maxGames: 2, idleGameMs: 1_000 }, () => now);
    const make = () => new HumanGame(DECKS, 1);
    const a = store.add(null, make)!;
    now = 600;
    const b = store.add(null, make)!;
    expect(store.add(null, make)).toBe(null);
    now = 1_200;
    store.sweep();
    expect(store.size).toBe(1);
    expect(store.get(a.token, a.id)).toBe(undefined);
    expect(store.get(b.token, b.id)).toBeDefined();
    // Reading a game keeps it.
    now = 2_000;
    store.get(b.token, b.id);
    store.sweep();
    expect(store.get(b.token, b.id)).toBeDefined();
    expect(store.add(a.token, make)?.token).not.toBe(a.token);
  });
});

describe('the seed', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  it('is in no answer while the game runs, and in every answer once it is over; it replays the game', async () => {
    for (const body of [{ seed: 987654321 }, {}]) {
      const user = new Client(served);
      const first = await user.newGame(body);
      for (const line of ['1', 'h', 'l', 'banana', 'e', 'e', '']) {
        const a = await user.post(`/api/games/${first.id}/input`, { line });
        if (a.data.over) break;
        expect(a.data.seed).toBe(null);
      }
      await user.get(`/api/games/${first.id}`);
      const running = [...user.texts];
      await user.post(`/api/games/${first.id}/input`, { line: 'q' });
      const over = await user.post(`/api/games/${first.id}/input`, { line: 'yes' });
      expect(over.data.over).toBe(true);
      const seed = over.data.seed!;
      expect(Number.isSafeInteger(seed)).toBe(true);
      if ('seed' in body) expect(seed).toBe(body.seed);
      for (const text of running) {
        expect(text).toContain('"seed":null');
        // (A short random seed could be any number the board shows.)
        if (String(seed).length >= 7) expect(text).not.toContain(String(seed));
      }
      // `play --seed N` deals the same game.
      const replay = new HumanGame(DECKS, seed);
      expect(renderBoard(replay.view(), 0)).toBe(first.board);
    }
  });
});
