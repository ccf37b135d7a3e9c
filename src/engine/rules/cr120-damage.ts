// CR 120: damage. Results of damage (120.3), with the keywords that change them (lifelink, deathtouch, infect, wither:
// cr702-damage-keywords.ts).
import { characteristics } from './cr613-layers.js';
import { loseLife } from './cr119-life.js';
import { gainLifelinkLife, hasDeathtouch, hasInfect, hasLifelink, hasWither } from './cr702-damage-keywords.js';
import { putCounters, removeCounters } from './cr122-counters.js';
import { replaceEvent } from '../hooks.js';
import type { Tx } from '../tx.js';
import { isObjectRef, isPlayerRef, type ObjectId, type Ref } from '../types.js';
import { noteCommanderDamage } from './cr903-commander.js';

/** CR 510.2: combat damage is dealt as a turn-based action (the log cites it; other damage is a spell's or an
 * ability's, told by what dealt it). */
const COMBAT_DAMAGE = 'CR 510.2';

export interface DamageAssignment {
  readonly source: ObjectId;
  readonly to: Ref;
  readonly amount: number;
}

/**
 * Deals damage from one or more sources at once (CR 120.2, 510.2: combat damage is dealt simultaneously).
 * `source` characteristics are read as they are now, or as they last existed if the source has left (LKI).
 */
/** Deals damage; returns the permanents that were dealt damage (some may have been prevented). */
export function dealDamage(tx: Tx, assignments: readonly DamageAssignment[], combat: boolean): ObjectId[] {
  const dealtTo: ObjectId[] = [];
  // CR 615, 616: prevention and replacement effects modify each assignment before any damage is dealt.
  const modified: DamageAssignment[] = [];
  for (const a of assignments) {
    if (a.amount <= 0) continue;
    const e = replaceEvent(tx, { kind: 'damage', source: a.source, to: a.to, amount: a.amount, combat });
    if (e && e.amount > 0) modified.push({ source: e.source, to: e.to, amount: e.amount });
    else if (e)
      tx.emit({ kind: 'info' }, () => `Damage from ${characteristics(tx.s, a.source).name} is prevented`, 'CR 615.1');
  }
  // Characteristics that matter to the results are taken before any damage is dealt.
  const info = modified.map((a) => {
    const src = tx.obj(a.source);
    const ch = characteristics(tx.s, a.source);
    // Every field written out: a spread followed by more fields is many times slower to build.
    return {
      source: a.source,
      to: a.to,
      amount: a.amount,
      name: ch.name,
      controller: src.controller,
      lifelink: hasLifelink(ch),
      deathtouch: hasDeathtouch(ch),
      infect: hasInfect(ch),
      wither: hasWither(ch),
    };
  });
  const lifelinkGains = new Map<number, number>();
  for (const d of info) {
    if (d.amount <= 0) continue;
    if (isPlayerRef(d.to)) {
      const p = d.to.player;
      tx.emit(
        { kind: 'damage', source: d.source, sourceName: d.name, toPlayer: p, toObject: null, amount: d.amount, combat },
        () => `${d.name} deals ${d.amount} ${combat ? 'combat damage' : 'damage'} to ${tx.player(p).name}`,
        combat ? COMBAT_DAMAGE : undefined,
      );
      // CR 903.10a: combat damage a commander deals a player is counted, however it changes their life total.
      if (combat) noteCommanderDamage(tx, d.source, p, d.amount);
      // Bloodthirst (CR 702.54a) asks whether a player was dealt damage this turn.
      if (!tx.player(p).dealtDamageThisTurn) tx.mutPlayer(p).dealtDamageThisTurn = true;
      if (d.infect) {
        // CR 120.3b, 702.90b: damage from a source with infect gives that player poison counters instead.
        putCounters(tx, { player: p }, d.controller, { poison: d.amount }, () => 'CR 120.3b');
      } else {
        // CR 120.3a: damage dealt to a player causes that player to lose that much life.
        loseLife(tx, p, d.amount, '', 'CR 120.3a');
      }
    } else if (isObjectRef(d.to)) {
      const id = d.to.object;
      const o = tx.obj(id);
      if (o.left || o.zone !== 'battlefield') continue;
      dealtTo.push(id);
      tx.emit(
        {
          kind: 'damage',
          source: d.source,
          sourceName: d.name,
          toPlayer: null,
          toObject: id,
          amount: d.amount,
          combat,
        },
        () => `${d.name} deals ${d.amount} ${combat ? 'combat damage' : 'damage'} to ${characteristics(tx.s, id).name}`,
        combat ? COMBAT_DAMAGE : undefined,
      );
      const ch = characteristics(tx.s, id);
      // CR 120.3c: damage dealt to a planeswalker causes that many loyalty counters to be removed from it (whatever
      // the source's abilities: wither and infect matter only to creatures, 120.3d). TODO 120.3h: battles.
      if (ch.types.includes('Planeswalker')) removeCounters(tx, id, 'loyalty', d.amount, 'CR 120.3c');
      if (!ch.creature) {
        /* only a creature has damage marked on it or gets -1/-1 counters from it */
      } else if (d.infect || d.wither) {
        // CR 120.3d: damage from a source with wither or infect makes its controller put -1/-1 counters on it.
        putCounters(tx, { object: id }, d.controller, { '-1/-1': d.amount }, () => 'CR 120.3d');
      } else {
        // CR 120.3e: damage to a creature is marked on it.
        tx.mutStatus(id).damage += d.amount;
      }
      if (d.deathtouch) tx.mutStatus(id).deathtouched = true;
    }
    if (d.lifelink) lifelinkGains.set(d.controller, (lifelinkGains.get(d.controller) ?? 0) + d.amount);
  }
  // CR 702.15b: lifelink makes the source's controller gain that much life, as part of the damage event.
  gainLifelinkLife(tx, lifelinkGains);
  return dealtTo;
}
