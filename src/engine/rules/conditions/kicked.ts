// "If this spell was kicked", "if it was kicked" (CR 702.33d-e): the spell, or the permanent it became.
import { alt, lit } from '../../grammar.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    kicked: { readonly kind: 'kicked' };
  }
}

export const kickedWord: ConditionWord<'kicked'> = {
  kind: 'kicked',
  rule: 'CR 702.33d',
  scenario: 'cast-keywords.json#keyword.kicker',
  // CR 702.33d: a spell whose controller declared the intention to pay its kicker cost; a permanent keeps how the
  // spell it was cast as (CR 702.33e: its "if it was kicked" abilities are linked to its kicker).
  holds: (s, _c, { source }) => source !== null && kickedVia(s.objects[source]?.castVia),
  parse: () => alt(lit('{this} was kicked', { kind: 'kicked' }), lit('it was kicked', { kind: 'kicked' })),
  render: (_c, say) => (say.sourceNamed ? 'it was kicked' : '{this} was kicked'),
};

/** CR 702.33c-d: cast with its kicker or its multikicker (a multikicker cost is a kicker cost). */
function kickedVia(via: string | null | undefined): boolean {
  return via === 'kicker' || via === 'multikicker';
}
