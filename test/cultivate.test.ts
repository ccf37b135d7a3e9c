// Cultivate and Kodama's Reach: "Search your library for up to two basic land cards, reveal those cards, put one onto
// the battlefield tapped and the other into your hand, then shuffle." (CR 701.23, 701.20a; the searcher chooses which
// card enters, CR 608.2d). The Gatherer ruling of Cultivate (2010-08-15) is checked: with only one card found, it is
// put onto the battlefield tapped.
import { describe, expect, it } from 'vitest';
import {
  cast,
  chooseCards,
  decision,
  game,
  hand,
  lands,
  logTexts,
  obj,
  objs,
  passUntil,
  resolveTop,
} from './helpers/harness.js';

function cultivating(library: readonly string[], spell = 'Cultivate') {
  const g = game({ A: { hand: [spell], battlefield: lands('Forest', 4), library: [...library] } });
  passUntil(g, { step: 'precombat_main' });
  cast(g, spell);
  const mark = g.log.length;
  resolveTop(g);
  return { g, mark };
}

describe('"put one onto the battlefield tapped and the other into your hand"', () => {
  it('two basic lands found: the one chosen enters tapped, the other goes to the hand; both are revealed', () => {
    const { g, mark } = cultivating(['Savannah', 'Island', 'Plains', 'Swamp', 'Mountain']);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the search');
    // Only basic land cards are found: Savannah (a Forest Plains, not basic) is not offered.
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Island', 'Mountain', 'Plains', 'Swamp']);
    chooseCards(g, ['Island', 'Swamp']);
    expect(decision(g)).toBe('A chooseCards');
    chooseCards(g, ['Swamp']);
    expect(obj(g, 'Swamp').zone).toBe('battlefield');
    expect(obj(g, 'Swamp').tapped).toBe(true);
    expect(hand(g, 'A')).toEqual(['Island']);
    const log = logTexts(g, mark);
    expect(log).toContain('A reveals Island (CR 701.20a)');
    expect(log).toContain('A reveals Swamp (CR 701.20a)');
    expect(objs(g, 'Cultivate', { zone: 'graveyard' })).toHaveLength(1);
  });

  it('ruling: if only one basic land card is found, it is put onto the battlefield tapped', () => {
    const { g } = cultivating(['Plains', 'Savannah'], "Kodama's Reach");
    chooseCards(g, ['Plains']);
    expect(obj(g, 'Plains').zone).toBe('battlefield');
    expect(obj(g, 'Plains').tapped).toBe(true);
    expect(hand(g, 'A')).toEqual([]);
    expect(decision(g)).toBe('A priority');
  });

  it('finding nothing is allowed (CR 701.23b): nothing moves', () => {
    const { g } = cultivating(['Swamp', 'Island']);
    chooseCards(g, []);
    expect(hand(g, 'A')).toEqual([]);
    expect(objs(g, 'Swamp', { zone: 'library' })).toHaveLength(1);
    expect(objs(g, 'Island', { zone: 'library' })).toHaveLength(1);
    expect(objs(g, 'Forest')).toHaveLength(4);
  });
});
