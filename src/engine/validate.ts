// Checks that an answer fits the pending choice, before anything changes.
import type { Answer, PendingChoice, PriorityAction } from './choices.js';
import { validateAttack, validateBlocks, validateDamage } from './rules/cr506-combat.js';
import { sameRef } from './rules/cr115-targets.js';
import type { GameState } from './state.js';

function samePriorityAction(a: PriorityAction, b: Answer): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'pass':
      return true;
    case 'playLand':
      return 'card' in b && a.card === b.card;
    case 'cast':
      return b.kind === 'cast' && a.card === b.card && (a.via ?? null) === (b.via ?? null);
    case 'activate':
    case 'activateMana':
      return 'source' in b && 'ability' in b && a.source === b.source && a.ability === b.ability;
  }
}

const isIntIn = (n: unknown, lo: number, hi: number): boolean =>
  typeof n === 'number' && Number.isInteger(n) && n >= lo && n <= hi;

/** Returns why the answer doesn't fit the pending choice `c` of this state, or null: the check `apply` makes before
 * anything changes, for a client that wants to test an answer (a declaration of blockers, say) without applying it. */
export function validateAnswer(state: GameState, c: PendingChoice, a: Answer): string | null {
  if (!a || typeof a !== 'object' || typeof (a as { kind?: unknown }).kind !== 'string')
    return 'an answer must be an object with a "kind"';
  switch (c.kind) {
    case 'priority':
      return c.actions.some((x) => samePriorityAction(x, a)) ? null : `${describe(a)} is not a legal action now`;
    case 'mulligan':
      return a.kind === 'keep' || a.kind === 'mulligan' ? null : 'answer "keep" or "mulligan"';
    case 'bottomCards':
    case 'chooseCards': {
      if (a.kind !== 'cards' || !Array.isArray(a.cards)) return 'expected a list of cards';
      const min = c.kind === 'bottomCards' ? c.count : c.min;
      const max = c.kind === 'bottomCards' ? c.count : c.max;
      if (a.cards.length < min || a.cards.length > max)
        return min === max ? `choose exactly ${min} card(s)` : `choose between ${min} and ${max} card(s)`;
      if (new Set(a.cards).size !== a.cards.length) return 'a card is chosen twice';
      const bad = a.cards.find((id) => !c.cards.includes(id));
      return bad === undefined ? null : `object ${bad} can't be chosen`;
    }
    case 'target':
      if (a.kind !== 'target') return 'expected a target';
      if (a.target === null) return c.optional ? null : 'a target must be chosen';
      return c.legal.some((r) => sameRef(r, a.target!)) ? null : 'that is not a legal target';
    case 'chooseX':
      return a.kind === 'x' && isIntIn(a.value, 0, c.max) ? null : `X must be a whole number from 0 to ${c.max}`;
    case 'payMana':
      if (a.kind === 'cancel') return null;
      if (a.kind === 'payLife') return c.canPayLife ? null : 'no Phyrexian mana can be paid with life now';
      if (a.kind === 'autoPay') return c.canAutoPay ? null : 'the cost cannot be paid automatically';
      if (a.kind === 'payWith')
        return c.sources.some((s) => s.source === a.source && s.ability === a.ability)
          ? null
          : 'that source cannot be used';
      return 'answer "autoPay", "payWith", "payLife" or "cancel"';
    case 'declareAttackers':
      return validateAttack(state, c, a);
    case 'declareBlockers':
      return validateBlocks(state, c, a);
    case 'assignDamage':
      return validateDamage(c, a);
    case 'orderTriggers': {
      if (a.kind !== 'order' || !Array.isArray(a.order)) return 'expected an order';
      const n = c.triggers.length;
      const ok = a.order.length === n && new Set(a.order).size === n && a.order.every((i) => isIntIn(i, 0, n - 1));
      return ok ? null : `the order must list each of 0..${n - 1} once`;
    }
    case 'yesNo':
      return a.kind === 'yes' || a.kind === 'no' ? null : 'answer "yes" or "no"';
    case 'chooseMode':
      return a.kind === 'mode' && c.modes.some((m) => m.mode === a.mode) ? null : 'that mode is not available';
    case 'chooseReplacement':
      return a.kind === 'option' && isIntIn(a.index, 0, c.options.length - 1)
        ? null
        : `choose an option from 0 to ${c.options.length - 1}`;
    case 'chooseColor':
      return a.kind === 'color' && c.colors.includes(a.color) ? null : `choose one of ${c.colors.join(', ')}`;
    case 'chooseCreatureType':
      return a.kind === 'creatureType' && c.types.includes(a.type) ? null : 'choose an existing creature type';
    case 'chooseManaCombination': {
      if (a.kind !== 'manaCombination' || !Array.isArray(a.mana)) return 'expected a list of mana';
      if (a.mana.length !== c.amount) return `choose exactly ${c.amount} mana`;
      return a.mana.every((t) => c.types.includes(t)) ? null : `each mana must be one of ${c.types.join(', ')}`;
    }
  }
}

function describe(a: Answer): string {
  return JSON.stringify(a);
}
