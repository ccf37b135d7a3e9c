// CR 115: targets. Legal choices when a spell or ability is put on the stack (601.2c), rechecked on resolution
// (608.2b).
import type { TargetSpec } from '../card-def.js';
import type { GameState, StackAbility } from '../state.js';
import { isAbilityRef, isObjectRef, isPlayerRef, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { characteristics, matchesFilter } from './cr613-layers.js';
import { withinRange } from './cr801-range-of-influence.js';
import { anyProtection, protectionFrom } from './cr702-protection.js';
import { untargetableByKeyword } from './cr702-targeting.js';

/** Targeting restrictions of the permanent itself. `source`: the spell, or the source of the ability, that would
 * target it (null when no object is known: nothing it could be protected from). */
function canBeTargetedBy(state: GameState, id: ObjectId, controller: PlayerId, source: ObjectId | null): boolean {
  const o = state.objects[id];
  if (!o) return false;
  // CR 702.11b, 702.18a: hexproof and shroud.
  if (untargetableByKeyword(characteristics(state, id), o.controller, controller)) return false;
  // CR 702.16b: protection — can't be the target of spells with the quality or abilities from a source with it
  // (a kept flag first: usually no permanent has protection).
  if (source !== null && anyProtection(state) && protectionFrom(state, id, source) !== null) return false;
  return true;
}

export function isLegalTarget(
  state: GameState,
  spec: TargetSpec,
  r: Ref,
  controller: PlayerId,
  source: ObjectId | null,
  chosen: readonly (Ref | null)[] = [],
): boolean {
  const w = spec.what;
  if (isAbilityRef(r)) {
    // CR 115.1c-d, 113.7a: an activated or triggered ability on the stack. Mana abilities never go on the stack
    // (605.3b), so they can't be chosen. An ability isn't chosen as its own target (115.5): it is put on the stack
    // only after its targets are chosen.
    return w.kind === 'ability' && abilityOnStack(state, r.ability) !== undefined;
  }
  if (w.kind === 'permanent' && w.filter.controlledByTarget !== undefined && !isPlayerRef(r)) {
    // "target creature that player controls": judged against the player chosen for the earlier target.
    // "that player or that planeswalker's controller": a planeswalker chosen there stands for its controller.
    const t = chosen[w.filter.controlledByTarget];
    const o = state.objects[r.object];
    const player = !t
      ? undefined
      : isPlayerRef(t)
        ? t.player
        : isObjectRef(t)
          ? state.objects[t.object]?.controller
          : undefined;
    if (player === undefined || !o || o.controller !== player) return false;
  }
  if (isPlayerRef(r)) {
    const pl = state.players[r.player];
    if (!pl || pl.lost) return false;
    // CR 801.4: a player outside the controller's range of influence can't be a target.
    if (!withinRange(state, controller, r.player)) return false;
    if (w.kind === 'any') return true;
    if (w.kind === 'player') {
      if (w.who === 'opponent') return r.player !== controller;
      if (w.who === 'you') return r.player === controller;
      return true;
    }
    return false;
  }
  const o = state.objects[r.object];
  if (!o || o.left) return false;
  // CR 801.4, 801.2d: nor an object controlled by a player outside it.
  if (!withinRange(state, controller, o.controller)) return false;
  switch (w.kind) {
    case 'any': {
      if (o.zone !== 'battlefield') return false;
      const t = characteristics(state, o.id).types;
      // CR 115.4: "any target" — a creature, player, planeswalker or battle.
      if (!t.includes('Creature') && !t.includes('Planeswalker') && !t.includes('Battle')) return false;
      return canBeTargetedBy(state, o.id, controller, source);
    }
    case 'player':
      return (
        !!w.orPlaneswalker &&
        o.zone === 'battlefield' &&
        characteristics(state, o.id).types.includes('Planeswalker') &&
        canBeTargetedBy(state, o.id, controller, source)
      );
    case 'permanent':
      return (
        o.zone === 'battlefield' &&
        matchesFilter(state, o, w.filter, controller, source) &&
        canBeTargetedBy(state, o.id, controller, source)
      );
    case 'card':
      return o.zone === w.zone && matchesFilter(state, o, w.filter, controller, source);
    case 'ability':
    case 'spell':
      // "target spell or ability" (CR 115.1a): a spell as "target spell" would be.
      if (w.kind === 'ability' && !w.orSpell) return false;
      // CR 115.5: a spell can't target itself.
      return (
        o.zone === 'stack' &&
        o.id !== source &&
        state.stack.some((it) => it.kind === 'spell' && it.object === o.id) &&
        (w.kind === 'ability' || matchesFilter(state, o, w.filter, controller, source))
      );
  }
}

export function legalTargets(
  state: GameState,
  spec: TargetSpec,
  controller: PlayerId,
  source: ObjectId | null,
  chosen: readonly (Ref | null)[] = [],
): Ref[] {
  const out: Ref[] = [];
  eachLegalTarget(state, spec, controller, source, chosen, (r) => {
    out.push(r);
    return false;
  });
  return out;
}

/** Whether legalTargets would find any (it stops at the first). */
export function hasLegalTarget(
  state: GameState,
  spec: TargetSpec,
  controller: PlayerId,
  source: ObjectId | null,
): boolean {
  return eachLegalTarget(state, spec, controller, source, [], () => true);
}

/** CR 601.2c: whether every required target of these specs can be chosen — a target judged against an earlier one
 * ("target creature that player controls") for some legal choice of that earlier target. */
export function canChooseTargets(
  state: GameState,
  specs: readonly TargetSpec[],
  controller: PlayerId,
  source: ObjectId | null,
): boolean {
  return specs.every((t, i) => {
    if (t.optional) return true;
    // CR 601.2c, 115.3: a variable number of targets needs at least its minimum of different legal ones ("Destroy six
    // target creatures" can't be cast with five).
    if (t.anyNumber && (t.min ?? 0) !== 1) {
      const min = t.min ?? 0;
      let n = 0;
      return min === 0 || eachLegalTarget(state, t, controller, source, NO_CHOSEN, () => ++n >= min);
    }
    const k = t.what.kind === 'permanent' ? t.what.filter.controlledByTarget : undefined;
    const earlier = k === undefined || k >= i ? undefined : specs[k];
    if (!earlier) return hasLegalTarget(state, t, controller, source);
    return legalTargets(state, earlier, controller, source).some((r) => {
      const chosen: (Ref | null)[] = specs.map(() => null);
      chosen[k!] = r;
      return legalTargets(state, t, controller, source, chosen).length > 0;
    });
  });
}

const NO_CHOSEN: readonly (Ref | null)[] = Object.freeze([]);

/** Visits the legal targets in order until `visit` returns true; returns whether it did. */
function eachLegalTarget(
  state: GameState,
  spec: TargetSpec,
  controller: PlayerId,
  source: ObjectId | null,
  chosen: readonly (Ref | null)[],
  visit: (r: Ref) => boolean,
): boolean {
  const w = spec.what;
  if (w.kind === 'any' || w.kind === 'player')
    for (const p of state.players)
      if (isLegalTarget(state, spec, { player: p.id }, controller, source, chosen) && visit({ player: p.id }))
        return true;
  if (w.kind === 'any' || w.kind === 'permanent' || (w.kind === 'player' && w.orPlaneswalker))
    for (const id of state.battlefield)
      if (isLegalTarget(state, spec, { object: id }, controller, source, chosen) && visit({ object: id })) return true;
  if (w.kind === 'spell' || (w.kind === 'ability' && w.orSpell))
    for (const it of state.stack)
      if (
        it.kind === 'spell' &&
        isLegalTarget(state, spec, { object: it.object }, controller, source, chosen) &&
        visit({ object: it.object })
      )
        return true;
  if (w.kind === 'ability')
    for (const it of state.stack)
      if (
        it.kind === 'ability' &&
        isLegalTarget(state, spec, { ability: it.id }, controller, source, chosen) &&
        visit({ ability: it.id })
      )
        return true;
  if (w.kind === 'card')
    for (const p of state.players)
      for (const id of p.graveyard)
        if (isLegalTarget(state, spec, { object: id }, controller, source, chosen) && visit({ object: id }))
          return true;
  return false;
}

/** Target specs with "mana value X" made concrete for the X announced (CR 601.2b comes before 601.2c). */
export function targetsForX(specs: readonly TargetSpec[], x: number): readonly TargetSpec[] {
  if (!specs.some((t) => 'filter' in t.what && t.what.filter.manaValueX)) return specs;
  return specs.map((t) => {
    const w = t.what;
    if (!('filter' in w) || !w.filter.manaValueX) return t;
    const { manaValueX: _, ...rest } = w.filter;
    return { ...t, what: { ...w, filter: { ...rest, minManaValue: x, maxManaValue: x } } };
  });
}

export const sameRef = (a: Ref, b: Ref): boolean =>
  'player' in a
    ? 'player' in b && a.player === b.player
    : 'object' in a
      ? 'object' in b && a.object === b.object
      : 'ability' in b && a.ability === b.ability;

/** The activated or triggered ability with this stack item id, while it is on the stack. */
export function abilityOnStack(state: GameState, id: number): StackAbility | undefined {
  const it = state.stack.find((i) => i.id === id);
  return it?.kind === 'ability' ? it : undefined;
}

/** A player, object or ability as log messages name it. */
export function refName(state: GameState, r: Ref): string {
  if ('player' in r) return state.players[r.player]?.name ?? `player ${r.player}`;
  if ('object' in r) return characteristics(state, r.object).name;
  const a = abilityOnStack(state, r.ability);
  return a ? `${a.sourceName}'s ${a.triggered ? 'triggered' : 'activated'} ability` : 'an ability';
}

/** Who controls the player (the player), object or ability a reference names. */
export function refController(state: GameState, r: Ref): PlayerId {
  if ('player' in r) return r.player;
  if ('object' in r) return state.objects[r.object]!.controller;
  return abilityOnStack(state, r.ability)?.controller ?? -1;
}
