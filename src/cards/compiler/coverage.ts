// Grammar coverage over a card corpus: how many cards compile, how many verify by round trip, which sentence
// shapes are the most common among those not yet understood (the compiler's worklist).
import { readFileSync } from 'node:fs';
import { compileAndVerify, type CardInput, type Verified } from './index.js';
import { NUMBER_WORDS } from './lexicon.js';

/** A corpus record: the compiler's input plus what the coverage report groups by. */
export interface CorpusCard extends CardInput {
  readonly sets?: readonly string[];
}

export function readCorpus(file: string): CorpusCard[] {
  const out: CorpusCard[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r: unknown = JSON.parse(line);
    if (r && typeof r === 'object' && 'name' in r && 'typeLine' in r && 'oracleText' in r) out.push(r as CorpusCard);
  }
  return out;
}

const NUMBER_WORD = new RegExp(`\\b(?:${NUMBER_WORDS.slice(1).join('|')})\\b`, 'g');

/** A sentence's shape: the self-reference as ~, numbers as N, mana symbols as {M} (but {T} and {Q} kept). */
export function shapeOf(sentence: string): string {
  return sentence
    .replace(/\{this\}/g, '~')
    .replace(/\{(?![TQ]\})[^}]+\}/g, '{M}')
    .replace(/(?:\{M\})+/g, '{M}')
    .replace(/\d+/g, 'N')
    .replace(NUMBER_WORD, 'N');
}

export interface Tally {
  corpus: number;
  compiled: number;
  verified: number;
}

export interface Coverage extends Tally {
  readonly handWritten: number;
  /** compiled or hand-written */
  readonly playable: number;
  readonly byLayout: Readonly<Record<string, Tally>>;
  readonly seedSets: Readonly<Record<string, Tally>>;
  readonly unparsedShapes: readonly { readonly shape: string; readonly count: number }[];
}

/** The seed sets of the project's rulings, by the set codes that belong to each. */
export const SEED_SETS: Readonly<Record<string, readonly string[]>> = {
  'FIN/FIC': ['fin', 'fic'],
  TLA: ['tla'],
  DGM: ['dgm'],
};

const tally = (): Tally => ({ corpus: 0, compiled: 0, verified: 0 });

function add(t: Tally, v: Verified): void {
  t.corpus++;
  if (v.compiled) t.compiled++;
  if (v.verified) t.verified++;
}

export function coverage(cards: readonly CorpusCard[], handWritten: ReadonlySet<string>, top = 30): Coverage {
  const total = tally();
  const byLayout: Record<string, Tally> = {};
  const seedSets: Record<string, Tally> = Object.fromEntries(Object.keys(SEED_SETS).map((k) => [k, tally()]));
  const shapes = new Map<string, number>();
  let hand = 0;
  let playable = 0;
  for (const card of cards) {
    const v = compileAndVerify(card);
    add(total, v);
    add((byLayout[card.layout ?? 'normal'] ??= tally()), v);
    for (const [k, codes] of Object.entries(SEED_SETS))
      if (card.sets?.some((s) => codes.includes(s))) add(seedSets[k]!, v);
    const written = handWritten.has(card.name);
    if (written) hand++;
    // The game loads hand-written definitions and compiled cards whose rendering matches their text (verified).
    if (written || v.verified) playable++;
    if (!v.result.ok) for (const s of new Set(v.result.unparsed.map(shapeOf))) shapes.set(s, (shapes.get(s) ?? 0) + 1);
  }
  const unparsedShapes = [...shapes.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([shape, count]) => ({ shape, count }));
  return { ...total, handWritten: hand, playable, byLayout, seedSets, unparsedShapes };
}
