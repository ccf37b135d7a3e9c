// Vitest's global set-up: the browser tests drive the built table (dist/web, as `lorekeeper serve` answers it), so
// it is built first when it is missing or older than its sources (`npm test` has just built it: then nothing is done).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

function newest(path: string): number {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export default async function setup(): Promise<void> {
  const built = newest(join(root, 'dist/web/index.html'));
  const sources = Math.max(newest(join(root, 'web')), newest(join(root, 'src/cli/table-types.ts')));
  if (built > sources) return;
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn' });
}
