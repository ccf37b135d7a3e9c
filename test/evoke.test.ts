// Evoke (CR 702.74a): cast from hand for the evoke cost rather than the mana cost; "When this permanent enters, if its
// evoke cost was paid, its controller sacrifices it" — a triggered ability, so its enters abilities trigger too and
// players may respond while it is on the battlefield (Mulldrifter's and Reveillark's Gatherer rulings).
import { describe, expect, it } from 'vitest';
import { answer, cast, game, objs, passUntil, resolveStack, stack, type Game } from './helpers/harness.js';

/** Resolves the stack, ordering simultaneous triggers as the engine offers them. */
function settle(g: Game): void {
  for (let i = 0; i < 20 && (g.state.stack.length > 0 || g.state.pending?.kind === 'orderTriggers'); i++) {
    const c = g.state.pending;
    if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, k) => k) });
    else resolveStack(g);
  }
}

describe('evoke (Mulldrifter: Evoke {2}{U}; "When this creature enters, draw two cards.")', () => {
  it('cast for its evoke cost, it draws two cards and is sacrificed', () => {
    const g = game({ A: { hand: ['Mulldrifter'], battlefield: ['Island', 'Island', 'Island'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mulldrifter', { via: 'evoke' });
    expect(objs(g, 'Island').every((o) => o.tapped)).toBe(true);
    expect(g.log.some((e) => e.rule === 'CR 702.74a')).toBe(true);
    const hand = g.state.players[0]!.hand.length;
    settle(g);
    expect(g.state.players[0]!.hand.length).toBe(hand + 2);
    expect(objs(g, 'Mulldrifter')).toHaveLength(0);
    expect(objs(g, 'Mulldrifter', { zone: 'graveyard' })).toHaveLength(1);
  });

  it('cast for its mana cost, it stays', () => {
    const g = game({ A: { hand: ['Mulldrifter'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mulldrifter');
    settle(g);
    expect(objs(g, 'Mulldrifter')).toHaveLength(1);
    expect(stack(g)).toHaveLength(0);
  });

  it('ruling: one that enters without being cast is not sacrificed', () => {
    const g = game({ A: { battlefield: ['Mulldrifter'] } });
    passUntil(g, { step: 'precombat_main' });
    settle(g);
    expect(objs(g, 'Mulldrifter')).toHaveLength(1);
  });
});

describe('Reveillark evoked: its leaves-the-battlefield ability returns up to two creature cards with power 2 or less', () => {
  it('returns the chosen cards with power 2 or less when it is sacrificed', () => {
    const g = game({
      A: {
        hand: ['Reveillark'],
        battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
        graveyard: ['Grizzly Bears', 'Elvish Mystic', 'Hill Giant'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Reveillark', { via: 'evoke' });
    resolveStack(g);
    // The sacrifice trigger resolved: the leaves-the-battlefield ability asks for its targets (Hill Giant, 3/3, isn't
    // one it may target).
    const c = g.state.pending;
    expect(c?.kind).toBe('target');
    if (c?.kind !== 'target') return;
    const ids = c.legal.flatMap((r) => ('object' in r ? [r.object] : []));
    const names = ids.map((id) => g.state.objects[id]!.def).sort();
    expect(names).toEqual(['Elvish Mystic', 'Grizzly Bears']);
    answer(g, { kind: 'target', target: c.legal[0]! });
    const d = g.state.pending;
    if (d?.kind === 'target') answer(g, { kind: 'target', target: d.legal[0]! });
    settle(g);
    expect(objs(g, 'Grizzly Bears')).toHaveLength(1);
    expect(objs(g, 'Elvish Mystic')).toHaveLength(1);
    expect(objs(g, 'Hill Giant', { zone: 'graveyard' })).toHaveLength(1);
  });
});
