// Static abilities that stop players from casting spells or activating abilities (CR 604.1, 101.2: a "can't" wins
// over a "can"): "During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures,
// or enchantments." (Grand Abolisher), "Activated abilities of creatures your opponents control can't be activated."
// (Linvala, Keeper of Silence), "Activated abilities of artifacts can't be activated." (Stony Silence). A player
// can't begin to cast such a spell (CR 601.3) or activate such an ability (602.5) — mana abilities too, which are
// activated abilities (605.1a, 605.3a). The permanents with such an ability are found once per state (kept with the
// characteristics); whose turn it is is looked at when the rule is asked.
import type { Condition, StaticEffect } from '../card-def.js';
import { memoKey } from '../memo.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { characteristics, layerMemo, matchesFilter } from './cr613-layers.js';
import { conditionHolds } from './conditions.js';

type Restriction = Extract<StaticEffect, { kind: 'cantCastOrActivate' }>;

interface Holder {
  readonly source: ObjectId;
  readonly effect: Restriction;
  readonly condition: Condition | undefined;
}

const HOLDERS = memoKey<readonly Holder[]>('cantCastOrActivateHolders', (state) => {
  const out: Holder[] = [];
  for (const id of state.battlefield)
    for (const a of characteristics(state, id).abilities)
      if (a.kind === 'static' && a.effect.kind === 'cantCastOrActivate')
        out.push({ source: id, effect: a.effect, condition: a.condition });
  return out;
});

/** The restrictions that apply to player `p` now: its holder's controller is who "you" is. */
function applying(state: GameState, p: PlayerId): Holder[] {
  const holders = layerMemo(state, HOLDERS);
  if (holders.length === 0) return [];
  return holders.filter((h) => {
    const controller = state.objects[h.source]!.controller;
    if (h.effect.players === 'opponents' && p === controller) return false;
    // "During your turn": only while the restriction's controller is the active player.
    if (h.effect.duringYourTurn && state.turn.active !== controller) return false;
    return conditionHolds(state, h.condition, controller, h.source);
  });
}

/** CR 601.3, 604.1: whether an effect says player `p` can't cast spells now. */
export function cantCastSpells(state: GameState, p: PlayerId): boolean {
  return layerMemo(state, HOLDERS).length > 0 && applying(state, p).some((h) => h.effect.spells);
}

/** Whether any restriction on activating abilities applies to player `p` now (the mana sources kept for the player
 * are then looked at one by one). */
export function activationsRestricted(state: GameState, p: PlayerId): boolean {
  return layerMemo(state, HOLDERS).length > 0 && applying(state, p).some((h) => h.effect.abilitiesOf !== undefined);
}

/** CR 602.5, 605.3a: whether an effect says player `p` can't activate the activated abilities (mana abilities
 * included) of `source` now. */
export function cantActivateAbilitiesOf(state: GameState, p: PlayerId, source: ObjectId): boolean {
  if (layerMemo(state, HOLDERS).length === 0) return false;
  const o = state.objects[source];
  // CR 109.2: "artifacts", "creatures your opponents control" are permanents on the battlefield.
  if (!o || o.zone !== 'battlefield') return false;
  return applying(state, p).some((h) => {
    const f = h.effect.abilitiesOf;
    return f !== undefined && matchesFilter(state, o, f, state.objects[h.source]!.controller, h.source);
  });
}
