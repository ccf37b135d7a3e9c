// The fuzzer's check that no state-based action is left undone when a player gets priority (src/fuzz/fuzz.ts) sees
// every action the check performs (CR 704.5): here the legend rule, +1/+1 and -1/-1 counters, and Sagas.
import { describe, expect, it } from 'vitest';
import { deepCopy, type GameState } from '../src/engine/index.js';
import type { GameObject } from '../src/engine/state.js';
import { stateBasedActionPending } from '../src/engine/rules/cr704-state-based-actions.js';
import { game, obj, type Game } from './helpers/harness.js';

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
