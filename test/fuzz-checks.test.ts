// The fuzzer's check that no state-based action is left undone when a player gets priority (src/fuzz/fuzz.ts) sees
// every action the check performs (CR 704.5): here the legend rule, +1/+1 and -1/-1 counters, and Sagas. And its loop
// guard (src/fuzz/loops.ts): a player that keeps backing out to the same state (declaring attacks under Propaganda
// it can't pay for, then cancelling: CR 732.1) is made to choose differently and the game goes on; an engine from
// which every answer comes back to the same state is still reported stuck.
import { describe, expect, it } from 'vitest';
import { apply, deepCopy, type Answer, type GameState, type PendingChoice } from '../src/engine/index.js';
import type { GameObject } from '../src/engine/state.js';
import { stateBasedActionPending } from '../src/engine/rules/cr704-state-based-actions.js';
import { LONG_STEP, LoopGuard, StuckError } from '../src/fuzz/loops.js';
import { game, lands, obj, passUntil, type Game } from './helpers/harness.js';

/** A copy of the game's state with one object changed as a test set-up would, not through the engine. */
function changed(g: Game, name: string, change: (o: GameObject) => void, seat?: 'A' | 'B'): GameState {
  const s = deepCopy(g.state);
  change(s.objects[obj(g, name, seat ? { controller: seat } : {}).id]!);
  return s;
}

describe('stateBasedActionPending (the fuzzer: no state-based action left undone)', () => {
  it('CR 704.5j: two legendary permanents with the same name and controller', () => {
    const g = game({
      A: { battlefield: ['Isamaru, Hound of Konda'] },
      B: { battlefield: ['Isamaru, Hound of Konda'] },
    });
    expect(stateBasedActionPending(g.state)).toBe(false);
    expect(stateBasedActionPending(changed(g, 'Isamaru, Hound of Konda', (o) => (o.controller = 0), 'B'))).toBe(true);
  });

  it('CR 704.5q: +1/+1 and -1/-1 counters on the same permanent', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] } });
    expect(stateBasedActionPending(g.state)).toBe(false);
    const s = changed(g, 'Grizzly Bears', (o) => (o.counters = { '+1/+1': 1, '-1/-1': 1 }));
    expect(stateBasedActionPending(s)).toBe(true);
  });

  it('CR 704.5s: a Saga whose lore counters reached its final chapter', () => {
    const g = game({ A: { battlefield: ['Summon: Yojimbo'] } });
    expect(stateBasedActionPending(g.state)).toBe(false);
    const s = changed(g, 'Summon: Yojimbo', (o) => (o.counters = { lore: 9 }));
    expect(stateBasedActionPending(s)).toBe(true);
  });
});

/** Plays with `guard` until `done`, each decision answered by `own` unless the guard steers; returns the answers. */
function play(
  g: { state: GameState },
  guard: LoopGuard,
  own: (c: PendingChoice) => Answer,
  offered: (c: PendingChoice) => Answer[],
  done: (s: GameState) => boolean,
  engine: (s: GameState, p: number, a: Answer) => GameState = (s, p, a) => {
    const r = apply(s, p, a);
    if (!r.ok) throw new Error(r.error.message);
    return r.state;
  },
): Answer[] {
  const given: Answer[] = [];
  for (let n = 0; n < 5000 && !done(g.state); n++) {
    const c = g.state.pending!;
    const a = guard.decide(
      g.state,
      c,
      () => own(c),
      () => offered(c),
    );
    given.push(a);
    g.state = engine(g.state, c.player, a);
  }
  return given;
}

/** A's stubborn player: attacks with everything, can't pay, cancels, passes otherwise. */
function stubborn(c: PendingChoice): Answer {
  if (c.kind === 'declareAttackers')
    return { kind: 'attackers', attackers: c.options.map((o) => ({ attacker: o.attacker, defender: 1 })) };
  if (c.kind === 'payMana') return c.canAutoPay ? { kind: 'autoPay' } : { kind: 'cancel' };
  return { kind: 'pass' };
}

/** What the fuzzer would offer instead at a declaration: no attackers, or each creature alone. */
function declarations(c: PendingChoice): Answer[] {
  if (c.kind !== 'declareAttackers') return [];
  return [
    { kind: 'attackers', attackers: [] },
    ...c.options.map((o): Answer => ({ kind: 'attackers', attackers: [{ attacker: o.attacker, defender: 1 }] })),
  ];
}

describe('the fuzzer tells a player going round in circles from a stuck engine', () => {
  it('a player that cancels its attack under Propaganda and declares it again is made to choose differently', () => {
    // Five Bears and one Forest: under Propaganda no attack can be paid for ({2} a creature).
    const g = game({
      A: { battlefield: [...lands('Grizzly Bears', 5), 'Forest'] },
      B: { battlefield: ['Propaganda'] },
    });
    passUntil(g, { turn: 1, step: 'begin_combat' });
    const guard = new LoopGuard(1);
    const given = play(g, guard, stubborn, declarations, (s) => s.turn.step === 'end_combat');
    expect(g.state.turn.step).toBe('end_combat');
    // The stubborn declaration came back once; then the guard tried other declarations until one went on: no
    // attackers (each Bear alone can't be paid for either). A handful of decisions, not 2^5 random tries.
    const first = given.findIndex((a) => a.kind === 'attackers');
    expect(given[first]).toMatchObject({ kind: 'attackers', attackers: { length: 5 } });
    expect(given[first + 1]).toEqual({ kind: 'cancel' });
    expect(guard.steered).toBeGreaterThanOrEqual(1);
    expect(given.filter((a) => a.kind === 'attackers').at(-1)).toEqual({ kind: 'attackers', attackers: [] });
    expect(given.length).toBeLessThan(30);
  });

  it('an engine from which every answer comes back to the same state is reported stuck', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] } });
    const start = g.state;
    const offered: Answer[] = [{ kind: 'pass' }, { kind: 'concede' }];
    // A stuck engine: whatever the answer, the same state.
    expect(() =>
      play(
        g,
        new LoopGuard(1),
        () => ({ kind: 'pass' }),
        () => offered,
        () => false,
        (s) => s,
      ),
    ).toThrow(
      new StuckError(
        'stuck: in turn 1 (upkeep) every answer player 0 is offered to priority (2 tried) comes back to the same state',
      ),
    );
    expect(g.state).toBe(start);
  });

  it('so is an engine that makes a new but identical state each time, once the step is long', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] } });
    let decisions = 0;
    expect(() =>
      play(
        g,
        new LoopGuard(1),
        () => ({ kind: 'pass' }),
        () => [{ kind: 'pass' }],
        () => false,
        (s) => {
          decisions++;
          return deepCopy(s);
        },
      ),
    ).toThrow(StuckError);
    expect(decisions).toBeGreaterThanOrEqual(LONG_STEP);
    expect(decisions).toBeLessThan(LONG_STEP + 5);
  });

  it('a player whose answers go somewhere is never steered', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Forest', 'Forest'] }, B: { battlefield: ['Propaganda'] } });
    const guard = new LoopGuard(1);
    play(g, guard, stubborn, declarations, (s) => s.turn.number === 3);
    expect(guard.steered).toBe(0);
    expect(g.state.players[1]!.life).toBe(18);
  });
});
