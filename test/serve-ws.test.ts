// The table people play each other at, over the server's WebSocket (/ws): two people at one game, each shown only what
// their seat may see (CR 400.2), every move pushed to both at once; a spectator who sees no hand; a seat taken once;
// a dropped connection back at its seat; every malformed or illegal message refused with its reason and nothing
// changed; and the games saved, so that a restarted server resumes them and a finished one replays.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableSnapshot } from '../src/cli/table-types.js';
import { DECKS, serve, type Served } from './helpers/http.js';
import { WsClient, answerFrom, leaks } from './helpers/ws.js';

let served: Served;
let seeds = 100;
const dir = mkdtempSync(join(tmpdir(), 'lorekeeper-ws-'));
beforeAll(async () => {
  // The tables' seeds in order (from the server, unguessable, outside tests): the same games every run.
  served = await serve({}, DECKS, { tableSeeds: () => seeds++ });
});
afterAll(async () => {
  await served.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Ann (mono-red) creates a table, Bob (mono-green) joins it with its invitation: both seated, the game started. */
async function twoPlayers(port: number) {
  const ann = await WsClient.open(port);
  ann.send({ type: 'create', name: 'Ann', deck: 'mono-red', re: 1 });
  const seatedA = await ann.next('seated');
  expect(seatedA).toMatchObject({ seat: 0, re: 1 });
  const waiting = (await ann.next('state')).snapshot;
  expect(waiting.table).toMatchObject({ status: 'waiting', seats: [{ name: 'Ann' }, { name: null }] });
  const invite = waiting.table!.invites[0]!;
  expect(invite.seat).toBe(1);
  const bob = await WsClient.open(port);
  bob.send({ type: 'join', table: seatedA.table, invite: invite.code, name: 'Bob', deck: 'mono-green' });
  const seatedB = await bob.next('seated');
  expect(seatedB.seat).toBe(1);
  const a = (await ann.next('state')).snapshot;
  const b = (await bob.next('state')).snapshot;
  expect(a.table?.status).toBe('playing');
  expect(b.table?.status).toBe('playing');
  // The invitations are shown no more: the seats are taken.
  expect(a.table?.invites).toEqual([]);
  return { ann, bob, table: seatedA.table, invite: invite.code, tokens: [seatedA.token, seatedB.token], a, b };
}

/** Plays up to `moves` decisions, each answered by the seat that has it; the other is pushed each change unasked. */
async function play(clients: readonly WsClient[], start: readonly TableSnapshot[], moves: number) {
  const now = [...start];
  const tried = new Set<string>();
  let answered = 0;
  for (let i = 0; i < moves; i++) {
    const who = now.findIndex((s) => s.pending !== null);
    if (who < 0) break;
    const s = now[who]!;
    clients[who]!.send({ type: 'answer', answer: answerFrom(s, tried), decision: s.decision });
    answered++;
    // Both are told at once: the one who answered, and the other without asking.
    for (let k = 0; k < clients.length; k++) now[k] = (await clients[k]!.next('state')).snapshot;
    if (now[0]!.over) break;
  }
  return { now, answered };
}

const RED = new Set(DECKS[0].list.main);
const GREEN_ONLY = new Set(DECKS[1].list.main.filter((n) => !RED.has(n)));
const RED_ONLY = new Set(DECKS[0].list.main.filter((n) => !DECKS[1].list.main.includes(n)));

describe('two people at one table', () => {
  it('play a game, each shown only their own view, every move pushed to both; the end is told to both', async () => {
    const { ann, bob, a, b } = await twoPlayers(served.port);
    expect(a.seat).toBe(0);
    expect(b.seat).toBe(1);
    // Each sees their own hand and only a count of the other's.
    expect(a.view.players[0]!.hand.length).toBe(7);
    expect(a.view.players[1]!.hand).toEqual([]);
    expect(a.view.players[1]!.handCount).toBe(7);
    expect(b.view.players[1]!.hand.length).toBe(7);
    expect(b.view.players[0]!.hand).toEqual([]);
    expect([a.pending, b.pending].filter((p) => p !== null).length).toBe(1);
    const { now, answered } = await play([ann, bob], [a, b], 150);
    expect(answered).toBeGreaterThan(30);
    expect(now[0]!.view.turn.number).toBeGreaterThan(3);
    // No seed while the game goes on, to anyone (it tells every library's order); nor the game's count of steps
    // (it would tell when the other's stops passed for them: that they could have done something).
    for (const t of [...ann.texts, ...bob.texts])
      if (!t.includes('"over":true')) {
        expect(/"seed":\d/.test(t)).toBe(false);
        expect(/"steps":\d/.test(t)).toBe(false);
      }
    expect(leaks(ann.texts, 1, GREEN_ONLY)).toEqual([]);
    expect(leaks(bob.texts, 0, RED_ONLY)).toEqual([]);
    let end = now;
    if (!now[0]!.over) {
      // Whoever is to decide concedes.
      const who = now[1]!.pending ? bob : ann;
      who.send({ type: 'answer', answer: { kind: 'concede' } });
      end = [(await ann.next('state')).snapshot, (await bob.next('state')).snapshot];
      expect(end[0]!.result).toMatch(who === bob ? /Ann wins/ : /Bob wins/);
    }
    expect(end[0]!.over && end[1]!.over).toBe(true);
    expect(end[0]!.result).toBe(end[1]!.result);
    expect(end[0]!.result).toMatch(/(Ann|Bob) wins after \d+ turns/);
    expect(end[0]!.table?.status).toBe('over');
    expect(end[0]!.seed).not.toBe(null);
    ann.close();
    bob.close();
  });

  it('a spectator is shown the board and no hand; a seat is taken once; a dropped player comes back to their seat', async () => {
    const { ann, bob, table, invite, tokens, a } = await twoPlayers(served.port);
    const eve = await WsClient.open(served.port);
    eve.send({ type: 'watch', table });
    const watched = (await eve.next('state')).snapshot;
    expect(watched.spectator).toBe(true);
    expect(watched.pending).toBe(null);
    expect(watched.stops).toBe(null);
    expect(watched.table?.invites).toEqual([]);
    for (const p of watched.view.players) {
      expect(p.hand).toEqual([]);
      expect(p.handCount).toBe(7);
    }
    expect(Object.values(watched.view.objects).filter((o) => o.zone === 'hand' || o.zone === 'library')).toEqual([]);
    // The players are told someone watches.
    expect((await ann.next('state')).snapshot.table?.spectators).toBe(1);
    await bob.next('state');
    // A spectator can't act.
    eve.send({ type: 'answer', answer: { kind: 'keep' }, re: 7 });
    expect(await eve.next('error')).toMatchObject({ code: 'notSeated', re: 7 });

    // The same invitation again: refused, the seat is Bob's.
    const mallory = await WsClient.open(served.port);
    mallory.send({ type: 'join', table, invite, name: 'Mallory', deck: '' });
    const taken = await mallory.next('error');
    expect(taken.code).toBe('seatTaken');
    expect(taken.message).toMatch(/seat 2 is taken \(by Bob\)/);
    mallory.send({ type: 'join', table, invite: '0'.repeat(24), name: 'Mallory', deck: '' });
    expect((await mallory.next('error')).code).toBe('badInvite');
    mallory.send({ type: 'resume', table, token: 'f'.repeat(64) });
    expect((await mallory.next('error')).code).toBe('badToken');
    mallory.send({ type: 'watch', table: '0'.repeat(32) });
    expect((await mallory.next('error')).code).toBe('unknownTable');
    expect(await ann.quiet()).toBe(true);

    // Ann's connection drops; the others see her gone; she comes back with her token, to the same decision.
    ann.ws.terminate();
    expect((await bob.next('state')).snapshot.table?.seats[0]?.connected).toBe(false);
    const again = await WsClient.open(served.port);
    again.send({ type: 'resume', table, token: tokens[0] });
    const back = (await again.next('state')).snapshot;
    expect(back.seat).toBe(0);
    expect(back.pending).toEqual(a.pending);
    expect(back.view.players[0]!.hand).toEqual(a.view.players[0]!.hand);
    expect((await bob.next('state')).snapshot.table?.seats[0]?.connected).toBe(true);
    for (const c of [again, bob, eve, mallory]) c.close();
  });
});

describe('what the server refuses, with its reason, changing nothing', () => {
  it('malformed messages: not JSON, not an object, an unknown type, a missing, wrong or extra field, binary', async () => {
    const { ann, bob, a } = await twoPlayers(served.port);
    const cases: [unknown, RegExp][] = [
      ['{"type": "answer"', /must be JSON/],
      ['[1, 2]', /JSON object with a "type"/],
      [{ type: 'dance' }, /"type" must be one of create, join, .*not "dance"/],
      [{ type: 'answer' }, /"answer" must be an answer object/],
      [{ type: 'answer', answer: 'pass' }, /"answer" must be an answer object/],
      [{ type: 'answer', answer: { kind: 'pass' }, extra: 1 }, /no field "extra"/],
      [{ type: 'join', table: 'x', invite: 'y', name: 'Z', deck: '' }, /"table" must be a table's id/],
      [{ type: 'create', name: '', deck: '' }, /"name" must be 1 to 24 characters/],
      [{ type: 'create', name: 'You', deck: '' }, /"You" is what the table calls each player/],
      [{ type: 'stops', mine: ['lunch'], theirs: [], fullControl: false }, /"lunch" in "mine" is no step/],
      [{ type: 'replay', step: -1 }, /"step" must be a whole number/],
      [{ type: 'passUntil', until: 'tomorrow' }, /"until" must be "something" or "myTurn"/],
      [{ type: 'log', re: 'x' }, /"re" must be a whole number/],
    ];
    for (const [m, message] of cases) {
      ann.send(m);
      const e = await ann.next('error');
      expect(e.code, JSON.stringify(m)).toBe('malformed');
      expect(e.message).toMatch(message);
    }
    ann.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await ann.next('error')).message).toMatch(/text \(JSON\), not binary/);
    ann.send({ type: 'create', name: 'Ann', deck: 'no-such-deck' });
    expect((await ann.next('error')).code).toBe('unknownDeck');
    // Nothing changed: nobody was sent a new state.
    expect(await bob.quiet()).toBe(true);
    expect(await ann.quiet()).toBe(true);
    void a;
    ann.close();
    bob.close();
  });

  it("illegal answers: not the decision's shape, not the player's decision, a decision already past", async () => {
    const { ann, bob, a, b } = await twoPlayers(served.port);
    const [mine, theirs, s] = a.pending ? [ann, bob, a] : [bob, ann, b];
    expect(s.pending?.kind).toBe('mulligan');
    mine.send({ type: 'answer', answer: { kind: 'attackers', attackers: [] }, re: 3 });
    const illegal = await mine.next('error');
    expect(illegal.re).toBe(3);
    expect(['illegalAnswer', 'malformed']).toContain(illegal.code);
    expect(illegal.message.length).toBeGreaterThan(10);
    theirs.send({ type: 'answer', answer: { kind: 'keep' } });
    expect((await theirs.next('error')).code).toBe('wrongPlayer');
    // A decision number the game is not at.
    mine.send({ type: 'answer', answer: { kind: 'keep' }, decision: 999 });
    const stale = await mine.next('error');
    expect(stale.code).toBe('stale');
    expect(stale.message).toMatch(/decision 999/);
    expect(await ann.quiet()).toBe(true);
    expect(await bob.quiet()).toBe(true);
    // The game was untouched: the right answer still goes.
    mine.send({ type: 'answer', answer: { kind: 'keep' } });
    expect((await mine.next('state')).snapshot.pending?.kind).not.toBe('mulligan');
    ann.close();
    bob.close();
  });

  it('a name taken at the table already is refused; the seat stays open', async () => {
    const ann = await WsClient.open(served.port);
    ann.send({ type: 'create', name: 'Ann', deck: '' });
    const { table } = await ann.next('seated');
    const invite = (await ann.next('state')).snapshot.table!.invites[0]!.code;
    const other = await WsClient.open(served.port);
    other.send({ type: 'join', table, invite, name: 'ANN', deck: '' });
    const e = await other.next('error');
    expect(e.code).toBe('badName');
    expect(e.message).toMatch(/named Ann already/);
    expect(await ann.quiet()).toBe(true);
    other.send({ type: 'join', table, invite, name: 'Annie', deck: '' });
    expect((await other.next('seated')).seat).toBe(1);
    ann.close();
    other.close();
  });

  it('too many messages at once: the extra ones are refused (rateLimited)', async () => {
    const s = await serve({ messagesPerSecond: 5 });
    const c = await WsClient.open(s.port);
    for (let i = 0; i < 30; i++) c.send({ type: 'log' });
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) codes.push((await c.next('error')).code);
    expect(codes.filter((x) => x === 'rateLimited').length).toBeGreaterThan(15);
    expect(codes.filter((x) => x === 'notSeated').length).toBeGreaterThanOrEqual(9);
    c.close();
    await s.close();
  });

  it("a page of another site can't open the WebSocket, nor a request addressed to another host", async () => {
    await expect(WsClient.open(served.port, { origin: 'http://evil.example' })).rejects.toThrow(/403/);
    await expect(WsClient.open(served.port, { host: 'evil.example' })).rejects.toThrow(/403/);
    const ok = await WsClient.open(served.port, { origin: `http://${served.host}` });
    ok.close();
  });
});

