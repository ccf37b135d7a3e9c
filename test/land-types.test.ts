// "Each land is a Swamp in addition to its other land types." (Urborg, Tomb of Yawgmoth): a type-changing effect in
// layer 4 (CR 613.1d, 305.7) on every land on the battlefield; a land with a basic land type has that type's mana
// ability (305.6). The Gatherer rulings of Urborg (2014-07-18) are checked: each land has "{T}: Add {B}", nothing
// else about it changes, and Urborg isn't a Swamp while it's not on the battlefield.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  attack,
  cast,
  game,
  life,
  obj,
  passUntil,
  playLand,
  resolveTop,
  tapForMana,
  toBlocks,
} from './helpers/harness.js';

const subtypes = (g: ReturnType<typeof game>, name: string): readonly string[] =>
  characteristics(g.state, obj(g, name).id).subtypes;

describe('Urborg, Tomb of Yawgmoth (CR 305.7, 613.1d)', () => {
  it('every land, each player’s and Urborg itself, is a Swamp besides its other types; names and abilities stay', () => {
    const g = game({ A: { battlefield: ['Urborg, Tomb of Yawgmoth', 'Forest'] }, B: { battlefield: ['Tundra'] } });
    expect(subtypes(g, 'Forest')).toEqual(['Forest', 'Swamp']);
    expect(subtypes(g, 'Tundra')).toEqual(['Plains', 'Island', 'Swamp']);
    expect(subtypes(g, 'Urborg, Tomb of Yawgmoth')).toEqual(['Swamp']);
    expect(characteristics(g.state, obj(g, 'Forest').id).supertypes).toEqual(['Basic']);
  });

  it('ruling: each land has "{T}: Add {B}" — a Forest and Urborg itself tap for black mana', () => {
    const g = game({ A: { battlefield: ['Urborg, Tomb of Yawgmoth', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    tapForMana(g, 'Urborg, Tomb of Yawgmoth');
    expect(g.state.players[0]!.pool).toMatchObject({ B: 1 });
    // The Forest keeps "{T}: Add {G}" and has "{T}: Add {B}" besides.
    const forest = g.state.pending?.kind === 'priority' ? g.state.pending.actions : [];
    expect(forest.filter((a) => a.kind === 'activateMana' && a.source === obj(g, 'Forest').id)).toHaveLength(2);
  });

  it('black mana from a Mountain pays for a black spell: {B}{B} from Urborg and a Mountain', () => {
    const g = game({ A: { hand: ['Order of the Ebon Hand'], battlefield: ['Urborg, Tomb of Yawgmoth', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Order of the Ebon Hand');
    expect(obj(g, 'Mountain').tapped).toBe(true);
    resolveTop(g);
    expect(obj(g, 'Order of the Ebon Hand').zone).toBe('battlefield');
  });

  it('swampwalk: the defending player controls a Swamp when Urborg makes their lands Swamps', () => {
    const g = game({
      A: { battlefield: ['Bog Wraith'] },
      B: { battlefield: ['Forest', 'Razorgrass Screen'] },
    });
    expect(blocksBogWraith(g)).toBe(true);
    const h = game({
      A: { battlefield: ['Bog Wraith', 'Urborg, Tomb of Yawgmoth'] },
      B: { battlefield: ['Forest', 'Razorgrass Screen'] },
    });
    expect(blocksBogWraith(h)).toBe(false);
    passUntil(h, { step: 'end_combat' });
    expect(life(h, 'B')).toBe(17);
  });

  it('a check land sees the Swamp: Drowned Catacomb enters untapped beside a Forest and Urborg', () => {
    const g = game({ A: { hand: ['Drowned Catacomb'], battlefield: ['Forest', 'Urborg, Tomb of Yawgmoth'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Drowned Catacomb');
    expect(obj(g, 'Drowned Catacomb').tapped).toBe(false);
    const h = game({ A: { hand: ['Drowned Catacomb'], battlefield: ['Forest'] } });
    passUntil(h, { step: 'precombat_main' });
    playLand(h, 'Drowned Catacomb');
    expect(obj(h, 'Drowned Catacomb').tapped).toBe(true);
  });

  it("ruling: Urborg isn't a Swamp while it's not on the battlefield, and a land becomes a Swamp as Urborg enters", () => {
    const g = game({ A: { hand: ['Urborg, Tomb of Yawgmoth'], battlefield: ['Forest'] } });
    const inHand = g.state.players[0]!.hand[0]!;
    expect(characteristics(g.state, inHand).subtypes).toEqual([]);
    expect(subtypes(g, 'Forest')).toEqual(['Forest']);
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Urborg, Tomb of Yawgmoth');
    expect(subtypes(g, 'Forest')).toEqual(['Forest', 'Swamp']);
  });
});

/** Whether Razorgrass Screen (it blocks each combat if able) may block the attacking Bog Wraith. */
function blocksBogWraith(g: ReturnType<typeof game>): boolean {
  attack(g, ['Bog Wraith']);
  return (toBlocks(g)['Razorgrass Screen'] ?? []).includes('Bog Wraith');
}
