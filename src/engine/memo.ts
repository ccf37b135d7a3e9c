// Per-state memos of derived values. A state handed out by `apply` never changes, so what is derived from it can be
// kept with it; a transaction's working state drops its memos on every write (Tx.dirty).
import type { GameState } from './state.js';

const memos = new WeakMap<GameState, Map<string, unknown>>();

export function memo<T>(state: GameState, key: string, compute: () => T): T {
  let m = memos.get(state);
  if (!m) memos.set(state, (m = new Map()));
  if (m.has(key)) return m.get(key) as T;
  const v = compute();
  m.set(key, v);
  return v;
}

export function forgetMemos(state: GameState): void {
  memos.delete(state);
}
