// Layers 4 and 5 read without running the layers (CR 613.1d-e): an object's card types and subtypes — resolved
// abilities making it a creature, "each land is a <type>" (305.7), every creature type (changeling, 702.73a; "all
// creature types", 205.3m) — and its colors, which filters ask for while the layers are being applied.
import type { CardDef, ObjectFilter } from '../card-def.js';
import { cacheOf } from '../layer-cache.js';
import type { GameObject, GameState } from '../state.js';
import type { CardType, Color, PlayerId } from '../types.js';
import { BESTOWED, effectiveDef, effectiveInfo } from './cr613-definitions.js';

/** Types and subtypes after layer 4 without running the layers: the only type-changing effects are those of
 * resolved abilities (a locked-in set of objects, CR 611.2c), so no filter is needed to find what they affect. */
export function typeLine(
  state: GameState,
  o: Readonly<GameObject>,
  d: CardDef,
): { types: readonly CardType[]; subtypes: readonly string[] } {
  // CR 702.103b: a bestowed Aura is an Enchantment — Aura, not a creature.
  const base = o.bestowed ? BESTOWED : d;
  if (o.zone !== 'battlefield') return base;
  const landTypes = landTypeStatics(state);
  if (state.effects.length === 0 && landTypes.length === 0) return base;
  let types = base.types;
  let subtypes = base.subtypes;
  for (const ce of state.effects) {
    if (ce.mod.kind !== 'becomeCreature' || !ce.affected.includes(o.id)) continue;
    for (const t of [...(ce.mod.types ?? []), 'Creature' as const]) if (!types.includes(t)) types = [...types, t];
    subtypes = [...subtypes, ...ce.mod.subtypes.filter((t) => !subtypes.includes(t))];
  }
  // "Each land is a Swamp in addition to its other land types": its filter names only the card type Land and, maybe,
  // its controller (addLandType), read here without the layers.
  for (const lt of landTypes)
    if (
      types.includes('Land') &&
      !subtypes.includes(lt.landType) &&
      (lt.affects.controller === undefined || (lt.affects.controller === 'you') === (o.controller === lt.controller))
    )
      subtypes = [...subtypes, lt.landType];
  return { types, subtypes };
}

interface LandTypeStatic {
  readonly controller: PlayerId;
  readonly affects: ObjectFilter;
  readonly landType: string;
}

/** The permanents' "Each land is a <type> in addition to its other land types" abilities, judged from printed
 * abilities: an effect removing abilities is applied in layer 6, after this one (CR 613.1d; Urborg's ruling). */
export function landTypeStatics(state: GameState): readonly LandTypeStatic[] {
  const cache = cacheOf(state);
  if (cache.landTypes) return cache.landTypes;
  const out: LandTypeStatic[] = [];
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    if (!effectiveInfo(o).layerStatics) continue;
    for (const a of effectiveDef(o).abilities)
      if (a.kind === 'static' && a.effect.kind === 'addLandType')
        out.push({ controller: o.controller, affects: a.effect.affects, landType: a.effect.landType });
  }
  return (cache.landTypes = out);
}

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
