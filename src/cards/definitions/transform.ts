// Double-faced cards that transform (CR 701.27, 712) and the cards around them in the transform scenarios.
import type { Ability, Condition, Effect } from '../../engine/card-def.js';
import { kw, mana, n, target } from '../dsl.js';

const self = { kind: 'self' } as const;

/** "At the beginning of each upkeep, if <condition>, transform this creature." — an intervening "if" (CR 603.4). */
function upkeepTransform(condition: Condition, text: string): Ability {
  return {
    kind: 'triggered',
    trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'each' },
    condition,
    targets: [],
    effects: [{ kind: 'transform', what: self }],
    text,
  };
}

const noSpells = upkeepTransform(
  { kind: 'noSpellsLastTurn' },
  'At the beginning of each upkeep, if no spells were cast last turn, transform {this}',
);
const twoSpells = upkeepTransform(
  { kind: 'aPlayerCastTwoLastTurn' },
  'At the beginning of each upkeep, if a player cast two or more spells last turn, transform {this}',
);

const wolfAndLife: Effect[] = [
  { kind: 'createToken', token: 'Wolf', amount: n(1) },
  { kind: 'gainLife', who: { kind: 'you' }, amount: n(2) },
];

export const TRANSFORM: Record<string, Ability[]> = {
  'Huntmaster of the Fells': [
    {
      kind: 'triggered',
      trigger: { kind: 'selfTransformsInto', face: 0, orEnters: true },
      targets: [],
      effects: wolfAndLife,
      text: 'Whenever {this} enters or transforms into {this}, create a 2/2 green Wolf creature token and you gain 2 life',
    },
    noSpells,
  ],
  'Ravager of the Fells': [
    kw('trample'),
    {
      kind: 'triggered',
      trigger: { kind: 'selfTransformsInto', face: 1, orEnters: false },
      targets: [
        { what: { kind: 'player', who: 'opponent', orPlaneswalker: true }, text: 'target opponent or planeswalker' },
        {
          what: { kind: 'permanent', filter: { types: ['Creature'], controlledByTarget: 0 } },
          optional: true,
          text: "up to one target creature that player or that planeswalker's controller controls",
        },
      ],
      effects: [
        { kind: 'dealDamage', amount: n(2), to: target(0) },
        { kind: 'dealDamage', amount: n(2), to: target(1) },
      ],
      text: "Whenever {this} transforms into {this}, it deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature that player or that planeswalker's controller controls",
    },
    twoSpells,
  ],
  'Hinterland Logger': [noSpells],
  'Timber Shredder': [kw('trample'), twoSpells],
  'Lambholt Pacifist': [
    {
      kind: 'static',
      effect: {
        kind: 'cantAttackUnless',
        condition: { kind: 'youControl', filter: { types: ['Creature'], minPower: 4 } },
      },
      text: "{this} can't attack unless you control a creature with power 4 or greater",
    },
    noSpells,
  ],
  'Lambholt Butcher': [twoSpells],
  'Eldrazi Displacer': [
    kw('devoid'),
    {
      kind: 'activated',
      costs: [mana('{2}{C}')],
      targets: [
        { what: { kind: 'permanent', filter: { types: ['Creature'], other: true } }, text: 'another target creature' },
      ],
      effects: [
        { kind: 'exile', what: target(0) },
        { kind: 'returnToBattlefield', what: { kind: 'linked' }, tapped: true },
      ],
      zone: 'battlefield',
      text: "{2}{C}: Exile another target creature, then return it to the battlefield tapped under its owner's control",
    },
  ],
  Clone: [
    {
      kind: 'static',
      effect: { kind: 'entersAsCopy', filter: { types: ['Creature'] } },
      text: 'You may have {this} enter as a copy of any creature on the battlefield',
    },
  ],
  'Startled Awake': [
    {
      kind: 'spell',
      targets: [{ what: { kind: 'player', who: 'opponent' }, text: 'target opponent' }],
      effects: [{ kind: 'mill', who: { kind: 'target', index: 0 }, amount: n(13) }],
      text: 'Target opponent mills thirteen cards',
    },
    {
      kind: 'activated',
      costs: [mana('{3}{U}{U}')],
      targets: [],
      effects: [{ kind: 'returnToBattlefield', what: self, transformed: true, under: 'you' }],
      zone: 'graveyard',
      sorcerySpeed: true,
      text: '{3}{U}{U}: Put this card from your graveyard onto the battlefield transformed. Activate only as a sorcery',
    },
  ],
  'Persistent Nightmare': [
    kw('skulk'),
    {
      kind: 'triggered',
      trigger: { kind: 'selfDealsCombatDamageToPlayer' },
      targets: [],
      effects: [{ kind: 'bounce', what: self }],
      text: "When {this} deals combat damage to a player, return it to its owner's hand",
    },
  ],
  'Delver of Secrets': [
    {
      kind: 'triggered',
      trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      targets: [],
      effects: [
        { kind: 'mayRevealTop', filter: { types: ['Instant', 'Sorcery'] }, then: [{ kind: 'transform', what: self }] },
      ],
      text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform {this}',
    },
  ],
  'Insectile Aberration': [kw('flying')],
  Moonmist: [
    {
      kind: 'spell',
      targets: [],
      effects: [
        { kind: 'transform', what: { kind: 'each', filter: { subtypes: ['Human'] } } },
        {
          kind: 'preventDamage',
          to: null,
          amount: null,
          combatOnly: true,
          from: { types: ['Creature'], notSubtypes: ['Werewolf', 'Wolf'] },
        },
      ],
      text: 'Transform all Humans. Prevent all combat damage that would be dealt this turn by creatures other than Werewolves and Wolves',
    },
  ],
  'Archangel Avacyn': [
    kw('flash'),
    kw('flying'),
    kw('vigilance'),
    {
      kind: 'triggered',
      trigger: { kind: 'selfEnters' },
      targets: [],
      effects: [
        {
          kind: 'grantKeyword',
          what: { kind: 'each', filter: { types: ['Creature'], controller: 'you' } },
          keyword: 'indestructible',
          duration: 'endOfTurn',
        },
      ],
      text: 'When {this} enters, creatures you control gain indestructible until end of turn',
    },
    {
      kind: 'triggered',
      trigger: {
        kind: 'anotherCreatureDies',
        filter: { types: ['Creature'], controller: 'you', notSubtypes: ['Angel'] },
      },
      targets: [],
      effects: [{ kind: 'delayed', when: 'nextUpkeep', effects: [{ kind: 'transform', what: self }] }],
      text: 'When a non-Angel creature you control dies, transform {this} at the beginning of the next upkeep',
    },
  ],
  'Avacyn, the Purifier': [
    kw('flying'),
    {
      kind: 'triggered',
      trigger: { kind: 'selfTransformsInto', face: 1, orEnters: false },
      targets: [],
      effects: [
        { kind: 'dealDamage', amount: n(3), to: { kind: 'each', filter: { types: ['Creature'], other: true } } },
        { kind: 'dealDamage', amount: n(3), to: { kind: 'player', who: { kind: 'eachOpponent' } } },
      ],
      text: 'When {this} transforms into Avacyn, the Purifier, it deals 3 damage to each other creature and each opponent',
    },
  ],
  'Maskwood Nexus': [
    {
      kind: 'static',
      effect: { kind: 'allCreatureTypes' },
      text: "Creatures you control are every creature type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield",
    },
    {
      kind: 'activated',
      costs: [mana('{3}'), { kind: 'tap' }],
      targets: [],
      effects: [{ kind: 'createToken', token: 'Shapeshifter', amount: n(1) }],
      zone: 'battlefield',
      text: '{3}, {T}: Create a 2/2 blue Shapeshifter creature token with changeling',
    },
  ],
};
