// CR 709: split cards — two castable halves on one card (709.1-709.2). In every zone but the stack the card has its
// halves' characteristics combined (709.4: two names, the combined mana cost, its colors and mana value, each type
// and each ability of either half); its definition holds them, and the halves each their own (`halves`). A player
// chooses which half to cast before putting it onto the stack (709.3), and on the stack only that half's
// characteristics exist (709.3b). Fuse (702.102) casts both halves from the hand: the fused split spell has the
// combined characteristics (709.4d), costs both mana costs (702.102c), and follows the left half's instructions, then
// the right half's (702.102d). Aftermath (702.127) casts its half only from a graveyard, and exiles the spell as it
// leaves the stack (replacement/cast-via-exile.ts).
import type { Ability, CardDef, CastWay } from '../card-def.js';
import { halfKey } from '../registry.js';
export { halfHas } from '../registry.js';

type SpellAbility = Extract<Ability, { kind: 'spell' }>;

/** CR 709.3b: the half a split spell cast `via` a way has on the stack (left, right, or the right half with
 * aftermath); null for a fused split spell (both halves, 709.4d) and for any other card. */
export function castHalf(d: CardDef, via: CastWay | null): CardDef | null {
  if (!d.halves) return null;
  if (via === 'left') return d.halves[0];
  if (via === 'right' || via === 'aftermath') return d.halves[1];
  return null;
}

/** The registry key of the half a split spell cast `via` a way has on the stack (castHalf), or null. */
export function castHalfKey(d: CardDef, via: CastWay | null): string | null {
  if (!d.halves) return null;
  const half = castHalf(d, via);
  return half ? halfKey(d.name, half === d.halves[0] ? 0 : 1) : null;
}

/** CR 702.102d: the spell abilities of a fused split spell's halves, left then right (each half's targets chosen in
 * turn, 601.2c); null for any other spell. */
export function fusedHalves(d: CardDef, via: CastWay | null): readonly [SpellAbility, SpellAbility] | null {
  if (via !== 'fused' || !d.halves) return null;
  const spell = (h: CardDef) => h.abilities.find((a): a is SpellAbility => a.kind === 'spell');
  const left = spell(d.halves[0]);
  const right = spell(d.halves[1]);
  return left && right ? [left, right] : null;
}
