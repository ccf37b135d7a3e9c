// The WebSocket of `lorekeeper serve` (/ws, the `ws` package): the tables people play each other at (net-game.ts).
// A connection creates a table, joins a seat with an invitation code, comes back to its seat with the seat's token,
// or watches; then it answers its seat's decisions, and every change is pushed at once to everyone at the table, each
// shown only what its seat (or a spectator) may see. Every message is read and checked first (protocol.ts): one that
// is malformed, illegal, not the seat's to give, or over the rate gets an error naming why, and changes nothing. The
// upgrade is refused unless it is addressed to this server from one of its own pages (as the HTTP API is), a message
// is at most `maxMessageBytes`, and a connection sends at most `messagesPerSecond` (a burst of twice as many).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import type { Deck, Format } from './decks.js';
import type { GameDb } from './game-db.js';
import { MAX_SEATS, MIN_SEATS, NetTable, secret, type SeatDeck, type TableOutcome } from './net-game.js';
import { ProtocolError, parseClientMessage, type ClientMessage, type ServerMessage } from './protocol.js';
import { HttpError, checkHost, checkOrigin } from './serve-http.js';
import type { StopStep } from './stops.js';

export interface WsLimits {
  /** the most bytes one message may have (a bigger one closes the connection: 1009) */
  readonly maxMessageBytes: number;
  /** messages a connection may send each second, on average */
  readonly messagesPerSecond: number;
  /** the most tables the server keeps in memory; a new one beyond them is refused */
  readonly maxTables: number;
}

export const DEFAULT_WS_LIMITS: WsLimits = { maxMessageBytes: 16 * 1024, messagesPerSecond: 20, maxTables: 100 };

export interface WsContext {
  readonly limits: WsLimits;
  readonly db: GameDb | null;
  /** the hosts the upgrade may be addressed to (known once the server listens) */
  hosts(): ReadonlySet<string>;
  /** a deck the client named ("" for the seat's default) for a game of this format, or an error message */
  deck(name: string, seat: number, format: Format): Deck | string;
  /** the deck of a computer player taking an open seat: a deck of the format the table plays none of, if any */
  computerDeck(seat: number, format: Format, used: readonly string[]): Deck;
  /** a new game's seed */
  seed(): number;
  /** a table nobody has been at for this long is let go from memory (without a store: it is gone) */
  readonly idleMs: number;
}

interface Conn {
  readonly ws: WebSocket;
  table: NetTable | null;
  /** the seat it acts for; null: it watches (or is at no table yet) */
  seat: number | null;
  /** the rate limit's bucket */
  tokens: number;
  last: number;
}

/** The tables in memory, and everyone connected to each. */
class Tables {
  private readonly tables = new Map<string, NetTable>();
  readonly conns = new Map<string, Set<Conn>>();
  /** when the last person left each table nobody is at */
  private readonly left = new Map<string, number>();

  constructor(private readonly ctx: WsContext) {}

  get size(): number {
    return this.tables.size;
  }

  /** Lets go of the tables nobody has been at for a while. */
  sweep(now = Date.now()): void {
    for (const [id, since] of this.left)
      if (now - since >= this.ctx.idleMs) {
        this.tables.delete(id);
        this.left.delete(id);
      }
  }

  add(t: NetTable): void {
    this.tables.set(t.id, t);
    this.save(t, true);
  }

  /** The table with this id, from memory or made again from its save (a restarted server). */
  get(id: string): NetTable | undefined {
    const kept = this.tables.get(id);
    if (kept) return kept;
    const saved = this.ctx.db?.load(id);
    if (saved?.kind !== 'table') return undefined;
    const t = new NetTable(saved.record, saved.journal);
    this.tables.set(id, t);
    return t;
  }

  save(t: NetTable, seats: boolean): void {
    if (!this.ctx.db) return;
    if (seats) this.ctx.db.saveTable(t.saved);
    this.ctx.db.saveJournal(t.id, t.journal);
    if (t.status === 'over') this.ctx.db.finished(t.id);
  }

  attach(c: Conn, t: NetTable, seat: number | null): void {
    this.detach(c);
    c.table = t;
    c.seat = seat;
    if (seat === null) t.spectators++;
    else t.connected[seat]!++;
    const set = this.conns.get(t.id) ?? new Set<Conn>();
    set.add(c);
    this.conns.set(t.id, set);
    this.left.delete(t.id);
  }

