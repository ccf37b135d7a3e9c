// A card definition's printed facts from its Oracle record (CR 205 type lines, mana cost, colors, P/T). Pure: used
// by the card loader and by the card compiler.
import type { CardDef } from '../engine/card-def.js';
import { costColors, parseManaCost } from '../engine/index.js';
import { CARD_TYPES, COLORS, SUPERTYPES, type CardType, type Color, type Supertype } from '../engine/index.js';
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
  const loyalty = num(rec.loyalty);
  return {
    name: rec.name,
    manaCost,
    colors,
    ...parseTypeLine(rec.typeLine),
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    ...(loyalty !== undefined ? { loyalty } : {}),
    abilities,
    oracleText: rec.oracleText,
  };
}
