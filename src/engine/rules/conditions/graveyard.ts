// "There are four or more card types among cards in your graveyard" (delirium).
import { map, tpl } from '../../grammar.js';
import { effectiveDef } from '../cr613-definitions.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "if there are N or more card types among cards in your graveyard" (delirium: N = 4) */
    cardTypesInGraveyard: { readonly kind: 'cardTypesInGraveyard'; readonly min: number };
  }
}

export const cardTypesInGraveyardWord: ConditionWord<'cardTypesInGraveyard'> = {
  kind: 'cardTypesInGraveyard',
  rule: 'CR 205.2a',
  scenario: 'auras.json#condition.cardTypesInGraveyard',
  holds: (s, c, { p }) => {
    // Card types (not supertypes or subtypes) among the cards in your graveyard; tokens are no cards, and a
    // double-faced card there has only its front face's types (Autumnal Gloom's rulings, CR 712.8a).
    const types = new Set<string>();
    for (const id of s.players[p]?.graveyard ?? []) {
      const o = s.objects[id];
      if (o && !o.token) for (const t of effectiveDef(o).types) types.add(t);
    }
    return types.size >= c.min;
  },
  readsPlayers: () => true,
  parse: (p) =>
    map(tpl`there are ${p.numberWord} or more card types among cards in your graveyard`, ([n]) => ({
      kind: 'cardTypesInGraveyard',
      min: n,
    })),
  render: (c, say) => `there are ${say.numberWord(c.min)} or more card types among cards in your graveyard`,
};
