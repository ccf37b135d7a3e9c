// "if its evoke cost was paid" (CR 702.74a): made by evoke's expansion only (cr702-evoke.ts), which says it.
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    evoked: { readonly kind: 'evoked' };
  }
}

/** Made by the evoke keyword's triggered ability (CR 702.74a), never read from a sentence of its own. */
export const evokedWord: ConditionWord<'evoked'> = {
  kind: 'evoked',
  rule: 'CR 702.74a',
  scenario: 'cast-keywords.json#keyword.evoke',
  // The permanent keeps how the spell it was cast as (as for kicker, CR 702.33e): cast for its evoke cost.
  holds: (s, _c, { source }) => source !== null && s.objects[source]?.castVia === 'evoke',
};
