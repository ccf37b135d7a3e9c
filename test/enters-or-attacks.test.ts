// "Whenever this creature enters or attacks, ..." — one triggered ability with two trigger events (CR 603.2): it
// triggers as the creature enters and again each time it is declared as an attacker (508.1m). Primeval Titan's "you
// may search your library for up to two land cards, put them onto the battlefield tapped, then shuffle" (CR 701.23;
// its ruling: any land cards, not only basic ones).
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  cast,
  chooseCards,
  decision,
  game,
  lands,
  library,
  obj,
  passUntil,
  resolveTop,
  stack,
} from './helpers/harness.js';

describe('Primeval Titan: "Whenever this creature enters or attacks"', () => {
  it('entering triggers the search: two land cards, basic or not, enter tapped', () => {
    const g = game({
      A: {
        hand: ['Primeval Titan'],
        battlefield: lands('Forest', 6),
        library: ['Plains', 'Kessig Wolf Run', 'Mountain'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Primeval Titan');
    resolveTop(g);
    expect(stack(g)).toEqual(['Primeval Titan ability']);
    resolveTop(g);
    // "you may": the controller chooses to search (CR 608.2d).
    expect(decision(g)).toBe('A yesNo');
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the search');
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Kessig Wolf Run', 'Mountain', 'Plains']);
    chooseCards(g, ['Kessig Wolf Run', 'Mountain']);
    expect(obj(g, 'Kessig Wolf Run').zone).toBe('battlefield');
    expect(obj(g, 'Kessig Wolf Run').tapped).toBe(true);
    expect(obj(g, 'Mountain').tapped).toBe(true);
    expect(library(g, 'A')).toEqual(['Plains']);
  });

  it('attacking triggers it again; declining the search moves nothing', () => {
    const g = game({
      A: { battlefield: ['Primeval Titan'], library: ['Plains', 'Island', 'Swamp'] },
    });
    attack(g, ['Primeval Titan']);
    expect(stack(g)).toEqual(['Primeval Titan ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Island']);
    expect(obj(g, 'Island').zone).toBe('battlefield');
    expect(obj(g, 'Island').tapped).toBe(true);
    expect(library(g, 'A').sort()).toEqual(['Plains', 'Swamp']);
  });

  it('the search is optional', () => {
    const g = game({ A: { battlefield: ['Primeval Titan'], library: ['Plains', 'Island'] } });
    attack(g, ['Primeval Titan']);
    resolveTop(g);
    answer(g, { kind: 'no' });
    expect(library(g, 'A').sort()).toEqual(['Island', 'Plains']);
    expect(obj(g, 'Primeval Titan').attacking).toBe(1);
  });
});
