// CR 707: copies. A copy takes the copiable values of the object it copies (707.2): the values printed on it, as
// modified by other copy effects (a permanent copying something else copies what that copies, 707.3) and by the
// exceptions of the copy effect (707.9b), which become part of the copy's own copiable values. A double-faced card or
// permanent is copied with both faces, the face that's up staying up (707.8a). Nothing else is copied: counters,
// tapped status, damage, Auras and non-copy effects (707.2).
import type { CardDef, CopyExceptions } from '../card-def.js';
import { store, storeKey } from '../memo.js';
import { cardDef, FACE_DOWN, infoOf, type DefInfo } from '../registry.js';
import type { GameObject } from '../state.js';

/** What a copy of an object becomes, as data a new object can carry. */
export interface CopiableValues {
  /** the definition it is: the physical card's (both faces of a double-faced card, CR 707.8a), or the definition a
   * copy effect already made the original a copy of (707.3) */
  readonly def: string;
  /** whether the original is itself copying `def` (then the copy is no double-faced object, 707.8 and 712.9) */
  readonly isCopy: boolean;
  /** the face that's up: a double-faced permanent's; a card elsewhere has its front face up (712.8a) */
  readonly face: 0 | 1;
  /** the exceptions that are part of the original's copiable values (707.9b), merged with the new effect's */
  readonly except: CopyExceptions | null;
}

/** The copiable values of `o` (a permanent, or a card in any zone) with the exceptions `except` of this copy effect. */
export function copiableValues(o: Readonly<GameObject>, except: CopyExceptions | null = null): CopiableValues {
  // CR 708.2a: a face-down permanent's copiable values are its face-down characteristics (a copy of it is a 2/2
  // creature with no name, text, subtypes or mana cost, face up).
  if (o.faceDown && o.zone === 'battlefield') return { def: FACE_DOWN, isCopy: true, face: 0, except };
  const merged = mergeExceptions(o.copyExcept ?? null, except);
  if (o.copyOf !== null) return { def: o.copyOf, isCopy: true, face: 0, except: merged };
  return { def: o.def, isCopy: false, face: o.zone === 'battlefield' ? o.face : 0, except: merged };
}

/** Exceptions applied one after another: a later set value wins, added types accumulate. */
export function mergeExceptions(a: CopyExceptions | null, b: CopyExceptions | null): CopyExceptions | null {
  if (!a) return b;
  if (!b) return a;
  const addTypes = union(a.addTypes, b.addTypes);
  const addSubtypes = union(a.addSubtypes, b.addSubtypes);
  const power = b.power ?? a.power;
  const toughness = b.toughness ?? a.toughness;
  const colors = b.colors ?? a.colors;
  const abilities = a.abilities && b.abilities ? [...a.abilities, ...b.abilities] : (b.abilities ?? a.abilities);
  return {
    ...(power === undefined ? {} : { power }),
    ...(toughness === undefined ? {} : { toughness }),
    ...(colors === undefined ? {} : { colors }),
    ...(addTypes ? { addTypes } : {}),
    ...(addSubtypes ? { addSubtypes } : {}),
    ...(abilities ? { abilities } : {}),
  };
}

function union<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): readonly T[] | undefined {
  if (!a) return b;
  if (!b) return a;
  return [...a, ...b.filter((x) => !a.includes(x))];
}

// Derived definitions are static data like the registry's: one per (definition, exceptions), made once and kept by
// the kernel.
const DERIVED_DEFS = storeKey('derivedDefs', () => new Map<string, DefInfo>());

/**
 * The definition `base` as modified by a copy effect's exceptions (CR 707.9b). Its name and abilities are the base
 * definition's, so abilities are still named by (definition name, index). A characteristic-defining ability that
 * defines power and toughness isn't copied when the exception sets them (707.9d).
 */
export function withExceptions(base: DefInfo, except: CopyExceptions): DefInfo {
  const key = `${base.def.name}\u0000${JSON.stringify(except)}`;
  const derived = store(DERIVED_DEFS);
  const hit = derived.get(key);
  if (hit) return hit;
  const d = base.def;
  const def: CardDef = {
    ...d,
    types: union(d.types, except.addTypes) ?? d.types,
    subtypes: union(d.subtypes, except.addSubtypes) ?? d.subtypes,
    colors: except.colors ?? d.colors,
    ...(except.power === undefined ? {} : { power: except.power }),
    ...(except.toughness === undefined ? {} : { toughness: except.toughness }),
    // CR 707.9a: an ability the copy has as part of the copying. Only keyword abilities: they are read from the
    // definition's abilities, whereas other abilities are found by (definition name, index), which a derived
    // definition doesn't register (an "enter as a copy" ability's exceptions go through the registry's copy key).
    abilities: except.abilities
      ? [...d.abilities, ...except.abilities.filter((a) => a.kind === 'keyword')]
      : d.abilities,
  };
  const info0 = infoOf(def);
  const info = except.power !== undefined || except.toughness !== undefined ? { ...info0, cda: null } : info0;
  derived.set(key, info);
  return info;
}

/** The name a copy will have (its copied face's name). */
export function copiedName(v: CopiableValues): string {
  const d = cardDef(v.def);
  return v.face === 1 && d.back ? d.back.name : d.name;
}
