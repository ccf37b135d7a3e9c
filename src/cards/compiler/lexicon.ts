// The words of rules text the compiler knows: numbers, colors, card types, subtypes, keywords, steps.
import { KEYWORDS, isPrintedOnlyKeyword, type Keyword } from '../../engine/index.js';
import { CARD_TYPES, type CardType, type Color, type Step } from '../../engine/index.js';
import { SUBTYPES } from '../../engine/index.js';

export const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/** "two" for 2: rules text spells out small counts of things ("draw two cards", "two +1/+1 counters"). */
export function numberWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n);
}

export const COLOR_WORDS: Readonly<Record<string, Color>> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
};
export const COLOR_WORD: Readonly<Record<Color, string>> = {
  W: 'white',
  U: 'blue',
  B: 'black',
  R: 'red',
  G: 'green',
};

/** Card types as they are written in running text ("artifact", "creature"). */
export const TYPE_WORDS: ReadonlyMap<string, CardType> = new Map(CARD_TYPES.map((t) => [t.toLowerCase(), t]));

export const ALL_SUBTYPES: readonly string[] = [
  ...SUBTYPES.artifact,
  ...SUBTYPES.enchantment,
  ...SUBTYPES.land,
  ...SUBTYPES.spell,
  ...SUBTYPES.creature,
];
const SUBTYPE_SET = new Set(ALL_SUBTYPES);
export const isSubtype = (w: string): boolean => SUBTYPE_SET.has(w);

/** CR 305.6: the basic land types and the mana their intrinsic ability adds. */
export const BASIC_LAND_MANA: Readonly<Record<string, 'W' | 'U' | 'B' | 'R' | 'G'>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

// English plurals of subtypes, as rules text writes them ("Elves you control", "Mountains you control"). A wrong
// plural only means the phrase is not understood.
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  Elf: 'Elves',
  Dwarf: 'Dwarves',
  Wolf: 'Wolves',
  Werewolf: 'Werewolves',
  Mouse: 'Mice',
  Ox: 'Oxen',
  Fungus: 'Fungi',
  Cyclops: 'Cyclopes',
  Sheep: 'Sheep',
  Merfolk: 'Merfolk',
  Kor: 'Kor',
  Plains: 'Plains',
  Slith: 'Slith',
  Moonfolk: 'Moonfolk',
  Treefolk: 'Treefolk',
  Kithkin: 'Kithkin',
  Thalakos: 'Thalakos',
  Homunculus: 'Homunculi',
  Sorcery: 'Sorceries',
  "Urza's": "Urza's",
};

export function pluralOf(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Subtypes by their plural form. */
export const SUBTYPE_PLURALS: ReadonlyMap<string, string> = new Map(ALL_SUBTYPES.map((t) => [pluralOf(t), t]));

/** Keywords as written at the start of a line ("Flying") and inside a line ("first strike"). */
export const KEYWORD_WORDS: ReadonlyMap<string, Keyword> = new Map(KEYWORDS.map((k) => [k, k]));

/** Keywords an effect may give ("gains flying", "have trample", "a 3/3 creature with haste"): not those the engine
 * reads only as printed (undying, prowess, unleash, ...). */
export const GRANTED_KEYWORD_WORDS: ReadonlyMap<string, Keyword> = new Map(
  // CR 702.16k, 607.2d: "protection from the chosen player" is read only on the permanent that chose the player.
  KEYWORDS.filter((k) => !isPrintedOnlyKeyword(k) && k !== 'protection from the chosen player').map((k) => [k, k]),
);

export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function decapitalize(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** Steps named in "At the beginning of ..." triggers, with the phrase each takes after "your"/"each". */
export const STEP_PHRASES: readonly (readonly [string, Step])[] = [
  ['upkeep', 'upkeep'],
  ['draw step', 'draw'],
  ['end step', 'end_turn'],
];

/** The rider of a mana ability that the engine carries with the mana (CR 106.6, 903.8). */
export const COMMANDER_CAST_COUNTERS =
  "If you spend this mana to cast your commander, it enters with a number of additional +1/+1 counters on it equal to the number of times it's been cast from the command zone this game";

/** CR 614.1a, 701.9a: a card's replacement effect on its own discard by an opponent's spell or ability; `onto` is what
 * follows "put it onto the battlefield" (its counters). */
export function discardedByOpponentText(onto: string): string {
  return `If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield${onto} instead of putting it into your graveyard`;
}
