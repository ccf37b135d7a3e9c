// What a sacrifice or a destruction left behind, read afterwards (CR 608.2h: last known information): "Target player
// sacrifices a creature of their choice, then gains life equal to that creature's toughness" (Devour Flesh); "Each
// player sacrifices two creatures of their choice" (Barter in Blood, CR 701.21a, 101.4); "You gain life equal to its
// mana value" (Divine Offering). Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { cast, chooseCards, game, graveyard, lands, life, passUntil, resolveTop } from './helpers/harness.js';

describe('Devour Flesh', () => {
  it('ruling: the player chooses the creature on resolution and gains its toughness as it last existed', () => {
    const g = game({
      A: { hand: ['Devour Flesh'], battlefield: lands('Swamp', 2) },
      B: { battlefield: ['Grizzly Bears', { name: 'Craw Wurm', counters: { '+1/+1': 2 } }] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Devour Flesh', { targets: ['B'] });
    resolveTop(g);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', player: 1 });
    chooseCards(g, ['Craw Wurm']);
    expect(graveyard(g, 'B')).toEqual(['Craw Wurm']);
    // Craw Wurm is 6/4; with two +1/+1 counters its toughness was 6.
    expect(life(g, 'B')).toBe(26);
  });

  it('a player with no creature sacrifices nothing and gains no life', () => {
    const g = game({ A: { hand: ['Devour Flesh'], battlefield: lands('Swamp', 2) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Devour Flesh', { targets: ['B'] });
    resolveTop(g);
    expect(life(g, 'B')).toBe(20);
  });
});

describe('Barter in Blood: "Each player sacrifices two creatures of their choice"', () => {
  it('rulings: each player chooses two, active player first; a player with only one creature sacrifices it', () => {
    const g = game({
      A: { hand: ['Barter in Blood'], battlefield: [...lands('Swamp', 4), 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Craw Wurm', 'Savannah Lions'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Barter in Blood');
    resolveTop(g);
    // The active player chooses first (A has one creature: it must be that one), then B two of three.
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', player: 0, min: 1, max: 1 });
    chooseCards(g, ['Grizzly Bears']);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', player: 1, min: 2, max: 2 });
    chooseCards(g, ['Hill Giant', 'Savannah Lions']);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears', 'Barter in Blood']);
    expect(graveyard(g, 'B').sort()).toEqual(['Hill Giant', 'Savannah Lions']);
  });
});

describe('Divine Offering: "Destroy target artifact. You gain life equal to its mana value."', () => {
  it('gains the mana value of the destroyed artifact', () => {
    const g = game({
      A: { hand: ['Divine Offering'], battlefield: lands('Plains', 2) },
      B: { battlefield: ['Juggernaut'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Divine Offering', { targets: ['Juggernaut'] });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Juggernaut']);
    expect(life(g, 'A')).toBe(24);
  });
});
