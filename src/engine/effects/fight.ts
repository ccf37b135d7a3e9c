// "<a> fights <b>" (CR 701.14): each creature deals damage equal to its power to the other, at the same time; the
// damage isn't combat damage (701.14d).
import type { Effect, ObjectRef, TargetSpec } from '../card-def.js';
import { alt, map, tpl } from '../grammar.js';
import { one, variantsOf, type Obj } from '../text.js';
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
  // "Target creature you control fights target creature you don't control", "It fights target creature an opponent
  // controls", "This creature fights another target creature" (another than itself), "Target creature you control
  // fights another target creature" (another than the first target, CR 115.3).
  parse: (p) =>
    map(tpl`${alt(p.permanentTarget, p.selfObj, p.itObj)} fights ${p.permanentTarget}`, ([a, b]) => {
      if (!creatures(a) || !creatures(b)) return null;
      const second = b.targets[0];
      const another =
        a.targets.length > 0 && second?.what.kind === 'permanent' && second.what.filter.other === true
          ? anotherThanTarget(second)
          : second;
      if (!another) return null;
      const other = { kind: 'target' as const, index: a.targets.length };
      return one({ kind: 'fight', what: a.ref, other }, [...a.targets, another], variantsOf(a));
    }),
  render(e, rc, say) {
    const a = say.ref(e.what, rc);
    const t = e.other.kind === 'target' ? rc.targets[e.other.index] : undefined;
    let b: string | null;
    if (t?.distinct && e.other.kind === 'target' && !rc.named.has(e.other.index)) {
      // Said as read ("another target creature"): the target phrase reads "another" as other than the source.
      rc.named.add(e.other.index);
      b = t.text.startsWith('another target ') ? t.text : null;
    } else b = say.ref(e.other, rc);
    return a === null || b === null ? null : `${a} fights ${b}`;
  },
  resolve: resolveFight,
};

/** "another target <creature>" after a target: a creature other than the target before it (CR 115.3), rather than
 * other than the source. */
function anotherThanTarget(t: TargetSpec): TargetSpec | null {
  if (t.what.kind !== 'permanent' || !t.text.startsWith('another target ')) return null;
  const { other: _, ...filter } = t.what.filter;
  return { ...t, what: { ...t.what, filter }, distinct: true };
}

/** Only creatures fight (CR 701.14a): a target must be a creature of some kind; "{this}" and "it" are creatures. */
function creatures(o: Obj): boolean {
  return o.targets.every((t) => t.what.kind === 'permanent' && (t.what.filter.types ?? []).includes('Creature'));
}
