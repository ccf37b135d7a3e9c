// CR 613: characteristics are derived, never stored. One query applies the printed values, then the continuous
// effects from static abilities (611.3) and resolved spells and abilities (611.2) in layer and timestamp order.
import type { Ability, Amount, Keyword, ObjectFilter } from '../card-def.js';
import { manaValue } from '../mana.js';
import { forgetMemos } from '../memo.js';
import { cardDef, defInfo } from '../registry.js';
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

/** One continuous effect in layer 6 or 7 (CR 613.1f-g, 613.4). */
interface LayerEffect {
  readonly layer: '6' | '7b' | '7c' | '7d';
  readonly timestamp: number;
  readonly applies: (o: GameObject) => boolean;
  readonly power: number;
  readonly toughness: number;
  readonly keyword: Keyword | null;
}

// Derived values are cached: per state (a state handed out by apply never changes), and per object record when no
// continuous effect applies anywhere, since characteristics then depend on the record alone. A transaction's
// working state drops its caches on every write (invalidate, forgetObject).
const cache = new WeakMap<GameState, Map<ObjectId, Characteristics>>();
const layerCache = new WeakMap<GameState, LayerEffect[]>();
const recordCache = new WeakMap<GameObject, Characteristics>();

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
  let out = layerCache.get(state);
  if (!out) {
    out = collectLayerEffects(state);
    layerCache.set(state, out);
  }
  return out;
}

function collectLayerEffects(state: GameState): LayerEffect[] {
  const out: LayerEffect[] = [];
  for (const id of state.battlefield) {
    const src = state.objects[id];
    if (!src || !defInfo(src.def).layerStatics) continue;
    const d = cardDef(src.def);
    for (const a of d.abilities) {
      if (a.kind !== 'static') continue;
      const e = a.effect;
      if (e.kind === 'modifyPT' || e.kind === 'grantKeyword') {
        const f = e.affects;
        out.push({
          layer: e.kind === 'modifyPT' ? '7c' : '6',
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
      layer: m.kind === 'grantKeyword' ? '6' : m.kind === 'setBasePT' ? '7b' : m.kind === 'switchPT' ? '7d' : '7c',
      timestamp: ce.timestamp,
      applies: (o) => ce.affected.includes(o.id),
      power: m.kind === 'modifyPT' || m.kind === 'setBasePT' ? m.power : 0,
      toughness: m.kind === 'modifyPT' || m.kind === 'setBasePT' ? m.toughness : 0,
      keyword: m.kind === 'grantKeyword' ? m.keyword : null,
    });
  }
  // TODO 613.8: dependencies. No effect in the card pool changes what another effect applies to yet, so
  // timestamp order (613.7) is exact for it.
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

const NO_EFFECTS: LayerEffect[] = [];

export function characteristics(state: GameState, id: ObjectId): Characteristics {
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  const effects = o.zone === 'battlefield' ? layerEffects(state) : NO_EFFECTS;
  const info = defInfo(o.def);
  // A characteristic-defining ability looks at other objects, so its result can't be kept with the record.
  const cda = info.cda;
  const byRecord = effects.length === 0 && !cda;
  let m: Map<ObjectId, Characteristics> | undefined;
  if (byRecord) {
    const r = recordCache.get(o);
    if (r) return r;
  } else {
    m = cache.get(state);
    const hit = m?.get(id);
    if (hit) return hit;
  }
  const d = info.def;
  if (byRecord && o.zone !== 'stack' && !o.counters['+1/+1'] && !o.counters['-1/-1']) {
    const b = printedFor(d.name, o.controller);
    recordCache.set(o, b);
    return b;
  }
  let power = d.power ?? 0;
  let toughness = d.toughness ?? 0;
  // Layer 7a: characteristic-defining abilities work in every zone (CR 604.3, 613.4a).
  if (cda) {
    power = cdaAmount(state, o, cda.power);
    toughness = cdaAmount(state, o, cda.toughness);
  }
  const keywords: Keyword[] = [];
  for (const a of d.abilities) if (a.kind === 'keyword') keywords.push(a.keyword);
  if (o.zone === 'battlefield') {
    // Effects apply layer by layer, each sublayer in timestamp order (CR 613.4, 613.7); `effects` is sorted.
    // Layer 6: ability-adding effects.
    for (const e of effects)
      if (e.layer === '6' && e.keyword && !keywords.includes(e.keyword) && e.applies(o)) keywords.push(e.keyword);
    // Layer 7b: effects that set power and toughness.
    for (const e of effects)
      if (e.layer === '7b' && e.applies(o)) {
        power = e.power;
        toughness = e.toughness;
      }
    // Layer 7c: effects and counters that modify power and toughness (CR 613.4c).
    for (const e of effects) {
      if (e.layer === '7c' && e.applies(o)) {
        power += e.power;
        toughness += e.toughness;
      }
    }
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    power += plus - minus;
    toughness += plus - minus;
    // Layer 7d: switching power and toughness.
    for (const e of effects)
      if (e.layer === '7d' && e.applies(o)) {
        const p = power;
        power = toughness;
        toughness = p;
      }
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
  if (byRecord) recordCache.set(o, c);
  else {
    if (!m) {
      m = new Map();
      cache.set(state, m);
    }
    m.set(id, c);
  }
  return c;
}

/** A characteristic-defining ability's number, e.g. "the number of Swamps you control". */
function cdaAmount(state: GameState, o: Readonly<GameObject>, a: Amount): number {
  switch (a.kind) {
    case 'const':
      return a.n;
    case 'x':
      return 0;
    case 'count': {
      let n = 0;
      for (const id of state.battlefield)
        if (matchesFilter(state, state.objects[id]!, a.filter, o.controller, o.id)) n++;
      return n;
    }
  }
}

const printedCache = new Map<string, Characteristics[]>();

/** The printed characteristics under a controller, shared by every object of that card with no effect on it. */
function printedFor(name: string, controller: PlayerId): Characteristics {
  let row = printedCache.get(name);
  if (!row) printedCache.set(name, (row = []));
  let c = row[controller];
  if (!c) {
    const d = cardDef(name);
    c = row[controller] = {
      name: d.name,
      types: d.types,
      subtypes: d.subtypes,
      supertypes: d.supertypes,
      colors: d.colors,
      power: d.power ?? 0,
      toughness: d.toughness ?? 0,
      keywords: d.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])),
      abilities: d.abilities,
      manaValue: manaValue(d.manaCost),
      controller,
    };
  }
  return c;
}

/** Forgets what was derived from an object record that is about to be written. */
export function forgetObject(o: GameObject): void {
  recordCache.delete(o);
}

/** Drops derived values for a state that is being written (the transaction's working copy). */
export function invalidate(state: GameState): void {
  cache.delete(state);
  layerCache.delete(state);
  forgetMemos(state);
}

export function hasKeyword(state: GameState, id: ObjectId, k: Keyword): boolean {
  return characteristics(state, id).keywords.includes(k);
}

export function isType(state: GameState, id: ObjectId, t: CardType): boolean {
  return characteristics(state, id).types.includes(t);
}
