// The kernel's cache of characteristics (CR 613) and of the values kept with them, which rules/cr613-layers.ts works
// out and a transaction drops as it writes (tx.ts): what a write can change, by the kind of write.
import { derivedOf, keptDerived } from './derived.js';
import type { Characteristics } from './characteristics.js';
import type { ObjectFilter } from './card-def.js';
import { forgetMemos, forgetMemosReadingPlayers, inheritMemos, type MemoKey } from './memo.js';
import { RecordCache } from './record-cache.js';
import type { DefInfo } from './registry.js';
import type { GameObject, GameState } from './state.js';
import type { ObjectId, PlayerId } from './types.js';

/** A permanent's static ability giving lands a basic land type (CR 305.7): "Each land is a Swamp in addition to its
 * other land types" adds it; "Enchanted land is an Island" (`sets`) sets it. */
export interface LandTypeStatic {
  readonly controller: PlayerId;
  readonly source: ObjectId;
  readonly timestamp: number;
  readonly affects: ObjectFilter;
  readonly landType: string;
  readonly sets: boolean;
}

// Derived values are cached per state (a state handed out by apply never changes) and, when no continuous effect
// exists anywhere, per object record, since characteristics then depend on the record alone. A transaction's
// working state drops what a write can change, by the kind of write (invalidate, invalidateStatus,
// invalidatePlayers, invalidateObject, forgetObject; see Tx).
export interface LayerCache {
  /** the characteristics of every permanent when some continuous effect exists; null: none exists (then each is its
   * record's); undefined: not worked out yet */
  battlefield: Map<ObjectId, Characteristics> | null | undefined;
  /** every object's characteristics asked for in this state, by id */
  byId: (Characteristics | undefined)[];
  /** byId is shared with the cache it was inherited from (inheritDerived) until written */
  byIdShared: boolean;
  /** everyTypePlayers, once worked out */
  everyType: readonly PlayerId[] | undefined;
  /** landTypeStatics (cr613-layers.ts), once worked out */
  landTypes: readonly LandTypeStatic[] | undefined;
  /** notCreatureNow (cr613-type-line.ts), once worked out */
  notCreature: readonly ObjectId[] | undefined;
  /** whether something kept here was worked out from players' state (a number of cards in hand, who has left the
   * game): only then does a write to a player drop it */
  playerDependent: boolean;
  /** whether something kept here was worked out from an object's status (tapped, in combat): only then does a write
   * to an object's status drop it (Tx.mutStatus) */
  statusDependent: boolean;
  /** values worked out from the permanents and their characteristics (layerMemo), by slot */
  memos: unknown[] | null;
}
// The characteristics of an object record with no effect on it (then they depend on the record alone).
export const recordChars = new RecordCache<Characteristics>();
// The state asked about last, with its cache: queries come in long runs about one state, and an identity check is
// cheaper still than the state's property (derived.ts).
let lastState: GameState | null = null;
let lastCache: LayerCache | null = null;

/** The state's cache if it has one (without making one). */
export function keptCache(state: GameState): LayerCache | undefined {
  return state === lastState ? lastCache! : keptDerived(state)?.layer;
}

export function cacheOf(state: GameState): LayerCache {
  if (state === lastState) return lastCache!;
  const d = derivedOf(state);
  let c = d.layer;
  if (!c)
    d.layer = c = {
      battlefield: undefined,
      byId: [],
      byIdShared: false,
      everyType: undefined,
      landTypes: undefined,
      notCreature: undefined,
      playerDependent: false,
      statusDependent: false,
      memos: null,
    };
  lastState = state;
  lastCache = c;
  return c;
}

/** What effectiveInfo (cr613-layers.ts) found for an object record: asked for at every event and every look at a
 * permanent. */
export const infoOf = new RecordCache<DefInfo>();

/** Keeps what was derived from an object record for a copy of it made to write its status (tapped, damage, combat):
 * the effective definition and the record's characteristics (fromRecord) don't look at status. */
export function keepRecordValues(from: GameObject, to: GameObject): void {
  const info = infoOf.get(from);
  if (info) infoOf.set(to, info);
  const chars = recordChars.get(from);
  if (chars) recordChars.set(to, chars);
}

/** Forgets what was derived from an object record that is about to be written. */
export function forgetObject(o: GameObject): void {
  recordChars.forget(o);
  infoOf.forget(o);
}

export function byIdToWrite(c: LayerCache): (Characteristics | undefined)[] {
  if (c.byIdShared) {
    c.byId = c.byId.slice();
    c.byIdShared = false;
  }
  return c.byId;
}

/** A transaction's working state begins as a copy of its base: what was derived from the base holds for it until
 * its first write. */
