// "{this} is monstrous" (CR 701.37b: a designation of the permanent).
import { lit } from '../../grammar.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    selfMonstrous: { readonly kind: 'selfMonstrous' };
  }
}

export const selfMonstrousWord: ConditionWord<'selfMonstrous'> = {
  kind: 'selfMonstrous',
  rule: 'CR 701.37b',
  scenario: 'costs-triggers-conditions.json#condition.selfMonstrous',
  holds: (s, _c, { source }) => {
    // A new object after a zone change isn't monstrous (CR 400.7).
    const o = source === null ? undefined : s.objects[source];
    return !!o && !o.left && o.zone === 'battlefield' && o.monstrous;
  },
  parse: () => lit('{this} is monstrous', { kind: 'selfMonstrous' }),
  render: () => '{this} is monstrous',
};
