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
  /** a static ability that grants other objects an ability ("Enchanted creature has '...'") */
  readonly grants: boolean;
  /** static abilities that replace events other than its own entering */
  readonly replacements: boolean;
  /** static abilities that replace mana production ("tapped for mana") */
  readonly manaReplacements: boolean;
}

const infos = new Map<string, DefInfo>();

function infoOf(def: CardDef): DefInfo {
  let cda: DefInfo['cda'] = null;
  let layerStatics = false;
  let replacements = false;
  for (const a of def.abilities) {
    if (a.kind !== 'static') continue;
    const k = a.effect.kind;
    if (a.effect.kind === 'cdaPT') cda = a.effect;
    if (
      k === 'modifyPT' ||
      k === 'grantKeyword' ||
      k === 'loseAllAbilities' ||
      k === 'allCreatureTypes' ||
      k === 'grantAbility'
    )
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
  const grants = def.abilities.some((a) => a.kind === 'static' && a.effect.kind === 'grantAbility');
  return { def, cda, layerStatics, triggers, grants, replacements, manaReplacements };
}

export function defInfo(name: string): DefInfo {
  const i = infos.get(name);
  if (!i) throw new Error(`unknown card "${name}"`);
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
  defs.set(def.name, def);
  infos.set(def.name, infoOf(def));
  byKey.set(nameKey(def.name), def);
  // A back face is found by its own name too (its definition says which card it belongs to: backOf).
  if (def.back) registerCard(def.back);
}

export function cardDef(name: string): CardDef {
  const i = infos.get(name);
  if (!i) throw new Error(`unknown card "${name}"`);
  return i.def;
}

export function findCard(name: string): CardDef | undefined {
  return defs.get(name) ?? byKey.get(nameKey(name));
}

/** Every card that can be in a deck (back faces and tokens are not cards of their own). */
export function allCards(): CardDef[] {
  return [...defs.values()].filter((d) => !d.backOf);
}
