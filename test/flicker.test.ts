// Exiling a permanent and returning it at once ("flicker"): Restoration Angel's "When this creature enters, you may
// exile target non-Angel creature you control, then return that card to the battlefield under your control." The card
// returns as a new object (CR 400.7) with no memory of the old one; a token exiled so ceases to exist and doesn't
// return (111.8). The cases follow Restoration Angel's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  answer,
  battlefield,
  cast,
  chooseTarget,
  game,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const RESTO_MANA = ['Plains', 'Plains', 'Plains', 'Plains'];

/** A casts Restoration Angel (in B's turn, with flash); its enters trigger targets `target`; A answers "you may". */
function resto(g: Game, target: string | null, yes = true): void {
  passUntil(g, { turn: 2, step: 'upkeep' });
  passPriority(g); // B, the active player, passes; A gets priority
  cast(g, 'Restoration Angel');
  passPriority(g);
  passPriority(g);
  if (target !== null) chooseTarget(g, target);
  passPriority(g);
  passPriority(g);
  if (g.state.pending?.kind === 'yesNo') answer(g, { kind: yes ? 'yes' : 'no' });
  // Thragtusk's leaves and enters abilities trigger together: A puts them on the stack in either order (CR 603.3b).
  const c = g.state.pending;
  if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, i) => i) });
  resolveStack(g);
}

describe('Restoration Angel: exile target non-Angel creature you control, then return it (CR 400.7)', () => {
  it('the creature returns as a new object, and its leaves and enters abilities trigger', () => {
    const g = game({ A: { battlefield: ['Thragtusk', ...RESTO_MANA, 'Forest'], hand: ['Restoration Angel'] } });
    const before = obj(g, 'Thragtusk').id;
    resto(g, 'Thragtusk');
    const after = obj(g, 'Thragtusk');
    expect(after.id).not.toBe(before);
    // Thragtusk left (a Beast) and entered again (5 life).
    expect(battlefield(g, 'A').filter((n) => n === 'Beast')).toHaveLength(1);
    expect(life(g, 'A')).toBe(25);
    expect(after.controller).toBe(0);
  });

  it('"you may": declined, nothing is exiled', () => {
    const g = game({ A: { battlefield: ['Thragtusk', ...RESTO_MANA], hand: ['Restoration Angel'] } });
    const before = obj(g, 'Thragtusk').id;
    resto(g, 'Thragtusk', false);
    expect(obj(g, 'Thragtusk').id).toBe(before);
    expect(life(g, 'A')).toBe(20);
  });

  it("ruling: a token exiled this way ceases to exist and won't return to the battlefield", () => {
    // A returns Thragtusk to hand with Unsummon in its own turn: a Beast token.
    const h = game({
      A: { battlefield: ['Thragtusk', 'Island', ...RESTO_MANA], hand: ['Restoration Angel', 'Unsummon'] },
    });
    passUntil(h, { turn: 1, step: 'precombat_main' });
    cast(h, 'Unsummon', { targets: ['Thragtusk'] });
    resolveStack(h);
    expect(battlefield(h, 'A')).toContain('Beast');
    resto(h, 'Beast');
    expect(battlefield(h, 'A')).not.toContain('Beast');
    expect(battlefield(h, 'A')).toContain('Restoration Angel');
  });

  it('non-Angel: another Angel is no legal target (the trigger has none and is removed, CR 603.3d)', () => {
    const g = game({ A: { battlefield: ['Serra Angel', ...RESTO_MANA], hand: ['Restoration Angel'] } });
    const before = obj(g, 'Serra Angel').id;
    resto(g, null);
    expect(obj(g, 'Serra Angel').id).toBe(before);
    expect(g.state.stack).toEqual([]);
  });
});
