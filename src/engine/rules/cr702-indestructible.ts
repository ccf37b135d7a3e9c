// CR 702.12: indestructible. A permanent with indestructible can't be destroyed (702.12b): neither by effects that
// say "destroy" (701.8, cr701-keyword-actions.ts) nor by the state-based actions for lethal damage and deathtouch
// damage (704.5g-h, cr704-state-based-actions.ts).
import type { Characteristics } from '../characteristics.js';

export function isIndestructible(ch: Characteristics): boolean {
  return ch.keywords.includes('indestructible');
}
