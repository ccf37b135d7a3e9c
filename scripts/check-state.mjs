#!/usr/bin/env node
// The state check of `npm test` (docs/engine-floors.md, "The caching wall"): only the kernel remembers. An engine file
// of any other floor keeps no module-level mutable state — what it would remember it asks the kernel to keep (a memo
// of a state, a store kept across states, the kernel's scratch).
//
// Fails, naming the file and the line, on a top-level declaration of an engine file outside the kernel that is
// - a `let` or `var`;
// - a `const` holding a Map, Set, array, typed array or object literal that the file writes: a call of a method that
//   changes it (set, add, push, splice, fill...), an assignment to one of its elements or properties, `delete`, `++`.
// A WeakMap or WeakSet is allowed in the model floor only, which lies below the kernel: keyed by card data that never
// changes, it is a property of that data worked out once, which nothing can list, clear or see change.
// The kernel's files are read from the FLOORS table of scripts/check-imports.mjs.
//
// Usage: node scripts/check-state.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ENGINE = 'src/engine/';

/** The files (or folders, ending in '/') of a floor, as FLOORS in check-imports.mjs lists them. */
function floorFiles(floor) {
  const text = readFileSync(join(root, 'scripts/check-imports.mjs'), 'utf8');
  const out = [];
  for (const m of text.matchAll(new RegExp(`\\[\\s*'${floor}',\\s*\\[([^\\]]*)\\]`, 'g')))
    for (const f of m[1].matchAll(/'([^']+)'/g)) out.push(f[1]);
  if (out.length === 0) throw new Error(`check-state: no ${floor} floor found in scripts/check-imports.mjs`);
  return out;
}
const KERNEL = floorFiles('kernel');
const MODEL = floorFiles('model');
const inFloor = (paths, inner) => paths.some((p) => (p.endsWith('/') ? inner.startsWith(p) : inner === p));

function walk(dir) {
  const out = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const MUTABLE = new Set([
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Array',
  'Int8Array',
  'Uint8Array',
  'Int16Array',
  'Uint16Array',
  'Int32Array',
  'Uint32Array',
  'Float32Array',
  'Float64Array',
]);
const WEAK = new Set(['WeakMap', 'WeakSet']);
/** Methods that change a Map, Set, array or typed array. */
const WRITERS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
]);

/** What a top-level const's initializer holds: a kind of mutable container, or null. */
function containerOf(init) {
  let e = init;
  while (e && (ts.isAsExpression(e) || ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e)))
    e = e.expression;
  if (!e) return null;
  if (ts.isArrayLiteralExpression(e)) return 'array';
  if (ts.isObjectLiteralExpression(e)) return 'object';
  if (ts.isNewExpression(e) && ts.isIdentifier(e.expression) && MUTABLE.has(e.expression.text))
    return e.expression.text;
  return null;
}

/** Whether the file writes the container named `name` (at any depth of the file). */
function written(sf, name) {
  let found = null;
  const isName = (n) => ts.isIdentifier(n) && n.text === name;
  /** `name`, `name[...]` or `name.x` */
  const target = (n) => (ts.isElementAccessExpression(n) || ts.isPropertyAccessExpression(n)) && isName(n.expression);
  const visit = (n) => {
    if (found) return;
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      isName(n.expression.expression) &&
      WRITERS.has(n.expression.name.text)
    )
      found = n;
    else if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      n.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      target(n.left)
    )
      found = n;
    else if (
      (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
      (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken) &&
      target(n.operand)
    )
      found = n;
    else if (ts.isDeleteExpression(n) && target(n.expression)) found = n;
    else ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

const problems = [];
let files = 0;
for (const file of walk('src/engine')) {
  const inner = file.slice(ENGINE.length);
  if (inFloor(KERNEL, inner)) continue;
  files++;
  const sf = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const at = (n) => `${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    const list = st.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const d of list.declarations) {
      const name = ts.isIdentifier(d.name) ? d.name.text : d.name.getText(sf);
      if (!isConst) {
        problems.push(`${at(d)}: module-level \`${list.flags & ts.NodeFlags.Let ? 'let' : 'var'} ${name}\``);
        continue;
      }
      const kind = containerOf(d.initializer);
      if (kind === null || !ts.isIdentifier(d.name)) continue;
      if (WEAK.has(kind) && inFloor(MODEL, inner)) continue;
      const w = written(sf, name);
      if (w) problems.push(`${at(d)}: module-level ${kind} \`${name}\` written at line ${at(w).split(':').pop()}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`check-state: module-level mutable state outside the kernel (the kernel keeps what is remembered):`);
  for (const p of problems) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`check-state: no module-level mutable state in the ${files} engine files outside the kernel`);
