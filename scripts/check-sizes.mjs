#!/usr/bin/env node
// The size check of `npm test` (docs/engine-floors.md): no file of the rules core (src/engine) over 600 lines, no
// function in it over 150 lines. A file or a function past the bound is one to cut by what it holds (a CR section,
// a family of words) before it grows further. Fails naming each file and function past its bound.
//
// Usage: node scripts/check-sizes.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const MAX_FILE_LINES = 600;
const MAX_FUNCTION_LINES = 150;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const wrong = [];
for (const file of walk(join(root, 'src/engine'))) {
  const name = relative(root, file);
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lines > MAX_FILE_LINES) wrong.push(`${name}: ${lines} lines (at most ${MAX_FILE_LINES})`);
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if (ts.isFunctionLike(n) && 'body' in n && n.body) {
      const from = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line;
      const to = sf.getLineAndCharacterOfPosition(n.end).line;
      const length = to - from + 1;
      if (length > MAX_FUNCTION_LINES) {
        const fname = n.name ? n.name.getText(sf) : '(anonymous)';
        wrong.push(`${name}:${from + 1}: function ${fname}: ${length} lines (at most ${MAX_FUNCTION_LINES})`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

if (wrong.length) {
  for (const w of wrong) console.error(`check-sizes: ${w}`);
  process.exit(1);
}
console.log(
  `check-sizes: no engine file over ${MAX_FILE_LINES} lines, no function over ${MAX_FUNCTION_LINES}`,
);
