// The files of the table, the browser client `lorekeeper serve` answers (web/, built by `npm run build` into
// dist/web): read once as the server starts and answered from memory, each with the content type of its extension.
// Only the files found there are answered, by their exact path: no request names a file outside them.
import { readFileSync, readdirSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COMMON_HEADERS } from './serve-http.js';

/** Where `npm run build` puts the table (from src/cli or dist/cli alike: both are two levels below the project). */
export const WEB_ROOT = fileURLToPath(new URL('../../dist/web/', import.meta.url));

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** The table's page may run only its own scripts and styles, and talk only to this server. */
const PAGE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface StaticFile {
  readonly body: Buffer;
  readonly type: string;
}

/** The built table's files by URL path ("/index.html", "/assets/index-1a2b.js"); empty when it isn't built. */
export function loadStatic(root: string = WEB_ROOT): ReadonlyMap<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string, prefix: string): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.isDirectory()) walk(join(dir, e.name), `${prefix}${e.name}/`);
      else if (e.isFile()) {
        const type = TYPES[extname(e.name).toLowerCase()];
        if (type) files.set(`${prefix}${e.name}`, { body: readFileSync(join(dir, e.name)), type });
      }
    }
  };
  walk(root, '/');
  return files;
}

export function sendStatic(res: ServerResponse, file: StaticFile, path: string): void {
  const html = file.type.startsWith('text/html');
  res.writeHead(200, {
    ...COMMON_HEADERS,
    'content-type': file.type,
    // Vite names the assets by their content: a name is never reused for other content.
    ...(path.startsWith('/assets/') ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
    ...(html ? { 'content-security-policy': PAGE_POLICY } : {}),
  });
  res.end(file.body);
}
