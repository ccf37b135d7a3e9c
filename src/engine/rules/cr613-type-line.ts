// Layers 4 and 5 read without running the layers (CR 613.1d-e): an object's card types and subtypes — resolved
// abilities making it a creature, "each land is a <type>" (305.7), every creature type (changeling, 702.73a; "all
// creature types", 205.3m) — and its colors, which filters ask for while the layers are being applied.
import type { CardDef, StaticEffect } from '../card-def.js';
import type { LayerEffect } from './cr613-dependency.js';
import { cacheOf, type LandTypeStatic } from '../layer-cache.js';
import { SUBTYPES } from '../subtypes.js';
import type { ContinuousMod, GameObject, GameState, GrantRef } from '../state.js';
import type { CardType, Color, ObjectId, PlayerId, Supertype } from '../types.js';
import { BESTOWED, effectiveDef, effectiveInfo } from './cr613-definitions.js';
import { evaluateCondition, type Matcher } from './condition-eval.js';

/** Types and subtypes after layer 4 without running the layers: the only type-changing effects are those of
 * resolved abilities (a locked-in set of objects, CR 611.2c), so no filter is needed to find what they affect. */
export function typeLine(state: GameState, o: Readonly<GameObject>, d: CardDef): TypeLine {
  // CR 702.103b: a bestowed Aura is an Enchantment — Aura, not a creature.
  const base: TypeLine = o.bestowed ? { ...BESTOWED, supertypes: d.supertypes } : d;
  if (o.zone !== 'battlefield') return base;
  const landTypes = landTypeStatics(state);
  const notCreature = notCreatureNow(state);
  if (state.effects.length === 0 && landTypes.length === 0 && notCreature.length === 0) return base;
  let types = base.types;
  let subtypes = base.subtypes;
  let supertypes = base.supertypes;
  // "{this} isn't a creature": its own static ability, older than any effect of a resolved ability on it (CR 613.7).
  if (notCreature.includes(o.id)) ({ types, subtypes } = withoutCreature(types, subtypes));
  for (const ce of state.effects) {
    const m = ce.mod;
    if (
      (m.kind !== 'becomeCreature' && m.kind !== 'becomeType' && m.kind !== 'loseCreatureTypes') ||
      !ce.affected.includes(o.id)
    )
      continue;
    if (m.kind === 'loseCreatureTypes') {
      // CR 613.1d: "loses all creature types".
      subtypes = subtypes.filter((t) => !CREATURE_TYPES.has(t));
      continue;
    }
    if (m.kind === 'becomeCreature') {
      ({ types, subtypes, supertypes } = becomeCreatureTypes({ types, subtypes, supertypes }, m));
      continue;
    }
    for (const t of m.types) if (!types.includes(t)) types = [...types, t];
    // CR 205.3d: a creature type added to what isn't a creature (now) isn't had.
    if (!types.includes('Creature')) continue;
    subtypes = [...subtypes, ...m.subtypes.filter((t) => !subtypes.includes(t))];
  }
  // "Each land is a Swamp in addition to its other land types" adds a land type; "Enchanted land is an Island" sets it
  // (CR 305.7), in timestamp order (613.7).
  for (const lt of landTypes)
    if (landStaticApplies(state, lt, o, types))
      subtypes = lt.sets
        ? withLandType(subtypes, lt.landType)
        : subtypes.includes(lt.landType)
          ? subtypes
          : [...subtypes, lt.landType];
  return { types, subtypes, supertypes };
}

/** An object's card types, subtypes and supertypes. */
export interface TypeLine {
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
}

/** Layer 4 (CR 613.1d): the type line after an effect makes the object a creature. The new card types replace the old
 * ones unless the effect says it keeps them (205.1a-b: "It's still a land", "that's still a planeswalker"); then the
 * subtypes of a card type it no longer has go too (205.1a), and the new creature types replace its creature types,
 * as they do for "a Bird artifact creature" (205.1b), which keeps its other types. Supertypes named are added. */
