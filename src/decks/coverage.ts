// The deck meter: how many real deck lists the game can play. Each deck's main deck — its Commander section included
// — and, counted apart, its sideboard are judged card by card as the deck reader (deck.ts) judges them: a card the
// game has is playable; a card of the Oracle corpus it can't play yet is not, with the reason (the sentence not
// understood, or the rule not supported); any other name is an unknown card. A deck is fully playable when every card
// of its main deck is. Unlike the reader, the meter goes on after a card it can't play, to count them all.
//
// The lines are read as the reader reads them (same format, headers and errors), except that the Commander section is
// counted with the main deck (the reader skips it). A name the reader can't match but that the corpus has under
// another spelling ("Delver of Secrets // Insectile Aberration" for a double-faced card the game has, "Fire/Ice",
// "Aether" for "Æther", curly apostrophes) is matched by the corpus's names and face names, and counts as that card.
import { createRequire } from 'node:module';
import { ORACLE } from '../cards/data/oracle.js';
import { unplayableReason } from '../cards/unplayable.js';
import { allCards, findCard, nameKey } from '../engine/index.js';
import type { CardDef } from '../engine/card-def.js';

export const UNKNOWN_CARD = 'unknown card';

/** How the game judges one card name of a deck list. */
export type CardVerdict =
  /** `card`: the card's name (a double-faced card by its front face) */
  | { readonly card: string; readonly playable: true }
  /** `card`: its name in the corpus, or as written when the corpus hasn't it (`reason` is then UNKNOWN_CARD) */
  | { readonly card: string; readonly playable: false; readonly reason: string };

/** A card the game has: not a token (CR 111.1) nor an emblem (CR 114), which are no cards. A back face is its card,
 * and so is a split card's half (CR 709.4a). */
function asCard(def: CardDef | undefined): string | undefined {
  return def && !def.token && !def.emblem ? (def.backOf ?? def.halfOf ?? def.name) : undefined;
}

/** A name for matching other spellings: accents, case, spaces, ligatures, typographic quotes and dashes, and how
 * the faces of a multi-face card are separated ("Fire // Ice", "Fire/Ice", "Fire // Ice") don't count. */
export function looseKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/[\u2018\u2019\u00b4`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2013]/g, '-')
    .replace(/\s*\/\/?\s*/g, ' // ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Spelling {
  readonly name: string;
  readonly playable: boolean;
}

/** The corpus's names (`names`: each card's own name, and a multi-face card's "A // B") and the faces of its
 * multi-face cards (`faces`), by looseKey; a playable card's entry wins, then a card's own name over another's face. */
let spellings: { readonly names: Map<string, Spelling>; readonly faces: Map<string, Spelling> } | null = null;

function corpusSpellings(): NonNullable<typeof spellings> {
  if (spellings) return spellings;
  const names = new Map<string, Spelling>();
  const faces = new Map<string, Spelling>();
  const add = (map: Map<string, Spelling>, name: string, s: Spelling) => {
    const k = looseKey(name);
    if (!map.has(k)) map.set(k, s);
  };
  for (const def of allCards()) {
    const name = asCard(def);
    if (!name) continue;
    const s = { name, playable: true };
    add(names, def.name, s);
    if (def.back) {
      add(names, `${def.name} // ${def.back.name}`, s);
      add(faces, def.name, s);
      add(faces, def.back.name, s);
    }
  }
  // The hand-written cards' records name their faces (whatever the layout).
  for (const r of ORACLE) {
    const fs = r.faces ?? [];
    const name = asCard(findCard(r.name)) ?? asCard(fs[0] && findCard(fs[0].name));
    if (!name || fs.length === 0) continue;
    const s = { name, playable: true };
    add(names, r.name, s);
    for (const f of fs) add(faces, f.name, s);
  }
  const data = createRequire(import.meta.url)('../cards/data/unplayable.json') as Record<string, string>;
  for (const name of Object.keys(data)) {
    const s = { name, playable: false };
    add(names, name, s);
    if (name.includes(' // ')) for (const f of name.split(' // ')) add(faces, f, s);
  }
  return (spellings = { names, faces });
}