export function inheritDerived(from: GameState, to: GameState): void {
  const c = keptCache(from);
  if (c) {
    // Both copy byId before writing it; the memos are values never written once made.
    c.byIdShared = true;
    const memos = c.memos ? c.memos.slice() : null;
    derivedOf(to).layer = {
      battlefield: c.battlefield,
      byId: c.byId,
      byIdShared: true,
      everyType: c.everyType,
      landTypes: c.landTypes,
      notCreature: c.notCreature,
      playerDependent: c.playerDependent,
      statusDependent: c.statusDependent,
      memos,
    };
  }
  inheritMemos(from, to);
}

/** Drops derived values for a state whose players are being written: characteristics and the memos only if they
 * were worked out from players' state. */
export function invalidatePlayers(state: GameState): void {
  const c = keptCache(state);
  if (c?.playerDependent) invalidate(state);
  else forgetMemosReadingPlayers(state);
}

/** Drops derived values for a state in which an object's status is being written: the memos, and characteristics
 * only if some were worked out from an object's status. */
export function invalidateStatus(state: GameState): void {
  const c = keptCache(state);
  if (c?.statusDependent) invalidate(state);
  else forgetMemos(state);
}

/** Drops derived values for a state in which an object off the battlefield (or a past incarnation) is being written
 * or made: what was kept about that object (memos are about permanents). */
export function invalidateObject(state: GameState, id: ObjectId): void {
  const c = keptCache(state);
  if (c && c.byId[id] !== undefined) byIdToWrite(c)[id] = undefined;
}

/** Drops derived values for a state that is being written (the transaction's working copy). */
export function invalidate(state: GameState): void {
  const d = keptDerived(state);
  if (d) d.layer = undefined;
  if (lastState === state) {
    lastState = null;
    lastCache = null;
  }
  forgetMemos(state);
}

/** Above 0 while something kept here is being worked out: what it reads of players' state or of objects' status then
 * marks the cache as depending on it (playerDependent, statusDependent). */
let deriving = 0;

/** Works out an object's characteristics (`f`: the rules' derivation, cr613-layers.ts), noting what it reads (see
 * deriving). Written out here and in deriveMemo, not as one function taking a closure: these run at every look at a
 * new state. */
export function deriveWith<T>(state: GameState, id: ObjectId, f: (state: GameState, id: ObjectId) => T): T {
  deriving++;
  try {
    return f(state, id);
  } finally {
    deriving--;
  }
}

/** Works out a layer memo, noting what it reads (see deriving). */
function deriveMemo<T>(state: GameState, key: MemoKey<T>): T {
  deriving++;
  try {
    return key.compute(state, key.player);
  } finally {
    deriving--;
  }
}

/** Notes that a filter looked at an object's status (tapped, in combat): what is being worked out then depends on
 * it, and a write to a status drops it (invalidateStatus). */
export function noteStatusRead(state: GameState): void {
  if (deriving > 0) cacheOf(state).statusDependent = true;
}

/** Notes that the characteristics being worked out read players' state (a number of cards in hand, who is an
 * opponent): a write to a player then drops them (invalidatePlayers). */
export function noteLayersReadPlayers(state: GameState): void {
  cacheOf(state).playerDependent = true;
}

/**
 * A value worked out from the permanents and their characteristics — which permanents have some kind of ability, say
 * — kept with the state's characteristics, so a write that keeps those (to a player, or to an object's status: see
 * invalidatePlayers, invalidateStatus) keeps it too. It must not depend on anything else that a player or status
 * write changes, unless through characteristics.
 */
export function layerMemo<T>(state: GameState, key: MemoKey<T>): T {
  const c = cacheOf(state);
  const hit = c.memos?.[key.slot];
  if (hit !== undefined) return hit as T;
  const v = deriveMemo(state, key);
  // Worked out while the layers are being applied, it may rest on values that are not final; it is not kept.
  if (!applyingLayers(state)) (cacheOf(state).memos ??= [])[key.slot] = v;
  return v;
}

// The states whose layers are being applied now, innermost last (applying them never looks at another state, so there
// is at most one; a list keeps that from being assumed). Asked after every derived value worked out: a look at a list
// is cheaper than at the state's derived values.
const applying: GameState[] = [];

/** Whether the layers are being applied to this state now: what is worked out meanwhile may rest on values that are
 * not final, and is not kept. */
export function applyingLayers(state: GameState): boolean {
  for (let i = applying.length - 1; i >= 0; i--) if (applying[i] === state) return true;
  return false;
}

/** Applies the layers to a state (`f`: the rules' pass, cr613-layers.ts), marked as being applied meanwhile. */
export function layersApplying<T>(state: GameState, f: (state: GameState) => T): T {
  applying.push(state);
  try {
    return f(state);
  } finally {
    applying.pop();
  }
}
