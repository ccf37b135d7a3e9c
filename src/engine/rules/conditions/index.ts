// The conditions: one word a condition (rules/conditions/word.ts), each in its module with its type, phrase, the
// judgment of whether it holds and its scenario; this registry is the one list of them.
import type { Condition, ConditionKind } from '../../card-def.js';
import type { P } from '../../grammar.js';
import type { ConditionPhrases, ConditionSayings } from '../../text.js';
import type { ConditionOf, ConditionWord, ConditionWords } from './word.js';
import { cardTypesInGraveyardWord } from './graveyard.js';
import {
  anOpponentControlsAtLeastWord,
  anOpponentControlsMoreWord,
  fewerThanAnOpponentWord,
  youControlAtLeastOthersWord,
  youControlAtLeastWord,
  youControlAtMostWord,
  youControlWord,
} from './control.js';
import { countersOnSelfWord, levelBetweenWord } from './counters.js';
import { devotionLessThanWord } from './devotion.js';
import { thatCreatureBiggerWord } from './evolve.js';
import { handEmptyWord } from './hand.js';
import { evokedWord } from './evoked.js';
import { kickedWord } from './kicked.js';
import { aPlayerCastTwoLastTurnWord, noSpellsLastTurnWord } from './last-turn.js';
import { anOpponentLifeAtMostWord, lessLifeThanAnOpponentWord, lifeAtLeastWord, lifeAtMostWord } from './life.js';
import { allWord, notWord } from './logic.js';
import { selfMonstrousWord } from './monstrous.js';
import { classLevelWord } from './class-level.js';
import { powerAtLeastWord } from './power.js';
import { selfPairedWord, soulbondUnpairedWord } from './soulbond.js';
import { duringYourStepWord } from './step.js';
import { notYourTurnWord, yourTurnWord } from './turn.js';
import {
  anOpponentWasDealtDamageThisTurnWord,
  creatureDiedThisTurnWord,
  landEnteredThisTurnWord,
  youAttackedThisTurnWord,
} from './this-turn.js';

export type { ConditionCtx, ConditionWord, Matcher, TriggerFacts } from './word.js';

/** Every condition's word, by kind, in the order their phrases are tried: a condition missing here, or registered
 * under another kind, fails to compile. */
export const CONDITION_WORDS: ConditionWords = {
  youControlAtLeast: youControlAtLeastWord,
  youControl: youControlWord,
  youControlAtMost: youControlAtMostWord,
  anOpponentControlsMore: anOpponentControlsMoreWord,
  fewerThanAnOpponent: fewerThanAnOpponentWord,
  youControlAtLeastOthers: youControlAtLeastOthersWord,
  anOpponentControlsAtLeast: anOpponentControlsAtLeastWord,
  creatureDiedThisTurn: creatureDiedThisTurnWord,
  kicked: kickedWord,
  evoked: evokedWord,
  handEmpty: handEmptyWord,
  lifeAtMost: lifeAtMostWord,
  lifeAtLeast: lifeAtLeastWord,
  anOpponentLifeAtMost: anOpponentLifeAtMostWord,
  lessLifeThanAnOpponent: lessLifeThanAnOpponentWord,
  selfMonstrous: selfMonstrousWord,
  selfPaired: selfPairedWord,
  devotionLessThan: devotionLessThanWord,
  cardTypesInGraveyard: cardTypesInGraveyardWord,
  noSpellsLastTurn: noSpellsLastTurnWord,
  aPlayerCastTwoLastTurn: aPlayerCastTwoLastTurnWord,
  duringYourStep: duringYourStepWord,
  countersOnSelf: countersOnSelfWord,
  levelBetween: levelBetweenWord,
  classLevel: classLevelWord,
  thatCreatureBigger: thatCreatureBiggerWord,
  anOpponentWasDealtDamageThisTurn: anOpponentWasDealtDamageThisTurnWord,
  landEnteredThisTurn: landEnteredThisTurnWord,
  youAttackedThisTurn: youAttackedThisTurnWord,
  powerAtLeast: powerAtLeastWord,
  yourTurn: yourTurnWord,
  notYourTurn: notYourTurnWord,
  soulbondUnpaired: soulbondUnpairedWord,
  all: allWord,
  not: notWord,
};

/** A condition's word, with the condition typed as its kind's (TypeScript can't correlate a union member with its
 * kind). */
export function conditionWord(c: Condition): ConditionWord<ConditionKind> {
  return CONDITION_WORDS[c.kind] as ConditionWord<ConditionKind>;
}

/** The phrases of the conditions, for the card compiler: those of single conditions, and those that join them. */
export function conditionParsers(p: ConditionPhrases): { single: P<Condition>[]; joining: P<Condition>[] } {
  const single: P<Condition>[] = [];
  const joining: P<Condition>[] = [];
  for (const k of Object.keys(CONDITION_WORDS) as ConditionKind[]) {
    const w = CONDITION_WORDS[k] as ConditionWord<ConditionKind>;
    if (w.parse) (w.joins ? joining : single).push(w.parse(p));
  }
  return { single, joining };
}

/** How a condition is said by its word (null: it can't be said). */
export function sayCondition(c: Condition, say: ConditionSayings): string | null {
  const w = conditionWord(c);
  return w.render ? w.render(c as ConditionOf<ConditionKind>, say) : null;
}
