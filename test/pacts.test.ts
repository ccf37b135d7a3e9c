// The pacts (Slaughter Pact: "Destroy target nonblack creature. At the beginning of your next upkeep, pay {2}{B}. If
// you don't, you lose the game."): a delayed triggered ability of the spell's controller (CR 603.7) that, as it
// resolves, lets them pay (118.12); a player who doesn't, or can't (118.3), loses the game (104.3e).
import { describe, expect, it } from 'vitest';
import { answer, cast, game, objs, passPriority, passUntil, resolveTop, type Game } from './helpers/harness.js';

function castPact(lands: readonly string[]): Game {
  const g = game({ A: { hand: ['Slaughter Pact'], battlefield: [...lands] }, B: { battlefield: ['Grizzly Bears'] } });
  passUntil(g, { turn: 1, step: 'precombat_main' });
  cast(g, 'Slaughter Pact', { targets: ['Grizzly Bears'] });
  resolveTop(g);
  expect(objs(g, 'Grizzly Bears', { zone: 'graveyard' })).toHaveLength(1);
  // B's turn passes without the trigger; it waits for A's next upkeep.
  passUntil(g, { turn: 3, step: 'upkeep' });
  expect(g.state.stack).toHaveLength(1);
  passPriority(g);
  passPriority(g);
  return g;
}

describe('Slaughter Pact', () => {
  it('its controller pays {2}{B} in their next upkeep and stays in the game', () => {
    const g = castPact(['Swamp', 'Swamp', 'Swamp']);
    expect(g.state.pending?.kind).toBe('yesNo');
    answer(g, { kind: 'yes' });
    if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    expect(g.state.over).toBe(false);
    expect(g.state.players[0]!.lost).toBe(false);
    expect(objs(g, 'Swamp').every((o) => o.tapped)).toBe(true);
  });

  it("a controller who doesn't pay loses the game (CR 104.3e)", () => {
    const g = castPact(['Swamp', 'Swamp', 'Swamp']);
    answer(g, { kind: 'no' });
    expect(g.state.players[0]!.lost).toBe(true);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(1);
  });

  it("a controller who can't pay loses the game without a question", () => {
    const g = castPact(['Swamp']);
    expect(g.state.players[0]!.lost).toBe(true);
    expect(g.state.winner).toBe(1);
  });
});
