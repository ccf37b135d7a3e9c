// CR 702.41: "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control" — a cost
// reduction of the spell's total cost (601.2f), of its generic component only (118.7a). Played with compiled cards.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import { canCast, cast, game, handSize, lands, obj, objs, passUntil, resolveStack } from './helpers/harness.js';

describe('affinity for artifacts (CR 702.41a)', () => {
  it('Thoughtcast costs {1} less for each artifact its caster controls: four Ornithopters and an Island cast it', () => {
    const g = game({ A: { hand: ['Thoughtcast'], battlefield: ['Island', ...lands('Ornithopter', 4)] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Thoughtcast')).toBe(true);
    cast(g, 'Thoughtcast');
    // The mana value is still 5 (202.3): only the cost paid is less.
    expect(characteristics(g.state, obj(g, 'Thoughtcast', { zone: 'stack' }).id).manaValue).toBe(5);
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(2);
    expect(objs(g, 'Ornithopter').every((o) => !o.tapped)).toBe(true);
  });

  it("an opponent's artifacts don't count", () => {
    const g = game({
      A: { hand: ['Thoughtcast'], battlefield: ['Island', ...lands('Ornithopter', 2)] },
      B: { battlefield: lands('Ornithopter', 2) },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Thoughtcast')).toBe(false);
  });

  it('reduces generic mana only: with five artifacts, Thoughtcast still needs {U}, and Frogmite costs {0}', () => {
    const g = game({ A: { hand: ['Thoughtcast', 'Frogmite'], battlefield: lands('Ornithopter', 5) } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Thoughtcast')).toBe(false);
    expect(canCast(g, 'Frogmite')).toBe(true);
    cast(g, 'Frogmite');
    resolveStack(g);
    expect(obj(g, 'Frogmite').zone).toBe('battlefield');
  });
});
