// "it's your turn" and "it's not your turn" (CR 500.1, 102.1: the active player is the player whose turn it is).
import { lit } from '../../grammar.js';
import { noteStepRead } from '../../memo.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "it's your turn": the ability's controller is the active player (CR 102.1) */
    yourTurn: { readonly kind: 'yourTurn' };
    /** "it's not your turn": another player is the active player */
    notYourTurn: { readonly kind: 'notYourTurn' };
  }
}

export const yourTurnWord: ConditionWord<'yourTurn'> = {
  kind: 'yourTurn',
  rule: 'CR 102.1',
  scenario: 'costs-triggers-conditions.json#condition.yourTurn',
  // (Whose turn it is counts as players' state: what was worked out with it goes when a turn begins, Tx.setActive;
  // a look at what a player could do is kept by the step, which moves then too.)
  holds: (s, _c, { p }) => {
    noteStepRead();
    return s.turn.active === p;
  },
  readsPlayers: () => true,
  parse: () => lit("it's your turn", { kind: 'yourTurn' }),
  render: () => "it's your turn",
};

export const notYourTurnWord: ConditionWord<'notYourTurn'> = {
  kind: 'notYourTurn',
  rule: 'CR 102.1',
  scenario: 'costs-triggers-conditions.json#condition.notYourTurn',
  holds: (s, _c, { p }) => {
    noteStepRead();
    return s.turn.active !== p;
  },
  readsPlayers: () => true,
  parse: () => lit("it's not your turn", { kind: 'notYourTurn' }),
  render: () => "it's not your turn",
};
