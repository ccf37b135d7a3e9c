// The limited range of influence option (CR 801): a player affects only the players within that many seats of them,
// counted either way round the table among the players in the game as each turn begins (801.2, 801.2c), and the
// objects those players control (801.2d).
import { describe, expect, it } from 'vitest';
import { createGame, type Ref } from '../src/engine/index.js';
import {
  activate,
  answer,
  attempt,
  cast,
  decision,
  game,
  graveyard,
  life,
  nameOf,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  type Game,
  type Seat,
} from './helpers/harness.js';

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];
const PLAINS = ['Plains', 'Plains', 'Plains', 'Plains'];

/** Five players round the table, A first, each with a Grizzly Bears; range of influence 1: A reaches B and E. */
function table(setup: { A?: { hand?: string[]; battlefield?: string[] } } = {}): Game {
  const bears = { battlefield: ['Grizzly Bears'] };
  return game({
    players: 5,
    rangeOfInfluence: 1,
    A: { battlefield: ['Grizzly Bears', ...(setup.A?.battlefield ?? [])], hand: setup.A?.hand ?? [] },
    B: bears,
    C: bears,
    D: bears,
    E: bears,
  });
}

/** The players the pending target decision allows, by seat. */
function targetSeats(g: Game): Seat[] {
  const c = g.state.pending;
  if (c?.kind !== 'target') throw new Error(`expected a target decision, got ${decision(g)}`);
  return c.legal.flatMap((r: Ref) => ('player' in r ? [(['A', 'B', 'C', 'D', 'E'] as const)[r.player]!] : []));
}

/** Casts a spell up to its first decision (its target). */
function startCast(g: Game, name: string): void {
  const c = g.state.pending;
  if (c?.kind !== 'priority') throw new Error(`expected priority, got ${decision(g)}`);
  const a = c.actions.find((x) => x.kind === 'cast' && nameOf(g.state, x.card) === name);
  if (!a) throw new Error(`${name} can't be cast`);
  answer(g, a);
}

/** The seats the active player's creature may attack now. */
function attackableSeats(g: Game, creature: string): number[] {
  while (g.state.pending?.kind === 'priority') passPriority(g);
  const c = g.state.pending;
  if (c?.kind !== 'declareAttackers') throw new Error(`expected declareAttackers, got ${decision(g)}`);
  const o = c.options.find((x) => x.attacker === obj(g, creature, { controller: 'A' }).id);
  return [...(o?.defenders ?? [])].sort();
}

describe('the limited range of influence option (CR 801)', () => {
  it('is a whole number of seats, 1 or more (refused otherwise)', () => {
    const players = [
      { name: 'A', library: ['Plains'] },
      { name: 'B', library: ['Plains'] },
      { name: 'C', library: ['Plains'] },
    ];
    for (const bad of [0, -1, 1.5, Number.NaN])
      expect(() => createGame({ seed: 1, players, rangeOfInfluence: bad })).toThrow(/range of influence/);
    expect(createGame({ seed: 1, players, rangeOfInfluence: 2 }).state.rangeOfInfluence).toBe(2);
  });

  it('creatures attack only opponents within range (CR 801.3)', () => {
    const g = table();
    passUntil(g, { step: 'precombat_main' });
    expect(attackableSeats(g, 'Grizzly Bears')).toEqual([seatId('B'), seatId('E')]);
    // An attack on a player out of range is refused, the state unchanged.
    const before = g.state;
    const r = attempt(g, 'A', {
      kind: 'attackers',
      attackers: [{ attacker: obj(g, 'Grizzly Bears', { controller: 'A' }).id, defender: seatId('C') }],
    });
    expect(r.ok).toBe(false);
    expect(g.state).toBe(before);
  });

  it('players and objects outside range cannot be targeted (CR 801.4)', () => {
    const g = table({ A: { hand: ['Lightning Bolt'], battlefield: MOUNTAINS } });
    passUntil(g, { step: 'precombat_main' });
    startCast(g, 'Lightning Bolt');
    expect(targetSeats(g).sort()).toEqual(['A', 'B', 'E']);
    const c = g.state.pending;
    if (c?.kind !== 'target') throw new Error('no target decision');
    const bears = c.legal.flatMap((r) => ('object' in r ? [g.state.objects[r.object]!.controller] : []));
    expect(bears.sort()).toEqual([seatId('A'), seatId('B'), seatId('E')]);
    // Answering with C's Grizzly Bears is refused.
    const cBears = obj(g, 'Grizzly Bears', { controller: 'C' }).id;
    expect(attempt(g, 'A', { kind: 'target', target: { object: cBears } }).ok).toBe(false);
    answer(g, { kind: 'target', target: { player: seatId('B') } });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
  });

  it('"each opponent" is each opponent within range (CR 801.10)', () => {
    const g = table({ A: { battlefield: ["Archers' Parapet", 'Swamp', 'Swamp'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, "Archers' Parapet");
    resolveStack(g);
    expect([life(g, 'B'), life(g, 'C'), life(g, 'D'), life(g, 'E')]).toEqual([19, 20, 20, 19]);
  });

  it('"destroy all creatures" destroys only those within range (CR 801.10)', () => {
    const g = table({ A: { hand: ['Wrath of God'], battlefield: PLAINS } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Wrath of God');
    resolveStack(g);
    const left = g.state.battlefield.filter((id) => nameOf(g.state, id) === 'Grizzly Bears');
    expect(left).toHaveLength(2);
    for (const s of ['C', 'D'] as const) expect(obj(g, 'Grizzly Bears', { controller: s }).zone).toBe('battlefield');
    for (const s of ['A', 'B', 'E'] as const) expect(graveyard(g, s)).toContain('Grizzly Bears');
  });

  it('a trigger event outside range triggers nothing (CR 801.7)', () => {
    // Soul Warden (A's) sees B's creature enter, not D's.
    const g = game({
      players: 5,
      rangeOfInfluence: 1,
      startingPlayer: 'B',
      A: { battlefield: ['Soul Warden'] },
      B: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] },
      D: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(life(g, 'A')).toBe(21);
    // D's turn: its creature entering is out of A's range.
    for (let i = 0; i < 400 && !(g.state.turn.active === seatId('D') && g.state.turn.step === 'precombat_main'); i++) {
      const c = g.state.pending;
      if (c?.kind === 'priority') passPriority(g);
      else if (c?.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
      else throw new Error(`unexpected ${decision(g)}`);
    }
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(life(g, 'A')).toBe(21);
  });

  it('ranges are counted again as each turn begins, among the players still in the game (CR 801.2c)', () => {
    const g = table();
    passUntil(g, { step: 'precombat_main' });
    // B concedes during A's turn: for the rest of the turn A's range is still counted with B's seat.
    const r = attempt(g, 'B', { kind: 'concede' });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.state;
    expect(attackableSeats(g, 'Grizzly Bears')).toEqual([seatId('E')]);
    answer(g, { kind: 'attackers', attackers: [] });
    // On A's next turn, with four players left, C sits next to A.
    for (let i = 0; i < 600 && !(g.state.turn.number > 1 && g.state.turn.active === seatId('A')); i++) {
      const c = g.state.pending;
      if (c?.kind === 'priority') passPriority(g);
      else if (c?.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
      else throw new Error(`unexpected ${decision(g)}`);
    }
    passUntil(g, { step: 'precombat_main' });
    expect(attackableSeats(g, 'Grizzly Bears')).toEqual([seatId('C'), seatId('E')]);
  });
});
