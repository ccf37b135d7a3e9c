// "Target creature gets +3/-3 and loses all creature types until end of turn." (Nameless Inversion): a type-changing
// effect in layer 4 (CR 613.1d) with a pump in layer 7c; changeling's every creature type (a characteristic-defining
// ability, applied first: 613.3) is lost too. Ruling (2007-10-01): a creature type it gains later in the turn, it has.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import { activate, cast, game, lands, obj, passUntil, pt, resolveTop } from './helpers/harness.js';

const types = (g: ReturnType<typeof game>, name: string) => characteristics(g.state, obj(g, name).id);

describe('loses all creature types (CR 613.1d)', () => {
  it('Serra Angel becomes a 7/1 creature with no creature type until end of turn', () => {
    const g = game({
      A: { hand: ['Nameless Inversion'], battlefield: lands('Swamp', 2) },
      B: { battlefield: ['Serra Angel'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Nameless Inversion', { targets: ['Serra Angel'] });
    resolveTop(g);
    expect(pt(g, 'Serra Angel')).toBe('7/1');
    expect(types(g, 'Serra Angel').subtypes).toEqual([]);
    expect(types(g, 'Serra Angel').types).toEqual(['Creature']);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(types(g, 'Serra Angel').subtypes).toEqual(['Angel']);
  });

  it('a changeling loses every creature type', () => {
    const g = game({
      A: { hand: ['Nameless Inversion'], battlefield: lands('Swamp', 2) },
      B: { battlefield: ['Game-Trail Changeling'] },
    });
    expect(types(g, 'Game-Trail Changeling').allCreatureTypes).toBe(true);
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Nameless Inversion', { targets: ['Game-Trail Changeling'] });
    resolveTop(g);
    expect(types(g, 'Game-Trail Changeling').allCreatureTypes).toBe(false);
    expect(types(g, 'Game-Trail Changeling').subtypes).toEqual([]);
  });

  it('ruling: a creature type gained later in the turn is had (Olivia Voldaren makes it a Vampire)', () => {
    const g = game({
      A: {
        hand: ['Nameless Inversion'],
        battlefield: ['Olivia Voldaren', ...lands('Swamp', 2), ...lands('Mountain', 2)],
      },
      B: { battlefield: ['Siege Mastodon'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Nameless Inversion', { targets: ['Siege Mastodon'] });
    resolveTop(g);
    activate(g, 'Olivia Voldaren', 0, ['Siege Mastodon']);
    resolveTop(g);
    expect(types(g, 'Siege Mastodon').subtypes).toEqual(['Vampire']);
  });
});
