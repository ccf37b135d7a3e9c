// `lorekeeper serve`: the game the browser plays (HumanGame, shared with the terminal's `play`) and the HTTP server
// around it, driven through real requests on a free port. What it refuses to a hostile client or page is in
// serve-attacks.test.ts.
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HumanGame } from '../src/cli/human-game.js';
import type { GameSnapshot } from '../src/cli/serve.js';
import { Client, DECKS as decks, serve, type Served } from './helpers/http.js';

describe('a game against the computer, typed line by line (HumanGame)', () => {
  it('starts at the mulligan; help, the log and a malformed line change nothing; keeping moves on', () => {
    const g = new HumanGame(decks, 7);
    expect(g.decision?.kind).toBe('mulligan');
    const before = g.state;
    expect(g.input('h')).toEqual({ kind: 'help' });
    expect(g.input('l')).toEqual({ kind: 'log' });
    const bad = g.input('banana');
    expect(bad.kind).toBe('error');
    expect(g.state).toBe(before);
    expect(g.input('1')).toEqual({ kind: 'answered' });
    expect(g.state).not.toBe(before);
    expect(g.decision).not.toBe(null);
  });

  it('"e" passes priority until something happens this turn; "q" then "yes" concedes and the computer wins', () => {
    const g = new HumanGame(decks, 11);
    g.input('1');
    while (g.decision && g.decision.kind !== 'priority') g.input('1');
    const c = g.decision!;
    expect(c.kind).toBe('priority');
    const turn = g.state.turn.number;
    const step = g.state.turn.step;
    expect(g.input('e')).toEqual({ kind: 'answered' });
    const now = g.state;
    // Either the game moved to another turn, or something the person must answer happened: a spell on the stack, or
    // a decision other than priority.
    expect(
      now.over ||
        now.turn.number > turn ||
        now.stack.length > 0 ||
        g.decision?.kind !== 'priority' ||
        now.turn.step !== step,
    ).toBe(true);
    expect(g.input('q')).toEqual({
      kind: 'info',
      text: 'Concede this game? Type yes to concede; anything else goes on playing.',
    });
    expect(g.state.over).toBe(false);
    expect(g.input('yes')).toEqual({ kind: 'quit' });
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(1);
    expect(g.decision).toBe(null);
  });

  it('the same seed and lines give the same game', () => {
    const a = new HumanGame(decks, 3);
    const b = new HumanGame(decks, 3);
    for (const line of ['1', 'p', '', '1', 'p', 'e']) {
      a.input(line);
      b.input(line);
    }
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
  });
});

describe('the server', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  it('answers the pages (the table at /, the text page at /text) and the built-in decks', async () => {
    for (const path of ['/', '/text']) {
      const page = await fetch(`${served.base}${path}`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(await page.text()).toContain('<title>Lorekeeper</title>');
    }
    const decksRes = (await (await fetch(`${served.base}/api/decks`)).json()) as { decks: string[] };
    expect(decksRes.decks).toEqual(expect.arrayContaining(['mono-red', 'mono-green']));
  });

  it('starts a game at its mulligan and takes the lines the terminal takes; the seed comes once it is over', async () => {
    const client = new Client(served);
    const created = await client.post('/api/games', { seed: 7, deck: 'mono-green', opponent: 'mono-red' });
    expect(created.status).toBe(200);
    const s = created.data;
    expect(s.seed).toBe(null);
    expect(s.decks).toEqual(['mono-green', 'mono-red']);
    expect(s.menu?.title).toMatch(/^Keep this hand or take a mulligan/);
    expect(s.menu?.entries.length).toBe(2);
    expect(s.menu?.keys).toEqual(['1', '2']);
    const bad = await client.post(`/api/games/${s.id}/input`, { line: 'banana' });
    expect(bad.status).toBe(422);
    expect(bad.data.message?.kind).toBe('error');
    expect(bad.data.board).toBe(s.board);
    const help = await client.post(`/api/games/${s.id}/input`, { line: 'h' });
    expect(help.data.message?.kind).toBe('info');
    const kept = await client.post(`/api/games/${s.id}/input`, { line: '1' });
    expect(kept.status).toBe(200);
    expect(kept.data.menu?.title).not.toMatch(/mulligan/);
    expect(kept.data.board).toContain('Turn');
    const got = await client.get(`/api/games/${s.id}`);
    expect(got.data.board).toBe(kept.data.board);
    expect(got.data.seed).toBe(null);
    const asked = await client.post(`/api/games/${s.id}/input`, { line: 'q' });
    expect(asked.data.over).toBe(false);
    expect(asked.data.message).toEqual({
      kind: 'info',
      text: 'Concede this game? Type yes to concede; anything else goes on playing.',
    });
    const quit = await client.post(`/api/games/${s.id}/input`, { line: 'yes' });
    expect(quit.data.over).toBe(true);
    expect(quit.data.result).toMatch(/wins/);
    expect(quit.data.menu).toBe(null);
    expect(quit.data.seed).toBe(7);
    expect((await client.get(`/api/games/${s.id}`)).data.seed).toBe(7);
  });

  it('refuses what it can’t take, naming what was wrong', async () => {
    const client = new Client(served);
    const unknown = await client.post('/api/games', { deck: '/etc/passwd' });
    expect(unknown.status).toBe(400);
    expect(unknown.data.error).toMatch(/^unknown deck "\/etc\/passwd": one of mono-red, mono-green/);
    expect((await client.post('/api/games', { seed: 'x1' })).data.error).toBe(
      'the seed must be a whole number, not "x1"',
    );
    expect((await client.post('/api/games', { seed: 1.5 })).data.error).toBe(
      'the seed must be a whole number, not 1.5',
    );
    expect((await client.post('/api/games', { deck: { a: 1 } })).data.error).toMatch(/^unknown deck \(a JSON object\)/);
    const long = (await client.post('/api/games', { deck: 'x'.repeat(5000) })).data.error!;
    expect(long.length).toBeLessThan(200);
    expect((await client.post('/api/games', '{not json')).data.error).toBe('the body is not JSON');
    expect((await client.post('/api/games', '[1]')).data.error).toBe('the body must be a JSON object');
    const missing = await client.get(`/api/games/${'0'.repeat(32)}`);
    expect(missing.status).toBe(404);
    expect(missing.data.error).toMatch(/^no such game/);
    const created = await client.newGame({ seed: 1 });
    expect((await client.post(`/api/games/${created.id}/input`, { text: '1' })).status).toBe(400);
    expect((await client.get(`/api/games/${created.id}/input`)).status).toBe(405);
    expect((await client.get('/api/games')).status).toBe(405);
    expect((await client.get('/nothing')).status).toBe(404);
    expect((await client.get('/api/nothing')).data).toEqual({ error: 'no such page' });
  });
});

