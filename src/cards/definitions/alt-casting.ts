// Cards cast another way than from hand for their mana cost: miracle (CR 702.94), disturb (702.146) and flashback
// (702.34), each an alternative cost (118.9); from the scenario examples and the rules tests.
import type { Ability } from '../../engine/card-def.js';
import { anyTarget, castKw, kw, n, spell, target } from '../dsl.js';

const eachPlayer = { kind: 'eachPlayer' } as const;

export const ALT_CASTING: Record<string, Ability[]> = {
  'Reforge the Soul': [
    spell(
      'Each player discards their hand, then draws seven cards',
      [],
      { kind: 'discardHand', who: eachPlayer },
      { kind: 'drawCards', who: eachPlayer, amount: n(7) },
    ),
    castKw('miracle', '{1}{R}'),
  ],
  // A double-faced card (CR 712): disturb casts it from the graveyard with its back face up.
  'Baithook Angler': [castKw('disturb', '{1}{U}')],
  'Hook-Haunt Drifter': [
    kw('flying'),
    {
      kind: 'static',
      effect: { kind: 'exileInsteadOfGraveyard' },
      text: 'If {this} would be put into a graveyard from anywhere, exile it instead',
    },
  ],
  'Think Twice': [
    spell('Draw a card', [], { kind: 'drawCards', who: { kind: 'you' }, amount: n(1) }),
    castKw('flashback', '{2}{U}'),
  ],
  Firebolt: [
    spell('{this} deals 2 damage to any target', [anyTarget], { kind: 'dealDamage', amount: n(2), to: target(0) }),
    castKw('flashback', '{4}{R}'),
  ],
};
