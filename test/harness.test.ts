// The test harness itself: its defaults, and that it fails loudly instead of drifting off a test's script.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIBRARY,
  answer,
  attack,
  cast,
  decision,
  game,
  handSize,
  library,
  passUntil,
  where,
} from './helpers/harness.js';

describe('test harness', () => {
  it('builds a game from zones: no opening hands, libraries in order, A starts, a default library each', () => {
    const g = game({ A: { hand: ['Shock'], library: ['Forest', 'Island'] } });
    expect(where(g)).toEqual({ turn: 1, step: 'upkeep', active: 'A' });
    expect(decision(g)).toBe('A priority');
    expect(handSize(g, 'A')).toBe(1);
    expect(library(g, 'A')).toEqual(['Forest', 'Island']);
    expect(library(g, 'B')).toEqual(DEFAULT_LIBRARY);
    expect(DEFAULT_LIBRARY.length).toBeGreaterThanOrEqual(20);
  });

  it('passUntil fails loudly when a decision other than passing comes up', () => {
    const eight = Array.from({ length: 8 }, () => 'Plains');
    const g = game({ A: { hand: eight } });
    expect(() => passUntil(g, { turn: 2, step: 'upkeep' })).toThrow(/unexpected decision.*chooseCards/s);
  });

  it('passUntil fails loudly when the step is skipped or has no priority', () => {
    expect(() => passUntil(game(), { step: 'declare_blockers' })).toThrow(/without stopping there/);
    expect(() => passUntil(game(), { step: 'cleanup' })).toThrow(/without stopping there/);
  });

  it('cast fails loudly when the spell is not offered, or when a target is missing', () => {
    expect(() => cast(game({ A: { hand: ['Shock'] } }), 'Shock', { targets: ['B'] })).toThrow(/can't cast Shock/);
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] } });
    expect(() => cast(g, 'Shock')).toThrow(/asks for a target/);
  });

  it('a refused answer fails loudly with the engine’s reason', () => {
    const g = game();
    expect(() => answer(g, { kind: 'keep' })).toThrow(/refused \(illegalAnswer\)/);
  });

  it('attack fails loudly naming a creature that can’t attack', () => {
    const g = game({ A: { battlefield: ['Wall of Stone', 'Grizzly Bears'] } });
    expect(() => attack(g, ['Wall of Stone'])).toThrow(/refused/);
  });
});
