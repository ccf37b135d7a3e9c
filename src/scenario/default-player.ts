// The scenario runner's deterministic default player.
//
// A scenario scripts what its players do; whatever it leaves open is decided here, the same way every time (no
// randomness, no look-ahead), so that a non-strict test's outcome depends only on the scenario and the engine.
// In strict mode these defaults are never used for a decision the test should answer: the test fails instead,
// naming the decision.
//
//   priority        the runner takes the player's scheduled action for this turn and step, if any; otherwise the
//                   player passes (it never casts, activates or plays anything on its own)
//   mana payment    paid automatically (the engine's automatic payment) unless the scenario disabled automatic
//                   payment for that player; a cost that can't be paid cancels the spell or ability
//   attackers       none of its own choice: only the creatures a rule requires to attack ("attacks each combat if
//                   able"), each attacking the first player it may attack without paying a cost
//   blockers        none
//   targets         by what the effect does to the target (the engine's `polarity`), choosing among the legal
//                   targets in the engine's order (players, then permanents in battlefield order, then cards in
//                   graveyards): for a harmful effect the first opponent or thing an opponent controls; for a
//                   helpful one the player or the first thing it controls; for a neutral one the first legal
//                   target. When the preferred side has nothing legal, an "up to" target is left unchosen and a
//                   required one takes the first legal target.
//   triggers        put on the stack in the order the engine lists them
//   yes/no          yes (optional effects are used)
//   mode            the first mode still available
//   X               the least value, 0
//   color           the first color offered
//   creature type   the one most common among the creature cards the player owns (ties: the first in CR 205.3m's
//                   order; with no creature card, the first of that list)
//   mana combination split among the types offered by the colors of the mana symbols in the player's hand, as
//                   evenly as possible when none is needed
//   replacement     the first replacement effect offered
//   cards           the first cards offered, as many as the choice allows at most (a search finds what it can, a
//                   discard discards the first cards in hand)
//   combat damage   the rules' default assignment: lethal damage to each blocker in order, the rest to the last
//                   blocker, or to the player with trample (the format has no way to answer this decision, so it
//                   is never a strict-mode failure)
//   mulligan        keep (scenarios start with empty hands and no mulligans anyway)
import { mostCommonCreatureType, sensibleManaCombination } from '../ai/choices.js';
import {
  defaultDamageAssignment,
  defaultDivision,
  legalRequiredBlocks,
  type Answer,
  type GameState,
  type PendingChoice,
  type Ref,
} from '../engine/index.js';

type Choice<K extends PendingChoice['kind']> = Extract<PendingChoice, { kind: K }>;

/** Which side a reference is on, for player `p`: the player or what it controls, or an opponent's. */
function side(state: GameState, p: number, r: Ref): 'mine' | 'theirs' {
  if ('player' in r) return r.player === p ? 'mine' : 'theirs';
  // An ability on the stack is on its controller's side.
  if ('ability' in r)
    return state.stack.some((i) => i.id === r.ability && i.kind === 'ability' && i.controller === p)
      ? 'mine'
      : 'theirs';
  const o = state.objects[r.object];
  return o && o.controller === p ? 'mine' : 'theirs';
}

export function defaultTarget(state: GameState, c: Choice<'target'>): Ref | null {
  const want = c.polarity === 'harm' ? 'theirs' : c.polarity === 'help' ? 'mine' : null;
  if (want === null) return c.legal[0] ?? null;
  const pick = c.legal.find((r) => side(state, c.player, r) === want);
  if (pick) return pick;
  return c.optional ? null : (c.legal[0] ?? null);
}

/** The attackers the rules require (CR 508.1d): creatures that must attack, each against the first player it can
 * attack at no cost (a requirement that has a cost need not be obeyed, 508.1d). */
export function requiredAttackers(
  c: Choice<'declareAttackers'>,
): { attacker: number; defender: number; planeswalker?: number }[] {
  const out: { attacker: number; defender: number; planeswalker?: number }[] = [];
  for (const o of c.options) {
    if (!o.mustAttack) continue;
    // Whom a requirement says it attacks, it attacks.
    if (o.mustAttackWhom) {
      out.push({ attacker: o.attacker, ...o.mustAttackWhom[0]! });
      continue;
    }
    const free = o.defenders.find((d) => !(o.costs ?? []).some((k) => k.defender === d));
    if (free !== undefined) out.push({ attacker: o.attacker, defender: free });
  }
  return out;
}

/** The default answer to any decision. */
export function defaultAnswer(state: GameState, c: PendingChoice): Answer {
  switch (c.kind) {
    case 'mulligan':
      return { kind: 'keep' };
    case 'bottomCards':
      return { kind: 'cards', cards: c.cards.slice(0, c.count) };
    case 'priority':
      return { kind: 'pass' };
    case 'target':
      return { kind: 'target', target: defaultTarget(state, c) };
    case 'chooseX':
      return { kind: 'x', value: 0 };
    case 'divide':
      return { kind: 'divide', amounts: defaultDivision(c.amount, c.targets.length) };
    case 'chooseMode':
      return { kind: 'mode', mode: c.modes[0]!.mode };
    case 'payMana':
      return c.canAutoPay ? { kind: 'autoPay' } : { kind: 'cancel' };
    case 'declareAttackers':
      return { kind: 'attackers', attackers: requiredAttackers(c) };
    case 'declareBlockers':
      // None of its own choice; creatures that block each combat if able do (CR 509.1c).
      return { kind: 'blockers', blocks: legalRequiredBlocks(state, c) };
    case 'assignDamage':
      return { kind: 'damage', assignment: defaultDamageAssignment(c) };
    case 'chooseCards':
      return { kind: 'cards', cards: c.cards.slice(0, c.max) };
    case 'orderTriggers':
      return { kind: 'order', order: c.triggers.map((_, i) => i) };
    case 'yesNo':
      return { kind: 'yes' };
    case 'chooseReplacement':
      return { kind: 'option', index: 0 };
    case 'chooseColor':
      return { kind: 'color', color: c.colors[0]! };
    case 'chooseCreatureType':
      return { kind: 'creatureType', type: mostCommonCreatureType(state, c) };
    case 'chooseManaCombination':
      return { kind: 'manaCombination', mana: sensibleManaCombination(state, c) };
  }
}
