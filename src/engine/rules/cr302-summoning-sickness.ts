// CR 302.6: a creature can't attack, and its {T}/{Q} abilities can't be activated, unless its controller has
// controlled it continuously since their most recent turn began. Haste ignores this (702.10).
import { notePlayerRead } from '../memo.js';
import type { GameState } from '../state.js';
import type { ObjectId } from '../types.js';
import { characteristics } from './cr613-layers.js';
import { hasHaste } from './cr702-attacking.js';

export function isSummoningSick(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o) return false;
  const ch = characteristics(state, id);
  if (!ch.creature) return false;
  if (hasHaste(ch)) return false;
  notePlayerRead(state);
  const began = state.players[o.controller]?.lastTurnBegan ?? 0;
  return o.controlledSince >= began;
}
