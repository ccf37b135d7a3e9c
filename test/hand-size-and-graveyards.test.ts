// "You have no maximum hand size" (CR 402.2, 514.1) and "Exile target player's graveyard" (CR 406).
import { describe, expect, it } from 'vitest';
import {
  answer,
  decision,
  game,
  graveyard,
  handSize,
  lands,
  logTexts,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

/** Passes until the second turn's upkeep, answering a cleanup discard if one is asked (returns whether it was). */
function throughCleanup(g: Game): boolean {
  let asked = false;
  for (let i = 0; i < 200 && g.state.turn.number < 2; i++) {
    const c = g.state.pending;
    if (c?.kind === 'priority') passPriority(g);
    else if (c?.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
    else if (c?.kind === 'chooseCards' && /hand size/.test(c.prompt)) {
      asked = true;
      answer(g, { kind: 'cards', cards: c.cards.slice(0, c.min) });
    } else throw new Error(`unexpected ${decision(g)}`);
  }
  return asked;
}

describe('maximum hand size (CR 402.2, 514.1)', () => {
  it('a player with nine cards discards two in the cleanup step', () => {
    const g = game({ A: { hand: lands('Island', 9) } });
    expect(throughCleanup(g)).toBe(true);
    expect(handSize(g, 'A')).toBe(7);
  });

  it('"You have no maximum hand size": the controller of Reliquary Tower discards nothing', () => {
    const g = game({ A: { hand: lands('Island', 9), battlefield: ['Reliquary Tower'] } });
    expect(throughCleanup(g)).toBe(false);
    expect(handSize(g, 'A')).toBe(9);
  });

  it("it is its controller's alone: the opponent still discards", () => {
    const g = game({ startingPlayer: 'B', A: { battlefield: ['Reliquary Tower'] }, B: { hand: lands('Island', 9) } });
    expect(throughCleanup(g)).toBe(true);
    expect(handSize(g, 'B')).toBe(7);
  });
});

describe("exiling a player's graveyard (CR 406)", () => {
  it("Bojuka Bog's enters ability exiles every card of the target player's graveyard, and no other", () => {
    const g = game({
      A: { hand: ['Bojuka Bog'], graveyard: ['Shock', 'Grizzly Bears'] },
      B: { graveyard: ['Lightning Bolt', 'Forest', 'Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const c = g.state.pending;
    const play = c?.kind === 'priority' && c.actions.find((a) => a.kind === 'playLand');
    if (!play) throw new Error('no land to play');
    answer(g, play);
    // The enters trigger targets a player.
    for (let i = 0; i < 5 && g.state.pending?.kind !== 'target'; i++) passPriority(g);
    answer(g, { kind: 'target', target: { player: 1 } });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual([]);
    expect(g.state.exile.map((id) => g.state.objects[id]!.def).sort()).toEqual([
      'Forest',
      'Lightning Bolt',
      'Llanowar Elves',
    ]);
    expect(graveyard(g, 'A').sort()).toEqual(['Grizzly Bears', 'Shock']);
    expect(logTexts(g).some((t) => /Lightning Bolt is exiled from B's graveyard by Bojuka Bog/.test(t))).toBe(true);
  });
});
