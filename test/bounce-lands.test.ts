// The bounce lands (Simic Growth Chamber, Azorius Chancery, Boros Garrison, ...): "This land enters tapped. When this
// land enters, return a land you control to its owner's hand. {T}: Add {G}{U}." The land to return is not a target:
// its controller chooses it as the trigger resolves (CR 608.2d), among the lands they control then, the bounce land
// itself included. The Gatherer ruling (2013-04-15) is checked below: with no other land, it returns itself.
import { describe, expect, it } from 'vitest';
import {
  attempt,
  chooseCards,
  decision,
  game,
  hand,
  obj,
  passUntil,
  playLand,
  resolveTop,
  stack,
  tapForMana,
} from './helpers/harness.js';

describe('bounce lands: "When this land enters, return a land you control to its owner\'s hand"', () => {
  it('enters tapped; its trigger returns the land its controller chooses as it resolves', () => {
    const g = game({
      A: { hand: ['Simic Growth Chamber'], battlefield: ['Forest', { name: 'Island', tapped: true }] },
      B: { battlefield: ['Plains'] },
    });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Simic Growth Chamber');
    expect(obj(g, 'Simic Growth Chamber').tapped).toBe(true);
    // No target is chosen as it is put on the stack (CR 603.3d): the choice waits for its resolution.
    expect(stack(g)).toEqual(['Simic Growth Chamber ability']);
    resolveTop(g);
    expect(decision(g)).toBe('A chooseCards');
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected a card choice');
    // Only lands A controls are offered — B's Plains is not — and exactly one must be chosen.
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(
      ['Forest', 'Island', 'Simic Growth Chamber'].sort(),
    );
    expect([c.min, c.max]).toEqual([1, 1]);
    const refused = attempt(g, 'A', { kind: 'cards', cards: [] });
    expect(refused.ok).toBe(false);
    chooseCards(g, ['Island']);
    expect(hand(g, 'A')).toEqual(['Island']);
    expect(obj(g, 'Forest').zone).toBe('battlefield');
    expect(obj(g, 'Plains').zone).toBe('battlefield');
    expect(stack(g)).toEqual([]);
  });

  it("ruling: with no other land, its ability returns it to its owner's hand", () => {
    const g = game({ A: { hand: ['Azorius Chancery'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Azorius Chancery');
    resolveTop(g);
    chooseCards(g, ['Azorius Chancery']);
    expect(hand(g, 'A')).toEqual(['Azorius Chancery']);
  });

  it('taps for two mana at once', () => {
    const g = game({ A: { battlefield: ['Boros Garrison'] } });
    passUntil(g, { step: 'precombat_main' });
    tapForMana(g, 'Boros Garrison');
    expect(g.state.players[0]!.pool).toMatchObject({ R: 1, W: 1 });
  });
});
