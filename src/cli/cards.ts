// `lorekeeper cards coverage` and `lorekeeper card NAME`: what the card compiler understands of a card corpus, and
// how it reads one card.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { findCard, manaCostText, manaValue, nameKey, type CardDef } from '../engine/index.js';
import { loadCards } from '../cards/index.js';
import { compileAndVerify, renderText } from '../cards/compiler/index.js';
import { canon } from '../cards/compiler/phrases.js';
import { coverage, readCorpus, type CorpusCard, type Coverage, type Tally } from '../cards/compiler/coverage.js';
import { ORACLE } from '../cards/data/oracle.js';
import { DEFINITIONS, DEFINED_NAMES } from '../cards/definitions/index.js';
import { CliError, EXIT_USAGE } from './errors.js';

/** The corpus next to the repository (../shared/reference/cards.jsonl), when there is one. */
export function defaultCorpus(): string | null {
  const file = fileURLToPath(new URL('../../../shared/reference/cards.jsonl', import.meta.url));
  return existsSync(file) ? file : null;
}

function corpusFile(given: string | undefined): string {
  const file = given ?? defaultCorpus();
  if (!file) throw new CliError('no card corpus: give one with --corpus FILE (a cards.jsonl file)', EXIT_USAGE);
  if (!existsSync(file)) throw new CliError(`corpus not found: ${file}`, EXIT_USAGE);
  return file;
}

/** The figures `cards coverage --json` prints. */
export interface CoverageReport {
  readonly corpus: number;
  readonly compiled: number;
  readonly verified: number;
  readonly handWritten: number;
  readonly playable: number;
  readonly unparsedShapes: readonly { readonly shape: string; readonly count: number }[];
}

export function coverageReport(c: Coverage): CoverageReport {
  return {
    corpus: c.corpus,
    compiled: c.compiled,
    verified: c.verified,
    handWritten: c.handWritten,
    playable: c.playable,
    unparsedShapes: c.unparsedShapes,
  };
}

const num = (n: number) => n.toLocaleString('en-US');

function row(label: string, t: Tally): string {
  return `  ${label.padEnd(12)}${num(t.corpus).padStart(8)}${num(t.compiled).padStart(10)}${num(t.verified).padStart(10)}`;
}

export function coverageText(c: Coverage): string {
  const lines = [
    `Cards in the corpus     ${num(c.corpus).padStart(8)}`,
    `Compiled                ${num(c.compiled).padStart(8)}`,
    `Verified by round trip  ${num(c.verified).padStart(8)}`,
    `Hand-written            ${num(c.handWritten).padStart(8)}`,
    `Playable in total       ${num(c.playable).padStart(8)}`,
    '',
    `By layout${' '.repeat(5)}${'cards'.padStart(8)}${'compiled'.padStart(10)}${'verified'.padStart(10)}`,
    ...Object.entries(c.byLayout)
      .sort((a, b) => b[1].corpus - a[1].corpus)
      .map(([k, t]) => row(k, t)),
    '',
    `Seed sets${' '.repeat(5)}${'cards'.padStart(8)}${'compiled'.padStart(10)}${'verified'.padStart(10)}`,
    ...Object.entries(c.seedSets).map(([k, t]) => row(k, t)),
    '',
    `The ${c.unparsedShapes.length} most common sentence shapes not yet understood (cards):`,
    ...c.unparsedShapes.map((s) => `${num(s.count).padStart(7)}  ${s.shape}`),
  ];
  return lines.join('\n');
}

/** A card by name (any case, accents ignored), or by the name of one of its faces. */
function findInCorpus(cards: readonly CorpusCard[], name: string): CorpusCard | undefined {
  const key = nameKey(name);
  return (
    cards.find((c) => nameKey(c.name) === key) ??
    cards.find((c) => c.name.split(' // ').some((f) => nameKey(f) === key))
  );
}

