// "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield [with two
// +1/+1 counters on it] instead of putting it into your graveyard." (CR 614.1a): an ability of the discarded card
// itself, which functions in its owner's hand as it is discarded. The card is still discarded (CR 701.9a; Loxodon
// Smiter's ruling); it enters the battlefield under its owner's control, as any object entering does (614.12).
import { characteristics } from '../cr613-layers.js';
import { STAGE, staticReplacer, type StaticReplacement } from './candidate.js';

export const battlefieldIfDiscardedByOpponent = staticReplacer(
  'move',
  (tx, e, r: StaticReplacement<'battlefieldIfDiscardedByOpponent'>) => {
    if (r.source !== e.object || e.from !== 'hand' || e.to !== 'graveyard') return null;
    // An opponent's spell or ability made its owner discard it: not a cost its owner paid, nor the hand size rule
    // (514.1), nor their own spell.
    if (e.discardedBy === undefined || e.discardedBy === r.src.owner) return null;
    const n = r.effect.plusCounters ?? 0;
    return {
      key: r.key,
      stage: STAGE.other,
      text: `${characteristics(tx.s, r.source).name}: put it onto the battlefield instead of into its owner's graveyard`,
      apply: (_tx, ev) => ({ event: { ...ev, to: 'battlefield', ...(n > 0 ? { counters: { '+1/+1': n } } : {}) } }),
    };
  },
);
