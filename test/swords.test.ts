// The Swords: "Equipped creature gets +2/+2 and has protection from black and from green." (CR 702.16g: two
// protection abilities) and "Whenever equipped creature deals combat damage to a player, ..." — a triggered ability of
// the Equipment on the creature it is attached to (CR 510.3a, 603.2); "that player" is the player dealt the damage.
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  block,
  chooseCards,
  chooseTarget,
  decision,
  game,
  graveyard,
  hand,
  keywords,
  lands,
  life,
  passPriority,
  passUntil,
  pt,
  resolveTop,
  stack,
  toBlocks,
} from './helpers/harness.js';

function equipped(sword: string, b: { hand?: string[]; battlefield?: string[] } = {}) {
  const g = game({
    A: { battlefield: ['Grizzly Bears', sword, ...lands('Forest', 2)], library: lands('Island', 5) },
    B: { hand: b.hand ?? [], battlefield: b.battlefield ?? [] },
  });
  passUntil(g, { step: 'precombat_main' });
  activate(g, sword, 0, ['Grizzly Bears']);
  resolveTop(g);
  return g;
}

describe('Sword of Feast and Famine', () => {
  it('equipped creature gets +2/+2 and protection from black and from green', () => {
    const g = equipped('Sword of Feast and Famine');
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
    expect(keywords(g, 'Grizzly Bears')).toEqual(
      expect.arrayContaining(['protection from black', 'protection from green']),
    );
  });

  it('protection from green: a green creature can’t block it, a white one can', () => {
    const g = equipped('Sword of Feast and Famine', { battlefield: ['Llanowar Elves', 'Savannah Lions'] });
    attack(g, ['Grizzly Bears']);
    const options = toBlocks(g);
    expect(options['Llanowar Elves'] ?? []).not.toContain('Grizzly Bears');
    expect(options['Savannah Lions']).toContain('Grizzly Bears');
  });

  it('combat damage to a player: that player discards a card, and its controller untaps all lands they control', () => {
    const g = equipped('Sword of Feast and Famine', { hand: ['Shock', 'Giant Growth'] });
    // Equip {2} tapped both Forests.
    expect(
      g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Forest' && g.state.objects[id]!.tapped),
    ).toHaveLength(2);
    attack(g, ['Grizzly Bears']);
    passUntil(g, { step: 'combat_damage' });
    expect(life(g, 'B')).toBe(16);
    expect(stack(g)).toEqual(['Sword of Feast and Famine ability']);
    resolveTop(g);
    // B chooses the card to discard (CR 701.9a).
    expect(decision(g)).toBe('B chooseCards');
    chooseCards(g, ['Giant Growth']);
    expect(graveyard(g, 'B')).toEqual(['Giant Growth']);
    expect(hand(g, 'B')).toEqual(['Shock']);
    expect(
      g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Forest' && g.state.objects[id]!.tapped),
    ).toEqual([]);
  });

  it('no trigger when the equipped creature is blocked and deals no damage to a player', () => {
    const g = equipped('Sword of Feast and Famine', { hand: ['Shock'], battlefield: ['Savannah Lions'] });
    attack(g, ['Grizzly Bears']);
    block(g, [['Savannah Lions', 'Grizzly Bears']]);
    passUntil(g, { step: 'end_combat' });
    expect(stack(g)).toEqual([]);
    expect(hand(g, 'B')).toEqual(['Shock']);
  });
});

describe('Sword of Fire and Ice', () => {
  it('"this Equipment deals 2 damage to any target and you draw a card"', () => {
    const g = equipped('Sword of Fire and Ice', { battlefield: ['Llanowar Elves'] });
    attack(g, ['Grizzly Bears']);
    block(g, []);
    while (g.state.pending?.kind === 'priority') passPriority(g);
    // The trigger's target is chosen as it is put on the stack.
    chooseTarget(g, 'Llanowar Elves');
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Llanowar Elves']);
    expect(hand(g, 'A')).toEqual(['Island']);
    expect(life(g, 'B')).toBe(16);
  });
});
