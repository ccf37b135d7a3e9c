// CR 303.4: Auras. An Aura spell targets what it will enchant, as its enchant ability says (303.4a, 115.1b, 702.5);
// it resolves attached to that object or player (608.3c); an Aura put onto the battlefield another way has its
// controller choose what it enchants, without targeting (303.4f), and stays where it is if nothing is legal (303.4g).
// Attachments are checked as state-based actions (704.5m, 704.5p) with bestow's exception (702.103f).
import type { Ability, EnchantKind, TargetSpec } from '../card-def.js';
import type { Polarity } from '../choices.js';
import type { GameState } from '../state.js';
import type { Tx } from '../tx.js';
import { isObjectRef, isPlayerRef, type ObjectId, type PlayerId, type Ref } from '../types.js';
import { refName } from './cr115-targets.js';
import { withinRange } from './cr801-range-of-influence.js';
import { characteristics, effectiveDef, matchesFilter } from './cr613-layers.js';
import { anyProtection, protectionFrom } from './cr702-protection.js';
import { cantEquip } from './cr301-equipment.js';

/** CR 702.103b: a bestowed Aura has enchant creature. */
const ENCHANT_CREATURE: EnchantKind = { kind: 'permanent', filter: { types: ['Creature'] } };

/** Whether an object (a spell, a permanent, or a card about to enter) is an Aura (CR 303.4). */
export function isAura(state: GameState, id: ObjectId): boolean {
  // Off the battlefield an object's subtypes are its card's (no effect changes them there), or Aura when bestowed
  // (CR 702.103b): asked for every spell that could be cast, so no characteristics are worked out for it.
  const o = state.objects[id];
  if (o && o.zone !== 'battlefield') return o.bestowed || effectiveDef(o).subtypes.includes('Aura');
  return characteristics(state, id).subtypes.includes('Aura');
}

/** What it may enchant: its enchant abilities (CR 702.5c: all of them apply), and enchant creature if bestowed. */
export function enchantKinds(state: GameState, id: ObjectId): EnchantKind[] {
  const out: EnchantKind[] = [];
  for (const a of characteristics(state, id).abilities) if (a.kind === 'enchant') out.push(a.what);
  if (state.objects[id]?.bestowed) out.push(ENCHANT_CREATURE);
  return out;
}

/** CR 303.4a, 115.1b: the target an Aura spell requires, from its enchant ability (the first one names the kind of
 * target; the others restrict it further, checked by isLegalTarget through canEnchant). */
export function auraTargetSpec(state: GameState, id: ObjectId): TargetSpec | null {
  const kinds = enchantKinds(state, id);
  const k = kinds[0];
  if (!k) return null;
  // "Enchant creature" asks for "target creature".
  const enchant = characteristics(state, id).abilities.find((a) => a.kind === 'enchant');
  const text = enchant?.kind === 'enchant' ? `target ${enchant.text.replace(/^Enchant /, '')}` : 'target creature';
  return { what: k.kind === 'player' ? { kind: 'player', ...(k.who ? { who: k.who } : {}) } : k, text };
}

/** Whether the Aura `aura`, controlled by `controller`, could enchant `r` by its enchant abilities (CR 303.4c, d;
 * 702.5d: an Aura that can enchant a player can't enchant a permanent, and vice versa) and the protection of what it
 * would enchant (702.16c). Targeting rules such as hexproof are not part of this (an Aura permanent targets nothing,
 * 115.1b). */
export function canEnchant(state: GameState, aura: ObjectId, r: Ref, controller: PlayerId): boolean {
  const kinds = enchantKinds(state, aura);
  if (kinds.length === 0) return false;
  if (isPlayerRef(r)) {
    const pl = state.players[r.player];
    if (!pl || pl.lost) return false;
    // CR 801.8: not a player outside the Aura's controller's range of influence.
    if (!withinRange(state, controller, r.player)) return false;
    return kinds.every(
      (k) =>
        k.kind === 'player' &&
        (k.who === undefined || (k.who === 'you' ? r.player === controller : r.player !== controller)),
    );
  }
  // CR 303.4: an Aura enchants an object or a player, never an ability on the stack.
  if (!isObjectRef(r)) return false;
  // CR 303.4d: an Aura can't enchant itself.
  if (r.object === aura) return false;
  const o = state.objects[r.object];
  if (!o || o.left || o.zone !== 'battlefield') return false;
  if (!kinds.every((k) => k.kind === 'permanent' && matchesFilter(state, o, k.filter, controller, aura))) return false;
  // CR 702.16c: a permanent with protection can't be enchanted by Auras with the quality (702.16j: by no Aura, with
  // protection from everything).
  return !(anyProtection(state) && protectionFrom(state, o.id, aura) !== null);
}

/** CR 303.4f: the objects an Aura entering the battlefield other than by resolving could be attached to. */
export function enchantChoices(state: GameState, aura: ObjectId, controller: PlayerId): ObjectId[] {
  return state.battlefield.filter((id) => canEnchant(state, aura, { object: id }, controller));
}

