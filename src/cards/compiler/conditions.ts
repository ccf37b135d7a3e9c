// Conditions as rules text says them, read and said back by their words (the engine's rules/conditions/): "you
// control three or more artifacts" (metalcraft), "a creature died this turn" (morbid), "an opponent has 10 or less
// life", "this creature is monstrous". The same phrase follows "if" (an intervening "if", CR 603.4; "instead if",
// 608.2c), "as long as" (611.3a), "unless" and "Activate only if" (602.5b).
import type { Condition } from '../../engine/card-def.js';
import { conditionParsers, sayCondition, type ConditionPhrases, type ConditionSayings } from '../../engine/index.js';
import { alt, lazy, type P } from './grammar.js';
import { colors } from './amounts.js';
import { COLOR_WORD, numberWord } from './lexicon.js';
import { article, basicLandType, digits, numberWordP, pluralNP, renderNP, singularNP } from './phrases.js';

const PHRASES: ConditionPhrases = {
  digits,
  numberWord: numberWordP,
  article,
  singularNP,
  pluralNP,
  colors,
  basicLandType,
  single: lazy(() => single),
};

const parsers = conditionParsers(PHRASES);

/** One condition, without "and". */
const single: P<Condition> = alt<Condition>(...parsers.single);

/** A condition: one, or conditions joined by "and" (each must hold). */
export const conditionP: P<Condition> = alt<Condition>(single, ...parsers.joining);

const sayings = (sourceNamed: boolean): ConditionSayings => ({
  np: renderNP,
  numberWord,
  color: (c) => COLOR_WORD[c],
  sourceNamed,
  condition: (c) => sayCondition(c, sayings(sourceNamed)),
});
const SAY = sayings(false);
const SAY_NAMED = sayings(true);

/** A condition said as conditionP reads it (null when it can't be said). `sourceNamed`: the text has named the
 * ability's source already ("When {this} enters, if it was kicked"). */
export function conditionPhrase(c: Condition, sourceNamed = false): string | null {
  return sayCondition(c, sourceNamed ? SAY_NAMED : SAY);
}
