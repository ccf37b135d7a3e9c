// Damage and counters divided among targets (CR 601.2d): the player announces the division as the spell is cast or the
// ability put on the stack (603.3d), each target getting at least 1; a share of a target that became illegal is
// simply not dealt (608.2b). Played with the compiled Electrolyze, Forked Bolt, Flames of the Firebrand, Inferno
// Titan, Polukranos, World Eater and Abzan Charm; the cases are their Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  activate,
  announceTrigger,
  answer,
  attempt,
  cast,
  game,
  graveyard,
  handSize,
  lands,
  life,
  logTexts,
  obj,
  passUntil,
  resolveStack,
  resolveTop,
  seatId,
  toRef,
} from './helpers/harness.js';

describe('damage divided as you choose among one or two targets (CR 601.2d)', () => {
  it('Electrolyze deals 1 damage to each of two targets and draws a card', () => {
    const g = game({
      A: { hand: ['Electrolyze'], battlefield: lands('Island', 1).concat(lands('Mountain', 2)) },
      B: { battlefield: ['Savannah Lions', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const before = handSize(g, 'A');
    cast(g, 'Electrolyze', { targets: ['Savannah Lions', 'B'], divide: [1, 1] });
    expect(logTexts(g).some((t) => t.includes('targeting Savannah Lions (1), B (1)'))).toBe(true);
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Savannah Lions');
    expect(life(g, 'B')).toBe(19);
    expect(handSize(g, 'A')).toBe(before); // cast one, drew one
  });

  it('one target takes all of it, without a division to answer', () => {
    const g = game({
      A: { hand: ['Forked Bolt'], battlefield: ['Mountain'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Forked Bolt', { targets: ['Grizzly Bears', null] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
  });

  it('ruling: if one of two targets becomes illegal, the other is dealt its share only (1, not 2); the card is drawn', () => {
    const g = game({
      A: { hand: ['Electrolyze'], battlefield: lands('Island', 1).concat(lands('Mountain', 2)) },
      B: { hand: ['Unsummon'], battlefield: ['Hill Giant', 'Grizzly Bears', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const before = handSize(g, 'A');
    cast(g, 'Electrolyze', { targets: ['Hill Giant', 'Grizzly Bears'], divide: [1, 1] });
    // B returns the Bears to hand in response: its share isn't dealt to the Giant.
    answer(g, { kind: 'pass' });
    cast(g, 'Unsummon', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(obj(g, 'Hill Giant').damage).toBe(1);
    expect(handSize(g, 'A')).toBe(before);
  });

  it('ruling: with every target illegal it does not resolve, and no card is drawn (CR 608.2b)', () => {
    const g = game({
      A: { hand: ['Electrolyze'], battlefield: lands('Island', 1).concat(lands('Mountain', 2)) },
      B: { hand: ['Unsummon'], battlefield: ['Grizzly Bears', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const before = handSize(g, 'A');
    cast(g, 'Electrolyze', { targets: ['Grizzly Bears', null] });
    answer(g, { kind: 'pass' });
    cast(g, 'Unsummon', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(before - 1);
    expect(logTexts(g).some((t) => t.includes("Electrolyze doesn't resolve"))).toBe(true);
  });

  it('a division that gives a target nothing, or adds up wrong, is refused with the state unchanged', () => {
    const g = game({
      A: { hand: ['Flames of the Firebrand'], battlefield: lands('Mountain', 3) },
      B: { battlefield: ['Savannah Lions', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Flames of the Firebrand', { targets: ['Savannah Lions', 'Grizzly Bears', null] });
    const c = g.state.pending;
    expect(c?.kind).toBe('divide');
    if (c?.kind !== 'divide') return;
    expect(c.amount).toBe(3);
    const before = g.state;
    const bad = (amounts: number[]) => {
      const r = attempt(g, 'A', { kind: 'divide', amounts });
      expect(r.ok).toBe(false);
      expect(g.state).toBe(before);
      return r.ok ? '' : r.error.message;
    };
    expect(bad([3, 0])).toMatch(/at least 1/);
    expect(bad([2, 2])).toMatch(/add up to 3/);
    expect(bad([1, 1, 1])).toMatch(/each of the 2 targets/);
    answer(g, { kind: 'divide', amounts: [1, 2] });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(expect.arrayContaining(['Savannah Lions', 'Grizzly Bears']));
  });

  it('CR 601.2c: the same target is not offered twice for one word "target", and at most three are chosen', () => {
    const g = game({
      A: { hand: ['Flames of the Firebrand'], battlefield: lands('Mountain', 3) },
      B: { battlefield: ['Savannah Lions', 'Grizzly Bears', 'Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, g.state.pending!.kind === 'priority' ? castAction(g, 'Flames of the Firebrand') : { kind: 'pass' });
    const first = g.state.pending;
    expect(first?.kind === 'target' && first.optional).toBe(false);
    answer(g, { kind: 'target', target: toRef(g, 'Hill Giant') });
    const second = g.state.pending;
    expect(
      second?.kind === 'target' && second.legal.some((r) => 'object' in r && r.object === obj(g, 'Hill Giant').id),
    ).toBe(false);
    answer(g, { kind: 'target', target: toRef(g, 'Grizzly Bears') });
    answer(g, { kind: 'target', target: toRef(g, 'Savannah Lions') });
    // Three chosen: the division comes next, no fourth target.
    expect(g.state.pending?.kind).toBe('divide');
    answer(g, { kind: 'divide', amounts: [1, 1, 1] });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(expect.arrayContaining(['Savannah Lions']));
    expect(obj(g, 'Hill Giant').damage).toBe(1);
    expect(obj(g, 'Grizzly Bears').damage).toBe(1);
  });
});

function castAction(g: ReturnType<typeof game>, name: string) {
  const c = g.state.pending;
  if (c?.kind !== 'priority') throw new Error('no priority');
  const a = c.actions.find((x) => x.kind === 'cast' && g.state.objects[x.card]?.def === name);
  if (!a) throw new Error(`can't cast ${name}`);
  return a;
}

describe('a triggered ability divides as it is put on the stack (CR 603.3d)', () => {
  it('ruling: Inferno Titan divides its 3 damage as its trigger goes on the stack', () => {
    const g = game({
      A: { hand: ['Inferno Titan'], battlefield: lands('Mountain', 6) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Inferno Titan');
    resolveTop(g);
    announceTrigger(g, { targets: ['Grizzly Bears', 'B', null], divide: [2, 1] });
    expect(logTexts(g).some((t) => t.includes('targeting Grizzly Bears (2), B (1)'))).toBe(true);
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    expect(life(g, 'B')).toBe(19);
  });

  it('Polukranos: X of its monstrosity is divided among creatures an opponent controls, which deal damage back', () => {
    const g = game({
      A: { battlefield: ['Polukranos, World Eater', ...lands('Forest', 7)] },
      B: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Polukranos, World Eater', 0, [], 3);
    resolveTop(g);
    // CR 701.37c: X is the X it became monstrous with; at most 3 targets, each at least 1.
    announceTrigger(g, { targets: ['Grizzly Bears', 'Hill Giant'], divide: [2, 1] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    expect(obj(g, 'Hill Giant').damage).toBe(1);
    // 5/5 with three counters: 8/8, dealt 2 by the Bears and 3 by the Giant.
    expect(obj(g, 'Polukranos, World Eater').damage).toBe(5);
  });

  it('ruling: with X of 0 no target is chosen, and nothing is dealt', () => {
    const g = game({
      A: { battlefield: ['Polukranos, World Eater', ...lands('Forest', 1)] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Polukranos, World Eater', 0, [], 0);
    resolveStack(g);
    expect(obj(g, 'Polukranos, World Eater').monstrous).toBe(true);
    expect(obj(g, 'Grizzly Bears').damage).toBe(0);
    expect(obj(g, 'Polukranos, World Eater').damage).toBe(0);
  });

  it('ruling: a target that became illegal keeps its share undealt, and deals no damage back', () => {
    const g = game({
      A: { battlefield: ['Polukranos, World Eater', ...lands('Forest', 5)] },
      B: { hand: ['Unsummon'], battlefield: ['Grizzly Bears', 'Hill Giant', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Polukranos, World Eater', 0, [], 2);
    resolveTop(g);
    announceTrigger(g, { targets: ['Grizzly Bears', 'Hill Giant'], divide: [1, 1] });
    answer(g, { kind: 'pass' });
    cast(g, 'Unsummon', { targets: ['Hill Giant'] });
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears').damage).toBe(1);
    expect(obj(g, 'Polukranos, World Eater').damage).toBe(2);
  });
});

describe('counters distributed among targets (CR 601.2d)', () => {
  it("Abzan Charm's third mode puts one counter on each of two creatures", () => {
    const g = game({
      A: { hand: ['Abzan Charm'], battlefield: ['Plains', 'Swamp', 'Forest', 'Grizzly Bears', 'Savannah Lions'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, castAction(g, 'Abzan Charm'));
    answer(g, { kind: 'mode', mode: 2 });
    answer(g, { kind: 'target', target: toRef(g, 'Grizzly Bears') });
    answer(g, { kind: 'target', target: toRef(g, 'Savannah Lions') });
    answer(g, { kind: 'divide', amounts: [1, 1] });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears').counters['+1/+1']).toBe(1);
    expect(obj(g, 'Savannah Lions').counters['+1/+1']).toBe(1);
  });

  it("ruling: the counter of a target that became illegal isn't put on the other one", () => {
    const g = game({
      A: { hand: ['Abzan Charm'], battlefield: ['Plains', 'Swamp', 'Forest', 'Grizzly Bears', 'Savannah Lions'] },
      B: { hand: ['Unsummon'], battlefield: ['Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, castAction(g, 'Abzan Charm'));
    answer(g, { kind: 'mode', mode: 2 });
    answer(g, { kind: 'target', target: toRef(g, 'Grizzly Bears') });
    answer(g, { kind: 'target', target: toRef(g, 'Savannah Lions') });
    answer(g, { kind: 'divide', amounts: [1, 1] });
    answer(g, { kind: 'autoPay' });
    answer(g, { kind: 'pass' });
    cast(g, 'Unsummon', { targets: ['Savannah Lions'] });
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears').counters['+1/+1']).toBe(1);
    expect(g.state.players[seatId('A')]!.hand.some((id) => g.state.objects[id]?.def === 'Savannah Lions')).toBe(true);
  });
});
