// Tapping and untapping as choices (CR 701.26, 608.2d) and the token a delayed trigger exiles (CR 603.7): Pestermite
// ("you may tap or untap target permanent"), Rewind ("Untap up to four lands"), Jeskai Ascendancy ("Untap those
// creatures."; "you may draw a card. If you do, discard a card.") and Splinter Twin ("Exile that token at the
// beginning of the next end step."). Each test plays the compiled card.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  attack,
  battlefield,
  cast,
  chooseTarget,
  game,
  graveyard,
  hand,
  isTapped,
  lands,
  life,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
} from './helpers/harness.js';

describe('Pestermite: "you may tap or untap target permanent"', () => {
  it('taps an opponent’s creature, or untaps a land of its controller, as the controller chooses', () => {
    for (const untap of [false, true]) {
      const g = game({
        A: { hand: ['Pestermite'], battlefield: lands('Island', 3) },
        B: { battlefield: ['Grizzly Bears'] },
      });
      passUntil(g, { step: 'precombat_main' });
      cast(g, 'Pestermite');
      resolveTop(g);
      chooseTarget(g, untap ? 'Island' : 'Grizzly Bears');
      resolveTop(g);
      answer(g, { kind: 'yes' });
      expect(g.state.pending).toMatchObject({ kind: 'chooseMode', player: 0 });
      answer(g, { kind: 'mode', mode: untap ? 1 : 0 });
      if (untap) expect(objs(g, 'Island').filter((o) => o.tapped)).toHaveLength(2);
      else expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    }
  });
});

describe('Rewind: "Counter target spell. Untap up to four lands."', () => {
  it('counters the spell, then its controller untaps up to four lands of their choice', () => {
    const g = game({
      startingPlayer: 'B',
      A: { hand: ['Rewind'], battlefield: lands('Island', 4) },
      B: { hand: ['Grizzly Bears'], battlefield: lands('Forest', 2) },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    passPriority(g);
    cast(g, 'Rewind', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'chooseCards', player: 0, max: 4 });
    const islands = objs(g, 'Island')
      .slice(0, 3)
      .map((o) => o.id);
    answer(g, { kind: 'cards', cards: islands });
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(objs(g, 'Island').filter((o) => o.tapped)).toHaveLength(1);
  });
});

describe('Jeskai Ascendancy', () => {
  it('a noncreature spell gives creatures +1/+1 and untaps those creatures; A may loot', () => {
    const g = game({
      A: {
        hand: ['Shock', 'Island'],
        battlefield: ['Jeskai Ascendancy', 'Grizzly Bears', 'Mountain'],
        library: ['Plains', 'Plains', 'Plains'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    cast(g, 'Shock', { targets: ['B'] });
    // Both triggers on the stack; the loot first or the pump first, each resolves in turn.
    while (g.state.pending?.kind !== 'priority' || g.state.stack.length > 1) {
      const c = g.state.pending;
      if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, i) => i) });
      else if (c?.kind === 'yesNo') answer(g, { kind: 'yes' });
      else if (c?.kind === 'chooseCards') answer(g, { kind: 'cards', cards: [g.state.players[0]!.hand[0]!] });
      else passPriority(g);
    }
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
    expect(isTapped(g, 'Grizzly Bears')).toBe(false);
    expect(hand(g, 'A')).toHaveLength(1);
    expect(graveyard(g, 'A')).toHaveLength(1);
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
  });
});

describe('Splinter Twin (CR 707.9a, 603.7)', () => {
  it('the enchanted creature makes a hasty token copy, exiled at the beginning of the next end step', () => {
    const g = game({
      A: { hand: ['Splinter Twin'], battlefield: ['Grizzly Bears', ...lands('Mountain', 4)] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Splinter Twin', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    activate(g, 'Grizzly Bears', 0);
    resolveStack(g);
    expect(objs(g, 'Grizzly Bears')).toHaveLength(2);
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
    passUntil(g, { turn: 1, step: 'end_turn' });
    resolveStack(g);
    expect(objs(g, 'Grizzly Bears')).toHaveLength(1);
    expect(battlefield(g, 'A')).toContain('Splinter Twin');
  });
});
