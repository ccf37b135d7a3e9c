// Commander deck construction (CR 903.5): exactly 100 cards with the commander(s); one of each card but basic lands
// and cards that say a deck may have any number of them; every card within the commander's color identity (903.4),
// and a land with a basic land type only if each color of mana it could produce is too (903.5d).
import { cardDef, colorIdentity, commanderProblem, type CardDef, type Color } from '../engine/index.js';
import type { DeckList } from './deck.js';

/** CR 305.6: the color of mana each basic land type's intrinsic ability adds. */
const BASIC_LAND_MANA: Readonly<Record<string, Color>> = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
};

/** CR 903.4: the colors a deck's commanders allow: their combined color identity. */
export function deckIdentity(list: DeckList): Color[] {
  const found = new Set<Color>();
  for (const n of list.commanders) for (const c of colorIdentity(cardDef(n))) found.add(c);
  return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => found.has(c));
}

/** Any number of copies is allowed: a basic land (CR 903.5b), or a card that says so. */
function anyNumber(d: CardDef): boolean {
  return (
    (d.supertypes.includes('Basic') && d.types.includes('Land')) ||
    /A deck can have any number of cards named/.test(d.oracleText)
  );
}

/** Why the deck list is not a legal Commander deck, each reason one line (none when it is). */
export function commanderDeckProblems(list: DeckList): string[] {
  const problems: string[] = [];
  if (list.commanders.length === 0) return ['a Commander deck names its commander in a "Commander" section'];
  const leaders = list.commanders.map((n) => cardDef(n));
  const leader = commanderProblem(leaders);
  if (leader) problems.push(leader);
  const total = list.main.length + list.commanders.length;
  if (total !== 100)
    problems.push(`a Commander deck has exactly 100 cards with its commander, this one ${total} (CR 903.5a)`);
  const identity = new Set(deckIdentity(list));
  const counts = new Map<string, number>();
  for (const n of [...list.commanders, ...list.main]) counts.set(n, (counts.get(n) ?? 0) + 1);
  for (const [n, k] of counts) {
    const d = cardDef(n);
    if (k > 1 && !anyNumber(d)) problems.push(`${k} copies of ${n}: one of each card but basic lands (CR 903.5b)`);
    const outside = colorIdentity(d).filter((c) => !identity.has(c));
    if (outside.length > 0)
      problems.push(`${n} has ${outside.join('')} in its color identity, outside the commander's (CR 903.5c)`);
    else if (d.types.includes('Land')) {
      const mana = d.subtypes.flatMap((t) => (BASIC_LAND_MANA[t] ? [BASIC_LAND_MANA[t]] : []));
      const off = mana.filter((c) => !identity.has(c));
      if (off.length > 0)
        problems.push(
          `${n} could produce ${off.map((c) => `{${c}}`).join('')}, outside the commander's colors (CR 903.5d)`,
        );
    }
  }
  if (list.sideboard.length + list.unplayableSideboard.length > 0)
    problems.push('Commander games use no sideboard (CR 903.5e)');
  return problems;
}
