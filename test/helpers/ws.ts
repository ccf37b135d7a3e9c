// A client of the table's WebSocket (/ws) for tests: every message it gets is kept, in order, and waited for by type;
// and a plain way to answer a decision from what a seat is shown (the snapshot), as a person who plays lands and
// spells and attacks would.
import WebSocket from 'ws';
import type { Answer, GameState, PendingChoice } from '../../src/engine/index.js';
import type { ServerMessage } from '../../src/cli/protocol.js';
import type { TableSnapshot } from '../../src/cli/table-types.js';
import { eagerAnswer } from './policy.js';

export class WsClient {
  readonly received: ServerMessage[] = [];
  /** the raw text of every message received, to look for what must not be there */
  readonly texts: string[] = [];
  private read = 0;
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const text = data.toString('utf8');
      this.texts.push(text);
      this.received.push(JSON.parse(text) as ServerMessage);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('close', () => {
      this.closed = true;
      for (const w of this.waiters.splice(0)) w();
    });
  }

  static open(port: number, headers: Record<string, string> = {}): Promise<WsClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers });
      const c = new WsClient(ws);
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`refused: ${res.statusCode}`)));
    });
  }

  send(m: unknown): void {
    this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  }

  /** The next message not read yet (of this type, skipping others when given), waiting up to `ms` for it. */
  async next<T extends ServerMessage['type']>(type?: T, ms = 10_000): Promise<Extract<ServerMessage, { type: T }>> {
    const deadline = Date.now() + ms;
    for (;;) {
      while (this.read < this.received.length) {
        const m = this.received[this.read++]!;
        if (type === undefined || m.type === type) return m as Extract<ServerMessage, { type: T }>;
      }
      if (this.closed) throw new Error(`closed while waiting for ${type ?? 'a message'}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type ?? 'message'} within ${ms} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The latest state received so far, reading every message up to it. */
  async latest(): Promise<TableSnapshot> {
    let s = (await this.next('state')).snapshot;
    while (this.read < this.received.length) {
      const m = this.received[this.read++]!;
      if (m.type === 'state') s = m.snapshot;
    }
    return s;
  }

  /** Nothing more arrives within `ms`. */
  async quiet(ms = 150): Promise<boolean> {
    const before = this.received.length;
    await new Promise((r) => setTimeout(r, ms));
    return this.received.length === before;
  }

  close(): void {
    this.ws.close();
  }
}

/** The eager answer (policy.ts) to a seat's decision, from what the seat is shown: the snapshot's objects and stack
 * stand in for the state's (all eagerAnswer reads of it). A spell already tried at this moment is passed on. */
export function answerFrom(s: TableSnapshot, tried: Set<string>): Answer {
  const c = s.pending as PendingChoice;
  const state = {
    objects: s.view.objects,
    stack: s.view.stack.map((i) => ({ id: i.id, kind: i.kind, controller: i.controller })),
  } as unknown as GameState;
  const a = eagerAnswer(state, c);
  if (a.kind === 'cast' || a.kind === 'playLand') {
    const key = `${s.view.turn.number}|${s.view.turn.step}|${JSON.stringify(a)}`;
    if (tried.has(key)) return { kind: 'pass' };
    tried.add(key);
  }
  return a;
}

/** The names of `theirs` (cards of the player `owner`) that messages name before the viewer was shown them: a card
 * of another player's is seen in a public zone (or revealed from a hand); a library card is never in view. */
export function leaks(texts: readonly string[], owner: number, theirs: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const text of texts) {
    const m = JSON.parse(text) as { type: string; snapshot?: TableSnapshot };
    if (m.snapshot) {
      for (const o of Object.values(m.snapshot.view.objects)) {
        if (o.owner !== owner) continue;
        if (o.zone === 'library') out.push(`a library card in view: ${o.name}`);
        seen.add(o.name);
      }
    }
    for (const name of theirs) if (text.includes(name) && !seen.has(name)) out.push(name);
  }
  return out;
}
