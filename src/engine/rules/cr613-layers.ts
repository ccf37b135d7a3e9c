// CR 613: characteristics are derived, never stored. For the battlefield, one pass per state applies the printed
// values, then the continuous effects from static abilities (611.3) and from resolved spells and abilities (611.2)
// layer by layer, each in timestamp order (613.7) unless one depends on another (613.8).
//
// The layers the card model has effects for: 1 (copy effects, 707.2: an object's copiable values, effectiveInfo),
// 4 (type-changing: "becomes a creature", "every creature type"), 5 (color-changing: "becomes a white and blue ...
// creature", of resolved abilities only), 6 (ability adding and removing), 7a-7d (power and toughness:
// characteristic-defining abilities, setting, modifying with counters in 7c, switching).
// Layer 2 (control-changing, 613.1b) is applied to the records' `controller` by rules/cr613-control.ts, before these
// layers read it. TODO 613.1c layer 3 (text-changing): no effect of the card model changes text yet, so a card that
// would is not playable (the compiler says so).
import type { Ability, Keyword, ObjectFilter } from '../card-def.js';
import { memoKey } from '../memo.js';
import { SUBTYPES } from '../subtypes.js';
import { withinRange } from './cr801-range-of-influence.js';
import {
  applyingLayers,
  byIdToWrite,
  cacheOf,
  deriveWith,
  layerMemo,
  layersApplying,
  noteLayersReadPlayers,
  noteStatusRead,
  recordChars,
  type LayerCache,
} from '../layer-cache.js';
import type { Characteristics } from '../characteristics.js';
import type { GameObject, GameState, GrantRef } from '../state.js';
import { attachedTo, type CardType, type Color, type ObjectId, type PlayerId, type Supertype } from '../types.js';

import {
  abilityAt,
  abilityLocation,
  BESTOWED,
  effectiveDef,
  effectiveInfo,
  grantedAbility,
  manaValueOf,
  NO_GRANTS,
  printed,
  type AbilityLocation,
} from './cr613-definitions.js';
import {
  becomeCreatureTypes,
  colorsNow,
  everyTypePlayers,
  hasEveryCreatureType,
  landsLosingAbilities,
  landTypeEffect,
  loseCreatureTypesEffect,
  notCreatureNow,
  typeLine,
  withLandType,
  withoutCreature,
} from './cr613-type-line.js';
import { conditionReadsPlayers, evaluateCondition } from './condition-eval.js';
import { pairedPartner } from './cr702-soulbond.js';
import { cdaAmount, counterPT, fromRecord } from './cr613-record-characteristics.js';
import { orderWithDependencies, type LayerEffect } from './cr613-dependency.js';

export type { Characteristics } from '../characteristics.js';
// An object's definition and its type line are worked out in their own modules; the rules ask for them here as ever.
export { abilityAt, abilityLocation, effectiveDef, effectiveInfo, grantedAbility, hasEveryCreatureType, printed };
export type { AbilityLocation };
// A value kept with the characteristics is the kernel's to keep (layer-cache.ts); the rules ask for it here as ever.
export { layerMemo };

const NO_ABILITIES: readonly Ability[] = [];

/** Whether `o` matches a filter, judged by its types after layer 4 (typeLine), its colors after layer 5 (colorsNow)
 * and its current situation. `source` is the object whose ability uses
 * the filter. */
