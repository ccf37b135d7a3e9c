// Counters on the ability's source as a condition: "if it had no -1/-1 counters on it" (persist, undying) and a
// leveler's level (CR 711.2).
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "if it has no <kind> counters on it" / "N or fewer": counters on the ability's source (as it last existed) */
    countersOnSelf: { readonly kind: 'countersOnSelf'; readonly counter: string; readonly atMost: number };
    /** CR 711.2a-b: a leveler's "LEVEL N1-N2" (max) or "LEVEL N3+" (no max): the number of level counters on the
     * source */
    levelBetween: { readonly kind: 'levelBetween'; readonly min: number; readonly max?: number };
  }
}

/** Made by persist's and undying's expansions (rules/cr702-undying-persist.ts). */
export const countersOnSelfWord: ConditionWord<'countersOnSelf'> = {
  kind: 'countersOnSelf',
  rule: 'CR 122.1',
  scenario: 'effects.json#effect.removeCounters',
  // The source's record keeps its counters as last known information after it leaves (CR 608.2h).
  holds: (s, c, { source }) => source !== null && (s.objects[source]?.counters[c.counter] ?? 0) <= c.atMost,
};

/** Made by the card compiler's reading of a leveler's level symbols (the layout, CR 711.2). */
export const levelBetweenWord: ConditionWord<'levelBetween'> = {
  kind: 'levelBetween',
  rule: 'CR 711.2a',
  scenario: 'modes-layouts.json#static.basePT',
  holds: (s, c, { source }) => {
    // CR 711.2a-b: the level counters on the leveler itself.
    const n = source === null ? 0 : (s.objects[source]?.counters.level ?? 0);
    return n >= c.min && (c.max === undefined || n <= c.max);
  },
};
