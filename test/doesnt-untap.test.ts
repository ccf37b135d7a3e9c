// CR 502.3: in the untap step the active player untaps their permanents — except those an effect says don't untap
// ("This creature doesn't untap during your untap step": Nettle Sentinel, compiled from its Oracle text).
import { describe, expect, it } from 'vitest';
import { attack, game, obj, passUntil } from './helpers/harness.js';

describe('"doesn’t untap during your untap step" (CR 502.3)', () => {
  it('Nettle Sentinel stays tapped after attacking, while Grizzly Bears untaps', () => {
    const g = game({ A: { battlefield: ['Nettle Sentinel', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Nettle Sentinel', 'Grizzly Bears']);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(obj(g, 'Nettle Sentinel').tapped && obj(g, 'Grizzly Bears').tapped).toBe(true);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(obj(g, 'Grizzly Bears').tapped).toBe(false);
    expect(obj(g, 'Nettle Sentinel').tapped).toBe(true);
  });
});
