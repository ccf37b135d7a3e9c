// CR 305.2a: "You may play an additional land this turn" (Explore, Urban Evolution) lets its controller play one
// more land this turn, at the usual time (305.1): nothing is played as the spell resolves. Cases from the rulings.
import { describe, expect, it } from 'vitest';
import {
  canPlayLand,
  cast,
  game,
  lands,
  logTexts,
  objs,
  passUntil,
  playLand,
  resolveStack,
} from './helpers/harness.js';

describe('an additional land this turn (CR 305.2a)', () => {
  it('Explore: a land played, Explore cast, then a second land; a third is not allowed', () => {
    const g = game({
      A: {
        hand: ['Explore', 'Forest', 'Forest', 'Forest'],
        battlefield: lands('Forest', 1),
        library: lands('Plains', 5),
      },
    });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Forest');
    expect(canPlayLand(g, 'Forest')).toBe(false);
    const mark = g.log.length;
    cast(g, 'Explore');
    resolveStack(g);
    expect(logTexts(g, mark).some((t) => t.includes('may play an additional land this turn'))).toBe(true);
    expect(canPlayLand(g, 'Forest')).toBe(true);
    playLand(g, 'Forest');
    expect(canPlayLand(g, 'Forest')).toBe(false);
    expect(objs(g, 'Forest').filter((o) => o.zone === 'battlefield')).toHaveLength(3);
  });

  it('Explore and Urban Evolution in one turn are cumulative: three lands', () => {
    const g = game({
      A: {
        hand: ['Explore', 'Urban Evolution', 'Forest', 'Forest', 'Island'],
        battlefield: [...lands('Forest', 4), ...lands('Island', 3)],
        library: lands('Plains', 5),
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Explore');
    resolveStack(g);
    cast(g, 'Urban Evolution');
    resolveStack(g);
    playLand(g, 'Forest');
    playLand(g, 'Forest');
    playLand(g, 'Island');
    expect(canPlayLand(g, 'Plains')).toBe(false);
  });

  it('the permission lasts this turn only', () => {
    const g = game({
      A: {
        hand: ['Explore', 'Forest', 'Forest', 'Forest'],
        battlefield: lands('Forest', 2),
        library: lands('Plains', 5),
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Explore');
    resolveStack(g);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    playLand(g, 'Forest');
    expect(canPlayLand(g, 'Forest')).toBe(false);
  });
});
