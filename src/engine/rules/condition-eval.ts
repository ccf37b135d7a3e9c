// Whether a condition holds: "Activate only during your upkeep", intervening "if" clauses (CR 603.4), "as long as"
// (611.3a), "instead if" (608.2c). Worked out here without the layers, which hand in how a filter is matched: the
// layers ask it of static abilities' conditions, and conditions.ts of all the others.
import type { Condition, ObjectFilter } from '../card-def.js';
import type { GameObject, GameState } from '../state.js';
import type { ObjectId, PlayerId } from '../types.js';
import { countAmount } from '../hooks.js';
import { noteStepRead } from '../memo.js';
import { effectiveDef } from './cr613-definitions.js';
import { pairedPartner, soulbondCanPair } from './cr702-soulbond.js';

const CREATURE: ObjectFilter = { types: ['Creature'] };

/** How a filter is matched (matchesFilter of cr613-layers.ts). */
export type Matcher = (
  s: GameState,
  o: Readonly<GameObject>,
  f: ObjectFilter,
  controller: PlayerId,
  source: ObjectId | null,
) => boolean;

/** What a triggered ability's condition may also look at: the object the triggering event concerned, and how evolve
 * compares it with the source (cr702-evolve.ts, which looks through the layers). Static abilities have neither. */
export interface TriggerFacts {
  readonly thatObject?: ObjectId | undefined;
  readonly bigger?: (s: GameState, thatObject: ObjectId | undefined, source: ObjectId | null) => boolean;
}

/** Whether a condition holds for player `p` (the ability's controller), `source` being the ability's source. */
export function evaluateCondition(
  s: GameState,
  c: Condition,
  p: PlayerId,
  source: ObjectId | null,
  match: Matcher,
  facts: TriggerFacts = {},
): boolean {
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
    case 'lifeAtLeast':
      return (s.players[p]?.life ?? 0) >= c.n;
    case 'anOpponentLifeAtMost':
      // CR 102.2-3: an opponent is a player still in the game (800.4a: a player who left is none).
      return s.players.some((pl) => pl.id !== p && !pl.lost && pl.life <= c.n);
    case 'handEmpty':
      return (s.players[p]?.hand.length ?? 0) === 0;
    case 'noSpellsLastTurn':
      return s.turn.spellsLastTurn !== null && s.turn.spellsLastTurn.every((n) => n === 0);
    case 'aPlayerCastTwoLastTurn':
      return s.turn.spellsLastTurn !== null && s.turn.spellsLastTurn.some((n) => n >= 2);
    case 'creatureDiedThisTurn':
      return s.turn.creaturesDiedThisTurn > 0;
    case 'selfMonstrous': {
      // CR 701.37b: a designation of the permanent; a new object after a zone change isn't monstrous (400.7).
      const o = source === null ? undefined : s.objects[source];
      return !!o && !o.left && o.zone === 'battlefield' && o.monstrous;
    }
    case 'levelBetween': {
      // CR 711.2a-b: the level counters on the leveler itself.
      const n = source === null ? 0 : (s.objects[source]?.counters.level ?? 0);
      return n >= c.min && (c.max === undefined || n <= c.max);
    }
    case 'devotionLessThan':
      // CR 700.5: counted now, through the kernel (devotion reads the permanents' mana costs, not the layers).
      return countAmount(s, { kind: 'devotion', colors: c.colors }, { controller: p, source }) < c.n;
    case 'all':
      return c.conditions.every((x) => evaluateCondition(s, x, p, source, match, facts));
    case 'not':
      return !evaluateCondition(s, c.condition, p, source, match, facts);
    case 'anOpponentWasDealtDamageThisTurn':
      // CR 702.54a (bloodthirst): an opponent still in the game, dealt damage by any source this turn.
      return s.players.some((q) => q.id !== p && !q.lost && q.dealtDamageThisTurn === true);
    case 'selfPaired':
      // CR 702.95b: "{this} is paired with another creature".
      return source !== null && pairedPartner(s, source, (o) => match(s, o, CREATURE, p, source)) !== null;
    case 'soulbondUnpaired':
      // CR 702.95a: the soulbond ability's intervening "if", for the creature whose entering triggered it.
      return soulbondCanPair(s, p, source, facts.thatObject, (o) => match(s, o, CREATURE, p, source));
    case 'thatCreatureBigger':
      // CR 702.100a (evolve): judged by the trigger rules, which hand in the comparison.
      return facts.bigger !== undefined && facts.bigger(s, facts.thatObject, source);
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
    case 'youControl':
      return s.battlefield.some((id) => {
        const o = s.objects[id]!;
        return o.controller === p && match(s, o, c.filter, p, source);
      });
    case 'youControlAtLeast': {
      let n = 0;
      for (const id of s.battlefield) {
        const o = s.objects[id]!;
        if (o.controller === p && match(s, o, c.filter, p, source) && ++n >= c.n) return true;
      }
      return false;
    }
    case 'anOpponentControlsMore': {
      // Each opponent's count against yours (Knight of the White Orchid: "if an opponent controls more lands than you").
      const counts = new Map<PlayerId, number>();
      let mine = 0;
      for (const id of s.battlefield) {
        const o = s.objects[id]!;
        if (!match(s, o, c.filter, p, source)) continue;
        if (o.controller === p) mine++;
        else counts.set(o.controller, (counts.get(o.controller) ?? 0) + 1);
      }
      for (const n of counts.values()) if (n > mine) return true;
      return false;
    }
    case 'anOpponentControlsAtLeast': {
      const counts = new Map<PlayerId, number>();
      for (const id of s.battlefield) {
        const o = s.objects[id]!;
        if (o.controller === p || !match(s, o, c.filter, p, source)) continue;
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
        if (o.controller === p && match(s, o, c.filter, p, source) && ++n > c.n) return false;
      }
      return true;
    }
  }
}

/** Whether a condition reads players' state (life, hand): what is derived from it then depends on players. */
export function conditionReadsPlayers(c: Condition): boolean {
  switch (c.kind) {
    case 'lifeAtMost':
    case 'lifeAtLeast':
    case 'anOpponentLifeAtMost':
    case 'handEmpty':
    case 'cardTypesInGraveyard':
    case 'anOpponentWasDealtDamageThisTurn':
      return true;
    case 'all':
      return c.conditions.some(conditionReadsPlayers);
    case 'not':
      return conditionReadsPlayers(c.condition);
    default:
      return false;
  }
}
