// Token definitions (CR 111): tokens have no Oracle record; their characteristics are those the effect that creates
// them gives (111.3), written here once per kind of token.
import type { CardDef } from '../../engine/card-def.js';
import { manaAbility, tap } from '../dsl.js';

/** A creature token of one color (or colorless), power and toughness, with creature subtypes and no abilities. */
function plainCreature(name: string, colors: CardDef['colors'], subtypes: readonly string[], p: number, t: number) {
  return {
    name,
    manaCost: [],
    colors,
    supertypes: [],
    types: ['Creature'],
    subtypes,
    power: p,
    toughness: t,
    abilities: [],
    oracleText: '',
    token: true,
  } satisfies CardDef;
}

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
  // "a 2/2 green Bear creature token"
  plainCreature('Bear', ['G'], ['Bear'], 2, 2),
  // "a 0/1 black Cleric creature token" (Rite of Belzenlok)
  plainCreature('Cleric', ['B'], ['Cleric'], 0, 1),
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
  // "a 2/2 green Wolf creature token"
  plainCreature('Wolf', ['G'], ['Wolf'], 2, 2),
  // "a 2/2 black Zombie creature token" (Liliana, Heretical Healer)
  plainCreature('Zombie', ['B'], ['Zombie'], 2, 2),
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
  // CR 702.92a living weapon: "a 0/0 black Phyrexian Germ creature token"
  plainCreature('Phyrexian Germ', ['B'], ['Phyrexian', 'Germ'], 0, 0),
  // CR 702.163a For Mirrodin!: "a 2/2 red Rebel creature token"
  plainCreature('Rebel', ['R'], ['Rebel'], 2, 2),
  // CR 702.182a job select: "a 1/1 colorless Hero creature token"
  plainCreature('Hero', [], ['Hero'], 1, 1),
];
