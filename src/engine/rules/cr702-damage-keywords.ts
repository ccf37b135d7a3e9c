// CR 702: the keyword abilities that change what damage does (120.3) — deathtouch (702.2), lifelink (702.15), infect
// (702.90) and wither (702.80). Damage (cr120-damage.ts) reads them from the source as the damage is dealt.
import type { Characteristics } from '../characteristics.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { gainLife } from './cr119-life.js';
import { characteristics } from './cr613-layers.js';

/** The keywords of a damage source that matter to the results of its damage. */
export interface DamageKeywords {
  /** CR 702.15b: its controller gains that much life */
  readonly lifelink: boolean;
  /** CR 702.2b-c: any damage it deals a creature is lethal (704.5h) */
  readonly deathtouch: boolean;
  /** CR 702.90b-c: damage to a player gives poison counters, to a creature -1/-1 counters (120.3b, 120.3d) */
  readonly infect: boolean;
  /** CR 702.80a: damage to a creature gives -1/-1 counters (120.3d) */
  readonly wither: boolean;
}

export function hasLifelink(ch: Characteristics): boolean {
  return ch.keywords.includes('lifelink');
}

export function hasDeathtouch(ch: Characteristics): boolean {
  return ch.keywords.includes('deathtouch');
}

export function hasInfect(ch: Characteristics): boolean {
  return ch.keywords.includes('infect');
}

export function hasWither(ch: Characteristics): boolean {
  return ch.keywords.includes('wither');
}

/** CR 702.15b: lifelink makes the source's controller gain that much life, as part of the damage event: `gains`, the
 * damage dealt by sources with lifelink, by their controllers. */
export function gainLifelinkLife(tx: Tx, gains: ReadonlyMap<PlayerId, number>): void {
  for (const [p, n] of gains) gainLife(tx, p, n, ' (lifelink, CR 702.15b)');
}

/** The damage lethal to a blocker as its attacker assigns combat damage (510.1c): with deathtouch 1 damage is lethal
 * (702.2c); otherwise its toughness minus the damage already marked on it. */
export function lethalDamage(tx: Tx, attackerDeathtouch: boolean, blocker: ObjectId): number {
  const ch = characteristics(tx.s, blocker);
  const left = Math.max(0, ch.toughness - tx.obj(blocker).damage);
  return attackerDeathtouch ? Math.min(1, left) : left;
}