describe('saved games (SQLite)', () => {
  it('a restarted server resumes a table where it was; a finished game replays step by step, and its log', async () => {
    const store = join(dir, 'games.sqlite');
    // Seed 11: a game that lasts past the 45 decisions played here.
    let s = await serve({}, DECKS, { store, tableSeeds: () => 11 });
    const { ann, bob, table, tokens, a, b } = await twoPlayers(s.port);
    const { now } = await play([ann, bob], [a, b], 40);
    expect(now[0]!.over).toBe(false);
    ann.close();
    bob.close();
    await s.close();

    // A new server on the same file: each player comes back to the same view, the same decision.
    s = await serve({}, DECKS, { store, tableSeeds: () => 11 });
    const ann2 = await WsClient.open(s.port);
    ann2.send({ type: 'resume', table, token: tokens[0] });
    const backA = (await ann2.next('state')).snapshot;
    const bob2 = await WsClient.open(s.port);
    bob2.send({ type: 'resume', table, token: tokens[1] });
    const backB = (await bob2.next('state')).snapshot;
    await ann2.next('state');
    const same = (x: TableSnapshot) => ({ ...x, table: { ...x.table!, seats: [], spectators: 0 } });
    expect(same(backA)).toEqual(same(now[0]!));
    expect(same(backB)).toEqual(same(now[1]!));
    // And the game goes on.
    const after = await play([ann2, bob2], [backA, backB], 5);
    expect(after.answered).toBeGreaterThan(0);

    // Not replayed before the end (a replay would show what is hidden).
    ann2.send({ type: 'replay', step: 0 });
    expect((await ann2.next('error')).code).toBe('notOver');
    const who = after.now[0]!.pending ? ann2 : bob2;
    who.send({ type: 'answer', answer: { kind: 'concede' } });
    const over = (await ann2.next('state')).snapshot;
    await bob2.next('state');
    expect(over.over).toBe(true);
    const steps = over.table!.steps!;
    expect(steps).toBeGreaterThan(40);
    ann2.send({ type: 'replay', step: 0 });
    const first = await ann2.next('replay');
    expect(first.steps).toBe(steps);
    expect(first.snapshot.view.turn.number).toBe(0);
    expect(first.snapshot.pending).toBe(null);
    // Ann's replay is Ann's view: Bob's hand is a count.
    expect(first.snapshot.view.players[1]!.hand).toEqual([]);
    ann2.send({ type: 'replay', step: steps });
    const last = await ann2.next('replay');
    expect(last.snapshot.over).toBe(true);
    expect(last.snapshot.log).toEqual(over.log);
    ann2.send({ type: 'replay', step: steps + 1 });
    expect((await ann2.next('error')).message).toMatch(`from 0 to ${steps}`);
    ann2.send({ type: 'log' });
    const log = await ann2.next('log');
    expect(log.text).toMatch(/^Lorekeeper table [0-9a-f]{32}: Ann \(mono-red, you\) vs Bob \(mono-green\)/);
    expect(log.text).toMatch(/concedes/);
    ann2.close();
    bob2.close();
    await s.close();

    // The command line replays it from the same file: the whole log, or one step as one seat saw it.
    const { replayText } = await import('../src/cli/replay.js');
    const whole = replayText(table, { store });
    expect(whole).toMatch(
      new RegExp(
        `^Game ${table}: Ann \\(mono-red\\) vs Bob \\(mono-green\\)\nStep ${steps} of ${steps} — (Ann|Bob) wins`,
      ),
    );
    expect(whole).toMatch(/concedes/);
    const dealt = replayText(table, { store, step: '0', seat: '2' });
    expect(dealt).toMatch(/Step 0 of/);
    expect(dealt).toMatch(/Your hand \(7\)/);
    expect(dealt).not.toMatch(/concedes/);
    expect(() => replayText(table, { store, step: String(steps + 1) })).toThrow(`from 0 to ${steps}`);
    expect(() => replayText('f'.repeat(32), { store })).toThrow(/no game/);
  });

  it("a restarted server resumes a browser's game against the computer (the HTTP API)", async () => {
    const { Client } = await import('./helpers/http.js');
    const store = join(dir, 'practice.sqlite');
    // Seed 11: a game that lasts past the 45 decisions played here.
    let s = await serve({}, DECKS, { store, tableSeeds: () => 11 });
    const client = new Client(s);
    const g = await client.newGame({ seed: 9, deck: 'mono-red', opponent: 'mono-green' });
    await client.post(`/api/games/${g.id}/answer`, { kind: 'keep' });
    await client.post(`/api/games/${g.id}/input`, { line: 'p' });
    const before = (await client.get(`/api/games/${g.id}/table`)).text;
    await s.close();
    s = await serve({}, DECKS, { store, port: s.port });
    const after = await client.get(`/api/games/${g.id}/table`);
    expect(after.status).toBe(200);
    expect(after.text).toBe(before);
    // Another browser still can't read it.
    const stranger = new Client(s);
    expect((await stranger.get(`/api/games/${g.id}/table`)).status).toBe(404);
    await s.close();
  });
});

describe("a game against the computer's stops (the HTTP API)", () => {
  it('sets the stops and full control, answering the table; a malformed body is refused, the stops unchanged', async () => {
    const { Client } = await import('./helpers/http.js');
    const client = new Client(served);
    const g = await client.newGame({ seed: 5, deck: 'mono-red', opponent: 'mono-green' });
    const set = await client.post(`/api/games/${g.id}/stops`, {
      mine: ['upkeep', 'main1'],
      theirs: ['end'],
      fullControl: true,
    });
    expect(set.status).toBe(200);
    const s = JSON.parse(set.text) as TableSnapshot;
    expect(s.stops).toEqual({ mine: ['upkeep', 'main1'], theirs: ['end'], fullControl: true });
    const bad = await client.post(`/api/games/${g.id}/stops`, { mine: ['nap'], theirs: [], fullControl: false });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toMatch(/"nap" in "mine" is no step/);
    const after = JSON.parse((await client.get(`/api/games/${g.id}/table`)).text) as TableSnapshot;
    expect(after.stops).toEqual(s.stops);
  });
});
