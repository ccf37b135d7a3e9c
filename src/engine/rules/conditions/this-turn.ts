// What happened this turn: "a creature died this turn" (morbid, CR 700.4), "an opponent was dealt damage this turn"
// (bloodthirst, CR 702.54a) and "you had a land enter the battlefield under your control this turn" (landfall).
import { lit } from '../../grammar.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    /** "if a creature died this turn" (morbid): a creature was put into a graveyard from the battlefield this turn
     * (CR 700.4) */
    creatureDiedThisTurn: { readonly kind: 'creatureDiedThisTurn' };
    /** "if an opponent was dealt damage this turn" (bloodthirst, CR 702.54a): by any source, any damage */
    anOpponentWasDealtDamageThisTurn: { readonly kind: 'anOpponentWasDealtDamageThisTurn' };
    /** "if you had a land enter the battlefield under your control this turn" (landfall, CR 207.2c): a land entered
     * under its controller's control this turn, however it came (CR 305.2 counts only lands played) */
    landEnteredThisTurn: { readonly kind: 'landEnteredThisTurn' };
    /** "if you attacked this turn" (raid, CR 207.2c): you declared one or more attackers this turn (508.1) */
    youAttackedThisTurn: { readonly kind: 'youAttackedThisTurn' };
  }
}

export const creatureDiedThisTurnWord: ConditionWord<'creatureDiedThisTurn'> = {
  kind: 'creatureDiedThisTurn',
  rule: 'CR 700.4',
  scenario: 'costs-triggers-conditions.json#condition.creatureDiedThisTurn',
  holds: (s) => s.turn.creaturesDiedThisTurn > 0,
  parse: () => lit('a creature died this turn', { kind: 'creatureDiedThisTurn' }),
  render: () => 'a creature died this turn',
};

/** Made by the card compiler's reading of bloodthirst (702.54a), never read from a sentence of its own. */
export const anOpponentWasDealtDamageThisTurnWord: ConditionWord<'anOpponentWasDealtDamageThisTurn'> = {
  kind: 'anOpponentWasDealtDamageThisTurn',
  rule: 'CR 702.54a',
  scenario: 'triggered-keywords.json#condition.anOpponentWasDealtDamageThisTurn',
  // CR 702.54a: an opponent still in the game, dealt damage by any source this turn.
  holds: (s, _c, { p }) => s.players.some((q) => q.id !== p && !q.lost && q.dealtDamageThisTurn === true),
  readsPlayers: () => true,
};

export const landEnteredThisTurnWord: ConditionWord<'landEnteredThisTurn'> = {
  kind: 'landEnteredThisTurn',
  rule: 'CR 603.6a',
  scenario: 'costs-triggers-conditions.json#condition.landEnteredThisTurn',
  holds: (s, _c, { p }) => s.players[p]!.landEnteredThisTurn,
  readsPlayers: () => true,
  parse: () =>
    lit('you had a land enter the battlefield under your control this turn', { kind: 'landEnteredThisTurn' }),
  render: () => 'you had a land enter the battlefield under your control this turn',
};

export const youAttackedThisTurnWord: ConditionWord<'youAttackedThisTurn'> = {
  kind: 'youAttackedThisTurn',
  rule: 'CR 508.1',
  scenario: 'costs-triggers-conditions.json#condition.youAttackedThisTurn',
  // Only the active player attacks (CR 506.2): the attackers declared this turn were theirs.
  holds: (s, _c, { p }) => s.turn.active === p && s.turn.attackedThisTurn === true,
  parse: () => lit('you attacked this turn', { kind: 'youAttackedThisTurn' }),
  render: () => 'you attacked this turn',
};
