// `lorekeeper decks coverage PATH...`: how many real deck lists the game can play, and the cards that keep the most
// decks from being played (src/decks/coverage.ts judges them).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import type { Command } from 'commander';
import {
  deckCoverage,
  readDeckLines,
  summarize,
  UNKNOWN_CARD,
  type CoverageSummary,
  type DeckCoverage,
  type DeckFileProblem,
  type MissingCard,
} from '../decks/coverage.js';
import { CliError, EXIT_USAGE } from './errors.js';
import { parsePositiveInt } from './options.js';

/** A deck file to read: its path, and the name it is shown by (its path under the folder given, without ".txt"). */
interface DeckFile {
  readonly path: string;
  readonly name: string;
}

const byPath = (a: DeckFile, b: DeckFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** The deck files the paths name: a file as given, a folder's *.txt files at any depth, sorted by path. A path that
 * doesn't exist is a usage error; a folder that can't be listed is reported as a problem. */
export function deckFiles(paths: readonly string[]): { files: DeckFile[]; problems: DeckFileProblem[] } {
  const files: DeckFile[] = [];
  const problems: DeckFileProblem[] = [];
  const walk = (root: string, dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch (e) {
      problems.push({ file: dir, name: dir, error: `cannot read the folder: ${(e as Error).message}` });
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(root, path);
      else if (/\.txt$/i.test(entry.name) && (entry.isFile() || entry.isSymbolicLink()))
        files.push({ path, name: relative(root, path).replace(/\.txt$/i, '') });
    }
  };
  for (const p of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(p).isDirectory();
    } catch {
      throw new CliError(`no such file or folder: ${p}`, EXIT_USAGE);
    }
    if (isDir) walk(p, p);
    else files.push({ path: p, name: basename(p).replace(/\.txt$/i, '') });
  }
  const seen = new Set<string>();
  return { files: files.sort(byPath).filter((f) => !seen.has(f.path) && !!seen.add(f.path)), problems };
}

/** Every deck of the paths judged, each file read once; malformed and unreadable files reported apart. */
export function measureDecks(paths: readonly string[], top: number): CoverageSummary {
  const { files, problems } = deckFiles(paths);
  const decks: DeckCoverage[] = [];
  const malformed: DeckFileProblem[] = [...problems];
  for (const f of files) {
    let text: string;
    try {
      text = readFileSync(f.path, 'utf8');
    } catch (e) {
      malformed.push({ file: f.path, name: f.name, error: `cannot read the file: ${(e as Error).message}` });
      continue;
    }
    const r = readDeckLines(text);
    if ('error' in r) malformed.push({ file: f.path, name: f.name, error: r.error });
    else decks.push(deckCoverage(f.path, f.name, r.lines));
  }
  return summarize(decks, malformed, top);
}

const num = (n: number) => n.toLocaleString('en-US');
const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)}%`);

function missingText(m: MissingCard): string {
  return m.reason === UNKNOWN_CARD ? `${m.card} (unknown card, line ${m.lines.join(', ')})` : m.card;
}

export function coverageText(s: CoverageSummary, top: number): string {
  // One line per file, in the order they were read (by path).
  const lines: [string, string][] = [
    ...s.perDeck.map((d): [string, string] => [
      d.file,
      d.playable
        ? `OK ${d.name}`
        : `NO ${d.name} — ${d.missing.length} missing: ${d.missing.map(missingText).join(', ')}`,
    ]),
    ...s.malformed.map((m): [string, string] => [m.file, `MALFORMED ${m.name} — ${m.error}`]),
  ];
  const out = lines.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)).map((l) => l[1]);
  const row = (label: string, value: string) => `${label.padEnd(26)}${value}`;
  out.push(
    '',
    row(
      'Decks',
      num(s.decks) + (s.malformed.length ? ` (and ${num(s.malformed.length)} not read: malformed or unreadable)` : ''),
    ),
    row('Fully playable', `${num(s.fullyPlayable)} (${pct(s.fullyPlayable, s.decks)})`),
    row('Main-deck slots', num(s.slots)),
    row('Playable slots', `${num(s.playableSlots)} (${pct(s.playableSlots, s.slots)})`),
    row('Sideboard slots', num(s.sideboardSlots)),
    row(
      'Playable sideboard slots',
      `${num(s.playableSideboardSlots)} (${pct(s.playableSideboardSlots, s.sideboardSlots)})`,
    ),
  );
  if (s.mostWanted.length > 0) {
    out.push('', `The ${s.mostWanted.length < top ? '' : `${top} `}most-wanted missing cards (decks each blocks):`);
    for (const w of s.mostWanted) out.push(`${num(w.decks).padStart(6)}  ${w.card} — ${w.reason}`);
  }
  return out.join('\n');
}

export function registerDecks(program: Command): void {
  const decks = program.command('decks').description('real deck lists and how much of them the game can play');
  decks
    .command('coverage')
    .description(
      'for each deck, whether every card of its main deck (a Commander section included) is playable; then totals ' +
        'and the missing cards that block the most decks',
    )
    .argument('<path...>', 'deck files in MTG Arena text, or folders of them (their *.txt files, at any depth)')
    .option('--json', 'print one JSON object with the figures and each deck, and nothing else on stdout')
    .option('--top <n>', 'how many of the most-wanted missing cards to list', parsePositiveInt, 30)
    .action((paths: string[], opts: { json?: boolean; top: number }) => {
      const s = measureDecks(paths, opts.top);
      process.stdout.write(opts.json ? `${JSON.stringify(s)}\n` : `${coverageText(s, opts.top)}\n`);
    });
}
