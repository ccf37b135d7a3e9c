// A deterministic, card-agnostic way to answer any decision: used to play long stretches of a game identically
// twice (determinism and serialization tests). It is eager: it plays lands, casts and attacks whenever it can.
import {
  defaultDamageAssignment,
  defaultDivision,
  type Answer,
  type GameState,
  type PendingChoice,
} from '../../src/engine/index.js';

export function eagerAnswer(state: GameState, c: PendingChoice): Answer {
  switch (c.kind) {
    case 'mulligan':
      return { kind: 'keep' };
    case 'bottomCards':
      return { kind: 'cards', cards: c.cards.slice(0, c.count) };
    case 'chooseCards':
      return { kind: 'cards', cards: c.cards.slice(0, c.max > 0 ? Math.max(c.min, 1) : 0) };
    case 'priority': {
      const land = c.actions.find((a) => a.kind === 'playLand');
      const spell = c.actions.find((a) => a.kind === 'cast');
      return land ?? (state.stack.length === 0 ? spell : undefined) ?? { kind: 'pass' };
    }
    case 'target': {
      // Harmful effects aim at the opponent's side when possible, helpful ones at the chooser's own.
      const mine = (r: (typeof c.legal)[number]) =>
        'player' in r
          ? r.player === c.player
          : 'object' in r
            ? state.objects[r.object]?.controller === c.player
            : state.stack.some((i) => i.id === r.ability && i.kind === 'ability' && i.controller === c.player);
      const pick = c.legal.find((r) => (c.polarity === 'harm' ? !mine(r) : mine(r))) ?? c.legal[0] ?? null;
      return { kind: 'target', target: pick };
    }
    case 'chooseX':
      return { kind: 'x', value: c.max };
    case 'divide':
      return { kind: 'divide', amounts: defaultDivision(c.amount, c.targets.length) };
    case 'chooseMode':
      return { kind: 'mode', mode: c.modes[0]!.mode };
    case 'chooseReplacement':
      return { kind: 'option', index: 0 };
    case 'payMana':
      return c.canAutoPay ? { kind: 'autoPay' } : { kind: 'cancel' };
    case 'declareAttackers':
      return {
        kind: 'attackers',
        attackers: c.options.map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
    case 'declareBlockers':
      return { kind: 'blockers', blocks: [] };
    case 'assignDamage':
      return { kind: 'damage', assignment: defaultDamageAssignment(c) };
    case 'orderTriggers':
      return { kind: 'order', order: c.triggers.map((_, i) => i) };
    case 'yesNo':
      return { kind: 'yes' };
    case 'chooseColor':
      return { kind: 'color', color: c.colors[0]! };
    case 'chooseCreatureType':
      return { kind: 'creatureType', type: c.types[0]! };
    case 'chooseManaCombination':
      return { kind: 'manaCombination', mana: Array.from({ length: c.amount }, () => c.types[0]!) };
  }
}
