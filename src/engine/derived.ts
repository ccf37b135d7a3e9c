// What is derived from one state and kept beside it (characteristics, memos, whether state-based actions were found
// to need nothing, what players could do), where JSON, structured cloning (worker messages), copies by spread and deep
// equality don't see it, so the state stays plain data to all of them: in a private field of the states transactions
// make (StateRecord), and on any other state under a property that is a symbol and not enumerable. A WeakMap keyed by
// states would keep the same values, but a state is made at every decision and a WeakMap entry costs far more to make
// and to collect than a field.
import type { PriorityAction } from './choices.js';
import type { LayerCache } from './layer-cache.js';
import type { Memos } from './memo.js';
import type { GameState } from './state.js';
import type { PlayerId, Step } from './types.js';

export interface Derived {
  /** characteristics and the values kept with them (cr613-layers.ts) */
  layer: LayerCache | undefined;
  /** memos dropped on status writes (memo.ts) */
  memos: Memos | undefined;
  /** state-based actions were checked at this state's last write and found to need nothing (game.ts) */
  sbaClean: boolean;
  /** what players were found able to do with priority since this state's last write, by player (as of a
   * transaction's first version, 0: see cr117-priority.ts) */
  offers: readonly (KeptOffer | undefined)[] | undefined;
}

const DERIVED = Symbol('derived');

type Carrier = { [DERIVED]?: Derived };

/**
 * The class of the states transactions make (every state `apply` hands out): plain data like any other state — its
 * own properties are the state's fields alone, in the state's order — with a private slot for what is derived from
 * it. A private field is invisible to JSON, structured cloning, spreads and deep equality, like the symbol-keyed
 * property other states get (derivedOf), and costs nothing to make, where adding that property is a slow call made at
 * every answer.
 */
export abstract class StateRecord {
  #derived: Derived | undefined = undefined;

  /** The slot's value for a state of this class; null for any other state. */
  static slotOf(state: object): Derived | undefined | null {
    return #derived in state ? (state as StateRecord).#derived : null;
  }

  /** Fills the slot of a state of this class; false for any other state. */
  static fill(state: object, d: Derived): boolean {
    if (!(#derived in state)) return false;
    (state as StateRecord).#derived = d;
    return true;
  }
}

// A state that can take no property (one a caller froze) keeps its derived values here instead.
const frozen = new WeakMap<GameState, Derived>();

/** The derived values kept for a state, if any. */
export function keptDerived(state: GameState): Derived | undefined {
  const slot = StateRecord.slotOf(state);
  if (slot !== null) return slot;
  return (state as Carrier)[DERIVED] ?? (Object.isExtensible(state) ? undefined : frozen.get(state));
}

/** The derived values kept for a state, made empty the first time. */
export function derivedOf(state: GameState): Derived {
  const kept = keptDerived(state);
  if (kept) return kept;
  const d: Derived = {
    layer: undefined,
    memos: undefined,
    sbaClean: false,
    offers: undefined,
  };
  if (StateRecord.fill(state, d)) return d;
  if (Object.isExtensible(state)) Object.defineProperty(state, DERIVED, { value: d, writable: true });
  else frozen.set(state, d);
  return d;
}

/**
 * What a player with priority was found able to do at one moment of a transaction (`actionsUnlessOnlyPass` in rules/cr117-priority.ts), with all
 * it was worked out from. A transaction goes through many steps in which no player acts (each player passing
 * automatically at each, CR 117.3-117.4), and nothing is written in most of them: the same answer then holds until a
 * write (the transaction's version: the objects and players arrays are replaced only by writes that move it), one of
 * the state's lists being replaced (some are, without moving it), or a change of the turn's facts that offering
 * looks at — whose turn and which turn it is, sorcery timing (CR 117.1a), the spells cast last turn, and the step
 * itself when a condition looked at it ("Activate only during your upkeep"; conditions are looked at afresh at each
 * offer, never kept). About three in ten looks in a bench game are answered so, nearly all of them "only passing".
 */
export interface KeptOffer {
  readonly battlefield: GameState['battlefield'];
  readonly exile: GameState['exile'];
  readonly command: GameState['command'];
  readonly stack: GameState['stack'];
  readonly effects: GameState['effects'];
  readonly rules: GameState['rules'];
  readonly permissions: GameState['permissions'];
  readonly shields: GameState['shields'];
  readonly dayNight: GameState['dayNight'];
  readonly turnNumber: number;
  readonly active: PlayerId;
  readonly sorcery: boolean;
  readonly spellsLastTurn: GameState['turn']['spellsLastTurn'];
  /** the step, when a condition looked at it; else null */
  readonly step: Step | null;
  readonly actions: PriorityAction[] | null;
}
