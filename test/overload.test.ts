// Overload (CR 702.96): "Overload [cost]" means "You may choose to pay [cost] rather than pay this spell's mana cost"
// and "If you chose to pay this spell's overload cost, change its text by replacing all instances of the word
// 'target' with the word 'each.'" The Gatherer rulings of Mizzium Mortars (2013-04-15) are checked: an overloaded
// spell has no targets, so it affects creatures with hexproof, but protection from its color still prevents its
// damage; not overloaded, it has its single target; overload doesn't change when the spell may be cast.
import { describe, expect, it } from 'vitest';
import {
  canCast,
  cast,
  game,
  graveyard,
  lands,
  logTexts,
  obj,
  passUntil,
  resolveTop,
  type Game,
} from './helpers/harness.js';

const overloadOffered = (g: Game, name: string): boolean =>
  g.state.pending?.kind === 'priority' &&
  g.state.pending.actions.some(
    (a) => a.kind === 'cast' && a.via === 'overload' && g.state.objects[a.card]?.def === name,
  );

describe('Mizzium Mortars: overload (CR 702.96)', () => {
  it('cast for its mana cost, it deals 4 damage to the one target creature you don’t control', () => {
    const g = game({
      A: { hand: ['Mizzium Mortars'], battlefield: [...lands('Mountain', 2), 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Troll Ascetic'] },
    });
    passUntil(g, { step: 'precombat_main' });
    // With two lands, only the mana cost can be paid: the overload cost {3}{R}{R}{R} is not offered.
    expect(overloadOffered(g, 'Mizzium Mortars')).toBe(false);
    cast(g, 'Mizzium Mortars', { targets: ['Hill Giant'] });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Hill Giant']);
    expect(obj(g, 'Troll Ascetic').damage).toBe(0);
  });

  it('overloaded, it has no target and deals 4 damage to each creature you don’t control — hexproof too', () => {
    const g = game({
      A: { hand: ['Mizzium Mortars'], battlefield: [...lands('Mountain', 6), 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Gladecover Scout', 'Troll Ascetic'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(overloadOffered(g, 'Mizzium Mortars')).toBe(true);
    const mark = g.log.length;
    cast(g, 'Mizzium Mortars', { via: 'overload' });
    expect(logTexts(g, mark)).toContain('A casts Mizzium Mortars using Overload (CR 702.96a)');
    // {3}{R}{R}{R}: all six Mountains.
    expect(g.state.objects.filter((o) => o?.def === 'Mountain' && o.tapped && !o.left)).toHaveLength(6);
    resolveTop(g);
    // Gladecover Scout and Troll Ascetic have hexproof: the spell doesn't target them. The caster's own creature is
    // not dealt damage.
    expect(graveyard(g, 'B').sort()).toEqual(['Gladecover Scout', 'Hill Giant', 'Troll Ascetic']);
    expect(obj(g, 'Grizzly Bears').damage).toBe(0);
  });

  it('ruling: protection from red still prevents the damage of an overloaded Mortars', () => {
    const g = game({
      A: { hand: ['Mizzium Mortars'], battlefield: lands('Mountain', 6) },
      B: { battlefield: ['Paladin en-Vec', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mizzium Mortars', { via: 'overload' });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(obj(g, 'Paladin en-Vec').damage).toBe(0);
  });

  it('overloaded, it may be cast with no creature to damage; not overloaded, it needs a target', () => {
    const g = game({ A: { hand: ['Mizzium Mortars'], battlefield: lands('Mountain', 6) } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Mizzium Mortars')).toBe(false);
    expect(overloadOffered(g, 'Mizzium Mortars')).toBe(true);
  });

  it('ruling: overload doesn’t change when the spell may be cast — a sorcery, not in the opponent’s turn', () => {
    const g = game({
      A: { hand: ['Mizzium Mortars'], battlefield: lands('Mountain', 6) },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'upkeep' });
    expect(overloadOffered(g, 'Mizzium Mortars')).toBe(false);
  });
});

describe('Cyclonic Rift overloaded: "Return each nonland permanent you don’t control to its owner’s hand"', () => {
  it('returns every nonland permanent of the opponent and none of the caster’s', () => {
    const g = game({
      A: { hand: ['Cyclonic Rift'], battlefield: [...lands('Island', 7), 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Glorious Anthem', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Cyclonic Rift', { via: 'overload' });
    resolveTop(g);
    const hand = g.state.players[1]!.hand.map((id) => g.state.objects[id]!.def).sort();
    expect(hand).toEqual(['Glorious Anthem', 'Hill Giant']);
    expect(obj(g, 'Forest').zone).toBe('battlefield');
    expect(obj(g, 'Grizzly Bears').zone).toBe('battlefield');
  });
});
