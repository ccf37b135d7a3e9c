// Per-state memos of derived values. A state handed out by `apply` never changes, so what is derived from it can be
// kept with it; a transaction's working state drops its memos on every write (Tx.dirty).
import type { GameState } from './state.js';
import type { PlayerId } from './types.js';

/** A kind of derived value, with the slot it is kept in: looked up by index, which is far cheaper than by name. */
export interface MemoKey<T> {
  readonly name: string;
  readonly slot: number;
  /** only for the type */
  readonly _value?: T;
}

let slots = 0;

/** A new kind of memo (made once, when its module loads). */
export function memoKey<T>(name: string): MemoKey<T> {
  return { name, slot: slots++ };
}

/** A kind of memo kept for each player: the key for player `p`. */
export function playerMemoKeys<T>(name: string): (p: PlayerId) => MemoKey<T> {
  const keys: MemoKey<T>[] = [];
  return (p) => (keys[p] ??= memoKey<T>(`${name}:${p}`));
}

const memos = new WeakMap<GameState, unknown[]>();
// The state asked about last, with its memos: look-ups come in long runs about one state, and an identity check is
// far cheaper than a WeakMap look-up.
let lastState: GameState | null = null;
let lastMemos: unknown[] | null = null;

/** The value of `key` for this state, worked out once (`compute` must not return undefined). */
export function memo<T>(state: GameState, key: MemoKey<T>, compute: () => T): T {
  let m: unknown[] | undefined;
  if (state === lastState) m = lastMemos!;
  else {
    m = memos.get(state);
    if (!m) memos.set(state, (m = []));
    lastState = state;
    lastMemos = m;
  }
  const hit = m[key.slot];
  if (hit !== undefined) return hit as T;
  const v = compute();
  m[key.slot] = v;
  return v;
}

/** The memos of `from` for `to`, a copy of it that is yet to be written. */
export function inheritMemos(from: GameState, to: GameState): void {
  const m = from === lastState ? lastMemos : memos.get(from);
  if (m) memos.set(to, m.slice());
}

export function forgetMemos(state: GameState): void {
  memos.delete(state);
  if (lastState === state) {
    lastState = null;
    lastMemos = null;
  }
}
