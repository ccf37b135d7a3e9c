#!/usr/bin/env node
// Regenerates src/cards/data/rulings.json.gz: every Gatherer ruling of the shared reference's rulings.jsonl (see
// ../shared/reference/SOURCES.md), which `play` and `serve` show with a card (`show`). All of them, not only those of
// the cards playable today: the rulings end in 2018, so the file never needs making again as more cards become
// playable. Gzip-compressed JSON, read with node:zlib when a card is first shown (src/cli/rulings.ts):
//   {"source": "...", "until": "YYYY-MM-DD", "cards": {"<card name>": [["YYYY-MM-DD", "<text>"], ...], ...}}
// Names are those of the card corpus: a double-faced card's rulings are under "Front // Back".
// Usage: node scripts/extract-rulings.mjs [path/to/rulings.jsonl]
// The output is deterministic: same input, same bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const input = process.argv[2] ?? join(root, '..', 'shared', 'reference', 'rulings.jsonl');
const out = join(root, 'src', 'cards', 'data', 'rulings.json.gz');

const cards = {};
let source = null;
let until = '';
let count = 0;
for (const line of readFileSync(input, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const rec = JSON.parse(line);
  source ??= rec.source;
  const rulings = rec.rulings.map((r) => [r.date, r.text]);
  for (const [date] of rulings) if (date > until) until = date;
  count += rulings.length;
  cards[rec.name] = rulings;
}
const sorted = Object.fromEntries(Object.entries(cards).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const json = JSON.stringify({ source, until, cards: sorted });
writeFileSync(out, gzipSync(json, { level: 9 }));
console.log(`${Object.keys(sorted).length} cards, ${count} rulings, until ${until}: ${out}`);
