// Cards for mana with spending restrictions and riders (CR 106.6), "As this enters, choose" (614.1c, 607.2d),
// costs that remove X counters (107.3a, 122.8), mana "in any combination of" colors, and countering (701.6).
import type { Ability, TargetSpec } from '../../engine/card-def.js';
import { activated, mana, manaAbility, n, self, spell, tap, target } from '../dsl.js';

const targetSpell: TargetSpec = { what: { kind: 'spell', filter: {} }, text: 'target spell' };
const counterTargetSpell = spell('Counter target spell', [targetSpell], { kind: 'counter', what: target(0) });
/** CR 115.1c-d: an ability on the stack; the reminder "(Mana abilities can't be targeted.)" is 605.3b, which holds
 * because mana abilities never go on the stack. */
const targetAbility: TargetSpec = { what: { kind: 'ability' }, text: 'target activated or triggered ability' };

export const RESTRICTED_MANA: Record<string, Ability[]> = {
  'Cavern of Souls': [
    {
      kind: 'static',
      effect: { kind: 'asEntersChooseCreatureType' },
      text: 'As {this} enters, choose a creature type',
    },
    manaAbility('{T}: Add {C}', ['C']),
    {
      kind: 'mana',
      costs: [tap],
      produce: { kind: 'anyColor', n: 1 },
      restriction: { spell: { types: ['Creature'] }, ofChosenType: true, cantBeCountered: true },
      text: "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered",
    },
  ],
  'Ancient Ziggurat': [
    {
      kind: 'mana',
      costs: [tap],
      produce: { kind: 'anyColor', n: 1 },
      restriction: { spell: { types: ['Creature'] } },
      text: '{T}: Add one mana of any color. Spend this mana only to cast a creature spell',
    },
  ],
  'Calciform Pools': [
    manaAbility('{T}: Add {C}', ['C']),
    activated(
      '{1}, {T}: Put a storage counter on {this}',
      [mana('{1}'), tap],
      [],
      [{ kind: 'putCounters', what: self, counter: 'storage', amount: n(1) }],
    ),
    {
      kind: 'mana',
      costs: [mana('{1}'), { kind: 'removeCounters', counter: 'storage', amount: 'x' }],
      produce: { kind: 'combination', amount: 'x', types: ['W', 'U'] },
      text: '{1}, Remove X storage counters from {this}: Add X mana in any combination of {W} and/or {U}',
    },
  ],
  Cancel: [counterTargetSpell],
  Counterspell: [counterTargetSpell],
  Stifle: [
    spell('Counter target activated or triggered ability', [targetAbility], { kind: 'counter', what: target(0) }),
  ],
};
