// Cards for the seed rulings on mana (CR 106, 605): "could produce", mana of an undefined type, "tapped for mana"
// replacement effects and triggered mana abilities, and {Q}.
import type { Ability } from '../../engine/card-def.js';
import { anyTarget, manaAbility, mana, n, tap, target, triggered } from '../dsl.js';

const couldProduce = (whose: 'you' | 'opponent', colorsOnly: boolean, text: string): Ability => ({
  kind: 'mana',
  costs: [tap],
  produce: { kind: 'couldProduce', whose, filter: { types: ['Land'] }, colorsOnly },
  text,
});

export const MANA: Record<string, Ability[]> = {
  'Reflecting Pool': [
    couldProduce('you', false, '{T}: Add one mana of any type that a land you control could produce'),
  ],
  'Exotic Orchard': [
    couldProduce('opponent', true, '{T}: Add one mana of any color that a land an opponent controls could produce'),
  ],
  'Fellwar Stone': [
    couldProduce('opponent', true, '{T}: Add one mana of any color that a land an opponent controls could produce'),
  ],
  'Shimmering Grotto': [
    manaAbility('{T}: Add {C}', ['C']),
    manaAbility('{1}, {T}: Add one mana of any color', 'anyColor', [mana('{1}'), tap]),
  ],
  Contamination: [
    triggered(
      'At the beginning of your upkeep, sacrifice {this} unless you sacrifice a creature',
      { kind: 'beginningOfStep', step: 'upkeep', whose: 'yours' },
      [],
      { kind: 'sacrificeUnless', filter: { types: ['Creature'] } },
    ),
    {
      kind: 'static',
      effect: { kind: 'manaBecomes', filter: { types: ['Land'] }, type: 'B' },
      text: 'If a land is tapped for mana, it produces {B} instead of any other type and amount',
    },
  ],
  'Mana Reflection': [
    {
      kind: 'static',
      effect: { kind: 'manaDoubled' },
      text: 'If you tap a permanent for mana, it produces twice as much of that mana instead',
    },
  ],
  'Heartbeat of Spring': [
    {
      kind: 'triggered',
      trigger: { kind: 'landTappedForMana' },
      targets: [],
      effects: [{ kind: 'addManaOfTypeProduced' }],
      text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced',
    },
  ],
  'Mana Flare': [
    {
      kind: 'triggered',
      trigger: { kind: 'landTappedForMana' },
      targets: [],
      effects: [{ kind: 'addManaOfTypeProduced' }],
      text: 'Whenever a player taps a land for mana, that player adds one mana of any type that land produced',
    },
  ],
  'Prodigal Sorcerer': [
    {
      kind: 'activated',
      costs: [tap],
      targets: [anyTarget],
      effects: [{ kind: 'dealDamage', amount: n(1), to: target(0) }],
      zone: 'battlefield',
      text: '{T}: {this} deals 1 damage to any target',
    },
  ],
  'Order of Whiteclay': [
    {
      kind: 'activated',
      costs: [mana('{1}{W}{W}'), { kind: 'untap' }],
      targets: [
        {
          what: {
            kind: 'card',
            zone: 'graveyard',
            filter: { types: ['Creature'], controller: 'you', maxManaValue: 3 },
          },
          text: 'target creature card with mana value 3 or less from your graveyard',
        },
      ],
      effects: [{ kind: 'returnToBattlefield', what: target(0), under: 'you' }],
      zone: 'battlefield',
      text: '{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield',
    },
  ],
  'Crumbling Vestige': [
    { kind: 'static', effect: { kind: 'entersTapped' }, text: '{this} enters tapped' },
    triggered('When {this} enters, add one mana of any color', { kind: 'selfEnters' }, [], {
      kind: 'addManaAnyColor',
      n: 1,
    }),
    manaAbility('{T}: Add {C}', ['C']),
  ],
  'City of Brass': [
    triggered('Whenever {this} becomes tapped, it deals 1 damage to you', { kind: 'selfBecomesTapped' }, [], {
      kind: 'dealDamage',
      amount: n(1),
      to: { kind: 'player', who: { kind: 'you' } },
    }),
    manaAbility('{T}: Add one mana of any color', 'anyColor'),
  ],
  'Mana Confluence': [
    manaAbility('{T}, Pay 1 life: Add one mana of any color', 'anyColor', [tap, { kind: 'payLife', n: 1 }]),
  ],
  'Academy Ruins': [
    manaAbility('{T}: Add {C}', ['C']),
    {
      kind: 'activated',
      costs: [mana('{1}{U}'), tap],
      targets: [
        {
          what: { kind: 'card', zone: 'graveyard', filter: { types: ['Artifact'], controller: 'you' } },
          text: 'target artifact card from your graveyard',
        },
      ],
      effects: [{ kind: 'putOnTopOfLibrary', what: target(0) }],
      zone: 'battlefield',
      text: '{1}{U}, {T}: Put target artifact card from your graveyard on top of your library',
    },
  ],
  Upwelling: [
    {
      kind: 'static',
      effect: { kind: 'manaDoesNotEmpty' },
      text: "Players don't lose unspent mana as steps and phases end",
    },
  ],
  'Razorclaw Bear': [
    triggered('Whenever {this} becomes blocked, it gets +2/+2 until end of turn', { kind: 'selfBecomesBlocked' }, [], {
      kind: 'modifyPT',
      what: { kind: 'self' },
      power: 2,
      toughness: 2,
      duration: 'endOfTurn',
    }),
  ],
};
