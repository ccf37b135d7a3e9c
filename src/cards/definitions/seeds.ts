// Cards of the seed rulings (see ../shared/seeds): Sagas and the general rulings on mana and counters.
import type { Ability, Effect, TargetSpec } from '../../engine/card-def.js';
import { parseManaCost } from '../../engine/mana.js';
import { kw, target } from '../dsl.js';

function chapter(chapterNo: number, text: string, targets: TargetSpec[], ...effects: Effect[]): Ability {
  return { kind: 'triggered', trigger: { kind: 'chapter', chapter: chapterNo }, targets, effects, text };
}

const roman = ['', 'I', 'II', 'III', 'IV', 'V', 'VI'];
/** "II, III — effect" is two chapter abilities with the same effect (CR 714.2c). */
function chapters(nums: number[], body: string, targets: TargetSpec[], ...effects: Effect[]): Ability[] {
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
};
