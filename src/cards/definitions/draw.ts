// Cards for the draw-replacement scenarios (CR 121, 614): draw and its replacements, from the examples in
// ../shared/scenarios/examples.
import type { Ability, Effect } from '../../engine/card-def.js';
import type { ManaType } from '../../engine/types.js';
import { kw, manaAbility, mana, n, spell, target, targetPlayer } from '../dsl.js';

const draw = (k: number): Effect => ({ kind: 'drawCards', who: { kind: 'you' }, amount: n(k) });
const drawSpell = (k: number, text: string): Ability[] => [spell(text, [], draw(k))];
/** CR 305.6: a land with two basic land types taps for either. */
const dual = (a: ManaType, b: ManaType): Ability => ({
  kind: 'mana',
  costs: [{ kind: 'tap' }],
  produce: { kind: 'oneOf', types: [a, b] },
  text: `{T}: Add {${a}} or {${b}}`,
});

export const DRAW: Record<string, Ability[]> = {
  'Thought Reflection': [
    {
      kind: 'static',
      effect: { kind: 'replaceDraw', whose: 'you', instead: [draw(2)] },
      text: 'If you would draw a card, draw two cards instead',
    },
  ],
  'Radical Idea': [spell('Draw a card', [], draw(1)), kw('jump-start')],
  'Quick Study': drawSpell(2, 'Draw two cards'),
  "Jace's Ingenuity": drawSpell(3, 'Draw three cards'),
  'Counsel of the Soratami': drawSpell(2, 'Draw two cards'),
  Opportunity: [
    spell('Target player draws four cards', [targetPlayer], {
      kind: 'drawCards',
      who: { kind: 'target', index: 0 },
      amount: n(4),
    }),
  ],
  'Alms Collector': [
    kw('flash'),
    {
      kind: 'static',
      effect: {
        kind: 'replaceDrawMany',
        whose: 'opponent',
        min: 2,
        instead: [draw(1), { kind: 'drawCards', who: { kind: 'thatPlayer' }, amount: n(1) }],
      },
      text: 'If an opponent would draw two or more cards, instead you and that player each draw a card',
    },
  ],
  'Notion Thief': [
    kw('flash'),
    {
      kind: 'static',
      effect: { kind: 'replaceDraw', whose: 'opponent', condition: 'notFirstInDrawStep', instead: [draw(1)] },
      text: 'If an opponent would draw a card except the first one they draw in each of their draw steps, instead that player skips that draw and you draw a card',
    },
  ],
  'Asmodeus the Archfiend': [
    {
      kind: 'static',
      effect: { kind: 'replaceDraw', whose: 'you', instead: [{ kind: 'exileTopOfLibrary', faceDown: true }] },
      text: 'Binding Contract — If you would draw a card, exile the top card of your library face down instead',
    },
    {
      kind: 'activated',
      costs: [mana('{B}{B}{B}')],
      targets: [],
      effects: [draw(7)],
      zone: 'battlefield',
      text: '{B}{B}{B}: Draw seven cards',
    },
    {
      kind: 'activated',
      costs: [mana('{B}')],
      targets: [],
      effects: [{ kind: 'returnExiledWith', loseLifePerCard: true }],
      zone: 'battlefield',
      text: "{B}: Return all cards exiled with {this} to their owner's hand and you lose that much life",
    },
  ],
  'Words of Wilding': [
    {
      kind: 'activated',
      costs: [mana('{1}')],
      targets: [],
      effects: [{ kind: 'drawShield', instead: [{ kind: 'createToken', token: 'Bear', amount: n(1) }] }],
      zone: 'battlefield',
      text: '{1}: The next time you would draw a card this turn, create a 2/2 green Bear creature token instead',
    },
  ],
  'Laboratory Maniac': [
    {
      kind: 'static',
      effect: {
        kind: 'replaceDraw',
        whose: 'you',
        condition: 'libraryEmpty',
        instead: [{ kind: 'winGame', who: { kind: 'you' } }],
      },
      text: 'If you would draw a card while your library has no cards in it, you win the game instead',
    },
  ],
  'River Song': [
    {
      kind: 'static',
      effect: { kind: 'drawFromBottom' },
      text: 'Meet in Reverse — You draw cards from the bottom of your library rather than the top',
    },
    {
      kind: 'triggered',
      trigger: { kind: 'opponentLooksAtLibrary' },
      targets: [],
      effects: [
        { kind: 'putCounters', what: { kind: 'self' }, counter: '+1/+1', amount: n(1) },
        {
          kind: 'dealDamage',
          amount: { kind: 'selfPower' },
          to: { kind: 'player', who: { kind: 'thatPlayer' } },
        },
      ],
      text: 'Spoilers — Whenever an opponent scries, surveils, or searches their library, put a +1/+1 counter on {this}. Then {this} deals damage to that player equal to its power',
    },
  ],
  'Ancient Excavation': [
    spell(
      'Draw cards equal to the number of cards in your hand, then discard a card for each card drawn this way',
      [],
      { kind: 'drawThenDiscardPerCardDrawn', amount: { kind: 'cardsInHand' } },
    ),
    {
      // CR 702.29: basic landcycling {2} — "{2}, Discard this card: Search your library for a basic land card, reveal
      // it, put it into your hand, then shuffle."
      kind: 'activated',
      costs: [mana('{2}'), { kind: 'discardSelf' }],
      targets: [],
      effects: [{ kind: 'searchLibrary', filter: { types: ['Land'], supertypes: ['Basic'] }, count: 1, to: 'hand' }],
      zone: 'hand',
      text: 'Basic landcycling {2}',
    },
  ],
  'Blood Bairn': [
    {
      kind: 'activated',
      costs: [{ kind: 'sacrifice', filter: { types: ['Creature'], other: true } }],
      targets: [],
      effects: [{ kind: 'modifyPT', what: { kind: 'self' }, power: 2, toughness: 2, duration: 'endOfTurn' }],
      zone: 'battlefield',
      text: 'Sacrifice another creature: {this} gets +2/+2 until end of turn',
    },
  ],
  'Silvercoat Lion': [],
  'Balduvian Bears': [],
  'Kraken Hatchling': [],
  Memnite: [],
  'Underground Sea': [dual('U', 'B')],
  'Volcanic Island': [dual('U', 'R')],
  'Tropical Island': [dual('G', 'U')],
  'Lightning Bolt': [
    spell('{this} deals 3 damage to any target', [{ what: { kind: 'any' }, text: 'any target' }], {
      kind: 'dealDamage',
      amount: n(3),
      to: target(0),
    }),
  ],
  Boomerang: [
    spell(
      "Return target permanent to its owner's hand",
      [{ what: { kind: 'permanent', filter: {} }, text: 'target permanent' }],
      {
        kind: 'bounce',
        what: target(0),
      },
    ),
  ],
  Languish: [
    spell('All creatures get -4/-4 until end of turn', [], {
      kind: 'modifyPT',
      what: { kind: 'each', filter: { types: ['Creature'] } },
      power: -4,
      toughness: -4,
      duration: 'endOfTurn',
    }),
  ],
  'Banners Raised': [
    spell('Creatures you control get +1/+0 until end of turn', [], {
      kind: 'modifyPT',
      what: { kind: 'each', filter: { types: ['Creature'], controller: 'you' } },
      power: 1,
      toughness: 0,
      duration: 'endOfTurn',
    }),
  ],
  Wastes: [manaAbility('{T}: Add {C}', ['C'])],
  'Augmenting Automaton': [
    {
      kind: 'activated',
      costs: [mana('{1}{B}')],
      targets: [],
      effects: [{ kind: 'modifyPT', what: { kind: 'self' }, power: 1, toughness: 1, duration: 'endOfTurn' }],
      zone: 'battlefield',
      text: '{1}{B}: {this} gets +1/+1 until end of turn',
    },
  ],
};
