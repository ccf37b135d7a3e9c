// A variable number of targets of one word "target" (CR 601.2c, 115.3): "up to three target creatures" (none to
// three, each a different object), "two target lands" (exactly two: with fewer legal targets the spell can't be
// cast), and "up to three target land cards from your graveyard". Those still legal as it resolves are affected
// (608.2b).
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/rules/cr613-layers.js';
import { canCast, cast, game, objs, passPriority, passUntil, pt, resolveTop, stack } from './helpers/harness.js';

const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

describe('"Destroy six target creatures" (Hex): exactly that many, each different', () => {
  it("can't be cast with five creatures to target", () => {
    const g = game({
      A: { hand: ['Hex'], battlefield: lands('Swamp', 6) },
      B: { battlefield: lands('Grizzly Bears', 5) },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Hex')).toBe(false);
  });

  it('with six creatures, destroys all six', () => {
    const g = game({
      A: { hand: ['Hex'], battlefield: [...lands('Swamp', 6), 'Hill Giant'] },
      B: { battlefield: lands('Grizzly Bears', 5) },
    });
    passUntil(g, { step: 'precombat_main' });
    const bears = objs(g, 'Grizzly Bears').map((o) => ({ object: o.id }));
    cast(g, 'Hex', { targets: [...bears, 'Hill Giant'] });
    resolveTop(g);
    expect(objs(g, 'Grizzly Bears')).toHaveLength(0);
    expect(objs(g, 'Grizzly Bears', { zone: 'graveyard' })).toHaveLength(5);
    expect(objs(g, 'Hill Giant', { zone: 'graveyard' })).toHaveLength(1);
  });
});

describe('"Return up to three target land cards from your graveyard to your hand" (Life from the Loam)', () => {
  it('returns as many as were chosen, none to three', () => {
    const g = game({
      A: {
        hand: ['Life from the Loam'],
        battlefield: ['Forest', 'Forest'],
        graveyard: ['Mountain', 'Island', 'Swamp', 'Plains'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    // Two chosen, then no more (CR 601.2c).
    cast(g, 'Life from the Loam', {
      targets: [{ name: 'Mountain', zone: 'graveyard' }, { name: 'Island', zone: 'graveyard' }, null],
    });
    resolveTop(g);
    expect(objs(g, 'Mountain', { zone: 'hand' })).toHaveLength(1);
    expect(objs(g, 'Island', { zone: 'hand' })).toHaveLength(1);
    expect(objs(g, 'Swamp', { zone: 'graveyard' })).toHaveLength(1);
    expect(objs(g, 'Plains', { zone: 'graveyard' })).toHaveLength(1);
  });

  it('a target that left the graveyard before it resolves is not returned; the others are (CR 608.2b)', () => {
    const g = game({
      A: { hand: ['Life from the Loam'], battlefield: ['Forest', 'Forest'], graveyard: ['Mountain', 'Island'] },
      B: { hand: ['Cremate'], battlefield: ['Swamp', 'Swamp'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Life from the Loam', {
      targets: [
        { name: 'Mountain', zone: 'graveyard' },
        { name: 'Island', zone: 'graveyard' },
      ],
    });
    expect(stack(g)).toHaveLength(1);
    // B exiles the Island in response (Cremate), and draws a card.
    passPriority(g);
    cast(g, 'Cremate', { targets: [{ name: 'Island', zone: 'graveyard' }] });
    resolveTop(g);
    expect(objs(g, 'Island', { zone: 'exile' })).toHaveLength(1);
    resolveTop(g);
    expect(objs(g, 'Mountain', { zone: 'hand' })).toHaveLength(1);
    expect(objs(g, 'Island', { zone: 'hand' })).toHaveLength(0);
  });
});

describe('"Tap up to two target creatures" (Feeling of Dread)', () => {
  it('taps the one creature chosen', () => {
    const g = game({
      A: { hand: ['Feeling of Dread'], battlefield: ['Plains', 'Plains'] },
      B: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Feeling of Dread', { targets: ['Hill Giant', null] });
    resolveTop(g);
    expect(objs(g, 'Hill Giant')[0]!.tapped).toBe(true);
    expect(objs(g, 'Grizzly Bears')[0]!.tapped).toBe(false);
  });
});

describe('"Up to two target creatures can\'t block this turn" (Nightbird\'s Clutches)', () => {
  it("the chosen creatures can't block; the others can", () => {
    const g = game({
      A: { hand: ["Nightbird's Clutches"], battlefield: ['Mountain', 'Mountain', 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant', 'Elvish Mystic', 'Craw Wurm'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, "Nightbird's Clutches", { targets: ['Hill Giant', 'Craw Wurm'] });
    resolveTop(g);
    const rule = g.state.rules.find((r) => r.kind === 'cantBlock');
    const ids = rule && 'objects' in rule ? (rule.objects ?? []) : [];
    expect([...ids].sort()).toEqual([objs(g, 'Hill Giant')[0]!.id, objs(g, 'Craw Wurm')[0]!.id].sort());
  });
});

describe('"Up to two target creatures each get +1/+0 and gain first strike until end of turn" (Coordinated Assault)', () => {
  it('each chosen creature gets the bonus and the keyword, until end of turn', () => {
    const g = game({
      A: { hand: ['Coordinated Assault'], battlefield: ['Mountain', 'Grizzly Bears', 'Hill Giant', 'Elvish Mystic'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Coordinated Assault', { targets: ['Grizzly Bears', 'Hill Giant'] });
    resolveTop(g);
    expect(pt(g, 'Grizzly Bears')).toBe('3/2');
    expect(pt(g, 'Hill Giant')).toBe('4/3');
    expect(pt(g, 'Elvish Mystic')).toBe('1/1');
    const first = (n: string) => characteristics(g.state, objs(g, n)[0]!.id).keywords.includes('first strike');
    expect(first('Grizzly Bears') && first('Hill Giant')).toBe(true);
    expect(first('Elvish Mystic')).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });
});
