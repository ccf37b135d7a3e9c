// Builds card definitions from Oracle data (printed facts) and hand-written ability trees, and registers them.
import type { CardDef } from '../engine/card-def.js';
import { costColors, parseManaCost } from '../engine/mana.js';
import { registerCard } from '../engine/registry.js';
import { CARD_TYPES, COLORS, SUPERTYPES, type CardType, type Color, type Supertype } from '../engine/types.js';
import { ORACLE } from './data/oracle.js';
import { DEFINITIONS } from './definitions/index.js';
import { TOKENS } from './definitions/tokens.js';
import type { OracleRecord } from './oracle-record.js';

/** CR 205: "Legendary Creature — Human Knight" → supertypes, card types, subtypes. */
export function parseTypeLine(line: string): { supertypes: Supertype[]; types: CardType[]; subtypes: string[] } {
  const [left = '', right = ''] = line.split(' — ');
  const supertypes: Supertype[] = [];
  const types: CardType[] = [];
  for (const w of left.split(/\s+/).filter(Boolean)) {
    if ((SUPERTYPES as readonly string[]).includes(w)) supertypes.push(w as Supertype);
    else if ((CARD_TYPES as readonly string[]).includes(w)) types.push(w as CardType);
    else throw new Error(`unknown type "${w}" in "${line}"`);
  }
  return { supertypes, types, subtypes: right.split(/\s+/).filter(Boolean) };
}

export function toCardDef(rec: OracleRecord, abilities: readonly CardDef['abilities'][number][]): CardDef {
  const manaCost = parseManaCost(rec.manaCost ?? '');
  const colors = (rec.colors ?? costColors(manaCost)).filter((c): c is Color =>
    (COLORS as readonly string[]).includes(c),
  );
  const num = (s: string | undefined) => (s === undefined ? undefined : Number.isFinite(Number(s)) ? Number(s) : 0);
  const power = num(rec.power);
  const toughness = num(rec.toughness);
  return {
    name: rec.name,
    manaCost,
    colors,
    ...parseTypeLine(rec.typeLine),
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    abilities,
    oracleText: rec.oracleText,
  };
}

let loaded = false;

/** Registers every defined card. Safe to call more than once. */
export function loadCards(): void {
  if (loaded) return;
  loaded = true;
  const records = new Map<string, OracleRecord>();
  for (const r of ORACLE as readonly OracleRecord[])
    if (r.layout === 'transform' || r.layout === 'modal_dfc') for (const f of r.faces ?? []) records.set(f.name, r);
  // A card's own name wins over another card's face of the same name.
  for (const r of ORACLE as readonly OracleRecord[]) records.set(r.name, r);
  const done = new Set<string>();
  for (const [name, abilities] of Object.entries(DEFINITIONS)) {
    if (done.has(name)) continue;
    const rec = records.get(name);
    if (!rec) throw new Error(`card data missing for "${name}": run scripts/extract-cards.mjs`);
    const [front, back] = rec.faces ?? [];
    if ((rec.layout === 'transform' || rec.layout === 'modal_dfc') && front && back) {
      // CR 712: a double-faced card — each face has its own characteristics; the card is named by its front face.
      const backAbilities = DEFINITIONS[back.name];
      const frontAbilities = DEFINITIONS[front.name];
      if (!backAbilities || !frontAbilities) throw new Error(`"${rec.name}": define both faces`);
      const backDef: CardDef = { ...toCardDef(back, backAbilities), backOf: front.name };
      registerCard({ ...toCardDef(front, frontAbilities), back: backDef });
      done.add(front.name).add(back.name);
      continue;
    }
    registerCard(toCardDef(rec, abilities));
  }
  for (const t of TOKENS) registerCard(t);
}