/** What `card NAME` says of a card of the corpus: its text, its compiled tree, and whether the game plays it. */
export function cardText(card: CorpusCard): string {
  const v = compileAndVerify(card);
  // A double-faced card's hand-written definition is registered under its front face's name, as the game finds it.
  const written = DEFINITIONS[card.name] ?? DEFINITIONS[card.name.split(' // ')[0]!];
  const out = [
    `${card.name}${card.manaCost ? `  ${card.manaCost}` : ''}`,
    card.typeLine + (card.power !== undefined ? `  ${card.power}/${card.toughness ?? ''}` : ''),
    ...(card.oracleText ? card.oracleText.split('\n').map((l) => `  ${l}`) : ['  (no text)']),
    '',
  ];
  if (card.textApproximate) out.push('Text: approximate (rebuilt from another engine), never counted as verified', '');
  if (v.result.ok) {
    // A multi-face card: each face's tree and rendering, face by face.
    for (const f of v.result.faces ?? [{ ...v.result, name: card.name }]) {
      const face = v.result.faces ? ` of ${f.name}` : '';
      out.push(`Compiled ability tree${face}:`, JSON.stringify(f.abilities, null, 2), '');
      out.push(`Rendered${face}: ${renderText(f.abilities, f.name, f.render).split('\n').join('\n          ')}`);
    }
    out.push(
      `Round trip: ${v.verified ? 'verified' : card.textApproximate ? 'not counted (approximate text)' : 'differs'}`,
    );
    if (!v.verified && !card.textApproximate)
      out.push(`  expected: ${v.expected ?? ''}`, `  rendered: ${v.actual ?? ''}`);
  } else out.push(`Not compiled: ${v.result.reason}`);
  if (card.layout === 'split' && v.verified) {
    loadCards();
    const d = findCard(card.name);
    if (d?.halves) out.push('', ...splitLines(d, d.halves));
  }
  if (written) {
    const same = v.result.ok && JSON.stringify(canon(v.result.abilities)) === JSON.stringify(canon(written));
    out.push('', 'Hand-written definition (used by the game):', JSON.stringify(written, null, 2));
    if (v.result.ok) out.push(`The compiled tree ${same ? 'equals' : 'differs from'} the hand-written one.`);
  }
  // The game loads hand-written cards, and compiled cards verified by round trip (scripts/compile-cards.mjs).
  const playable = !!written || v.verified;
  const why = !v.result.ok
    ? v.result.reason
    : card.textApproximate
      ? 'its text is approximate, so its reading is not verified'
      : 'its compiled reading does not render back to its Oracle text';
  out.push('', `Playable: ${playable ? 'yes' : `no — ${why}`}`);
  if (!written && v.verified) out.push('(loaded into games from the compiled card data, src/cards/data/compiled.json)');
  return out.join('\n');
}

const COLOR_WORDS: Readonly<Record<string, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** What the game makes of a split card (CR 709): its combined characteristics, and the ways its halves are cast. */
function splitLines(d: CardDef, [left, right]: readonly [CardDef, CardDef]): string[] {
  const has = (h: CardDef, k: string) => h.abilities.some((a) => a.kind === 'keyword' && a.keyword === k);
  const colors = d.colors.map((c) => COLOR_WORDS[c] ?? c).join(' and ') || 'colorless';
  const cast = (h: CardDef) => `${h.name} for ${manaCostText(h.manaCost)}`;
  const aftermath = has(right, 'aftermath');
  return [
    `A split card (CR 709): one card with two halves, ${left.name} and ${right.name}.`,
    `  Everywhere but the stack (709.4): named ${left.name} and ${right.name}, mana cost ${manaCostText(d.manaCost)}, mana value ${manaValue(d.manaCost)}, ${colors}, ${d.types.join(' ')}.`,
    `  Cast one half (709.3), which alone is on the stack: ${cast(left)} from your hand, ${aftermath ? `${cast(right)} only from your graveyard, then exiled (aftermath, 702.127a)` : `or ${cast(right)} from your hand`}.`,
    ...(has(left, 'fuse') || has(right, 'fuse')
      ? [
          `  Fuse (702.102): both halves from your hand for ${manaCostText([...left.manaCost, ...right.manaCost])}, ${left.name}'s instructions first, then ${right.name}'s.`,
        ]
      : []),
  ];
}

export function registerCards(program: Command): void {
  const cards = program.command('cards').description('the card compiler and the cards it understands');
  cards
    .command('coverage')
    .description('how much of a card corpus the compiler understands, and the commonest sentences it does not')
    .option('--corpus <file>', 'a cards.jsonl file (default: ../shared/reference/cards.jsonl next to the repository)')
    .option('--json', 'print one JSON object with the figures and nothing else on stdout')
    .action((opts: { corpus?: string; json?: boolean }) => {
      const c = coverage(readCorpus(corpusFile(opts.corpus)), new Set(DEFINED_NAMES));
      process.stdout.write(opts.json ? `${JSON.stringify(coverageReport(c))}\n` : `${coverageText(c)}\n`);
    });

  program
    .command('card')
    .description("a card's text, its compiled ability tree, and whether it is playable")
    .argument('<name...>', 'the card name (quotes optional)')
    .option('--corpus <file>', 'a cards.jsonl file (default: ../shared/reference/cards.jsonl next to the repository)')
    .action((words: string[], opts: { corpus?: string }) => {
      const name = words.join(' ');
      const file = opts.corpus ?? defaultCorpus();
      const pool: CorpusCard[] = file ? readCorpus(corpusFile(file)) : [...ORACLE];
      const card = findInCorpus(pool, name) ?? findInCorpus(ORACLE, name);
      if (!card) throw new CliError(`no card named "${name}"${file ? ` in ${file}` : ''}`, EXIT_USAGE);
      process.stdout.write(`${cardText(card)}\n`);
    });
}
