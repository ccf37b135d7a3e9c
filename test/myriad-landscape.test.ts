// Myriad Landscape: "{2}, {T}, Sacrifice this land: Search your library for up to two basic land cards that share a
// land type, put them onto the battlefield tapped, then shuffle." (CR 701.23, 205.3i). The Gatherer ruling
// (2018-03-16) is checked: one basic land card may be found.
import { describe, expect, it } from 'vitest';
import { activate, chooseCards, game, graveyard, lands, objs, passUntil, resolveTop } from './helpers/harness.js';

function searching(library: readonly string[]) {
  const g = game({
    A: { battlefield: ['Myriad Landscape', ...lands('Mountain', 2)], library: [...library] },
    B: { library: lands('Swamp', 20) },
  });
  passUntil(g, { step: 'precombat_main' });
  activate(g, 'Myriad Landscape', 0);
  resolveTop(g);
  return g;
}

const offered = (g: ReturnType<typeof game>): string[] => {
  const c = g.state.pending;
  if (c?.kind !== 'chooseCards') throw new Error('expected a card choice');
  return c.cards.map((id) => g.state.objects[id]!.def).sort();
};

describe('Myriad Landscape: "up to two basic land cards that share a land type"', () => {
  it('the second card must share a land type with the first; both enter tapped', () => {
    const g = searching(['Forest', 'Island', 'Forest', 'Savannah']);
    expect(graveyard(g, 'A')).toEqual(['Myriad Landscape']);
    // Basic land cards only: Savannah (Forest Plains, not basic) is not offered.
    expect(offered(g)).toEqual(['Forest', 'Forest', 'Island']);
    chooseCards(g, ['Forest']);
    // An Island shares no land type with a Forest.
    expect(offered(g)).toEqual(['Forest']);
    chooseCards(g, ['Forest']);
    const forests = objs(g, 'Forest', { controller: 'A' });
    expect(forests).toHaveLength(2);
    expect(forests.every((o) => o.tapped)).toBe(true);
    expect(objs(g, 'Island', { controller: 'A', zone: 'library' })).toHaveLength(1);
  });

  it('ruling: one basic land card may be found', () => {
    const g = searching(['Forest', 'Island']);
    chooseCards(g, ['Island']);
    // No other Island: nothing more to choose.
    expect(g.state.pending?.kind).toBe('priority');
    expect(objs(g, 'Island', { controller: 'A' })).toHaveLength(1);
    expect(objs(g, 'Island', { controller: 'A' })[0]!.tapped).toBe(true);
    expect(objs(g, 'Forest', { controller: 'A', zone: 'library' })).toHaveLength(1);
  });
});
