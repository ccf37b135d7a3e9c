// Talking to `lorekeeper serve` over real HTTP on a free port: requests with any headers (node:http, a fresh
// connection each), a browser-like client that keeps the token cookie the server gives it, and raw sockets for
// requests no well-behaved client sends.
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { loadCards } from '../../src/cards/index.js';
import { deckOption, type Deck } from '../../src/cli/decks.js';
import { startServer, stopServer, type GameSnapshot, type ServerLimits } from '../../src/cli/serve.js';

loadCards();
export const DECKS: readonly [Deck, Deck] = [deckOption('mono-red'), deckOption('mono-green')];

export interface Served {
  readonly server: Server;
  readonly port: number;
  /** `127.0.0.1:port`, the Host a well-behaved client sends */
  readonly host: string;
  readonly base: string;
  close(): Promise<void>;
}

export async function serve(
  limits: Partial<ServerLimits> = {},
  defaults: readonly [Deck, Deck] = DECKS,
  options: {
    readonly store?: string;
    readonly port?: number;
    readonly tableSeeds?: () => number;
    readonly keepDays?: number;
    readonly now?: () => number;
  } = {},
): Promise<Served> {
  const server = await startServer({
    port: options.port ?? 0,
    host: '127.0.0.1',
    defaults,
    limits,
    store: options.store,
    tableSeeds: options.tableSeeds,
    keepDays: options.keepDays,
    now: options.now,
  });
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    host: `127.0.0.1:${port}`,
    base: `http://127.0.0.1:${port}`,
    close: () => stopServer(server),
  };
}

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  /** the body as JSON (a game's snapshot, or `{error}`) */
  readonly data: GameSnapshot & { readonly error?: string };
}

export interface RequestSpec {
  readonly method?: string;
  readonly path: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** the body, sent in these pieces (a short pause between them, so each arrives on its own) */
  readonly body?: string | Buffer | readonly Buffer[];
}

/** One request on its own connection; headers as given (a Host header replaces the one node:http would send). */
export function request(port: number, spec: RequestSpec): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: spec.method ?? 'GET', path: spec.path, headers: spec.headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let data: Answer['data'];
          try {
            data = JSON.parse(text) as Answer['data'];
          } catch {
            data = {} as Answer['data'];
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, data });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setNoDelay(true);
    const pieces = spec.body === undefined ? [] : Array.isArray(spec.body) ? spec.body : [spec.body];
    void (async () => {
      for (const [i, piece] of pieces.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, 30));
        req.write(piece);
      }
      req.end();
    })();
  });
}

/** A browser of this machine's own page: the right Host, JSON bodies, and the cookie the server set (if any). */
export class Client {
  cookie: string | null = null;
  /** every answer's body, in order */
  readonly texts: string[] = [];

  constructor(
    readonly served: Served,
    readonly extraHeaders: Readonly<Record<string, string>> = {},
  ) {}

  async send(
    method: string,
    path: string,
    body?: unknown,
    headers: Readonly<Record<string, string>> = {},
  ): Promise<Answer> {
    const answer = await request(this.served.port, {
      method,
      path,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...this.extraHeaders,
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const set = answer.headers['set-cookie']?.[0];
    if (set) this.cookie = set.split(';')[0]!;
    this.texts.push(answer.text);
    return answer;
  }

  post(path: string, body: unknown, headers?: Readonly<Record<string, string>>): Promise<Answer> {
    return this.send('POST', path, body, headers);
  }

  get(path: string, headers?: Readonly<Record<string, string>>): Promise<Answer> {
    return this.send('GET', path, undefined, headers);
  }

  /** Starts a game (200 expected) and gives its snapshot. */
  async newGame(body: unknown = {}): Promise<GameSnapshot> {
    const a = await this.post('/api/games', body);
    if (a.status !== 200) throw new Error(`starting a game: ${a.status} ${a.text}`);
    return a.data;
  }
}

/** What a raw connection got: everything the server sent, and how long until the server closed it. */
export interface RawResult {
  readonly text: string;
  readonly closedAfterMs: number;
}

/** Sends `data` on a raw connection and waits (at most `waitMs`) for the server to close it. */
export function raw(port: number, data: string, waitMs: number): Promise<RawResult | 'still open'> {
  return new Promise((resolve) => {
    const start = Date.now();
    let text = '';
    const socket = connect(port, '127.0.0.1', () => {
      if (data !== '') socket.write(data);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve('still open');
    }, waitMs);
    socket.on('data', (d: Buffer) => (text += d.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: Date.now() - start });
    });
  });
}