export function becomeCreatureTypes(line: TypeLine, m: Extract<ContinuousMod, { kind: 'becomeCreature' }>): TypeLine {
  const added: readonly CardType[] = [...(m.types ?? []), 'Creature'];
  const types = m.replaces === 'types' ? added : [...line.types, ...added.filter((t) => !line.types.includes(t))];
  const kept = m.replaces
    ? line.subtypes.filter((t) => !CREATURE_TYPES.has(t) && subtypeFits(t, types))
    : line.subtypes;
  const subtypes = [...kept, ...m.subtypes.filter((t) => !kept.includes(t))];
  const more = (m.supertypes ?? []).filter((t) => !line.supertypes.includes(t));
  return { types, subtypes, supertypes: more.length ? [...line.supertypes, ...more] : line.supertypes };
}

const SUBTYPE_SETS: readonly (readonly [ReadonlySet<string>, readonly CardType[]])[] = [
  [new Set(SUBTYPES.artifact), ['Artifact']],
  [new Set(SUBTYPES.enchantment), ['Enchantment']],
  [new Set(SUBTYPES.land), ['Land']],
  [new Set(SUBTYPES.spell), ['Instant', 'Sorcery']],
];

/** CR 205.3d: whether a (noncreature) subtype corresponds to one of these card types; a subtype of none of the sets
 * listed is a planeswalker's (or a battle's). */
function subtypeFits(t: string, types: readonly CardType[]): boolean {
  for (const [set, of] of SUBTYPE_SETS) if (set.has(t)) return of.some((c) => types.includes(c));
  return types.includes('Planeswalker') || types.includes('Battle');
}

/** CR 205.1a, 205.3d: an object that stops being a creature loses the card type and the creature types with it (the
 * Theros Gods' rulings: "it loses the type creature and all creature subtypes"). */
export function withoutCreature(
  types: readonly CardType[],
  subtypes: readonly string[],
): { types: readonly CardType[]; subtypes: readonly string[] } {
  return {
    types: types.filter((t) => t !== 'Creature'),
    subtypes: subtypes.filter((t) => !CREATURE_TYPES.has(t)),
  };
}

const CREATURE_TYPES = new Set<string>(SUBTYPES.creature);

/** A condition of a type-changing static ability is read without the layers: the compiler gives one only a condition
 * that matches no filter (devotion). */
const NO_FILTERS: Matcher = () => {
  throw new Error('a type-changing static ability with a condition on objects is not supported');
};

/** The permanents that aren't creatures by a static ability of their own ("As long as your devotion to blue is less
 * than five, {this} isn't a creature", CR 613.1d), their conditions read now (611.3a). Judged from printed abilities:
 * layer 4 applies before an effect removing abilities in layer 6 (613.1). */
export function notCreatureNow(state: GameState): readonly ObjectId[] {
  const cache = cacheOf(state);
  if (cache.notCreature) return cache.notCreature;
  const out: ObjectId[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (!effectiveInfo(o).layerStatics) continue;
    for (const a of effectiveDef(o).abilities)
      if (
        a.kind === 'static' &&
        a.effect.kind === 'notCreature' &&
        (!a.condition || evaluateCondition(state, a.condition, o.controller, o.id, NO_FILTERS))
      ) {
        out.push(id);
        break;
      }
  }
  return (cache.notCreature = out);
}

/** The permanents' static abilities giving lands a basic land type (CR 305.7), in timestamp order (613.7), judged
 * from printed abilities: an effect removing abilities is applied in layer 6, after these (CR 613.1d; Urborg's
 * ruling). A land whose land type an effect sets loses the abilities of its rules text (305.7), so its own land-type
 * abilities depend on that effect (613.8a) and no longer exist. */
export function landTypeStatics(state: GameState): readonly LandTypeStatic[] {
  const cache = cacheOf(state);
  if (cache.landTypes) return cache.landTypes;
  const all: LandTypeStatic[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (!effectiveInfo(o).layerStatics) continue;
    for (const a of effectiveDef(o).abilities)
      if (a.kind === 'static' && (a.effect.kind === 'addLandType' || a.effect.kind === 'setLandType'))
        all.push({
          controller: o.controller,
          source: o.id,
          timestamp: o.timestamp,
          affects: a.effect.affects,
          landType: a.effect.landType,
          sets: a.effect.kind === 'setLandType',
        });
  }
  const bereft = landsSetBy(state, all);
  const out = bereft.length === 0 ? all : all.filter((lt) => !bereft.includes(lt.source));
  if (out.length > 1) out.sort((a, b) => a.timestamp - b.timestamp);
  return (cache.landTypes = out);
}

