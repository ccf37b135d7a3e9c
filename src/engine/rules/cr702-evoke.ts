// Evoke (CR 702.74): "Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its mana cost"
// (an alternative cost, CR 118.9, cast from hand: cr601-casting.ts) and "When this permanent enters, if its evoke cost
// was paid, its controller sacrifices it." — the triggered ability below, which the trigger rules ask for
// (cr702-triggered-keywords.ts) and which triggers and resolves as a printed one does: its other enters abilities
// trigger too, and its controller puts them on the stack in the order they like (603.3b, 702.74a's rulings).
import type { Ability } from '../card-def.js';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** CR 702.74a: "When this permanent enters, if its evoke cost was paid, its controller sacrifices it." */
export const EVOKE: Triggered = {
  kind: 'triggered',
  trigger: { kind: 'selfEnters' },
  condition: { kind: 'evoked' },
  targets: [],
  effects: [{ kind: 'sacrifice', what: { kind: 'self' } }],
  text: 'Evoke',
};
