// "Whenever an opponent gains life" / "Whenever you gain life" (CR 119.9): once for each life-gaining event. Punishing
// Fire's ability works from its owner's graveyard, as it returns the card from there (CR 113.6).
import { describe, expect, it } from 'vitest';
import { answer, cast, game, graveyard, hand, life, passPriority, passUntil, resolveStack } from './helpers/harness.js';

describe('Punishing Fire: "Whenever an opponent gains life, you may pay {R}. If you do, return ..."', () => {
  it('from the graveyard: B gains life, A pays {R} and Punishing Fire returns to A’s hand', () => {
    const g = game({
      startingPlayer: 'B',
      A: { graveyard: ['Punishing Fire'], battlefield: ['Mountain'] },
      B: { hand: ['Healing Salve'], battlefield: ['Plains'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Healing Salve', { modes: [0], targets: ['B'] });
    passPriority(g);
    passPriority(g);
    expect(life(g, 'B')).toBe(23);
    // The trigger goes on the stack; as it resolves A is asked to pay {R}.
    for (let i = 0; i < 10 && g.state.pending?.kind !== 'yesNo'; i++) passPriority(g);
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(hand(g, 'A')).toContain('Punishing Fire');
    expect(graveyard(g, 'A')).not.toContain('Punishing Fire');
  });

  it('A’s own life gain doesn’t trigger it', () => {
    const g = game({
      A: { graveyard: ['Punishing Fire'], hand: ['Healing Salve'], battlefield: ['Plains', 'Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Healing Salve', { modes: [0], targets: ['A'] });
    resolveStack(g);
    expect(life(g, 'A')).toBe(23);
    expect(graveyard(g, 'A')).toContain('Punishing Fire');
  });
});
