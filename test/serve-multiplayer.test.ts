// Tables of more than two seats, and Commander tables, over the server's WebSocket (/ws); and games of several
// players, and Commander games, against the computer over the HTTP API. Four people at one table, each deck its own
// cards, and a spectator: every message each connection receives names no card of another player's it hasn't been
// shown (CR 400.2). A table's creator starts it before every seat is taken: computer players take the open seats.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckOption } from '../src/cli/decks.js';
import { HumanGame } from '../src/cli/human-game.js';
import { tableSnapshot } from '../src/cli/table.js';
import type { TableSnapshot } from '../src/cli/table-types.js';
import type { Answer } from '../src/engine/index.js';
import { Client, DECKS, serve, type Served } from './helpers/http.js';
import { eagerAnswer } from './helpers/policy.js';
import { WsClient, answerFrom, leaks } from './helpers/ws.js';

let served: Served;
let seeds = 300;
beforeAll(async () => {
  served = await serve({}, DECKS, { tableSeeds: () => seeds++ });
});
afterAll(() => served.close());

const NAMES = ['Ann', 'Bob', 'Cat', 'Dan'];
const DECK_NAMES = ['mono-red', 'mono-green', 'sagas', 'scrivener'];
const LISTS = DECK_NAMES.map((n) => deckOption(n).list.main);
/** The cards of each deck that no other deck of the four has: naming one tells whose card it is. */
const OWN = LISTS.map((l, i) => new Set(l.filter((n) => LISTS.every((m, j) => j === i || !m.includes(n)))));

/** A table of `seats` seats created by Ann: its id, Ann's client and the state she is first shown. */
async function create(seats: number, format?: 'constructed' | 'commander', deck = 'mono-red') {
  const ann = await WsClient.open(served.port);
  ann.send({ type: 'create', name: 'Ann', deck, seats, ...(format ? { format } : {}) });
  const seated = await ann.next('seated');
  const waiting = (await ann.next('state')).snapshot;
  return { ann, table: seated.table, waiting };
}

describe('four people at one table', () => {
  it('each is shown only their own cards in every message, a spectator none; attacks name one opponent each', async () => {
    expect(OWN.every((o) => o.size > 3)).toBe(true);
    const { ann, table, waiting } = await create(4);
    expect(waiting.table?.seats).toHaveLength(4);
    expect(waiting.table?.invites.map((i) => i.seat)).toEqual([1, 2, 3]);
    const clients = [ann];
    for (let i = 1; i < 4; i++) {
      const c = await WsClient.open(served.port);
      c.send({ type: 'join', table, invite: waiting.table!.invites[i - 1]!.code, name: NAMES[i], deck: DECK_NAMES[i] });
      expect((await c.next('seated')).seat).toBe(i);
      clients.push(c);
    }
    const eve = await WsClient.open(served.port);
    eve.send({ type: 'watch', table });
    await eve.latest();
    // Everyone has been told of each seat taken, and of the spectator: the latest state is everyone's now.
    await Promise.all(clients.map((c) => c.quiet()));
    let now: TableSnapshot[] = [];
    for (const c of clients) now.push(await c.latest());
    expect(now.map((s) => s.table?.status)).toEqual(['playing', 'playing', 'playing', 'playing']);
    expect(now[0]!.view.players.map((p) => p.name)).toEqual(NAMES);
    // Each sees their own hand, and of the three others a count.
    for (const [i, s] of now.entries()) for (const p of s.view.players) expect(p.hand.length).toBe(p.id === i ? 7 : 0);

    const tried = new Set<string>();
    let answered = 0;
    let choices = 0;
    for (let k = 0; k < 1500; k++) {
      const who = now.findIndex((s) => s.pending !== null);
      if (who < 0) break;
      const s = now[who]!;
      const c = s.pending!;
      let a: Answer = answerFrom(s, tried);
      if (c.kind === 'declareAttackers' && c.options.some((o) => o.defenders.length > 2)) {
        // CR 506.2, 508.1b: each attacker attacks one opponent of the attacker's choice: here the last one offered.
        choices++;
        a = {
          kind: 'attackers',
          attackers: c.options.map((o) => ({ attacker: o.attacker, defender: o.defenders[o.defenders.length - 1]! })),
        };
      }
      clients[who]!.send({ type: 'answer', answer: a, decision: s.decision, re: k });
      answered++;
      const told = await clients[who]!.next();
      if (told.type === 'error') throw new Error(`${JSON.stringify(a)}: ${told.message}`);
      now = [];
      for (const [i, cl] of clients.entries())
        now.push(i === who && told.type === 'state' ? told.snapshot : (await cl.next('state')).snapshot);
      await eve.next('state');
      if (now[0]!.over) break;
    }
    expect(answered).toBeGreaterThan(50);
    expect(choices).toBeGreaterThan(0);
    // Nothing any of the four (or the spectator) received named a card of another's before it was shown them.
    const during = (texts: string[]) => texts.filter((t) => t.includes('"snapshot"') && !t.includes('"over":true'));
    for (const [v, c] of clients.entries())
      for (let o = 0; o < 4; o++) if (o !== v) expect(leaks(during(c.texts), o, OWN[o]!), `${v} of ${o}`).toEqual([]);
    for (let o = 0; o < 4; o++) expect(leaks(during(eve.texts), o, OWN[o]!), `spectator of ${o}`).toEqual([]);
    for (const c of [...clients, eve]) c.close();
  }, 120_000);
});

