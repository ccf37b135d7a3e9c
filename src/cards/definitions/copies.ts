// Copy effects with exceptions (CR 707.9), Essence of the Wild (616.1c), and the double-faced cards copied in the
// transform scenario examples
// (../shared/scenarios/examples/org__mage__test__cards__abilities__keywords__TransformTest.json).
import type { Ability } from '../../engine/card-def.js';
import { kw, n, self, triggered } from '../dsl.js';
import { chapters } from './seeds.js';

const sacrificeWhenTargeted = triggered(
  'When {this} becomes the target of a spell or ability, sacrifice it',
  { kind: 'selfBecomesTarget' },
  [],
  { kind: 'sacrifice', what: self },
);

export const COPIES: Record<string, Ability[]> = {
  'Thing in the Ice': [
    kw('defender'),
    {
      kind: 'static',
      effect: { kind: 'entersWithCounters', counter: 'ice', amount: n(4) },
      text: '{this} enters with four ice counters on it',
    },
    triggered(
      'Whenever you cast an instant or sorcery spell, remove an ice counter from {this}. Then if it has no ice counters on it, transform it',
      { kind: 'youCastSpell', filter: { types: ['Instant', 'Sorcery'] } },
      [],
      { kind: 'removeCounters', what: self, counter: 'ice', amount: n(1) },
      {
        kind: 'conditional',
        condition: { kind: 'countersOnSelf', counter: 'ice', atMost: 0 },
        then: [{ kind: 'transform', what: self }],
      },
    ),
  ],
  'Awoken Horror': [
    triggered(
      "When {this} transforms into Awoken Horror, return all non-Horror creatures to their owners' hands",
      { kind: 'selfTransformsInto', face: 1, orEnters: false },
      [],
      { kind: 'bounce', what: { kind: 'each', filter: { types: ['Creature'], notSubtypes: ['Horror'] } } },
    ),
  ],
  'Phantasmal Image': [
    {
      kind: 'static',
      effect: {
        kind: 'entersAsCopy',
        filter: { types: ['Creature'] },
        except: { subtypes: ['Illusion'], abilities: [sacrificeWhenTargeted] },
      },
      text: 'You may have {this} enter as a copy of any creature on the battlefield, except it\'s an Illusion in addition to its other types and it has "When {this} becomes the target of a spell or ability, sacrifice it."',
    },
  ],
  'Clever Impersonator': [
    {
      kind: 'static',
      effect: { kind: 'entersAsCopy', filter: { notTypes: ['Land'] } },
      text: 'You may have {this} enter as a copy of any nonland permanent on the battlefield',
    },
  ],
  // CR 614.12, 616.1c: a copy effect from another permanent on how creatures enter, applied before their own
  // "enters tapped" or "enters with counters" (which the copy no longer has).
  'Essence of the Wild': [
    {
      kind: 'static',
      effect: { kind: 'creaturesYouControlEnterAsCopy' },
      text: 'Creatures you control enter as a copy of {this}',
    },
  ],
  "Azusa's Many Journeys": [
    ...chapters([1], 'You may play an additional land this turn', [], { kind: 'additionalLandPlay' }),
    ...chapters([2], 'You gain 3 life', [], { kind: 'gainLife', who: { kind: 'you' }, amount: n(3) }),
    ...chapters(
      [3],
      'Exile this Saga, then return it to the battlefield transformed under your control',
      [],
      { kind: 'exile', what: self },
      { kind: 'returnToBattlefield', what: { kind: 'linked' }, transformed: true, under: 'you' },
    ),
  ],
  'Likeness of the Seeker': [
    triggered(
      'Whenever {this} becomes blocked, untap up to three lands you control',
      { kind: 'selfBecomesBlocked' },
      [],
      { kind: 'untap', what: { kind: 'chosen', filter: { types: ['Land'], controller: 'you' }, max: 3 } },
    ),
  ],
};
