// Cards that create token copies (CR 707.2, 707.8a, 707.9), the cards of the token-copy scenario examples
// (../shared/scenarios/examples: SagaTest testSagaToken, TransformTest testTransformCopyTransformed) and the
// double-faced cards they copy.
import type { Ability, Effect } from '../../engine/card-def.js';
import { kw, self, spell, target, targetCreature, targetPermanent } from '../dsl.js';
import { chapters } from './seeds.js';

const artifactsAndEnchantmentsYouControl = {
  kind: 'count',
  filter: { types: ['Artifact', 'Enchantment'], controller: 'you' },
} as const;

/** "Whenever this creature deals combat damage to a player, <effects>" */
function onCombatDamageToPlayer(text: string, ...effects: Effect[]): Ability {
  return { kind: 'triggered', trigger: { kind: 'selfDealsCombatDamageToPlayer' }, targets: [], effects, text };
}

export const TOKEN_COPIES: Record<string, Ability[]> = {
  'Anikthea, Hand of Erebos': [
    kw('menace'),
    {
      kind: 'static',
      effect: {
        kind: 'grantKeyword',
        // an enchantment creature: a creature that is also an enchantment
        affects: { types: ['Creature'], anyOf: [{ types: ['Enchantment'] }], controller: 'you', other: true },
        keyword: 'menace',
      },
      text: 'Other enchantment creatures you control have menace',
    },
    {
      kind: 'triggered',
      trigger: { kind: 'selfEntersOrAttacks' },
      targets: [
        {
          what: {
            kind: 'card',
            zone: 'graveyard',
            filter: { types: ['Enchantment'], notSubtypes: ['Aura'], controller: 'you' },
          },
          optional: true,
          text: 'up to one target non-Aura enchantment card from your graveyard',
        },
      ],
      effects: [
        { kind: 'exile', what: target(0) },
        {
          kind: 'createTokenCopy',
          what: { kind: 'linked' },
          // CR 707.9b: the token's color is black, not the card's colors; its types are the card's plus these.
          except: { power: 3, toughness: 3, colors: ['B'], addTypes: ['Creature'], addSubtypes: ['Zombie'] },
        },
      ],
      text: "Whenever {this} enters or attacks, exile up to one target non-Aura enchantment card from your graveyard. Create a token that's a copy of that card, except it's a 3/3 black Zombie creature in addition to its other types",
    },
  ],
  "Michiko's Reign of Truth": [
    ...chapters(
      [1, 2],
      'Target creature gets +1/+1 until end of turn for each artifact and/or enchantment you control',
      [targetCreature],
      {
        kind: 'modifyPT',
        what: target(0),
        power: 1,
        toughness: 1,
        forEach: artifactsAndEnchantmentsYouControl,
        duration: 'endOfTurn',
      },
    ),
    ...chapters(
      [3],
      'Exile this Saga, then return it to the battlefield transformed under your control',
      [],
      { kind: 'exile', what: self },
      { kind: 'returnToBattlefield', what: { kind: 'linked' }, transformed: true, under: 'you' },
    ),
  ],
  'Portrait of Michiko': [
    {
      kind: 'static',
      effect: {
        kind: 'modifyPT',
        affects: { self: true },
        power: 1,
        toughness: 1,
        forEach: artifactsAndEnchantmentsYouControl,
      },
      text: '{this} gets +1/+1 for each artifact and/or enchantment you control',
    },
  ],
  'Uninvited Geist': [
    kw('skulk'),
    onCombatDamageToPlayer('When {this} deals combat damage to a player, transform it', {
      kind: 'transform',
      what: self,
    }),
  ],
  'Unimpeded Trespasser': [{ kind: 'static', effect: { kind: 'cantBeBlocked' }, text: "{this} can't be blocked" }],
  Spawnwrithe: [
    kw('trample'),
    onCombatDamageToPlayer("Whenever {this} deals combat damage to a player, create a token that's a copy of {this}", {
      kind: 'createTokenCopy',
      what: self,
    }),
  ],
  Quasiduplicate: [
    spell(
      "Create a token that's a copy of target creature you control",
      [targetPermanent({ types: ['Creature'], controller: 'you' }, 'target creature you control')],
      { kind: 'createTokenCopy', what: target(0) },
    ),
    kw('jump-start'),
  ],
};
