// "Target creature can't be blocked this turn" (Rogue's Passage: "{4}, {T}: Target creature can't be blocked this
// turn."): a restriction on declaring blockers (CR 509.1b) from a resolved ability, for the rest of the turn (CR 611.2,
// 514.2). The Gatherer ruling (2012-10-01) is checked: activated after the creature became blocked, it doesn't unblock
// it.
import { describe, expect, it } from 'vitest';
import {
  activate,
  attack,
  block,
  game,
  graveyard,
  lands,
  life,
  obj,
  passUntil,
  resolveStack,
  toBlocks,
} from './helpers/harness.js';

describe("Rogue's Passage", () => {
  it("the creature it targets can't be blocked this turn; others still can", () => {
    const g = game({
      A: { battlefield: ["Rogue's Passage", ...lands('Mountain', 4), 'Grizzly Bears', 'Raging Goblin'] },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, "Rogue's Passage", 0, ['Grizzly Bears']);
    resolveStack(g);
    expect(obj(g, "Rogue's Passage").tapped).toBe(true);
    attack(g, ['Grizzly Bears', 'Raging Goblin']);
    expect(toBlocks(g)).toEqual({ 'Hill Giant': ['Raging Goblin'] });
  });

  it('the effect ends with the turn', () => {
    const g = game({
      A: { battlefield: ["Rogue's Passage", ...lands('Mountain', 4), 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, "Rogue's Passage", 0, ['Grizzly Bears']);
    resolveStack(g);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    expect(toBlocks(g)).toEqual({ 'Hill Giant': ['Grizzly Bears'] });
  });

  it('ruling: activated after the creature has become blocked, it does not unblock it', () => {
    const g = game({
      A: { battlefield: ["Rogue's Passage", ...lands('Mountain', 4), 'Grizzly Bears'] },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    toBlocks(g);
    block(g, [['Hill Giant', 'Grizzly Bears']]);
    expect(g.state.turn.step).toBe('declare_blockers');
    activate(g, "Rogue's Passage", 0, ['Grizzly Bears']);
    resolveStack(g);
    passUntil(g, { step: 'end_combat' });
    // Still blocked: the Hill Giant took the Bears' damage and killed them; B lost no life.
    expect(life(g, 'B')).toBe(20);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
  });
});
