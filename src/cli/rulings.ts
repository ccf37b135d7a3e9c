// Gatherer's rulings on the cards, shipped as src/cards/data/rulings.json.gz (made by scripts/extract-rulings.mjs
// from the reference's rulings.jsonl) and read the first time a card is shown, never before: most games show none.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { nameKey } from '../engine/index.js';

export interface Ruling {
  readonly date: string;
  readonly text: string;
}

interface RulingsFile {
  readonly source: string;
  readonly until: string;
  readonly cards: Readonly<Record<string, readonly (readonly [string, string])[]>>;
}

// The same path from src/cli (tests, tsx) and from dist/cli (the built command line): the data stays in src/, as
// tsc copies only .json files into dist/.
const FILE = new URL('../../src/cards/data/rulings.json.gz', import.meta.url);

let loaded: { readonly byName: Map<string, readonly Ruling[]>; readonly until: string } | null = null;

function load(): { readonly byName: Map<string, readonly Ruling[]>; readonly until: string } {
  const data = JSON.parse(gunzipSync(readFileSync(FILE)).toString('utf8')) as RulingsFile;
  const map = new Map<string, readonly Ruling[]>();
  for (const [name, list] of Object.entries(data.cards)) {
    const rulings = list.map(([date, text]) => ({ date, text }));
    map.set(nameKey(name), rulings);
    // A face is found by its own name too ("Delver of Secrets" for "Delver of Secrets // Insectile Aberration"),
    // unless a card of that name has rulings of its own.
    for (const face of name.includes(' // ') ? name.split(' // ') : [])
      if (!Object.hasOwn(data.cards, face)) map.set(nameKey(face), rulings);
  }
  return { byName: map, until: data.until };
}

/** The rulings on a card, by its name or a face's name (any case), oldest first; none for a card without any. */
export function rulingsFor(name: string): readonly Ruling[] {
  loaded ??= load();
  return loaded.byName.get(nameKey(name)) ?? [];
}

/** Whether the file has been read (a card has been shown). */
export function rulingsLoaded(): boolean {
  return loaded !== null;
}

/** The date of the newest ruling: cards printed since have none. */
export function rulingsUntil(): string {
  loaded ??= load();
  return loaded.until;
}