export function matchesFilter(
  state: GameState,
  o: Readonly<GameObject>,
  f: ObjectFilter,
  controller: PlayerId,
  source: ObjectId | null,
): boolean {
  // CR 801.10, 801.11, 801.5a: with limited range of influence, what a player's spells and abilities affect, count or
  // choose is within that player's range.
  if (state.rangeOfInfluence !== null && !withinRange(state, controller, o.controller)) return false;
  const d = effectiveDef(o);
  const { types, subtypes, supertypes } = typeLine(state, o, d);
  if (f.types && !f.types.some((t) => types.includes(t))) return false;
  if (f.alsoTypes && !f.alsoTypes.every((t) => types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => types.includes(t))) return false;
  if (f.attachedBySource) {
    // CR 303.4m: "enchanted creature" is whatever the source is attached to.
    const at = source === null ? null : state.objects[source]?.attachedTo;
    if (!at || !('object' in at) || at.object !== o.id) return false;
  }
  if (f.pairedGroup) {
    const partner = source === null ? null : pairedPartner(state, source, (x) => isCreatureByTypeLine(state, x));
    if (partner === null || (o.id !== source && o.id !== partner)) return false;
  }
  if (f.subtypes || f.notSubtypes) {
    const every = hasEveryCreatureType(state, o);
    const has = (t: string) => subtypes.includes(t) || (every && CREATURE_TYPES.has(t));
    if (f.subtypes && !f.subtypes.some(has)) return false;
    if (f.notSubtypes && f.notSubtypes.some(has)) return false;
  }
  if (f.supertypes && !f.supertypes.every((t) => supertypes.includes(t))) return false;
  if (f.notSupertypes && f.notSupertypes.some((t) => supertypes.includes(t))) return false;
  if (f.controller === 'you' && o.controller !== controller) return false;
  if (f.controller === 'opponent' && o.controller === controller) return false;
  if (f.controlledByEnchantedPlayer && !attachedTo(state.objects[source ?? -1]?.attachedTo, o.controller)) return false;
  if (f.tapped !== undefined || f.combat !== undefined) noteStatusRead(state);
  if (f.tapped !== undefined && o.tapped !== f.tapped) return false;
  if (f.other && o.id === source) return false;
  if (f.self && o.id !== source) return false;
  if (f.token !== undefined && o.token !== f.token) return false;
  if (f.colors || f.notColors) {
    const colors = colorsNow(state, o, d);
    if (f.colors && !f.colors.some((c) => colors.includes(c))) return false;
    if (f.notColors && f.notColors.some((c) => colors.includes(c))) return false;
  }
  // CR 105.2b-c: monocolored is exactly one color, multicolored two or more, colorless none.
  if (f.colorCount) {
    const n = colorsNow(state, o, d).length;
    if (f.colorCount === 'mono' ? n !== 1 : f.colorCount === 'multi' ? n < 2 : n !== 0) return false;
  }
  // CR 506.4, 509.1h: an attacking or blocking creature stays one until removed from combat (a blocker whose attacker
  // left combat is still blocking).
  if (f.combat === 'attacking' && o.attacking === null) return false;
  if (f.combat === 'blocking' && o.blocking.length === 0) return false;
  if (f.combat === 'attackingOrBlocking' && o.attacking === null && o.blocking.length === 0) return false;
  // CR 400.7: a permanent that entered this turn is an object made this turn.
  if (f.enteredThisTurn && (o.zone !== 'battlefield' || o.enteredTurn !== state.turn.number)) return false;
  // An amount is counted by the effect that uses the filter, as it resolves (CR 608.2h); none here.
  if (f.manaValueIs !== undefined) return false;
  if (f.minManaValue !== undefined && manaValueOf(d) < f.minManaValue) return false;
  if (f.maxManaValue !== undefined && manaValueOf(d) > f.maxManaValue) return false;
  if (f.anyOf && !f.anyOf.some((g) => matchesFilter(state, o, g, controller, source))) return false;
  if (
    f.minPower !== undefined ||
    f.maxPower !== undefined ||
    f.minToughness !== undefined ||
    f.maxToughness !== undefined
  ) {
    // While the layers are being applied, a filter can only see power and toughness before them (no effect in the
    // vocabulary makes what a static ability applies to depend on them, so nothing reaches this during that pass).
    const c = applyingLayers(state) ? fromRecord(state, o) : characteristics(state, o.id);
    if (f.minPower !== undefined && c.power < f.minPower) return false;
    if (f.maxPower !== undefined && c.power > f.maxPower) return false;
    if (f.minToughness !== undefined && c.toughness < f.minToughness) return false;
    if (f.maxToughness !== undefined && c.toughness > f.maxToughness) return false;
  }
  if (f.keyword !== undefined || f.notKeyword !== undefined) {
    // CR 702: "with flying", "without flying" — its abilities after the layers (the printed ones while they apply,
    // as for power above).
    const ks = applyingLayers(state) ? fromRecord(state, o).keywords : characteristics(state, o.id).keywords;
    if (f.keyword !== undefined && !ks.includes(f.keyword)) return false;
    if (f.notKeyword !== undefined && ks.includes(f.notKeyword)) return false;
  }
  if (f.namedAsSource !== undefined) {
    // CR 201.2: "named {this}" — the same name as the source; an object with no name has none (201.2a).
    const src = source === null ? undefined : state.objects[source];
    const name = src ? characteristics(state, src.id).name : '';
    const same = name !== '' && characteristics(state, o.id).name === name;
    if (same !== f.namedAsSource) return false;
  }
  if (f.sharesCreatureTypeWithCommander && !sharesTypeWithCommander(state, o, controller)) return false;
  return true;
}

