// "<a> fights <b>" (CR 701.14): each creature deals damage equal to its power to the other, at the same time; the
// damage isn't combat damage (701.14d).
import type { Effect, ObjectRef } from '../card-def.js';
import { dealDamage } from '../rules/cr120-damage.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 701.14: "<a> fights <b>" — each deals damage equal to its power to the other */
    fight: { readonly kind: 'fight'; readonly what: ObjectRef; readonly other: ObjectRef };
  }
}

export function resolveFight(tx: Tx, e: Extract<Effect, { kind: 'fight' }>, ctx: ResolveCtx): void {
  const isCreature = (id: ObjectId) => {
    const o = tx.obj(id);
    return !o.left && o.zone === 'battlefield' && characteristics(tx.s, id).creature;
  };
  const a = objectsOf(tx, e.what, ctx)[0];
  const b = objectsOf(tx, e.other, ctx)[0];
  // CR 701.14b: if either is gone, no longer a creature, or an illegal target (objectsOf skips those), neither
  // fights or deals damage.
  if (a === undefined || b === undefined || !isCreature(a) || !isCreature(b)) {
    tx.emit({ kind: 'info' }, () => `No fight happens (${ctx.sourceName})`, 'CR 701.14b');
    return;
  }
  const pa = characteristics(tx.s, a).power;
  const pb = characteristics(tx.s, b).power;
  tx.emit(
    { kind: 'info' },
    () => `${characteristics(tx.s, a).name} fights ${characteristics(tx.s, b).name}`,
    'CR 701.14a',
  );
  // CR 701.14c: a creature that fights itself deals damage to itself equal to twice its power.
  dealDamage(
    tx,
    [
      { source: a, to: { object: b }, amount: pa },
      { source: b, to: { object: a }, amount: pb },
    ],
    false,
  );
}

export const fightWord: EffectWord<'fight'> = {
  kind: 'fight',
  rule: 'CR 701.14',
  scenario: 'effects.json#effect.fight',
  // Which side a fight helps depends on the target (targetPolarity).
  polarity: () => 'neutral',
  resolve: resolveFight,
};
