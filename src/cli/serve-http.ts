// The guards `lorekeeper serve` puts in front of its API, for a hostile client or web page: the Host a request is
// addressed to (DNS rebinding), its Origin and content type (cross-site requests), and a body read whole, bounded in
// size and time, and decoded once as UTF-8. A refusal is an HttpError: a status and a short message, nothing more.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request refused: the status and the short message the client gets. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** the connection closes after the answer (the body was not read to its end) */
    readonly close = false,
  ) {
    super(message);
  }
}

/** A Host header or an Origin's host as `name[:port]`, lowercase and without the default port 80; null if it is none. */
export function normalHost(value: string): string | null {
  if (!/^[A-Za-z0-9.\-[\]:]+$/.test(value)) return null;
  try {
    const url = new URL(`http://${value}`);
    return url.username === '' && url.password === '' && url.pathname === '/' && url.search === '' ? url.host : null;
  } catch {
    return null;
  }
}

/** The hosts a request may be addressed to: this machine's loopback names and the address listened on, at its port. */
export function allowedHosts(host: string, port: number): ReadonlySet<string> {
  const names = ['127.0.0.1', 'localhost', '[::1]', host.includes(':') ? `[${host}]` : host];
  const hosts = new Set<string>();
  for (const name of names) {
    const h = normalHost(`${name}:${port}`);
    if (h !== null) hosts.add(h);
  }
  return hosts;
}

/** Refuses a request whose Host is not this server (a page of another site reaching it by DNS rebinding). */
export function checkHost(req: IncomingMessage, hosts: ReadonlySet<string>): void {
  const host = normalHost(req.headers.host ?? '');
  if (host === null || !hosts.has(host)) throw new HttpError(403, 'wrong Host header');
}

/** Refuses a request a page of another origin sent: when there is an Origin, its host must be the request's Host. */
export function checkOrigin(req: IncomingMessage): void {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new HttpError(403, 'cross-origin request refused');
  }
  if (url.protocol !== 'http:' || url.host !== normalHost(req.headers.host ?? ''))
    throw new HttpError(403, 'cross-origin request refused');
}

/** A state-changing request must say its body is JSON (in UTF-8): no HTML form can send that across sites. */
export function checkJsonType(req: IncomingMessage): void {
  const [type = '', ...params] = (req.headers['content-type'] ?? '').split(';');
  const charset = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('charset='));
  if (
    type.trim().toLowerCase() !== 'application/json' ||
    (charset !== undefined && !/^charset="?utf-8"?$/.test(charset))
  )
    throw new HttpError(415, 'the body must be JSON (Content-Type: application/json)');
}

export interface BodyLimits {
  /** the most bytes a body may have */
  readonly maxBodyBytes: number;
  /** how long the whole body may take to arrive, from when the request's headers were read */
  readonly bodyTimeoutMs: number;
}

/** The request's body, read whole (within the limits) and decoded once as UTF-8. */
export function readBody(req: IncomingMessage, limits: BodyLimits): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limits.maxBodyBytes) {
    req.resume();
    return Promise.reject(new HttpError(413, 'the request body is too large', true));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (error: HttpError | null): void => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
      if (error) {
        // What is left of the body is read and dropped until the connection closes.
        req.resume();
        reject(error);
        return;
      }
      try {
        resolve(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
      } catch {
        reject(new HttpError(400, 'the body is not UTF-8'));
      }
    };
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limits.maxBodyBytes) finish(new HttpError(413, 'the request body is too large', true));
      else chunks.push(chunk);
    };
    const onEnd = (): void => finish(null);
    const onError = (): void => finish(new HttpError(400, 'the request body was cut off', true));
    const timer = setTimeout(
      () => finish(new HttpError(408, 'the request body took too long', true)),
      limits.bodyTimeoutMs,
    );
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The request's body as a JSON object. */
export async function readJson(req: IncomingMessage, limits: BodyLimits): Promise<Record<string, unknown>> {
  const text = await readBody(req, limits);
  if (text.trim() === '') return {};
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'the body is not JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw new HttpError(400, 'the body must be a JSON object');
  return v as Record<string, unknown>;
}

/** The value of a cookie the request carries, or null. */
export function cookie(req: IncomingMessage, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/** Headers every answer carries: never cached, never sniffed as another type, never shown in another site's frame. */
export const COMMON_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': "frame-ancestors 'none'",
} as const;

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(status, { ...COMMON_HEADERS, 'content-type': 'application/json; charset=utf-8', ...extra });
  res.end(JSON.stringify(body));
}

export function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, { ...COMMON_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

/** How long a connection refused before its body was read may take to close its side once the answer is out. */
const LINGER_MS = 1000;

/** Answers a refusal; when the body was left unread the connection closes once the answer is out. */
export function sendError(res: ServerResponse, e: HttpError): void {
  const socket = res.socket;
  sendJson(res, e.status, { error: e.message }, e.close ? { connection: 'close' } : {});
  if (e.close && socket)
    res.once('finish', () => {
      socket.end();
      setTimeout(() => socket.destroy(), LINGER_MS).unref();
    });
}
