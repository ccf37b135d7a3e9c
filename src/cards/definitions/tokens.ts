// Token definitions (CR 111): tokens have no Oracle record; their characteristics are those the effect that creates
// them gives (111.3), written here once per kind of token.
import type { CardDef } from '../../engine/card-def.js';
import { manaAbility, tap } from '../dsl.js';

export const TOKENS: readonly CardDef[] = [
  {
    // CR 111.10a: a Treasure token is a colorless Treasure artifact token with "{T}, Sacrifice this token: Add one
    // mana of any color."
    name: 'Treasure',
    manaCost: [],
    colors: [],
    supertypes: [],
    types: ['Artifact'],
    subtypes: ['Treasure'],
    abilities: [
      manaAbility('{T}, Sacrifice {this}: Add one mana of any color', 'anyColor', [tap, { kind: 'sacrificeSelf' }]),
    ],
    oracleText: '{T}, Sacrifice this token: Add one mana of any color.',
    token: true,
  },
  {
    // "a 1/1 colorless Thopter artifact creature token with flying"
    name: 'Thopter',
    manaCost: [],
    colors: [],
    supertypes: [],
    types: ['Artifact', 'Creature'],
    subtypes: ['Thopter'],
    power: 1,
    toughness: 1,
    abilities: [{ kind: 'keyword', keyword: 'flying' }],
    oracleText: 'Flying',
    token: true,
  },
  {
    // "a 2/2 green Bear creature token"
    name: 'Bear',
    manaCost: [],
    colors: ['G'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Bear'],
    power: 2,
    toughness: 2,
    abilities: [],
    oracleText: '',
    token: true,
  },
  {
    // "a 0/1 black Cleric creature token" (Rite of Belzenlok)
    name: 'Cleric',
    manaCost: [],
    colors: ['B'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Cleric'],
    power: 0,
    toughness: 1,
    abilities: [],
    oracleText: '',
    token: true,
  },
  {
    // "a 6/6 black Demon creature token with flying, trample, and 'At the beginning of your upkeep, sacrifice another
    // creature. If you can't, this token deals 6 damage to you.'" (Rite of Belzenlok)
    name: 'Demon',
    manaCost: [],
    colors: ['B'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Demon'],
    power: 6,
    toughness: 6,
    abilities: [
      { kind: 'keyword', keyword: 'flying' },
      { kind: 'keyword', keyword: 'trample' },
      {
        kind: 'triggered',
        trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
        targets: [],
        effects: [
          {
            kind: 'sacrificeChosen',
            who: { kind: 'you' },
            filter: { types: ['Creature'], other: true },
            ifCant: [
              { kind: 'dealDamage', amount: { kind: 'const', n: 6 }, to: { kind: 'player', who: { kind: 'you' } } },
            ],
          },
        ],
        text: "At the beginning of your upkeep, sacrifice another creature. If you can't, {this} deals 6 damage to you",
      },
    ],
    oracleText:
      "Flying, trample\nAt the beginning of your upkeep, sacrifice another creature. If you can't, this token deals 6 damage to you.",
    token: true,
  },
  {
    // "a 2/2 green Wolf creature token"
    name: 'Wolf',
    manaCost: [],
    colors: ['G'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Wolf'],
    power: 2,
    toughness: 2,
    abilities: [],
    oracleText: '',
    token: true,
  },
  {
    // "a 2/2 black Zombie creature token" (Liliana, Heretical Healer)
    name: 'Zombie',
    manaCost: [],
    colors: ['B'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Zombie'],
    power: 2,
    toughness: 2,
    abilities: [],
    oracleText: '',
    token: true,
  },
  {
    // "Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token" (Nissa, Sage Animist)
    name: 'Ashaya, the Awoken World',
    manaCost: [],
    colors: ['G'],
    supertypes: ['Legendary'],
    types: ['Creature'],
    subtypes: ['Elemental'],
    power: 4,
    toughness: 4,
    abilities: [],
    oracleText: '',
    token: true,
  },
  {
    // "a 2/2 blue Shapeshifter creature token with changeling"
    name: 'Shapeshifter',
    manaCost: [],
    colors: ['U'],
    supertypes: [],
    types: ['Creature'],
    subtypes: ['Shapeshifter'],
    power: 2,
    toughness: 2,
    abilities: [{ kind: 'keyword', keyword: 'changeling' }],
    oracleText: 'Changeling',
    token: true,
  },
];
