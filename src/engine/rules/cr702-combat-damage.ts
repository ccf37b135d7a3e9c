// CR 702: the keyword abilities that change how combat damage is dealt — first strike (702.7) and double strike
// (702.4), which make a first combat damage step (510.4), and trample (702.19), which lets an attacker assign damage
// beyond its blockers. Combat (cr506-combat.ts) asks them; what damage does is cr702-damage-keywords.ts.
import type { Characteristics } from '../characteristics.js';

/** CR 702.7b, 702.4b: a creature with first strike or double strike deals combat damage in the first-strike combat
 * damage step (510.4). */
export function strikesFirst(ch: Characteristics): boolean {
  return ch.keywords.includes('first strike') || ch.keywords.includes('double strike');
}

/** CR 510.4, 702.4b: whether a creature deals combat damage in this step: in a first-strike step if it has first or
 * double strike; in the second, if it didn't deal damage in the first (`dealtFirst`), or has double strike. */
export function dealsCombatDamageNow(ch: Characteristics, firstStrikeStep: boolean, dealtFirst: boolean): boolean {
  if (firstStrikeStep) return strikesFirst(ch);
  return !dealtFirst || ch.keywords.includes('double strike');
}

/** CR 702.19b: trample — the attacker may assign damage beyond lethal to its blockers to what it attacks. */
export function hasTrample(ch: Characteristics): boolean {
  return ch.keywords.includes('trample');
}

/** CR 702.19b: a trampler's assignment puts damage on the player or planeswalker it attacks (`toAttacked`) only once
 * each blocker has lethal damage assigned; why the assignment breaks that, or null. */
export function trampleForbids(
  toAttacked: number,
  blockers: readonly { readonly blocker: number; readonly lethal: number }[],
  assigned: ReadonlyMap<number, number>,
): string | null {
  if (toAttacked > 0 && blockers.some((b) => (assigned.get(b.blocker) ?? 0) < b.lethal))
    return 'trample: lethal damage must be assigned to every blocker before any goes to the player (CR 702.19b)';
  return null;
}
