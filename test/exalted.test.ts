// CR 702.83a: exalted — "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn";
// each instance triggers separately (702.83b), and "attacks alone" is being the only creature declared as an attacker
// (506.5). Played with compiled cards: Akrasan Squire and Duty-Bound Dead, each with exalted.
import { describe, expect, it } from 'vitest';
import { answer, attack, game, logTexts, passPriority, passUntil, pt, resolveStack } from './helpers/harness.js';

describe('exalted (CR 702.83a)', () => {
  it('two exalted permanents: Grizzly Bears attacking alone gets +2/+2', () => {
    const g = game({ A: { battlefield: ['Akrasan Squire', 'Duty-Bound Dead', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    attack(g, ['Grizzly Bears']);
    // Both trigger at once; their controller orders them (CR 603.3b).
    const c = g.state.pending;
    if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, i) => i) });
    expect(logTexts(g, mark).filter((t) => t.includes('triggers')).length).toBe(2);
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
    for (let i = 0; i < 20 && g.state.turn.step !== 'end_combat'; i++) passPriority(g);
    expect(g.state.players[1]!.life).toBe(16);
  });

  it('two attackers: neither attacks alone, and nothing triggers', () => {
    const g = game({ A: { battlefield: ['Akrasan Squire', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Grizzly Bears', 'Akrasan Squire']);
    expect(g.state.pending?.kind).toBe('priority');
    expect(g.state.stack).toEqual([]);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });
});
