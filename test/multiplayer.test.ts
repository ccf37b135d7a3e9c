// Multiplayer games (CR 800-806): turn order and priority around the table, attacking several players (802),
// each defending player declaring blockers in APNAP order (802.4), players leaving the game (800.4), the free first
// mulligan (800.6) and no draw skipped on the first turn (800.7).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runScenarioPaths } from '../src/scenario/index.js';
import { createGame, type PlayerId } from '../src/engine/index.js';
import {
  answer,
  attempt,
  battlefield,
  cast,
  decision,
  game,
  graveyard,
  hand,
  handSize,
  lands,
  library,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  wrap,
  type Game,
  type Seat,
} from './helpers/harness.js';

/** The active player declares these attacks: each creature (by name) at a seat. */
function attackSeats(g: Game, pairs: readonly (readonly [string, Seat])[]): void {
  while (g.state.pending?.kind === 'priority') passPriority(g);
  const c = g.state.pending;
  if (c?.kind !== 'declareAttackers') throw new Error(`expected declareAttackers, got ${decision(g)}`);
  answer(g, {
    kind: 'attackers',
    attackers: pairs.map(([name, seat]) => ({ attacker: obj(g, name).id, defender: seatId(seat) })),
  });
}

/** The pending declareBlockers decision's player declares these blocks (blocker and attacker by name). */
function blockWith(g: Game, pairs: readonly (readonly [string, string])[]): void {
  toBlockers(g);
  const c = g.state.pending;
  if (c?.kind !== 'declareBlockers') throw new Error(`expected declareBlockers, got ${decision(g)}`);
  answer(g, {
    kind: 'blockers',
    blocks: pairs.map(([b, a]) => ({ blocker: obj(g, b).id, attacker: obj(g, a).id })),
  });
}

/** The player concedes (CR 104.3a); the concession must be taken. */
function concede(g: Game, seat: Seat): void {
  const r = attempt(g, seat, { kind: 'concede' });
  if (!r.ok) throw new Error(r.error.message);
  g.state = r.state;
  g.log.push(...r.events);
}

/** Players pass priority until a defending player is asked to declare blockers. */
function toBlockers(g: Game): void {
  while (g.state.pending?.kind === 'priority') passPriority(g);
}

