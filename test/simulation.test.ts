// Simulation: the same game as `apply`, with decisions in the middle of an operation answered at once.
import { describe, expect, it } from 'vitest';
import { RandomPlayer } from '../src/ai/random-player.js';
import { loadCards } from '../src/cards/index.js';
import { loadDeck } from '../src/decks/index.js';
import {
  apply,
  createGame,
  Simulation,
  viewFor,
  type Answer,
  type GameConfig,
  type GameState,
  type PendingChoice,
} from '../src/engine/index.js';

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
    const a = players[p]!.decide(viewFor(state, p), state.pending);
    answers.push({ p, a, inner: state.resume !== null });
    const r = apply(state, p, a);
    if (!r.ok) throw new Error(r.error.message);
    for (const e of r.events) text.push(e.text);
    state = r.state;
  }
  return { state, answers, text };
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
      choose: (s, c) => players[c.player]!.decide(viewFor(s, c.player), c),
    });
    const kept: { state: GameState; json: string }[] = [];
    while (!sim.state.over && sim.state.turn.number <= 10) {
      const s = sim.state;
      kept.push({ state: s, json: JSON.stringify(s) });
      const p = s.pending!.player;
      expect(sim.apply(p, players[p]!.decide(viewFor(s, p), s.pending!)).ok).toBe(true);
    }
    for (const k of kept) expect(JSON.stringify(k.state)).toBe(k.json);
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
});
