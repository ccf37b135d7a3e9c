// CR 702.37, 708: morph and megamorph — a face-down permanent turned face up for its morph cost, a special action
// (CR 116.2b) its controller may take any time they have priority (702.37e); it doesn't use the stack.
import type { ManaCost } from '../mana.js';
import type { GameObject, GameState } from '../state.js';
import { EngineError, type Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { canPayMana, payManaCost } from './cr118-costs.js';
import { putCounters } from './cr122-counters.js';
import { effectiveDef } from './cr613-layers.js';

/** CR 702.37e: what a face-down permanent's morph cost would be if it were face up (a megamorph cost is a morph
 * cost, 702.37b), or null if it would have none. */
export function morphCostOf(o: Readonly<GameObject>): {
  readonly cost: ManaCost;
  readonly megamorph: boolean;
  readonly name: string;
  /** the keyword as printed ("Morph {2}") */
  readonly text: string;
} | null {
  if (o.left || o.zone !== 'battlefield' || !o.faceDown) return null;
  // Its face-up copiable values (CR 708.8, 708.10: what it copies, if a copy effect applies to it).
  const d = effectiveDef({ ...o, faceDown: false });
  for (const a of d.abilities)
    if (a.kind === 'castKeyword' && (a.keyword === 'morph' || a.keyword === 'megamorph'))
      return { cost: a.cost, megamorph: a.keyword === 'megamorph', name: d.name, text: a.text };
  return null;
}

/** CR 702.37e: whether `p` may turn this permanent face up now (its controller, with the cost payable). */
export function canTurnFaceUp(s: GameState, p: PlayerId, id: ObjectId): boolean {
  const o = s.objects[id];
  if (!o || o.controller !== p) return false;
  const m = morphCostOf(o);
  return m !== null && canPayMana(s, p, m.cost, 0, null, { kind: 'other' });
}

/** The face-down permanents a player controls that have a morph cost (CR 702.37e). */
export function turnableFaceDown(s: GameState, p: PlayerId): ObjectId[] {
  const out: ObjectId[] = [];
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    if (o.faceDown && o.controller === p && canTurnFaceUp(s, p, id)) out.push(id);
  }
  return out;
}

/** CR 702.37e: show the morph cost, pay it, and turn the permanent face up; 708.8: its copiable values revert to its
 * normal ones, effects that applied to it still apply, and it doesn't "enter" again. */
export function turnFaceUp(tx: Tx, p: PlayerId, id: ObjectId): void {
  const o = tx.obj(id);
  const m = o.controller === p ? morphCostOf(o) : null;
  if (!m) throw new EngineError(`${id} can't be turned face up`);
  payManaCost(tx, p, m.cost, 0, null, `turning ${m.name} face up`, { kind: 'other' });
  tx.mut(id).faceDown = false;
  tx.emit(
    { kind: 'turnedFaceUp', object: id, player: p },
    () => `${tx.player(p).name} turns a face-down creature face up: it is ${m.name}`,
    m.megamorph ? 'CR 702.37b' : 'CR 702.37e',
  );
  // CR 702.37b, 708.11: as a permanent is turned face up for its megamorph cost, a +1/+1 counter is put on it.
  if (m.megamorph) putCounters(tx, { object: id }, p, { '+1/+1': 1 }, () => 'CR 702.37b');
}