function judge(written: string): CardVerdict {
  // As the deck reader: a card the game has, then a card of the corpus it can't play yet.
  const card = asCard(findCard(written));
  if (card) return { card, playable: true };
  const no = unplayableReason(written);
  if (no) return { card: no.name, playable: false, reason: no.reason };
  // Another spelling: the whole name, then (for "A // B", or a lone face) the face of a multi-face card.
  const { names, faces } = corpusSpellings();
  const key = looseKey(written);
  const s = names.get(key) ?? faces.get(key) ?? faces.get(key.split(' // ')[0]!);
  if (s?.playable) return { card: s.name, playable: true };
  const reason = s && unplayableReason(s.name);
  if (reason) return { card: reason.name, playable: false, reason: reason.reason };
  return { card: written.trim(), playable: false, reason: UNKNOWN_CARD };
}

const verdicts = new Map<string, CardVerdict>();

/** Whether the game can play the card a deck list names, and if not why. Needs loadCards() to have run. */
export function judgeCard(written: string): CardVerdict {
  const key = nameKey(written);
  let v = verdicts.get(key);
  if (!v) verdicts.set(key, (v = judge(written)));
  return v;
}

/** One card line of a deck list. */
export interface DeckLine {
  /** 1-based, in the file */
  readonly line: number;
  readonly count: number;
  /** the card name as written */
  readonly written: string;
  readonly section: 'commander' | 'main' | 'sideboard';
  readonly verdict: CardVerdict;
}

export type DeckReading = { readonly lines: readonly DeckLine[] } | { readonly error: string };

// As deck.ts: section headers, comments, and "<count> <card name> [(SET) number]".
const HEADERS = new Set(['deck', 'main', 'maindeck', 'sideboard', 'commander', 'companion', 'about']);
const CARD_LINE = /^(\d+)x?\s+(.+?)(?:\s+\(([A-Za-z0-9]+)\)(?:\s+\S+)?)?$/;

/** A deck list's card lines, each judged; or the first malformed line (the reader's error, naming the line). */
export function readDeckLines(text: string): DeckReading {
  const out: DeckLine[] = [];
  let section: DeckLine['section'] | 'skip' = 'main';
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (!line || line.startsWith('#') || line.startsWith('//')) continue;
    const lower = line.toLowerCase();
    if (HEADERS.has(lower)) {
      section =
        lower === 'sideboard'
          ? 'sideboard'
          : lower === 'commander'
            ? 'commander'
            : lower === 'companion' || lower === 'about'
              ? 'skip'
              : 'main';
      continue;
    }
    if (section === 'skip') continue;
    const m = CARD_LINE.exec(line);
    if (!m) return { error: `line ${i + 1}: expected "<count> <card name> [(SET) number]", got "${line}"` };
    const count = Number(m[1]);
    if (count < 1 || count > 250) return { error: `line ${i + 1}: count ${count} is out of range` };
    const written = m[2]!.trim();
    out.push({ line: i + 1, count, written, section, verdict: judgeCard(written) });
  }
  if (!out.some((l) => l.section !== 'sideboard')) return { error: 'the deck has no cards' };
  return { lines: out };
}

/** A card of a deck the game can't play. */
export interface MissingCard {
  readonly card: string;
  readonly copies: number;
  readonly reason: string;
  /** the lines naming it */
  readonly lines: readonly number[];
}

