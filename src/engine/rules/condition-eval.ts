// Whether a condition holds: "Activate only during your upkeep", intervening "if" clauses (CR 603.4), "as long as"
// (611.3a), "instead if" (608.2c). Each condition's word judges it (rules/conditions/); worked out here without the
// layers, which hand in how a filter is matched: the layers ask it of static abilities' conditions, and conditions.ts
// of all the others.
import type { Condition, ConditionKind } from '../card-def.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { conditionWord, type ConditionCtx, type Matcher, type TriggerFacts } from './conditions/index.js';
import type { ConditionOf } from './conditions/word.js';

export type { Matcher, TriggerFacts } from './conditions/index.js';

const NO_FACTS: TriggerFacts = {};

/** Whether a condition holds for player `p` (the ability's controller), `source` being the ability's source. */
export function evaluateCondition(
  s: GameState,
  c: Condition,
  p: PlayerId,
  source: ObjectId | null,
  match: Matcher,
  facts: TriggerFacts = NO_FACTS,
): boolean {
  const ctx: ConditionCtx = { p, source, match, facts, holds: (x) => evaluateCondition(s, x, p, source, match, facts) };
  return conditionWord(c).holds(s, c as ConditionOf<ConditionKind>, ctx);
}

/** Whether a condition reads players' state (life, hand): what is derived from it then depends on players. */
export function conditionReadsPlayers(c: Condition): boolean {
  const w = conditionWord(c);
  return w.readsPlayers ? w.readsPlayers(c as ConditionOf<ConditionKind>, conditionReadsPlayers) : false;
}