/** "shares a creature type with your commander" (CR 903.3): the creature types the player's commanders have now; a
 * commander in a hidden zone (hand, library) has none (its rulings). */
function sharesTypeWithCommander(state: GameState, o: Readonly<GameObject>, controller: PlayerId): boolean {
  const pl = state.players[controller];
  if (!pl || pl.commanders.length === 0) return false;
  const typesOf = (x: Readonly<GameObject>): { every: boolean; types: readonly string[] } => ({
    every: hasEveryCreatureType(state, x),
    types: typeLine(state, x, effectiveDef(x)).subtypes.filter((t) => CREATURE_TYPES.has(t)),
  });
  const mine = typesOf(o);
  if (!mine.every && mine.types.length === 0) return false;
  for (const c of state.objects) {
    if (!c || c.left || c.owner !== controller || c.card < 0 || !pl.commanders.includes(c.card)) continue;
    if (c.zone === 'hand' || c.zone === 'library') continue;
    const theirs = typesOf(c);
    if (theirs.types.length === 0 && !theirs.every) continue;
    if (mine.every || theirs.every || theirs.types.some((t) => mine.types.includes(t))) return true;
  }
  return false;
}

const CREATURE_TYPES = new Set<string>(SUBTYPES.creature);

const ANY_GRANTED = memoKey<boolean>(
  'anyGrantedAbilities',
  (state) =>
    layerSources(state).some((id) => effectiveInfo(state.objects[id]!).grants) ||
    state.effects.some((ce) => ce.mod.kind === 'becomeCreature' && (ce.mod.abilities?.length ?? 0) > 0),
);

/** The objects whose static abilities may make continuous effects: the permanents, and the emblems in the command
 * zone (CR 114.4: an emblem's abilities function there; a commander's don't, 113.6). */
function layerSources(state: GameState): readonly ObjectId[] {
  if (state.command.length === 0) return state.battlefield;
  const emblems = state.command.filter((id) => effectiveDef(state.objects[id]!).emblem);
  return emblems.length === 0 ? state.battlefield : [...state.battlefield, ...emblems];
}

/** Whether some permanent has a static ability granting an ability, or an effect of a resolved ability grants one
 * (then any permanent may have one it doesn't print). */
export function anyGrantedAbilities(state: GameState): boolean {
  return layerMemo(state, ANY_GRANTED);
}

