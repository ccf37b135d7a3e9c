// CR 514.3, 514.3a: normally no player receives priority in the cleanup step; but if a state-based action is
// performed or a triggered ability waits, players receive priority there, and then another cleanup step begins.
import { describe, expect, it } from 'vitest';
import type { Step } from '../src/engine/index.js';
import {
  cast,
  chooseCards,
  chooseTarget,
  decision,
  game,
  graveyard,
  hand,
  handSize,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  stack,
  where,
  type Game,
} from './helpers/harness.js';

/** Passes until the game reaches turn 1's cleanup step with a decision pending there; fails if turn 2 comes first. */
function passToCleanup(g: Game): void {
  for (let i = 0; i < 100; i++) {
    if (g.state.turn.number === 1 && g.state.turn.step === 'cleanup') return;
    if (g.state.turn.number > 1) throw new Error(`turn 1 ended without a decision in its cleanup step`);
    passPriority(g);
  }
  throw new Error('cleanup not reached');
}

/** In turn 1's main phase, A casts Giant Growth and then Scar on A's creature `name`, each resolving: it lives only
 * while Giant Growth lasts. */
function pumpThenScar(g: Game, name: string): void {
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, 'Giant Growth', { targets: [name] });
  resolveStack(g);
  cast(g, 'Scar', { targets: [name] });
  resolveStack(g);
}

/** Steps in which anyone was offered priority, from now until turn 2's upkeep. */
function prioritySteps(g: Game): Set<Step> {
  const seen = new Set<Step>();
  while (g.state.turn.number < 2 || g.state.turn.step === 'untap') {
    if (g.state.pending?.kind !== 'priority') throw new Error(`unexpected ${decision(g)}`);
    seen.add(g.state.turn.step);
    passPriority(g);
  }
  return seen;
}

