// "{B/G}, {T}: Add {B}{B}, {B}{G}, or {G}{G}." (the filter lands: Twilight Mire, Cascade Bluffs, ...): a mana ability
// with a mana cost (CR 605.1a), adding two mana in any combination of the two types, chosen as it resolves (605.3b).
import { describe, expect, it } from 'vitest';
import { answer, game, type Game } from './helpers/harness.js';

const poolOf = (g: Game) => g.state.players[0]!.pool;

function activateFilter(g: Game): void {
  const c = g.state.pending;
  if (c?.kind !== 'priority') throw new Error('expected priority');
  const action = c.actions.find(
    (a) => a.kind === 'activateMana' && g.state.objects[a.source]!.def === 'Twilight Mire' && a.ability === 1,
  );
  if (!action) throw new Error('the filter ability is not offered');
  answer(g, action);
}

describe('a filter land (CR 605.1a, 605.3b)', () => {
  it('Twilight Mire, its {B/G} paid by a Swamp, adds {G}{G}, {B}{G} or {B}{B} as its controller chooses', () => {
    for (const mana of [
      ['G', 'G'],
      ['B', 'G'],
      ['B', 'B'],
    ] as const) {
      const g = game({ A: { battlefield: ['Twilight Mire', 'Swamp'] } });
      activateFilter(g);
      if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
      const c = g.state.pending;
      expect(c?.kind).toBe('chooseManaCombination');
      if (c?.kind !== 'chooseManaCombination') return;
      expect([c.amount, [...c.types]]).toEqual([2, ['B', 'G']]);
      answer(g, { kind: 'manaCombination', mana: [...mana] });
      const pool = poolOf(g);
      expect([pool.B, pool.G]).toEqual([mana.filter((t) => t === 'B').length, mana.filter((t) => t === 'G').length]);
    }
  });

  it("isn't offered without mana to pay its {B/G} (its own {T}: Add {C} can't pay it: it taps for both)", () => {
    const g = game({ A: { battlefield: ['Twilight Mire', 'Mountain'] } });
    const c = g.state.pending;
    expect(
      c?.kind === 'priority' &&
        c.actions.some(
          (a) => a.kind === 'activateMana' && g.state.objects[a.source]!.def === 'Twilight Mire' && a.ability === 1,
        ),
    ).toBe(false);
  });
});