/** The continuous effects that exist now, in timestamp order. */
function collectLayerEffects(state: GameState): LayerEffect[] {
  const out: LayerEffect[] = [];
  // CR 305.7, 613.8a: a land whose land type an effect sets has none of its own static abilities.
  const bereft = landsLosingAbilities(state);
  for (const id of layerSources(state)) {
    const src = state.objects[id];
    if (!src || bereft.includes(id)) continue;
    const si = effectiveInfo(src);
    if (!si.layerStatics) continue;
    const sd = si.def;
    sd.abilities.forEach((a, index) => {
      if (a.kind !== 'static') return;
      // CR 611.3a: "as long as <condition>" — the effect exists only while the condition holds, checked continuously.
      if (a.condition) {
        if (conditionReadsPlayers(a.condition)) noteLayersReadPlayers(state);
        if (!evaluateCondition(state, a.condition, src.controller, src.id, matchesFilter)) return;
      }
      const e = a.effect;
      if (e.kind === 'notCreature') {
        // CR 613.1d: "{this} isn't a creature" (layer 4), the same judgement as typeLine's.
        if (!notCreatureNow(state).includes(src.id)) return;
        out.push({
          layer: '4',
          timestamp: src.timestamp,
          source: src.id,
          applies: (o) => o.id === src.id,
          power: 0,
          toughness: 0,
          keyword: null,
          loseAll: false,
          notCreature: true,
          grant: null,
        });
        return;
      }
      if (e.kind === 'basePT') {
        // CR 711.2a-b, 613.4b: a leveler's base power and toughness for its level (layer 7b).
        out.push({
          layer: '7b',
          timestamp: src.timestamp,
          source: src.id,
          applies: (o) => o.id === src.id,
          power: e.power,
          toughness: e.toughness,
          keyword: null,
          loseAll: false,
          grant: null,
        });
        return;
      }
      if (e.kind === 'addLandType' || e.kind === 'setLandType') {
        out.push(landTypeEffect(state, src, e, { def: si.key, index }));
        return;
      }
      if (
        e.kind !== 'modifyPT' &&
        e.kind !== 'grantKeyword' &&
        e.kind !== 'loseAllAbilities' &&
        e.kind !== 'grantAbility'
      )
        return;
      const f = e.affects;
      // "gets +1/+1 for each ...": counted as the effect applies (CR 611.3a: a static ability's effect is
      // continuously re-evaluated).
      const times = e.kind === 'modifyPT' && e.forEach ? cdaAmount(state, src, e.forEach) : 1;
      out.push({
        layer: e.kind === 'modifyPT' ? '7c' : '6',
        timestamp: src.timestamp,
        source: src.id,
        applies: (o) => o.zone === 'battlefield' && matchesFilter(state, o, f, src.controller, src.id),
        power: e.kind === 'modifyPT' ? e.power * times : 0,
        toughness: e.kind === 'modifyPT' ? e.toughness * times : 0,
        keyword: e.kind === 'grantKeyword' ? e.keyword : null,
        loseAll: e.kind === 'loseAllAbilities',
        grant: e.kind === 'grantAbility' ? { def: si.key, index } : null,
      });
    });
  }
  for (const ce of state.effects) {
    const m = ce.mod;
    // A restriction on blocking (CR 509.1b) changes no characteristic: combat reads it (canBlock); nor does an effect
    // on the next untap step (CR 502.3), which the untap step reads.
    if (m.kind === 'cantBeBlocked' || m.kind === 'doesntUntapNext' || m.kind === 'doesntUntap') continue;
    // Layer 2 is applied to the records (cr613-control.ts).
    if (m.kind === 'control') continue;
    if (m.kind === 'loseCreatureTypes') {
      out.push(loseCreatureTypesEffect(ce));
      continue;
    }
    if (m.kind === 'becomeType') {
      // Layer 4: types added to the old ones (CR 205.1b); creature types only to a creature (205.3d).
      out.push({
        layer: '4',
        timestamp: ce.timestamp,
        source: null,
        applies: (o) => ce.affected.includes(o.id),
        power: 0,
        toughness: 0,
        keyword: null,
        loseAll: false,
        addTypes: m.types,
        addSubtypes: m.subtypes,
        subtypesOfCreature: true,
        grant: null,
      });
      continue;
    }
    if (m.kind === 'becomeCreature') {
      // Layer 4 makes it a creature with the subtypes (keeping or replacing its types, CR 205.1a-b); layer 7b sets
      // the base power and toughness (CR 613.1d, 613.4b).
      const applies = (o: GameObject) => ce.affected.includes(o.id);
      const base = { timestamp: ce.timestamp, source: null, applies, keyword: null, loseAll: false, grant: null };
      out.push({ ...base, layer: '4', power: 0, toughness: 0, becomes: m });
      // Layer 5: its colors become the ones named (CR 105.3); layer 6: the keywords it has "with", and the abilities
      // in quotation marks (CR 113.1), kept with the effect.
      if (m.colors) out.push({ ...base, layer: '5', power: 0, toughness: 0, setColors: m.colors });
      for (const keyword of m.keywords ?? []) out.push({ ...base, layer: '6', power: 0, toughness: 0, keyword });
      const def = state.objects[ce.source] ? effectiveInfo(state.objects[ce.source]!).key : '';
      for (const ability of m.abilities ?? [])
        out.push({ ...base, layer: '6', power: 0, toughness: 0, grant: { def, index: -1, ability } });
      // CR 301.7b: a Vehicle that becomes a creature has its printed power and toughness.
      if (m.power !== undefined && m.toughness !== undefined)
        out.push({ ...base, layer: '7b', power: m.power, toughness: m.toughness });
      continue;
    }
    out.push({
      layer: m.kind === 'grantKeyword' ? '6' : m.kind === 'setBasePT' ? '7b' : m.kind === 'switchPT' ? '7d' : '7c',
      timestamp: ce.timestamp,
      source: null,
      applies: (o) => ce.affected.includes(o.id),
      power: m.kind === 'modifyPT' || m.kind === 'setBasePT' ? m.power : 0,
      toughness: m.kind === 'modifyPT' || m.kind === 'setBasePT' ? m.toughness : 0,
      keyword: m.kind === 'grantKeyword' ? m.keyword : null,
      loseAll: false,
      grant: null,
    });
  }
  // Most states have none or one (nothing to sort).
  if (out.length > 1) out.sort((a, b) => a.timestamp - b.timestamp);
  return out;
}

