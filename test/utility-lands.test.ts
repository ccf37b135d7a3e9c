// Utility lands of real decks: Kessig Wolf Run ("{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until
// end of turn": X as announced, CR 107.3, 601.2b) and Tectonic Edge ("{1}, {T}, Sacrifice this land: Destroy target
// nonbasic land. Activate only if an opponent controls four or more lands.": a restriction checked only as the
// ability is activated, CR 602.5b). Tectonic Edge's Gatherer rulings are checked below.
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  block,
  canActivate,
  chooseTarget,
  game,
  graveyard,
  keywords,
  lands,
  life,
  passUntil,
  pt,
  resolveStack,
  answer,
  assignDamage,
  cast,
  chooseCards,
  obj,
  resolveTop,
  passPriority,
} from './helpers/harness.js';

describe('Kessig Wolf Run: "Target creature gets +X/+0 and gains trample until end of turn"', () => {
  it('gives +X/+0 for the X paid, and trample', () => {
    const g = game({
      A: { battlefield: ['Kessig Wolf Run', 'Grizzly Bears', 'Mountain', 'Forest', ...lands('Forest', 3)] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Kessig Wolf Run', 0, ['Grizzly Bears'], 3);
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('5/2');
    expect(keywords(g, 'Grizzly Bears')).toContain('trample');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });

  it('a blocked attacker pumped with X = 2 tramples over a 1/1 blocker', () => {
    const g = game({
      A: { battlefield: ['Kessig Wolf Run', 'Grizzly Bears', 'Mountain', ...lands('Forest', 3)] },
      B: { battlefield: ['Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    block(g, [['Llanowar Elves', 'Grizzly Bears']]);
    passUntil(g, { step: 'declare_blockers' });
    activate(g, 'Kessig Wolf Run', 0, ['Grizzly Bears'], 2);
    resolveStack(g);
    // 4 damage: 1 is lethal to the Elves, 3 trample over (CR 702.19b).
    while (g.state.pending?.kind === 'priority') passPriority(g);
    assignDamage(g, [
      ['Llanowar Elves', 1],
      ['B', 3],
    ]);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(17);
    expect(graveyard(g, 'B')).toContain('Llanowar Elves');
  });
});

describe('Tectonic Edge: "Destroy target nonbasic land. Activate only if an opponent controls four or more lands."', () => {
  const setup = (theirs: readonly string[]) => {
    const g = game({ A: { battlefield: ['Tectonic Edge', 'Wastes'] }, B: { battlefield: theirs } });
    passUntil(g, { step: 'precombat_main' });
    return g;
  };

  it('can be activated only while an opponent controls four or more lands', () => {
    expect(canActivate(setup(['Tundra', ...lands('Island', 2)]), 'Tectonic Edge')).toBe(false);
    expect(canActivate(setup(['Tundra', ...lands('Island', 3)]), 'Tectonic Edge')).toBe(true);
    // Creatures are no lands.
    expect(canActivate(setup(['Tundra', ...lands('Island', 2), 'Grizzly Bears']), 'Tectonic Edge')).toBe(false);
  });

  it('destroys a nonbasic land; a basic land is no legal target', () => {
    const g = setup(['Tundra', ...lands('Island', 3)]);
    const c0 = g.state.pending;
    const edge = c0?.kind === 'priority' ? c0.actions.find((a) => a.kind === 'activate') : undefined;
    if (!edge) throw new Error('Tectonic Edge is not offered');
    answer(g, edge);
    const c = g.state.pending;
    expect(c?.kind).toBe('target');
    const legal = c?.kind === 'target' ? c.legal.map((r) => ('object' in r ? g.state.objects[r.object]!.def : '')) : [];
    // Its targets are chosen before its costs are paid (CR 602.2b, 601.2c): it may name itself, never a basic land.
    expect(legal.sort()).toEqual(['Tectonic Edge', 'Tundra']);
    chooseTarget(g, 'Tundra');
    if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Tundra']);
    expect(graveyard(g, 'A')).toContain('Tectonic Edge');
  });

  it("ruling: it may target any nonbasic land, even its controller's own", () => {
    const g2 = game({
      A: { battlefield: ['Tectonic Edge', 'Wastes', 'Savannah'] },
      B: { battlefield: lands('Island', 4) },
    });
    passUntil(g2, { step: 'precombat_main' });
    activate(g2, 'Tectonic Edge', 0, ['Savannah']);
    resolveStack(g2);
    expect(graveyard(g2, 'A')).toContain('Savannah');
  });
});

describe('Farseek: "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the battlefield tapped"', () => {
  it('finds a land with one of those types — a Forest only if it has one of them too (the ruling) — and puts it tapped', () => {
    const g = game({
      A: {
        hand: ['Farseek'],
        battlefield: lands('Forest', 2),
        library: ['Forest', 'Stomping Ground', 'Savannah', 'Llanowar Elves'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Farseek');
    resolveTop(g);
    const c = g.state.pending;
    const offered = c?.kind === 'chooseCards' ? c.cards.map((id) => g.state.objects[id]!.def).sort() : [];
    // Stomping Ground is a Mountain Forest, Savannah a Forest Plains; the basic Forest has none of the four types.
    expect(offered).toEqual(['Savannah', 'Stomping Ground']);
    chooseCards(g, ['Stomping Ground']);
    // The shock land's choice is still asked, though it enters tapped anyway (its ruling).
    answer(g, { kind: 'no' });
    expect(obj(g, 'Stomping Ground').tapped).toBe(true);
    expect(life(g, 'A')).toBe(20);
  });
});
