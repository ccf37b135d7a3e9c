// `lorekeeper serve`: play against the computer in a browser. A small HTTP server on this machine keeps each game (a
// HumanGame, as the terminal's) and answers the table (web/, built into dist/web: the board drawn as cards, played by
// clicking, through the structured API: the person's view, the decision as the engine states it, answers as the
// engine takes them) and the text page (the terminal's board and lines, web-page.ts). Its API answers only requests
// addressed to this machine from its own pages (serve-http.ts), and each browser only its own games (serve-games.ts).
import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Command } from 'commander';
import { eventsFor, viewFor } from '../engine/index.js';
import { FORMATS, builtinDecks, checkFormat, defaultDecks, deckOption, type Deck, type Format } from './decks.js';
import { CliError, EXIT_USAGE } from './errors.js';
import { HELP } from './menus.js';
import { HUMAN, HumanGame } from './human-game.js';
import type { Answer } from '../engine/index.js';
import { parseSeed } from './options.js';
import { HUMAN_NAME, compactLog, logLine, renderBoard, resultLine } from './render.js';
import { GameDb } from './game-db.js';
import { GameStore, type StoreLimits } from './serve-games.js';
import { DEFAULT_WS_LIMITS, attachWebSocket, type WsLimits } from './serve-ws.js';
import {
  HttpError,
  allowedHosts,
  checkHost,
  checkJsonType,
  checkOrigin,
  cookie,
  readJson,
  sendError,
  sendHtml,
  sendJson,
  type BodyLimits,
} from './serve-http.js';
import { loadStatic, sendStatic, type StaticFile } from './serve-static.js';
import { ProtocolError, parseClientMessage, type ClientMessage } from './protocol.js';
import { seatSnapshot, tableSnapshot, type TableSnapshot } from './table.js';
import { PAGE } from './web-page.js';

interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly deck: string;
  readonly opponent: string;
  readonly store: string;
  readonly keepDays?: number;
}

/** Where `serve` saves its games when not told otherwise. */
export const DEFAULT_STORE = 'lorekeeper-games.sqlite';

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('play against the computer in a browser: starts a server on this machine and prints its address')
    .option('--port <n>', 'port to listen on (0: any free port)', parsePort, 8080)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--deck <file|name>', 'your deck when the page names none: a built-in deck name or a deck file', 'mono-red')
    .option('--opponent <file|name>', "the computer's deck when the page names none", 'mono-green')
    .option(
      '--store <file>',
      'the SQLite file the games are saved in (created on first use; :memory: saves nothing)',
      DEFAULT_STORE,
    )
    .option('--keep-days <n>', 'delete a saved game this many days after it ended (default: keep them all)', parseDays)
    .action(async (opts: ServeOptions) => {
      const defaults = [deckOption(opts.deck), deckOption(opts.opponent)] as const;
      const server = await startServer({
        port: opts.port,
        host: opts.host,
        defaults,
        store: opts.store,
        keepDays: opts.keepDays,
      });
      const a = server.address() as AddressInfo;
      const host = a.address.includes(':') ? `[${a.address}]` : a.address;
      if (!loadStatic().has('/index.html'))
        process.stdout.write('Lorekeeper: the table is not built (npm run build): the address shows the text page\n');
      process.stdout.write(`Lorekeeper: games are saved in ${opts.store}\n`);
      process.stdout.write(`Lorekeeper: open http://${host}:${a.port}/ in a browser (Ctrl-C stops the server)\n`);
    });
}

function parseDays(value: string): number {
  const n = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || !Number.isFinite(n))
    throw new CliError(`--keep-days must be a number of days, 0 or more, not ${value}`, EXIT_USAGE);
  return n;
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n > 65535) throw new CliError(`--port must be 0-65535, not ${value}`, EXIT_USAGE);
  return n;
}

export interface ServerLimits extends BodyLimits, StoreLimits, WsLimits {
  /** the most connections open at once; more are closed as they come */
  readonly maxConnections: number;
  /** how long a request's headers may take to arrive */
  readonly headersTimeoutMs: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  maxConnections: 64,
  headersTimeoutMs: 5_000,
  bodyTimeoutMs: 5_000,
  maxBodyBytes: 16 * 1024,
  gamesPerClient: 10,
  maxGames: 100,
  idleGameMs: 6 * 60 * 60 * 1000,
  ...DEFAULT_WS_LIMITS,
};

