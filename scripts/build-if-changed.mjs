#!/usr/bin/env node
// `npm start` builds only when a source changed since the last build: the newest file under the sources and the
// build's configuration is compared with the stamp the last build left in dist/.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'web', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];
const STAMP = join('dist', '.built');

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const e of readdirSync(path)) if (e !== 'node_modules' && e !== 'dist') t = Math.max(t, newest(join(path, e)));
  return t;
}

const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
if (Math.max(...SOURCES.map(newest)) >= built) {
  execSync('npm run build --silent', { stdio: 'inherit' });
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}
