// Conditions that change what a spell does as it resolves (CR 608.2c: "instead"), ability words (207.2c: they have no
// rules meaning, the condition is in the text), static abilities "as long as" a condition holds (611.3a) and mana
// abilities usable only while one does (602.5b, 605.1a). Played with compiled cards: Galvanic Blast and Mox Opal
// (metalcraft), Brimstone Volley and Tragic Slip (morbid), Burst Lightning (kicker), Flinthoof Boar, Blood Baron of
// Vizkopa, Fleecemane Lion.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  canTapForMana,
  cast,
  game,
  lands,
  life,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const main = (g: Game) => passUntil(g, { step: 'precombat_main' });
const graveyard = (g: Game, p: number) => g.state.players[p]!.graveyard.map((id) => g.state.objects[id]!.def);

describe('"instead" at resolution (CR 608.2c)', () => {
  it('Galvanic Blast deals 4 damage with three artifacts (metalcraft), 2 with two', () => {
    const three = game({ A: { hand: ['Galvanic Blast'], battlefield: ['Mountain', ...lands('Ornithopter', 3)] } });
    main(three);
    cast(three, 'Galvanic Blast', { targets: ['B'] });
    resolveStack(three);
    expect(life(three, 'B')).toBe(16);
    const two = game({ A: { hand: ['Galvanic Blast'], battlefield: ['Mountain', ...lands('Ornithopter', 2)] } });
    main(two);
    cast(two, 'Galvanic Blast', { targets: ['B'] });
    resolveStack(two);
    expect(life(two, 'B')).toBe(18);
  });

  it('the condition is checked as the spell resolves: an artifact destroyed in response leaves 2 damage', () => {
    const g = game({
      A: { hand: ['Galvanic Blast'], battlefield: ['Mountain', ...lands('Ornithopter', 3)] },
      B: { hand: ['Shatter'], battlefield: lands('Mountain', 2) },
    });
    main(g);
    cast(g, 'Galvanic Blast', { targets: ['B'] });
    passPriority(g);
    cast(g, 'Shatter', { targets: ['Ornithopter'] });
    resolveStack(g);
    expect(graveyard(g, 0)).toContain('Ornithopter');
    expect(life(g, 'B')).toBe(18);
  });

  it('Brimstone Volley deals 5 damage after a creature died this turn (morbid), 3 otherwise', () => {
    const g = game({
      A: { hand: ['Brimstone Volley'], battlefield: lands('Mountain', 3) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    main(g);
    cast(g, 'Brimstone Volley', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
    const died = game({
      A: { hand: ['Shock', 'Brimstone Volley'], battlefield: lands('Mountain', 4) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    main(died);
    cast(died, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(died);
    cast(died, 'Brimstone Volley', { targets: ['B'] });
    resolveStack(died);
    expect(life(died, 'B')).toBe(15);
  });

  it('a creature that died last turn does not count: "this turn" begins again with each turn', () => {
    const g = game({
      A: { hand: ['Shock', 'Brimstone Volley'], battlefield: lands('Mountain', 5) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    main(g);
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(g.state.turn.creaturesDiedThisTurn).toBe(1);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.turn.creaturesDiedThisTurn).toBe(0);
    passPriority(g);
    cast(g, 'Brimstone Volley', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
  });

  it('Tragic Slip gives -1/-1, or -13/-13 after a creature died this turn, to the same creature', () => {
    const g = game({
      A: { hand: ['Tragic Slip'], battlefield: ['Swamp'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    main(g);
    cast(g, 'Tragic Slip', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('1/1');
    const died = game({
      A: { hand: ['Shock', 'Tragic Slip'], battlefield: ['Swamp', 'Mountain'] },
      B: { battlefield: ['Grizzly Bears', 'Serra Angel'] },
    });
    main(died);
    cast(died, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(died);
    cast(died, 'Tragic Slip', { targets: ['Serra Angel'] });
    resolveStack(died);
    expect(graveyard(died, 1)).toContain('Serra Angel');
  });

  it('Burst Lightning deals 4 damage kicked, 2 not kicked', () => {
    const kicked = game({ A: { hand: ['Burst Lightning'], battlefield: lands('Mountain', 5) } });
    main(kicked);
    cast(kicked, 'Burst Lightning', { via: 'kicker', targets: ['B'] });
    resolveStack(kicked);
    expect(life(kicked, 'B')).toBe(16);
    const plain = game({ A: { hand: ['Burst Lightning'], battlefield: lands('Mountain', 5) } });
    main(plain);
    cast(plain, 'Burst Lightning', { targets: ['B'] });
    resolveStack(plain);
    expect(life(plain, 'B')).toBe(18);
  });
});

describe('a mana ability with a condition (CR 602.5b, 605.1a)', () => {
  it('Mox Opal taps for mana only while its controller has three or more artifacts (itself counted)', () => {
    const two = game({ A: { battlefield: ['Mox Opal', 'Ornithopter'] } });
    main(two);
    expect(canTapForMana(two, 'Mox Opal')).toBe(false);
    const three = game({ A: { battlefield: ['Mox Opal', 'Ornithopter', 'Ornithopter'] } });
    main(three);
    expect(canTapForMana(three, 'Mox Opal')).toBe(true);
  });
});

describe('static abilities "as long as" (CR 611.3a)', () => {
  it('Flinthoof Boar is 3/3 while its controller controls a Mountain, and 2/2 once it is gone', () => {
    const g = game({
      A: { battlefield: ['Flinthoof Boar', 'Mountain', 'Forest'] },
      B: { hand: ['Stone Rain'], battlefield: lands('Mountain', 3) },
    });
    main(g);
    expect(pt(g, 'Flinthoof Boar')).toBe('3/3');
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Stone Rain', { targets: [{ name: 'Mountain', controller: 'A' }] });
    resolveStack(g);
    expect(pt(g, 'Flinthoof Boar')).toBe('2/2');
  });

  it("Blood Baron of Vizkopa gets +6/+6 and flying as soon as the opponent's life drops to 10", () => {
    const g = game({
      A: { hand: ['Lightning Bolt'], battlefield: ['Blood Baron of Vizkopa', 'Mountain'], life: 30 },
      B: { life: 13 },
    });
    main(g);
    expect(pt(g, 'Blood Baron of Vizkopa')).toBe('4/4');
    cast(g, 'Lightning Bolt', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(10);
    expect(pt(g, 'Blood Baron of Vizkopa')).toBe('10/10');
  });

  it('Fleecemane Lion has hexproof once monstrous (a designation, CR 701.37b): the opponent cannot target it', () => {
    const g = game({
      A: { battlefield: ['Fleecemane Lion', ...lands('Plains', 3), ...lands('Forest', 2)] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    main(g);
    activate(g, 'Fleecemane Lion');
    resolveStack(g);
    expect(pt(g, 'Fleecemane Lion')).toBe('4/4');
    passPriority(g);
    const c = g.state.pending;
    const shock = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'cast') : undefined;
    if (!shock) throw new Error('B can cast Shock');
    answer(g, shock);
    const t = g.state.pending;
    expect(t?.kind).toBe('target');
    // CR 702.11b: only the players are left as Shock's targets.
    if (t?.kind === 'target') expect(t.legal.some((r) => 'object' in r)).toBe(false);
  });
});

describe('"this turn" and "instead" riders of instants', () => {
  const shielded = (spell: string) => {
    const g = game({
      A: { hand: [spell], battlefield: lands('Mountain', 2) },
      B: { battlefield: ['River Boa', 'Forest'] },
    });
    main(g);
    passPriority(g);
    activate(g, 'River Boa');
    resolveStack(g);
    cast(g, spell, { targets: ['River Boa'] });
    resolveStack(g);
    return g;
  };

  it("Incinerate: a creature dealt damage this way can't be regenerated this turn (CR 701.19c)", () => {
    const g = shielded('Incinerate');
    expect(graveyard(g, 1)).toContain('River Boa');
  });

  it("ruling: it lasts the turn — the creature survives Incinerate, and later that turn it can't be regenerated", () => {
    const g = game({
      A: { hand: ['Incinerate', 'Shock'], battlefield: lands('Mountain', 3) },
      B: { hand: ['Giant Growth'], battlefield: ['River Boa', 'Forest', 'Forest'] },
    });
    main(g);
    cast(g, 'Incinerate', { targets: ['River Boa'] });
    passPriority(g);
    cast(g, 'Giant Growth', { targets: ['River Boa'] });
    resolveStack(g);
    // A 5/4 with 3 damage marked; B gives it a regeneration shield, then Shock deals the rest.
    expect(graveyard(g, 1)).toEqual(['Giant Growth']);
    passPriority(g);
    activate(g, 'River Boa');
    resolveStack(g);
    cast(g, 'Shock', { targets: ['River Boa'] });
    resolveStack(g);
    expect(graveyard(g, 1).sort()).toEqual(['Giant Growth', 'River Boa']);
  });

  it('without that rider (Shock) the regeneration shield saves it: tapped, damage removed (CR 701.19a)', () => {
    const g = shielded('Shock');
    expect(graveyard(g, 1)).not.toContain('River Boa');
    const boa = g.state.battlefield.map((id) => g.state.objects[id]!).find((o) => o.def === 'River Boa');
    expect(boa?.tapped).toBe(true);
    expect(boa?.damage).toBe(0);
  });

  it("Remand: the countered spell goes to its owner's hand instead of the graveyard, and Remand draws a card", () => {
    const g = game({
      A: { hand: ['Grizzly Bears'], battlefield: lands('Forest', 2) },
      B: { hand: ['Remand'], battlefield: lands('Island', 2) },
    });
    main(g);
    cast(g, 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Remand', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    const hand = (p: number) => g.state.players[p]!.hand.map((id) => g.state.objects[id]!.def);
    expect(hand(0)).toEqual(['Grizzly Bears']);
    expect(graveyard(g, 0)).toEqual([]);
    expect(hand(1)).toHaveLength(1);
  });
});

describe('"unless" checked as the ability resolves (CR 608.2c)', () => {
  it('Vampire Lacerator: its controller loses 1 life in their upkeep, unless an opponent has 10 or less life', () => {
    const g = game({ A: { battlefield: ['Vampire Lacerator'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(life(g, 'A')).toBe(19);
    const low = game({ A: { battlefield: ['Vampire Lacerator'] }, B: { life: 10 } });
    passUntil(low, { turn: 1, step: 'precombat_main' });
    expect(life(low, 'A')).toBe(20);
  });
});