export interface ServerOptions {
  readonly port: number;
  readonly host: string;
  /** the decks a game gets when the page names none */
  readonly defaults: readonly [Deck, Deck];
  /** DEFAULT_LIMITS, but for these */
  readonly limits?: Partial<ServerLimits>;
  /** where the built table is (default: the project's dist/web) */
  readonly webRoot?: string;
  /** the SQLite file the games are saved in (game-db.ts); none: they live in memory only */
  readonly store?: string | undefined;
  /** where the seeds of new tables come from (default: randomSeed; tests fix them) */
  readonly tableSeeds?: (() => number) | undefined;
  /** a finished game is deleted from the store this many days after it ended (none: kept) */
  readonly keepDays?: number | undefined;
  /** the clock (default Date.now; tests move it) */
  readonly now?: (() => number) | undefined;
}

/** What the page shows of a game, after each request. */
export interface GameSnapshot {
  readonly id: string;
  /** null until the game is over: whoever knows the seed knows every library's order and the computer's hand */
  readonly seed: number | null;
  readonly decks: readonly string[];
  readonly board: string;
  readonly log: readonly string[];
  readonly menu: {
    readonly title: string;
    readonly info: readonly string[];
    readonly entries: readonly string[];
    /** what to type for each entry (its key: the same all turn for a spell or ability) */
    readonly keys: readonly string[];
    readonly hint: string;
  } | null;
  readonly over: boolean;
  readonly result: string | null;
  /** the answer to the last line typed, when it was no move: an error, or the help or the full log (info) */
  readonly message: { readonly kind: 'error' | 'info'; readonly text: string } | null;
}

interface Context {
  readonly opts: ServerOptions;
  readonly limits: ServerLimits;
  readonly games: GameStore;
  /** the hosts a request to the API may be addressed to (known once the server listens) */
  hosts: ReadonlySet<string>;
  /** the cookie that carries a browser's token (named after the port: servers on other ports keep their own) */
  cookieName: string;
  /** the table's files by path (none when it isn't built: then / is the text page) */
  readonly files: ReadonlyMap<string, StaticFile>;
  readonly db: GameDb | null;
}

export function startServer(opts: ServerOptions): Promise<Server> {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...opts.limits };
  let db: GameDb | null = null;
  try {
    db = opts.store === undefined ? null : new GameDb(opts.store);
  } catch (e) {
    return Promise.reject(
      new CliError(
        `can't open the games' store ${opts.store}: ${e instanceof Error ? e.message : String(e)}`,
        EXIT_USAGE,
      ),
    );
  }
  const ctx: Context = {
    opts,
    limits,
    db,
    games: new GameStore(limits, opts.now ?? Date.now, db),
    hosts: new Set(),
    cookieName: 'lorekeeper',
    files: loadStatic(opts.webRoot),
  };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      // The body has its own deadline (readBody); this one is the last resort, for a request nobody reads.
      requestTimeout: limits.headersTimeoutMs + limits.bodyTimeoutMs + 1_000,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, limits.headersTimeoutMs / 4)),
      requireHostHeader: true,
    },
    (req, res) => {
      handle(req, res, ctx).catch((e: unknown) => {
        if (e instanceof HttpError) return sendError(res, e);
        // What went wrong is for the person running the server, not for the client.
        process.stderr.write(`lorekeeper serve: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
        if (res.headersSent) res.destroy();
        else sendError(res, new HttpError(500, 'internal error'));
      });
    },
  );
  server.maxConnections = limits.maxConnections;
  const ws = attachWebSocket(server, {
    limits,
    db,
    hosts: () => ctx.hosts,
    deck: (name, seat, format) => {
      try {
        return deckFrom(name, format, defaultDeck(opts, format, seat));
      } catch (e) {
        return (e as Error).message;
      }
    },
    computerDeck: (seat, format, used) => computerDeck(opts, format, seat, used),
    seed: opts.tableSeeds ?? randomSeed,
    idleMs: limits.idleGameMs,
  });
  // The finished games kept longer than --keep-days are deleted as the server starts, and then as it runs.
  const prune = () => {
    if (db && opts.keepDays !== undefined) db.prune((opts.now ?? Date.now)() - opts.keepDays * 24 * 60 * 60 * 1000);
  };
  prune();
  const sweep = setInterval(
    () => {
      ctx.games.sweep();
      prune();
    },
    Math.max(1_000, Math.min(limits.idleGameMs, 60_000)),
  );
  sweep.unref();
  server.once('close', () => clearInterval(sweep));
  cleanups.set(server, () => {
    clearInterval(sweep);
    ws.close();
    db?.close();
  });
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(new CliError(`can't listen on ${opts.host}:${opts.port}: ${e.message}`, EXIT_USAGE)),
    );
    server.listen(opts.port, opts.host, () => {
      const port = (server.address() as AddressInfo).port;
      ctx.hosts = allowedHosts(opts.host, port);
      ctx.cookieName = `lorekeeper-${port}`;
      resolve(server);
    });
  });
}