/** CR 305.7: the lands whose land type an effect sets (they lose the abilities of their rules text). */
function landsSetBy(state: GameState, statics: readonly LandTypeStatic[]): readonly ObjectId[] {
  const out: ObjectId[] = [];
  for (const lt of statics) {
    if (!lt.sets) continue;
    for (const id of state.battlefield) {
      const o = state.objects[id]!;
      if (!out.includes(id) && landStaticApplies(state, lt, o, effectiveDef(o).types)) out.push(id);
    }
  }
  return out;
}

/** The lands whose land type an effect sets now (CR 305.7): none of their own static abilities applies. */
export function landsLosingAbilities(state: GameState): readonly ObjectId[] {
  const statics = landTypeStatics(state);
  return statics.some((lt) => lt.sets) ? landsSetBy(state, statics) : [];
}

/** Whether a land-type ability applies to an object with these card types: its filter names only the card type Land
 * and, maybe, its controller or the land its source enchants (CR 303.4m), read here without the layers. */
export function landStaticApplies(
  state: GameState,
  lt: LandTypeStatic,
  o: Readonly<GameObject>,
  types: readonly CardType[],
): boolean {
  if (!types.includes('Land')) return false;
  if (lt.affects.controller !== undefined && (lt.affects.controller === 'you') !== (o.controller === lt.controller))
    return false;
  if (lt.affects.attachedBySource) {
    const at = state.objects[lt.source]?.attachedTo;
    if (!at || !('object' in at) || at.object !== o.id) return false;
  }
  return true;
}

/** CR 613.1d, 305.7: the layer-4 effect of "Each land is a Swamp in addition to its other land types" or "Enchanted
 * land is an Island", applied to what typeLine finds it applies to. */
export function landTypeEffect(
  state: GameState,
  src: Readonly<GameObject>,
  e: Extract<StaticEffect, { kind: 'addLandType' | 'setLandType' }>,
  grant: GrantRef,
): LayerEffect {
  const lt: LandTypeStatic = {
    controller: src.controller,
    source: src.id,
    timestamp: src.timestamp,
    affects: e.affects,
    landType: e.landType,
    sets: e.kind === 'setLandType',
  };
  return {
    layer: '4',
    timestamp: src.timestamp,
    source: src.id,
    applies: (o) =>
      o.zone === 'battlefield' && landStaticApplies(state, lt, o, typeLine(state, o, effectiveDef(o)).types),
    power: 0,
    toughness: 0,
    keyword: null,
    loseAll: false,
    addSubtypes: [e.landType],
    ...(lt.sets ? { setsLandType: e.landType } : {}),
    grant,
  };
}

/** CR 305.7: a land's subtypes once an effect sets its land type: its other land types go. */
export function withLandType(subtypes: readonly string[], landType: string): readonly string[] {
  return [...subtypes.filter((t) => !LAND_TYPES.has(t)), landType];
}

const LAND_TYPES = new Set<string>(SUBTYPES.land);

/** Colors after layer 5 without running the layers: the only color-changing effects are those of resolved abilities
 * (a locked-in set of objects, CR 611.2c), the latest of which sets them (CR 105.3, 613.7). */
export function colorsNow(state: GameState, o: Readonly<GameObject>, d: CardDef): readonly Color[] {
  let colors = d.colors;
  if (state.effects.length === 0 || o.zone !== 'battlefield') return colors;
  let latest = -1;
  for (const ce of state.effects)
    if (ce.mod.kind === 'becomeCreature' && ce.mod.colors && ce.timestamp > latest && ce.affected.includes(o.id)) {
      colors = ce.mod.colors;
      latest = ce.timestamp;
    }
  return colors;
}

