// "Attach target Equipment [you control] to target creature [you control]" (CR 701.3a, 115.1): two targets, the
// Equipment's first; an Equipment controlled by one player may be attached to a creature another controls (301.5c).
import { describe, expect, it } from 'vitest';
import { cast, game, obj, passUntil, resolveTop } from './helpers/harness.js';

describe('Magnetic Theft: "Attach target Equipment to target creature."', () => {
  it("moves an opponent's Equipment onto its caster's creature", () => {
    const g = game({
      A: { hand: ['Magnetic Theft'], battlefield: ['Mountain', 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Bonesplitter'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Magnetic Theft', { targets: ['Bonesplitter', 'Grizzly Bears'] });
    resolveTop(g);
    const at = obj(g, 'Bonesplitter').attachedTo;
    expect(at).toEqual({ object: obj(g, 'Grizzly Bears').id });
    // Its controller stays B (CR 301.5c, 701.3a: only what it is attached to changes).
    expect(obj(g, 'Bonesplitter').controller).toBe(1);
  });
});
