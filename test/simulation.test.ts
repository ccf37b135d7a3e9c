// Simulation: the same game as `apply`, with decisions in the middle of an operation answered at once.
import { describe, expect, it } from 'vitest';
import { RandomPlayer } from '../src/ai/random-player.js';
import { loadCards } from '../src/cards/index.js';
import { loadDeck } from '../src/decks/index.js';
import {
  apply,
  characteristics,
  createGame,
  Simulation,
  viewFor,
  type Answer,
  type GameConfig,
  type GameState,
  type PendingChoice,
} from '../src/engine/index.js';
import { answer as answerIn, cast, game, passPriority, passUntil, type Game } from './helpers/harness.js';

loadCards();

function config(seed: number, a = 'mono-red', b = 'mono-green'): GameConfig {
  return {
    seed,
    players: [
      { name: 'A', library: loadDeck(a).main, autoPass: true },
      { name: 'B', library: loadDeck(b).main, autoPass: true },
    ],
  };
}

/** Plays with `apply` only, every decision a call of its own; returns the answers and the states it went through. */
function playWithApply(cfg: GameConfig, turns: number) {
  const players = [new RandomPlayer(cfg.seed), new RandomPlayer(cfg.seed + 1)];
  let state = createGame(cfg).state;
  const answers: { p: number; a: Answer; inner: boolean }[] = [];
  const text: string[] = [];
  while (!state.over && state.pending && state.turn.number <= turns) {
    const p = state.pending.player;
    const a = players[p]!.decide(state.pending, () => viewFor(state, p));
    answers.push({ p, a, inner: state.resume !== null });
    const r = apply(state, p, a);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) text.push(e.text);
    state = r.state;
  }
  return { state, answers, text };
}

/** The pending player of the simulation's state decides, and the simulation applies the answer (which must fit). */
function playDecision(sim: Simulation, players: readonly RandomPlayer[]): void {
  const s = sim.state;
  const p = s.pending!.player;
  expect(
    sim.apply(
      p,
      players[p]!.decide(s.pending!, () => viewFor(s, p)),
    ).ok,
  ).toBe(true);
}

