// Filters of objects read from rules text: power and toughness bounds ("with power 2 or less", "with toughness 4 or
// greater"), an exact mana value ("spell with mana value 2", CR 202.3), lists of "non-" subtypes ("non-Vampire,
// non-Werewolf, non-Zombie creature"), keyword abilities ("creature with flying", "without flying", CR 702), and
// spells by type or controller ("target instant spell", "target spell you don't control", CR 115.1). Played with
// compiled cards; cases from their Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  answer,
  canCast,
  cast,
  game,
  graveyard,
  lands,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  resolveTop,
  stack,
  toRef,
  type Game,
} from './helpers/harness.js';

/** The objects a pending target decision allows, by name. */
function legalNames(g: Game): string[] {
  const c = g.state.pending;
  if (c?.kind !== 'target') throw new Error(`no target decision: ${c?.kind}`);
  return c.legal.map((r) => ('object' in r ? g.state.objects[r.object]!.def : JSON.stringify(r))).sort();
}

function castAction(g: Game, name: string) {
  const c = g.state.pending;
  if (c?.kind !== 'priority') throw new Error('no priority');
  const a = c.actions.find((x) => x.kind === 'cast' && g.state.objects[x.card]?.def === name);
  if (!a) throw new Error(`can't cast ${name}`);
  return a;
}

describe('power and toughness bounds', () => {
  it('Last Breath exiles a creature with power 2 or less; a 3/3 is no legal target', () => {
    const g = game({
      A: { hand: ['Last Breath'], battlefield: lands('Plains', 2) },
      B: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, castAction(g, 'Last Breath'));
    expect(legalNames(g)).toEqual(['Grizzly Bears']);
    answer(g, { kind: 'target', target: toRef(g, 'Grizzly Bears') });
    answer(g, { kind: 'autoPay' });
    resolveTop(g);
    expect(obj(g, 'Grizzly Bears', { zone: 'exile' }).zone).toBe('exile');
    expect(life(g, 'B')).toBe(24);
  });

  it('ruling: a target whose power became 3 is illegal as Last Breath resolves — its controller gains no life', () => {
    const g = game({
      A: { hand: ['Last Breath'], battlefield: lands('Plains', 2) },
      B: { hand: ['Giant Growth'], battlefield: ['Grizzly Bears', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Last Breath', { targets: ['Grizzly Bears'] });
    passPriority(g);
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears').zone).toBe('battlefield');
    expect(life(g, 'B')).toBe(20);
  });

  it('Valorous Stance destroys a creature with toughness 4 or greater, not a 2/2', () => {
    const g = game({
      A: { hand: ['Valorous Stance'], battlefield: lands('Plains', 2) },
      B: { battlefield: ['Grizzly Bears', 'Hill Giant', 'Craw Wurm'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, castAction(g, 'Valorous Stance'));
    answer(g, { kind: 'mode', mode: 1 });
    expect(legalNames(g)).toEqual(['Craw Wurm']);
    answer(g, { kind: 'target', target: toRef(g, 'Craw Wurm') });
    answer(g, { kind: 'autoPay' });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Craw Wurm']);
  });
});

describe('"non-" subtypes in a list', () => {
  it('Victim of Night can’t target a Vampire, a Werewolf or a Zombie', () => {
    const g = game({
      A: { hand: ['Victim of Night'], battlefield: lands('Swamp', 3) },
      B: { battlefield: ['Grizzly Bears', 'Vampire Nighthawk', 'Walking Corpse'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, castAction(g, 'Victim of Night'));
    expect(legalNames(g)).toEqual(['Grizzly Bears']);
  });
});

describe('keyword abilities: "with flying", "without flying" (CR 702)', () => {
  it('Plummet can target only a creature with flying — one that gained flying this turn too', () => {
    const g = game({
      A: { hand: ['Plummet'], battlefield: lands('Forest', 2) },
      B: { hand: ['Jump'], battlefield: ['Vampire Nighthawk', 'Grizzly Bears', 'Island'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Jump', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'priority', player: 0 });
    answer(g, castAction(g, 'Plummet'));
    expect(legalNames(g)).toEqual(['Grizzly Bears', 'Vampire Nighthawk']);
  });

  it('Gale Force deals 5 damage to each creature with flying and none to the others', () => {
    const g = game({
      A: { hand: ['Gale Force'], battlefield: lands('Forest', 5) },
      B: { battlefield: ['Vampire Nighthawk', 'Serra Angel', 'Craw Wurm'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Gale Force');
    resolveTop(g);
    expect(graveyard(g, 'B').sort()).toEqual(['Serra Angel', 'Vampire Nighthawk']);
    expect(obj(g, 'Craw Wurm').damage).toBe(0);
  });

  it('Defenestrate can target only a creature without flying', () => {
    const g = game({
      A: { hand: ['Defenestrate'], battlefield: lands('Swamp', 3) },
      B: { battlefield: ['Vampire Nighthawk', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, castAction(g, 'Defenestrate'));
    expect(legalNames(g)).toEqual(['Grizzly Bears']);
  });
});

/** B casts Grizzly Bears; A gets priority with it on the stack. */
function bearsOnTheStack(aHand: readonly string[], aLands: readonly string[]): Game {
  const g = game({
    startingPlayer: 'B',
    A: { hand: [...aHand], battlefield: [...aLands] },
    B: { hand: ['Grizzly Bears', 'Craw Wurm'], battlefield: lands('Forest', 8) },
  });
  passUntil(g, { step: 'precombat_main' });
  return g;
}

describe('spells by mana value, type and controller (CR 115.1, 202.3)', () => {
  it('Spell Snare counters a spell with mana value 2 and can’t target one with mana value 6', () => {
    const g = bearsOnTheStack(['Spell Snare'], ['Island']);
    cast(g, 'Craw Wurm');
    passPriority(g);
    expect(canCast(g, 'Spell Snare')).toBe(false);
    resolveTop(g);
    cast(g, 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Spell Snare', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
  });

  it('Dispel counters an instant spell only', () => {
    const g = game({
      startingPlayer: 'B',
      A: { hand: ['Dispel'], battlefield: ['Island'] },
      B: { hand: ['Giant Growth', 'Grizzly Bears'], battlefield: [...lands('Forest', 3), 'Craw Wurm'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    passPriority(g);
    // With only a creature spell on the stack, Dispel has no target.
    expect(canCast(g, 'Dispel')).toBe(false);
    passPriority(g);
    cast(g, 'Giant Growth', { targets: ['Craw Wurm'] });
    passPriority(g);
    cast(g, 'Dispel', { targets: ['Giant Growth'] });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Giant Growth']);
  });

  it('Counterflux targets only a spell you don’t control; overloaded, it counters each of them and not yours', () => {
    const g = bearsOnTheStack(['Counterflux', 'Shock'], [...lands('Island', 2), ...lands('Mountain', 3)]);
    cast(g, 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Shock', { targets: ['B'] });
    // Not overloaded, Shock (A's own spell) is no legal target.
    answer(g, castAction(g, 'Counterflux'));
    expect(legalNames(g)).toEqual(['Grizzly Bears']);
  });
});

describe('Counterflux overloaded (CR 702.96b): "Counter each spell you don’t control"', () => {
  it('counters the opponent’s spells and leaves the caster’s own', () => {
    const g = bearsOnTheStack(['Counterflux', 'Shock'], [...lands('Island', 2), ...lands('Mountain', 3)]);
    cast(g, 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Shock', { targets: ['B'] });
    cast(g, 'Counterflux', { via: 'overload' });
    expect(stack(g)).toHaveLength(3);
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(life(g, 'B')).toBe(18);
  });
});
