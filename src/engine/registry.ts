// The card registry: card definitions by name. Definitions are static data, so they live outside the game state,
// which refers to them by name.
import type { CardDef } from './card-def.js';

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
  byKey.set(nameKey(def.name), def);
}

export function cardDef(name: string): CardDef {
  const d = defs.get(name);
  if (!d) throw new Error(`unknown card "${name}"`);
  return d;
}

export function findCard(name: string): CardDef | undefined {
  return defs.get(name) ?? byKey.get(nameKey(name));
}

export function allCards(): CardDef[] {
  return [...defs.values()];
}
