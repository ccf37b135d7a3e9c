// The previous turn's spells as day and night read them (CR 730.2): the werewolves of Innistrad transform "if no
// spells were cast last turn" and back "if a player cast two or more spells last turn".
import { lit } from '../../grammar.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "if no spells were cast last turn" (there was a last turn) */
    noSpellsLastTurn: { readonly kind: 'noSpellsLastTurn' };
    /** "if a player cast two or more spells last turn" */
    aPlayerCastTwoLastTurn: { readonly kind: 'aPlayerCastTwoLastTurn' };
  }
}

export const noSpellsLastTurnWord: ConditionWord<'noSpellsLastTurn'> = {
  kind: 'noSpellsLastTurn',
  rule: 'CR 730.2',
  scenario: 'costs-triggers-conditions.json#condition.noSpellsLastTurn',
  holds: (s) => s.turn.spellsLastTurn !== null && s.turn.spellsLastTurn.every((n) => n === 0),
  parse: () => lit('no spells were cast last turn', { kind: 'noSpellsLastTurn' }),
  render: () => 'no spells were cast last turn',
};

export const aPlayerCastTwoLastTurnWord: ConditionWord<'aPlayerCastTwoLastTurn'> = {
  kind: 'aPlayerCastTwoLastTurn',
  rule: 'CR 730.2',
  scenario: 'costs-triggers-conditions.json#condition.noSpellsLastTurn',
  holds: (s) => s.turn.spellsLastTurn !== null && s.turn.spellsLastTurn.some((n) => n >= 2),
  parse: () => lit('a player cast two or more spells last turn', { kind: 'aPlayerCastTwoLastTurn' }),
  render: () => 'a player cast two or more spells last turn',
};
