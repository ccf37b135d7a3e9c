// "Target 1/1 creature" (Pendelhaven, CR 208.1): a creature whose power and toughness are exactly those now, as the
// layers make them (613.4) — a 2/2 is no legal target, nor is a 1/1 pumped to 2/2.
import { describe, expect, it } from 'vitest';
import { activate, canActivate, game, passUntil, pt, resolveTop } from './helpers/harness.js';

describe('"{T}: Target 1/1 creature gets +1/+2 until end of turn" (Pendelhaven)', () => {
  it('targets only a 1/1 creature and pumps it', () => {
    const g = game({ A: { battlefield: ['Pendelhaven', 'Llanowar Elves', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    const c = () => g.state.pending;
    activate(g, 'Pendelhaven', 0, ['Llanowar Elves']);
    resolveTop(g);
    expect(pt(g, 'Llanowar Elves')).toBe('2/3');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(c()?.kind).toBe('priority');
  });

  it("can't be activated with no 1/1 creature", () => {
    const g = game({ A: { battlefield: ['Pendelhaven', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Pendelhaven', 0)).toBe(false);
  });
});
