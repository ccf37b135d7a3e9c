// CR 603.7b: delayed triggered abilities with a stated duration ("until your next turn, whenever ...") watch for
// their events as long as they last; each event is offered to them before the permanents' abilities (cr603-triggers.ts).
import type { Trigger } from '../card-def.js';
import type { GameEvent } from '../events.js';
import type { WaitingTrigger } from '../state.js';
import type { Tx } from '../tx.js';
import type { ObjectId, PlayerId } from '../types.js';
import { matchesFilter } from './cr613-layers.js';

/** CR 603.7b: a delayed triggered ability with a stated duration ("until your next turn, whenever a creature an
 * opponent controls attacks, ...") triggers each time its event happens, for its controller, until it ends. Its
 * source may have left the battlefield: the ability goes on (its "you" is its controller, 603.7e). */
export function fireLasting(tx: Tx, e: GameEvent): void {
  for (const d of tx.s.delayed) {
    const t = d.ability?.trigger;
    if (!t) continue;
    const hit = lastingEvent(tx, t, e, d.controller, d.source);
    if (hit)
      tx.list('triggers').push({
        source: d.source,
        def: '',
        abilityIndex: -1,
        controller: d.controller,
        sourceName: d.sourceName,
        delayed: d,
        ...hit,
      });
  }
}

/** What the event is to a delayed trigger watching for `t` ("it", "that player", what it attacks), or null when it
 * isn't its event. The events are those of the abilities of permanents (onAttack, onDamage, onCast). */
function lastingEvent(
  tx: Tx,
  t: Trigger,
  e: GameEvent,
  controller: PlayerId,
  source: ObjectId,
): Pick<WaitingTrigger, 'thatObject' | 'thatPlayer' | 'attacked'> | null {
  switch (t.kind) {
    case 'creatureAttacks':
      // CR 508.1m, 508.3a: "it" is the attacker; what it attacks doesn't matter unless the trigger says so.
      return e.kind === 'attack' && matchesFilter(tx.s, tx.obj(e.attacker), t.filter, controller, source)
        ? {
            thatObject: e.attacker,
            thatPlayer: e.defender,
            attacked: e.planeswalker === null ? { player: e.defender } : { object: e.planeswalker },
          }
        : null;
    case 'creatureDealsCombatDamageToPlayer':
      // CR 510.3a: "it" is the creature, "that player" the player dealt the damage.
      return e.kind === 'damage' &&
        e.combat &&
        e.toPlayer !== null &&
        e.amount > 0 &&
        matchesFilter(tx.s, tx.obj(e.source), t.filter, controller, source)
        ? { thatObject: e.source, thatPlayer: e.toPlayer }
        : null;
    case 'youCastSpell':
      // CR 601.2i: the spell as it became cast.
      return e.kind === 'cast' &&
        e.player === controller &&
        matchesFilter(tx.s, tx.obj(e.object), t.filter, controller, source)
        ? { thatPlayer: e.player }
        : null;
    default:
      return null;
  }
}
