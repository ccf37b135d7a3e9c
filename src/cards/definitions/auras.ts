// Auras (CR 303.4, 702.5), bestow (702.103), and the cards of the transform scenario TestEnchantmentToCreature
// (Autumnal Gloom's delirium, Fireball's variable number of targets and cost increase).
import type { Ability, ObjectFilter } from '../../engine/card-def.js';
import { parseManaCost } from '../../engine/index.js';
import { activated, kw, mana, n, self, target, targetPermanent, triggered } from '../dsl.js';

const enchanted: ObjectFilter = { types: ['Creature'], attachedBySource: true };
const enchantCreature: Ability = {
  kind: 'enchant',
  what: { kind: 'permanent', filter: { types: ['Creature'] } },
  text: 'Enchant creature',
};

/** "Enchanted creature gets +P/+T" (layer 7c, CR 613.4c). */
function enchantedGets(power: number, toughness: number, text: string): Ability {
  return { kind: 'static', effect: { kind: 'modifyPT', affects: enchanted, power, toughness }, text };
}

function bestow(cost: string): Ability {
  return { kind: 'castKeyword', keyword: 'bestow', cost: parseManaCost(cost), text: `Bestow ${cost}` };
}

export const AURAS: Record<string, Ability[]> = {
  'Holy Strength': [enchantCreature, enchantedGets(1, 2, 'Enchanted creature gets +1/+2')],
  Pacifism: [
    enchantCreature,
    {
      kind: 'static',
      effect: { kind: 'cantAttackOrBlock', affects: enchanted, attack: true, block: true },
      text: "Enchanted creature can't attack or block",
    },
  ],
  'Mirror Mockery': [
    enchantCreature,
    triggered(
      "Whenever enchanted creature attacks, you may create a token that's a copy of that creature. Exile that token at end of combat",
      { kind: 'attachedAttacks' },
      [],
      {
        kind: 'mayDo',
        prompt: "create a token that's a copy of that creature",
        effects: [
          // "That creature": the attacker, copied as it last existed if it has left (CR 608.2h).
          { kind: 'createTokenCopy', what: { kind: 'thatObject' } },
          // CR 603.7: "that token" is the token just created (all of them, should more be made).
          { kind: 'delayed', when: 'endOfCombat', effects: [{ kind: 'exile', what: { kind: 'linked' } }] },
        ],
      },
    ),
  ],
  Rancor: [
    enchantCreature,
    enchantedGets(2, 0, 'Enchanted creature gets +2/+0 and has trample'),
    {
      kind: 'static',
      effect: { kind: 'grantKeyword', affects: enchanted, keyword: 'trample' },
      text: 'Enchanted creature gets +2/+0 and has trample',
    },
    // CR 400.7d: "it" is the card Rancor became in the graveyard.
    triggered(
      "When {this} is put into a graveyard from the battlefield, return it to its owner's hand",
      { kind: 'selfToGraveyardFromBattlefield' },
      [],
      { kind: 'returnSelfToHand' },
    ),
  ],
  Fireball: [
    {
      kind: 'static',
      effect: { kind: 'costMorePerExtraTarget', cost: parseManaCost('{1}') },
      text: 'This spell costs {1} more to cast for each target beyond the first',
    },
    {
      kind: 'spell',
      targets: [{ what: { kind: 'any' }, anyNumber: true, text: 'any number of targets' }],
      effects: [{ kind: 'dealDamageDividedEvenly', amount: { kind: 'x' } }],
      text: '{this} deals X damage divided evenly, rounded down, among any number of targets',
    },
  ],
  'Autumnal Gloom': [
    activated('{B}: Mill a card', [mana('{B}')], [], [{ kind: 'mill', who: { kind: 'you' }, amount: n(1) }]),
    {
      kind: 'triggered',
      trigger: { kind: 'beginningOfStep', step: 'end_turn', whose: 'yours' },
      // Delirium (an ability word, CR 207.2c): an intervening "if" clause (603.4).
      condition: { kind: 'cardTypesInGraveyard', min: 4 },
      targets: [],
      effects: [{ kind: 'transform', what: self }],
      text: 'Delirium — At the beginning of your end step, if there are four or more card types among cards in your graveyard, transform {this}',
    },
  ],
  'Ancient of the Equinox': [kw('trample'), kw('hexproof')],
  Rootrunner: [
    activated(
      "{G}{G}, Sacrifice {this}: Put target land on top of its owner's library",
      [mana('{G}{G}'), { kind: 'sacrificeSelf' }],
      [targetPermanent({ types: ['Land'] }, 'target land')],
      [{ kind: 'putOnTopOfLibrary', what: target(0) }],
    ),
    // CR 702.46a: "Soulshift N" means "When this permanent is put into a graveyard from the battlefield, you may
    // return target Spirit card with mana value N or less from your graveyard to your hand."
    {
      kind: 'triggered',
      trigger: { kind: 'selfToGraveyardFromBattlefield' },
      optional: true,
      targets: [
        {
          what: {
            kind: 'card',
            zone: 'graveyard',
            filter: { subtypes: ['Spirit'], maxManaValue: 3, controller: 'you' },
          },
          text: 'target Spirit card with mana value 3 or less from your graveyard',
        },
      ],
      effects: [{ kind: 'bounce', what: target(0) }],
      text: 'Soulshift 3',
    },
  ],
  'Nyxborn Rollicker': [bestow('{1}{R}'), enchantedGets(1, 1, 'Enchanted creature gets +1/+1')],
  'Leafcrown Dryad': [
    bestow('{3}{G}'),
    kw('reach'),
    enchantedGets(2, 2, 'Enchanted creature gets +2/+2 and has reach'),
    {
      kind: 'static',
      effect: { kind: 'grantKeyword', affects: enchanted, keyword: 'reach' },
      text: 'Enchanted creature gets +2/+2 and has reach',
    },
  ],
};
