// CR 701 keyword actions the cards use — search (701.23) and shuffle (701.24), discard (701.9), destroy (701.8) —
// and effects that count (Spitting Earth).
import { describe, expect, it } from 'vitest';
import {
  answer,
  attempt,
  battlefield,
  cast,
  chooseCards,
  chooseTarget,
  decision,
  game,
  graveyard,
  hand,
  isTapped,
  library,
  obj,
  passPriority,
  passUntil,
  resolveStack,
} from './helpers/harness.js';

const forests = (n: number) => Array.from({ length: n }, () => 'Forest');
const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain');

describe('searching a library (CR 701.23)', () => {
  const setup = () =>
    game({
      A: {
        hand: ['Untamed Wilds'],
        battlefield: forests(3),
        library: ['Shock', 'Island', 'Grizzly Bears', 'Mountain'],
      },
    });

  it('Untamed Wilds puts a basic land from the library onto the battlefield, then the library is shuffled', () => {
    const g = setup();
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Untamed Wilds');
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    if (c?.kind !== 'chooseCards') return;
    expect(c.player).toBe(0);
    // Only basic land cards can be found.
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Island', 'Mountain']);
    expect([c.min, c.max]).toEqual([0, 1]);
    const mark = g.log.length;
    chooseCards(g, ['Island']);
    expect(battlefield(g, 'A')).toEqual(['Forest', 'Forest', 'Forest', 'Island']);
    expect(isTapped(g, 'Island')).toBe(false);
    expect(library(g, 'A').sort()).toEqual(['Grizzly Bears', 'Mountain', 'Shock']);
    expect(g.log.slice(mark).some((e) => e.event.kind === 'shuffle' && e.event.player === 0)).toBe(true);
    expect(graveyard(g, 'A')).toEqual(['Untamed Wilds']);
  });

  it('CR 701.23b: the searcher may find nothing; the library is still shuffled', () => {
    const g = setup();
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Untamed Wilds');
    passPriority(g);
    passPriority(g);
    expect(attempt(g, 'A', { kind: 'cards', cards: [obj(g, 'Shock', { zone: 'library' }).id] }).ok).toBe(false);
    const mark = g.log.length;
    chooseCards(g, []);
    expect(battlefield(g, 'A')).toEqual(['Forest', 'Forest', 'Forest']);
    expect(library(g, 'A')).toHaveLength(4);
    expect(g.log.slice(mark).some((e) => e.event.kind === 'shuffle')).toBe(true);
  });
});

describe('discard (CR 701.9)', () => {
  it('Mind Rot: the targeted player chooses the two cards they discard', () => {
    const g = game({
      A: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      B: { hand: ['Shock', 'Giant Growth', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mind Rot', { targets: ['B'] });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    expect(c?.player).toBe(1);
    expect(c?.kind === 'chooseCards' && [c.min, c.max]).toEqual([2, 2]);
    expect(attempt(g, 'A', { kind: 'cards', cards: [] }).ok).toBe(false); // not A's choice
    chooseCards(g, ['Shock', 'Grizzly Bears']);
    expect(hand(g, 'B')).toEqual(['Giant Growth']);
    expect(graveyard(g, 'B').sort()).toEqual(['Grizzly Bears', 'Shock']);
    expect(graveyard(g, 'A')).toEqual(['Mind Rot']);
    expect(decision(g)).toBe('A priority');
  });

  it('Mind Rot with one card in hand: that card is discarded without a choice', () => {
    const g = game({ A: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, B: { hand: ['Shock'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mind Rot', { targets: ['B'] });
    resolveStack(g);
    expect(hand(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual(['Shock']);
  });
});

describe('destroy (CR 701.8) and counting', () => {
  it('Stone Rain destroys target land, and only a land can be its target', () => {
    const g = game({
      A: { hand: ['Stone Rain'], battlefield: mountains(3) },
      B: { battlefield: ['Forest', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, { kind: 'cast', card: obj(g, 'Stone Rain', { zone: 'hand' }).id });
    const c = g.state.pending;
    if (c?.kind !== 'target') throw new Error(`expected a target choice, got ${decision(g)}`);
    const names = c.legal.map((t) =>
      'object' in t ? g.state.objects[t.object]!.def : 'player' in t ? `player ${t.player}` : 'ability',
    );
    expect(names.sort()).toEqual(['Forest', 'Mountain', 'Mountain', 'Mountain']);
    expect(attempt(g, 'A', { kind: 'target', target: { object: obj(g, 'Grizzly Bears').id } }).ok).toBe(false);
    chooseTarget(g, 'Forest');
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Grizzly Bears']);
    expect(graveyard(g, 'B')).toEqual(['Forest']);
  });

  it('Spitting Earth deals damage equal to the number of Mountains its controller controls (tapped ones too)', () => {
    const g = game({
      A: { hand: ['Spitting Earth'], battlefield: mountains(4) },
      B: { battlefield: ['Fire Elemental'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Spitting Earth', { targets: ['Fire Elemental'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Fire Elemental']); // 4 damage to a 5/4
  });

  it('Spitting Earth counts only its controller’s Mountains', () => {
    const g = game({
      A: { hand: ['Spitting Earth'], battlefield: [...mountains(3), 'Forest'] },
      B: { battlefield: ['Fire Elemental', ...mountains(2)] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Spitting Earth', { targets: ['Fire Elemental'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toContain('Fire Elemental');
    expect(obj(g, 'Fire Elemental').damage).toBe(3);
  });
});
