// Effects on many permanents: "all <permanents> target player controls" (CR 115.1, 608.2b: one player target, and the
// permanents that player controls as the ability resolves), "all other permanents except for lands and tokens", and
// "All creatures get -1/-1 until end of turn for each Swamp you control" (608.2h: counted once).
import { describe, expect, it } from 'vitest';
import { activate, cast, game, objs, passUntil, pt, resolveTop } from './helpers/harness.js';

describe('"Destroy all lands target player controls" (Ajani Vengeant)', () => {
  it("destroys every land the targeted player controls, and none of another player's", () => {
    const g = game({
      A: { battlefield: [{ name: 'Ajani Vengeant', counters: { loyalty: 7 } }, 'Plains', 'Mountain'] },
      B: { battlefield: ['Forest', 'Forest', 'Island', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Ajani Vengeant', 2, ['B']);
    resolveTop(g);
    expect(objs(g, 'Forest')).toHaveLength(0);
    expect(objs(g, 'Island')).toHaveLength(0);
    expect(objs(g, 'Forest', { zone: 'graveyard' })).toHaveLength(2);
    // Not a land, and A's own lands: untouched.
    expect(objs(g, 'Grizzly Bears')).toHaveLength(1);
    expect(objs(g, 'Plains')).toHaveLength(1);
    expect(objs(g, 'Mountain')).toHaveLength(1);
  });
});

describe('"Destroy all other permanents except for lands and tokens" (Elspeth Tirel)', () => {
  it('destroys every other nonland, nontoken permanent, and neither lands, tokens nor itself', () => {
    const g = game({
      A: { battlefield: [{ name: 'Elspeth Tirel', counters: { loyalty: 5 } }, 'Plains', 'Treasure', 'Grizzly Bears'] },
      B: { battlefield: ['Forest', 'Hill Giant', 'Pacifism'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Elspeth Tirel', 2);
    resolveTop(g);
    for (const gone of ['Grizzly Bears', 'Hill Giant', 'Pacifism']) expect(objs(g, gone)).toHaveLength(0);
    for (const kept of ['Plains', 'Forest', 'Treasure']) expect(objs(g, kept)).toHaveLength(1);
    // Its loyalty cost left it with none: it is put into its owner's graveyard by the state-based action (704.5i),
    // not destroyed by its own ability.
    expect(objs(g, 'Elspeth Tirel', { zone: 'graveyard' })).toHaveLength(1);
  });
});

describe('"All creatures get -1/-1 until end of turn for each Swamp you control" (Mutilate)', () => {
  it('counts the Swamps once and gives every creature that many -1/-1', () => {
    const g = game({
      A: { hand: ['Mutilate'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Plains', 'Craw Wurm'] },
      B: { battlefield: ['Hill Giant', 'Swamp'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mutilate');
    resolveTop(g);
    // Three Swamps A controls (B's doesn't count): Hill Giant (3/3) dies, Craw Wurm (6/4) is 3/1.
    expect(objs(g, 'Hill Giant', { zone: 'graveyard' })).toHaveLength(1);
    expect(pt(g, 'Craw Wurm')).toBe('3/1');
  });
});
