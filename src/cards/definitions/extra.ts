// More hand-written cards: each shows a rules mechanism at work (modes, infect, layers 7a-7d, delayed triggers,
// sacrifice costs, Phyrexian mana, mana from spells, static keyword grants).
import type { Ability } from '../../engine/card-def.js';
import { parseManaCost } from '../../engine/index.js';
import {
  activated,
  anyTarget,
  kw,
  manaAbility,
  n,
  self,
  spell,
  target,
  targetCreature,
  targetPlayer,
  triggered,
} from '../dsl.js';

const sacrificeSelf = { kind: 'sacrificeSelf' } as const;

export const EXTRA: Record<string, Ability[]> = {
  'Healing Salve': [
    {
      kind: 'spell',
      targets: [],
      effects: [],
      modes: [
        {
          text: 'Target player gains 3 life',
          targets: [targetPlayer],
          effects: [{ kind: 'gainLife', who: { kind: 'target', index: 0 }, amount: n(3) }],
        },
        {
          text: 'Prevent the next 3 damage that would be dealt to any target this turn',
          targets: [anyTarget],
          effects: [{ kind: 'preventDamage', to: target(0), amount: 3, combatOnly: false }],
        },
      ],
      text: 'Choose one —',
    },
  ],
  'Glistener Elf': [kw('infect')],
  Diminish: [
    spell('Target creature has base power and toughness 1/1 until end of turn', [targetCreature], {
      kind: 'setBasePT',
      what: target(0),
      power: 1,
      toughness: 1,
      duration: 'endOfTurn',
    }),
  ],
  'Twisted Image': [
    spell(
      "Switch target creature's power and toughness until end of turn. Draw a card",
      [targetCreature],
      { kind: 'switchPT', what: target(0), duration: 'endOfTurn' },
      { kind: 'drawCards', who: { kind: 'you' }, amount: n(1) },
    ),
  ],
  Nightmare: [
    kw('flying'),
    {
      kind: 'static',
      effect: {
        kind: 'cdaPT',
        power: { kind: 'count', filter: { subtypes: ['Swamp'], controller: 'you' } },
        toughness: { kind: 'count', filter: { subtypes: ['Swamp'], controller: 'you' } },
      },
      text: "{this}'s power and toughness are each equal to the number of Swamps you control",
    },
  ],
  'Ball Lightning': [
    kw('trample'),
    kw('haste'),
    triggered(
      'At the beginning of the end step, sacrifice {this}',
      { kind: 'beginningOfStep', step: 'end_turn', whose: 'each' },
      [],
      { kind: 'sacrifice', what: self },
    ),
  ],
  'Mogg Fanatic': [
    activated(
      'Sacrifice {this}: It deals 1 damage to any target',
      [sacrificeSelf],
      [anyTarget],
      [{ kind: 'dealDamage', amount: n(1), to: target(0) }],
    ),
  ],
  'Seal of Fire': [
    activated(
      'Sacrifice {this}: It deals 2 damage to any target',
      [sacrificeSelf],
      [anyTarget],
      [{ kind: 'dealDamage', amount: n(2), to: target(0) }],
    ),
  ],
  'Gut Shot': [
    spell('{this} deals 1 damage to any target', [anyTarget], { kind: 'dealDamage', amount: n(1), to: target(0) }),
  ],
  'Dark Ritual': [spell('Add {B}{B}{B}', [], { kind: 'addMana', mana: ['B', 'B', 'B'] })],
  'Long Road Home': [
    spell(
      "Exile target creature. At the beginning of the next end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it",
      [targetCreature],
      { kind: 'exile', what: target(0) },
      {
        kind: 'delayed',
        when: 'nextEndStep',
        effects: [{ kind: 'returnToBattlefield', what: { kind: 'linked' }, counter: '+1/+1' }],
      },
    ),
  ],
  Fervor: [
    {
      kind: 'static',
      effect: { kind: 'grantKeyword', affects: { types: ['Creature'], controller: 'you' }, keyword: 'haste' },
      text: 'Creatures you control have haste',
    },
  ],
  'Honor of the Pure': [
    {
      kind: 'static',
      effect: {
        kind: 'modifyPT',
        affects: { types: ['Creature'], controller: 'you', colors: ['W'] },
        power: 1,
        toughness: 1,
      },
      text: 'White creatures you control get +1/+1',
    },
  ],
  'Sakura-Tribe Elder': [
    activated(
      'Sacrifice {this}: Search your library for a basic land card, put that card onto the battlefield tapped, then shuffle',
      [sacrificeSelf],
      [],
      [
        {
          kind: 'searchLibrary',
          filter: { types: ['Land'], supertypes: ['Basic'] },
          count: 1,
          to: 'battlefield',
          tapped: true,
        },
      ],
    ),
  ],
  'Lotus Petal': [
    manaAbility('{T}, Sacrifice {this}: Add one mana of any color', 'anyColor', [{ kind: 'tap' }, sacrificeSelf]),
  ],
  Convalescence: [
    {
      kind: 'triggered',
      trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      condition: { kind: 'lifeAtMost', n: 10 },
      targets: [],
      effects: [{ kind: 'gainLife', who: { kind: 'you' }, amount: n(1) }],
      text: 'At the beginning of your upkeep, if you have 10 or less life, you gain 1 life',
    },
  ],
  'Colossal Majesty': [
    {
      kind: 'triggered',
      trigger: { kind: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      condition: { kind: 'youControl', filter: { types: ['Creature'], minPower: 4 } },
      targets: [],
      effects: [{ kind: 'drawCards', who: { kind: 'you' }, amount: n(1) }],
      text: 'At the beginning of your upkeep, if you control a creature with power 4 or greater, draw a card',
    },
  ],
  'Bloodrock Cyclops': [{ kind: 'static', effect: { kind: 'mustAttack' }, text: '{this} attacks each combat if able' }],
  'Dress Down': [
    kw('flash'),
    triggered('When {this} enters, draw a card', { kind: 'selfEnters' }, [], {
      kind: 'drawCards',
      who: { kind: 'you' },
      amount: n(1),
    }),
    {
      kind: 'static',
      effect: { kind: 'loseAllAbilities', affects: { types: ['Creature'] } },
      text: 'Creatures lose all abilities',
    },
    triggered(
      'At the beginning of the end step, sacrifice {this}',
      { kind: 'beginningOfStep', step: 'end_turn', whose: 'each' },
      [],
      { kind: 'sacrifice', what: self },
    ),
  ],
  Propaganda: [
    {
      kind: 'static',
      effect: { kind: 'attackTax', cost: parseManaCost('{2}') },
      text: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you",
    },
  ],
  'Razorgrass Screen': [
    kw('defender'),
    { kind: 'static', effect: { kind: 'mustBlock' }, text: '{this} blocks each combat if able' },
  ],
};
