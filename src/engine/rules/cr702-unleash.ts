// Unleash (CR 702.98): "You may have this permanent enter with an additional +1/+1 counter on it" and "This permanent
// can't block as long as it has a +1/+1 counter on it" (702.98a). The first is a replacement effect of the entering
// object itself (614.1c, 614.12), its controller choosing as it enters (replacement/unleash.ts); the second a
// restriction on blocking that combat asks (509.1b) — any +1/+1 counter counts, however it got there.
import { hasKeyword } from './cr613-layers.js';
import type { GameState } from '../state.js';
import type { ObjectId } from '../types.js';

/** CR 702.98a: whether this creature can't block for having unleash and a +1/+1 counter on it. */
export function unleashedCantBlock(state: GameState, id: ObjectId): boolean {
  return (state.objects[id]!.counters['+1/+1'] ?? 0) > 0 && hasKeyword(state, id, 'unleash');
}
