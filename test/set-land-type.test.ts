// "Enchanted land is an Island." (Spreading Seas): an effect that sets a land's subtype to a basic land type (layer 4,
// CR 613.1d, 305.7). The land loses its other land types and every ability of its rules text, and has the new type's
// mana ability (305.6); its name and supertypes stay (the card's Gatherer ruling, 2009-10-01). A land-type ability of
// the enchanted land itself depends on the effect (613.8a) and no longer applies.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import { cast, game, obj, passUntil, resolveTop, canActivate } from './helpers/harness.js';

const subtypes = (g: ReturnType<typeof game>, name: string): readonly string[] =>
  characteristics(g.state, obj(g, name).id).subtypes;

describe('Spreading Seas (CR 305.7)', () => {
  it('ruling: the land loses its land types and printed abilities, is an Island with "{T}: Add {U}"; name and supertypes stay', () => {
    const g = game({
      A: { hand: ['Spreading Seas'], battlefield: ['Island', 'Island'], library: ['Plains', 'Plains'] },
      B: { battlefield: ['Mutavault', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const hand = g.state.players[0]!.hand.length;
    cast(g, 'Spreading Seas', { targets: ['Mutavault'] });
    resolveTop(g);
    expect(obj(g, 'Spreading Seas').attachedTo).toEqual({ object: obj(g, 'Mutavault').id });
    resolveTop(g);
    expect(g.state.players[0]!.hand.length).toBe(hand); // cast one, drew one
    const c = characteristics(g.state, obj(g, 'Mutavault').id);
    expect(c.subtypes).toEqual(['Island']);
    expect(c.name).toBe('Mutavault');
    expect(c.abilities).toHaveLength(1);
    expect(c.abilities[0]).toMatchObject({ kind: 'mana', text: '{T}: Add {U}' });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    // Mutavault's "{1}: ... becomes a 2/2 creature" is gone.
    expect(canActivate(g, 'Mutavault')).toBe(false);
  });

  it('a basic land keeps its supertype and name; it is an Island only', () => {
    const g = game({ A: { hand: ['Spreading Seas'], battlefield: ['Island', 'Island', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Spreading Seas', { targets: ['Mountain'] });
    resolveTop(g);
    const c = characteristics(g.state, obj(g, 'Mountain').id);
    expect(c.subtypes).toEqual(['Island']);
    expect(c.supertypes).toEqual(['Basic']);
    expect(c.abilities).toEqual([expect.objectContaining({ text: '{T}: Add {U}' })]);
  });

  it("613.8a: Urborg enchanted loses its ability — no land is a Swamp; Urborg's effect on the enchanted land applies in timestamp order", () => {
    const g = game({
      A: { hand: ['Spreading Seas'], battlefield: ['Island', 'Island', 'Forest'] },
      B: { battlefield: ['Urborg, Tomb of Yawgmoth'] },
    });
    expect(subtypes(g, 'Forest')).toEqual(['Forest', 'Swamp']);
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Spreading Seas', { targets: ['Urborg, Tomb of Yawgmoth'] });
    resolveTop(g);
    expect(subtypes(g, 'Urborg, Tomb of Yawgmoth')).toEqual(['Island']);
    expect(subtypes(g, 'Forest')).toEqual(['Forest']);

    const h = game({
      A: { hand: ['Spreading Seas'], battlefield: ['Island', 'Island', 'Forest'] },
      B: { battlefield: ['Urborg, Tomb of Yawgmoth'] },
    });
    passUntil(h, { step: 'precombat_main' });
    cast(h, 'Spreading Seas', { targets: ['Forest'] });
    resolveTop(h);
    // Urborg's effect is older: the Seas' later effect sets the Forest's type (613.7), so it is no Swamp.
    expect(subtypes(h, 'Forest')).toEqual(['Island']);
    expect(characteristics(h.state, obj(h, 'Forest').id).abilities).toHaveLength(1);
  });
});
