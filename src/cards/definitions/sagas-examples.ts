// Cards of the Saga scenario examples (../shared/scenarios/examples/org__mage__test__cards__enchantments__SagaTest.json)
// and the cards those tests play alongside them.
import type { Ability } from '../../engine/card-def.js';
import { kw, n, spell, target, targetCreature, targetPermanent } from '../dsl.js';
import { chapters } from './seeds.js';

export const SAGA_EXAMPLES: Record<string, Ability[]> = {
  'Rite of Belzenlok': [
    ...chapters([1, 2], 'Create two 0/1 black Cleric creature tokens', [], {
      kind: 'createToken',
      token: 'Cleric',
      amount: n(2),
    }),
    ...chapters(
      [3],
      'Create a 6/6 black Demon creature token with flying, trample, and "At the beginning of your upkeep, sacrifice another creature. If you can\'t, this token deals 6 damage to you."',
      [],
      { kind: 'createToken', token: 'Demon', amount: n(1) },
    ),
  ],
  Flicker: [
    spell(
      "Exile target nontoken permanent, then return it to the battlefield under its owner's control",
      [targetPermanent({ token: false }, 'target nontoken permanent')],
      { kind: 'exile', what: target(0) },
      { kind: 'returnToBattlefield', what: { kind: 'linked' }, under: 'owner' },
    ),
  ],
  'Vorinclex, Monstrous Raider': [
    kw('trample'),
    kw('haste'),
    {
      kind: 'static',
      effect: { kind: 'scaleCountersPut', putter: 'you', scale: 'double' },
      text: 'If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead',
    },
    {
      kind: 'static',
      effect: { kind: 'scaleCountersPut', putter: 'opponent', scale: 'halfRoundedDown' },
      text: 'If an opponent would put one or more counters on a permanent or player, they put half that many of each of those kinds of counters on that permanent or player instead, rounded down',
    },
  ],
  'The Triumph of Anax': [
    ...chapters(
      [1, 2, 3],
      'Until end of turn, target creature gains trample and gets +X/+0, where X is the number of lore counters on this Saga',
      [targetCreature],
      { kind: 'grantKeyword', what: target(0), keyword: 'trample', duration: 'endOfTurn' },
      {
        kind: 'modifyPT',
        what: target(0),
        power: 1,
        toughness: 0,
        forEach: { kind: 'countersOnSelf', counter: 'lore' },
        duration: 'endOfTurn',
      },
    ),
    ...chapters(
      [4],
      "Target creature you control fights up to one target creature you don't control",
      [
        targetPermanent({ types: ['Creature'], controller: 'you' }, 'target creature you control'),
        {
          what: { kind: 'permanent', filter: { types: ['Creature'], controller: 'opponent' } },
          optional: true,
          text: "up to one target creature you don't control",
        },
      ],
      { kind: 'fight', what: target(0), other: target(1) },
    ),
  ],
};
