// "Your devotion to blue is less than five" (CR 700.5), the Gods' condition.
import type { Color } from '../../types.js';
import { map, tpl } from '../../grammar.js';
import { countAmount } from '../../hooks.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    devotionLessThan: { readonly kind: 'devotionLessThan'; readonly colors: readonly Color[]; readonly n: number };
  }
}

export const devotionLessThanWord: ConditionWord<'devotionLessThan'> = {
  kind: 'devotionLessThan',
  rule: 'CR 700.5',
  scenario: 'modes-layouts.json#static.notCreature',
  // Counted now, through the kernel (devotion reads the permanents' mana costs, not the layers).
  holds: (s, c, { p, source }) =>
    countAmount(s, { kind: 'devotion', colors: c.colors }, { controller: p, source }) < c.n,
  parse: (p) =>
    map(tpl`your devotion to ${p.colors} is less than ${p.numberWord}`, ([cs, n]) => ({
      kind: 'devotionLessThan',
      colors: cs,
      n,
    })),
  render: (c, say) => `your devotion to ${c.colors.map(say.color).join(' and ')} is less than ${say.numberWord(c.n)}`,
};
