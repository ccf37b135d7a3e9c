// Conditions as rules text says them, read and said back: "you control three or more artifacts" (metalcraft), "a
// creature died this turn" (morbid), "an opponent has 10 or less life", "this creature is monstrous". The same phrase
// follows "if" (an intervening "if", CR 603.4; "instead if", 608.2c), "as long as" (611.3a) and "unless".
import type { Condition } from '../../engine/card-def.js';
import { alt, lit, map, tpl, type P } from './grammar.js';
import { colors } from './amounts.js';
import { COLOR_WORD, numberWord } from './lexicon.js';
import { article, digits, numberWordP, pluralNP, renderNP, singularNP } from './phrases.js';

const a = (np: string) => `${/^[aeiou]/i.test(np) ? 'an' : 'a'} ${np}`;

/** One condition, without "and". */
const single: P<Condition> = alt<Condition>(
  map(tpl`you control ${numberWordP} or more ${pluralNP}`, ([n, f]) =>
    n >= 2 && !f.controller && !f.other ? { kind: 'youControlAtLeast', filter: f, n } : null,
  ),
  map(tpl`you control ${article} ${singularNP}`, ([, f]) =>
    f.controller || f.other ? null : { kind: 'youControl', filter: f },
  ),
  map(tpl`an opponent controls more ${pluralNP} than you`, ([f]) =>
    f.controller || f.other ? null : { kind: 'anOpponentControlsMore', filter: f },
  ),
  lit('a creature died this turn', { kind: 'creatureDiedThisTurn' }),
  lit('{this} was kicked', { kind: 'kicked' }),
  lit('you have no cards in hand', { kind: 'handEmpty' }),
  map(tpl`you have ${digits} or less life`, ([n]) => ({ kind: 'lifeAtMost', n })),
  map(tpl`you have ${digits} or more life`, ([n]) => ({ kind: 'lifeAtLeast', n })),
  map(tpl`an opponent has ${digits} or less life`, ([n]) => ({ kind: 'anOpponentLifeAtMost', n })),
  lit('{this} is monstrous', { kind: 'selfMonstrous' }),
  // CR 702.95b: soulbond's "As long as {this} is paired with another creature".
  lit('{this} is paired with another creature', { kind: 'selfPaired' }),
  // CR 700.5: the Gods' "As long as your devotion to blue is less than five"
  map(tpl`your devotion to ${colors} is less than ${numberWordP}`, ([cs, n]) => ({
    kind: 'devotionLessThan',
    colors: cs,
    n,
  })),
  map(tpl`there are ${numberWordP} or more card types among cards in your graveyard`, ([n]) => ({
    kind: 'cardTypesInGraveyard',
    min: n,
  })),
);

/** A condition: one, or two joined by "and" (each must hold). */
export const conditionP: P<Condition> = alt<Condition>(
  single,
  map(tpl`${single} and ${single}`, ([x, y]) => ({ kind: 'all', conditions: [x, y] })),
);

/** A condition said as conditionP reads it (null when it can't be said). */
export function conditionPhrase(c: Condition): string | null {
  switch (c.kind) {
    case 'youControlAtLeast': {
      const np = c.filter.controller || c.filter.other ? null : renderNP(c.filter, true);
      return np === null ? null : `you control ${numberWord(c.n)} or more ${np}`;
    }
    case 'youControl': {
      const np = c.filter.controller || c.filter.other ? null : renderNP(c.filter, false);
      return np === null ? null : `you control ${a(np)}`;
    }
    case 'anOpponentControlsMore': {
      const np = c.filter.controller || c.filter.other ? null : renderNP(c.filter, true);
      return np === null ? null : `an opponent controls more ${np} than you`;
    }
    case 'creatureDiedThisTurn':
      return 'a creature died this turn';
    case 'kicked':
      return '{this} was kicked';
    case 'handEmpty':
      return 'you have no cards in hand';
    case 'lifeAtMost':
      return `you have ${c.n} or less life`;
    case 'lifeAtLeast':
      return `you have ${c.n} or more life`;
    case 'anOpponentLifeAtMost':
      return `an opponent has ${c.n} or less life`;
    case 'selfMonstrous':
      return '{this} is monstrous';
    case 'selfPaired':
      return '{this} is paired with another creature';
    case 'devotionLessThan':
      return `your devotion to ${c.colors.map((x) => COLOR_WORD[x]).join(' and ')} is less than ${numberWord(c.n)}`;
    case 'cardTypesInGraveyard':
      return `there are ${numberWord(c.min)} or more card types among cards in your graveyard`;
    case 'all': {
      if (c.conditions.length !== 2 || c.conditions.some((x) => x.kind === 'all')) return null;
      const parts = c.conditions.map(conditionPhrase);
      return parts.some((x) => x === null) ? null : parts.join(' and ');
    }
    default:
      return null;
  }
}
