// CR 500-514 (turn structure), 117 (timing and priority), 106.4 (mana empties between steps).
import { describe, expect, it } from 'vitest';
import type { Step } from '../src/engine/index.js';
import {
  attack,
  block,
  canCast,
  cast,
  chooseCards,
  decision,
  game,
  graveyard,
  hand,
  handSize,
  isTapped,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  stack,
  tapForMana,
  where,
  type Game,
} from './helpers/harness.js';

/** The steps that began, per turn, from the log. */
function stepsByTurn(g: Game): Map<number, Step[]> {
  const out = new Map<number, Step[]>();
  let turn = 0;
  for (const { event } of g.log) {
    if (event.kind === 'turnBegin') turn = event.turn;
    if (event.kind === 'stepBegin') out.set(turn, [...(out.get(turn) ?? []), event.step]);
  }
  return out;
}

describe('turn structure (CR 500)', () => {
  it('CR 500.1, 103.8a, 508.8: steps come in order; no draw step on the first turn; no attackers skips blockers and damage', () => {
    const g = game();
    passUntil(g, { turn: 3, step: 'upkeep' });
    const steps = stepsByTurn(g);
    expect(steps.get(1)).toEqual([
      'upkeep',
      'precombat_main',
      'begin_combat',
      'declare_attackers',
      'end_combat',
      'postcombat_main',
      'end_turn',
    ]);
    expect(steps.get(2)).toEqual([
      'upkeep',
      'draw',
      'precombat_main',
      'begin_combat',
      'declare_attackers',
      'end_combat',
      'postcombat_main',
      'end_turn',
    ]);
  });

  it('CR 500.1, 510.4: with a first striker attacking, every combat step happens, first-strike damage first', () => {
    const g = game({ A: { battlefield: ['Youthful Knight'] } });
    attack(g, ['Youthful Knight']);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(stepsByTurn(g).get(1)).toEqual([
      'upkeep',
      'precombat_main',
      'begin_combat',
      'declare_attackers',
      'declare_blockers',
      'first_strike_damage',
      'combat_damage',
      'end_combat',
      'postcombat_main',
      'end_turn',
    ]);
    expect(life(g, 'B')).toBe(18);
  });

  it('CR 103.8a, 504.1: the starting player skips the first draw; afterwards each active player draws the top card', () => {
    const g = game({
      A: { library: ['Plains', 'Plains', 'Forest'], hand: ['Shock'] },
      B: { library: ['Plains', 'Plains', 'Island'], hand: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'end_turn' });
    expect(hand(g, 'A')).toEqual(['Shock']);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(hand(g, 'B')).toEqual(['Shock', 'Island']);
    expect(hand(g, 'A')).toEqual(['Shock']);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(hand(g, 'A')).toEqual(['Shock', 'Forest']);
  });

  it('CR 103.8a: the first turn of the player who plays second is not skipped when B starts', () => {
    const g = game({ startingPlayer: 'B' });
    expect(where(g)).toEqual({ turn: 1, step: 'upkeep', active: 'B' });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(where(g).active).toBe('A');
    expect(handSize(g, 'A')).toBe(1);
    expect(handSize(g, 'B')).toBe(0);
  });

  it('CR 117.3a, 514.3: nobody gets priority in the untap step, nor in a normal cleanup step', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Grizzly Bears'] } });
    const seen = new Set<Step>();
    while (g.state.turn.number < 5) {
      const c = g.state.pending;
      if (c?.kind === 'priority') {
        seen.add(g.state.turn.step);
        passPriority(g);
      } else if (c?.kind === 'declareAttackers') {
        attack(g, []);
      } else throw new Error(`unexpected decision ${decision(g)}`);
    }
    expect(seen.has('untap')).toBe(false);
    expect(seen.has('cleanup')).toBe(false);
    expect(seen.has('upkeep')).toBe(true);
    expect(seen.has('end_turn')).toBe(true);
  });

  it('CR 502.3: the active player untaps their permanents in the untap step, not the other player’s', () => {
    const g = game({
      A: { battlefield: [{ name: 'Mountain', tapped: true }] },
      B: { battlefield: [{ name: 'Forest', tapped: true }] },
    });
    // Set up before the game: turn 1's untap step untaps only the active player's permanents.
    expect(isTapped(g, 'Mountain')).toBe(false);
    expect(isTapped(g, 'Forest')).toBe(true);
    tapForMana(g, 'Mountain');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(isTapped(g, 'Forest')).toBe(false);
    expect(isTapped(g, 'Mountain')).toBe(true);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(isTapped(g, 'Mountain')).toBe(false);
  });
});

