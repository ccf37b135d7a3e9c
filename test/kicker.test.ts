// CR 702.33: kicker — "You may pay an additional [cost] as you cast this spell." Casting with kicker is its own
// priority action (601.2b: the intention to pay it is declared as the spell is cast); the spell is then "kicked"
// (702.33d), and so is the permanent it becomes (its "if it was kicked" abilities are linked to its kicker, 702.33e).
// Played with compiled cards: Into the Roil, Kavu Aggressor, Goblin Bushwhacker.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  attack,
  cast,
  game,
  hand,
  handSize,
  lands,
  logTexts,
  obj,
  offered,
  passUntil,
  pt,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const kickerOffered = (g: Game, name: string): boolean =>
  g.state.pending?.kind === 'priority' &&
  g.state.pending.actions.some((a) => a.kind === 'cast' && a.via === 'kicker' && g.state.objects[a.card]?.def === name);

describe('casting with kicker (CR 702.33a)', () => {
  it('is offered beside the plain cast, for the mana cost plus the kicker cost, and only when both can be paid', () => {
    const poor = game({
      A: { hand: ['Into the Roil'], battlefield: lands('Island', 3) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(poor, { step: 'precombat_main' });
    expect(offered(poor)).toContain('cast Into the Roil');
    expect(kickerOffered(poor, 'Into the Roil')).toBe(false);
    const rich = game({
      A: { hand: ['Into the Roil'], battlefield: lands('Island', 4) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(rich, { step: 'precombat_main' });
    expect(kickerOffered(rich, 'Into the Roil')).toBe(true);
  });

  it('Into the Roil kicked: the spell is kicked, its mana value stays 2 (CR 202.3), and it draws a card', () => {
    const g = game({
      A: { hand: ['Into the Roil'], battlefield: lands('Island', 4), library: lands('Island', 5) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Into the Roil', { via: 'kicker', targets: ['Grizzly Bears'] });
    const spell = obj(g, 'Into the Roil', { zone: 'stack' });
    expect(spell.castVia).toBe('kicker');
    expect(characteristics(g.state, spell.id).manaValue).toBe(2);
    expect(g.state.battlefield.filter((id) => g.state.objects[id]!.tapped).length).toBe(4);
    resolveStack(g);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
    expect(handSize(g, 'A')).toBe(1);
    expect(
      logTexts(g, mark).some((t) => t.includes('casts Into the Roil using Kicker') && t.includes('CR 702.33a')),
    ).toBe(true);
  });

  it('Into the Roil not kicked: the permanent returns, and no card is drawn', () => {
    const g = game({
      A: { hand: ['Into the Roil'], battlefield: lands('Island', 4), library: lands('Island', 5) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Into the Roil', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
    expect(handSize(g, 'A')).toBe(0);
  });
});

describe('a kicked permanent (CR 702.33e)', () => {
  it('Kavu Aggressor kicked enters with a +1/+1 counter; not kicked, with none', () => {
    const kicked = game({ A: { hand: ['Kavu Aggressor'], battlefield: lands('Mountain', 7) } });
    passUntil(kicked, { step: 'precombat_main' });
    cast(kicked, 'Kavu Aggressor', { via: 'kicker' });
    resolveStack(kicked);
    expect(obj(kicked, 'Kavu Aggressor').counters['+1/+1']).toBe(1);
    expect(pt(kicked, 'Kavu Aggressor')).toBe('4/3');
    const plain = game({ A: { hand: ['Kavu Aggressor'], battlefield: lands('Mountain', 7) } });
    passUntil(plain, { step: 'precombat_main' });
    cast(plain, 'Kavu Aggressor');
    resolveStack(plain);
    expect(obj(plain, 'Kavu Aggressor').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(plain, 'Kavu Aggressor')).toBe('3/2');
  });

  it('Goblin Bushwhacker kicked: its enters trigger gives creatures +1/+0 and haste, and they attack at once', () => {
    const g = game({ A: { hand: ['Goblin Bushwhacker', 'Goblin Raider'], battlefield: lands('Mountain', 4) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Goblin Raider');
    resolveStack(g);
    cast(g, 'Goblin Bushwhacker', { via: 'kicker' });
    resolveStack(g);
    expect(pt(g, 'Goblin Bushwhacker')).toBe('2/1');
    expect(pt(g, 'Goblin Raider')).toBe('3/2');
    attack(g, ['Goblin Bushwhacker', 'Goblin Raider']);
    expect(g.state.objects[obj(g, 'Goblin Raider').id]!.attacking).not.toBe(null);
  });

  it('Goblin Bushwhacker not kicked: the intervening "if" keeps its ability from triggering at all (CR 603.4)', () => {
    const g = game({ A: { hand: ['Goblin Bushwhacker'], battlefield: lands('Mountain', 2) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Goblin Bushwhacker');
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    resolveStack(g);
    expect(g.state.stack).toEqual([]);
    expect(pt(g, 'Goblin Bushwhacker')).toBe('1/1');
    expect(logTexts(g, mark).some((t) => t.includes('trigger'))).toBe(false);
  });
});