export interface DeckCoverage {
  readonly file: string;
  readonly name: string;
  /** every card of the main deck (the Commander section included) is playable */
  readonly playable: boolean;
  /** the cards of the Commander section (also counted in the main deck's slots) */
  readonly commander: readonly string[];
  /** the main deck's cards, counting copies ("4 Shock" is 4), and how many of them are playable */
  readonly slots: number;
  readonly playableSlots: number;
  readonly sideboardSlots: number;
  readonly playableSideboardSlots: number;
  /** the main deck's cards that aren't playable, in the order the list first names them */
  readonly missing: readonly MissingCard[];
  readonly sideboardMissing: readonly MissingCard[];
}

function missingOf(lines: readonly DeckLine[]): MissingCard[] {
  const by = new Map<string, { card: string; copies: number; reason: string; lines: number[] }>();
  for (const l of lines) {
    if (l.verdict.playable) continue;
    const m = by.get(l.verdict.card);
    if (m) {
      m.copies += l.count;
      m.lines.push(l.line);
    } else by.set(l.verdict.card, { card: l.verdict.card, copies: l.count, reason: l.verdict.reason, lines: [l.line] });
  }
  return [...by.values()];
}

const slotsOf = (lines: readonly DeckLine[], playable: boolean) =>
  lines.reduce((n, l) => n + (playable && !l.verdict.playable ? 0 : l.count), 0);

/** One deck's coverage from its card lines. */
export function deckCoverage(file: string, name: string, lines: readonly DeckLine[]): DeckCoverage {
  const main = lines.filter((l) => l.section !== 'sideboard');
  const side = lines.filter((l) => l.section === 'sideboard');
  const missing = missingOf(main);
  return {
    file,
    name,
    playable: missing.length === 0,
    commander: lines.filter((l) => l.section === 'commander').map((l) => l.verdict.card),
    slots: slotsOf(main, false),
    playableSlots: slotsOf(main, true),
    sideboardSlots: slotsOf(side, false),
    playableSideboardSlots: slotsOf(side, true),
    missing,
    sideboardMissing: missingOf(side),
  };
}

/** A card that keeps decks from being played: in how many decks' main decks it is, and why it isn't playable. */
export interface WantedCard {
  readonly card: string;
  readonly decks: number;
  readonly reason: string;
}

/** A deck file that couldn't be judged: malformed (the error names the line) or unreadable. */
export interface DeckFileProblem {
  readonly file: string;
  /** the name the deck is shown by */
  readonly name: string;
  readonly error: string;
}

/** What `decks coverage --json` prints. Malformed and unreadable files are not counted among the decks. */
export interface CoverageSummary {
  readonly decks: number;
  readonly fullyPlayable: number;
  readonly slots: number;
  readonly playableSlots: number;
  readonly sideboardSlots: number;
  readonly playableSideboardSlots: number;
  /** by the number of decks each blocks, most first, ties by name; the first `top` */
  readonly mostWanted: readonly WantedCard[];
  readonly malformed: readonly DeckFileProblem[];
  readonly perDeck: readonly DeckCoverage[];
}

export function summarize(
  decks: readonly DeckCoverage[],
  malformed: readonly DeckFileProblem[],
  top: number,
): CoverageSummary {
  const wanted = new Map<string, { card: string; decks: number; reason: string }>();
  for (const d of decks)
    for (const m of d.missing) {
      const w = wanted.get(m.card);
      if (w) w.decks++;
      else wanted.set(m.card, { card: m.card, decks: 1, reason: m.reason });
    }
  const sum = (f: (d: DeckCoverage) => number) => decks.reduce((n, d) => n + f(d), 0);
  return {
    decks: decks.length,
    fullyPlayable: decks.filter((d) => d.playable).length,
    slots: sum((d) => d.slots),
    playableSlots: sum((d) => d.playableSlots),
    sideboardSlots: sum((d) => d.sideboardSlots),
    playableSideboardSlots: sum((d) => d.playableSideboardSlots),
    mostWanted: [...wanted.values()]
      .sort((a, b) => b.decks - a.decks || (a.card < b.card ? -1 : a.card > b.card ? 1 : 0))
      .slice(0, top),
    malformed,
    perDeck: decks,
  };
}