/** What stopping each server lets go of: its WebSockets, its sweep, its database. */
const cleanups = new WeakMap<Server, () => void>();

/** Stops a server that startServer started: every connection closed (the WebSockets too), its store closed. */
export function stopServer(server: Server): Promise<void> {
  cleanups.get(server)?.();
  cleanups.delete(server);
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** The built-in decks a page may name, by format. */
const BUILTIN_NAMES: Readonly<Record<Format, ReadonlySet<string>>> = {
  constructed: new Set(builtinDecks('constructed')),
  commander: new Set(builtinDecks('commander')),
};

/** A seat's deck when none is named: the server's --deck (the first seat) and --opponent (the others) in a
 * constructed game, the first built-in Commander decks in a Commander game. */
function defaultDeck(opts: ServerOptions, format: Format, seat: number): Deck {
  if (format === 'constructed') return opts.defaults[seat === 0 ? 0 : 1];
  const names = defaultDecks('commander');
  return deckOption(names[seat === 0 ? 0 : 1]!);
}

/** A computer player's deck, when none is named: the second seat's default; beyond it, a built-in deck of the format
 * that no seat plays yet (so that the players' cards are told apart), else the format's built-in decks in turn. */
function computerDeck(opts: ServerOptions, format: Format, seat: number, used: readonly string[]): Deck {
  const fallback = defaultDeck(opts, format, seat);
  if (seat < 2) return fallback;
  const names = [...BUILTIN_NAMES[format]];
  const free = names.find((n) => !used.includes(n));
  return deckOption(free ?? names[seat % names.length] ?? fallback.label);
}

async function handle(req: IncomingMessage, res: ServerResponse, ctx: Context): Promise<void> {
  const path = pathOf(req.url ?? '/');
  if (!path.startsWith('/api/')) {
    // The table (when built) at /, the text page at /text, and the table's own files.
    const file = ctx.files.get(path === '/' ? '/index.html' : path);
    if (path !== '/text' && !file && path !== '/') throw new HttpError(404, 'no such page');
    if (req.method !== 'GET') throw new HttpError(405, 'method not allowed');
    return path === '/text' || !file ? sendHtml(res, PAGE) : sendStatic(res, file, path);
  }
  checkHost(req, ctx.hosts);
  checkOrigin(req);
  if (req.method === 'POST') checkJsonType(req);
  else if (req.method !== 'GET') throw new HttpError(405, 'method not allowed');
  const token = cookie(req, ctx.cookieName);
  if (path === '/api/decks') {
    if (req.method !== 'GET') throw new HttpError(405, 'method not allowed');
    return sendJson(res, 200, {
      decks: [...BUILTIN_NAMES.constructed],
      commander: [...BUILTIN_NAMES.commander],
    });
  }
  if (path === '/api/games') {
    if (req.method !== 'POST') throw new HttpError(405, 'method not allowed');
    return newGame(req, res, ctx, token);
  }
  const m = /^\/api\/games\/([^/]+)(?:\/(input|table|answer|stops|undo|replay))?$/.exec(path);
  if (!m) throw new HttpError(404, 'no such page');
  const [, id = '', part] = m;
  const posted = part === 'input' || part === 'answer' || part === 'stops' || part === 'undo';
  if ((req.method === 'POST') !== posted) throw new HttpError(405, 'method not allowed');
  const game = ctx.games.get(token, id);
  if (!game) throw new HttpError(404, 'no such game (or not this browser’s)');
  if (part === undefined) return sendJson(res, 200, snapshot(id, game, null));
  if (part === 'table') return sendJson(res, 200, tableSnapshot(id, game));
  if (part === 'replay') {
    // A finished game, step by step (before it is over a replay would show nothing new, and the take-back is the way
    // back).
    if (!game.finished) throw new HttpError(409, 'a game is replayed once it is over');
    const step = Number(new URL(req.url ?? '/', 'http://localhost').searchParams.get('step'));
    const r = replayedSnapshot(id, game, step);
    if (typeof r === 'string') throw new HttpError(400, r);
    return sendJson(res, 200, r);
  }
  if (part === 'undo') {
    // Back to one of the person's earlier decisions: {"decision": N} (1: their first).
    const body = await readJson(req, ctx.limits);
    if (!Number.isSafeInteger(body.decision))
      throw new HttpError(400, 'the body must be {"decision": N}, N the decision to take the game back to');
    const outcome = game.takeBack(body.decision as number);
    if (outcome.kind === 'error') return sendJson(res, 422, { error: outcome.message, code: 'illegalAnswer' });
    ctx.games.save(id, game);
    return sendJson(res, 200, tableSnapshot(id, game));
  }
  if (part === 'stops') {
    // The same shape as the WebSocket's stops message, checked the same way.
    let m: ClientMessage;
    try {
      m = parseClientMessage(JSON.stringify({ ...(await readJson(req, ctx.limits)), type: 'stops' }));
    } catch (e) {
      throw new HttpError(400, e instanceof ProtocolError ? e.message : 'bad request');
    }
    if (m.type !== 'stops') throw new HttpError(400, 'bad request');
    game.setStops({ mine: new Set(m.mine), theirs: new Set(m.theirs) });
    game.setFullControl(m.fullControl);
    ctx.games.save(id, game, true);
    return sendJson(res, 200, tableSnapshot(id, game));
  }
  if (part === 'answer') {
    // The body is an engine Answer, of any shape a client may send: apply parses it into the pending decision's
    // (malformed or illegal: refused with its code and message, the game unchanged).
    const outcome = game.answer((await readJson(req, ctx.limits)) as Answer);
    if (outcome.kind === 'error') return sendJson(res, 422, { error: outcome.message, code: outcome.code });
    ctx.games.save(id, game);
    return sendJson(res, 200, tableSnapshot(id, game));
  }
  const body = await readJson(req, ctx.limits);
  if (typeof body.line !== 'string') throw new HttpError(400, 'the body must be {"line": "..."}');
  const outcome = game.input(body.line);
  ctx.games.save(id, game);
  const message: GameSnapshot['message'] =
    outcome.kind === 'error'
      ? { kind: 'error', text: outcome.message }
      : outcome.kind === 'help'
        ? { kind: 'info', text: HELP }
        : outcome.kind === 'log'
          ? { kind: 'info', text: game.log.map((e) => logLine(viewFor(game.state, HUMAN), e)).join('\n') }
          : outcome.kind === 'info' || outcome.kind === 'takenBack'
            ? { kind: 'info', text: outcome.text }
            : null;
  sendJson(res, outcome.kind === 'error' ? 422 : 200, snapshot(id, game, message));
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    throw new HttpError(400, 'bad request');
  }
}

