// Per-state memos of derived values. A state handed out by `apply` never changes, so what is derived from it can be
// kept with it; a transaction's working state drops its memos on every write (Tx.dirty).
import type { GameState } from './state.js';

const memos = new WeakMap<GameState, Map<string, unknown>>();
// The state asked about last, with its memos: look-ups come in long runs about one state, and an identity check is
// far cheaper than a WeakMap look-up.
let lastState: GameState | null = null;
let lastMemos: Map<string, unknown> | null = null;

export function memo<T>(state: GameState, key: string, compute: () => T): T {
  let m: Map<string, unknown> | undefined;
  if (state === lastState) m = lastMemos!;
  else {
    m = memos.get(state);
    if (!m) memos.set(state, (m = new Map()));
    lastState = state;
    lastMemos = m;
  }
  const hit = m.get(key);
  if (hit !== undefined || m.has(key)) return hit as T;
  const v = compute();
  m.set(key, v);
  return v;
}

export function forgetMemos(state: GameState): void {
  memos.delete(state);
  if (lastState === state) {
    lastState = null;
    lastMemos = null;
  }
}