describe('the text page (in a DOM)', () => {
  let served: Served;
  beforeAll(async () => {
    served = await serve();
  });
  afterAll(() => served.close());

  /** Waits until `cond` holds (the page's requests are asynchronous). */
  async function until(cond: () => boolean, what: string): Promise<void> {
    for (let i = 0; i < 200; i++) {
      if (cond()) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('offers the decks, starts a game, answers by button and by typed line, and concedes', async () => {
    const base = served.base;
    const html = await (await fetch(`${base}/text`)).text();
    // The page's requests go to the test's server, with the cookie it set, as a browser keeps it.
    let cookie: string | null = null;
    const seen: GameSnapshot[] = [];
    const dom = new JSDOM(html, {
      url: `${base}/text`,
      runScripts: 'dangerously',
      beforeParse(window) {
        window.fetch = async (input: string | URL | Request, init?: RequestInit) => {
          const headers = new Headers(init?.headers);
          if (cookie) headers.set('cookie', cookie);
          const res = await fetch(new URL(String(input), base), { ...init, headers });
          const set = res.headers.get('set-cookie');
          if (set) cookie = set.split(';')[0]!;
          const copy = res.clone();
          if (String(input).startsWith('/api/games')) seen.push((await copy.json()) as GameSnapshot);
          return res;
        };
      },
    });
    const doc = dom.window.document;
    const el = (id: string) => doc.getElementById(id)!;
    await until(() => (el('deck') as HTMLSelectElement).options.length > 2, 'the deck lists');
    (el('deck') as HTMLSelectElement).value = 'mono-green';
    (el('seed') as HTMLInputElement).value = '7';
    (el('new') as HTMLButtonElement).click();
    await until(() => !el('decision').hidden, 'the first decision');
    expect(cookie).toMatch(/^lorekeeper-\d+=[0-9a-f]{64}$/);
    expect(el('title').textContent).toBe(seen[0]!.menu!.title);
    expect(el('title').textContent).toMatch(/^Keep this hand/);
    expect(el('status').textContent).toBe('mono-green vs mono-green');
    const buttons = el('entries').querySelectorAll('button');
    expect(buttons.length).toBe(2);
    buttons[0]!.click();
    await until(() => !/Keep this hand/.test(el('title').textContent ?? ''), 'the answer to the mulligan');
    expect(el('board').textContent).toContain('Turn');
    (el('line') as HTMLInputElement).value = 'banana';
    el('lineForm').dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    await until(() => (el('message').textContent ?? '') !== '', 'the error message');
    expect(el('message').className).toBe('');
    (doc.querySelector('button[data-line="q"]') as HTMLButtonElement).click();
    await until(() => /^Concede this game\?/.test(el('message').textContent ?? ''), 'the question');
    (el('line') as HTMLInputElement).value = 'yes';
    el('lineForm').dispatchEvent(new dom.window.Event('submit', { cancelable: true }));
    await until(() => el('decision').hidden, 'the end of the game');
    expect(el('status').textContent).toMatch(/^Seed 7 · mono-green vs mono-green · .*wins/);
    dom.window.close();
  });
});