describe('Simulation', () => {
  it.each([
    [1, 'mono-red', 'mono-green'],
    [2, 'sagas', 'scrivener'],
    [3, 'scrivener', 'mono-red'],
  ])('seed %i, %s vs %s: the same game, events and final state as apply', (seed, a, b) => {
    const cfg = config(seed, a, b);
    const ref = playWithApply(cfg, 12);
    expect(ref.answers.some((x) => x.inner)).toBe(true);
    let next = 0;
    const asked: PendingChoice[] = [];
    const sim = new Simulation(createGame(cfg).state, {
      choose: (_s, c) => {
        asked.push(c);
        return ref.answers[next++]?.a ?? null;
      },
    });
    const text: string[] = [];
    while (next < ref.answers.length) {
      const { p, a: answer } = ref.answers[next++]!;
      const r = sim.apply(p, answer);
      expect(r.ok).toBe(true);
      if (r.ok) for (const e of r.events) text.push(e.text);
    }
    // Only the decisions in the middle of an operation went to the chooser.
    expect(asked.length).toBe(ref.answers.filter((x) => x.inner).length);
    expect(JSON.stringify(sim.state)).toBe(JSON.stringify(ref.state));
    expect(text).toEqual(ref.text);
  });

  it('never modifies a state it handed out', () => {
    const players = [new RandomPlayer(5), new RandomPlayer(6)];
    const sim = new Simulation(createGame(config(5)).state, {
      choose: (s, c) => players[c.player]!.decide(c, () => viewFor(s, c.player)),
    });
    const kept: { state: GameState; json: string }[] = [];
    while (!sim.state.over && sim.state.turn.number <= 10) {
      kept.push({ state: sim.state, json: JSON.stringify(sim.state) });
      playDecision(sim, players);
    }
    for (const k of kept) expect(JSON.stringify(k.state)).toBe(k.json);
  });

  it('what a chooser is shown in the middle of an operation stays as it was shown, while the operation goes on', () => {
    const players = [new RandomPlayer(7), new RandomPlayer(8)];
    const shown: { state: GameState; view: GameState; json: string; viewJson: string }[] = [];
    const sim = new Simulation(createGame(config(7)).state, {
      choose: (s, c) => {
        const view = viewFor(s, c.player);
        shown.push({ state: s, view, json: JSON.stringify(s), viewJson: JSON.stringify(view) });
        return players[c.player]!.decide(c, () => view);
      },
    });
    const kept: { view: GameState; json: string }[] = [];
    while (!sim.state.over && sim.state.turn.number <= 12) {
      playDecision(sim, players);
      // The working state itself goes on being written; what was read from it — the view made then — does not.
      for (const k of shown.splice(0)) kept.push({ view: k.view, json: k.viewJson });
    }
    expect(kept.length).toBeGreaterThan(10);
    for (const k of kept) expect(JSON.stringify(k.view)).toBe(k.json);
  });

  it('a chooser that returns null suspends the operation as apply does, and it resumes from there', () => {
    const cfg = config(1);
    const ref = playWithApply(cfg, 12);
    const firstInner = ref.answers.findIndex((x) => x.inner);
    let next = 0;
    const sim = new Simulation(createGame(cfg).state, { choose: () => null });
    while (next < firstInner) {
      const { p, a } = ref.answers[next++]!;
      expect(sim.apply(p, a).ok).toBe(true);
    }
    expect(sim.state.resume).not.toBeNull();
    expect(sim.state.pending).not.toBeNull();
    while (next < ref.answers.length) {
      const { p, a } = ref.answers[next++]!;
      expect(sim.apply(p, a).ok).toBe(true);
    }
    expect(JSON.stringify(sim.state)).toBe(JSON.stringify(ref.state));
  });

  it('an answer given at once that does not fit is refused, the state unchanged', () => {
    const cfg = config(1);
    const ref = playWithApply(cfg, 12);
    const firstInner = ref.answers.findIndex((x) => x.inner);
    let next = 0;
    const sim = new Simulation(createGame(cfg).state, { choose: () => ({ kind: 'keep' }) });
    while (next < firstInner - 1) {
      const { p, a } = ref.answers[next++]!;
      expect(sim.apply(p, a).ok).toBe(true);
    }
    const before = sim.state;
    const json = JSON.stringify(before);
    const { p, a } = ref.answers[next]!;
    const r = sim.apply(p, a);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('illegalAnswer');
    expect(sim.state).toBe(before);
    expect(JSON.stringify(before)).toBe(json);
  });

  it('backing out of a spell cast during a resolution (CR 608.2g, 732.1): the same game as apply', () => {
    // A draws Reforge the Soul with Radical Idea in B's upkeep, reveals it (miracle, CR 702.94a); as the trigger
    // resolves A casts it, taps a Mountain, then cancels: the operation is replayed with A declining to cast it.
    const g: Game = game({
      startingPlayer: 'B',
      A: {
        library: [...Array.from({ length: 10 }, () => 'Plains'), 'Reforge the Soul'],
        hand: ['Radical Idea'],
        battlefield: ['Island', 'Island', 'Mountain', 'Mountain'],
      },
      B: { hand: ['Mountain'] },
    });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    cast(g, 'Radical Idea');
    passPriority(g);
    passPriority(g);
    answerIn(g, { kind: 'yes' }); // reveal it
    passPriority(g);
    const start = g.state;
    // With apply: the last pass, then each decision in the middle of the resolution a call of its own.
    const steps: { p: number; a: Answer; inner: boolean }[] = [];
    const text: string[] = [];
    let state = start;
    const step = (a: Answer | ((s: GameState) => Answer)) => {
      const p = state.pending!.player;
      const answer = typeof a === 'function' ? a(state) : a;
      steps.push({ p, a: answer, inner: state.resume !== null });
      const r = apply(state, p, answer);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.events) text.push(e.text);
      state = r.state;
    };
    step({ kind: 'pass' });
    expect(state.pending?.kind).toBe('yesNo');
    step({ kind: 'yes' });
    step((s) => {
      const c = s.pending;
      if (c?.kind !== 'payMana') throw new Error('expected the miracle cost to be paid');
      const m = c.sources.find((x) => characteristics(s, x.source).name === 'Mountain')!;
      return { kind: 'payWith', source: m.source, ability: m.ability };
    });
    step({ kind: 'cancel' });
    expect(text).toContain('A cancels');
    expect(state.resume).toBeNull();
    // With a Simulation: one call, the inner decisions answered at once.
    const inner = steps.filter((x) => x.inner);
    let next = 0;
    const sim = new Simulation(start, { choose: () => inner[next++]?.a ?? null });
    const r = sim.apply(steps[0]!.p, steps[0]!.a);
    expect(r.ok).toBe(true);
    expect(next).toBe(inner.length);
    // The same final state; the events told are the game's without the payment that was backed out (apply told the
    // Mountain's tapping before the cancel, as it happened then).
    expect(JSON.stringify(sim.state)).toBe(JSON.stringify(state));
    if (r.ok)
      expect(r.events.map((e) => e.text)).toEqual([
        'A cancels',
        ...text.filter((t) => !t.includes('taps Mountain') && t !== 'A cancels'),
      ]);
  });
});
