// CR 613: characteristics are derived, never stored. One query applies the printed values, then the continuous
// effects from static abilities (611.3) and resolved spells and abilities (611.2) in layer and timestamp order.
import type { Ability, Keyword, ObjectFilter } from '../card-def.js';
import { manaValue } from '../mana.js';
import { cardDef } from '../registry.js';
import type { GameObject, GameState } from '../state.js';
import type { CardType, Color, ObjectId, PlayerId, Supertype } from '../types.js';

export interface Characteristics {
  readonly name: string;
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly supertypes: readonly Supertype[];
  readonly colors: readonly Color[];
  readonly power: number;
  readonly toughness: number;
  readonly keywords: readonly Keyword[];
  readonly abilities: readonly Ability[];
  readonly manaValue: number;
  readonly controller: PlayerId;
}

interface LayerEffect {
  readonly timestamp: number;
  readonly applies: (o: GameObject) => boolean;
  readonly power: number;
  readonly toughness: number;
  readonly keyword: Keyword | null;
}

const cache = new WeakMap<GameState, Map<ObjectId, Characteristics>>();

/** Printed characteristics, before any continuous effect (layer 0, CR 613.1). */
export function printed(o: Readonly<GameObject>) {
  return cardDef(o.def);
}

/** Whether `o` matches a filter, judged by its printed types (no type-changing effects exist yet, so layer 4 is the
 * printed type line) and its current situation. `source` is the object whose ability uses the filter. */
export function matchesFilter(
  state: GameState,
  o: Readonly<GameObject>,
  f: ObjectFilter,
  controller: PlayerId,
  source: ObjectId | null,
): boolean {
  const d = cardDef(o.def);
  if (f.types && !f.types.some((t) => d.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => d.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => d.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.every((t) => d.supertypes.includes(t))) return false;
  if (f.controller === 'you' && o.controller !== controller) return false;
  if (f.controller === 'opponent' && o.controller === controller) return false;
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (f.other && o.id === source) return false;
  if (f.colors && !f.colors.some((c) => d.colors.includes(c))) return false;
  if (f.minManaValue !== undefined && manaValue(d.manaCost) < f.minManaValue) return false;
  if (f.minPower !== undefined && characteristics(state, o.id).power < f.minPower) return false;
  return true;
}

/** Layer 6 and 7c effects that apply on the battlefield now, in timestamp order (CR 613.7). */
function layerEffects(state: GameState): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of state.battlefield) {
    const src = state.objects[id];
    if (!src) continue;
    const d = cardDef(src.def);
    for (const a of d.abilities) {
      if (a.kind !== 'static') continue;
      const e = a.effect;
      if (e.kind === 'modifyPT' || e.kind === 'grantKeyword') {
        const f = e.affects;
        out.push({
          timestamp: src.timestamp,
          applies: (o) => o.zone === 'battlefield' && matchesFilter(state, o, f, src.controller, src.id),
          power: e.kind === 'modifyPT' ? e.power : 0,
          toughness: e.kind === 'modifyPT' ? e.toughness : 0,
          keyword: e.kind === 'grantKeyword' ? e.keyword : null,
        });
      }
    }
  }
  for (const ce of state.effects) {
    const m = ce.mod;
    out.push({
      timestamp: ce.timestamp,
      applies: (o) => ce.affected.includes(o.id),
      power: m.kind === 'modifyPT' ? m.power : 0,
      toughness: m.kind === 'modifyPT' ? m.toughness : 0,
      keyword: m.kind === 'grantKeyword' ? m.keyword : null,
    });
  }
  // TODO 613.8: dependencies. No effect in the card pool changes what another effect applies to yet, so
  // timestamp order (613.7) is exact for it.
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

export function characteristics(state: GameState, id: ObjectId): Characteristics {
  let m = cache.get(state);
  const hit = m?.get(id);
  if (hit) return hit;
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  const d = cardDef(o.def);
  let power = d.power ?? 0;
  let toughness = d.toughness ?? 0;
  const keywords: Keyword[] = [];
  for (const a of d.abilities) if (a.kind === 'keyword') keywords.push(a.keyword);
  if (o.zone === 'battlefield') {
    const effects = layerEffects(state);
    // Layer 6: ability-adding effects.
    for (const e of effects) if (e.keyword && !keywords.includes(e.keyword) && e.applies(o)) keywords.push(e.keyword);
    // Layer 7c: effects and counters that modify power and toughness (CR 613.4c).
    for (const e of effects) {
      if ((e.power || e.toughness) && e.applies(o)) {
        power += e.power;
        toughness += e.toughness;
      }
    }
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    power += plus - minus;
    toughness += plus - minus;
  }
  const abilities = d.abilities;
  const c: Characteristics = {
    name: d.name,
    types: d.types,
    subtypes: d.subtypes,
    supertypes: d.supertypes,
    colors: d.colors,
    power,
    toughness,
    keywords,
    abilities,
    manaValue: manaValue(d.manaCost, o.zone === 'stack' ? o.x : 0),
    controller: o.controller,
  };
  if (!m) {
    m = new Map();
    cache.set(state, m);
  }
  m.set(id, c);
  return c;
}

/** Drops derived values for a state that is being written (the transaction's working copy). */
export function invalidate(state: GameState): void {
  cache.delete(state);
}

export function hasKeyword(state: GameState, id: ObjectId, k: Keyword): boolean {
  return characteristics(state, id).keywords.includes(k);
}

export function isType(state: GameState, id: ObjectId, t: CardType): boolean {
  return characteristics(state, id).types.includes(t);
}
