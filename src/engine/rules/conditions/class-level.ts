// A Class's level as a condition (CR 716.2a): "Activate only if this Class is level N-1" and "As long as this Class is
// level N or greater", both made by the card compiler's reading of a class level bar.
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** CR 716.2a: the source's level is at least `min` (and at most `max`, when given) */
    classLevel: { readonly kind: 'classLevel'; readonly min: number; readonly max?: number };
  }
}

/** The level of a permanent (CR 716.2b: a designation; 716.2d: 1 when it has none). */
export function levelOf(o: { readonly classLevel?: number | undefined } | undefined): number {
  return o?.classLevel ?? 1;
}

/** Made by the card compiler's reading of a Class's level bars (the layout, CR 716.2a). */
export const classLevelWord: ConditionWord<'classLevel'> = {
  kind: 'classLevel',
  rule: 'CR 716.2a',
  scenario: 'modes-layouts.json#trigger.selfBecomesClassLevel',
  holds: (s, c, { source }) => {
    // CR 716.2b, 400.7: the level is the permanent's own; a new object after a zone change has none (level 1).
    const o = source === null ? undefined : s.objects[source];
    if (!o || o.left || o.zone !== 'battlefield') return false;
    const n = levelOf(o);
    return n >= c.min && (c.max === undefined || n <= c.max);
  },
};
