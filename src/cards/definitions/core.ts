// Hand-written behaviour for the built-in decks' cards and the cards the rules tests use. Printed facts (cost,
// types, P/T) come from the card data; only abilities are written here, as data.
import type { Ability } from '../../engine/card-def.js';
import {
  activated,
  anyTarget,
  kw,
  mana,
  manaAbility,
  n,
  self,
  spell,
  tap,
  target,
  targetCreature,
  targetPermanent,
  targetPlayer,
  triggered,
} from '../dsl.js';

export const CORE: Record<string, Ability[]> = {
  // Basic lands: CR 305.6, each basic land type has an intrinsic mana ability.
  Plains: [manaAbility('{T}: Add {W}', ['W'])],
  Island: [manaAbility('{T}: Add {U}', ['U'])],
  Swamp: [manaAbility('{T}: Add {B}', ['B'])],
  Mountain: [manaAbility('{T}: Add {R}', ['R'])],
  Forest: [manaAbility('{T}: Add {G}', ['G'])],

  // mono-red
  'Raging Goblin': [kw('haste')],
  'Balduvian Barbarians': [],
  'Anaba Shaman': [
    activated(
      '{R}, {T}: {this} deals 1 damage to any target',
      [mana('{R}'), tap],
      [anyTarget],
      [{ kind: 'dealDamage', amount: n(1), to: target(0) }],
    ),
  ],
  'Goblin Hero': [],
  'Fire Elemental': [],
  'Lightning Blast': [
    spell('{this} deals 4 damage to any target', [anyTarget], { kind: 'dealDamage', amount: n(4), to: target(0) }),
  ],
  Shock: [
    spell('{this} deals 2 damage to any target', [anyTarget], { kind: 'dealDamage', amount: n(2), to: target(0) }),
  ],
  'Hammer of Bogardan': [
    spell('{this} deals 3 damage to any target', [anyTarget], { kind: 'dealDamage', amount: n(3), to: target(0) }),
    activated(
      '{2}{R}{R}{R}: Return this card from your graveyard to your hand',
      [mana('{2}{R}{R}{R}')],
      [],
      [{ kind: 'returnSelfToHand' }],
      { zone: 'graveyard', condition: { kind: 'duringYourStep', step: 'upkeep' } },
    ),
  ],
  'Spitting Earth': [
    spell('{this} deals damage to target creature equal to the number of Mountains you control', [targetCreature], {
      kind: 'dealDamage',
      amount: { kind: 'count', filter: { subtypes: ['Mountain'], controller: 'you' } },
      to: target(0),
    }),
  ],
  'Stone Rain': [
    spell('Destroy target land', [targetPermanent({ types: ['Land'] }, 'target land')], {
      kind: 'destroy',
      what: { kind: 'target', index: 0 },
    }),
  ],

  // mono-green
  'Llanowar Elves': [manaAbility('{T}: Add {G}', ['G'])],
  'Birds of Paradise': [kw('flying'), manaAbility('{T}: Add one mana of any color', 'anyColor')],
  'Grizzly Bears': [],
  'River Boa': [
    kw('islandwalk'),
    activated('{G}: Regenerate {this}', [mana('{G}')], [], [{ kind: 'regenerate', what: self }]),
  ],
  'Gorilla Chieftain': [
    activated('{1}{G}: Regenerate {this}', [mana('{1}{G}')], [], [{ kind: 'regenerate', what: self }]),
  ],
  'Giant Spider': [kw('reach')],
  'Stalking Tiger': [
    {
      kind: 'static',
      effect: { kind: 'maxBlockers', n: 1 },
      text: "{this} can't be blocked by more than one creature",
    },
  ],
  'Scaled Wurm': [],
  'Giant Growth': [
    spell('Target creature gets +3/+3 until end of turn', [targetCreature], {
      kind: 'modifyPT',
      what: { kind: 'target', index: 0 },
      power: 3,
      toughness: 3,
      duration: 'endOfTurn',
    }),
  ],
  'Untamed Wilds': [
    spell('Search your library for a basic land card, put that card onto the battlefield, then shuffle', [], {
      kind: 'searchLibrary',
      filter: { types: ['Land'], supertypes: ['Basic'] },
      count: 1,
      to: 'battlefield',
    }),
  ],

  // Cards the rules tests use.
  'Elvish Visionary': [
    triggered('When {this} enters, draw a card', { kind: 'selfEnters' }, [], {
      kind: 'drawCards',
      who: { kind: 'you' },
      amount: n(1),
    }),
  ],
  'Typhoid Rats': [kw('deathtouch')],
  'Serra Angel': [kw('flying'), kw('vigilance')],
  'Youthful Knight': [kw('first strike')],
  'Boros Swiftblade': [kw('double strike')],
  'Colossal Dreadmaw': [kw('trample')],
  'Vampire Nighthawk': [kw('flying'), kw('deathtouch'), kw('lifelink')],
  'Darksteel Myr': [kw('indestructible')],
  'Wall of Stone': [kw('defender')],
  'Boggart Brute': [kw('menace')],
  'Gladecover Scout': [kw('hexproof')],
  'Festering Goblin': [
    triggered(
      'When {this} dies, target creature gets -1/-1 until end of turn',
      { kind: 'selfDies' },
      [targetCreature],
      {
        kind: 'modifyPT',
        what: { kind: 'target', index: 0 },
        power: -1,
        toughness: -1,
        duration: 'endOfTurn',
      },
    ),
  ],
  'Phyrexian Arena': [
    triggered(
      'At the beginning of your upkeep, you draw a card and you lose 1 life',
      { kind: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      [],
      { kind: 'drawCards', who: { kind: 'you' }, amount: n(1) },
      { kind: 'loseLife', who: { kind: 'you' }, amount: n(1) },
    ),
  ],
  'Glorious Anthem': [
    {
      kind: 'static',
      effect: { kind: 'modifyPT', affects: { types: ['Creature'], controller: 'you' }, power: 1, toughness: 1 },
      text: 'Creatures you control get +1/+1',
    },
  ],
  'Isamaru, Hound of Konda': [],
  Divination: [spell('Draw two cards', [], { kind: 'drawCards', who: { kind: 'you' }, amount: n(2) })],
  'Mind Rot': [
    spell('Target player discards two cards', [targetPlayer], {
      kind: 'discard',
      who: { kind: 'target', index: 0 },
      amount: n(2),
    }),
  ],
  'Lava Axe': [
    spell(
      '{this} deals 5 damage to target player or planeswalker',
      [{ what: { kind: 'player', orPlaneswalker: true }, text: 'target player or planeswalker' }],
      { kind: 'dealDamage', amount: n(5), to: target(0) },
    ),
  ],
  Ornithopter: [kw('flying')],
  Fog: [
    spell('Prevent all combat damage that would be dealt this turn', [], {
      kind: 'preventDamage',
      to: null,
      amount: null,
      combatOnly: true,
    }),
  ],
  'Endless One': [
    {
      kind: 'static',
      effect: { kind: 'entersWithCounters', counter: '+1/+1', amount: { kind: 'x' } },
      text: '{this} enters with X +1/+1 counters on it',
    },
  ],
  'Blood Scrivener': [
    {
      kind: 'static',
      effect: {
        kind: 'replaceDraw',
        whose: 'you',
        condition: 'handEmpty',
        instead: [
          { kind: 'drawCards', who: { kind: 'you' }, amount: n(2) },
          { kind: 'loseLife', who: { kind: 'you' }, amount: n(1) },
        ],
      },
      text: 'If you would draw a card while you have no cards in hand, instead you draw two cards and you lose 1 life',
    },
  ],
};
