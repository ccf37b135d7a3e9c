// "artifact creature(s)" as a noun (CR 205.2: an object with both card types), "creatures you control gain trample and
// get +X/+X until end of turn, where X is ..." (the keywords said first; X counted as the ability resolves, CR 608.2h)
// and an ability granted in quotation marks that names its holder (Mortarpod's "Sacrifice this creature: This creature
// deals 1 damage to any target."). Cases from the Gatherer rulings of Steel Overseer, Craterhoof Behemoth and Mortarpod.
import { describe, expect, it } from 'vitest';
import {
  activate,
  battlefield,
  cast,
  game,
  keywords,
  lands,
  life,
  obj,
  passUntil,
  pt,
  resolveStack,
} from './helpers/harness.js';

describe('artifact creatures (CR 205.2)', () => {
  it('Steel Overseer puts a +1/+1 counter on each artifact creature you control, itself included (its ruling), and on no other creature', () => {
    const g = game({
      A: { battlefield: ['Steel Overseer', 'Memnite', 'Grizzly Bears', 'Ratchet Bomb'] },
      B: { battlefield: ['Ornithopter'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Steel Overseer', 0);
    resolveStack(g);
    expect(obj(g, 'Steel Overseer').counters['+1/+1']).toBe(1);
    expect(obj(g, 'Memnite').counters['+1/+1']).toBe(1);
    expect(obj(g, 'Grizzly Bears').counters['+1/+1'] ?? 0).toBe(0);
    // An artifact that isn't a creature, and an artifact creature another player controls, get none.
    expect(obj(g, 'Ratchet Bomb').counters['+1/+1'] ?? 0).toBe(0);
    expect(obj(g, 'Ornithopter').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, 'Memnite')).toBe('2/2');
  });

  it('Tempered Steel gives artifact creatures you control +2/+2, not your other creatures nor an opponent’s', () => {
    const g = game({
      A: { battlefield: ['Tempered Steel', 'Memnite', 'Grizzly Bears'] },
      B: { battlefield: ['Ornithopter'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(pt(g, 'Memnite')).toBe('3/3');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(pt(g, 'Ornithopter')).toBe('0/2');
  });
});

describe('Craterhoof Behemoth: "creatures you control gain trample and get +X/+X until end of turn"', () => {
  it('counts X as the ability resolves, its own creature included, and pumps only the creatures you control then (its rulings)', () => {
    const g = game({
      A: { battlefield: [...lands('Forest', 8), 'Grizzly Bears', 'Memnite'], hand: ['Craterhoof Behemoth'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Craterhoof Behemoth');
    resolveStack(g);
    // Three creatures: the Behemoth, Grizzly Bears and Memnite.
    expect(pt(g, 'Grizzly Bears', { controller: 'A' })).toBe('5/5');
    expect(pt(g, 'Memnite')).toBe('4/4');
    expect(pt(g, 'Craterhoof Behemoth')).toBe('8/8');
    expect(keywords(g, 'Memnite')).toContain('trample');
    expect(pt(g, 'Grizzly Bears', { controller: 'B' })).toBe('2/2');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Memnite')).toBe('1/1');
  });
});

describe('Mortarpod: a quoted ability that names its holder', () => {
  it('the Germ it equips has "Sacrifice this creature: This creature deals 1 damage to any target", the damage dealt by the creature as it last existed (its ruling)', () => {
    const g = game({
      A: { battlefield: lands('Plains', 2), hand: ['Mortarpod'] },
      B: { life: 20 },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mortarpod');
    resolveStack(g);
    // Living weapon: a 0/0 Germ token enters and Mortarpod is attached to it (0/1 with the bonus).
    resolveStack(g);
    expect(pt(g, 'Phyrexian Germ')).toBe('0/1');
    activate(g, 'Phyrexian Germ', 0, ['B']);
    resolveStack(g);
    expect(life(g, 'B')).toBe(19);
    expect(battlefield(g, 'A')).not.toContain('Phyrexian Germ');
    expect(battlefield(g, 'A')).toContain('Mortarpod');
  });
});
