// CR 702: the keyword abilities that change whether and how a creature attacks — defender (702.3), vigilance (702.20)
// and haste (702.10). Combat (cr506-combat.ts) and summoning sickness (cr302-summoning-sickness.ts) ask them.
import type { Characteristics } from '../characteristics.js';

/** CR 702.3b: a creature with defender can't attack. */
export function hasDefender(ch: Characteristics): boolean {
  return ch.keywords.includes('defender');
}

/** CR 702.20b: attacking doesn't cause a creature with vigilance to tap (508.1f). */
export function hasVigilance(ch: Characteristics): boolean {
  return ch.keywords.includes('vigilance');
}

/** CR 702.10b: a creature with haste can attack, and its {T} and {Q} abilities can be activated, even if its
 * controller hasn't controlled it continuously since their most recent turn began (302.6). */
export function hasHaste(ch: Characteristics): boolean {
  return ch.keywords.includes('haste');
}
