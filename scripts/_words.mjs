import ts from 'typescript';
import fs from 'fs';
import path from 'path';
const ROOT = process.cwd();
const cd = 'src/engine/card-def.ts', idx = 'src/engine/effects/index.ts', pol = 'src/engine/effects/polarity.ts';
let cdText = fs.readFileSync(cd, 'utf8');
let idxText = fs.readFileSync(idx, 'utf8');
let polText = fs.readFileSync(pol, 'utf8');
const sf = ts.createSourceFile(cd, cdText, ts.ScriptTarget.Latest, true);
const alias = sf.statements.find((s) => ts.isTypeAliasDeclaration(s) && s.name.text === 'OlderEffect');
const members = alias.type.types;
// exported names of card-def and others
const exportsOf = (f) => {
  const t = fs.readFileSync(f, 'utf8');
  return [...t.matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1]);
};
const typeHome = {};
for (const n of exportsOf(cd)) typeHome[n] = '../card-def.js';
for (const n of exportsOf('src/engine/types.ts')) typeHome[n] = typeHome[n] ?? '../types.js';
for (const n of exportsOf('src/engine/mana.ts')) typeHome[n] = typeHome[n] ?? '../mana.js';
// scenarios
const scen = {};
for (const f of fs.readdirSync('test/scenarios/vocabulary').sort()) {
  for (const t of JSON.parse(fs.readFileSync(`test/scenarios/vocabulary/${f}`, 'utf8')).tests) {
    const n = t.name.split('/')[0];
    if (n.startsWith('effect.')) { const k = n.slice(7); scen[k] = scen[k] ?? `${f}#${t.name}`; }
  }
}
for (const f of fs.readdirSync('test/scenarios/vocabulary').sort()) {
  for (const t of JSON.parse(fs.readFileSync(`test/scenarios/vocabulary/${f}`, 'utf8')).tests) {
    for (const note of t.notes ?? []) if (note.startsWith('covers: '))
      for (const c of note.slice(8).split(',').map((s) => s.trim())) if (c.startsWith('effect:')) { const k = c.slice(7); scen[k] = scen[k] ?? `${f}#${t.name}`; }
  }
}
// polarity groups
const polSf = ts.createSourceFile(pol, polText, ts.ScriptTarget.Latest, true);
const polFn = polSf.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === 'olderPolarity');
const polOf = {};
{
  const sw = polFn.body.statements[0];
  let pending = [];
  for (const cl of sw.caseBlock.clauses) {
    pending.push(cl.expression.text);
    if (cl.statements.length) {
      const st = cl.statements[0];
      const full = polText.slice(cl.getFullStart(), cl.getStart());
      const comments = [...full.matchAll(/\/\/[^\n]*/g)].map((m) => m[0]);
      const expr = st.expression.getText();
      for (const k of pending) polOf[k] = { expr, comments, usesE: /\be\b/.test(expr) };
      pending = [];
    }
  }
}
// resolve
const resOf = {};
for (const m of idxText.matchAll(/case '(\w+)':\n\s+return (resolve\w+)\(tx, e, ctx\);/g)) resOf[m[1]] = m[2];
const importOf = {};
for (const m of idxText.matchAll(/import \{([^}]+)\} from '\.\/([\w-]+)\.js';/g))
  for (const n of m[1].split(',').map((s) => s.trim())) importOf[n] = m[2];
