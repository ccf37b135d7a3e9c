// Creature tokens described by the effect that creates them (CR 111.4: "a 3/3 green Beast creature token", "a 1/1
// white Spirit creature token with flying"): a token that no hand-written definition names (definitions/tokens.ts)
// is defined by its description alone — power and toughness, colors, subtypes, card types and keywords. Its key in
// the card registry is the description (singular); its name is its subtypes (CR 111.4).
import type { CardDef, Keyword } from '../../engine/card-def.js';
import { COLOR_WORDS, KEYWORD_WORDS, isSubtype } from './lexicon.js';
import type { CardType, Color } from '../../engine/types.js';
import { amountPhrase, countedByLayers } from './amounts.js';
import { parse } from './grammar.js';

const TYPE_PHRASES: Readonly<Record<string, readonly CardType[]>> = {
  creature: ['Creature'],
  'artifact creature': ['Artifact', 'Creature'],
  'enchantment creature': ['Enchantment', 'Creature'],
  // Theros's Golems (CR 205.2a: an object may have several card types, said in this order on the token).
  'enchantment artifact creature': ['Enchantment', 'Artifact', 'Creature'],
};

const DESCRIPTION =
  /^(\d+)\/(\d+) (colorless|[a-z]+(?: and [a-z]+)?) ((?:[A-Z][a-z'-]+ )+)(creature|artifact creature|enchantment creature|enchantment artifact creature) token(?: with (.+))?$/;

/** CR 111.4, 604.3: a creature token whose power and toughness a characteristic-defining ability gives, said in
 * quotation marks ("a green and white Elemental creature token with "This token's power and toughness are each equal to
 * the number of creatures you control.""), its self-reference written {this}. */
const CDA_DESCRIPTION =
  /^(colorless|[a-z]+(?: and [a-z]+)?) ((?:[A-Z][a-z'-]+ )+)(creature|artifact creature|enchantment creature) token with "\{this\}'s power and toughness are each equal to (.+)\."$/;

/** The CDA's sentence in the token's text, {this} said as the text says it. */
export const CDA_SENTENCE = (amount: string): string => `{this}'s power and toughness are each equal to ${amount}`;

function colorsOf(text: string): Color[] | null {
  const colors: Color[] = [];
  if (text !== 'colorless')
    for (const w of text.split(' and ')) {
      const c = COLOR_WORDS[w];
      if (c === undefined || colors.includes(c)) return null;
      colors.push(c);
    }
  return colors;
}

function cdaToken(description: string): CardDef | null {
  const m = CDA_DESCRIPTION.exec(description);
  if (!m) return null;
  const colors = colorsOf(m[1]!);
  const subtypes = m[2]!.trim().split(' ');
  // The layers count the amount continuously, in every zone (CR 604.3, 611.3a).
  const amount = parse(amountPhrase, m[4]!);
  if (!colors || !subtypes.every(isSubtype) || !amount || !countedByLayers(amount)) return null;
  return {
    name: subtypes.join(' '),
    manaCost: [],
    colors,
    supertypes: [],
    types: TYPE_PHRASES[m[3]!]!,
    subtypes,
    abilities: [
      { kind: 'static', effect: { kind: 'cdaPT', power: amount, toughness: amount }, text: CDA_SENTENCE(m[4]!) },
    ],
    oracleText: `${CDA_SENTENCE(m[4]!)}.`,
    token: true,
  };
}

/** The keywords of "with flying", "with flying and vigilance", "with flying, first strike, and lifelink". */
function keywordsOf(text: string): Keyword[] | null {
  const parts = text.includes(', ') ? text.replace(/, and /, ', ').split(', ') : text.split(' and ');
  const out: Keyword[] = [];
  for (const p of parts) {
    const k = KEYWORD_WORDS.get(p);
    if (k === undefined || out.includes(k)) return null;
    out.push(k);
  }
  return out;
}

/** The definition of the token a singular description describes, or null if it isn't one this reads. */
export function tokenFromDescription(description: string): CardDef | null {
  const m = DESCRIPTION.exec(description);
  if (!m) return cdaToken(description);
  const colors = colorsOf(m[3]!);
  if (!colors) return null;
  const subtypes = m[4]!.trim().split(' ');
  if (!subtypes.every(isSubtype)) return null;
  const keywords = m[6] === undefined ? [] : keywordsOf(m[6]);
  if (keywords === null) return null;
  return {
    name: subtypes.join(' '),
    manaCost: [],
    colors,
    supertypes: [],
    types: TYPE_PHRASES[m[5]!]!,
    subtypes,
    power: Number(m[1]),
    toughness: Number(m[2]),
    abilities: keywords.map((keyword) => ({ kind: 'keyword', keyword })),
    oracleText: keywords.map((k, i) => (i === 0 ? k.charAt(0).toUpperCase() + k.slice(1) : k)).join(', '),
    token: true,
  };
}

/** The tokens an ability tree creates, by their keys ("createToken" effects, nested ones included). */
export function tokensCreated(x: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(x)) for (const v of x) tokensCreated(v, out);
  else if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (o.kind === 'createToken' && typeof o.token === 'string') out.add(o.token);
    for (const v of Object.values(o)) tokensCreated(v, out);
  }
  return out;
}
