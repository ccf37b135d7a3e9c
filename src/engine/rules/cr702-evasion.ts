// CR 702: the keyword abilities that restrict which creatures can block an attacker (509.1b): flying (702.9) and reach
// (702.17), fear (702.36), intimidate (702.13), landwalk (702.14), shadow (702.28), skulk (702.118) and menace
// (702.111). Combat (cr506-combat.ts) asks them as blockers are declared; protection's part is cr702-protection.ts.
import type { Characteristics } from '../characteristics.js';
import type { GameState } from '../state.js';
import type { PlayerId } from '../types.js';
import { characteristics } from './cr613-layers.js';

/** CR 702.14a: the landwalk keywords and the land type each names. */
const LANDWALK = [
  ['plainswalk', 'Plains'],
  ['islandwalk', 'Island'],
  ['swampwalk', 'Swamp'],
  ['mountainwalk', 'Mountain'],
  ['forestwalk', 'Forest'],
] as const;

/** Whether an attacker's evasion keywords let a creature block it: `a` the attacker's characteristics, `b` the
 * blocker's, `defender` the blocker's controller. */
export function evasionAllowsBlock(
  state: GameState,
  a: Characteristics,
  b: Characteristics,
  defender: PlayerId,
): boolean {
  // CR 702.9b: flying — can't be blocked except by creatures with flying or reach (702.17b).
  if (a.keywords.includes('flying') && !b.keywords.includes('flying') && !b.keywords.includes('reach')) return false;
  // CR 702.118b: skulk — can't be blocked by creatures with greater power.
  if (a.keywords.includes('skulk') && b.power > a.power) return false;
  // CR 702.36b: fear — only artifact creatures and/or black creatures can block it.
  if (a.keywords.includes('fear') && !b.types.includes('Artifact') && !b.colors.includes('B')) return false;
  // CR 702.13b: intimidate — only artifact creatures and/or creatures that share a color with it can block it.
  if (a.keywords.includes('intimidate') && !b.types.includes('Artifact') && !b.colors.some((c) => a.colors.includes(c)))
    return false;
  // CR 702.28b: shadow — creatures with shadow and creatures without it can't block each other.
  if (a.keywords.includes('shadow') !== b.keywords.includes('shadow')) return false;
  // CR 702.14: landwalk — can't be blocked as long as the defending player controls a land of that type.
  for (const [kw, landType] of LANDWALK) {
    if (!a.keywords.includes(kw)) continue;
    const has = state.battlefield.some((id) => {
      const o = state.objects[id]!;
      const ch = characteristics(state, id);
      return o.controller === defender && ch.types.includes('Land') && ch.subtypes.includes(landType);
    });
    if (has) return false;
  }
  return true;
}

/** CR 702.111b: menace — a creature with menace can't be blocked except by two or more creatures. */
export function hasMenace(ch: Characteristics): boolean {
  return ch.keywords.includes('menace');
}

/** Why `n` blockers can't block this attacker by its menace (CR 702.111b), or null when they may. */
export function menaceForbids(ch: Characteristics, n: number): string | null {
  return hasMenace(ch) && n < 2
    ? `${ch.name} has menace and can't be blocked except by two or more creatures (CR 702.111b)`
    : null;
}
