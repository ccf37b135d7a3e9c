// `lorekeeper serve`: play against the computer in a browser. A small HTTP server on this machine keeps each game (a
// HumanGame, as the terminal's) and answers a page that shows the board, the log and the pending decision; what the
// player clicks or types goes to the game as the same line the terminal would take.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Command } from 'commander';
import { BUILTIN_DECKS } from '../decks/index.js';
import { viewFor } from '../engine/index.js';
import { deckOption, type Deck } from './decks.js';
import { CliError, EXIT_USAGE } from './errors.js';
import { HELP } from './menus.js';
import { HUMAN, HumanGame } from './human-game.js';
import { clockSeed, parseSeed } from './options.js';
import { HUMAN_NAME, compactLog, logLine, renderBoard, resultLine } from './render.js';
import { PAGE } from './web-page.js';

interface ServeOptions {
  readonly port: number;
  readonly host: string;
  readonly deck: string;
  readonly opponent: string;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description('play against the computer in a browser: starts a server on this machine and prints its address')
    .option('--port <n>', 'port to listen on (0: any free port)', parsePort, 8080)
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option('--deck <file|name>', 'your deck when the page names none: a built-in deck name or a deck file', 'mono-red')
    .option('--opponent <file|name>', "the computer's deck when the page names none", 'mono-green')
    .action(async (opts: ServeOptions) => {
      const defaults = [deckOption(opts.deck), deckOption(opts.opponent)] as const;
      const server = await startServer({ port: opts.port, host: opts.host, defaults });
      const a = server.address() as AddressInfo;
      process.stdout.write(`Lorekeeper: open http://${a.address}:${a.port}/ in a browser (Ctrl-C stops the server)\n`);
    });
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n > 65535) throw new CliError(`--port must be 0-65535, not ${value}`, EXIT_USAGE);
  return n;
}

export interface ServerOptions {
  readonly port: number;
  readonly host: string;
  /** the decks a game gets when the page names none */
  readonly defaults: readonly [Deck, Deck];
}

/** What the page shows of a game, after each request. */
export interface GameSnapshot {
  readonly id: string;
  readonly seed: number;
  readonly decks: readonly [string, string];
  readonly board: string;
  readonly log: readonly string[];
  readonly menu: {
    readonly title: string;
    readonly info: readonly string[];
    readonly entries: readonly string[];
    readonly hint: string;
  } | null;
  readonly over: boolean;
  readonly result: string | null;
  /** the answer to the last line typed, when it was no move: an error, or the help or the full log (info) */
  readonly message: { readonly kind: 'error' | 'info'; readonly text: string } | null;
}

/** Games are kept in memory while the server runs; the oldest go when there are too many. */
const MAX_GAMES = 100;

export function startServer(opts: ServerOptions): Promise<Server> {
  const games = new Map<string, HumanGame>();
  const server = createServer((req, res) => {
    handle(req, res, games, opts).catch((e: unknown) => {
      send(res, 500, { error: e instanceof Error ? e.message : String(e) });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(new CliError(`can't listen on ${opts.host}:${opts.port}: ${e.message}`, EXIT_USAGE)),
    );
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  games: Map<string, HumanGame>,
  opts: ServerOptions,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const path = url.pathname;
  if (req.method === 'GET' && path === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(PAGE);
    return;
  }
  if (req.method === 'GET' && path === '/api/decks') return send(res, 200, { decks: Object.keys(BUILTIN_DECKS) });
  if (req.method === 'POST' && path === '/api/games') {
    const body = await readJson(req);
    if (typeof body === 'string') return send(res, 400, { error: body });
    const decks = [deckFrom(body.deck, opts.defaults[0]), deckFrom(body.opponent, opts.defaults[1])] as const;
    for (const d of decks) if (typeof d === 'string') return send(res, 400, { error: d });
    const seed = body.seed === undefined || body.seed === null || body.seed === '' ? clockSeed() : seedFrom(body.seed);
    if (typeof seed === 'string') return send(res, 400, { error: seed });
    const id = randomBytes(8).toString('hex');
    games.set(id, new HumanGame(decks as [Deck, Deck], seed));
    while (games.size > MAX_GAMES) games.delete(games.keys().next().value!);
    return send(res, 200, snapshot(id, games.get(id)!, null));
  }
  const m = /^\/api\/games\/([0-9a-f]+)(\/input)?$/.exec(path);
  const game = m ? games.get(m[1]!) : undefined;
  if (m && !game) return send(res, 404, { error: `no game ${m[1]} (the server keeps games only while it runs)` });
  if (game && req.method === 'GET' && !m![2]) return send(res, 200, snapshot(m![1]!, game, null));
  if (game && req.method === 'POST' && m![2]) {
    const body = await readJson(req);
    if (typeof body === 'string') return send(res, 400, { error: body });
    if (typeof body.line !== 'string') return send(res, 400, { error: 'the body must be {"line": "..."}' });
    const outcome = game.input(body.line);
    const message: GameSnapshot['message'] =
      outcome.kind === 'error'
        ? { kind: 'error', text: outcome.message }
        : outcome.kind === 'help'
          ? { kind: 'info', text: HELP }
          : outcome.kind === 'log'
            ? { kind: 'info', text: game.log.map((e) => logLine(viewFor(game.state, HUMAN), e)).join('\n') }
            : null;
    return send(res, outcome.kind === 'error' ? 422 : 200, snapshot(m![1]!, game, message));
  }
  send(res, 404, { error: `no such page: ${req.method ?? ''} ${path}` });
}

function snapshot(id: string, game: HumanGame, message: GameSnapshot['message']): GameSnapshot {
  const view = game.view();
  const menu = game.menu();
  return {
    id,
    seed: game.seed,
    decks: [game.decks[0].label, game.decks[1].label],
    board: renderBoard(view, HUMAN),
    log: compactLog(view, game.log),
    menu: menu && {
      title: menu.title,
      info: menu.info,
      entries: menu.entries.map((e) => e.label),
      hint: menu.hint,
    },
    over: game.state.over,
    result: game.state.over ? resultLine(game.state, HUMAN_NAME) : null,
    message,
  };
}

/** A deck the page named (a built-in deck: the page may not read files), or the default; a string is an error. */
function deckFrom(name: unknown, fallback: Deck): Deck | string {
  if (name === undefined || name === null || name === '') return fallback;
  if (typeof name !== 'string' || BUILTIN_DECKS[name] === undefined)
    return `unknown deck ${JSON.stringify(name)}: one of ${Object.keys(BUILTIN_DECKS).join(', ')}`;
  return deckOption(name);
}

function seedFrom(value: unknown): number | string {
  try {
    return parseSeed(String(value));
  } catch {
    return `the seed must be a whole number, not ${JSON.stringify(value)}`;
  }
}

/** The request's JSON object body, or an error message. */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | string> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 100_000) return 'the request body is too large';
  }
  if (text.trim() === '') return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : 'the body must be a JSON object';
  } catch {
    return 'the body is not JSON';
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
