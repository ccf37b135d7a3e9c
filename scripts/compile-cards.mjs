#!/usr/bin/env node
// Compiles the Oracle card corpus into the cards the game ships with:
//   src/cards/data/compiled.json    every card that compiles, renders back to its Oracle text (verified by round
//                                   trip, never a `textApproximate` record) and has no hand-written definition: its
//                                   printed-fact record and its compiled ability tree, one card a line, by name
//   src/cards/data/unplayable.json  every other card of the corpus without a hand-written definition: why it is not
//                                   playable (the sentence not understood, or the rule not supported), by name
// Hand-written definitions (src/cards/definitions/) win: their names are skipped. A hand-written card the compiler
// understands must compile to the same tree as its definition; if one doesn't, this script fails and writes nothing.
// Usage: npm run build && node scripts/compile-cards.mjs [path/to/cards.jsonl]
// (default: ../shared/reference/cards.jsonl next to the repository). The output is deterministic: same corpus, same
// compiler, same files.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const corpusFile = process.argv[2] ?? join(root, '..', 'shared', 'reference', 'cards.jsonl');
const dist = (p) => import(join(root, 'dist', ...p.split('/')));
const { compileAndVerify } = await dist('cards/compiler/index.js');
const { readCorpus } = await dist('cards/compiler/coverage.js');
const { canon } = await dist('cards/compiler/phrases.js');
const { DEFINITIONS } = await dist('cards/definitions/index.js');
const { TOKENS } = await dist('cards/definitions/tokens.js');

/** The printed facts a compiled card is registered with (src/cards/oracle-record.ts). */
const KEEP = ['name', 'manaCost', 'typeLine', 'oracleText', 'power', 'toughness', 'loyalty', 'colors', 'layout'];

/**
 * A tree that spells out a field's default is the same tree: returnToBattlefield's `under` is "its owner's" unless
 * it says otherwise (card-def.ts). The compiler leaves defaults out. (As test/compiler.test.ts compares them.)
 */
function withoutDefaults(x) {
  if (Array.isArray(x)) return x.map(withoutDefaults);
  if (x && typeof x === 'object')
    return Object.fromEntries(
      Object.entries(x)
        .filter(([k, v]) => !(x.kind === 'returnToBattlefield' && k === 'under' && v === 'owner'))
        .map(([k, v]) => [k, withoutDefaults(v)]),
    );
  return x;
}
const same = (a, b) => JSON.stringify(canon(withoutDefaults(a))) === JSON.stringify(canon(withoutDefaults(b)));

const cards = readCorpus(corpusFile);
const handWritten = new Set(Object.keys(DEFINITIONS));
const tokens = new Set(TOKENS.map((t) => t.name));
const shipped = [];
const unplayable = [];
const mismatches = [];
let skippedHandWritten = 0;
for (const card of cards) {
  const faces = (card.faces ?? []).map((f) => f.name);
  const written = [card.name, ...faces].filter((n) => handWritten.has(n));
  if (written.length) {
    skippedHandWritten++;
    // The hand-written definition is the source of truth; the compiler must agree wherever it reads the card.
    const records = written.map((n) => (n === card.name ? card : card.faces.find((f) => f.name === n)));
    for (const rec of records) {
      // A face is read as a face of its card (a transforming double-faced card's face knows which it is).
      const whole = rec === card ? null : compileAndVerify(card);
      const face = whole?.result.ok ? whole.result.faces?.find((f) => f.name === rec.name) : undefined;
      const v = face
        ? { result: { ok: true, abilities: face.abilities } }
        : compileAndVerify({ ...rec, ...(card.textApproximate ? { textApproximate: true } : {}) });
      if (v.result.ok && !same(v.result.abilities, DEFINITIONS[rec.name]))
        mismatches.push(
          [
            `${rec.name}:`,
            `  compiled:     ${JSON.stringify(v.result.abilities)}`,
            `  hand-written: ${JSON.stringify(DEFINITIONS[rec.name])}`,
          ].join('\n'),
        );
    }
    continue;
  }
  if (tokens.has(card.name)) {
    unplayable.push([card.name, 'a card with the name of a token definition is not supported']);
    continue;
  }
  const v = compileAndVerify(card);
  if (v.verified) {
    const rec = {};
    for (const k of KEEP) if (card[k] !== undefined) rec[k] = card[k];
    if (v.result.faces) {
      // A multi-face card: each face's printed facts, and its abilities after the record, face by face.
      rec.faces = card.faces.map((f) => {
        const face = {};
        for (const k of KEEP) if (f[k] !== undefined && k !== 'layout') face[k] = f[k];
        return face;
      });
      shipped.push([rec, ...v.result.faces.map((f) => f.abilities)]);
    } else shipped.push([rec, v.result.abilities]);
  } else if (!v.result.ok) unplayable.push([card.name, v.result.reason]);
  else if (card.textApproximate)
    unplayable.push([
      card.name,
      'its text in the corpus is approximate (rebuilt from another engine), so its reading is not verified',
    ]);
  else
    unplayable.push([card.name, `its compiled reading does not render back to its Oracle text: "${v.actual ?? ''}"`]);
}
if (mismatches.length) {
  console.error(`${mismatches.length} hand-written card(s) compile to a different tree than their definitions:`);
  for (const m of mismatches) console.error(m);
  console.error('nothing written: fix the compiler or the definition first');
  process.exit(1);
}

const byName = (a, b) =>
  (a[0].name ?? a[0]) < (b[0].name ?? b[0]) ? -1 : (a[0].name ?? a[0]) > (b[0].name ?? b[0]) ? 1 : 0;
shipped.sort(byName);
unplayable.sort(byName);
const data = join(root, 'src', 'cards', 'data');
// One card a line: small diffs when the compiler learns a sentence.
writeFileSync(join(data, 'compiled.json'), `{"cards":[\n${shipped.map((c) => JSON.stringify(c)).join(',\n')}\n]}\n`);
writeFileSync(
  join(data, 'unplayable.json'),
  `{\n${unplayable.map(([n, r]) => `${JSON.stringify(n)}:${JSON.stringify(r)}`).join(',\n')}\n}\n`,
);
console.log(
  `${cards.length} cards in the corpus: ${shipped.length} compiled and verified (written to compiled.json), ` +
    `${skippedHandWritten} hand-written (skipped), ${unplayable.length} not playable (reasons in unplayable.json)`,
);
