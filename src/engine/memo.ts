// The kernel's memory (docs/engine-floors.md, "The caching wall"). Per-state memos of derived values: a state handed
// out by `apply` never changes, so what is derived from it can be kept with it; a transaction's working state drops
// its memos on writes that could change them (see memo). Stores kept across states, by key: what the rules remember of
// an object's abilities, a card definition or a player's last list of mana abilities, each entry checked against what
// it was worked out from. What a derivation read (players' state, the step), noted for what keeps it. The scratch of
// mana matching. No module above the kernel keeps memory of its own (scripts/check-state.mjs).
import { derivedOf, keptDerived } from './derived.js';
import { matchScratch, type MatchScratch } from './mana.js';
import type { GameState } from './state.js';
import type { PlayerId } from './types.js';

/** A kind of derived value, with the slot it is kept in (looked up by index, which is far cheaper than by name) and
 * the function that works it out. The key carries the function, so that asking for a memo builds no closure: memos
 * are asked for at every look at an object or an action. */
export interface MemoKey<T> {
  readonly name: string;
  readonly slot: number;
  /** the player a memo kept for each player is about (0 for the others) */
  readonly player: PlayerId;
  /** works the value out (it must not return undefined) */
  readonly compute: (state: GameState, player: PlayerId) => T;
}

let slots = 0;

/** A new kind of memo (made once, when its module loads). */
export function memoKey<T>(name: string, compute: (state: GameState) => T): MemoKey<T> {
  return { name, slot: slots++, player: 0, compute };
}

/** A kind of memo kept for each player: the key for player `p`. */
export function playerMemoKeys<T>(
  name: string,
  compute: (state: GameState, player: PlayerId) => T,
): (p: PlayerId) => MemoKey<T> {
  const keys: MemoKey<T>[] = [];
  return (p) => (keys[p] ??= { name: `${name}:${p}`, slot: slots++, player: p, compute });
}

/** A state's memos, and whether working any of them out read players' state (life, hand, when a turn began). */
export interface Memos {
  readonly values: unknown[];
  readPlayers: boolean;
}

// The state asked about last, with its memos: look-ups come in long runs about one state, and an identity check is
// cheaper still than the state's property (derived.ts).
let lastState: GameState | null = null;
let lastMemos: Memos | null = null;
/** Above 0 while a memo is being worked out. */
let computing = 0;

function memosOf(state: GameState): Memos {
  if (state === lastState) return lastMemos!;
  const d = derivedOf(state);
  const m = (d.memos ??= { values: [], readPlayers: false });
  lastState = state;
  lastMemos = m;
  return m;
}

/**
 * The value of `key` for this state, worked out once. Memos are values about the permanents — which mana abilities
 * could be activated now, what they would add — kept until a write that could change them: to the permanents or their
 * characteristics, to an object's status, or to a player when working one out read players' state (which it notes
 * with notePlayerRead). Writes to other zones, the stack, triggers and the like keep them (see Tx).
 */
export function memo<T>(state: GameState, key: MemoKey<T>): T {
  const m = memosOf(state);
  const hit = m.values[key.slot];
  if (hit !== undefined) return hit as T;
  computing++;
  let v: T;
  try {
    v = key.compute(state, key.player);
  } finally {
    computing--;
  }
  memosOf(state).values[key.slot] = v;
  return v;
}

/** Notes that what is being worked out read a player's state: a write to a player then drops the state's memos. */
export function notePlayerRead(state: GameState): void {
  if (computing > 0) memosOf(state).readPlayers = true;
}

/** The memos of `from` for `to`, a copy of it that is yet to be written. */
export function inheritMemos(from: GameState, to: GameState): void {
  const m = from === lastState ? lastMemos : keptDerived(from)?.memos;
  if (m) derivedOf(to).memos = { values: m.values.slice(), readPlayers: m.readPlayers };
}

export function forgetMemos(state: GameState): void {
  const d = keptDerived(state);
  if (d) d.memos = undefined;
  if (lastState === state) {
    lastState = null;
    lastMemos = null;
  }
}

/** A write to a player: the memos go if working them out read players' state. */
export function forgetMemosReadingPlayers(state: GameState): void {
  const m = state === lastState ? lastMemos : keptDerived(state)?.memos;
  if (m?.readPlayers) forgetMemos(state);
}

/** A store the kernel keeps for a rule: values that outlive one state, each kept with (and checked against) what it was
 * worked out from — an object's abilities array, a card definition, the list a player's mana abilities came to. Made
 * empty (by `make`) the first time it is asked for. */
export interface StoreKey<T> {
  readonly name: string;
  readonly slot: number;
  readonly make: () => T;
}

const stores: unknown[] = [];
let storeSlots = 0;

/** A new store (made once, when its module loads). */
export function storeKey<T>(name: string, make: () => T): StoreKey<T> {
  return { name, slot: storeSlots++, make };
}

/** The store of `key`. */
export function store<T>(key: StoreKey<T>): T {
  const s = stores[key.slot];
  if (s !== undefined) return s as T;
  const made = key.make();
  stores[key.slot] = made;
  return made;
}

/** How many times a condition has looked at the current step (see stepReads). */
let stepLooks = 0;

/** Notes that a condition looked at the current step ("Activate only during your upkeep"). */
export function noteStepRead(): void {
  stepLooks++;
}

/** A count that goes up each time a condition looks at the current step: what depends on the step through a
 * condition (an action offered "only during your upkeep") is known by the count having moved while working it out. */
export function stepReads(): number {
  return stepLooks;
}

/** The buffers of mana matching (mana.ts), reused by every matching: one runs at a time. */
const scratch: MatchScratch = matchScratch();

export function manaScratch(): MatchScratch {
  return scratch;
}
