// Cascade (CR 702.85a): "When you cast this spell, exile cards from the top of your library until you exile a nonland
// card whose mana value is less than this spell's mana value. You may cast that card without paying its mana cost if
// the resulting spell's mana value is less than this spell's mana value. Then put all cards exiled this way that
// weren't cast on the bottom of your library in a random order." The keyword is this triggered ability (asked for
// through cr702-triggered-keywords.ts), which functions only on the stack; each instance triggers separately
// (702.85c). Its effect is the word `cascade` (effects/cascade.ts).
import type { Ability } from '../card-def.js';

export const CASCADE: Extract<Ability, { kind: 'triggered' }> = {
  kind: 'triggered',
  trigger: { kind: 'youCastThisSpell' },
  targets: [],
  effects: [{ kind: 'cascade' }],
  text: 'Cascade',
};
