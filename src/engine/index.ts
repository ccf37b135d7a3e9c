// Lorekeeper's rules core: the public API.
export { apply, createGame, ConfigError, pendingChoice } from './game.js';
export type { ApplyOptions, ApplyResult, GameConfig, PlayerConfig } from './game.js';
export { viewFor, HIDDEN_CARD } from './view.js';
export type { Answer, GameError, ManaPaymentOption, PendingChoice, Polarity, PriorityAction } from './choices.js';
export type { GameEvent, LoggedEvent } from './events.js';
export type { GameState, GameObject, PlayerState, StackItem } from './state.js';
export { isSummoningSick } from './rules/cr302-summoning-sickness.js';
export type * from './card-def.js';
export { textFor } from './card-def.js';
export type * from './types.js';
export { STEPS, STEP_NAMES, COLORS } from './types.js';
export { registerCard, cardDef, findCard, allCards, nameKey } from './registry.js';
export { abilityAt, characteristics } from './rules/cr613-layers.js';
export { defaultDamageAssignment } from './rules/cr506-combat.js';
export { parseManaCost, manaCostText, poolText } from './mana.js';
export { deepCopy } from './clone.js';
