// CR 117: timing and priority — what a player with priority may do.
import type { Ability, TargetSpec } from '../card-def.js';
import type { PriorityAction } from '../choices.js';
import { memo } from '../memo.js';
import { cardDef } from '../registry.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { legalTargets } from './cr115-targets.js';
import { availableModes, bestowCost, canPayMana, castPermission, spellAbility } from './cr601-casting.js';
import { auraTargetSpec, isAura } from './cr303-auras.js';
import { canPayNonManaCosts, manaCostOf } from './cr605-mana-abilities.js';
import { characteristics } from './cr613-layers.js';
import { conditionHolds } from './conditions.js';

const isMain = (s: GameState) => s.turn.step === 'precombat_main' || s.turn.step === 'postcombat_main';

/** CR 307.1 / 117.1a: sorcery timing — your main phase, with an empty stack. */
export function sorceryTiming(s: GameState, p: PlayerId): boolean {
  return s.turn.active === p && isMain(s) && s.stack.length === 0;
}

function targetsAvailable(s: GameState, specs: readonly TargetSpec[], p: PlayerId, source: ObjectId | null): boolean {
  return specs.every((t) => t.optional || legalTargets(s, t, p, source).length > 0);
}

/** CR 702.103b: what a spell cast bestowed targets (enchant creature). */
const BESTOW_TARGET: TargetSpec = {
  what: { kind: 'permanent', filter: { types: ['Creature'] } },
  text: 'target creature',
};

const hasJumpStart = (d: { abilities: readonly Ability[] }) =>
  d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'jump-start');

/** CR 305.2: one land per turn, during your main phase with an empty stack (305.1). */
export function canPlayLand(s: GameState, p: PlayerId, card: ObjectId): boolean {
  const o = s.objects[card];
  if (!o || o.zone !== 'hand' || o.owner !== p) return false;
  if (!cardDef(o.def).types.includes('Land')) return false;
  return sorceryTiming(s, p) && (s.players[p]?.landsPlayed ?? 1) < 1;
}

/** CR 601.3: a player can begin to cast a spell only if a rule or effect allows it; offered only when it can be
 * completed (timing, targets, and a way to pay). `bestow`: cast bestowed (CR 702.103a, d: judged as the Aura spell it
 * would be). */
export function canCast(s: GameState, p: PlayerId, card: ObjectId, bestow = false): boolean {
  const o = s.objects[card];
  if (!o || o.left) return false;
  // From hand, or from wherever a permission allows (airbend: exile, CR 701.65a).
  const permission = castPermission(s, p, card);
  const d = cardDef(o.def);
  // CR 702.133a: jump-start — cast from your graveyard by discarding a card in addition to its other costs.
  const jumpStart = o.zone === 'graveyard' && o.owner === p && hasJumpStart(d) && (s.players[p]?.hand.length ?? 0) > 0;
  if (!(o.zone === 'hand' && o.owner === p) && !permission && !jumpStart) return false;
  if (d.types.includes('Land')) return false;
  const bestowed = bestow ? bestowCost(d) : null;
  // Bestow is cast from hand for its own cost; no permission here offers it.
  if (bestow && (!bestowed || o.zone !== 'hand')) return false;
  const instantSpeed =
    d.types.includes('Instant') || d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'flash');
  if (!instantSpeed && !sorceryTiming(s, p)) return false;
  const spell = spellAbility(d);
  if (spell?.modes ? availableModes(s, spell, p).length === 0 : spell && !targetsAvailable(s, spell.targets, p, null))
    return false;
  // CR 303.4a: an Aura spell needs something to target.
  const aura = bestow ? BESTOW_TARGET : isAura(s, card) ? auraTargetSpec(s, card) : null;
  if (aura && legalTargets(s, aura, p, card).length === 0) return false;
  return canPayMana(s, p, bestowed ?? (permission ? permission.cost : d.manaCost), 0, null);
}

function tapsSelf(a: Extract<Ability, { kind: 'activated' | 'mana' }>): boolean {
  return a.costs.some(
    (c) => c.kind === 'tap' || c.kind === 'untap' || c.kind === 'sacrificeSelf' || c.kind === 'discardSelf',
  );
}

