// Basic vocabulary shared by the whole rules core.

/** A player's seat index (0 = first in turn order). */
export type PlayerId = number;
/**
 * An object's identity. CR 400.7: an object that moves from one zone to another becomes a new object, so every
 * zone change gives a fresh id; a reference holding the old id finds only the "last known information".
 */
export type ObjectId = number;

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
/** CR 105.1 */
export type Color = (typeof COLORS)[number];
export const COLOR_NAMES: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** CR 106.1b: the six types of mana. */
export type ManaType = Color | 'C';

export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
] as const;
/** CR 300.1 */
export type CardType = (typeof CARD_TYPES)[number];
export const SUPERTYPES = ['Basic', 'Legendary', 'Snow', 'World', 'Ongoing'] as const;
/** CR 205.4 */
export type Supertype = (typeof SUPERTYPES)[number];

export type Zone = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile' | 'command';

/** CR 500.1: the steps of a turn, in order. */
export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'precombat_main',
  'begin_combat',
  'declare_attackers',
  'declare_blockers',
  'first_strike_damage',
  'combat_damage',
  'end_combat',
  'postcombat_main',
  'end_turn',
  'cleanup',
] as const;
export type Step = (typeof STEPS)[number];

export const STEP_NAMES: Record<Step, string> = {
  untap: 'untap step',
  upkeep: 'upkeep step',
  draw: 'draw step',
  precombat_main: 'precombat main phase',
  begin_combat: 'beginning of combat step',
  declare_attackers: 'declare attackers step',
  declare_blockers: 'declare blockers step',
  first_strike_damage: 'first-strike combat damage step',
  combat_damage: 'combat damage step',
  end_combat: 'end of combat step',
  postcombat_main: 'postcombat main phase',
  end_turn: 'end step',
  cleanup: 'cleanup step',
};

/** A player or an object, as a target or a damage recipient; or, as a target only, an activated or triggered ability
 * on the stack (CR 115.1b), by its stack item id — abilities aren't objects, so they have no object id (113.7). */
export type Ref = { readonly player: PlayerId } | { readonly object: ObjectId } | { readonly ability: number };

export function isPlayerRef(r: Ref): r is { readonly player: PlayerId } {
  return 'player' in r;
}

/** Whether an object's attachment is player `p` (an Aura with enchant player, CR 303.4, 702.5d). */
export function attachedTo(at: Ref | null | undefined, p: PlayerId): boolean {
  return !!at && isPlayerRef(at) && at.player === p;
}

export function isObjectRef(r: Ref): r is { readonly object: ObjectId } {
  return 'object' in r;
}

/** A reference to an activated or triggered ability on the stack, by its stack item id (CR 113.7, 115.1c-d). */
export function isAbilityRef(r: Ref): r is { readonly ability: number } {
  return 'ability' in r;
}