describe('priority (CR 117)', () => {
  it('CR 117.3a: the active player receives priority first in each step', () => {
    const g = game();
    expect(decision(g)).toBe('A priority');
    passPriority(g);
    expect(decision(g)).toBe('B priority');
    expect(where(g).step).toBe('upkeep');
    passPriority(g);
    expect(where(g).step).toBe('precombat_main');
    expect(decision(g)).toBe('A priority');
  });

  it('CR 117.3c: a player who casts a spell receives priority again afterwards', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] } });
    cast(g, 'Shock', { targets: ['B'] });
    expect(stack(g)).toEqual(['Shock']);
    expect(decision(g)).toBe('A priority');
  });

  it('CR 117.4, 117.3b: when all pass, the top of the stack resolves and then the ACTIVE player gets priority', () => {
    const g = game({ B: { hand: ['Shock'], battlefield: ['Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g); // A passes with an empty stack; B receives priority
    expect(decision(g)).toBe('B priority');
    cast(g, 'Shock', { targets: ['A'] });
    expect(decision(g)).toBe('B priority');
    passPriority(g);
    expect(decision(g)).toBe('A priority');
    passPriority(g);
    expect(life(g, 'A')).toBe(18);
    expect(stack(g)).toEqual([]);
    // Same step, and the active player (not the caster) has priority.
    expect(where(g)).toEqual({ turn: 1, step: 'precombat_main', active: 'A' });
    expect(decision(g)).toBe('A priority');
  });

  it('CR 117.4: when all pass with an empty stack the step ends; a single pass does not end it', () => {
    const g = game();
    passUntil(g, { step: 'precombat_main' });
    passPriority(g);
    expect(where(g).step).toBe('precombat_main');
    passPriority(g);
    expect(where(g).step).toBe('begin_combat');
  });
});

describe('mana pools (CR 106.4)', () => {
  it('CR 106.4, 500.4: unspent mana empties when a step ends', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] } });
    tapForMana(g, 'Mountain');
    expect(g.state.players[0]!.pool.R).toBe(1);
    expect(canCast(g, 'Shock')).toBe(true);
    passPriority(g);
    expect(g.state.players[0]!.pool.R).toBe(1); // still the upkeep: B has priority
    passPriority(g);
    expect(where(g).step).toBe('precombat_main');
    expect(g.state.players[0]!.pool.R).toBe(0);
    expect(canCast(g, 'Shock')).toBe(false);
  });
});

