// Life totals as conditions (CR 119): "you have 5 or less life", "you have 30 or more life", "an opponent has 10 or
// less life".
import { lit, map, tpl } from '../../grammar.js';
import type { ConditionWord } from './word.js';

declare module '../../card-def.js' {
  interface ConditionTypes {
    lifeAtMost: { readonly kind: 'lifeAtMost'; readonly n: number };
    lifeAtLeast: { readonly kind: 'lifeAtLeast'; readonly n: number };
    /** "an opponent has N or less life" */
    anOpponentLifeAtMost: { readonly kind: 'anOpponentLifeAtMost'; readonly n: number };
    /** "you have less life than an opponent" (Timely Reinforcements) */
    lessLifeThanAnOpponent: { readonly kind: 'lessLifeThanAnOpponent' };
  }
}

export const lifeAtMostWord: ConditionWord<'lifeAtMost'> = {
  kind: 'lifeAtMost',
  rule: 'CR 119.1',
  scenario: 'costs-triggers-conditions.json#condition.lifeAtMost',
  holds: (s, c, { p }) => (s.players[p]?.life ?? 0) <= c.n,
  readsPlayers: () => true,
  parse: (p) => map(tpl`you have ${p.digits} or less life`, ([n]) => ({ kind: 'lifeAtMost', n })),
  render: (c) => `you have ${c.n} or less life`,
};

export const lifeAtLeastWord: ConditionWord<'lifeAtLeast'> = {
  kind: 'lifeAtLeast',
  rule: 'CR 119.1',
  scenario: 'costs-triggers-conditions.json#condition.lifeAtLeast',
  holds: (s, c, { p }) => (s.players[p]?.life ?? 0) >= c.n,
  readsPlayers: () => true,
  parse: (p) => map(tpl`you have ${p.digits} or more life`, ([n]) => ({ kind: 'lifeAtLeast', n })),
  render: (c) => `you have ${c.n} or more life`,
};

export const anOpponentLifeAtMostWord: ConditionWord<'anOpponentLifeAtMost'> = {
  kind: 'anOpponentLifeAtMost',
  rule: 'CR 119.1',
  scenario: 'costs-triggers-conditions.json#condition.anOpponentLifeAtMost',
  // CR 102.2-3: an opponent is a player still in the game (800.4a: a player who left is none).
  holds: (s, c, { p }) => s.players.some((pl) => pl.id !== p && !pl.lost && pl.life <= c.n),
  readsPlayers: () => true,
  parse: (p) => map(tpl`an opponent has ${p.digits} or less life`, ([n]) => ({ kind: 'anOpponentLifeAtMost', n })),
  render: (c) => `an opponent has ${c.n} or less life`,
};

export const lessLifeThanAnOpponentWord: ConditionWord<'lessLifeThanAnOpponent'> = {
  kind: 'lessLifeThanAnOpponent',
  rule: 'CR 119.1',
  scenario: 'costs-triggers-conditions.json#condition.lessLifeThanAnOpponent',
  // CR 102.2-3: an opponent still in the game with a higher life total.
  holds: (s, _c, { p }) => {
    const mine = s.players[p]?.life ?? 0;
    return s.players.some((pl) => pl.id !== p && !pl.lost && pl.life > mine);
  },
  readsPlayers: () => true,
  parse: () => lit('you have less life than an opponent', { kind: 'lessLifeThanAnOpponent' }),
  render: () => 'you have less life than an opponent',
};
