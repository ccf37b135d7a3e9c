// Rules about players and damage made by static abilities of permanents and by resolved spells and abilities for the
// turn: CR 119.8 ("Players can't gain life", "Your opponents can't gain life [this turn]") and CR 615.12 ("Damage
// can't be prevented this turn"). The permanents with such a static ability are found once per state (kept with the
// characteristics); an "as long as" condition on the ability is judged when the rule is asked (CR 611.3a).
import type { Condition, StaticEffect } from '../card-def.js';
import { memoKey } from '../memo.js';
import type { GameState } from '../state.js';
import type { CardType, ObjectId, PlayerId } from '../types.js';
import { characteristics, layerMemo } from './cr613-layers.js';
import { conditionHolds } from './conditions.js';

interface Holder {
  readonly source: ObjectId;
  readonly effect: Extract<StaticEffect, { kind: 'cantGainLife' }>;
  readonly condition: Condition | undefined;
}

const HOLDERS = memoKey<readonly Holder[]>('cantGainLifeHolders', (state) => {
  const out: Holder[] = [];
  for (const id of state.battlefield)
    for (const a of characteristics(state, id).abilities)
      if (a.kind === 'static' && a.effect.kind === 'cantGainLife')
        out.push({ source: id, effect: a.effect, condition: a.condition });
  return out;
});

/** Whether `who` ("players", or the opponents of `controller`) names player `p`. */
function names(who: 'players' | 'opponents' | undefined, controller: PlayerId, p: PlayerId): boolean {
  return who !== 'opponents' || p !== controller;
}

/** CR 119.8: whether an effect says player `p` can't gain life now. */
export function cantGainLife(state: GameState, p: PlayerId): boolean {
  for (const r of state.rules) if (r.kind === 'cantGainLife' && names(r.who, r.controller, p)) return true;
  for (const h of layerMemo(state, HOLDERS)) {
    const controller = state.objects[h.source]!.controller;
    if (names(h.effect.who, controller, p) && conditionHolds(state, h.condition, controller, h.source)) return true;
  }
  return false;
}

/** CR 615.12: whether an effect says damage can't be prevented now (then prevention effects prevent none of it). */
export function damageCantBePrevented(state: GameState): boolean {
  return state.rules.some((r) => r.kind === 'damageCantBePrevented');
}

/** CR 601.3e, 702.8: whether a rule for the turn lets player `p` cast a spell of these card types as though it had
 * flash ("You may cast spells this turn as though they had flash"; "The next sorcery spell you cast this turn ..."). */
export function castsAsThoughFlash(state: GameState, p: PlayerId, types: readonly CardType[]): boolean {
  return state.rules.some(
    (r) => r.kind === 'castAsThoughFlash' && r.controller === p && (!r.nextSorcery || types.includes('Sorcery')),
  );
}
