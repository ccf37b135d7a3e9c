// Prowess (CR 702.108): "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn." The
// keyword is this triggered ability (asked for through cr702-triggered-keywords.ts); it triggers as the spell is cast
// (601.2i) and resolves before it. Each instance triggers separately (702.108b).
import type { Ability } from '../card-def.js';

export const PROWESS: Extract<Ability, { kind: 'triggered' }> = {
  kind: 'triggered',
  trigger: { kind: 'youCastSpell', filter: { notTypes: ['Creature'] } },
  targets: [],
  effects: [{ kind: 'modifyPT', what: { kind: 'self' }, power: 1, toughness: 1, duration: 'endOfTurn' }],
  text: 'Prowess',
};
