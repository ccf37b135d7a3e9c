// The definition an object's characteristics start from (CR 613.1, layer 1): what it copies (707.2) with a copy
// effect's exceptions (707.9b), the face that's up (712.8d-e), a bestowed Aura's type line (702.103b); and where each
// of its abilities comes from — printed, or granted by another object's static ability (613.1f); its printed
// characteristics (613.1), kept for each definition and controller.
import { intrinsicManaAbility, type Ability, type CardDef, type Keyword } from '../card-def.js';
import { manaValue } from '../mana.js';
import { store, storeKey } from '../memo.js';
import type { Characteristics } from '../characteristics.js';
import { infoOf } from '../layer-cache.js';
import { cardDef, defInfo, FACE_DOWN, isCopyKey, type DefInfo } from '../registry.js';
import type { GameObject, GrantRef } from '../state.js';
import type { CardType, PlayerId } from '../types.js';
import { withExceptions } from './cr707-copies.js';
import { castHalfKey } from './cr709-split-cards.js';

/** The ability a grant refers to: the `ability` of the granting card's static ability. */
export function grantedAbility(g: GrantRef): Ability {
  // Granted by an effect of a resolved ability (CR 611.2): the ability is kept with the effect.
  if (g.ability) return g.ability;
  const a = cardDef(g.def).abilities[g.index];
  if (a?.kind === 'static' && a.effect.kind === 'grantAbility') return a.effect.ability;
  // CR 305.6: a land given a basic land type has that type's mana ability.
  if (a?.kind === 'static' && (a.effect.kind === 'addLandType' || a.effect.kind === 'setLandType'))
    return intrinsicManaAbility(a.effect.landType);
  throw new Error(`no granted ability ${g.def}/${g.index}`);
}

/** An ability named by where it comes from: its source's definition and index there, or a grant. */
export interface AbilityLocation {
  readonly def: string;
  readonly abilityIndex: number;
  readonly granted?: GrantRef;
}

/** Where ability `index` of an object with these characteristics comes from: its printed abilities come first, then
 * the ones other objects grant it. */
export function abilityLocation(ch: Characteristics, index: number): AbilityLocation {
  const printedCount = ch.abilities.length - ch.granted.length;
  const g = index >= printedCount ? ch.granted[index - printedCount] : undefined;
  return g ? { def: ch.defName, abilityIndex: index, granted: g } : { def: ch.defName, abilityIndex: index };
}

/** The ability at a location (undefined if the definition has none there). */
export function abilityAt(l: AbilityLocation): Ability | undefined {
  return l.granted ? grantedAbility(l.granted) : cardDef(l.def).abilities[l.abilityIndex];
}

/** CR 702.103b: a bestowed Aura (spell or permanent) is an Aura enchantment, not a creature; subtypes that belong to
 * types it no longer has go away (CR 205.3d). */
export const BESTOWED: { readonly types: readonly CardType[]; readonly subtypes: readonly string[] } = {
  types: ['Enchantment'],
  subtypes: ['Aura'],
};

/** The definition that gives an object its copiable values: what it copies (layer 1, CR 707.2) and the face that's up
 * (712.8d-e). */
export function effectiveDef(o: Readonly<GameObject>): CardDef {
  return effectiveInfo(o).def;
}

/** effectiveDef with the facts computed about it (one registry look-up in the usual case). A copy effect's exceptions
 * modify the copied values (CR 707.9b). */
export function effectiveInfo(o: Readonly<GameObject>): DefInfo {
  return infoOf.get(o) ?? infoOf.set(o, effectiveInfoNow(o));
}

function effectiveInfoNow(o: Readonly<GameObject>): DefInfo {
  // CR 708.2a, 708.10: a face-down spell or permanent has the face-down characteristics as its copiable values,
  // whatever it copies (a card exiled face down keeps its own: no player looks at it, 406.3).
  // (An object being put onto the battlefield face down is turned face down first, 708.3: cr614-replacement.ts.)
  if (o.faceDown && o.zone !== 'exile') return defInfo(FACE_DOWN);
  // CR 707.2: a copy made by an "enter as a copy" ability has the copiable values its copy key names, whichever face
  // of its own card is up (712.18: effects that applied to a permanent still apply after it transforms).
  if (o.copyOf !== null && isCopyKey(o.copyOf))
    return o.copyExcept ? withExceptions(defInfo(o.copyOf), o.copyExcept) : defInfo(o.copyOf);
  // A token copy of a double-faced card is double-faced itself, with the recorded face up (707.8a).
  const i = defInfo(o.copyOf ?? o.def);
  // CR 709.3b: on the stack a split spell has only the characteristics of the half cast (a fused one both, 709.4d).
  const half = i.def.halves && o.zone === 'stack' ? castHalfKey(i.def, o.castVia) : null;
  if (half) return defInfo(half);
  const face = o.face === 1 && i.def.back ? defInfo(i.def.back.name) : i;
  return o.copyExcept ? withExceptions(face, o.copyExcept) : face;
}

/** Printed characteristics, before any continuous effect (CR 613.1). */
export function printed(o: Readonly<GameObject>) {
  return effectiveDef(o);
}

/** No ability granted. */
export const NO_GRANTS: readonly GrantRef[] = [];

/** The keywords among granted abilities. */
export function grantedKeywords(granted: readonly GrantRef[]): Keyword[] {
  return granted.flatMap((g) => {
    const a = grantedAbility(g);
    return a.kind === 'keyword' ? [a.keyword] : [];
  });
}

/** CR 202.3, 712.8e: mana value; a transforming double-faced card's back face uses its front face's mana cost, a
 * modal double-faced card's its own (712.8f), as does an Adventure spell (715.3b). */
export function manaValueOf(d: CardDef, x = 0): number {
  const front = d.backOf ? cardDef(d.backOf) : null;
  return manaValue(front && !front.modal && !front.adventure ? front.manaCost : d.manaCost, x);
}

// Keyed by the definition itself: a definition derived by a copy effect's exceptions has its base's name.
const PRINTED = storeKey('printedCharacteristics', () => new WeakMap<CardDef, Characteristics[]>());

/** The printed characteristics under a controller, shared by every object of that definition with no effect on it.
 * `key`: the definition's registry key (a copy's key for a copy), which abilities are looked up by. */
export function printedFor(d: CardDef, key: string, controller: PlayerId): Characteristics {
  const printedCache = store(PRINTED);
  let row = printedCache.get(d);
  if (!row) printedCache.set(d, (row = []));
  let c = row[controller];
  if (!c) {
    const creature = d.types.includes('Creature');
    c = row[controller] = {
      name: d.name,
      defName: key,
      types: d.types,
      creature,
      subtypes: d.subtypes,
      allCreatureTypes: creature && d.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'changeling'),
      supertypes: d.supertypes,
      colors: d.colors,
      power: d.power ?? 0,
      toughness: d.toughness ?? 0,
      keywords: d.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])),
      abilities: d.abilities,
      granted: NO_GRANTS,
      manaValue: manaValueOf(d),
      controller,
    };
  }
  return c;
}
