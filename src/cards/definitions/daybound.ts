// Daybound and nightbound werewolves (CR 702.145): double-faced cards that follow the game's day and night (730).
import type { Ability } from '../../engine/card-def.js';
import { activated, kw, mana, self, tap } from '../dsl.js';

export const DAYBOUND: Record<string, Ability[]> = {
  'Howlpack Piper': [
    {
      kind: 'static',
      effect: { kind: 'cantBeCountered' },
      text: "This spell can't be countered",
    },
    activated(
      "{1}{G}, {T}: You may put a creature card from your hand onto the battlefield. If it's a Wolf or Werewolf, untap {this}. Activate only as a sorcery",
      [mana('{1}{G}'), tap],
      [],
      [
        { kind: 'putFromHand', filter: { types: ['Creature'] } },
        { kind: 'ifLinked', filter: { subtypes: ['Wolf', 'Werewolf'] }, effects: [{ kind: 'untap', what: self }] },
      ],
      { sorcerySpeed: true },
    ),
    kw('daybound'),
  ],
  'Wildsong Howler': [
    {
      kind: 'triggered',
      trigger: { kind: 'selfTransformsInto', face: 1, orEnters: true },
      targets: [],
      effects: [{ kind: 'revealFromTopToHand', n: 6, filter: { types: ['Creature'] } }],
      text: 'Whenever {this} enters or transforms into Wildsong Howler, look at the top six cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order',
    },
    kw('nightbound'),
  ],
  'Tavern Ruffian': [kw('daybound')],
  'Tavern Smasher': [kw('nightbound')],
  'Bird Admirer': [kw('reach'), kw('daybound')],
  'Wing Shredder': [kw('reach'), kw('nightbound')],
};