interface Working {
  readonly o: GameObject;
  types: readonly CardType[];
  subtypes: readonly string[];
  supertypes: readonly Supertype[];
  colors: readonly Color[];
  lostAll: boolean;
  /** CR 305.7: it lost the abilities of its rules text (a land whose land type was set) */
  lostPrinted: boolean;
  keywords: Keyword[];
  granted: GrantRef[];
  power: number;
  toughness: number;
}

/** The characteristics of every permanent, or null when no continuous effect exists (then each is its record's). */
function battlefieldCharacteristics(state: GameState): Map<ObjectId, Characteristics> | null {
  const cache = cacheOf(state);
  if (cache.battlefield !== undefined) return cache.battlefield;
  const result = layersApplying(state, applyLayers);
  cacheOf(state).battlefield = result;
  return result;
}

function applyLayers(state: GameState): Map<ObjectId, Characteristics> | null {
  const effects = collectLayerEffects(state);
  if (effects.length === 0) return null;
  const work = new Map<ObjectId, Working>();
  for (const id of state.battlefield) {
    const o = state.objects[id]!;
    const d = effectiveDef(o);
    const printedTypes = o.bestowed ? BESTOWED : d;
    work.set(id, {
      o,
      types: printedTypes.types,
      subtypes: printedTypes.subtypes,
      supertypes: d.supertypes,
      colors: d.colors,
      lostAll: false,
      lostPrinted: false,
      keywords: d.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])),
      granted: [],
      power: d.power ?? 0,
      toughness: d.toughness ?? 0,
    });
  }
  // An effect from a static ability exists only while its source has that ability (613.8a existence).
  const exists = (e: LayerEffect) => e.source === null || !work.get(e.source)?.lostAll;
  // Layer 4: type-changing effects (CR 613.1d). An effect that adds types keeps the old ones (205.1b). One that adds a
  // basic land type a land didn't have gives it that type's mana ability (305.6, 305.7), which an effect removing
  // all abilities in layer 6 removes again (Urborg's ruling).
  for (const e of effects) {
    if (e.layer !== '4') continue;
    for (const w of work.values()) {
      if (!e.applies(w.o)) continue;
      if (e.notCreature) {
        ({ types: w.types, subtypes: w.subtypes } = withoutCreature(w.types, w.subtypes));
        continue;
      }
      if (e.becomes) {
        ({ types: w.types, subtypes: w.subtypes, supertypes: w.supertypes } = becomeCreatureTypes(w, e.becomes));
        continue;
      }
      if (e.loseCreatureTypes) {
        w.subtypes = w.subtypes.filter((t) => !CREATURE_TYPES.has(t));
        continue;
      }
      if (e.setsLandType !== undefined) {
        // CR 305.7: its old land types and the abilities of its rules text (and of land types added before) go; it has
        // the new type's mana ability.
        w.subtypes = withLandType(w.subtypes, e.setsLandType);
        w.lostPrinted = true;
        w.keywords = [];
        w.granted = e.grant ? [e.grant] : [];
        continue;
      }
      if (e.grant && !(e.addSubtypes ?? []).every((t) => w.subtypes.includes(t))) w.granted.push(e.grant);
      w.types = [...w.types, ...(e.addTypes ?? []).filter((t) => !w.types.includes(t))];
      if (e.subtypesOfCreature && !w.types.includes('Creature')) continue;
      w.subtypes = [...w.subtypes, ...(e.addSubtypes ?? []).filter((t) => !w.subtypes.includes(t))];
    }
  }
  // Layer 5: color-changing effects (CR 613.1e), in timestamp order.
  for (const e of effects) {
    if (e.layer !== '5' || !e.setColors) continue;
    for (const w of work.values()) if (e.applies(w.o)) w.colors = e.setColors;
  }
  // Layer 6: ability-adding and ability-removing effects.
  for (const e of orderWithDependencies(
    effects.filter((x) => x.layer === '6'),
    state,
  )) {
    if (!exists(e)) continue;
    for (const w of work.values()) {
      if (!e.applies(w.o)) continue;
      if (e.loseAll) {
        w.lostAll = true;
        w.keywords = [];
        w.granted = [];
      } else if (e.keyword && !w.keywords.includes(e.keyword)) w.keywords.push(e.keyword);
      else if (e.grant) {
        w.granted.push(e.grant);
        // A granted keyword counts as one of its keywords.
        const g = grantedAbility(e.grant);
        if (g.kind === 'keyword' && !w.keywords.includes(g.keyword)) w.keywords.push(g.keyword);
      }
    }
  }
  // Layer 7a: characteristic-defining abilities (604.3), unless removed in layer 6.
  for (const w of work.values()) {
    const cda = effectiveInfo(w.o).cda;
    if (cda && !w.lostAll) {
      w.power = cdaAmount(state, w.o, cda.power);
      w.toughness = cdaAmount(state, w.o, cda.toughness);
    }
  }
  // Layers 7b, 7c (with counters), 7d.
  for (const layer of ['7b', '7c', '7d'] as const) {
    for (const e of effects) {
      if (e.layer !== layer || !exists(e)) continue;
      for (const w of work.values()) {
        if (!e.applies(w.o)) continue;
        if (layer === '7b') {
          w.power = e.power;
          w.toughness = e.toughness;
        } else if (layer === '7c') {
          w.power += e.power;
          w.toughness += e.toughness;
        } else {
          const p = w.power;
          w.power = w.toughness;
          w.toughness = p;
        }
      }
    }
    if (layer === '7c')
      for (const w of work.values()) {
        const [p, t] = counterPT(w.o.counters);
        w.power += p;
        w.toughness += t;
      }
  }
  const out = new Map<ObjectId, Characteristics>();
  for (const [id, w] of work) {
    const info = effectiveInfo(w.o);
    const d = info.def;
    out.set(id, {
      name: d.name,
      defName: info.key,
      types: w.types,
      creature: w.types.includes('Creature'),
      subtypes: w.subtypes,
      allCreatureTypes: hasEveryCreatureType(state, w.o),
      supertypes: w.supertypes,
      colors: w.colors,
      power: w.power,
      toughness: w.toughness,
      keywords: w.keywords,
      abilities: w.lostAll
        ? NO_ABILITIES
        : w.lostPrinted
          ? w.granted.map(grantedAbility)
          : w.granted.length === 0
            ? d.abilities
            : [...d.abilities, ...w.granted.map(grantedAbility)],
      granted: w.lostAll || w.granted.length === 0 ? NO_GRANTS : w.granted,
      manaValue: manaValueOf(d),
      controller: w.o.controller,
    });
  }
  return out;
}

