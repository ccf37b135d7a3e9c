// CR 702.37, 701.40, 708: turning a face-down permanent face up, a special action (CR 116.2b) its controller may take
// any time they have priority; it doesn't use the stack. Morph and megamorph: for its morph cost (702.37e); a
// manifested permanent: for its mana cost if its card is a creature card (701.40b) — either way when it has both
// (701.40c).
import type { ManaCost } from '../mana.js';
import type { GameObject, GameState } from '../state.js';
import type { PriorityAction } from '../choices.js';
import { EngineError, type Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { canPayMana, payManaCost } from './cr118-costs.js';
import { putCounters } from './cr122-counters.js';
import { effectiveDef } from './cr613-layers.js';

/** A way to turn a face-down permanent face up: what it costs and what the card is. */
export interface TurnUpCost {
  readonly cost: ManaCost;
  /** CR 702.37b: turned up for its megamorph cost, it gets a +1/+1 counter */
  readonly megamorph: boolean;
  /** the card's name */
  readonly name: string;
  /** the keyword as printed ("Morph {2}"), or "Manifest" */
  readonly text: string;
}

/** CR 702.37e: what a face-down permanent's morph cost would be if it were face up (a megamorph cost is a morph
 * cost, 702.37b), or null if it would have none. With `manifest`, CR 701.40b: the mana cost of the card of a
 * manifested permanent, if it is a creature card with a mana cost. */
export function morphCostOf(o: Readonly<GameObject>, manifest = false): TurnUpCost | null {
  if (o.left || o.zone !== 'battlefield' || !o.faceDown) return null;
  // Its face-up copiable values (CR 708.8, 708.10: what it copies, if a copy effect applies to it).
  const d = effectiveDef({ ...o, faceDown: false });
  if (manifest)
    // CR 701.40b, 701.40g: a creature card (not an instant or sorcery) with a mana cost.
    return o.manifested && d.types.includes('Creature') && d.manaCost.length > 0
      ? { cost: d.manaCost, megamorph: false, name: d.name, text: 'Manifest' }
      : null;
  for (const a of d.abilities)
    if (a.kind === 'castKeyword' && (a.keyword === 'morph' || a.keyword === 'megamorph'))
      return { cost: a.cost, megamorph: a.keyword === 'megamorph', name: d.name, text: a.text };
  return null;
}

/** Whether `p` may turn this permanent face up now, that way (its controller, with the cost payable). */
export function canTurnFaceUp(s: GameState, p: PlayerId, id: ObjectId, manifest = false): boolean {
  const o = s.objects[id];
  if (!o || o.controller !== p) return false;
  const m = morphCostOf(o, manifest);
  return m !== null && canPayMana(s, p, m.cost, 0, null, { kind: 'other' });
}

/** The face-down permanents a player may turn face up now, each way it may be turned up (CR 702.37e, 701.40b-c). */
export function turnFaceUpActions(s: GameState, p: PlayerId, out: PriorityAction[]): void {
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    if (!o.faceDown || o.controller !== p) continue;
    if (canTurnFaceUp(s, p, id)) out.push({ kind: 'turnFaceUp', permanent: id });
    if (o.manifested && canTurnFaceUp(s, p, id, true)) out.push({ kind: 'turnFaceUp', permanent: id, manifest: true });
  }
}

/** CR 702.37e, 701.40b: show the cost, pay it, and turn the permanent face up; 708.8: its copiable values revert to its
 * normal ones, effects that applied to it still apply, and it doesn't "enter" again. */
export function turnFaceUp(tx: Tx, p: PlayerId, id: ObjectId, manifest = false): void {
  const o = tx.obj(id);
  const m = o.controller === p ? morphCostOf(o, manifest) : null;
  if (!m) throw new EngineError(`${id} can't be turned face up${manifest ? ' for its mana cost' : ''}`);
  payManaCost(tx, p, m.cost, 0, null, `turning ${m.name} face up`, { kind: 'other' });
  const w = tx.mut(id);
  w.faceDown = false;
  // CR 701.40a: a manifested permanent for as long as it remains face down.
  w.manifested = undefined;
  tx.emit(
    { kind: 'turnedFaceUp', object: id, player: p },
    () => `${tx.player(p).name} turns a face-down creature face up: it is ${m.name}`,
    manifest ? 'CR 701.40b' : m.megamorph ? 'CR 702.37b' : 'CR 702.37e',
  );
  // CR 702.37b, 708.11: as a permanent is turned face up for its megamorph cost, a +1/+1 counter is put on it.
  if (m.megamorph) putCounters(tx, { object: id }, p, { '+1/+1': 1 }, () => 'CR 702.37b');
}
