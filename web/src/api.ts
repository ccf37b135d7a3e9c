// Talking to `lorekeeper serve`: JSON to and from its API, with the browser's token in a cookie the server set (out of
// the script's reach). The types are the server's own (src/cli/table-types.ts), imported as types only.
import type { Answer } from '../../src/engine/index.js';
import type { TableSnapshot, TableStops } from '../../src/cli/table-types.js';

export type { TableSnapshot };

/** A refusal of the server: its status and short message (and, for an answer, the engine's error code). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(0, 'The server does not answer: is `lorekeeper serve` still running?');
  }
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = data as { error?: unknown; code?: unknown } | null;
    throw new ApiError(
      res.status,
      typeof e?.error === 'string' ? e.error : res.statusText,
      typeof e?.code === 'string' ? e.code : null,
    );
  }
  return data as T;
}

export type Format = 'constructed' | 'commander';

/** The built-in decks, by the format they play. */
export async function decks(): Promise<Record<Format, string[]>> {
  const r = await call<{ decks: string[]; commander: string[] }>('GET', '/api/decks');
  return { constructed: r.decks, commander: r.commander };
}

export interface NewGame {
  readonly deck?: string;
  readonly opponent?: string;
  readonly seed?: string;
  /** 2 to 6: the person and the computer players */
  readonly players?: number;
  readonly format?: Format;
}

/** Starts a game; its id. */
export async function newGame(options: NewGame): Promise<string> {
  return (await call<{ id: string }>('POST', '/api/games', options)).id;
}

export function table(id: string): Promise<TableSnapshot> {
  return call<TableSnapshot>('GET', `/api/games/${encodeURIComponent(id)}/table`);
}

export function answer(id: string, a: Answer): Promise<TableSnapshot> {
  return call<TableSnapshot>('POST', `/api/games/${encodeURIComponent(id)}/answer`, a);
}

/** Sets where the game stops to ask the person (and full control). */
export function stops(id: string, s: TableStops): Promise<TableSnapshot> {
  return call<TableSnapshot>('POST', `/api/games/${encodeURIComponent(id)}/stops`, s);
}

/** Takes the game back to the person's decision `n` (1: their first). */
export function undo(id: string, n: number): Promise<TableSnapshot> {
  return call<TableSnapshot>('POST', `/api/games/${encodeURIComponent(id)}/undo`, { decision: n });
}

/** A finished game at one of its steps (0: as dealt). */
export function replay(id: string, step: number): Promise<TableSnapshot> {
  return call<TableSnapshot>('GET', `/api/games/${encodeURIComponent(id)}/replay?step=${step}`);
}
