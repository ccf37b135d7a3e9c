// CR 704.5c (ten or more poison counters), 104.2a (the last player left wins), 104.4a (a draw when all players
// lose at the same time).
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  cast,
  describePending,
  game,
  hand,
  life,
  logTexts,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  type Game,
  type Seat,
} from './helpers/harness.js';

/** Players pass priority (declaring no blockers) until the game ends; fails on any other decision. */
function passUntilOver(g: Game): void {
  for (let i = 0; i < 200 && !g.state.over; i++) {
    const c = g.state.pending;
    if (c?.kind === 'declareBlockers') answer(g, { kind: 'blockers', blocks: [] });
    else if (c?.kind === 'priority') passPriority(g);
    else throw new Error(`unexpected decision: ${describePending(g.state)}`);
  }
  if (!g.state.over) throw new Error('the game did not end');
}

const poison = (g: Game, s: Seat): number => g.state.players[seatId(s)]!.poison;
const player = (g: Game, s: Seat) => g.state.players[seatId(s)]!;

describe('poison counters (CR 704.5c)', () => {
  it('a player who goes from nine to ten poison counters loses the game (Infectious Inquiry)', () => {
    const g = game({
      A: { hand: ['Infectious Inquiry'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      B: { poison: 9 },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(poison(g, 'B')).toBe(9);
    cast(g, 'Infectious Inquiry');
    resolveStack(g);
    expect(poison(g, 'B')).toBe(10);
    expect(life(g, 'A')).toBe(18);
    expect(life(g, 'B')).toBe(20); // poison, not life, ends the game
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
    expect(player(g, 'B').lost).toBe(true);
    expect(player(g, 'B').lossReason).toBe('has ten or more poison counters');
    expect(player(g, 'A').won).toBe(true);
    expect(player(g, 'A').lost).toBe(false);
    expect(g.state.pending).toBeNull();
    expect(logTexts(g).some((t) => t.includes('CR 704.5c'))).toBe(true);
  });

  it('nine poison counters are not enough: the game goes on', () => {
    const g = game({
      A: { hand: ['Infectious Inquiry'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      B: { poison: 8 },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Infectious Inquiry');
    resolveStack(g);
    expect(poison(g, 'B')).toBe(9);
    expect(hand(g, 'A')).toEqual(['Plains', 'Plains']); // the spell resolved fully
    expect(g.state.over).toBe(false);
    expect(g.state.winner).toBeNull();
    expect(player(g, 'B').lost).toBe(false);
    expect(g.state.pending?.kind).toBe('priority');
    // B keeps playing: their turn comes.
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(g.state.turn.active).toBe(1);
    expect(g.state.over).toBe(false);
  });

  it('combat damage from a creature with infect gives the tenth poison counter (Glistener Elf)', () => {
    const g = game({ A: { battlefield: ['Glistener Elf'] }, B: { poison: 9 } });
    attack(g, ['Glistener Elf']);
    passUntilOver(g);
    expect(poison(g, 'B')).toBe(10);
    expect(life(g, 'B')).toBe(20);
    expect(g.state.turn.step).toBe('combat_damage');
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
    expect(player(g, 'B').lost).toBe(true);
  });

  it('a player can lose to poison from their own permanent: Ichor Rats gives each player one', () => {
    const g = game({
      A: { hand: ['Ichor Rats'], battlefield: ['Swamp', 'Swamp', 'Swamp'], poison: 9 },
      B: { poison: 8 },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Ichor Rats');
    resolveStack(g); // the creature spell, then its enters trigger
    expect(poison(g, 'A')).toBe(10);
    expect(poison(g, 'B')).toBe(9);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(1);
    expect(player(g, 'A').lost).toBe(true);
    expect(player(g, 'B').won).toBe(true);
    expect(player(g, 'B').lost).toBe(false);
  });
});

describe('a draw (CR 104.4a)', () => {
  it('when both players lose at the same time to Flame Rift, the game is a draw', () => {
    const g = game({ A: { hand: ['Flame Rift'], battlefield: ['Mountain', 'Mountain'], life: 4 }, B: { life: 3 } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Flame Rift');
    resolveStack(g);
    expect(life(g, 'A')).toBe(0);
    expect(life(g, 'B')).toBe(-1);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBeNull();
    expect(player(g, 'A').lost).toBe(true);
    expect(player(g, 'B').lost).toBe(true);
    expect(player(g, 'A').won).toBe(false);
    expect(player(g, 'B').won).toBe(false);
    expect(g.state.pending).toBeNull();
    expect(logTexts(g).some((t) => t.includes('CR 104.4a'))).toBe(true);
  });

  it('Flame Rift with only one player at 4 or less life: that player loses and the other wins', () => {
    const g = game({ A: { hand: ['Flame Rift'], battlefield: ['Mountain', 'Mountain'], life: 5 }, B: { life: 4 } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Flame Rift');
    resolveStack(g);
    expect(life(g, 'A')).toBe(1);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
    expect(player(g, 'A').lost).toBe(false);
    expect(player(g, 'B').lost).toBe(true);
  });

  it('both players reaching ten poison counters at once (Ichor Rats) is a draw', () => {
    const g = game({
      A: { hand: ['Ichor Rats'], battlefield: ['Swamp', 'Swamp', 'Swamp'], poison: 9 },
      B: { poison: 9 },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Ichor Rats');
    resolveStack(g);
    expect(poison(g, 'A')).toBe(10);
    expect(poison(g, 'B')).toBe(10);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBeNull();
    expect(player(g, 'A').lost).toBe(true);
    expect(player(g, 'B').lost).toBe(true);
  });

  it('a player at 0 life and the other at ten poison counters in the same check is a draw (Infectious Inquiry)', () => {
    const g = game({
      A: { hand: ['Infectious Inquiry'], battlefield: ['Swamp', 'Swamp', 'Swamp'], life: 2 },
      B: { poison: 9 },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Infectious Inquiry');
    resolveStack(g);
    expect(life(g, 'A')).toBe(0);
    expect(poison(g, 'B')).toBe(10);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBeNull();
    expect([player(g, 'A').lost, player(g, 'B').lost]).toEqual([true, true]);
    expect(player(g, 'A').lossReason).toBe('has 0 or less life');
    expect(player(g, 'B').lossReason).toBe('has ten or more poison counters');
  });
});
