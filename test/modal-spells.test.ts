// Modal spells that choose more than one mode: "Choose two —", "Choose one or both —", "Choose one or more —"
// (CR 700.2, 601.2b). The modes are announced as the spell is cast, each at most once (700.2d), only modes whose
// targets can be chosen (700.2a); the spell's targets are those of the chosen modes (700.2c) and the modes happen in
// the order printed. Cases from Cryptic Command's and Austere Command's Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import {
  announceTrigger,
  answer,
  battlefield,
  cast,
  game,
  graveyard,
  hand,
  handSize,
  isTapped,
  lands,
  life,
  logTexts,
  obj,
  objs,
  passPriority,
  passUntil,
  resolveStack,
  resolveTop,
  stack,
} from './helpers/harness.js';

loadCards();

const CRYPTIC = {
  name: 'Cryptic Command',
  typeLine: 'Instant',
  manaCost: '{1}{U}{U}{U}',
  oracleText:
    "Choose two —\n• Counter target spell.\n• Return target permanent to its owner's hand.\n• Tap all creatures your opponents control.\n• Draw a card.",
};

describe('"Choose two —" and its kin (CR 700.2)', () => {
  it('compiles with how many modes it chooses, and renders back to its text', () => {
    const v = compileAndVerify(CRYPTIC);
    expect(v.verified).toBe(true);
    const spell = v.result.ok ? v.result.abilities[0] : null;
    expect(spell?.kind === 'spell' && spell.choose).toEqual({ min: 2, max: 2 });
    const both = compileAndVerify({
      name: 'Test Charm',
      typeLine: 'Instant',
      manaCost: '{R}',
      oracleText: 'Choose one or both —\n• Draw a card.\n• You gain 2 life.',
    });
    expect(both.verified).toBe(true);
    expect(both.result.ok && both.result.abilities[0]!.kind === 'spell' && both.result.abilities[0]!.choose).toEqual({
      min: 1,
      max: 2,
    });
    // "Choose two" of two modes is no choice at all: not read as one.
    expect(
      compileAndVerify({
        name: 'Test Charm',
        typeLine: 'Instant',
        manaCost: '{R}',
        oracleText: 'Choose two —\n• Draw a card.\n• You gain 2 life.',
      }).compiled,
    ).toBe(false);
  });

  it('Cryptic Command counters a spell and draws a card', () => {
    const g = game({
      A: { hand: ['Cryptic Command'], battlefield: lands('Island', 4) },
      B: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['A'] });
    passPriority(g); // B passes: A gets priority
    const before = handSize(g, 'A');
    cast(g, 'Cryptic Command', { modes: [0, 3], targets: ['Lightning Bolt'] });
    resolveTop(g);
    expect(graveyard(g, 'B')).toContain('Lightning Bolt');
    expect(life(g, 'A')).toBe(20);
    expect(handSize(g, 'A')).toBe(before); // Cryptic Command left the hand, a card was drawn
  });

  it('ruling: you must choose two different modes — a chosen mode is not offered again, and two are needed', () => {
    const g = game({ A: { hand: ['Cryptic Command'], battlefield: lands('Island', 4) } });
    passUntil(g, { step: 'precombat_main' });
    const c = g.state.pending;
    const action = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'cast') : undefined;
    expect(action).toBeDefined();
    answer(g, action!);
    // No spell on the stack: "Counter target spell" can't be chosen (CR 700.2a).
    const first = g.state.pending;
    expect(first?.kind === 'chooseMode' && first.modes.map((m) => m.mode)).toEqual([1, 2, 3]);
    answer(g, { kind: 'mode', mode: 3 });
    const second = g.state.pending;
    // Mode 3 (draw) is gone, and there is no stopping at one.
    expect(second?.kind === 'chooseMode' && second.modes.map((m) => m.mode)).toEqual([1, 2]);
    answer(g, { kind: 'mode', mode: 2 });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(1);
  });

  it('ruling: if its only target is illegal as it resolves, none of its modes happen (bounce + draw: no card)', () => {
    const g = game({
      A: { hand: ['Cryptic Command'], battlefield: lands('Island', 4) },
      B: { hand: ['Unsummon'], battlefield: ['Grizzly Bears', 'Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Cryptic Command', { modes: [1, 3], targets: ['Grizzly Bears'] });
    passPriority(g); // A passes; B responds by returning its own Bears
    cast(g, 'Unsummon', { targets: ['Grizzly Bears'] });
    resolveTop(g);
    expect(hand(g, 'B')).toContain('Grizzly Bears');
    const before = handSize(g, 'A');
    resolveTop(g);
    expect(stack(g)).toEqual([]);
    expect(handSize(g, 'A')).toBe(before); // no card drawn
    expect(graveyard(g, 'A')).toContain('Cryptic Command');
  });

  it('modes chosen out of order happen in printed order, and the log names both', () => {
    const g = game({
      A: { hand: ['Cryptic Command'], battlefield: lands('Island', 4) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Cryptic Command', { modes: [3, 1], targets: ['Grizzly Bears'] });
    const spell = g.state.objects.find((o) => o?.zone === 'stack' && !o.left);
    expect(spell?.modes).toEqual([1, 3]);
    resolveStack(g);
    expect(battlefield(g, 'B')).not.toContain('Grizzly Bears');
    expect(hand(g, 'B')).toContain('Grizzly Bears');
    expect(handSize(g, 'A')).toBe(1);
  });

  it('Austere Command: destroy all artifacts and all creatures with mana value 3 or less, one mode after the other', () => {
    const g = game({
      A: { hand: ['Austere Command'], battlefield: lands('Plains', 6) },
      B: { battlefield: ['Grizzly Bears', 'Serra Angel', 'Ornithopter', 'Glorious Anthem'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Austere Command', { modes: [0, 2] });
    resolveStack(g);
    expect(battlefield(g, 'B').sort()).toEqual(['Glorious Anthem', 'Serra Angel']);
  });
});

describe('"Choose one or both —": stopping after one (CR 700.2)', () => {
  it('Artful Takedown with one mode: "no more modes" is offered once one is chosen, as a whole number', () => {
    const g = game({
      A: { hand: ['Artful Takedown'], battlefield: ['Island', 'Island', 'Swamp', 'Swamp'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const c = g.state.pending;
    const action = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'cast') : undefined;
    answer(g, action!);
    answer(g, { kind: 'mode', mode: 1 });
    const next = g.state.pending;
    expect(next?.kind === 'chooseMode' && next.modes).toEqual([
      { mode: 0, text: 'Tap target creature' },
      { mode: 2, text: 'no more modes' },
    ]);
    // Answered as a player would send it (read and fitted to the decision, as apply does).
    answer(g, { kind: 'mode', mode: 2 });
    expect(g.state.pending?.kind).toBe('target');
    answer(g, { kind: 'target', target: { object: obj(g, 'Grizzly Bears').id } });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Grizzly Bears'); // -2/-4: the 2/2 dies
  });
});

describe('modal triggered abilities: "When {this} enters, choose one —" (CR 700.2b, 603.3c)', () => {
  it('Deceiver Exarch compiles with its modes and renders back to its text', () => {
    const v = compileAndVerify({
      name: 'Deceiver Exarch',
      typeLine: 'Creature — Phyrexian Cleric',
      manaCost: '{2}{U}',
      power: '1',
      toughness: '4',
      oracleText:
        'Flash (You may cast this spell any time you could cast an instant.)\nWhen this creature enters, choose one —\n• Untap target permanent you control.\n• Tap target permanent an opponent controls.',
    });
    expect(v.verified).toBe(true);
    const t = v.result.ok ? v.result.abilities[1] : null;
    expect(t?.kind === 'triggered' && t.modes?.map((m) => m.text)).toEqual([
      'Untap target permanent you control',
      'Tap target permanent an opponent controls',
    ]);
  });

  it('the mode is chosen as the ability is put on the stack, with the targets of that mode only', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { hand: ['Deceiver Exarch'], battlefield: lands('Island', 3) },
    });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g); // A passes in its main phase; B casts the Exarch with flash
    cast(g, 'Deceiver Exarch');
    resolveTop(g);
    // The trigger waits to be put on the stack: B chooses its mode now (CR 700.2b), then its target.
    const c = g.state.pending;
    expect(c?.kind === 'chooseMode' && c.player === 1 && c.modes.map((m) => m.text)).toEqual([
      'Untap target permanent you control',
      'Tap target permanent an opponent controls',
    ]);
    announceTrigger(g, { modes: [1], targets: ['Grizzly Bears'] });
    const item = g.state.stack[g.state.stack.length - 1];
    expect(item?.kind === 'ability' && item.modes).toEqual([1]);
    expect(logTexts(g).some((t) => t.includes('(Tap target permanent an opponent controls)'))).toBe(true);
    resolveTop(g);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
  });

  it("a mode whose targets can't be chosen is not offered (CR 700.2a-b)", () => {
    // A controls no permanent: "Tap target permanent an opponent controls" can't be chosen, so the only mode is
    // untapping one of B's own.
    const g = game({ B: { hand: ['Deceiver Exarch'], battlefield: lands('Island', 3) }, startingPlayer: 'B' });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Deceiver Exarch');
    resolveTop(g);
    const c = g.state.pending;
    expect(c?.kind === 'chooseMode' && c.modes.map((m) => m.mode)).toEqual([0]);
    announceTrigger(g, { modes: [0], targets: ['Island'] });
    resolveTop(g);
    expect(objs(g, 'Island').filter((o) => o.tapped)).toHaveLength(2);
  });
});
