// CR 106 (mana), 605 (mana abilities), 601.2g-h (paying costs), 302.6 (summoning sickness for {T} mana abilities).
import { describe, expect, it } from 'vitest';
import {
  answer,
  attempt,
  canCast,
  canTapForMana,
  cast,
  decision,
  game,
  isTapped,
  obj,
  objs,
  passUntil,
  resolveStack,
  stack,
  tapForMana,
} from './helpers/harness.js';

describe('mana abilities (CR 605)', () => {
  it('CR 605.3a-b: tapping a land for mana adds it at once; no stack, and the player keeps priority', () => {
    const g = game({ A: { battlefield: ['Mountain'] } });
    tapForMana(g, 'Mountain');
    expect(g.state.players[0]!.pool).toMatchObject({ R: 1, G: 0 });
    expect(stack(g)).toEqual([]);
    expect(decision(g)).toBe('A priority');
    expect(canTapForMana(g, 'Mountain')).toBe(false); // tapped now (CR 107.5)
  });

  it('CR 106.1, 605: Birds of Paradise asks which color when tapped for mana', () => {
    const g = game({ A: { battlefield: ['Birds of Paradise'] } });
    const birds = obj(g, 'Birds of Paradise').id;
    answer(g, { kind: 'activateMana', source: birds, ability: 1 });
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseColor');
    expect(c?.player).toBe(0);
    expect(c?.kind === 'chooseColor' && [...c.colors].sort()).toEqual(['B', 'G', 'R', 'U', 'W']);
    expect(attempt(g, 'A', { kind: 'color', color: 'C' }).ok).toBe(false); // colorless is not a color
    answer(g, { kind: 'color', color: 'U' });
    expect(g.state.players[0]!.pool).toMatchObject({ U: 1, G: 0, W: 0 });
    expect(isTapped(g, 'Birds of Paradise')).toBe(true);
  });

  it('CR 302.6: a creature that came under its controller’s control this turn can’t tap for mana (Llanowar Elves)', () => {
    const g = game({ A: { hand: ['Llanowar Elves', 'Grizzly Bears'], battlefield: ['Forest', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Llanowar Elves');
    resolveStack(g);
    expect(canTapForMana(g, 'Llanowar Elves')).toBe(false);
    // With one Forest left, the Elves can't help pay for the Bears either.
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
    const elves = obj(g, 'Llanowar Elves').id;
    expect(attempt(g, 'A', { kind: 'activateMana', source: elves, ability: 0 }).ok).toBe(false);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(canTapForMana(g, 'Llanowar Elves')).toBe(true);
  });

  it('CR 302.6: a creature set up before the game can tap for mana at once', () => {
    const g = game({ A: { hand: ['Grizzly Bears'], battlefield: ['Llanowar Elves', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    cast(g, 'Grizzly Bears');
    expect(isTapped(g, 'Llanowar Elves')).toBe(true);
    expect(isTapped(g, 'Forest')).toBe(true);
  });
});

describe('paying costs (CR 601.2g-h)', () => {
  it('auto-pay taps sources of the right color for colored symbols', () => {
    const g = game({
      A: { hand: ['Giant Growth', 'Shock'], battlefield: ['Mountain', 'Forest', 'Mountain', 'Grizzly Bears'] },
    });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    expect(isTapped(g, 'Forest')).toBe(true);
    expect(objs(g, 'Mountain').filter((o) => o.tapped)).toHaveLength(0);
    cast(g, 'Shock', { targets: ['B'] });
    expect(objs(g, 'Mountain').filter((o) => o.tapped)).toHaveLength(1);
    expect(g.state.players[0]!.pool).toMatchObject({ R: 0, G: 0 });
  });

  it('auto-pay uses Birds of Paradise for a color no land makes, and a land for the generic part', () => {
    const g = game({ A: { hand: ['Grizzly Bears'], battlefield: ['Birds of Paradise', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    cast(g, 'Grizzly Bears');
    expect(isTapped(g, 'Birds of Paradise')).toBe(true);
    expect(isTapped(g, 'Mountain')).toBe(true);
    expect(stack(g)).toEqual(['Grizzly Bears']);
  });

  it('CR 601.2g-h: mana already in the pool pays first; no payment decision is needed', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain', 'Mountain'] } });
    tapForMana(g, 'Mountain');
    answer(g, { kind: 'cast', card: obj(g, 'Shock', { zone: 'hand' }).id });
    answer(g, { kind: 'target', target: { player: 1 } });
    expect(stack(g)).toEqual(['Shock']);
    expect(decision(g)).toBe('A priority');
    expect(g.state.players[0]!.pool.R).toBe(0);
    expect(objs(g, 'Mountain').filter((o) => o.tapped)).toHaveLength(1);
  });

  it('CR 601.2g: a source can be chosen by hand during payment', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain', 'Mountain'] } });
    answer(g, { kind: 'cast', card: obj(g, 'Shock', { zone: 'hand' }).id });
    answer(g, { kind: 'target', target: { player: 1 } });
    const c = g.state.pending;
    if (c?.kind !== 'payMana') throw new Error(`expected payment, got ${decision(g)}`);
    expect(c.remaining).toBe('{R}');
    const second = objs(g, 'Mountain')[1]!.id;
    answer(g, { kind: 'payWith', source: second, ability: 0 });
    expect(obj(g, 'Shock', { zone: 'stack' })).toBeDefined();
    expect(g.state.objects[second]!.tapped).toBe(true);
    expect(
      objs(g, 'Mountain')
        .filter((o) => o.tapped)
        .map((o) => o.id),
    ).toEqual([second]);
  });

  it('CR 601.2g-h: mana that can’t pay the cost may be made during payment; it stays in the pool, the cost stays due', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain', 'Forest'] } });
    answer(g, { kind: 'cast', card: obj(g, 'Shock', { zone: 'hand' }).id });
    answer(g, { kind: 'target', target: { player: 1 } });
    answer(g, { kind: 'payWith', source: obj(g, 'Forest').id, ability: 0 });
    const c = g.state.pending;
    if (c?.kind !== 'payMana') throw new Error(`expected payment, got ${decision(g)}`);
    expect(c.remaining).toBe('{R}');
    expect(g.state.players[0]!.pool).toMatchObject({ G: 1, R: 0 });
    // A source that is already tapped is no longer offered, and is refused.
    expect(c.sources.map((s) => s.source)).toEqual([obj(g, 'Mountain').id]);
    expect(attempt(g, 'A', { kind: 'payWith', source: obj(g, 'Forest').id, ability: 0 }).ok).toBe(false);
    answer(g, { kind: 'autoPay' });
    expect(stack(g)).toEqual(['Shock']);
    expect(g.state.players[0]!.pool).toMatchObject({ G: 1, R: 0 });
  });
});
