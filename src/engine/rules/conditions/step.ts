// "Activate only during your upkeep" (CR 602.5b): a step of its controller's turn.
import type { Step } from '../../types.js';
import { noteStepRead } from '../../memo.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    duringYourStep: { readonly kind: 'duringYourStep'; readonly step: Step };
  }
}

/** Read from the whole restriction "Activate only during your upkeep." by the card compiler's activation
 * restrictions, which say it back. */
export const duringYourStepWord: ConditionWord<'duringYourStep'> = {
  kind: 'duringYourStep',
  rule: 'CR 602.5b',
  scenario: 'effects.json#effect.returnSelfToHand',
  holds: (s, c, { p }) => {
    noteStepRead();
    return s.turn.active === p && s.turn.step === c.step;
  },
};