export function canActivate(s: GameState, p: PlayerId, source: ObjectId, index: number): boolean {
  const o = s.objects[source];
  if (!o || o.left) return false;
  const a = characteristics(s, source).abilities[index];
  if (!a || a.kind !== 'activated') return false;
  if (a.zone === 'battlefield' ? o.zone !== 'battlefield' || o.controller !== p : o.zone !== a.zone || o.owner !== p)
    return false;
  if (a.sorcerySpeed && !sorceryTiming(s, p)) return false;
  if (!conditionHolds(s, a.condition, p, source)) return false;
  if (!canPayNonManaCosts(s, source, a.costs, p)) return false;
  if (!targetsAvailable(s, a.targets, p, source)) return false;
  const mana = manaCostOf(a.costs);
  return !mana || canPayMana(s, p, mana.cost, 0, tapsSelf(a) ? source : null);
}

export function canActivateMana(s: GameState, p: PlayerId, source: ObjectId, index: number): boolean {
  const o = s.objects[source];
  if (!o || o.left || o.zone !== 'battlefield' || o.controller !== p) return false;
  const a = characteristics(s, source).abilities[index];
  if (!a || a.kind !== 'mana') return false;
  if (!canPayNonManaCosts(s, source, a.costs, p)) return false;
  const mana = manaCostOf(a.costs);
  return !mana || canPayMana(s, p, mana.cost, 0, tapsSelf(a) ? source : null);
}

/** Every action the player with priority may take now. */
/** Every action the player with priority may take now. */
export function priorityActions(s: GameState, p: PlayerId): PriorityAction[] {
  const out: PriorityAction[] = [{ kind: 'pass' }];
  collectActions(s, p, (a) => {
    out.push(a);
    return false;
  });
  return out;
}

/** Whether the player could do anything with priority besides passing and activating mana abilities (auto-pass). */
export function hasMeaningfulAction(s: GameState, p: PlayerId): boolean {
  // Between two writes to the state only the turn's position changes, so the answer is kept per position.
  const key = `meaningful:${p}:${s.turn.active}:${s.turn.step}:${s.stack.length}`;
  return memo(s, key, () => {
    let found = false;
    collectActions(
      s,
      p,
      () => {
        found = true;
        return true;
      },
      true,
    );
    return found;
  });
}

/** Calls `emit` for each legal action; stops when it returns true. `skipMana` leaves mana abilities out. */
function collectActions(s: GameState, p: PlayerId, emit: (a: PriorityAction) => boolean, skipMana = false): void {
  const pl = s.players[p]!;
  for (const id of pl.hand) {
    if (canPlayLand(s, p, id)) {
      if (emit({ kind: 'playLand', card: id })) return;
    } else if (canCast(s, p, id) && emit({ kind: 'cast', card: id })) return;
    // CR 702.103a: a card with bestow may also be cast bestowed.
    if (
      bestowCost(cardDef(s.objects[id]!.def)) &&
      canCast(s, p, id, true) &&
      emit({ kind: 'cast', card: id, bestow: true })
    )
      return;
  }
  for (const id of pl.graveyard)
    if (hasJumpStart(cardDef(s.objects[id]!.def)) && canCast(s, p, id) && emit({ kind: 'cast', card: id })) return;
  for (const perm of s.permissions)
    if (perm.player === p && canCast(s, p, perm.object) && emit({ kind: 'cast', card: perm.object })) return;
  for (const id of s.battlefield) {
    const o = s.objects[id]!;
    if (o.controller !== p) continue;
    const abilities = characteristics(s, id).abilities;
    for (let i = 0; i < abilities.length; i++) {
      const a = abilities[i]!;
      if (a.kind === 'activated') {
        if (canActivate(s, p, id, i) && emit({ kind: 'activate', source: id, ability: i })) return;
      } else if (a.kind === 'mana' && !skipMana && canActivateMana(s, p, id, i)) {
        if (emit({ kind: 'activateMana', source: id, ability: i })) return;
      }
    }
  }
  // Abilities that function from a graveyard or a hand (CR 113.6: cycling and the like).
  for (const [zone, ids] of [['graveyard', pl.graveyard] as const, ['hand', pl.hand] as const]) {
    for (const id of ids) {
      const abilities = cardDef(s.objects[id]!.def).abilities;
      for (let i = 0; i < abilities.length; i++) {
        const a = abilities[i]!;
        if (a.kind === 'activated' && a.zone === zone && canActivate(s, p, id, i))
          if (emit({ kind: 'activate', source: id, ability: i })) return;
      }
    }
  }
}
