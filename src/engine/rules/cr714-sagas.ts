// CR 714: Saga cards. Chapter abilities (714.2) trigger on lore counters (cr603-triggers.ts); lore counters are put
// on as a Saga enters (714.3a, cr614-replacement.ts) and as its controller's precombat main phase begins (714.3b,
// cr500-turn.ts); a Saga whose lore counters reach its final chapter is sacrificed (714.4, below).
import type { Ability } from '../card-def.js';
import { cardDef } from '../registry.js';
import type { GameState } from '../state.js';
import type { ObjectId } from '../types.js';
import { characteristics } from './cr613-layers.js';

/** CR 714.2d: the greatest chapter number among its chapter abilities; 0 with none. */
export function finalChapter(abilities: readonly Ability[]): number {
  let n = 0;
  for (const a of abilities)
    if (a.kind === 'triggered' && a.trigger.kind === 'chapter') n = Math.max(n, a.trigger.chapter);
  return n;
}

/** CR 714.4: Sagas to sacrifice — lore counters at least the final chapter number (with chapter abilities), and not
 * the source of a chapter ability that has triggered but not yet left the stack. */
export function sagasToSacrifice(state: GameState): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (!o.counters.lore) continue;
    const ch = characteristics(state, id);
    if (!ch.subtypes.includes('Saga')) continue;
    const last = finalChapter(ch.abilities);
    if (last === 0 || o.counters.lore < last) continue;
    const isChapter = (def: string, index: number) => {
      const a = cardDef(def).abilities[index];
      return !!a && a.kind === 'triggered' && a.trigger.kind === 'chapter';
    };
    const waiting = state.triggers.some((w) => w.source === id && isChapter(w.def, w.abilityIndex));
    const onStack = state.stack.some(
      (it) => it.kind === 'ability' && it.source === id && it.triggered && isChapter(it.def, it.abilityIndex),
    );
    if (!waiting && !onStack) out.push(id);
  }
  return out;
}
