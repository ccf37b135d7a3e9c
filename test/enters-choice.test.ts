// "As True-Name Nemesis enters, choose a player." (CR 614.12a: a choice made as it enters, before it is on the
// battlefield) and "True-Name Nemesis has protection from the chosen player." (CR 702.16k: protection from each object
// that player controls — or owns, not controlled by another player), the two linked (607.2d). Cases from its rulings.
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  blockOptions,
  cast,
  game,
  lands,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  resolveTop,
  seatId,
  toRef,
  type Game,
} from './helpers/harness.js';

/** A casts True-Name Nemesis and chooses `who` as it enters. */
function nemesis(g: Game, who: 'A' | 'B' | 'C'): void {
  passUntil(g, { step: 'precombat_main' });
  cast(g, 'True-Name Nemesis');
  for (let i = 0; i < 3 && g.state.stack.length > 0 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
  const c = g.state.pending;
  if (c?.kind !== 'chooseMode') throw new Error(`expected the choice of a player, got ${c?.kind}`);
  // The opponents are offered first, the choosing player last.
  expect(c.modes.map((m) => m.text).at(-1)).toBe('A');
  answer(g, { kind: 'mode', mode: seatId(who) });
}

/** Players pass until the defending player declares blockers. */
function toBlockers(g: Game): void {
  for (let i = 0; i < 10 && g.state.pending?.kind === 'priority' && g.state.turn.step === 'declare_attackers'; i++)
    passPriority(g);
}

/** Whether the pending target decision allows True-Name Nemesis. */
function nemesisTargetable(g: Game): boolean {
  const c = g.state.pending;
  if (c?.kind !== 'target') throw new Error(`expected a target decision, got ${c?.kind}`);
  const id = obj(g, 'True-Name Nemesis').id;
  return c.legal.some((r) => 'object' in r && r.object === id);
}

describe('True-Name Nemesis (CR 614.12a, 702.16k)', () => {
  it('its controller chooses a player as it enters; the choice is remembered on the permanent', () => {
    const g = game({ A: { hand: ['True-Name Nemesis'], battlefield: lands('Island', 3) } });
    nemesis(g, 'B');
    const o = obj(g, 'True-Name Nemesis');
    expect(o.zone).toBe('battlefield');
    expect(o.chosen?.player).toBe(seatId('B'));
    expect(g.log.some((e) => /chooses B for True-Name Nemesis/.test(JSON.stringify(e)))).toBe(true);
  });

  it("can't be the target of spells the chosen player controls, and its damage from that player's sources is prevented", () => {
    const g = game({
      A: { hand: ['True-Name Nemesis'], battlefield: lands('Island', 3) },
      B: { hand: ['Shock', 'Pyroclasm'], battlefield: lands('Mountain', 3) },
    });
    nemesis(g, 'B');
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Pyroclasm');
    resolveTop(g);
    // "All damage that would be dealt to True-Name Nemesis by sources controlled by the chosen player is prevented."
    expect(obj(g, 'True-Name Nemesis').zone).toBe('battlefield');
    expect(obj(g, 'True-Name Nemesis').damage).toBe(0);
    // Shock may still target players, but not True-Name Nemesis.
    const c = g.state.pending;
    if (c?.kind !== 'priority') throw new Error('expected priority');
    const shock = c.actions.find((a) => a.kind === 'cast');
    if (!shock) throw new Error('Shock is not offered');
    answer(g, shock);
    expect(nemesisTargetable(g)).toBe(false);
    answer(g, { kind: 'target', target: toRef(g, 'A') });
  });

  it("can't be blocked by creatures the chosen player controls", () => {
    const g = game({
      A: { hand: ['True-Name Nemesis'], battlefield: lands('Island', 3) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    nemesis(g, 'B');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['True-Name Nemesis']);
    toBlockers(g);
    // B's only creature can't block it: no declaration is asked for.
    expect(g.state.pending?.kind).not.toBe('declareBlockers');
    passUntil(g, { turn: 3, step: 'end_combat' });
    expect(g.state.players[seatId('B')]!.life).toBe(17);
  });

  it('protects only from the chosen player: another player may target it and block it', () => {
    const g = game({
      A: { hand: ['True-Name Nemesis'], battlefield: lands('Island', 3) },
      B: { hand: ['Shock'], battlefield: ['Mountain', 'Grizzly Bears'] },
      C: {},
    });
    nemesis(g, 'C');
    passUntil(g, { turn: 4, step: 'precombat_main' });
    attack(g, ['True-Name Nemesis'], 'B');
    toBlockers(g);
    expect(blockOptions(g)['Grizzly Bears']).toContain('True-Name Nemesis');
    answer(g, { kind: 'blockers', blocks: [] });
    passUntil(g, { turn: 5, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['True-Name Nemesis'] });
    resolveStack(g);
    expect(obj(g, 'True-Name Nemesis', { zone: 'graveyard' }).zone).toBe('graveyard');
  });

  it('the chosen player declares no block with it: their creatures may not block it', () => {
    const g = game({
      A: { hand: ['True-Name Nemesis'], battlefield: [...lands('Island', 3), 'Grizzly Bears'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    nemesis(g, 'B');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['True-Name Nemesis', 'Grizzly Bears']);
    toBlockers(g);
    // B's Bears may block A's Bears, not True-Name Nemesis.
    expect(blockOptions(g)['Grizzly Bears']).toEqual(['Grizzly Bears']);
  });
});
