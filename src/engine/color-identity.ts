// CR 903.4: a card's color identity — the colors of the mana symbols in its mana cost and rules text (reminder text
// ignored, 903.4c), and the colors its color indicator or characteristic-defining abilities give it (204, 604.3),
// its back face included (903.4d).
import type { CardDef } from './card-def.js';
import type { Color } from './types.js';

const ORDER: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** The color identity of a card, in WUBRG order. */
export function colorIdentity(def: CardDef): Color[] {
  const found = new Set<Color>();
  const collect = (d: CardDef): void => {
    for (const c of d.colors) found.add(c);
    for (const m of d.manaCost)
      if (m.kind === 'color') found.add(m.color);
      else if (m.kind === 'hybrid') {
        found.add(m.a);
        found.add(m.b);
      } else if (m.kind === 'phyrexian') found.add(m.color);
    // Mana symbols in the rules text, reminder text left out (CR 903.4c): {R}, {W/U}, {G/P}, {2/B}.
    const text = d.oracleText.replace(/\([^)]*\)/g, '');
    for (const sym of text.matchAll(/\{([^}]+)\}/g))
      for (const part of sym[1]!.split('/')) if ((ORDER as readonly string[]).includes(part)) found.add(part as Color);
    if (d.back) collect(d.back);
  };
  collect(def);
  return ORDER.filter((c) => found.has(c));
}
