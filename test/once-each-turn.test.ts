// CR 602.5b: "Activate only once each turn." — a restriction on when an activated ability may be activated, kept by
// the object (a new object after a zone change, CR 400.7, may activate it again). Played with compiled cards:
// Darkthicket Wolf ("{2}{G}: This creature gets +2/+2 until end of turn. Activate only once each turn.").
import { describe, expect, it } from 'vitest';
import { activate, canActivate, game, lands, passPriority, passUntil, pt, resolveStack } from './helpers/harness.js';

describe('"Activate only once each turn" (CR 602.5b)', () => {
  it('Darkthicket Wolf pumps once; with mana left, the ability is no longer offered this turn', () => {
    const g = game({ A: { battlefield: ['Darkthicket Wolf', ...lands('Forest', 6)] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Darkthicket Wolf')).toBe(true);
    activate(g, 'Darkthicket Wolf', 0);
    // Not while the first activation is on the stack, either: it has been activated this turn.
    expect(canActivate(g, 'Darkthicket Wolf')).toBe(false);
    resolveStack(g);
    expect(pt(g, 'Darkthicket Wolf')).toBe('4/4');
    expect(canActivate(g, 'Darkthicket Wolf')).toBe(false);
  });

  it('may be activated again the next turn (the opponent’s: it is an instant-speed ability)', () => {
    const g = game({ A: { battlefield: ['Darkthicket Wolf', ...lands('Forest', 6)] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Darkthicket Wolf', 0);
    resolveStack(g);
    expect(canActivate(g, 'Darkthicket Wolf')).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'priority', player: 0 });
    expect(pt(g, 'Darkthicket Wolf')).toBe('2/2');
    expect(canActivate(g, 'Darkthicket Wolf')).toBe(true);
    activate(g, 'Darkthicket Wolf', 0);
    resolveStack(g);
    expect(pt(g, 'Darkthicket Wolf')).toBe('4/4');
  });
});
