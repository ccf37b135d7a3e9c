// What is derived from one state and kept beside it (characteristics, memos, whether state-based actions were found
// to need nothing, what players could do), where JSON, structured cloning (worker messages), copies by spread and deep
// equality don't see it, so the state stays plain data to all of them: in a private field of the states transactions
// make (StateRecord), and on any other state under a property that is a symbol and not enumerable. A WeakMap keyed by
// states would keep the same values, but a state is made at every decision and a WeakMap entry costs far more to make
// and to collect than a field.
import type { LayerCache } from './rules/cr613-layers.js';
import type { KeptOffer } from './rules/cr117-priority.js';
import type { Memos } from './memo.js';
import type { GameState } from './state.js';

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