const done = [];
const perFile = {};
const skipped = [];
const only = process.argv.slice(2);
for (const mem of members) {
  const kindProp = mem.members.find((p) => p.name?.getText() === 'kind');
  const k = kindProp.type.literal.text;
  if (only.length && !only.includes(k)) continue;
  const fn = resOf[k];
  if (!fn || !importOf[fn] || !scen[k] || !polOf[k]) { skipped.push(`${k} fn=${fn} file=${importOf[fn]} scen=${scen[k]} pol=${!!polOf[k]}`); continue; }
  const file = `src/engine/effects/${importOf[fn]}.ts`;
  const acc = (perFile[file] ??= { imports: {}, augs: [], words: [] });
  // leading comments of member
  const memStart = mem.getStart();
  const before = cdText.slice(mem.getFullStart(), memStart);
  // comments between previous '|' and this member are before the '|' token: scan back from the '|'
  const barPos = cdText.lastIndexOf('|', memStart);
  let cstart = barPos;
  // find comment lines just above the bar
  const lines = cdText.slice(0, barPos).split('\n');
  lines.pop(); // indentation before bar
  const comm = [];
  while (lines.length && /^\s*(\/\/|\/\*\*|\*|\*\/)/.test(lines[lines.length - 1])) comm.unshift(lines.pop().trim().replace(/^\*/, ' *'));
  const typeText = mem.getText();
  const bare = typeText.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '').replace(/'[^']*'/g, '');
  const ids = new Set([...bare.matchAll(/\b([A-Z]\w+)\b/g)].map((m) => m[1]));
  const imports = acc.imports;
  for (const id of ids) { const h = typeHome[id]; if (!h) throw new Error(`${k}: unknown type ${id}`); (imports[h] ??= new Set()).add(id); }
  const text = fs.readFileSync(file, 'utf8');
  const commentBlock = comm.length ? comm.map((l) => `    ${l}`).join('\n') + '\n' : '';
  const indented = typeText.split('\n').map((l, i) => (i === 0 ? l : `  ${l}`)).join('\n');
  acc.augs.push(`${commentBlock}    ${k}: ${indented};`);
  const rule = (text.match(/CR (\d{3}(?:\.\d+[a-z]?)?)/) ?? [])[1];
  const p = polOf[k];
  const polLine = `${p.comments.map((c) => `  ${c}\n`).join('')}  polarity: (${p.usesE ? 'e' : ''}) => ${p.expr},`;
  acc.words.push(`\nexport const ${k}Word: EffectWord<'${k}'> = {\n  kind: '${k}',\n  rule: '${rule ? `CR ${rule}` : 'CR 608.2'}',\n  scenario: '${scen[k]}',\n${polLine}\n  resolve: ${fn},\n};\n`);

  if (!rule) skipped.push(`${k}: no CR found in ${file} (used 608.2)`);
  // remove from card-def: the comment lines + bar + member
  const remStart = cdText.lastIndexOf('\n', barPos - 1 - (comm.length ? comm.join('\n').length + comm.length * 4 : 0));
  done.push({ k, fn, file: importOf[fn], mem, barPos, comm });
}
for (const [file, acc] of Object.entries(perFile)) {
  let text = fs.readFileSync(file, 'utf8');
  const existing = [...text.matchAll(/^import[^;]*;\n/gm)];
  const have = new Set(existing.flatMap((m) => [...m[0].replace(/from '[^']*'/, '').matchAll(/\b(\w+)\b/g)].map((x) => x[1])));
  const importLines = Object.entries(acc.imports).flatMap(([h, ns]) => { const left = [...ns].filter((n) => !have.has(n)).sort(); return left.length ? [`import type { ${left.join(', ')} } from '${h}';`] : []; });
  importLines.push(`import type { EffectWord } from './word.js';`);
  const lastImport = existing.pop();
  const at = lastImport.index + lastImport[0].length;
  const aug = `\ndeclare module '../card-def.js' {\n  interface EffectTypes {\n${acc.augs.join('\n')}\n  }\n}\n`;
  text = text.slice(0, at) + importLines.join('\n') + '\n' + aug + text.slice(at) + acc.words.join('');
  fs.writeFileSync(file, text);
}
// rewrite card-def: remove members (from end to start)
const rm = done.map(({ mem, barPos, comm }) => {
  // start: beginning of the first comment line above bar (or of the bar's line)
  let s = cdText.lastIndexOf('\n', barPos) + 1;
  for (let i = 0; i < comm.length; i++) s = cdText.lastIndexOf('\n', s - 2) + 1;
  let e = mem.getEnd();
  // include trailing newline
  if (cdText[e] === '\n') e++;
  return [s, e];
}).sort((a, b) => b[0] - a[0]);
for (const [s, e] of rm) cdText = cdText.slice(0, s) + cdText.slice(e);
fs.writeFileSync(cd, cdText);
// index.ts
for (const { k, fn, file } of done) {
  idxText = idxText.replace(new RegExp(`    case '${k}':\\n      return ${fn}\\(tx, e, ctx\\);\\n`), '');
}
const byFile = {};
for (const d of done) (byFile[d.file] ??= []).push(d);
for (const [file, ds] of Object.entries(byFile)) {
  const re = new RegExp(`import \\{([^}]+)\\} from '\\./${file}\\.js';`);
  idxText = idxText.replace(re, (all, names) => {
    const keep = names.split(',').map((s) => s.trim()).filter((n) => n && !ds.some((d) => d.fn === n));
    return `import { ${[...keep, ...ds.map((d) => `${d.k}Word`)].join(', ')} } from './${file}.js';`;
  });
}
idxText = idxText.replace(/export const EFFECT_WORDS = \{ ([^}]*) \}/, (all, names) => `export const EFFECT_WORDS = { ${[...names.split(',').map((s) => s.trim()).filter(Boolean), ...done.map((d) => `${d.k}Word`)].join(', ')} }`);
fs.writeFileSync(idx, idxText);
// polarity: remove case labels; drop groups that become empty
for (const { k } of done) polText = polText.replace(new RegExp(`\\n    case '${k}':`), '');
// remove orphan returns: a 'return' directly after 'switch (e.kind) {' or after another return
polText = polText.replace(/(\{|;)\n((?:\s*\/\/[^\n]*\n)*)\s*return [^;]*;/g, (all, pre, comments) => (pre === '{' && all.includes('switch') ? all : all)); 
fs.writeFileSync(pol, polText);
console.log('converted', done.length);
console.log(skipped.join('\n'));
