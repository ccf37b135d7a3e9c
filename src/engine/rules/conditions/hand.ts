// "You have no cards in hand" (hellbent; CR 402: the hand is a zone of its owner's).
import { lit } from '../../grammar.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    handEmpty: { readonly kind: 'handEmpty' };
  }
}

export const handEmptyWord: ConditionWord<'handEmpty'> = {
  kind: 'handEmpty',
  rule: 'CR 402.1',
  scenario: 'costs-triggers-conditions.json#condition.handEmpty',
  holds: (s, _c, { p }) => (s.players[p]?.hand.length ?? 0) === 0,
  readsPlayers: () => true,
  parse: () => lit('you have no cards in hand', { kind: 'handEmpty' }),
  render: () => 'you have no cards in hand',
};