/** An object's characteristics now (CR 613). Objects off the battlefield (and past incarnations, read as last known
 * information) have their printed values, with characteristic-defining abilities applied (604.3). */
export function characteristics(state: GameState, id: ObjectId): Characteristics {
  const cache = cacheOf(state);
  const hit = cache.byId[id];
  if (hit) return hit;
  // Once this state is known to have no continuous effect and no permanent making creatures every type, an object's
  // characteristics are its record's when they were kept with the record (characteristicsNow keeps them only then):
  // no need to keep them again with the state.
  if (recordBased(cache)) {
    const o = state.objects[id];
    const kept = o ? recordChars.get(o) : undefined;
    if (kept) return kept;
  }
  const c = deriveWith(state, id, characteristicsNow);
  // Worked out while the layers are being applied, a value may not be final; it is not kept.
  if (applyingLayers(state)) return c;
  // Kept with the record, they are found there by the look above: keeping them with the state too would copy the
  // state's list of them (shared with the state it was copied from) for nothing.
  const now = cacheOf(state);
  const o = state.objects[id];
  if (recordBased(now) && o && recordChars.get(o) === c) return c;
  byIdToWrite(now)[id] = c;
  return c;
}

/** Whether the state is known to have no continuous effect and no permanent making creatures every type: then an
 * object's characteristics are its record's, kept with the record when nothing else is looked at (characteristicsNow). */
