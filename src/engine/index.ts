// Lorekeeper's rules core: the public API.
export { apply, createGame, pendingChoice, Simulation } from './game.js';
export type { ApplyOptions, ApplyResult, SimulationOptions } from './game.js';
export { ConfigError } from './setup.js';
export type { GameConfig, PlayerConfig } from './setup.js';
export { isSeed, MAX_SEED, seedError } from './seed.js';
export { viewFor, eventsFor, hiddenFrom, HIDDEN_CARD } from './view.js';
export { validateAnswer } from './validate.js';
export { parseAnswer } from './parse-answer.js';
export { MAX_LIST } from './read-answer.js';
export { NO_MORE_MODES } from './choices.js';
export type { AnswerError, ParsedAnswer } from './parse-answer.js';
export type { Answer, GameError, ManaPaymentOption, PendingChoice, Polarity, PriorityAction } from './choices.js';
export type { GameEvent, LoggedEvent } from './events.js';
export type { InlineChooser } from './tx.js';
export type { GameState, GameObject, PlayerState, SpecialMana, StackItem } from './state.js';
export { isSummoningSick } from './rules/cr302-summoning-sickness.js';
export type * from './card-def.js';
export {
  textFor,
  CAST_KEYWORDS,
  EQUIP_TARGET,
  KEYWORDS,
  isPrintedOnlyKeyword,
  isTriggeredKeyword,
  overloaded,
  protectionQuality,
  PROTECTION_FROM_EACH_COLOR,
  readsLateLayers,
  readsPowerOrToughness,
  shiftTargetIndexes,
} from './card-def.js';
export type * from './types.js';
export { STEPS, STEP_NAMES, COLORS, CARD_TYPES, SUPERTYPES } from './types.js';
export { SUBTYPES } from './subtypes.js';
export { registerCard, cardDef, findCard, allCards, nameKey, FACE_DOWN } from './registry.js';
export { morphCostOf } from './rules/cr702-morph.js';
export { abilityAt, characteristics } from './rules/cr613-layers.js';
/** CR 401.5: the top card of a player's library if they play with it revealed. */
export { revealedTopCard } from './rules/cr401-library-top.js';
export { castName, castWayName } from './rules/cr601-casting.js';
/** The triggered ability a stack item or waiting trigger stands for (including keyword-made ones, e.g. miracle's). */
export { abilityOf } from './rules/cr603-trigger-stack.js';
export { defaultDamageAssignment, legalRequiredBlocks } from './rules/cr506-combat.js';
export { defaultDivision } from './rules/cr601-announcing.js';
export { parseManaCost, manaCostText, manaValue, poolText, costColors } from './mana.js';
export { deepCopy } from './clone.js';
// The card vocabulary's words and the text toolkit their sentences are written with (for the card compiler).
export { EFFECT_WORDS, effectParsers, sayEffect, sayPhrase } from './effects/index.js';
export { CONDITION_WORDS, conditionParsers, sayCondition } from './rules/conditions/index.js';
export type { EffectWord, EffectOf } from './effects/word.js';
export { LASTING_TRIGGER_KINDS } from './effects/lasting-trigger.js';
export * from './grammar.js';
export * from './text.js';
export { colorIdentity } from './color-identity.js';
export { commanderProblem } from './rules/cr903-commander.js';