/** Layer 4: whether an effect of a resolved ability gives it every creature type ("becomes a 2/2 creature with all
 * creature types", Mutavault; CR 205.3m). */
function givenEveryCreatureType(state: GameState, o: Readonly<GameObject>): boolean {
  if (state.effects.length === 0 || o.zone !== 'battlefield') return false;
  return state.effects.some(
    (ce) => ce.mod.kind === 'becomeCreature' && ce.mod.allCreatureTypes === true && ce.affected.includes(o.id),
  );
}

/** The players whose creatures are every creature type (Maskwood Nexus), judged from printed abilities so that no
 * layer is needed to find them. */
export function everyTypePlayers(state: GameState): readonly PlayerId[] {
  const cache = cacheOf(state);
  if (cache.everyType) return cache.everyType;
  const out: PlayerId[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (
      effectiveInfo(o).layerStatics &&
      effectiveDef(o).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'allCreatureTypes') &&
      !out.includes(o.controller)
    )
      out.push(o.controller);
  }
  return (cache.everyType = out);
}

/** Layer 4: whether a creature object has every creature type — changeling works in all zones (CR 702.73a); Maskwood
 * Nexus covers its controller's creatures, creature spells and the creature cards they own elsewhere. */
export function hasEveryCreatureType(state: GameState, o: Readonly<GameObject>): boolean {
  const d = effectiveDef(o);
  // CR 613.1d, 613.7: "loses all creature types" takes away every creature type given before it — by changeling (a
  // characteristic-defining ability, applied first: 613.3) or by an earlier effect or static ability.
  const lost = lostCreatureTypesAt(state, o);
  if (lost >= 0 && !everyTypeAfter(state, o, lost)) return false;
  // CR 613.8a: "creatures you control are every creature type" depends on an effect that makes something a creature
  // (it changes what the first applies to), so it sees the types after that one, whatever their timestamps.
  if (!typeLine(state, o, d).types.includes('Creature')) return false;
  if (d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling')) return true;
  if (givenEveryCreatureType(state, o)) return true;
  const players = everyTypePlayers(state);
  if (players.length === 0) return false;
  const who = o.zone === 'battlefield' || o.zone === 'stack' ? o.controller : o.owner;
  return players.includes(who);
}

/** The timestamp of the latest "loses all creature types" effect on `o`, or -1. */
function lostCreatureTypesAt(state: GameState, o: Readonly<GameObject>): number {
  let at = -1;
  if (o.zone !== 'battlefield') return at;
  for (const ce of state.effects)
    if (ce.mod.kind === 'loseCreatureTypes' && ce.timestamp > at && ce.affected.includes(o.id)) at = ce.timestamp;
  return at;
}

/** Whether something gives `o` every creature type later than `timestamp` (CR 613.7): an effect of a resolved ability,
 * or a permanent with "creatures you control are every creature type" that is newer. */
function everyTypeAfter(state: GameState, o: Readonly<GameObject>, timestamp: number): boolean {
  if (
    state.effects.some(
      (ce) =>
        ce.mod.kind === 'becomeCreature' &&
        ce.mod.allCreatureTypes === true &&
        ce.timestamp > timestamp &&
        ce.affected.includes(o.id),
    )
  )
    return true;
  return state.battlefield.some((id) => {
    const src = state.objects[id]!;
    return (
      src.timestamp > timestamp &&
      src.controller === o.controller &&
      effectiveInfo(src).layerStatics &&
      effectiveDef(src).abilities.some((a) => a.kind === 'static' && a.effect.kind === 'allCreatureTypes')
    );
  });
}

/** Layer 4: the effect of "<object> loses all creature types" (CR 613.1d) of a resolved ability. */
export function loseCreatureTypesEffect(ce: GameState['effects'][number]): LayerEffect {
  return {
    layer: '4',
    timestamp: ce.timestamp,
    source: null,
    applies: (o) => ce.affected.includes(o.id),
    power: 0,
    toughness: 0,
    keyword: null,
    loseAll: false,
    loseCreatureTypes: true,
    grant: null,
  };
}
