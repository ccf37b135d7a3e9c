// Normalizes Oracle text before parsing: reminder text removed (it has no rules meaning, CR 207.2a), every way the
// card refers to itself written {this} (CR 201.4: the card's name, or "this creature", "this spell" etc. in
// current templating), and the text split into ability paragraphs and sentences. What normalization takes away
// that the rendered text needs back (the self-reference words) is kept.

/** The words that refer to the object itself ("this creature"). "this card" is not among them: it names the card in
 * another zone ("Return this card from your graveyard ...") and stays a phrase of its own. */
const SELF_NOUNS = [
  'creature',
  'artifact',
  'enchantment',
  'land',
  'spell',
  'permanent',
  'planeswalker',
  'battle',
  'Aura',
  'Equipment',
  'Vehicle',
  'Saga',
  'Class',
  'Case',
  'Fortification',
  'token',
];

export interface NormalLine {
  /** the paragraph with reminder text removed and self-references written {this} */
  readonly text: string;
  /** the mode lines ("• ...") that follow a "Choose one —" paragraph, without their bullets */
  readonly bullets: readonly string[];
}

export interface Normalized {
  readonly lines: readonly NormalLine[];
  /** the self-reference words the text used, in order of appearance ("this creature", "Ragavan", …) */
  readonly selfRefs: readonly string[];
}

/** CR 207.2a: reminder text is in parentheses and has no rules meaning. */
export function stripReminder(text: string): string {
  let out = text;
  for (let guard = 0; guard < 5; guard++) {
    const next = out.replace(/\s*\([^()]*\)/g, '');
    if (next === out) break;
    out = next;
  }
  return out
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .join('\n');
}

/** Collapses whitespace (line breaks included) for comparing texts. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a card's text uses for itself: its full name and, for a legendary card, its shortened name (CR 201.5c):
 * the part before the comma ("Ragavan" for Ragavan, Nimble Pilferer), or a planeswalker's first word that is its
 * planeswalker type ("Ajani" for Ajani Vengeant, a Legendary Planeswalker — Ajani). */
export function selfNames(name: string, typeLine: string): string[] {
  const names = [name];
  if (!/\bLegendary\b/.test(typeLine)) return names;
  const comma = name.indexOf(', ');
  if (comma > 0) names.push(name.slice(0, comma));
  else if (/\bPlaneswalker\b/.test(typeLine)) {
    // A planeswalker's first word that is its planeswalker type (CR 205.3j) is its shortened name: never a creature
    // type, as a Sliver's first word would be (Sliver Queen's "Sliver creature token" is no self-reference).
    const first = name.split(' ')[0]!;
    const subtypes = typeLine.split(' — ')[1]?.split(' ') ?? [];
    if (first !== name && subtypes.includes(first)) names.push(first);
  }
  return names;
}

export function selfPattern(name: string, typeLine: string): RegExp {
  const names = selfNames(name, typeLine)
    .sort((a, b) => b.length - a.length)
    .map(escape);
  const nouns = SELF_NOUNS.join('|');
  return new RegExp(`(?<![\\w'-])(?:${names.join('|')}|[Tt]his (?:${nouns}))(?![\\w-])`, 'g');
}

export function normalize(name: string, typeLine: string, oracleText: string): Normalized {
  const selfRefs: string[] = [];
  const re = selfPattern(name, typeLine);
  const text = stripReminder(oracleText).replace(re, (m: string, offset: number, all: string) => {
    // In a quoted ability (granted to another object, CR 113.1), "this creature" is the object that has it; the
    // card's name still names the card, which is not that object: it is left as it is, and not read.
    const quoted = (all.slice(0, offset).match(/"/g)?.length ?? 0) % 2 === 1;
    if (quoted && !/^[Tt]his /.test(m)) return m;
    // "This creature" at the start of a sentence is recorded as "this creature"; the renderer capitalizes.
    selfRefs.push(/^This /.test(m) ? `t${m.slice(1)}` : m);
    return '{this}';
  });
  const lines: { text: string; bullets: string[] }[] = [];
  for (const raw of text.split('\n')) {
    const l = raw.trim();
    if (!l) continue;
    const last = lines[lines.length - 1];
    if (l.startsWith('•') && last) last.bullets.push(l.replace(/^•\s*/, ''));
    else lines.push({ text: l, bullets: [] });
  }
  return { lines, selfRefs };
}

/**
 * Splits a paragraph into sentences: at a period followed by a space, outside quotation marks. The periods stay
 * with their sentences.
 */
export function sentences(paragraph: string): string[] {
  const out: string[] = [];
  let quote = false;
  let start = 0;
  for (let i = 0; i < paragraph.length; i++) {
    const c = paragraph[i];
    if (c === '"' || c === '“' || c === '”') {
      quote = !quote;
      // A sentence that ends in a quoted ability ends with the quotation mark after its period ('... with "<ability>."
      // It's still a land.').
      if (!quote && paragraph[i - 1] === '.' && paragraph[i + 1] === ' ' && /[A-Z]/.test(paragraph[i + 2] ?? '')) {
        out.push(paragraph.slice(start, i + 1));
        start = i + 2;
      }
      continue;
    }
    if (c === '.' && !quote && paragraph[i + 1] === ' ') {
      out.push(paragraph.slice(start, i + 1));
      start = i + 2;
    }
  }
  if (start < paragraph.length) out.push(paragraph.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** A sentence without its final period. */
export function unperiod(s: string): string {
  return s.endsWith('.') ? s.slice(0, -1) : s;
}
