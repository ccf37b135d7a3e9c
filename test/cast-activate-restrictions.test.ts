// Static abilities that stop casting and activating (CR 601.3, 602.5, 604.1; mana abilities are activated abilities,
// 605.1a): Grand Abolisher ("During your turn, your opponents can't cast spells or activate abilities of artifacts,
// creatures, or enchantments."), Linvala, Keeper of Silence ("Activated abilities of creatures your opponents control
// can't be activated."), Stony Silence ("Activated abilities of artifacts can't be activated."). Cases from their
// rulings.
import { describe, expect, it } from 'vitest';
import { canActivate, canCast, canTapForMana, game, passPriority, passUntil, type Game } from './helpers/harness.js';

/** Passes until B has priority in A's upkeep of turn `turn` (A passes first). */
function bPriorityOnATurn(g: Game, turn: number): void {
  passUntil(g, { turn, step: 'upkeep' });
  const c = g.state.pending;
  if (c?.kind === 'priority' && c.player === 0) passPriority(g);
}

describe('Grand Abolisher (CR 604.1, 601.3, 602.5)', () => {
  it("during its controller's turn, opponents can't cast spells or activate abilities of creatures and artifacts", () => {
    const g = game({
      A: { battlefield: ['Grand Abolisher'] },
      B: { hand: ['Shock'], battlefield: ['Mountain', 'Llanowar Elves', 'Prodigal Sorcerer', 'Mind Stone'] },
    });
    bPriorityOnATurn(g, 3);
    expect(g.state.pending?.player).toBe(1);
    expect(canCast(g, 'Shock')).toBe(false);
    expect(canActivate(g, 'Prodigal Sorcerer')).toBe(false);
    expect(canTapForMana(g, 'Llanowar Elves')).toBe(false);
    expect(canTapForMana(g, 'Mind Stone')).toBe(false);
    // A land is none of those: its mana ability can still be activated.
    expect(canTapForMana(g, 'Mountain')).toBe(true);
  });

  it("during its controller's opponents' turns it does nothing", () => {
    const g = game({
      A: { battlefield: ['Grand Abolisher'] },
      B: { hand: ['Shock'], battlefield: ['Mountain', 'Prodigal Sorcerer'] },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canCast(g, 'Shock')).toBe(true);
    expect(canActivate(g, 'Prodigal Sorcerer')).toBe(true);
  });

  it('its controller is not restricted', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Grand Abolisher', 'Mountain', 'Prodigal Sorcerer'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Shock')).toBe(true);
    expect(canActivate(g, 'Prodigal Sorcerer')).toBe(true);
  });
});

describe('Linvala, Keeper of Silence (CR 602.5, 605.1a)', () => {
  it("no abilities of creatures its controller's opponents control can be activated, mana abilities included", () => {
    const g = game({
      A: { battlefield: ['Linvala, Keeper of Silence', 'Prodigal Sorcerer'] },
      B: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Llanowar Elves', 'Prodigal Sorcerer'] },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canActivate(g, 'Prodigal Sorcerer')).toBe(false);
    expect(canTapForMana(g, 'Llanowar Elves')).toBe(false);
    // Grizzly Bears costs {1}{G}: the Forest alone can't pay, the Elves' mana can't be had.
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
  });

  it("its controller's own creatures' abilities can be activated", () => {
    const g = game({
      A: { hand: ['Grizzly Bears'], battlefield: ['Linvala, Keeper of Silence', 'Forest', 'Llanowar Elves'] },
    });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(canTapForMana(g, 'Llanowar Elves')).toBe(true);
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
  });
});

describe('Stony Silence (CR 602.5, 605.1a)', () => {
  it('no abilities of artifacts can be activated, including mana abilities, for any player', () => {
    const g = game({
      A: { battlefield: ['Stony Silence', 'Mind Stone'] },
      B: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Mind Stone'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canTapForMana(g, 'Mind Stone')).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canTapForMana(g, 'Mind Stone')).toBe(false);
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
  });

  it('without it, the same mana pays', () => {
    const g = game({ B: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Mind Stone'] } });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
  });
});
