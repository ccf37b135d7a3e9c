// A creature's power as a condition: "if enchanted creature's power is 4 or greater" (Domestication), "if {this}'s
// power is 4 or greater". Power is a characteristic (CR 208.1), read through the layers by the filter matcher (a
// filter of power N or greater).
import { alt, map, tpl } from '../../grammar.js';
import { isObjectRef } from '../../types.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "<{this} / enchanted creature>'s power is N or greater": the source, or the permanent it is attached to */
    powerAtLeast: { readonly kind: 'powerAtLeast'; readonly of: 'self' | 'enchanted'; readonly n: number };
  }
}

const SAID = { self: '{this}', enchanted: 'enchanted creature' } as const;

export const powerAtLeastWord: ConditionWord<'powerAtLeast'> = {
  kind: 'powerAtLeast',
  rule: 'CR 208.1',
  scenario: 'costs-triggers-conditions.json#condition.powerAtLeast',
  holds: (s, c, { p, source, match }) => {
    const src = source === null ? undefined : s.objects[source];
    if (!src || src.left || src.zone !== 'battlefield') return false;
    let id = source;
    if (c.of === 'enchanted') {
      // CR 303.4: the object the Aura is attached to; none when it is attached to nothing or to a player.
      const to = src.attachedTo;
      id = to && isObjectRef(to) ? to.object : null;
    }
    const o = id === null ? undefined : s.objects[id];
    return !!o && o.zone === 'battlefield' && match(s, o, { types: ['Creature'], minPower: c.n }, p, source);
  },
  parse: (p) =>
    map(
      tpl`${alt(
        map(tpl`{this}`, () => 'self' as const),
        map(tpl`enchanted creature`, () => 'enchanted' as const),
      )}'s power is ${p.digits} or greater`,
      ([of, n]) => ({ kind: 'powerAtLeast', of, n }),
    ),
  render: (c) => `${SAID[c.of]}'s power is ${c.n} or greater`,
};
