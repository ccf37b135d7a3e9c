// The reveal lands (CR 614.1c, 614.12a, 701.20a): "As this land enters, you may reveal an Elf card from your hand. If
// you don't, this land enters tapped." — a replacement effect whose choice its controller makes as it applies; the
// card revealed is shown to every player and stays in the hand.
import { describe, expect, it } from 'vitest';
import { answer, game, logTexts, obj, passUntil, playLand } from './helpers/harness.js';

describe('Gilt-Leaf Palace', () => {
  it('enters untapped when an Elf card is revealed, which stays in the hand', () => {
    const g = game({ A: { hand: ['Gilt-Leaf Palace', 'Llanowar Elves', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    playLand(g, 'Gilt-Leaf Palace');
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    if (c?.kind !== 'chooseCards') return;
    // Only the Elf may be revealed.
    expect(c.cards).toEqual([obj(g, 'Llanowar Elves', { zone: 'hand' }).id]);
    answer(g, { kind: 'cards', cards: c.cards.slice() });
    expect(obj(g, 'Gilt-Leaf Palace').tapped).toBe(false);
    expect(obj(g, 'Llanowar Elves', { zone: 'hand' }).owner).toBe(0);
    expect(logTexts(g, mark)).toContain('A reveals Llanowar Elves for Gilt-Leaf Palace (CR 701.20a)');
  });

  it('enters tapped when its controller reveals nothing', () => {
    const g = game({ A: { hand: ['Gilt-Leaf Palace', 'Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Gilt-Leaf Palace');
    answer(g, { kind: 'cards', cards: [] });
    expect(obj(g, 'Gilt-Leaf Palace').tapped).toBe(true);
  });

  it('enters tapped, without a question, with no Elf card in hand', () => {
    const g = game({ A: { hand: ['Gilt-Leaf Palace', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Gilt-Leaf Palace');
    expect(g.state.pending?.kind).toBe('priority');
    expect(obj(g, 'Gilt-Leaf Palace').tapped).toBe(true);
  });
});

describe('Port Town: "a Plains or Island card"', () => {
  it('accepts either land type', () => {
    const g = game({ A: { hand: ['Port Town', 'Island'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Port Town');
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected a choice, got ${c?.kind}`);
    answer(g, { kind: 'cards', cards: c.cards.slice() });
    expect(obj(g, 'Port Town').tapped).toBe(false);
  });
});
