// Cards of the seed rulings (see ../shared/seeds): Sagas and the general rulings on mana and counters.
import type { Ability, Effect, TargetSpec } from '../../engine/card-def.js';
import { parseManaCost } from '../../engine/index.js';
import { kw, target } from '../dsl.js';

function chapter(chapterNo: number, text: string, targets: TargetSpec[], ...effects: Effect[]): Ability {
  return { kind: 'triggered', trigger: { kind: 'chapter', chapter: chapterNo }, targets, effects, text };
}

const roman = ['', 'I', 'II', 'III', 'IV', 'V', 'VI'];
/** "II, III — effect" is two chapter abilities with the same effect (CR 714.2c). */
export function chapters(nums: number[], body: string, targets: TargetSpec[], ...effects: Effect[]): Ability[] {
  const label = nums.map((k) => roman[k]).join(', ');
  return nums.map((k) => chapter(k, `${label} — ${body}`, targets, ...effects));
}

export const SEEDS: Record<string, Ability[]> = {
  'Summon: Yojimbo': [
    ...chapters(
      [1],
      'Exile target artifact, enchantment, or tapped creature an opponent controls',
      [
        {
          what: {
            kind: 'permanent',
            filter: {
              controller: 'opponent',
              anyOf: [{ types: ['Artifact', 'Enchantment'] }, { types: ['Creature'], tapped: true }],
            },
          },
          text: 'target artifact, enchantment, or tapped creature an opponent controls',
        },
      ],
      { kind: 'exile', what: target(0) },
    ),
    ...chapters(
      [2, 3],
      "Until your next turn, creatures can't attack you unless their controller pays {2} for each of those creatures",
      [],
      { kind: 'attackTax', cost: parseManaCost('{2}'), duration: 'untilYourNextTurn' },
    ),
    ...chapters(
      [4],
      'Create X Treasure tokens, where X is the number of opponents who control a creature with power 4 or greater',
      [],
      {
        kind: 'createToken',
        token: 'Treasure',
        amount: { kind: 'countOpponentsControlling', filter: { types: ['Creature'], minPower: 4 } },
      },
    ),
    kw('vigilance'),
  ],
  'Vampire Hexmage': [
    kw('first strike'),
    {
      kind: 'activated',
      costs: [{ kind: 'sacrificeSelf' }],
      targets: [{ what: { kind: 'permanent', filter: {} }, text: 'target permanent' }],
      effects: [{ kind: 'removeAllCounters', what: target(0) }],
      zone: 'battlefield',
      text: 'Sacrifice {this}: Remove all counters from target permanent',
    },
  ],
  'The Legend of Yangchen': [
    ...chapters(
      [1],
      'Starting with you, each player chooses up to one permanent with mana value 3 or greater from among permanents your opponents control. Exile those permanents',
      [],
      { kind: 'eachPlayerChoosesExile', filter: { controller: 'opponent', minManaValue: 3 } },
    ),
    ...chapters(
      [2],
      'You may have target opponent draw three cards. If you do, draw three cards',
      [{ what: { kind: 'player', who: 'opponent' }, text: 'target opponent' }],
      {
        kind: 'mayDo',
        prompt: 'have target opponent draw three cards (then you draw three)',
        effects: [
          { kind: 'drawCards', who: { kind: 'target', index: 0 }, amount: { kind: 'const', n: 3 } },
          { kind: 'drawCards', who: { kind: 'you' }, amount: { kind: 'const', n: 3 } },
        ],
      },
    ),
    ...chapters(
      [3],
      'Exile this Saga, then return it to the battlefield transformed under your control',
      [],
      { kind: 'exile', what: { kind: 'self' } },
      { kind: 'returnToBattlefield', what: { kind: 'linked' }, transformed: true, under: 'you' },
    ),
  ],
  'Avatar Yangchen': [
    kw('flying'),
    {
      kind: 'triggered',
      trigger: { kind: 'youCastNthSpell', n: 2 },
      targets: [
        {
          what: { kind: 'permanent', filter: { notTypes: ['Land'], other: true } },
          optional: true,
          text: 'up to one other target nonland permanent',
        },
      ],
      effects: [{ kind: 'airbend', what: target(0) }],
      text: 'Whenever you cast your second spell each turn, airbend up to one other target nonland permanent',
    },
  ],
  'Copy Enchantment': [
    {
      kind: 'static',
      effect: { kind: 'entersAsCopy', filter: { types: ['Enchantment'] } },
      text: 'You may have {this} enter as a copy of any enchantment on the battlefield',
    },
  ],
  'Hangarback Walker': [
    {
      kind: 'static',
      effect: { kind: 'entersWithCounters', counter: '+1/+1', amount: { kind: 'x' } },
      text: '{this} enters with X +1/+1 counters on it',
    },
    {
      kind: 'triggered',
      trigger: { kind: 'selfDies' },
      targets: [],
      effects: [
        {
          kind: 'createToken',
          token: 'Thopter',
          amount: { kind: 'forEach', per: 1, counted: { kind: 'countersOnSelf', counter: '+1/+1' } },
        },
      ],
      text: 'When {this} dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on {this}',
    },
    {
      kind: 'activated',
      costs: [{ kind: 'mana', cost: parseManaCost('{1}') }, { kind: 'tap' }],
      targets: [],
      effects: [{ kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: { kind: 'const', n: 1 } }],
      zone: 'battlefield',
      text: '{1}, {T}: Put a +1/+1 counter on {this}',
    },
  ],
};
