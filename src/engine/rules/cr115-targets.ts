// CR 115: targets. Legal choices when a spell or ability is put on the stack (601.2c), rechecked on resolution
// (608.2b).
import type { TargetSpec } from '../card-def.js';
import type { GameState } from '../state.js';
import { isPlayerRef, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { characteristics, matchesFilter } from './cr613-layers.js';

function canBeTargetedBy(state: GameState, id: ObjectId, controller: PlayerId): boolean {
  const o = state.objects[id];
  if (!o) return false;
  // CR 702.11b: hexproof — can't be the target of spells or abilities your opponents control.
  if (o.controller !== controller && characteristics(state, id).keywords.includes('hexproof')) return false;
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
  if (w.kind === 'permanent' && w.filter.controlledByTarget !== undefined && !isPlayerRef(r)) {
    // "target creature that player controls": judged against the player chosen for the earlier target.
    const t = chosen[w.filter.controlledByTarget];
    const o = state.objects[r.object];
    if (!t || !isPlayerRef(t) || !o || o.controller !== t.player) return false;
  }
  if (isPlayerRef(r)) {
    const pl = state.players[r.player];
    if (!pl || pl.lost) return false;
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
  switch (w.kind) {
    case 'any': {
      if (o.zone !== 'battlefield') return false;
      const t = characteristics(state, o.id).types;
      // CR 115.4: "any target" — a creature, player, planeswalker or battle.
      if (!t.includes('Creature') && !t.includes('Planeswalker') && !t.includes('Battle')) return false;
      return canBeTargetedBy(state, o.id, controller);
    }
    case 'player':
      return false;
    case 'permanent':
      return (
        o.zone === 'battlefield' &&
        matchesFilter(state, o, w.filter, controller, source) &&
        canBeTargetedBy(state, o.id, controller)
      );
    case 'card':
      return o.zone === w.zone && matchesFilter(state, o, w.filter, controller, source);
    case 'spell':
      // CR 115.5: a spell can't target itself.
      return (
        o.zone === 'stack' &&
        o.id !== source &&
        state.stack.some((it) => it.kind === 'spell' && it.object === o.id) &&
        matchesFilter(state, o, w.filter, controller, source)
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
  const w = spec.what;
  if (w.kind === 'any' || w.kind === 'player')
    for (const p of state.players)
      if (isLegalTarget(state, spec, { player: p.id }, controller, source, chosen)) out.push({ player: p.id });
  if (w.kind === 'any' || w.kind === 'permanent')
    for (const id of state.battlefield)
      if (isLegalTarget(state, spec, { object: id }, controller, source, chosen)) out.push({ object: id });
  if (w.kind === 'spell')
    for (const it of state.stack)
      if (it.kind === 'spell' && isLegalTarget(state, spec, { object: it.object }, controller, source, chosen))
        out.push({ object: it.object });
  if (w.kind === 'card')
    for (const p of state.players)
      for (const id of p.graveyard)
        if (isLegalTarget(state, spec, { object: id }, controller, source, chosen)) out.push({ object: id });
  return out;
}

export const sameRef = (a: Ref, b: Ref): boolean =>
  isPlayerRef(a) ? isPlayerRef(b) && a.player === b.player : !isPlayerRef(b) && a.object === b.object;