describe('cleanup (CR 514)', () => {
  it('CR 514.1: the active player discards down to seven in the cleanup step, choosing the cards', () => {
    const nine = ['Shock', 'Lava Axe', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
    const g = game({ A: { hand: nine }, B: { hand: nine } });
    passUntil(g, { step: 'end_turn' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    expect(c?.player).toBe(0);
    expect(c?.kind === 'chooseCards' && [c.min, c.max]).toEqual([2, 2]);
    chooseCards(g, ['Shock', 'Lava Axe']);
    expect(handSize(g, 'A')).toBe(7);
    expect(graveyard(g, 'A')).toEqual(['Shock', 'Lava Axe']);
    expect(hand(g, 'A')).not.toContain('Shock');
    // Only the active player discards.
    expect(handSize(g, 'B')).toBe(9);
    expect(where(g)).toEqual({ turn: 2, step: 'upkeep', active: 'B' });
  });

  it('CR 514.1: with seven cards or fewer nothing is discarded', () => {
    const seven = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
    const g = game({ A: { hand: seven } });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(handSize(g, 'A')).toBe(7);
    expect(graveyard(g, 'A')).toEqual([]);
  });

  it('CR 514.2: damage wears off in the cleanup step', () => {
    const g = game({
      A: { hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
      B: { battlefield: ['Giant Spider'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['Giant Spider'] });
    resolveStack(g);
    expect(obj(g, 'Giant Spider').damage).toBe(2);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(obj(g, 'Giant Spider').damage).toBe(0);
    // A second Shock on the 2/4 Spider leaves it alive: the first 2 damage are gone.
    passPriority(g); // B passes; A receives priority in B's upkeep
    cast(g, 'Shock', { targets: ['Giant Spider'] });
    resolveStack(g);
    expect(obj(g, 'Giant Spider').damage).toBe(2);
  });

  it('CR 514.2: Giant Growth’s "until end of turn" effect ends in the cleanup step', () => {
    const g = game({ A: { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] } });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('5/5');
    passUntil(g, { step: 'end_turn' });
    expect(pt(g, 'Grizzly Bears')).toBe('5/5');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('CR 514.2: a creature with lethal damage while pumped survives the cleanup (damage and effect end together)', () => {
    const g = game({
      A: { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] },
      B: { hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
    });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    passPriority(g); // B gets priority in A's upkeep
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    passPriority(g);
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears').damage).toBe(4);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(obj(g, 'Grizzly Bears').damage).toBe(0);
  });
});

describe('the log cites the rule behind each turn-based action', () => {
  it('CR 103.8a, 502.3, 106.4: the skipped first draw, the untap step and mana emptying are told with their rules', () => {
    const g = game({ A: { battlefield: [{ name: 'Mountain', tapped: true }, 'Forest'] } });
    expect(logTexts(g)).toContain('A untaps 1 permanent (CR 502.3)');
    passUntil(g, { step: 'precombat_main' });
    expect(logTexts(g)).toContain('A skips the draw step of the first turn (CR 103.8a)');
    tapForMana(g, 'Mountain');
    tapForMana(g, 'Forest');
    const before = g.log.length;
    passUntil(g, { step: 'begin_combat' });
    expect(logTexts(g, before)).toContain('A loses unspent mana: {R}{G} (CR 106.4)');
    // Turn 2 is B's: B has nothing tapped, so nothing is said of untapping; B draws (no skip).
    const turn2 = g.log.length;
    passUntil(g, { turn: 2, step: 'precombat_main' });
    const said = logTexts(g, turn2);
    expect(said.some((t) => t.includes('untaps'))).toBe(false);
    expect(said.some((t) => t.includes('skips the draw'))).toBe(false);
    expect(said).toContain('B draws a card (CR 504.1)');
  });

  it('CR 510.2, 514.2: combat damage, and damage wearing off with "until end of turn" effects ending', () => {
    const g = game({
      A: { hand: ['Giant Growth'], battlefield: ['Forest', 'Grizzly Bears'] },
      B: { battlefield: ['Giant Spider'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    attack(g, ['Grizzly Bears']);
    block(g, [['Giant Spider', 'Grizzly Bears']]);
    const before = g.log.length;
    passUntil(g, { turn: 2, step: 'upkeep' });
    const said = logTexts(g, before);
    expect(said).toContain('Grizzly Bears deals 5 combat damage to Giant Spider (CR 510.2)');
    expect(said).toContain('Giant Spider deals 2 combat damage to Grizzly Bears (CR 510.2)');
    expect(said).toContain('Damage wears off and "until end of turn" effects end (CR 514.2)');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });
});
