#!/usr/bin/env node
// The import check of `npm test` (docs/engine-floors.md): the rules core is built in floors, each importing only the
// floors below it, and nothing outside the rules core reaches past its public API.
//
//   model   state and card-definition types, choices, events, mana and subtypes: pure data and pure helpers
//   kernel  the transaction, derived values and every cache, the card registry, the hooks the floors above fill
//   rules   the Comprehensive Rules modules (rules/)
//   effects what effects do (effects/), filling the kernel's registry of effect resolvers
//   face    createGame and apply, views, answer parsing and validation: the public API (index.ts), and the test seam
//
// Fails, naming the file and the import, on
// - an import (of a value or of a type) from a file of the rules core into a higher floor, or within the model floor
//   into a file not of it; `import type` from the model floor is allowed from anywhere;
// - an import cycle among files through value imports (type-only imports don't run, so they make no cycle);
// - an import from outside the rules core (src/) of anything but src/engine/index.ts, src/engine/testing.ts (the
//   test seam: tools only, not src/cli, src/ai, src/decks or src/cards), or a type of the model floor.
// An engine file of no floor is an error too: a new file gets its floor in FLOORS below.
//
// Usage: node scripts/check-imports.mjs [--graph]   (--graph prints the figures: cycles, upward imports, floors)
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ENGINE = 'src/engine/';

/** Each engine file's floor, by path inside src/engine (a folder ends in '/'); the first match wins. */
export const FLOORS = [
  [
    'model',
    [
      'types.ts',
      'state.ts',
      'records.ts',
      'choices.ts',
      'events.ts',
      'card-def.ts',
      'keywords.ts',
      'filters.ts',
      'mana.ts',
    ],
  ],
  [
    'model',
    [
      'subtypes.ts',
      'clone.ts',
      'characteristics.ts',
      'seed.ts',
      'color-identity.ts',
      'grammar.ts',
      'text.ts',
      'trigger-events.ts',
      'static-effects.ts',
    ],
  ],
  [
    'kernel',
    [
      'tx.ts',
      'tx-signals.ts',
      'derived.ts',
      'memo.ts',
      'record-cache.ts',
      'registry.ts',
      'verify.ts',
      'hooks.ts',
      'layer-cache.ts',
    ],
  ],
  ['kernel', ['effects/polarity.ts']],
  ['rules', ['rules/']],
  ['effects', ['effects/']],
  [
    'face',
    [
      'game.ts',
      'setup.ts',
      'view.ts',
      'validate.ts',
      'parse-answer.ts',
      'read-answer.ts',
      'index.ts',
      'testing.ts',
      'vocabulary.ts',
    ],
  ],
];
const ORDER = ['model', 'kernel', 'rules', 'effects', 'face'];
const PUBLIC = `${ENGINE}index.ts`;
const SEAM = `${ENGINE}testing.ts`;
/** Folders outside the rules core that are clients: the public API alone, never the test seam. */
const CLIENTS = ['src/cli/', 'src/ai/', 'src/decks/', 'src/cards/'];

export function floorOf(file) {
  const inner = file.slice(ENGINE.length);
  for (const [floor, paths] of FLOORS)
    if (paths.some((p) => (p.endsWith('/') ? inner.startsWith(p) : inner === p))) return floor;
  return undefined;
}