describe('the creator starts the table: computer players take the open seats', () => {
  it('a Commander table of three: two computer players with Commander decks, 40 life, commanders in view', async () => {
    const { ann, table, waiting } = await create(3, 'commander', 'commander-gruul');
    expect(waiting.format).toBe('commander');
    expect(waiting.table).toMatchObject({ status: 'waiting', format: 'commander', canStart: true });
    expect(waiting.view.players.map((p) => p.life)).toEqual([40, 40, 40]);
    // A constructed deck is no Commander deck.
    const bad = await WsClient.open(served.port);
    bad.send({ type: 'join', table, invite: waiting.table!.invites[0]!.code, name: 'Bob', deck: 'mono-green' });
    expect((await bad.next('error')).code).toBe('unknownDeck');
    // Bob takes a seat; he may not start the table (only its creator may).
    bad.send({ type: 'join', table, invite: waiting.table!.invites[0]!.code, name: 'Bob', deck: 'commander-orzhov' });
    expect((await bad.next('seated')).seat).toBe(1);
    const b = await bad.latest();
    expect(b.table?.canStart).toBe(false);
    bad.send({ type: 'start', re: 5 });
    expect(await bad.next('error')).toMatchObject({ code: 'notCreator', re: 5 });
    ann.send({ type: 'start', re: 6 });
    let a = (await ann.next('state')).snapshot;
    while (a.table?.status === 'waiting') a = (await ann.next('state')).snapshot;
    expect(a.table?.status).toBe('playing');
    expect(a.table?.seats.map((s) => [s.kind, s.name, s.deck])).toEqual([
      ['person', 'Ann', 'commander-gruul'],
      ['person', 'Bob', 'commander-orzhov'],
      ['computer', 'Computer 3', 'commander-gruul'],
    ]);
    // CR 903.6: each commander starts in its owner's command zone, face up, in everyone's view.
    for (const p of a.view.players) {
      expect(p.command).toHaveLength(1);
      expect(a.view.objects[p.command[0]!]!.typeLine).toMatch(/^Legendary Creature/);
    }
    // Started once.
    ann.send({ type: 'start' });
    expect((await ann.next('error')).code).toBe('gameOver');
    ann.close();
    bad.close();
  });

  it('a table of six seats is the most; seven is refused', async () => {
    const { ann, waiting } = await create(6);
    expect(waiting.table?.invites).toHaveLength(5);
    ann.send({ type: 'create', name: 'Ann', deck: '', seats: 7 });
    expect((await ann.next('error')).message).toMatch(/2 to 6 seats, not 7/);
    ann.close();
  });
});

describe('several computer players, and Commander, against the computer (HTTP)', () => {
  it('a four-player Commander game: four players at 40 life, the same game as a local copy, every answer', async () => {
    const client = new Client(served);
    const created = await client.newGame({ seed: 8, players: 4, format: 'commander' });
    const gruul = deckOption('commander-gruul');
    const orzhov = deckOption('commander-orzhov');
    const local = new HumanGame([gruul, orzhov, gruul, orzhov], 8, { format: 'commander' });
    let s = (await client.get(`/api/games/${created.id}/table`)).data as unknown as TableSnapshot;
    expect(s.format).toBe('commander');
    expect(s.decks).toEqual(['commander-gruul', 'commander-orzhov', 'commander-gruul', 'commander-orzhov']);
    expect(s.view.players.map((p) => [p.name, p.life])).toEqual([
      ['You', 40],
      ['Computer 1', 40],
      ['Computer 2', 40],
      ['Computer 3', 40],
    ]);
    for (let i = 0; i < 60 && local.decision; i++) {
      const a = eagerAnswer(local.view(), local.decision);
      local.answer(a);
      s = (await client.post(`/api/games/${created.id}/answer`, a)).data as unknown as TableSnapshot;
      expect(s).toEqual(JSON.parse(JSON.stringify(tableSnapshot(created.id, local))));
    }
    expect(s.undo).toBeGreaterThan(10);
  });

  it('refuses a constructed deck for a Commander game, and seven players', async () => {
    const client = new Client(served);
    const r = await client.post('/api/games', { format: 'commander', deck: 'mono-red' });
    expect(r.status).toBe(400);
    expect(r.data.error).toMatch(/unknown deck "mono-red" for a Commander game: one of commander-gruul/);
    const seven = await client.post('/api/games', { players: 7 });
    expect(seven.status).toBe(400);
    expect(seven.data.error).toMatch(/2 to 6 players, not 7/);
    const decks = await client.get('/api/decks');
    expect(JSON.parse(decks.text)).toEqual({
      decks: ['mono-red', 'mono-green', 'sagas', 'scrivener'],
      commander: ['commander-gruul', 'commander-orzhov'],
    });
  });
});