describe('priority in the cleanup step (CR 514.3a)', () => {
  it('without a state-based action or trigger, nobody gets priority in cleanup (CR 514.3)', () => {
    // Giant Growth ends in cleanup, but the Bears survive it: nothing happens, so no priority there.
    const g = game({ A: { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('5/5');
    passUntil(g, { turn: 1, step: 'end_turn' });
    const seen = prioritySteps(g);
    expect(seen.has('cleanup')).toBe(false);
    expect(seen.has('end_turn')).toBe(true);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('a creature dying when "until end of turn" ends gives the active player priority in cleanup', () => {
    // Bears with two -1/-1 counters (one from Scar) live only thanks to Giant Growth; when it ends they are 0/0.
    const g = game({
      A: {
        hand: ['Giant Growth', 'Scar'],
        battlefield: ['Forest', 'Swamp', { name: 'Grizzly Bears', counters: { '-1/-1': 1 } }],
      },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Giant Growth', { targets: [{ name: 'Grizzly Bears', controller: 'A' }] });
    resolveStack(g);
    cast(g, 'Scar', { targets: [{ name: 'Grizzly Bears', controller: 'A' }] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears', { controller: 'A' })).toBe('3/3');
    expect(obj(g, 'Grizzly Bears', { controller: 'A' }).counters['-1/-1']).toBe(2);
    passUntil(g, { turn: 1, step: 'end_turn' });
    passToCleanup(g);
    // CR 704.5f: the Bears died as the effect ended; A, the active player, now has priority in the cleanup step.
    expect(where(g)).toEqual({ turn: 1, step: 'cleanup', active: 'A' });
    expect(decision(g)).toBe('A priority');
    expect(logTexts(g)).toContain('Players get priority in the cleanup step; another cleanup step follows (CR 514.3a)');
    expect(graveyard(g, 'A')).toContain('Grizzly Bears');
    expect(g.state.over).toBe(false);
    passPriority(g);
    expect(decision(g)).toBe('B priority'); // B gets priority in the cleanup step too
    expect(g.state.turn.step).toBe('cleanup');
    passPriority(g);
    // Both passed with an empty stack: another cleanup step, where nothing happens, so the next turn begins.
    expect(where(g)).toEqual({ turn: 2, step: 'upkeep', active: 'B' });
  });

  it('a spell cast with priority in cleanup resolves there, and its "until end of turn" effect ends in the next cleanup step', () => {
    const g = game({
      A: {
        hand: ['Giant Growth', 'Scar', 'Giant Growth'],
        battlefield: [
          'Forest',
          'Forest',
          'Swamp',
          { name: 'Grizzly Bears', counters: { '-1/-1': 1 } },
          'Llanowar Elves',
        ],
      },
    });
    pumpThenScar(g, 'Grizzly Bears');
    passUntil(g, { turn: 1, step: 'end_turn' });
    passToCleanup(g);
    expect(decision(g)).toBe('A priority');
    expect(graveyard(g, 'A')).toContain('Grizzly Bears');
    // An instant can be cast in the cleanup step when a player has priority there (CR 514.3a).
    cast(g, 'Giant Growth', { targets: ['Llanowar Elves'] });
    expect(stack(g)).toEqual(['Giant Growth']);
    resolveStack(g);
    expect(g.state.turn.step).toBe('cleanup');
    expect(g.state.turn.number).toBe(1);
    expect(pt(g, 'Llanowar Elves')).toBe('4/4');
    passPriority(g);
    passPriority(g);
    // The new cleanup step ended Giant Growth before turn 2.
    expect(where(g)).toEqual({ turn: 2, step: 'upkeep', active: 'B' });
    expect(pt(g, 'Llanowar Elves')).toBe('1/1');
  });

  it('a dies trigger waiting in cleanup is put on the stack, players get priority, then cleanup repeats', () => {
    // Festering Goblin dies as Giant Growth ends; its trigger gives B's Grizzly Bears -1/-1 until end of turn.
    const g = game({
      A: { hand: ['Giant Growth', 'Scar'], battlefield: ['Forest', 'Swamp', 'Festering Goblin'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    pumpThenScar(g, 'Festering Goblin');
    expect(pt(g, 'Festering Goblin')).toBe('3/3');
    passUntil(g, { turn: 1, step: 'end_turn' });
    passToCleanup(g);
    expect(graveyard(g, 'A')).toContain('Festering Goblin');
    expect(decision(g)).toBe('A target');
    expect(g.state.turn.step).toBe('cleanup');
    chooseTarget(g, 'Grizzly Bears');
    expect(stack(g)).toEqual(['Festering Goblin ability']);
    expect(decision(g)).toBe('A priority');
    resolveStack(g);
    expect(g.state.turn.step).toBe('cleanup');
    expect(pt(g, 'Grizzly Bears')).toBe('1/1');
    expect(obj(g, 'Grizzly Bears').controller).toBe(1);
    passPriority(g);
    passPriority(g);
    // The second cleanup step ends the -1/-1 effect; no priority there, so turn 2 begins.
    expect(where(g)).toEqual({ turn: 2, step: 'upkeep', active: 'B' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('cards drawn with priority in cleanup are discarded to hand size in the next cleanup step (CR 514.1)', () => {
    const g = game({
      A: {
        hand: ['Giant Growth', 'Scar', 'Quick Study', ...Array.from({ length: 6 }, () => 'Plains')],
        battlefield: [
          'Forest',
          'Swamp',
          'Island',
          'Island',
          'Island',
          { name: 'Grizzly Bears', counters: { '-1/-1': 1 } },
        ],
        library: ['Mountain', 'Mountain', 'Forest', 'Island'],
      },
    });
    pumpThenScar(g, 'Grizzly Bears');
    passUntil(g, { turn: 1, step: 'end_turn' });
    passToCleanup(g);
    // Seven cards: no discard in the first cleanup step; the Bears died, so A has priority.
    expect(handSize(g, 'A')).toBe(7);
    expect(decision(g)).toBe('A priority');
    cast(g, 'Quick Study');
    resolveStack(g);
    expect(hand(g, 'A').slice(-2)).toEqual(['Island', 'Forest']);
    expect(handSize(g, 'A')).toBe(8);
    passPriority(g);
    passPriority(g);
    // The next cleanup step begins with the hand-size discard.
    expect(where(g)).toEqual({ turn: 1, step: 'cleanup', active: 'A' });
    expect(decision(g)).toBe('A chooseCards');
    chooseCards(g, ['Forest']);
    expect(handSize(g, 'A')).toBe(7);
    expect(graveyard(g, 'A')).toContain('Forest');
    expect(where(g)).toEqual({ turn: 2, step: 'upkeep', active: 'B' });
  });
});
