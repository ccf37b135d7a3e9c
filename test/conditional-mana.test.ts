// A mana ability with a condition on activating it (CR 602.5b, 605.1a): Temple of the False God, "{T}: Add {C}{C}.
// Activate only if you control five or more lands." It is offered, and used by automatic payment, only while its
// controller controls five or more lands (tapped lands and the Temple itself count; another player's lands don't).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyKeptValues } from '../src/engine/verify.js';
import {
  attempt,
  chooseCards,
  canCast,
  canTapForMana,
  cast,
  game,
  lands,
  obj,
  objs,
  passUntil,
  playLand,
  resolveStack,
  resolveTop,
  tapForMana,
} from './helpers/harness.js';

describe('Temple of the False God: "Activate only if you control five or more lands."', () => {
  it('with four lands it adds nothing, neither by hand nor to pay a spell', () => {
    const g = game({
      A: { hand: ['Spined Wurm', 'Forest'], battlefield: ['Temple of the False God', ...lands('Forest', 3)] },
      B: { battlefield: lands('Plains', 5) },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canTapForMana(g, 'Temple of the False God')).toBe(false);
    // Spined Wurm costs {4}{G}: three Forests are not enough without the Temple.
    expect(canCast(g, 'Spined Wurm')).toBe(false);
    // Asked for directly, the activation is refused and nothing changes.
    const temple = obj(g, 'Temple of the False God').id;
    const r = attempt(g, 'A', { kind: 'activateMana', source: temple, ability: 0 });
    expect(r.ok).toBe(false);
    expect(obj(g, 'Temple of the False God').tapped).toBe(false);

    // The fifth land makes it a source of {C}{C}: four Forests and the Temple pay for the Wurm.
    playLand(g, 'Forest');
    expect(canTapForMana(g, 'Temple of the False God')).toBe(true);
    expect(canCast(g, 'Spined Wurm')).toBe(true);
    cast(g, 'Spined Wurm');
    resolveStack(g);
    expect(obj(g, 'Spined Wurm').zone).toBe('battlefield');
    expect(obj(g, 'Temple of the False God').tapped).toBe(true);
  });

  it('adds {C}{C} with five lands, tapped ones counted', () => {
    const g = game({
      A: { battlefield: ['Temple of the False God', ...lands('Forest', 4)] },
    });
    passUntil(g, { step: 'precombat_main' });
    tapForMana(g, 'Forest');
    tapForMana(g, 'Temple of the False God');
    expect(g.state.players[0]!.pool).toMatchObject({ C: 2, G: 1 });
  });

  describe('with the kept mana sources checked against fresh ones at every use', () => {
    beforeAll(() => verifyKeptValues(true));
    afterAll(() => verifyKeptValues(false));

    it('still adds mana when a bounce land leaves five lands', () => {
      const g = game({
        A: { hand: ['Simic Growth Chamber'], battlefield: ['Temple of the False God', ...lands('Forest', 4)] },
      });
      passUntil(g, { step: 'precombat_main' });
      expect(canTapForMana(g, 'Temple of the False God')).toBe(true);
      playLand(g, 'Simic Growth Chamber');
      resolveTop(g);
      // Six lands with the Chamber; returning a Forest leaves five, and the Temple still adds mana.
      chooseCards(g, ['Forest']);
      expect(canTapForMana(g, 'Temple of the False God')).toBe(true);
      expect(objs(g, 'Forest')).toHaveLength(3);
    });

    it('a land leaving makes it unusable at once', () => {
      const g = game({
        A: { hand: ['Azorius Chancery'], battlefield: ['Temple of the False God', ...lands('Forest', 3)] },
      });
      passUntil(g, { step: 'precombat_main' });
      playLand(g, 'Azorius Chancery');
      // Five lands while the trigger waits on the stack: the Temple may be tapped for mana.
      expect(canTapForMana(g, 'Temple of the False God')).toBe(true);
      resolveTop(g);
      chooseCards(g, ['Forest']);
      expect(canTapForMana(g, 'Temple of the False God')).toBe(false);
    });
  });
});

describe('Floodfarm Verge: "{T}: Add {U}. Activate only if you control a Plains or an Island."', () => {
  it('adds {W} always, and {U} only while its controller controls a Plains or an Island', () => {
    const g = game({
      A: { hand: ['Island'], battlefield: ['Floodfarm Verge', 'Forest'] },
      B: { battlefield: ['Island', 'Plains'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const verge = obj(g, 'Floodfarm Verge').id;
    // Another player's Island doesn't count; the refused activation changes nothing.
    const r = attempt(g, 'A', { kind: 'activateMana', source: verge, ability: 1 });
    expect(r.ok).toBe(false);
    expect(obj(g, 'Floodfarm Verge').tapped).toBe(false);

    playLand(g, 'Island');
    const ok = attempt(g, 'A', { kind: 'activateMana', source: verge, ability: 1 });
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.state.players[0]!.pool).toMatchObject({ U: 1, W: 0 });
  });
});