  detach(c: Conn): void {
    const t = c.table;
    if (!t) return;
    if (c.seat === null) t.spectators--;
    else t.connected[c.seat]!--;
    const set = this.conns.get(t.id);
    set?.delete(c);
    // A table nobody is at is let go from memory once it is saved (it is made again when someone comes back).
    if (set && set.size === 0) {
      this.conns.delete(t.id);
      if (this.ctx.db) this.tables.delete(t.id);
      else this.left.set(t.id, Date.now());
    }
    c.table = null;
    c.seat = null;
  }

  /** Sends everyone at the table what they may see of it now; the state sent to the connection whose message made
   * the change carries that message's `re`. */
  broadcast(t: NetTable, from?: Conn, re: { re?: number } = {}): void {
    for (const c of this.conns.get(t.id) ?? [])
      send(c, { type: 'state', snapshot: t.snapshotFor(c.seat), ...(c === from ? re : {}) });
  }
}

function send(c: Conn, m: ServerMessage): void {
  if (c.ws.readyState === WebSocket.OPEN) c.ws.send(JSON.stringify(m));
}

/** Attaches the table's WebSocket to the HTTP server, at /ws. */
export function attachWebSocket(server: Server, ctx: WsContext): { close(): void } {
  const tables = new Tables(ctx);
  const wss = new WebSocketServer({ noServer: true, maxPayload: ctx.limits.maxMessageBytes, perMessageDeflate: false });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    try {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/ws') throw new HttpError(404, 'no such page');
      checkHost(req, ctx.hosts());
      checkOrigin(req);
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 400;
      const text = e instanceof HttpError ? e.message : 'bad request';
      socket.end(
        `HTTP/1.1 ${status} ${status === 404 ? 'Not Found' : 'Forbidden'}\r\nContent-Type: text/plain\r\n` +
          `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const c: Conn = { ws, table: null, seat: null, tokens: ctx.limits.messagesPerSecond * 2, last: Date.now() };
      ws.on('message', (data: RawData, isBinary: boolean) => onMessage(c, data, isBinary, tables, ctx));
      ws.on('close', () => {
        const t = c.table;
        tables.detach(c);
        if (t) tables.broadcast(t);
      });
      ws.on('error', () => ws.terminate());
    });
  });
  return {
    close: () => {
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}

function onMessage(c: Conn, data: RawData, isBinary: boolean, tables: Tables, ctx: WsContext): void {
  // The rate: a bucket of twice the messages allowed each second, refilled as time goes by.
  const now = Date.now();
  c.tokens = Math.min(
    ctx.limits.messagesPerSecond * 2,
    c.tokens + ((now - c.last) / 1000) * ctx.limits.messagesPerSecond,
  );
  c.last = now;
  if (c.tokens < 1)
    return send(c, { type: 'error', code: 'rateLimited', message: 'too many messages: slow down (nothing was done)' });
  c.tokens--;
  let m: ClientMessage;
  try {
    if (isBinary) throw new ProtocolError('malformed', 'a message must be text (JSON), not binary');
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.isBuffer(data) ? data : toBuffer(data));
    m = parseClientMessage(text);
  } catch (e) {
    const err = e instanceof ProtocolError ? e : new ProtocolError('malformed', 'a message must be UTF-8 text');
    return send(c, {
      type: 'error',
      code: err.code,
      message: err.message,
      ...(err.re === undefined ? {} : { re: err.re }),
    });
  }
  const re = m.re === undefined ? {} : { re: m.re };
  try {
    handle(c, m, tables, ctx);
  } catch (e) {
    if (e instanceof ProtocolError) return send(c, { type: 'error', code: e.code, message: e.message, ...re });
    process.stderr.write(`lorekeeper serve: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    send(c, { type: 'error', code: 'internal', message: 'internal error', ...re });
  }
}

function toBuffer(data: RawData): Buffer {
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(new Uint8Array(data));
}

function refused(o: TableOutcome): void {
  if (!o.ok) throw new ProtocolError(o.code, o.message);
}

function handle(c: Conn, m: ClientMessage, tables: Tables, ctx: WsContext): void {
  const re = m.re === undefined ? {} : { re: m.re };
  const table = (id: string): NetTable => {
    const t = tables.get(id);
    if (!t) throw new ProtocolError('unknownTable', 'no table has that id');
    return t;
  };
  const deck = (name: string, seat: number, format: Format): Deck => {
    const d = ctx.deck(name, seat, format);
    if (typeof d === 'string') throw new ProtocolError('unknownDeck', d);
    return d;
  };
  const seated = (): { t: NetTable; seat: number } => {
    if (!c.table || c.seat === null)
      throw new ProtocolError(
        'notSeated',
        `a ${m.type} message is for a player at a table (create, join or resume first)`,
      );
    return { t: c.table, seat: c.seat };
  };
  switch (m.type) {
    case 'create': {
      const seats = m.seats ?? 2;
      if (seats < MIN_SEATS || seats > MAX_SEATS)
        throw new ProtocolError('malformed', `a table has ${MIN_SEATS} to ${MAX_SEATS} seats, not ${seats}`);
      const format = m.format ?? 'constructed';
      tables.sweep();
      if (tables.size >= ctx.limits.maxTables)
        throw new ProtocolError('full', 'the server keeps as many tables as it can: try again later');
      const d = deck(m.deck, 0, format);
      const token = secret(32);
      const t = NetTable.create(
        secret(16),
        ctx.seed(),
        { name: m.name, deck: seatDeck(d, format), token },
        seats,
        format,
      );
      tables.add(t);
      tables.attach(c, t, 0);
      send(c, { type: 'seated', table: t.id, seat: 0, token, ...re });
      return tables.broadcast(t);
    }
    case 'join': {
      const t = table(m.table);
      const d = deck(m.deck, 1, t.format);
      const token = secret(32);
      const r = t.join(m.invite, m.name, seatDeck(d, t.format), token);
      if (!('seat' in r)) return refused(r);
      tables.save(t, true);
      tables.attach(c, t, r.seat);
      send(c, { type: 'seated', table: t.id, seat: r.seat, token, ...re });
      return tables.broadcast(t);
    }
    case 'resume': {
      const t = table(m.table);
      const seat = t.seatOf(m.token);
      if (seat === null) throw new ProtocolError('badToken', "that token is no seat's at this table");
      tables.attach(c, t, seat);
      return tables.broadcast(t, c, re);
    }
    case 'watch': {
      const t = table(m.table);
      tables.attach(c, t, null);
      return tables.broadcast(t, c, re);
    }
    case 'start': {
      const { t, seat } = seated();
      refused(t.startNow(seat, (i, used) => seatDeck(ctx.computerDeck(i, t.format, used), t.format)));
      tables.save(t, true);
      return tables.broadcast(t, c, re);
    }
    case 'answer': {
      const { t, seat } = seated();
      refused(t.answer(seat, m.answer, m.decision));
      tables.save(t, false);
      return tables.broadcast(t, c, re);
    }
    case 'passUntil': {
      const { t, seat } = seated();
      refused(t.passUntil(seat, m.until));
      tables.save(t, false);
      return tables.broadcast(t, c, re);
    }
    case 'stops': {
      const { t, seat } = seated();
      t.setStops(seat, { mine: new Set<StopStep>(m.mine), theirs: new Set<StopStep>(m.theirs) }, m.fullControl);
      tables.save(t, true);
      return tables.broadcast(t, c, re);
    }
    case 'replay': {
      if (!c.table) throw new ProtocolError('notSeated', 'replay is for a table one is at (resume or watch first)');
      const r = c.table.replay(c.seat, m.step);
      if ('ok' in r) return refused(r);
      return send(c, { type: 'replay', step: m.step, steps: c.table.journal.length, snapshot: r, ...re });
    }
    case 'log': {
      if (!c.table) throw new ProtocolError('notSeated', 'log is for a table one is at (resume or watch first)');
      return send(c, { type: 'log', text: c.table.logText(c.seat), ...re });
    }
  }
}

/** A deck as a table keeps it (its commanders in a Commander game). */
function seatDeck(d: Deck, format: Format): SeatDeck {
  return format === 'commander'
    ? { label: d.label, main: d.list.main, commanders: d.list.commanders }
    : { label: d.label, main: d.list.main };
}
