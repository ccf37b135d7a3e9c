// Planeswalkers (CR 306) and the cards of the planeswalker scenarios: the Magic Origins double-faced legends whose
// back faces are planeswalkers, entering with loyalty as they return transformed (CR 306.5b, 712.14a).
import type { Ability, CardDef, Cost, Effect, TargetSpec } from '../../engine/card-def.js';
import { kw, n } from '../dsl.js';

const self = { kind: 'self' } as const;
const loyalty = (change: number | '-X'): Cost => ({ kind: 'loyalty', change });

/** A loyalty ability (CR 606): its cost is the loyalty change; timing and once-per-turn come from the rules. */
function loyaltyAbility(change: number | '-X', text: string, targets: TargetSpec[], effects: Effect[]): Ability {
  return { kind: 'activated', costs: [loyalty(change)], targets, effects, zone: 'battlefield', text };
}

/** "exile {this}, then return her to the battlefield transformed under her owner's control" (CR 712.14a) */
const exileAndReturnTransformed: Effect[] = [
  { kind: 'exile', what: self },
  { kind: 'returnToBattlefield', what: { kind: 'linked' }, transformed: true },
];

/** "up to six target lands": six targets of one word "target", each optional and each a different land (CR 115.3) */
const upToSixLands: TargetSpec[] = Array.from({ length: 6 }, () => ({
  what: { kind: 'permanent', filter: { types: ['Land'] } },
  optional: true,
  distinct: true,
  text: 'up to six target lands',
}));

/** The name of Liliana, Defiant Necromancer's emblem (CR 114.1: an emblem has no name of its own; this names its
 * definition and how the game tells it). */
export const LILIANA_EMBLEM = 'Liliana, Defiant Necromancer emblem';

export const PLANESWALKERS: Record<string, Ability[]> = {
  'Nissa, Vastwood Seer': [
    {
      kind: 'triggered',
      trigger: { kind: 'selfEnters' },
      optional: true,
      targets: [],
      effects: [
        {
          kind: 'searchLibrary',
          filter: { types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'] },
          count: 1,
          to: 'hand',
        },
      ],
      text: 'When {this} enters, you may search your library for a basic Forest card, reveal it, put it into your hand, then shuffle',
    },
    {
      kind: 'triggered',
      trigger: { kind: 'anotherEnters', filter: { types: ['Land'], controller: 'you' } },
      // CR 603.4: an intervening "if" clause, checked as it triggers and as it resolves.
      condition: { kind: 'youControlAtLeast', filter: { types: ['Land'] }, n: 7 },
      targets: [],
      effects: exileAndReturnTransformed,
      text: "Whenever a land you control enters, if you control seven or more lands, exile {this}, then return her to the battlefield transformed under her owner's control",
    },
  ],
  'Nissa, Sage Animist': [
    loyaltyAbility(
      1,
      "+1: Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it into your hand",
      [],
      [{ kind: 'revealTopPut', filter: { types: ['Land'] }, match: 'battlefield', otherwise: 'hand' }],
    ),
    loyaltyAbility(
      -2,
      '−2: Create Ashaya, the Awoken World, a legendary 4/4 green Elemental creature token',
      [],
      [{ kind: 'createToken', token: 'Ashaya, the Awoken World', amount: n(1) }],
    ),
    loyaltyAbility(
      -7,
      "−7: Untap up to six target lands. They become 6/6 Elemental creatures. They're still lands",
      upToSixLands,
      [
        { kind: 'untap', what: { kind: 'allTargets' } },
        { kind: 'becomeCreature', what: { kind: 'allTargets' }, subtypes: ['Elemental'], power: 6, toughness: 6 },
      ],
    ),
  ],
  'Liliana, Heretical Healer': [
    kw('lifelink'),
    {
      kind: 'triggered',
      trigger: {
        kind: 'anotherCreatureDies',
        filter: { types: ['Creature'], controller: 'you', token: false, other: true },
      },
      targets: [],
      effects: [
        ...exileAndReturnTransformed,
        { kind: 'ifYouDo', effects: [{ kind: 'createToken', token: 'Zombie', amount: n(1) }] },
      ],
      text: "Whenever another nontoken creature you control dies, exile {this}, then return her to the battlefield transformed under her owner's control. If you do, create a 2/2 black Zombie creature token",
    },
  ],
  'Liliana, Defiant Necromancer': [
    loyaltyAbility(
      2,
      '+2: Each player discards a card',
      [],
      [{ kind: 'discard', who: { kind: 'eachPlayer' }, amount: n(1) }],
    ),
    loyaltyAbility(
      '-X',
      '−X: Return target nonlegendary creature card with mana value X from your graveyard to the battlefield',
      [
        {
          what: {
            kind: 'card',
            zone: 'graveyard',
            filter: { types: ['Creature'], notSupertypes: ['Legendary'], controller: 'you', manaValueX: true },
          },
          text: 'target nonlegendary creature card with mana value X from your graveyard',
        },
      ],
      [{ kind: 'returnToBattlefield', what: { kind: 'target', index: 0 } }],
    ),
    loyaltyAbility(
      -8,
      '−8: You get an emblem with "Whenever a creature dies, return it to the battlefield under your control at the beginning of the next end step."',
      [],
      [{ kind: 'createEmblem', emblem: LILIANA_EMBLEM }],
    ),
  ],
};

/** Emblems (CR 114): no characteristics but their abilities, which work from the command zone. */
export const EMBLEMS: readonly CardDef[] = [
  {
    name: LILIANA_EMBLEM,
    manaCost: [],
    colors: [],
    supertypes: [],
    types: [],
    subtypes: [],
    abilities: [
      {
        kind: 'triggered',
        trigger: { kind: 'anotherCreatureDies', filter: { types: ['Creature'] } },
        targets: [],
        effects: [
          {
            kind: 'delayed',
            when: 'nextEndStep',
            about: { kind: 'thatObject' },
            effects: [{ kind: 'returnToBattlefield', what: { kind: 'linked' }, under: 'you' }],
          },
        ],
        text: 'Whenever a creature dies, return it to the battlefield under your control at the beginning of the next end step',
      },
    ],
    oracleText:
      'Whenever a creature dies, return it to the battlefield under your control at the beginning of the next end step.',
    emblem: true,
  },
];
