// CR 106: what mana an ability produces. "Could produce" (106.7), mana of an undefined type (106.7: none), and the
// replacement effects that modify mana production while a mana ability resolves (seed rulings: "tapped for mana").
import type { Ability, ManaProduction, ManaRestriction, ObjectFilter } from '../card-def.js';
import { memoKey } from '../memo.js';
import type { GameState } from '../state.js';
import { COLORS, type ManaType, type ObjectId, type PlayerId } from '../types.js';
import { characteristics, effectiveInfo, layerMemo, matchesFilter } from './cr613-layers.js';
import { commanderIdentity } from './cr903-commander.js';

type ManaAbility = Extract<Ability, { kind: 'mana' }>;
const ALL_TYPES: readonly ManaType[] = [...COLORS, 'C'];

/** "To tap a permanent for mana" is to activate a mana ability with {T} in its cost (seed ruling; CR 605). */
export function tapsForMana(a: ManaAbility): boolean {
  return a.costs.some((c) => c.kind === 'tap');
}

/**
 * The types an ability's production could be, before replacement effects: "one mana of any color", a fixed list, or
 * "any type/color that a land you control / an opponent controls could produce" (CR 106.7). `visiting` guards the
 * look at other permanents (two Reflecting Pools see each other: neither adds anything of its own).
 */
export function productionTypes(
  state: GameState,
  p: ManaProduction,
  controller: PlayerId,
  source: ObjectId,
  visiting?: Set<ObjectId>,
): ManaType[] {
  switch (p.kind) {
    case 'fixed':
      return distinct(p.mana);
    case 'anyColor':
      return [...COLORS];
    case 'commanderIdentity':
      // CR 903.4f: undefined for a player without a commander: no type, so no mana (106.7).
      return commanderIdentity(state, controller);
    case 'oneOf':
    case 'combination':
      return [...new Set(p.types)];
    case 'amount':
      return p.type === 'chosenColor' ? [...COLORS] : [p.type];
    case 'couldProduce': {
      const types = new Set<ManaType>();
      visiting ??= new Set();
      visiting.add(source);
      for (const id of state.battlefield) {
        if (visiting.has(id)) continue;
        const o = state.objects[id]!;
        const mine = o.controller === controller;
        if (p.whose === 'you' ? !mine : mine) continue;
        if (!matchesFilter(state, o, p.filter, controller, source)) continue;
        for (const t of couldProduce(state, id, visiting)) types.add(t);
      }
      visiting.delete(source);
      return ALL_TYPES.filter((t) => types.has(t) && (!p.colorsOnly || t !== 'C'));
    }
  }
}

/** The types in a list, each once, in their order (a list of mana symbols has a handful at most). */
function distinct(list: readonly ManaType[]): ManaType[] {
  const out: ManaType[] = [];
  for (const t of list) if (!out.includes(t)) out.push(t);
  return out;
}

/**
 * CR 106.7: the types of mana a permanent could produce — what its mana abilities would produce if they resolved now,
 * with applicable replacement effects in any order, ignoring whether their costs could be paid.
 */
export function couldProduce(state: GameState, id: ObjectId, visiting: Set<ObjectId> = new Set()): Set<ManaType> {
  const out = new Set<ManaType>();
  const o = state.objects[id];
  if (!o) return out;
  const abilities = characteristics(state, id).abilities;
  for (const a of abilities) {
    if (a.kind !== 'mana') continue;
    const types = productionTypes(state, a.produce, o.controller, id, visiting);
    if (types.length === 0) continue;
    for (const t of replacedTypes(state, id, a, types)) out.add(t);
  }
  return out;
}

/** The types mana would have after replacement effects that change its type (Contamination: lands tapped for mana
 * produce {B} instead of any other type and amount). */
export function replacedTypes(
  state: GameState,
  source: ObjectId,
  a: ManaAbility,
  types: readonly ManaType[],
): ManaType[] {
  const r = manaReplacements(state, source, a);
  const become = r.find((x) => x.kind === 'becomes');
  return become ? [become.type] : types.slice();
}

