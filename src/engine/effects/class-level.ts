// "This Class's level becomes N." (CR 716.2a): the activated ability a class level bar stands for ("[Cost]: Level N").
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf } from './context.js';
import type { EffectOf, EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** CR 716.2a: the source's level becomes `level` (a designation, 716.2b) */
    classLevel: { readonly kind: 'classLevel'; readonly level: number };
  }
}

function resolveClassLevel(tx: Tx, e: EffectOf<'classLevel'>, ctx: Parameters<EffectWord<'classLevel'>['resolve']>[2]) {
  // The source as it is now: a permanent that left the battlefield is a new object, and nothing happens to it
  // (CR 400.7).
  for (const id of objectsOf(tx, { kind: 'self' }, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'battlefield' || o.left) continue;
    tx.mut(id).classLevel = e.level;
    tx.emit(
      { kind: 'classLevelBecame', object: id, level: e.level },
      () => `${characteristics(tx.s, id).name} becomes level ${e.level}`,
      'CR 716.2a',
    );
  }
}

export const classLevelWord: EffectWord<'classLevel'> = {
  kind: 'classLevel',
  rule: 'CR 716.2a',
  scenario: 'modes-layouts.json#trigger.selfBecomesClassLevel',
  polarity: () => 'help',
  // Said only as the class level bar it belongs to ("{1}{B}: Level 2", render.ts), never as a sentence.
  resolve: resolveClassLevel,
};
