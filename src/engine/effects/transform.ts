// "Transform <permanent>" (CR 701.27): a double-faced permanent turns over; it stays the same object (712.18).
import type { Effect } from '../card-def.js';
import { cardDef } from '../registry.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveTransform(tx: Tx, e: Extract<Effect, { kind: 'transform' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    // CR 701.27c, 712.9: only permanents represented by double-faced cards transform — what the card is, not what
    // it copies (a Clone copying a double-faced permanent has just the face it copied and can't transform, 707.8).
    const d = cardDef(o.def);
    if (!d.back) continue;
    // CR 701.27d: nothing happens if the other face is an instant or sorcery.
    const other = o.face === 0 ? d.back : d;
    if (other.types.includes('Instant') || other.types.includes('Sorcery')) continue;
    // CR 701.27f: an ability of this permanent (not a delayed one) transforms it only if it hasn't transformed since
    // the ability was put on the stack.
    if (id === ctx.source && ctx.sourceTransforms !== undefined && o.transforms !== ctx.sourceTransforms) continue;
    const before = characteristics(tx.s, id).name;
    const m = tx.mut(id);
    m.face = o.face === 0 ? 1 : 0;
    m.transforms = o.transforms + 1;
    tx.emit(
      { kind: 'transformed', object: id, face: m.face },
      () => `${before} transforms into ${characteristics(tx.s, id).name}`,
      'CR 701.27a',
    );
  }
}