export type ManaReplacement =
  | { readonly kind: 'becomes'; readonly type: ManaType; readonly source: ObjectId; readonly index: number }
  | { readonly kind: 'double'; readonly source: ObjectId; readonly index: number };

/** The permanents with static abilities that replace mana production, in battlefield order: asked for every mana
 * ability, while there are few or none. */
const MANA_REPLACEMENT_HOLDERS = memoKey<readonly ObjectId[]>('manaReplacementHolders', (state) =>
  state.battlefield.filter((id) => effectiveInfo(state.objects[id]!).manaReplacements),
);

function manaReplacementHolders(state: GameState): readonly ObjectId[] {
  return layerMemo(state, MANA_REPLACEMENT_HOLDERS);
}

/** Whether some permanent has a static ability replacing mana production (CR 106.6a, 614.1a). */
export function anyManaReplacements(state: GameState): boolean {
  return manaReplacementHolders(state).length > 0;
}

/** Static replacement effects that apply to mana produced by `a` of `source` (for a tapped-for-mana ability). */
export function manaReplacements(state: GameState, source: ObjectId, a: ManaAbility): ManaReplacement[] {
  if (!tapsForMana(a)) return [];
  const o = state.objects[source];
  if (!o) return [];
  const out: ManaReplacement[] = [];
  for (const id of manaReplacementHolders(state)) {
    const holder = state.objects[id]!;
    const abilities = characteristics(state, id).abilities;
    abilities.forEach((ab, index) => {
      if (ab.kind !== 'static') return;
      const e = ab.effect;
      if (e.kind === 'manaBecomes' && matchesFilter(state, o, e.filter, holder.controller, id))
        out.push({ kind: 'becomes', type: e.type, source: id, index });
      if (e.kind === 'manaDoubled' && o.controller === holder.controller)
        out.push({ kind: 'double', source: id, index });
    });
  }
  return out;
}

/** What mana is being spent on: casting a spell (the spell, or the card about to become one), or anything else (an
 * activated ability's cost, a cost to attack). CR 106.6 restrictions are judged against it. */
export type ManaPurpose = { readonly kind: 'spell'; readonly object: ObjectId } | { readonly kind: 'other' };

/** The kind of spell mana from this ability of this source may be spent to cast (CR 106.6), with "the chosen type"
 * read from the source (CR 607.2d: the type chosen as it entered; with none chosen, no spell qualifies). */
export function restrictionFilter(state: GameState, source: ObjectId, r: ManaRestriction): ObjectFilter {
  if (!r.ofChosenType) return r.spell;
  const chosen = state.objects[source]?.chosenType ?? null;
  return { ...r.spell, subtypes: chosen === null ? [] : [chosen] };
}

/** Whether mana restricted to casting spells like `spell` (null: unrestricted) may be spent on `purpose`. */
export function spendAllowed(
  state: GameState,
  spell: ObjectFilter | null,
  purpose: ManaPurpose,
  player: PlayerId,
): boolean {
  if (spell === null) return true;
  if (purpose.kind !== 'spell') return false;
  const o = state.objects[purpose.object];
  return !!o && matchesFilter(state, o, spell, player, null);
}

/** How restricted mana is described: "only to cast a Bear creature spell; that spell can't be countered". */
export function restrictionText(spell: ObjectFilter, cantBeCountered: boolean): string {
  const sub = spell.subtypes ? (spell.subtypes.length ? spell.subtypes.join(' or ') + ' ' : 'chosen-type ') : '';
  const types = (spell.types ?? []).map((t) => t.toLowerCase()).join(' or ');
  const what = `only to cast a${/^[AEIOUaeiou]/.test(sub + types) ? 'n' : ''} ${sub}${types ? types + ' ' : ''}spell`;
  return cantBeCountered ? `${what}; that spell can't be countered` : what;
}
