// CR 702.16a: protection from a creature type ("Protection from Demons and from Dragons": Baneslayer Angel) — it
// can't be blocked by, dealt damage by, or targeted by anything that has the subtype (702.16b-f), including an object
// with every creature type (205.3m); a creature of another type is not stopped. "Protection from each color" is one
// protection ability for each color (Etched Champion, with metalcraft).
import { describe, expect, it } from 'vitest';
import { attack, block, game, life, obj, passUntil, toBlocks } from './helpers/harness.js';
import { characteristics } from '../src/engine/index.js';

describe('protection from a creature type (CR 702.16a)', () => {
  it('Baneslayer Angel has both protections, and a Dragon cannot block it', () => {
    const g = game({
      A: { battlefield: ['Baneslayer Angel'] },
      B: { battlefield: ['Shivan Dragon', 'Serra Angel'] },
    });
    expect(characteristics(g.state, obj(g, 'Baneslayer Angel').id).keywords).toEqual(
      expect.arrayContaining(['protection from Demons', 'protection from Dragons']),
    );
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Baneslayer Angel']);
    const options = toBlocks(g);
    expect(options['Shivan Dragon'] ?? []).not.toContain('Baneslayer Angel');
    expect(options['Serra Angel'] ?? []).toContain('Baneslayer Angel');
  });

  it('damage a Dragon would deal it is prevented (702.16e): a blocked Dragon deals it none', () => {
    const g = game({
      A: { battlefield: ['Shivan Dragon'] },
      B: { battlefield: ['Baneslayer Angel'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Shivan Dragon']);
    block(g, [['Baneslayer Angel', 'Shivan Dragon']]);
    passUntil(g, { step: 'end_combat' });
    expect(obj(g, 'Baneslayer Angel').damage).toBe(0);
    expect(obj(g, 'Shivan Dragon', { zone: 'graveyard' }).zone).toBe('graveyard');
    expect(life(g, 'B')).toBe(25); // Baneslayer's lifelink
  });
});

describe('protection from each color (CR 702.16a)', () => {
  it('Etched Champion has protection from each of the five colors while its controller has three artifacts', () => {
    const g = game({ A: { battlefield: ['Etched Champion', 'Ornithopter', 'Ornithopter'] } });
    expect(characteristics(g.state, obj(g, 'Etched Champion').id).keywords).toEqual(
      expect.arrayContaining([
        'protection from white',
        'protection from blue',
        'protection from black',
        'protection from red',
        'protection from green',
      ]),
    );
    const h = game({ A: { battlefield: ['Etched Champion', 'Ornithopter'] } });
    expect(characteristics(h.state, obj(h, 'Etched Champion').id).keywords).not.toContain('protection from red');
  });
});
