// Conditions in abilities: "Activate only during your upkeep", intervening "if" clauses (CR 603.4).
import type { Condition } from '../card-def.js';
import type { GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { noteStepRead } from '../memo.js';
import { effectiveDef, matchesFilter } from './cr613-layers.js';
import { evolves } from './cr702-evolve.js';

// What depends on the step through a condition (an action offered "only during your upkeep") is known by the kernel's
// count of looks at the step having moved while working it out (stepReads in memo.ts).
export { stepReads } from '../memo.js';

/** Whether a condition holds for player `p` (the ability's controller), `source` being the ability's source and
 * `thatObject` the object the triggering event concerned, if any. */
export function conditionHolds(
  s: GameState,
  c: Condition | undefined,
  p: PlayerId,
  source: ObjectId | null,
  thatObject?: ObjectId,
): boolean {
  if (!c) return true;
  switch (c.kind) {
    case 'duringYourStep':
      noteStepRead();
      return s.turn.active === p && s.turn.step === c.step;
    case 'kicked':
      // CR 702.33d: a spell whose controller declared the intention to pay its kicker cost; a permanent keeps how the
      // spell it was cast as (CR 702.33e: its "if it was kicked" abilities are linked to its kicker).
      return source !== null && s.objects[source]?.castVia === 'kicker';
    case 'lifeAtMost':
      return (s.players[p]?.life ?? 0) <= c.n;
    case 'handEmpty':
      return (s.players[p]?.hand.length ?? 0) === 0;
    case 'noSpellsLastTurn':
      return s.turn.spellsLastTurn !== null && s.turn.spellsLastTurn.every((n) => n === 0);
    case 'aPlayerCastTwoLastTurn':
      return s.turn.spellsLastTurn !== null && s.turn.spellsLastTurn.some((n) => n >= 2);
    case 'cardTypesInGraveyard': {
      // Delirium: card types (not supertypes or subtypes) among the cards in your graveyard; tokens are no cards, and
      // a double-faced card there has only its front face's types (Autumnal Gloom's rulings, CR 712.8a).
      const types = new Set<string>();
      for (const id of s.players[p]?.graveyard ?? []) {
        const o = s.objects[id];
        if (o && !o.token) for (const t of effectiveDef(o).types) types.add(t);
      }
      return types.size >= c.min;
    }
    case 'countersOnSelf':
      // The source's record keeps its counters as last known information after it leaves (CR 608.2h).
      return source !== null && (s.objects[source]?.counters[c.counter] ?? 0) <= c.atMost;
    case 'anOpponentWasDealtDamageThisTurn':
      // CR 702.54a (bloodthirst): an opponent still in the game, dealt damage by any source this turn.
      return s.players.some((q) => q.id !== p && !q.lost && q.dealtDamageThisTurn === true);
    case 'thatCreatureBigger':
      return evolves(s, thatObject, source);
    case 'youControl':
      return s.battlefield.some((id) => {
        const o = s.objects[id]!;
        return o.controller === p && matchesFilter(s, o, c.filter, p, source);
      });
    case 'youControlAtLeast': {
      let n = 0;
      for (const id of s.battlefield) {
        const o = s.objects[id]!;
        if (o.controller === p && matchesFilter(s, o, c.filter, p, source) && ++n >= c.n) return true;
      }
      return false;
    }
    case 'anOpponentControlsAtLeast': {
      const counts = new Map<PlayerId, number>();
      for (const id of s.battlefield) {
        const o = s.objects[id]!;
        if (o.controller === p || !matchesFilter(s, o, c.filter, p, source)) continue;
        const n = (counts.get(o.controller) ?? 0) + 1;
        if (n >= c.n) return true;
        counts.set(o.controller, n);
      }
      return false;
    }
    case 'youControlAtMost': {
      let n = 0;
      for (const id of s.battlefield) {
        const o = s.objects[id]!;
        if (o.controller === p && matchesFilter(s, o, c.filter, p, source) && ++n > c.n) return false;
      }
      return true;
    }
  }
}