/** Everyone passes (declaring nothing) until `seat`'s turn begins and they get priority in their upkeep. */
function passToTurnOf(g: Game, seat: Seat): void {
  const start = g.state.turn.number;
  for (let i = 0; i < 500; i++) {
    const t = g.state.turn;
    if (t.number > start && t.active === seatId(seat) && g.state.pending?.kind === 'priority') return;
    const c = g.state.pending;
    if (c?.kind === 'priority') passPriority(g);
    else if (c?.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
    else if (c?.kind === 'declareBlockers') answer(g, { kind: 'blockers', blocks: [] });
    else throw new Error(`unexpected decision ${decision(g)}`);
  }
  throw new Error(`${seat}'s turn never came`);
}

describe('turn order and priority (CR 101.4, 117.4, 500, 800.7)', () => {
  it('turns go around the table, and no player skips the draw of the first turn (CR 103.8c, 800.7)', () => {
    const g = game({ players: 3 });
    passUntil(g, { step: 'precombat_main' });
    // Turn 1 is A's; in a game of three, A draws in the first draw step.
    expect(handSize(g, 'A')).toBe(1);
    const order: PlayerId[] = [g.state.turn.active];
    for (let k = 0; k < 3; k++) {
      passToTurnOf(g, (['B', 'C', 'A'] as const)[k]!);
      order.push(g.state.turn.active);
    }
    expect(order).toEqual([0, 1, 2, 0]);
  });

  it('a two-player game still skips the starting player’s first draw (CR 103.8a)', () => {
    const g = game();
    passUntil(g, { step: 'precombat_main' });
    expect(handSize(g, 'A')).toBe(0);
  });

  it('a spell resolves only once every player has passed in succession, in turn order (CR 117.4)', () => {
    const g = game({ players: 4, A: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['C'] });
    const asked: string[] = [];
    while (g.state.stack.length > 0) {
      asked.push(decision(g));
      passPriority(g);
    }
    expect(asked).toEqual(['A priority', 'B priority', 'C priority', 'D priority']);
    expect(life(g, 'C')).toBe(17);
    // CR 117.3b: after it resolves, the active player receives priority.
    expect(decision(g)).toBe('A priority');
  });

  it('"each opponent" is every other player; "each player" is all of them', () => {
    const g = game({
      players: 4,
      A: { hand: ['Boltwave', 'Flame Rift'], battlefield: lands('Mountain', 3) },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Boltwave');
    resolveStack(g);
    expect([life(g, 'A'), life(g, 'B'), life(g, 'C'), life(g, 'D')]).toEqual([20, 17, 17, 17]);
    cast(g, 'Flame Rift');
    resolveStack(g);
    expect([life(g, 'A'), life(g, 'B'), life(g, 'C'), life(g, 'D')]).toEqual([16, 13, 13, 13]);
  });

  it('"target opponent" may be any opponent, never the player themself', () => {
    const g = game({ players: 3, A: { hand: ['Bargain'], battlefield: lands('Plains', 3) } });
    passUntil(g, { step: 'precombat_main' });
    const p = g.state.pending;
    const action = p?.kind === 'priority' ? p.actions.find((a) => a.kind === 'cast') : undefined;
    if (!action) throw new Error('Bargain is not castable');
    answer(g, action);
    const c = g.state.pending;
    expect(c?.kind).toBe('target');
    if (c?.kind !== 'target') return;
    expect(c.legal).toEqual([{ player: 1 }, { player: 2 }]);
  });
});

describe('attacking several players (CR 802)', () => {
  const setup = () =>
    game({
      players: 3,
      A: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      B: { battlefield: ['Wall of Stone'] },
      C: { battlefield: ['Llanowar Elves'] },
    });

  it('each attacking creature attacks one opponent; each defending player declares blockers in APNAP order (802.4)', () => {
    const g = setup();
    attackSeats(g, [
      ['Grizzly Bears', 'B'],
      ['Hill Giant', 'C'],
    ]);
    // B (next in turn order) declares first, then C.
    toBlockers(g);
    expect(decision(g)).toBe('B declareBlockers');
    const b = g.state.pending;
    if (b?.kind !== 'declareBlockers') return;
    // CR 802.4a: B's creatures may block only creatures attacking B.
    expect(b.options.map((o) => o.attackers)).toEqual([[obj(g, 'Grizzly Bears').id]]);
    blockWith(g, [['Wall of Stone', 'Grizzly Bears']]);
    expect(decision(g)).toBe('C declareBlockers');
    const c = g.state.pending;
    if (c?.kind !== 'declareBlockers') return;
    expect(c.options.map((o) => o.attackers)).toEqual([[obj(g, 'Hill Giant').id]]);
    // C's elf can't block the Bears, which attack B (802.4a): the engine refuses it with the state unchanged.
    const before = g.state;
    const r = attempt(g, 'C', {
      kind: 'blockers',
      blocks: [{ blocker: obj(g, 'Llanowar Elves').id, attacker: obj(g, 'Grizzly Bears').id }],
    });
    expect(r.ok).toBe(false);
    expect(g.state).toBe(before);
    blockWith(g, []);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(20);
    expect(life(g, 'C')).toBe(17);
  });

  it('a creature may not attack its own controller; a player with no creature that could block isn’t asked', () => {
    const g = setup();
    passUntil(g, { step: 'begin_combat' });
    passPriority(g);
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('declareAttackers');
    if (c?.kind !== 'declareAttackers') return;
    expect(c.options[0]!.defenders).toEqual([1, 2]);
    const r = attempt(g, 'A', { kind: 'attackers', attackers: [{ attacker: obj(g, 'Hill Giant').id, defender: 0 }] });
    expect(r.ok).toBe(false);
    // Only C is attacked: B is not asked to block.
    answer(g, { kind: 'attackers', attackers: [{ attacker: obj(g, 'Hill Giant').id, defender: 2 }] });
    toBlockers(g);
    expect(decision(g)).toBe('C declareBlockers');
  });

  it('ruling (802.2a): landwalk looks at the player the creature attacks, not at the other defending players', () => {
    const g = game({
      players: 3,
      A: { battlefield: ['Canyon Wildcat'] },
      B: { battlefield: ['Grizzly Bears', 'Forest'] },
      C: { battlefield: ['Mountain'] },
    });
    attackSeats(g, [['Canyon Wildcat', 'B']]);
    // C controls a Mountain, but the Wildcat attacks B, who controls none: B may block it.
    toBlockers(g);
    expect(decision(g)).toBe('B declareBlockers');
    blockWith(g, [['Grizzly Bears', 'Canyon Wildcat']]);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'A')).toEqual(['Canyon Wildcat']);
  });
});

describe('leaving the game (CR 800.4)', () => {
  it('a player who loses leaves with everything they own; the game goes on, and their turns are skipped', () => {
    const g = game({
      players: 3,
      A: { battlefield: ['Hill Giant', 'Grizzly Bears'] },
      B: { life: 3, battlefield: ['Forest', 'Llanowar Elves'], hand: ['Giant Growth'], graveyard: ['Shock'] },
    });
    attackSeats(g, [
      ['Hill Giant', 'B'],
      ['Grizzly Bears', 'C'],
    ]);
    blockWith(g, []);
    const mark = g.log.length;
    passUntil(g, { step: 'end_combat' });
    expect(g.state.over).toBe(false);
    expect(g.state.players[1]!.lost).toBe(true);
    expect(logTexts(g, mark)).toEqual(
      expect.arrayContaining(['B loses the game — has 0 or less life (CR 704.5a)', 'B leaves the game (CR 800.4a)']),
    );
    // CR 800.4a: B's objects left the game, from every zone — not to a graveyard.
    expect(battlefield(g, 'B')).toEqual([]);
    expect(hand(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual([]);
    expect(library(g, 'B')).toEqual([]);
    expect(life(g, 'C')).toBe(18);
    // CR 800.4k: the next turn is C's, not B's.
    passToTurnOf(g, 'C');
    expect(g.state.turn.number).toBe(2);
    // B can no longer be attacked or targeted.
    passToTurnOf(g, 'A');
    passUntil(g, { step: 'begin_combat' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('declareAttackers');
    if (c?.kind === 'declareAttackers') expect(c.options[0]!.defenders).toEqual([2]);
  });

  it('the last player in the game wins (CR 104.2a)', () => {
    const g = game({
      players: 3,
      A: { hand: ['Flame Rift'], battlefield: lands('Mountain', 2) },
      B: { life: 4 },
      C: { life: 3 },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Flame Rift');
    resolveStack(g);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
  });

  it('a draw when all who remain lose at once (CR 104.4a)', () => {
    const g = game({
      players: 3,
      A: { life: 4, hand: ['Flame Rift'], battlefield: lands('Mountain', 2) },
      B: { life: 4 },
      C: { life: 40 },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Flame Rift');
    resolveStack(g);
    // A and B lose together; C, the one left, wins.
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(2);
    const h = game({
      players: 3,
      A: { life: 4, hand: ['Flame Rift'], battlefield: lands('Mountain', 2) },
      B: { life: 4 },
      C: { life: 4 },
    });
    passUntil(h, { step: 'precombat_main' });
    cast(h, 'Flame Rift');
    resolveStack(h);
    expect(h.state.over).toBe(true);
    expect(h.state.winner).toBe(null);
  });

  it('a player who concedes leaves; their spell on the stack leaves with them, and play goes on (CR 104.3a, 800.4a)', () => {
    const g = game({
      players: 3,
      A: { battlefield: ['Mountain'] },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g);
    // B has priority in A's main phase and casts Lightning Bolt at A.
    cast(g, 'Lightning Bolt', { targets: ['A'] });
    expect(decision(g)).toBe('B priority');
    concede(g, 'B');
    expect(g.state.over).toBe(false);
    expect(g.state.stack).toEqual([]);
    expect(battlefield(g, 'B')).toEqual([]);
    // Priority passed to the next player in turn order still in the game: C.
    expect(decision(g)).toBe('C priority');
    passPriority(g);
    passPriority(g);
    expect(life(g, 'A')).toBe(20);
  });

  it('the active player conceding: the turn goes on without them (CR 800.4j), then the next player’s turn begins', () => {
    const g = game({ players: 3, A: { battlefield: ['Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    concede(g, 'A');
    expect(g.state.turn.active).toBe(0);
    expect(decision(g)).toBe('B priority');
    passToTurnOf(g, 'B');
    expect(g.state.turn.number).toBe(2);
    passToTurnOf(g, 'C');
    passToTurnOf(g, 'B');
    expect(g.state.turn.number).toBe(4);
  });

  it('a defending player who concedes while declaring blockers: the next defending player declares (802.4)', () => {
    const g = game({
      players: 3,
      A: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
      B: { battlefield: ['Wall of Stone'] },
      C: { battlefield: ['Llanowar Elves'] },
    });
    attackSeats(g, [
      ['Grizzly Bears', 'B'],
      ['Hill Giant', 'C'],
    ]);
    toBlockers(g);
    expect(decision(g)).toBe('B declareBlockers');
    concede(g, 'B');
    expect(decision(g)).toBe('C declareBlockers');
    blockWith(g, []);
    passUntil(g, { step: 'end_combat' });
    // CR 800.4e: no damage is assigned to B, who left; C takes the Giant's 3.
    expect(life(g, 'C')).toBe(17);
    expect(obj(g, 'Grizzly Bears').zone).toBe('battlefield');
  });
});

describe('mulligans and the start (CR 800.6)', () => {
  function started(players: number) {
    const created = createGame({
      seed: 7,
      startingPlayer: 0,
      players: Array.from({ length: players }, (_, i) => ({
        name: 'ABCDEF'[i]!,
        library: lands('Forest', 30),
      })),
    });
    return wrap(created.state, created.events);
  }

  it('in a multiplayer game the first mulligan is free: seven cards, none put on the bottom', () => {
    const g = started(3);
    expect(decision(g)).toBe('A mulligan');
    answer(g, { kind: 'mulligan' });
    answer(g, { kind: 'keep' });
    answer(g, { kind: 'keep' });
    // A drew a new seven and, the first mulligan being free, is asked to keep or mulligan again, not to bottom.
    expect(decision(g)).toBe('A mulligan');
    expect(handSize(g, 'A')).toBe(7);
    answer(g, { kind: 'mulligan' });
    // The second mulligan counts: one card goes on the bottom.
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    if (c?.kind !== 'chooseCards') return;
    expect([c.min, c.max]).toEqual([1, 1]);
    answer(g, { kind: 'cards', cards: [c.cards[0]!] });
    answer(g, { kind: 'keep' });
    expect(handSize(g, 'A')).toBe(6);
  });

  it('in a two-player game the first mulligan costs a card', () => {
    const g = started(2);
    answer(g, { kind: 'mulligan' });
    answer(g, { kind: 'keep' });
    expect(g.state.pending?.kind).toBe('chooseCards');
  });

  it('a game has 2 to 6 players', () => {
    const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, library: ['Forest'] }));
    expect(() => createGame({ seed: 1, players: players(1) })).toThrow('a game has 2 to 6 players, not 1');
    expect(() => createGame({ seed: 1, players: players(7) })).toThrow('a game has 2 to 6 players, not 7');
    expect(createGame({ seed: 1, players: players(6) }).state.players).toHaveLength(6);
  });
});

describe('free-for-all scenarios (the ffa game type of the scenario format)', () => {
  it('every scenario of test/scenarios/multiplayer passes', () => {
    const lines: string[] = [];
    const summary = runScenarioPaths([fileURLToPath(new URL('./scenarios/multiplayer', import.meta.url))], (l) =>
      lines.push(l),
    );
    expect(lines.filter((l) => !l.startsWith('PASS'))).toEqual([`${summary.passed} passed, 0 failed, 0 unsupported`]);
    expect(summary.passed).toBeGreaterThanOrEqual(7);
  });
});

describe('attack left and attack right (CR 803)', () => {
  function table(attack: 'left' | 'right') {
    const created = createGame({
      seed: 1,
      openingHands: false,
      shuffle: false,
      startingPlayer: 0,
      attack,
      players: ['A', 'B', 'C', 'D'].map((name) => ({
        name,
        library: lands('Plains', 20),
        battlefield: name === 'A' ? ['Grizzly Bears'] : [],
      })),
    });
    const g = wrap(created.state, created.events);
    passUntil(g, { step: 'begin_combat' });
    while (g.state.pending?.kind === 'priority') passPriority(g);
    return g;
  }

  it('with attack left, a player may attack only the opponent to their left: the next in turn order (803.1a)', () => {
    const g = table('left');
    const c = g.state.pending;
    expect(c?.kind).toBe('declareAttackers');
    if (c?.kind === 'declareAttackers') expect(c.options[0]!.defenders).toEqual([1]);
    const r = attempt(g, 'A', {
      kind: 'attackers',
      attackers: [{ attacker: obj(g, 'Grizzly Bears').id, defender: 2 }],
    });
    expect(r.ok).toBe(false);
  });

  it('with attack right, only the opponent to their right: the previous in turn order (803.1b)', () => {
    const g = table('right');
    const c = g.state.pending;
    if (c?.kind !== 'declareAttackers') throw new Error('no attack declaration');
    expect(c.options[0]!.defenders).toEqual([3]);
  });
});
