// Activated abilities that return their card from a graveyard (CR 113.6m: they function only there): "{1}{B}: Return
// this card from your graveyard to the battlefield tapped." (Reassembling Skeleton).
import { describe, expect, it } from 'vitest';
import { activate, canActivate, game, obj, objs, passUntil, resolveTop } from './helpers/harness.js';

describe('Reassembling Skeleton', () => {
  it("returns from its owner's graveyard to the battlefield tapped", () => {
    const g = game({ A: { battlefield: ['Swamp', 'Swamp'], graveyard: ['Reassembling Skeleton'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Reassembling Skeleton', 0);
    resolveTop(g);
    expect(obj(g, 'Reassembling Skeleton').tapped).toBe(true);
    expect(objs(g, 'Reassembling Skeleton', { zone: 'graveyard' })).toHaveLength(0);
  });

  it("can't be activated on the battlefield", () => {
    const g = game({ A: { battlefield: ['Swamp', 'Swamp', 'Reassembling Skeleton'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Reassembling Skeleton', 0)).toBe(false);
  });
});