async function newGame(req: IncomingMessage, res: ServerResponse, ctx: Context, token: string | null): Promise<void> {
  const body = await readJson(req, ctx.limits);
  const format = formatFrom(body.format);
  const players = playersFrom(body.players);
  const decks: Deck[] = [deckFrom(body.deck, format, defaultDeck(ctx.opts, format, 0))];
  for (let i = 1; i < players; i++)
    decks.push(
      body.opponent === undefined || body.opponent === null || body.opponent === ''
        ? computerDeck(
            ctx.opts,
            format,
            i,
            decks.map((d) => d.label),
          )
        : deckFrom(body.opponent, format, defaultDeck(ctx.opts, format, i)),
    );
  try {
    checkFormat(decks, format);
  } catch (e) {
    throw new HttpError(400, (e as Error).message);
  }
  const seed = body.seed === undefined || body.seed === null || body.seed === '' ? randomSeed() : seedFrom(body.seed);
  const added = ctx.games.add(token, () => new HumanGame([decks[0]!, decks[1]!, ...decks.slice(2)], seed, { format }));
  if (!added) throw new HttpError(503, 'the server keeps as many games as it can: try again later');
  const headers: Record<string, string> =
    added.token === token
      ? {}
      : { 'set-cookie': `${ctx.cookieName}=${added.token}; Path=/; HttpOnly; SameSite=Strict` };
  sendJson(res, 200, snapshot(added.id, added.game, null), headers);
}