/** For computer players: whether an Aura is good or bad for what it enchants, from what its static abilities do to
 * it ("gets +1/+2" helps, "can't attack or block" harms). */
export function auraPolarity(abilities: readonly Ability[]): Polarity {
  let p: Polarity = 'neutral';
  for (const a of abilities) {
    if (a.kind !== 'static' || !('affects' in a.effect) || !a.effect.affects.attachedBySource) continue;
    const e = a.effect;
    if (e.kind === 'cantAttackOrBlock' || e.kind === 'loseAllAbilities') return 'harm';
    if (e.kind === 'modifyPT') p = e.power + e.toughness < 0 ? 'harm' : 'help';
    else p = p === 'neutral' ? 'help' : p;
  }
  return p === 'neutral' ? 'help' : p;
}

/** CR 701.3: attach a permanent to an object or player (it also stops being attached to anything else). It gets a
 * new timestamp (CR 613.7e). */
export function attach(tx: Tx, id: ObjectId, to: Ref): void {
  const m = tx.mut(id);
  m.attachedTo = to;
  m.timestamp = tx.timestamp();
  tx.emit({ kind: 'info' }, () => {
    const what = characteristics(tx.s, id).name;
    const onto = refName(tx.s, to);
    return `${what} is attached to ${onto}`;
  });
}

/** What state-based actions do about an attached permanent (CR 704.5m, 704.5p, 702.103f), or null. */
export type AttachmentFix =
  | { readonly kind: 'graveyard'; readonly id: ObjectId; readonly why: string; readonly rule: string }
  | { readonly kind: 'unattach'; readonly id: ObjectId; readonly why: string; readonly rule: string }
  | { readonly kind: 'unbestow'; readonly id: ObjectId; readonly why: string; readonly rule: string };

function attachmentFix(state: GameState, id: ObjectId): AttachmentFix | null {
  const o = state.objects[id]!;
  const ch = characteristics(state, id);
  if (ch.subtypes.includes('Aura')) {
    const at = o.attachedTo;
    // CR 303.4d: an Aura that's also a creature can't enchant anything.
    const legal = at !== null && !ch.creature && canEnchant(state, id, at, o.controller);
    if (legal) return null;
    // CR 702.16c: an Aura attached to a permanent with protection from one of its qualities is attached illegally.
    const protectedBy =
      at !== null && isObjectRef(at) && anyProtection(state) ? protectionFrom(state, at.object, id) : null;
    const why =
      at === null
        ? ' (attached to nothing)'
        : protectedBy !== null
          ? ` (attached illegally: ${refName(state, at)} has ${protectedBy}, CR 702.16c)`
          : ' (attached illegally)';
    // CR 702.103f: a bestowed Aura that is unattached or attached illegally becomes unattached and ceases to be
    // bestowed instead (an exception to 704.5m).
    if (o.bestowed) return { kind: 'unbestow', id, why, rule: 'CR 702.103f' };
    return { kind: 'graveyard', id, why, rule: 'CR 704.5m' };
  }
  if (o.attachedTo === null) return null;
  // CR 704.5n: an Equipment attached to an illegal permanent or to a player becomes unattached (an Equipment that's
  // also a creature is attached illegally, 301.5c). (No Fortification exists yet: TODO 704.5n Fortifications.)
  if (ch.subtypes.includes('Equipment')) {
    const why = cantEquip(state, id, o.attachedTo);
    return why === null ? null : { kind: 'unattach', id, why: ` (${why})`, rule: 'CR 704.5n' };
  }
  // CR 704.5p: a creature, or a permanent that's no Aura, Equipment or Fortification, that is attached to something
  // becomes unattached.
  return { kind: 'unattach', id, why: '', rule: 'CR 704.5p' };
}

/** The attachment state-based actions that apply now. */
export function attachmentFixes(state: GameState): AttachmentFix[] {
  const out: AttachmentFix[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    // Only Auras and attached permanents can need anything; most permanents are neither (no effect changes subtypes
    // but bestow, which the record says).
    if (o.attachedTo === null && !o.bestowed && !effectiveDef(o).subtypes.includes('Aura')) continue;
    const f = attachmentFix(state, id);
    if (f) out.push(f);
  }
  return out;
}

/** Performs an attachment fix that still applies (the others were done in the same check, CR 704.3). */
export function unattach(tx: Tx, f: Extract<AttachmentFix, { kind: 'unattach' | 'unbestow' }>): void {
  const m = tx.mut(f.id);
  m.attachedTo = null;
  if (f.kind === 'unbestow') m.bestowed = false;
  const name = characteristics(tx.s, f.id).name;
  tx.emit(
    { kind: 'info' },
    () =>
      f.kind === 'unbestow'
        ? `${name} becomes unattached and is no longer bestowed: it is a creature again${f.why}`
        : `${name} becomes unattached${f.why}`,
    f.rule,
  );
}
