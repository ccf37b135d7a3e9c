// CR 702: the keyword abilities that restrict what may target a permanent (115) — hexproof (702.11) and shroud
// (702.18). Targeting (cr115-targets.ts) asks them; protection's part is cr702-protection.ts.
import type { Characteristics } from '../characteristics.js';
import type { PlayerId } from '../types.js';

/** Whether a permanent's hexproof or shroud keeps a spell or ability that `controller` controls from targeting it
 * (`holder`: the permanent's controller): hexproof, one an opponent of its controller controls (702.11b); shroud, any
 * (702.18a). */
export function untargetableByKeyword(ch: Characteristics, holder: PlayerId, controller: PlayerId): boolean {
  // CR 702.11b: hexproof — can't be the target of spells or abilities your opponents control.
  if (holder !== controller && ch.keywords.includes('hexproof')) return true;
  // CR 702.18a: shroud — can't be the target of spells or abilities, its controller's included.
  return ch.keywords.includes('shroud');
}
