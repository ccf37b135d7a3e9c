// CR 508.1d: requirements on declaring attackers — "attacks each combat if able". A creature's own ability
// ("{this} attacks each combat if able") or another permanent's static ability naming it ("Other Goblin creatures you
// control attack each combat if able", Goblin Rabblemaster): the declaration must obey as many requirements as
// possible without disobeying a restriction (508.1c); a requirement that needs a cost paid needn't be obeyed.
import { memoKey } from '../memo.js';
import type { AttackRequirementRule, GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { characteristics, layerMemo, matchesFilter } from './cr613-layers.js';

/** The permanents whose static abilities require other creatures to attack, found once per state. */
const MUST_ATTACK_SOURCES = memoKey<readonly ObjectId[]>('mustAttackSources', (state) =>
  state.battlefield.filter((src) =>
    characteristics(state, src).abilities.some(
      (a) => a.kind === 'static' && a.effect.kind === 'mustAttack' && a.effect.affects !== undefined,
    ),
  ),
);

/** CR 508.1d: whether a requirement says this creature attacks each combat if able. */
export function mustAttack(state: GameState, id: ObjectId): boolean {
  const own = characteristics(state, id).abilities;
  if (own.some((a) => a.kind === 'static' && a.effect.kind === 'mustAttack' && a.effect.affects === undefined))
    return true;
  for (const src of layerMemo(state, MUST_ATTACK_SOURCES)) {
    const controller = state.objects[src]!.controller;
    for (const a of characteristics(state, src).abilities)
      if (
        a.kind === 'static' &&
        a.effect.kind === 'mustAttack' &&
        a.effect.affects !== undefined &&
        matchesFilter(state, state.objects[id]!, a.effect.affects, controller, src)
      )
        return true;
  }
  // ... or a resolved spell or ability's, for the turn (CR 611.2): "Creatures your opponents control attack this turn
  // if able" (Bident of Thassa) — a creature named, or one of those it describes as attackers are declared.
  return state.rules.some(
    (r) =>
      r.kind === 'mustAttack' &&
      (r.objects
        ? r.objects.includes(id)
        : !!r.filter && matchesFilter(state, state.objects[id]!, r.filter, r.controller, r.sourceObject)),
  );
}

/** Whether a requirement "during <player>'s next turn" is in force: it is that player's turn, a later one than the
 * turn the effect began in (CR 508.1d, 611.2b). */
export function inTheirNextTurn(state: GameState, r: AttackRequirementRule): boolean {
  return state.turn.active === r.player && state.turn.number > r.after;
}

/** CR 508.1d: whom requirements say this creature attacks if able ("During target opponent's next turn, creatures that
 * player controls attack Gideon Jura if able") — each a player or planeswalker, whether or not it can be attacked now. */
export function attackRequirementsOn(state: GameState, id: ObjectId): AttackRequirementRule['attack'][] {
  const out: AttackRequirementRule['attack'][] = [];
  for (const r of state.rules)
    if (r.kind === 'mustAttackWhom' && inTheirNextTurn(state, r) && state.objects[id]!.controller === r.player)
      out.push(r.attack);
  return out;
}

/** CR 508.1d: whom a creature must attack, of those it can attack now for free (a planeswalker that has left, or a player
 * it would cost mana to attack, asks nothing: Gideon Jura's rulings). */
export function mustAttackWhom(
  state: GameState,
  id: ObjectId,
  defenders: readonly PlayerId[],
  planeswalkers: readonly ObjectId[],
  costs: readonly { readonly defender: PlayerId }[],
): { defender: PlayerId; planeswalker?: ObjectId }[] {
  return attackRequirementsOn(state, id).flatMap((w) =>
    'planeswalker' in w
      ? planeswalkers.includes(w.planeswalker)
        ? [{ defender: state.objects[w.planeswalker]!.controller, planeswalker: w.planeswalker }]
        : []
      : defenders.includes(w.player) && !costs.some((x) => x.defender === w.player)
        ? [{ defender: w.player }]
        : [],
  );
}
