// CR 701.37: monstrosity — "Monstrosity N" puts N +1/+1 counters on a permanent that isn't monstrous and makes it
// monstrous, a designation it keeps until it leaves the battlefield; "When {this} becomes monstrous" triggers then.
// Played with the compiled Stormbreath Dragon ("{5}{R}{R}: Monstrosity 3." and "When this creature becomes
// monstrous, it deals damage to each opponent equal to the number of cards in that player's hand."); the cases are
// its Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  activate,
  cast,
  game,
  lands,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  stack,
} from './helpers/harness.js';

const DRAGON = 'Stormbreath Dragon';

describe('Monstrosity (CR 701.37)', () => {
  it('puts three +1/+1 counters on the Dragon, which becomes monstrous and deals damage equal to hand size', () => {
    const g = game({
      A: { battlefield: [DRAGON, ...lands('Mountain', 7)] },
      B: { hand: ['Shock', 'Shock', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(obj(g, DRAGON).monstrous).toBe(false);
    activate(g, DRAGON, 0);
    resolveStack(g);
    expect(obj(g, DRAGON).counters['+1/+1']).toBe(3);
    expect(pt(g, DRAGON)).toBe('7/7');
    expect(obj(g, DRAGON).monstrous).toBe(true);
    expect(life(g, 'B')).toBe(17);
    expect(life(g, 'A')).toBe(20);
    expect(logTexts(g).some((t) => t.includes('Stormbreath Dragon becomes monstrous'))).toBe(true);
  });

  it('once monstrous, monstrosity does nothing: no more counters, no second trigger', () => {
    const g = game({
      A: { battlefield: [DRAGON, ...lands('Mountain', 14)] },
      B: { hand: ['Shock', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    // Both activations on the stack: the first to resolve makes it monstrous, the second finds it monstrous.
    activate(g, DRAGON, 0);
    activate(g, DRAGON, 0);
    expect(stack(g)).toHaveLength(2);
    resolveStack(g);
    expect(obj(g, DRAGON).counters['+1/+1']).toBe(3);
    expect(life(g, 'B')).toBe(18);
    expect(obj(g, DRAGON).monstrous).toBe(true);
  });

  it('counts each opponent’s hand as the trigger resolves, player by player', () => {
    const g = game({
      A: { battlefield: [DRAGON, ...lands('Mountain', 7)] },
      B: { hand: ['Shock', 'Shock'] },
      C: { hand: ['Shock', 'Shock', 'Shock', 'Shock'] },
      D: {},
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, DRAGON, 0);
    resolveStack(g);
    expect(life(g, 'A')).toBe(20);
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'C')).toBe(16);
    expect(life(g, 'D')).toBe(20);
  });

  it('the trigger doesn’t happen if the Dragon left the battlefield before monstrosity resolved', () => {
    const g = game({
      A: { battlefield: [DRAGON, ...lands('Mountain', 7)] },
      B: { hand: ['Unsummon', 'Shock'], battlefield: ['Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, DRAGON, 0);
    passPriority(g);
    cast(g, 'Unsummon', { targets: [DRAGON] });
    resolveStack(g);
    expect(stack(g)).toHaveLength(0);
    expect(life(g, 'B')).toBe(20);
    expect(g.state.players[0]!.hand.map((id) => g.state.objects[id]!.def)).toEqual([DRAGON]);
  });

  it('a monstrous Dragon that leaves and returns is a new object: not monstrous, and may become monstrous again', () => {
    // (Protection from white: a blue spell returns it to its owner's hand, to be cast again.) Enough Islands that one
    // is left for Unsummon whichever lands pay monstrosity's generic mana.
    const g = game({
      A: { battlefield: [DRAGON, ...lands('Mountain', 19), ...lands('Island', 6)], hand: ['Unsummon'] },
      B: { hand: ['Shock', 'Shock', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, DRAGON, 0);
    resolveStack(g);
    expect(obj(g, DRAGON).monstrous).toBe(true);
    expect(life(g, 'B')).toBe(17);
    cast(g, 'Unsummon', { targets: [DRAGON] });
    resolveStack(g);
    cast(g, DRAGON);
    resolveStack(g);
    expect(obj(g, DRAGON).monstrous).toBe(false);
    expect(obj(g, DRAGON).counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(g, DRAGON)).toBe('4/4');
    activate(g, DRAGON, 0);
    resolveStack(g);
    expect(obj(g, DRAGON).monstrous).toBe(true);
    expect(pt(g, DRAGON)).toBe('7/7');
    expect(life(g, 'B')).toBe(14);
  });
});