export function walk(dir) {
  const out = [];
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const p = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...walk(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Whether an identifier is read in a type position only (TypeScript drops an import used so from the emitted code). */
function inTypePosition(node) {
  for (let n = node; n.parent; n = n.parent) {
    if (ts.isTypeNode(n) && !ts.isExpressionWithTypeArguments(n)) return true;
    if (ts.isExpressionWithTypeArguments(n) && n.parent && ts.isHeritageClause(n.parent))
      return n.parent.token === ts.SyntaxKind.ImplementsKeyword || ts.isInterfaceDeclaration(n.parent.parent);
    if (ts.isInterfaceDeclaration(n) || ts.isTypeAliasDeclaration(n)) return true;
    if (ts.isStatement(n) || ts.isClassElement(n)) break;
  }
  return false;
}

/** The names a file reads as values (identifiers outside type positions and outside import declarations). */
function valueNames(sf) {
  const names = new Set();
  const visit = (n) => {
    if (ts.isImportDeclaration(n)) return;
    if (ts.isIdentifier(n) && !inTypePosition(n)) {
      const p = n.parent;
      // A property name (`a.name`, `{ name: ... }`) is no reference to an import; a shorthand `{ name }` is.
      const isProperty =
        (p && ts.isPropertyAccessExpression(p) && p.name === n) ||
        (p && ts.isPropertyAssignment(p) && p.name === n) ||
        (p && (ts.isPropertySignature(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p)) && p.name === n);
      if (!isProperty) names.add(n.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return names;
}

/** Every import and re-export of a file: { spec, line, value } (value: the import runs when the file is loaded). */
function importsOf(file) {
  const text = readFileSync(join(root, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  let used;
  const out = [];
  const line = (n) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
      const c = st.importClause;
      let value;
      if (!c)
        value = true; // import './x.js': run for its effects
      else if (c.isTypeOnly) value = false;
      else {
        used ??= valueNames(sf);
        const locals = [];
        if (c.name) locals.push(c.name.text);
        if (c.namedBindings && ts.isNamespaceImport(c.namedBindings)) locals.push(c.namedBindings.name.text);
        if (c.namedBindings && ts.isNamedImports(c.namedBindings))
          for (const el of c.namedBindings.elements) if (!el.isTypeOnly) locals.push(el.name.text);
        value = locals.some((l) => used.has(l));
      }
      out.push({ spec: st.moduleSpecifier.text, line: line(st), value });
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      const named = st.exportClause && ts.isNamedExports(st.exportClause) ? st.exportClause.elements : undefined;
      const value = !st.isTypeOnly && (!named || named.some((el) => !el.isTypeOnly));
      out.push({ spec: st.moduleSpecifier.text, line: line(st), value });
    }
  }
  // import('./x.js') anywhere: a value import (there are none in the rules core today)
  const dyn = (n) => {
    if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const a = n.arguments[0];
      if (a && ts.isStringLiteral(a)) out.push({ spec: a.text, line: line(n), value: true });
    }
    ts.forEachChild(n, dyn);
  };
  dyn(sf);
  return out;
}

function resolveSpec(from, spec) {
  if (!spec.startsWith('.')) return undefined;
  const p = relative(root, resolve(root, dirname(from), spec))
    .split('\\')
    .join('/');
  return p.replace(/\.js$/, '.ts');
}

/** Strongly connected components of the value-import graph with more than one file (Tarjan's algorithm). */
function cycles(files, edges) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const c = [];
      let w;
      do {
        w = stack.pop();
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) out.push(c.sort());
    }
  };
  for (const f of files) if (!idx.has(f)) strong(f);
  return out;
}

/** One path round a cycle, through value imports, from its first file: the imports to look at. */
function cyclePath(comp, edges) {
  const inComp = new Set(comp);
  const start = comp[0];
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of edges.get(v) ?? []) {
      if (!inComp.has(w)) continue;
      if (w === start) {
        const path = [v];
        for (let u = prev.get(v); u; u = prev.get(u)) path.unshift(u);
        return [...path, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return comp;
}

export function analyse() {
  const files = walk('src').sort();
  const problems = [];
  const valueEdges = new Map();
  let upward = 0;
  let edgesIn = 0;
  for (const file of files) {
    const inEngine = file.startsWith(ENGINE);
    const floor = inEngine ? floorOf(file) : undefined;
    if (inEngine && !floor)
      problems.push({ key: `${file}: no floor`, text: `${file}: no floor (give it one in scripts/check-imports.mjs)` });
    const vs = new Set();
    for (const imp of importsOf(file)) {
      const target = resolveSpec(file, imp.spec);
      if (!target) continue;
      if (imp.value && target !== file) vs.add(target);
      if (!target.startsWith(ENGINE)) continue;
      const at = `${file}:${imp.line}: imports ${imp.spec}`;
      const key = `${file}: imports ${imp.spec}`;
      const tFloor = floorOf(target);
      const typeFromModel = !imp.value && tFloor === 'model';
      if (inEngine) {
        if (!floor || !tFloor) continue;
        edgesIn++;
        if (ORDER.indexOf(tFloor) > ORDER.indexOf(floor) && !typeFromModel) {
          upward++;
          problems.push({ key, text: `${at}: up from ${floor} to ${tFloor}` });
        }
      } else if (target === SEAM) {
        if (CLIENTS.some((c) => file.startsWith(c)))
          problems.push({ key, text: `${at}: the test seam is for tools, not clients (use src/engine/index.ts)` });
      } else if (target !== PUBLIC && !typeFromModel) {
        upward++;
        problems.push({
          key,
          text: `${at}: past the public API (src/engine/index.ts or, for tools, src/engine/testing.ts)`,
        });
      }
    }
    valueEdges.set(file, [...vs].sort());
  }
  const comps = cycles(files, valueEdges);
  for (const c of comps) {
    const path = cyclePath(c, valueEdges).join(' -> ');
    // One entry a file, so that a cycle shrinking shrinks the baseline and a file joining one is a new problem.
    for (const f of c)
      problems.push({
        key: `${f}: in an import cycle`,
        text: `${f}: in an import cycle of ${c.length} files: ${path}`,
      });
  }
  return { files, problems, comps, upward, edgesIn, valueEdges };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, problems, comps, upward } = analyse();
  if (process.argv.includes('--graph')) {
    const engine = files.filter((f) => f.startsWith(ENGINE));
    const largest = Math.max(0, ...comps.map((c) => c.length));
    console.log(
      `engine files: ${engine.length}; largest value-import cycle: ${largest} files; cycles: ${comps.length}`,
    );
    console.log(`imports up a floor or past the public API: ${upward}`);
    for (const f of ORDER) console.log(`  ${f}: ${engine.filter((e) => floorOf(e) === f).length} files`);
    for (const c of comps) console.log(`cycle (${c.length}): ${c.join(' ')}`);
  }
  for (const p of problems) console.error(p.text);
  if (problems.length) {
    console.error(`check-imports: ${problems.length} problem(s) (docs/engine-floors.md)`);
    process.exit(1);
  }
  console.log('check-imports: the engine floors hold, no import cycle, nothing past the public API');
}