function recordBased(cache: LayerCache): boolean {
  return cache.battlefield === null && cache.everyType?.length === 0;
}

function characteristicsNow(state: GameState, id: ObjectId): Characteristics {
  const o = state.objects[id];
  if (!o) throw new Error(`no object ${id}`);
  if (o.zone === 'battlefield' && !o.left) {
    const all = battlefieldCharacteristics(state);
    const c = all?.get(id);
    if (c) return c;
  }
  const info = effectiveInfo(o);
  // A characteristic-defining ability, or a Maskwood Nexus, looks at other objects: kept with the state only.
  if (info.cda || everyTypePlayers(state).length > 0) return fromRecord(state, o);
  return recordChars.get(o) ?? recordChars.set(o, fromRecord(state, o));
}

/** How many opponents of `controller` control a permanent that matches. */
export function countOpponentsControlling(
  state: GameState,
  f: ObjectFilter,
  controller: PlayerId,
  source: ObjectId | null,
): number {
  return state.players.filter(
    (p) =>
      p.id !== controller &&
      !p.lost &&
      withinRange(state, controller, p.id) &&
      state.battlefield.some((id) => {
        const o = state.objects[id]!;
        return o.controller === p.id && matchesFilter(state, o, f, p.id, source);
      }),
  ).length;
}

export function hasKeyword(state: GameState, id: ObjectId, k: Keyword): boolean {
  return characteristics(state, id).keywords.includes(k);
}

/** Whether an object is a creature, read from its type line (cr613-type-line.ts), as filters read types. */
function isCreatureByTypeLine(state: GameState, o: Readonly<GameObject>): boolean {
  return typeLine(state, o, effectiveDef(o)).types.includes('Creature');
}
