// Alternative costs with {X} (CR 118.9, 107.3): "Flashback {X}{R}{R}{R}" (Devil's Play) and "Miracle {X}{W}{W}"
// (Entreat the Angels) are paid instead of the mana cost, X announced for them as for a mana cost (601.2b, 601.2f).
// Played with the compiled cards.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  answer,
  cast,
  decision,
  game,
  lands,
  life,
  logTexts,
  objs,
  passPriority,
  passUntil,
  resolveStack,
} from './helpers/harness.js';

describe('flashback with {X} (CR 702.34a, 107.3)', () => {
  it("Devil's Play from the graveyard for {X}{R}{R}{R}, X = 2: 2 damage, and the card is exiled", () => {
    const g = game({ A: { graveyard: ["Devil's Play"], battlefield: lands('Mountain', 5) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, "Devil's Play", { via: 'flashback', targets: ['B'], x: 2 });
    // Five Mountains paid {2}{R}{R}{R}: X is the X of the flashback cost.
    expect(objs(g, 'Mountain').every((o) => o.tapped)).toBe(true);
    // CR 202.3e: on the stack, X in the card's mana cost {X}{R} is the announced value: mana value 3.
    const top = g.state.stack[g.state.stack.length - 1];
    expect(top?.kind === 'spell' ? characteristics(g.state, top.object).manaValue : -1).toBe(3);
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(logTexts(g)).toContain("Devil's Play is exiled (flashback) (CR 702.34a)");
  });

  it('X is at most what the player can pay beyond the rest of the cost', () => {
    const g = game({ A: { graveyard: ["Devil's Play"], battlefield: lands('Mountain', 4) } });
    passUntil(g, { step: 'precombat_main' });
    const c = g.state.pending;
    const action = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'cast' && a.via === 'flashback') : null;
    if (!action) throw new Error("Devil's Play can't be cast with flashback");
    answer(g, action);
    // The target first, then X (0 or 1: four Mountains, {R}{R}{R} of them for the rest).
    answer(g, { kind: 'target', target: { player: 1 } });
    const x = g.state.pending;
    expect(x?.kind === 'chooseX' ? x.max : -1).toBe(1);
  });
});

describe('miracle with {X} (CR 702.94a, 107.3)', () => {
  it('Entreat the Angels cast for its miracle cost {X}{W}{W} with X = 2: two 4/4 Angels', () => {
    const g = game({
      startingPlayer: 'B',
      A: {
        library: [...lands('Plains', 10), 'Entreat the Angels'],
        hand: ['Radical Idea'],
        battlefield: ['Island', 'Island', ...lands('Plains', 4)],
      },
    });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    cast(g, 'Radical Idea');
    passPriority(g);
    passPriority(g);
    // Reveal it as the first card drawn this turn; its trigger lets A cast it for the miracle cost.
    expect(decision(g)).toBe('A yesNo');
    answer(g, { kind: 'yes' });
    passPriority(g);
    passPriority(g);
    expect(decision(g)).toBe('A yesNo');
    answer(g, { kind: 'yes' });
    const x = g.state.pending;
    expect(x?.kind === 'chooseX' ? x.max : -1).toBe(2);
    answer(g, { kind: 'x', value: 2 });
    answer(g, { kind: 'autoPay' });
    expect(logTexts(g)).toContain('A casts Entreat the Angels using Miracle (CR 702.94a)');
    resolveStack(g);
    expect(objs(g, 'Angel', { zone: 'battlefield' }).length).toBe(2);
  });
});
