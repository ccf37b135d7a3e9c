// "Whenever {this} or another creature [you control] dies", "Whenever another creature dies", "Whenever a creature you
// control dies" (CR 700.4: dies = put into a graveyard from the battlefield; 603.10a: leaves-the-battlefield abilities
// look back in time, so creatures dying together all see each other die).
import { describe, expect, it } from 'vitest';
import { answer, cast, decision, game, lands, life, passPriority, passUntil, type Game } from './helpers/harness.js';

/** Resolves everything, answering trigger targets with player B and ordering triggers as offered. */
function settle(g: Game): void {
  for (let i = 0; i < 200 && (g.state.stack.length > 0 || g.state.pending?.kind !== 'priority'); i++) {
    const c = g.state.pending;
    if (c?.kind === 'priority') passPriority(g);
    else if (c?.kind === 'target') answer(g, { kind: 'target', target: { player: 1 } });
    else if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, k) => k) });
    else throw new Error(`unexpected ${decision(g)}`);
  }
}

describe('dies triggers of another creature or the source itself (CR 700.4, 603.10a)', () => {
  it("Zulaport Cutthroat sees its own death and its controller's other creatures', not the opponent's", () => {
    const g = game({
      A: { hand: ['Wrath of God'], battlefield: [...lands('Plains', 4), 'Zulaport Cutthroat', 'Grizzly Bears'] },
      B: { battlefield: ['Serra Angel'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Wrath of God');
    settle(g);
    // Zulaport and the Bears die together: two triggers (the Angel is B's).
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'A')).toBe(22);
  });

  it("Blood Artist triggers for every creature dying with it, either player's", () => {
    const g = game({
      A: { hand: ['Wrath of God'], battlefield: [...lands('Plains', 4), 'Blood Artist', 'Grizzly Bears'] },
      B: { battlefield: ['Serra Angel', 'Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Wrath of God');
    settle(g);
    expect(life(g, 'B')).toBe(16);
    expect(life(g, 'A')).toBe(24);
  });

  it('"another creature" does not see the source die (Falkenrath Noble alone: no trigger)', () => {
    const g = game({
      A: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      B: { battlefield: ['Vindictive Vampire'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Vindictive Vampire'] });
    settle(g);
    // Vindictive Vampire: "Whenever another creature you control dies, ..." — its own death triggers nothing.
    expect(life(g, 'A')).toBe(20);
    expect(life(g, 'B')).toBe(20);
  });
});
