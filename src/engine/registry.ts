// The card registry: card definitions by name. Definitions are static data, so they live outside the game state,
// which refers to them by name.
import type { CardDef, StaticEffect } from './card-def.js';

/** A definition with facts about it computed once, for the engine's hot paths. */
export interface DefInfo {
  readonly def: CardDef;
  /** its characteristic-defining P/T ability (layer 7a), if any */
  readonly cda: Extract<StaticEffect, { kind: 'cdaPT' }> | null;
  /** static abilities that create layer 6/7 effects on the battlefield */
  readonly layerStatics: boolean;
  readonly triggers: boolean;
  /** static abilities that replace events other than its own entering */
  readonly replacements: boolean;
  /** static abilities that replace mana production ("tapped for mana") */
  readonly manaReplacements: boolean;
  /** a land (CR 305): played, never cast */
  readonly land: boolean;
  /** an instant or a card with flash: cast any time its controller has priority (CR 117.1a, 702.8a) */
  readonly instantSpeed: boolean;
  /** CR 702.133a: jump-start */
  readonly jumpStart: boolean;
  /** activated abilities that function from a graveyard or a hand (CR 113.6) */
  readonly offBattlefieldAbilities: boolean;
}

const infos = new Map<string, DefInfo>();

/** The facts about a definition, computed (not registered): for a definition derived by a copy effect's exceptions
 * (CR 707.9b). */
export function infoOf(def: CardDef): DefInfo {
  let cda: DefInfo['cda'] = null;
  let layerStatics = false;
  let replacements = false;
  for (const a of def.abilities) {
    if (a.kind !== 'static') continue;
    const k = a.effect.kind;
    if (a.effect.kind === 'cdaPT') cda = a.effect;
    if (k === 'modifyPT' || k === 'grantKeyword' || k === 'loseAllAbilities' || k === 'allCreatureTypes')
      layerStatics = true;
    if (
      k === 'replaceDraw' ||
      k === 'replaceDrawMany' ||
      k === 'drawFromBottom' ||
      k === 'preventDamageTo' ||
      k === 'manaBecomes' ||
      k === 'manaDoubled' ||
      k === 'scaleCountersPut'
    )
      replacements = true;
  }
  const manaReplacements = def.abilities.some(
    (a) => a.kind === 'static' && (a.effect.kind === 'manaBecomes' || a.effect.kind === 'manaDoubled'),
  );
  const triggers = def.abilities.some((a) => a.kind === 'triggered');
  const keyword = (k: string) => def.abilities.some((a) => a.kind === 'keyword' && a.keyword === k);
  return {
    def,
    cda,
    layerStatics,
    triggers,
    replacements,
    manaReplacements,
    land: def.types.includes('Land'),
    instantSpeed: def.types.includes('Instant') || keyword('flash'),
    jumpStart: keyword('jump-start'),
    offBattlefieldAbilities: def.abilities.some((a) => a.kind === 'activated' && a.zone !== 'battlefield'),
  };
}

// The definitions games look up, in a small map of their own: the registry holds thousands, and a look-up in a
// map that size misses the processor's caches.
const hot = new Map<string, DefInfo>();

export function defInfo(name: string): DefInfo {
  const h = hot.get(name);
  if (h) return h;
  const i = infos.get(name);
  if (!i) throw new Error(`unknown card "${name}"`);
  hot.set(name, i);
  return i;
}

const defs = new Map<string, CardDef>();
const byKey = new Map<string, CardDef>();

/** Names compare ignoring case and accents, as players write them. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function registerCard(def: CardDef): void {
  hot.delete(def.name);
  defs.set(def.name, def);
  infos.set(def.name, infoOf(def));
  byKey.set(nameKey(def.name), def);
  // A back face is found by its own name too (its definition says which card it belongs to: backOf).
  if (def.back) registerCard(def.back);
}

export function cardDef(name: string): CardDef {
  return defInfo(name).def;
}

export function findCard(name: string): CardDef | undefined {
  return defs.get(name) ?? byKey.get(nameKey(name));
}

/** Every card that can be in a deck (back faces and tokens are not cards of their own). */
export function allCards(): CardDef[] {
  return [...defs.values()].filter((d) => !d.backOf);
}
