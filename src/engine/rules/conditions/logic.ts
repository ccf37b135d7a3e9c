// Conditions made of others: "<condition> and <condition>" (each holds) and "unless <condition>" (it doesn't).
import { map, tpl } from '../../grammar.js';
import type { Condition } from '../../card-def.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "<condition> and <condition>": each holds */
    all: { readonly kind: 'all'; readonly conditions: readonly Condition[] };
    /** "unless <condition>": it doesn't hold */
    not: { readonly kind: 'not'; readonly condition: Condition };
  }
}

export const allWord: ConditionWord<'all'> = {
  kind: 'all',
  rule: 'CR 608.2c',
  scenario: 'costs-triggers-conditions.json#condition.all',
  holds: (_s, c, ctx) => c.conditions.every((x) => ctx.holds(x)),
  readsPlayers: (c, reads) => c.conditions.some(reads),
  joins: true,
  parse: (p) => map(tpl`${p.single} and ${p.single}`, ([x, y]) => ({ kind: 'all', conditions: [x, y] })),
  render: (c, say) => {
    if (c.conditions.length !== 2 || c.conditions.some((x) => x.kind === 'all')) return null;
    const parts = c.conditions.map((x) => say.condition(x));
    return parts.some((x) => x === null) ? null : parts.join(' and ');
  },
};

/** Made by the card compiler's reading of "unless" (an effect "unless <condition>", a land that "enters tapped
 * unless ..."), which says the word "unless" itself. */
export const notWord: ConditionWord<'not'> = {
  kind: 'not',
  rule: 'CR 608.2c',
  scenario: 'costs-triggers-conditions.json#condition.not',
  holds: (_s, c, ctx) => !ctx.holds(c.condition),
  readsPlayers: (c, reads) => reads(c.condition),
};
