// Undying (CR 702.93) and persist (CR 702.79): a permanent that dies without a +1/+1 (undying) or -1/-1 (persist)
// counter on it comes back with one. Each keyword is the triggered ability below, which the trigger rules ask for
// (cr702-triggered-keywords.ts) and which triggers and resolves as a printed one does:
// - it triggers as the permanent is put into a graveyard from the battlefield, looking back at it as it last existed
//   (603.10a): the counters it had then, which its record keeps (608.2h), are checked as it triggers and again as the
//   ability resolves (603.4);
// - "it" is the card it became in the graveyard (400.7d); if that card has left the graveyard by then, it is a new
//   object and nothing returns (400.7);
// - it returns under its owner's control, the counter put on it as it enters (614.1c: it enters with it, so it
//   doesn't come back again the next time unless the counter was removed).
import type { Ability } from '../card-def.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

function returnsWith(counter: '+1/+1' | '-1/-1', text: string): Triggered {
  return {
    kind: 'triggered',
    trigger: { kind: 'selfToGraveyardFromBattlefield' },
    condition: { kind: 'countersOnSelf', counter, atMost: 0 },
    targets: [],
    effects: [{ kind: 'returnToBattlefield', what: { kind: 'thatObject' }, counter }],
    text,
  };
}

/** CR 702.93a: "When this permanent is put into a graveyard from the battlefield, if it had no +1/+1 counters on it,
 * return it to the battlefield under its owner's control with a +1/+1 counter on it." */
export const UNDYING: Triggered = returnsWith('+1/+1', 'Undying');

/** CR 702.79a: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it,
 * return it to the battlefield under its owner's control with a -1/-1 counter on it." */
export const PERSIST: Triggered = returnsWith('-1/-1', 'Persist');
