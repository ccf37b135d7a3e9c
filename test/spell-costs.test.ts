// Costs a spell's own text adds to casting it (CR 118.8-9, 601.2f-h): an alternative cost — "You may pay 1 life and
// exile a blue card from your hand rather than pay this spell's mana cost" (Force of Will), "You may return an Island
// you control to its owner's hand rather than pay ..." (Daze), cast from hand as a way of its own — and additional
// costs, "As an additional cost to cast this spell, sacrifice a land" (Harrow) or "return a land you control to its
// owner's hand" (Deprive), paid however the spell is cast.
import { describe, expect, it } from 'vitest';
import { apply, type Answer } from '../src/engine/index.js';
import {
  cast,
  canCast,
  chooseCards,
  decision,
  game,
  graveyard,
  hand,
  life,
  logTexts,
  obj,
  objs,
  offered,
  passPriority,
  passUntil,
  resolveTop,
  battlefield,
  type Game,
} from './helpers/harness.js';

/** B casts Shock at A in B's first main phase; A then has priority with Shock on the stack. */
function shockOnStack(a: { hand: string[]; battlefield?: string[] }, b: { battlefield?: string[] } = {}): Game {
  const g = game({
    A: { hand: a.hand, battlefield: a.battlefield ?? [] },
    B: { hand: ['Shock'], battlefield: ['Mountain', 'Mountain', ...(b.battlefield ?? [])] },
    startingPlayer: 'B',
  });
  passUntil(g, { step: 'precombat_main' });
  cast(g, 'Shock', { targets: ['A'] });
  passPriority(g);
  expect(decision(g)).toBe('A priority');
  return g;
}

const canCastAlternative = (g: Game, name: string) =>
  offered(g).some((t) => t.startsWith(`cast ${name}`) && t.includes('using Alternative'));

describe('an alternative cost (CR 118.9): Force of Will', () => {
  it('is cast for 1 life and a blue card exiled from hand, with no mana, and counters the spell', () => {
    const g = shockOnStack({ hand: ['Force of Will', 'Brainstorm', 'Forest'] });
    expect(canCast(g, 'Force of Will')).toBe(false); // no mana for {3}{U}{U}
    const mark = g.log.length;
    cast(g, 'Force of Will', { via: 'alternative', targets: ['Shock'] });
    // Only a blue card other than Force of Will itself can be exiled (the spell is on the stack, CR 601.2a).
    const c = g.state.pending;
    if (c?.kind === 'chooseCards') {
      expect(c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Brainstorm']);
      chooseCards(g, ['Brainstorm']);
    }
    expect(life(g, 'A')).toBe(19);
    expect(objs(g, 'Brainstorm', { zone: 'exile' })).toHaveLength(1);
    expect(hand(g, 'A')).toEqual(['Forest']);
    expect(logTexts(g, mark)).toContain('A casts Force of Will paying its alternative cost targeting Shock (CR 118.9)');
    resolveTop(g);
    expect(graveyard(g, 'B')).toContain('Shock');
    expect(life(g, 'A')).toBe(19);
  });

  it("a client's answer read from JSON casts it that way (every way to cast is a well-formed answer)", () => {
    const g = shockOnStack({ hand: ['Force of Will', 'Brainstorm', 'Forest'] });
    const c = g.state.pending;
    if (c?.kind !== 'priority') throw new Error('A should have priority');
    const way = c.actions.find((x) => x.kind === 'cast' && x.via === 'alternative');
    expect(way).toBeDefined();
    const r = apply(g.state, c.player, JSON.parse(JSON.stringify(way)) as Answer);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.state.pending?.kind).not.toBe('priority');
  });

  it('is not offered that way without another blue card in hand', () => {
    const g = shockOnStack({ hand: ['Force of Will', 'Forest'] });
    expect(canCastAlternative(g, 'Force of Will')).toBe(false);
  });

  it('a cost increase is paid with the alternative cost (ruling): with Thalia, {1} more', () => {
    const g = shockOnStack({ hand: ['Force of Will', 'Brainstorm'] }, { battlefield: ['Thalia, Guardian of Thraben'] });
    expect(canCastAlternative(g, 'Force of Will')).toBe(false);
    const h = shockOnStack(
      { hand: ['Force of Will', 'Brainstorm'], battlefield: ['Island'] },
      { battlefield: ['Thalia, Guardian of Thraben'] },
    );
    cast(h, 'Force of Will', { via: 'alternative', targets: ['Shock'] });
    if (h.state.pending?.kind === 'chooseCards') chooseCards(h, ['Brainstorm']);
    expect(obj(h, 'Island').tapped).toBe(true);
    expect(life(h, 'A')).toBe(19);
  });
});

describe('an alternative cost (CR 118.9): Daze', () => {
  it("returns an Island its caster controls to its owner's hand instead of {1}{U}", () => {
    const g = shockOnStack({ hand: ['Daze'], battlefield: ['Island'] });
    cast(g, 'Daze', { via: 'alternative', targets: ['Shock'] });
    if (g.state.pending?.kind === 'chooseCards') chooseCards(g, ['Island']);
    expect(hand(g, 'A')).toEqual(['Island']);
    expect(battlefield(g, 'A')).toEqual([]);
  });

  it('is not offered that way without an Island', () => {
    const g = shockOnStack({ hand: ['Daze'], battlefield: ['Forest'] });
    expect(canCastAlternative(g, 'Daze')).toBe(false);
  });
});

describe('additional costs (CR 118.8, 601.2h)', () => {
  it('Harrow: a land that was tapped for its mana may be the land sacrificed (601.2g-h)', () => {
    const g = game({
      A: { hand: ['Harrow'], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Plains', 'Island', 'Swamp'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Harrow')).toBe(true);
    cast(g, 'Harrow');
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the land to sacrifice, got ${decision(g)}`);
    expect(c.cards).toHaveLength(3);
    chooseCards(g, ['Forest']);
    expect(graveyard(g, 'A')).toEqual(['Forest']);
  });

  it("Harrow can't be cast without a land to sacrifice", () => {
    const g = game({ A: { hand: ['Harrow', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Harrow')).toBe(false);
  });

  it('Thrill of Possibility: the card discarded is another card (the spell is on the stack, CR 601.2a)', () => {
    const g = game({ A: { hand: ['Thrill of Possibility'], battlefield: ['Mountain', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Thrill of Possibility')).toBe(false);
    const h = game({ A: { hand: ['Thrill of Possibility', 'Forest'], battlefield: ['Mountain', 'Mountain'] } });
    passUntil(h, { step: 'precombat_main' });
    cast(h, 'Thrill of Possibility');
    if (h.state.pending?.kind === 'chooseCards') chooseCards(h, ['Forest']);
    expect(graveyard(h, 'A')).toEqual(['Forest']);
    resolveTop(h);
    expect(hand(h, 'A')).toHaveLength(2);
  });

  it("Deprive returns a land its caster controls to its owner's hand as it is cast", () => {
    const g = shockOnStack({ hand: ['Deprive'], battlefield: ['Island', 'Island', 'Swamp'] });
    cast(g, 'Deprive', { targets: ['Shock'] });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the land to return, got ${decision(g)}`);
    chooseCards(g, ['Swamp']);
    expect(hand(g, 'A')).toEqual(['Swamp']);
    resolveTop(g);
    expect(graveyard(g, 'B')).toContain('Shock');
  });
});
