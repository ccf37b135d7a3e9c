// The table people play each other at, over the server's WebSocket (/ws): one connection per page, which creates,
// joins, comes back to (with the seat's token, kept in this browser's localStorage) or watches one table, then gets
// every change pushed to it. A request's answer is matched by its `re`; a dropped connection is opened again and
// comes back to its seat by itself.
import type { Answer } from '../../src/engine/index.js';
import type { ClientMessage, ServerMessage } from '../../src/cli/protocol-types.js';
import type { TableSnapshot, TableStops } from '../../src/cli/table-types.js';

/** A refusal of the server: its code and message. */
export class NetError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const TOKENS = 'lorekeeper-seats';

/** The seat tokens this browser holds, by table id. */
function tokens(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(TOKENS) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

export function tokenFor(table: string): string | null {
  return tokens()[table] ?? null;
}

function keepToken(table: string, token: string): void {
  localStorage.setItem(TOKENS, JSON.stringify({ ...tokens(), [table]: token }));
}

type Pending = { resolve: (m: ServerMessage) => void; reject: (e: NetError) => void };

type Distribute<T> = T extends unknown ? Omit<T, 're'> : never;
type Request = Distribute<ClientMessage>;

export class Connection {
  private ws: WebSocket | null = null;
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  private opened: Promise<void> | null = null;
  /** what brings this connection back to its table after it drops */
  private at: { table: string; token: string | null } | null = null;
  private closed = false;
  onState: (s: TableSnapshot) => void = () => undefined;
  onError: (e: NetError) => void = () => undefined;
  onStatus: (connected: boolean) => void = () => undefined;

  private open(): Promise<void> {
    if (this.opened) return this.opened;
    this.opened = new Promise((resolve, reject) => {
      const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
      ws.onopen = () => {
        this.ws = ws;
        this.onStatus(true);
        resolve();
      };
      ws.onmessage = (e: MessageEvent<string>) => this.receive(JSON.parse(e.data) as ServerMessage);
      ws.onclose = () => {
        const was = this.ws === ws;
        this.ws = null;
        this.opened = null;
        for (const p of this.pending.values()) p.reject(new NetError('closed', 'The connection to the server closed.'));
        this.pending.clear();
        if (!was) reject(new NetError('closed', 'The server does not answer: is `lorekeeper serve` still running?'));
        else if (!this.closed) {
          this.onStatus(false);
          // Back to the table in a moment (a restarted server, a dropped network).
          setTimeout(() => void this.rejoin(), 1000);
        }
      };
    });
    return this.opened;
  }

  private async rejoin(): Promise<void> {
    if (this.closed || !this.at) return;
    try {
      await this.attach(this.at.table);
    } catch {
      setTimeout(() => void this.rejoin(), 2000);
    }
  }

  private receive(m: ServerMessage): void {
    const p = m.re === undefined ? undefined : this.pending.get(m.re);
    if (m.type === 'state') this.onState(m.snapshot);
    if (p) {
      this.pending.delete(m.re!);
      if (m.type === 'error') p.reject(new NetError(m.code, m.message));
      else p.resolve(m);
    } else if (m.type === 'error') this.onError(new NetError(m.code, m.message));
  }

  /** Sends a message and waits for its answer (the first message that names it). */
  async request(m: Request): Promise<ServerMessage> {
    await this.open();
    const re = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(re, { resolve, reject });
      this.ws!.send(JSON.stringify({ ...m, re }));
    });
  }

  /** Creates a table; its id (the token is kept). */
  async create(
    name: string,
    deck: string,
    seats = 2,
    format: 'constructed' | 'commander' = 'constructed',
  ): Promise<string> {
    const m = await this.request({ type: 'create', name, deck, seats, format });
    if (m.type !== 'seated') throw new NetError('internal', 'unexpected answer');
    keepToken(m.table, m.token);
    this.at = { table: m.table, token: m.token };
    return m.table;
  }

  async join(table: string, invite: string, name: string, deck: string): Promise<void> {
    const m = await this.request({ type: 'join', table, invite, name, deck });
    if (m.type !== 'seated') throw new NetError('internal', 'unexpected answer');
    keepToken(m.table, m.token);
    this.at = { table: m.table, token: m.token };
  }

  /** Back at one's seat at the table (with the token this browser keeps), or watching it; the first state. */
  async attach(table: string): Promise<TableSnapshot> {
    const token = tokenFor(table);
    this.at = { table, token };
    const m = await this.request(token ? { type: 'resume', table, token } : { type: 'watch', table });
    if (m.type !== 'state') throw new NetError('internal', 'unexpected answer');
    return m.snapshot;
  }

  /** The creator starts the game: computer players take the open seats. */
  async start(): Promise<TableSnapshot> {
    return this.stateOf(await this.request({ type: 'start' }));
  }

  async answer(a: Answer, decision: number): Promise<TableSnapshot> {
    return this.stateOf(await this.request({ type: 'answer', answer: a, decision }));
  }

  async passUntil(until: 'something' | 'myTurn'): Promise<TableSnapshot> {
    return this.stateOf(await this.request({ type: 'passUntil', until }));
  }

  async stops(s: TableStops): Promise<TableSnapshot> {
    return this.stateOf(
      await this.request({ type: 'stops', mine: s.mine, theirs: s.theirs, fullControl: s.fullControl }),
    );
  }

  async replay(step: number): Promise<{ snapshot: TableSnapshot; steps: number }> {
    const m = await this.request({ type: 'replay', step });
    if (m.type !== 'replay') throw new NetError('internal', 'unexpected answer');
    return { snapshot: m.snapshot, steps: m.steps };
  }

  async log(): Promise<string> {
    const m = await this.request({ type: 'log' });
    if (m.type !== 'log') throw new NetError('internal', 'unexpected answer');
    return m.text;
  }

  private stateOf(m: ServerMessage): TableSnapshot {
    if (m.type !== 'state') throw new NetError('internal', 'unexpected answer');
    return m.snapshot;
  }

  close(): void {
    this.closed = true;
    this.ws?.close();
  }
}