function snapshot(id: string, game: HumanGame, message: GameSnapshot['message']): GameSnapshot {
  const view = game.view();
  const menu = game.menu();
  const over = game.state.over;
  return {
    id,
    seed: over ? game.seed : null,
    decks: game.decks.map((d) => d.label),
    board: renderBoard(view, HUMAN),
    log: compactLog(view, game.log),
    menu: menu && {
      title: menu.title,
      info: menu.info,
      entries: menu.entries.map((e) => e.label),
      keys: menu.entries.map((e) => e.key),
      hint: menu.hint,
    },
    over,
    result: over ? resultLine(game.state, HUMAN_NAME) : null,
    message,
  };
}

/** A value the client sent, quoted and cut short for an error message. */
function quoted(value: unknown): string {
  const s =
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? JSON.stringify(value)
      : `(a JSON ${Array.isArray(value) ? 'array' : typeof value})`;
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** A deck the page named (a built-in deck of the format: the page may not read files), or the default. */
function deckFrom(name: unknown, format: Format, fallback: Deck): Deck {
  if (name === undefined || name === null || name === '') return fallback;
  const names = BUILTIN_NAMES[format];
  if (typeof name !== 'string' || !names.has(name))
    throw new HttpError(
      400,
      `unknown deck ${quoted(name)}${format === 'commander' ? ' for a Commander game' : ''}: one of ${[...names].join(', ')}`,
    );
  return deckOption(name);
}

function formatFrom(value: unknown): Format {
  if (value === undefined || value === null || value === '') return 'constructed';
  if (typeof value !== 'string' || !(FORMATS as readonly string[]).includes(value))
    throw new HttpError(400, `the format must be one of ${FORMATS.join(', ')}, not ${quoted(value)}`);
  return value as Format;
}

/** How many players a game against the computer has: 2 (the default) to 6, the person and the computer players. */
function playersFrom(value: unknown): number {
  if (value === undefined || value === null || value === '') return 2;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > 6)
    throw new HttpError(400, `a game has 2 to 6 players, not ${quoted(value)}`);
  return n;
}

/** A game at one of its steps (0: as dealt), as the person saw it then; an error message for a step there isn't. */
function replayedSnapshot(id: string, game: HumanGame, step: number): TableSnapshot | string {
  const r = game.replayed();
  const last = r.states.length - 1;
  if (!Number.isInteger(step) || step < 0 || step > last) return `the step must be a whole number from 0 to ${last}`;
  const state = r.states[step]!;
  return seatSnapshot({
    id,
    decks: game.decks.map((d) => d.label),
    seat: HUMAN,
    spectator: false,
    state,
    view: viewFor(state, HUMAN),
    pending: null,
    log: eventsFor(r.events.slice(0, r.counts[step]), HUMAN),
    seed: game.seed,
    name: HUMAN_NAME,
    stops: null,
    table: null,
    format: game.format,
    replay: { step, steps: last },
  });
}

function seedFrom(value: unknown): number {
  try {
    return parseSeed(typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '?');
  } catch {
    throw new HttpError(400, `the seed must be a whole number, not ${quoted(value)}`);
  }
}

/** A seed nobody can guess: one from the clock could be found by trying the seeds near the time against the hand the
 * person sees. Below 2^31 the engine, which keeps a seed as a 32-bit integer, keeps it as it is. */
function randomSeed(): number {
  return randomInt(2 ** 31);
}
