// Replacement effects on other cards going to a graveyard (CR 614.1a): Dryad Militant ("If an instant or sorcery card
// would be put into a graveyard from anywhere, exile it instead.") and Anafenza, the Foremost ("If a nontoken creature
// an opponent owns would die or a creature card not on the battlefield would be put into an opponent's graveyard,
// exile that card instead."). Cases from their rulings.
import { describe, expect, it } from 'vitest';
import { cast, chooseCards, game, lands, objs, passUntil, resolveStack, type Game } from './helpers/harness.js';

/** The zones the cards of that name are in (current objects only). */
function zonesOf(g: Game, name: string): string[] {
  return (['battlefield', 'graveyard', 'exile', 'hand'] as const).flatMap((zone) =>
    objs(g, name, { zone }).map(() => zone),
  );
}

describe('Dryad Militant (CR 614.1a)', () => {
  it("an instant or sorcery card is exiled instead of going to any player's graveyard", () => {
    const g = game({
      A: { battlefield: ['Dryad Militant'] },
      B: { hand: ['Shock', 'Mind Rot'], battlefield: lands('Mountain', 1).concat(lands('Swamp', 3)) },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    expect(zonesOf(g, 'Shock')).toEqual(['exile']);
    expect(g.state.players[1]!.graveyard).toEqual([]);
  });

  it('discarded instant and sorcery cards are exiled; a creature card goes to the graveyard', () => {
    const g = game({
      A: { hand: ['Lightning Bolt', 'Grizzly Bears'], battlefield: ['Dryad Militant'] },
      B: { hand: ['Mind Rot'], battlefield: lands('Swamp', 3) },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Mind Rot', { targets: ['A'] });
    resolveStack(g);
    if (g.state.pending?.kind === 'chooseCards') chooseCards(g, ['Lightning Bolt', 'Grizzly Bears']);
    expect(zonesOf(g, 'Lightning Bolt')).toEqual(['exile']);
    expect(zonesOf(g, 'Grizzly Bears')).toEqual(['graveyard']);
    expect(zonesOf(g, 'Mind Rot')).toEqual(['exile']);
  });

  it('a spell that destroys it directly (Murder) goes to the graveyard: Dryad Militant is gone by then', () => {
    const g = game({
      A: { battlefield: ['Dryad Militant'] },
      B: { hand: ['Murder'], battlefield: lands('Swamp', 3) },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Murder', { targets: ['Dryad Militant'] });
    resolveStack(g);
    expect(zonesOf(g, 'Dryad Militant')).toEqual(['graveyard']);
    expect(zonesOf(g, 'Murder')).toEqual(['graveyard']);
  });

  it('a spell dealing it lethal damage is exiled: it stays until state-based actions are checked', () => {
    const g = game({ A: { battlefield: ['Dryad Militant'] }, B: { hand: ['Shock'], battlefield: ['Mountain'] } });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['Dryad Militant'] });
    resolveStack(g);
    expect(zonesOf(g, 'Dryad Militant')).toEqual(['graveyard']);
    expect(zonesOf(g, 'Shock')).toEqual(['exile']);
  });
});

describe('Anafenza, the Foremost (CR 614.1a, 700.4)', () => {
  it("an opponent's nontoken creature that would die is exiled; the controller's own goes to the graveyard", () => {
    const g = game({
      A: { battlefield: ['Anafenza, the Foremost', 'Savannah Lions'] },
      B: { hand: ['Pyroclasm'], battlefield: [...lands('Mountain', 2), 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Pyroclasm');
    resolveStack(g);
    expect(zonesOf(g, 'Grizzly Bears')).toEqual(['exile']);
    expect(zonesOf(g, 'Savannah Lions')).toEqual(['graveyard']);
    // A sorcery card isn't a creature card.
    expect(zonesOf(g, 'Pyroclasm')).toEqual(['graveyard']);
  });

  it("a creature card an opponent discards is exiled instead of going to that player's graveyard", () => {
    const g = game({
      A: { hand: ['Mind Rot'], battlefield: ['Anafenza, the Foremost', ...lands('Swamp', 3)] },
      B: { hand: ['Grizzly Bears', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mind Rot', { targets: ['B'] });
    resolveStack(g);
    if (g.state.pending?.kind === 'chooseCards') chooseCards(g, ['Grizzly Bears', 'Shock']);
    expect(zonesOf(g, 'Grizzly Bears')).toEqual(['exile']);
    expect(zonesOf(g, 'Shock')).toEqual(['graveyard']);
  });
});
