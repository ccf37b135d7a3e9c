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
// Each file's floor is the one the FLOORS table of scripts/check-imports.mjs gives it.
//
// Usage: node scripts/check-state.mjs
import { readFileSync } from 'node:fs';
import { floorOf, walk } from './check-imports.mjs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

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
  if (floorOf(file) === 'kernel') continue;
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
      if (WEAK.has(kind) && floorOf(file) === 'model') continue;
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
