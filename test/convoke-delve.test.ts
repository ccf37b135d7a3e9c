// CR 702.51 (convoke) and 702.66 (delve): after the total cost is determined (601.2f), creatures tapped for convoke
// and cards exiled from the graveyard for delve pay part of it as it is paid (601.2h). Cases from the Gatherer rulings
// of Stoke the Flames, Chord of Calling and Treasure Cruise; played with compiled cards.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  answer,
  attempt,
  canCast,
  cast,
  chooseCards,
  game,
  graveyard,
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
  type Game,
} from './helpers/harness.js';

/** The pending card choice (convoke's or delve's). */
function pendingCards(g: Game): { prompt: string; min: number; max: number; names: string[] } {
  const c = g.state.pending;
  if (c?.kind !== 'chooseCards') throw new Error(`expected a card choice, found ${c?.kind ?? 'none'}`);
  return { prompt: c.prompt, min: c.min, max: c.max, names: c.cards.map((id) => g.state.objects[id]!.def) };
}

/** Pays what is left automatically. */
function autoPay(g: Game): void {
  expect(g.state.pending?.kind).toBe('payMana');
  answer(g, { kind: 'autoPay' });
}

describe('convoke (CR 702.51a)', () => {
  it('Stoke the Flames: two red creatures tapped pay {R}{R}, two Mountains the rest; the spell deals 4', () => {
    const g = game({
      A: { hand: ['Stoke the Flames'], battlefield: [...lands('Mountain', 2), 'Goblin Raider', 'Goblin Raider'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Stoke the Flames')).toBe(true);
    const mark = g.log.length;
    cast(g, 'Stoke the Flames', { targets: ['B'] });
    let c = pendingCards(g);
    expect(c.names).toEqual(['Goblin Raider', 'Goblin Raider']);
    // Two Mountains can't pay {2}{R}{R}: a creature must be tapped.
    expect(c.min).toBe(1);
    chooseCards(g, ['Goblin Raider']);
    c = pendingCards(g);
    expect(c.min).toBe(1);
    chooseCards(g, ['Goblin Raider']);
    autoPay(g);
    expect(objs(g, 'Goblin Raider').every((o) => o.tapped)).toBe(true);
    expect(objs(g, 'Mountain').every((o) => o.tapped)).toBe(true);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
    const lines = logTexts(g, mark);
    expect(
      lines.filter((t) => t.includes('taps Goblin Raider for convoke, paying {R}') && t.includes('CR 702.51a')),
    ).toHaveLength(2);
  });

  it('is not offered when the creatures and lands together are too few', () => {
    const g = game({
      A: { hand: ['Stoke the Flames'], battlefield: ['Mountain', 'Goblin Raider', 'Goblin Raider'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Stoke the Flames')).toBe(false);
  });

  it('a green creature pays only generic mana of a red spell; the player may stop once mana can pay the rest', () => {
    const g = game({
      A: { hand: ['Stoke the Flames'], battlefield: [...lands('Mountain', 3), 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Stoke the Flames', { targets: ['B'] });
    const c = pendingCards(g);
    expect(c.names).toEqual(['Grizzly Bears']);
    expect(c.min).toBe(1);
    chooseCards(g, ['Grizzly Bears']);
    // {R}{R}{1} left: three Mountains pay it, and no creature is left to tap.
    autoPay(g);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
  });

  it('tapping for convoke is not a {T} cost: a creature cast this turn may be tapped (CR 302.6)', () => {
    const g = game({
      A: { hand: ['Stoke the Flames', 'Goblin Raider'], battlefield: [...lands('Mountain', 5), 'Goblin Raider'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Goblin Raider');
    resolveStack(g);
    expect(canCast(g, 'Stoke the Flames')).toBe(true);
    cast(g, 'Stoke the Flames', { targets: ['B'] });
    chooseCards(g, ['Goblin Raider']);
    chooseCards(g, ['Goblin Raider']);
    autoPay(g);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
    expect(objs(g, 'Goblin Raider').every((o) => o.tapped)).toBe(true);
  });

  it('a creature with a mana ability is tapped either way, not both: Llanowar Elves and three Mountains cast it', () => {
    const g = game({ A: { hand: ['Stoke the Flames'], battlefield: [...lands('Mountain', 3), 'Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Stoke the Flames')).toBe(true);
    const two = game({ A: { hand: ['Stoke the Flames'], battlefield: [...lands('Mountain', 2), 'Llanowar Elves'] } });
    passUntil(two, { step: 'precombat_main' });
    expect(canCast(two, 'Stoke the Flames')).toBe(false);
  });

  it('Chord of Calling, X=3: two green and two red creatures tapped leave {1}{G} to pay (ruling)', () => {
    const g = game({
      A: {
        hand: ['Chord of Calling'],
        library: ['Grizzly Bears', 'Plains'],
        battlefield: [...lands('Forest', 2), 'Grizzly Bears', 'Grizzly Bears', 'Goblin Raider', 'Goblin Raider'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Chord of Calling', { x: 3 });
    for (const name of ['Grizzly Bears', 'Grizzly Bears', 'Goblin Raider', 'Goblin Raider']) chooseCards(g, [name]);
    const pay = g.state.pending;
    expect(pay?.kind === 'payMana' && pay.remaining).toBe('{1}{G}');
    answer(g, { kind: 'autoPay' });
    const spell = obj(g, 'Chord of Calling', { zone: 'stack' });
    // Convoke doesn't change the mana value (ruling): X is 3 on the stack.
    expect(characteristics(g.state, spell.id).manaValue).toBe(6);
    passPriority(g);
    passPriority(g);
    chooseCards(g, ['Grizzly Bears']);
    expect(objs(g, 'Grizzly Bears').filter((o) => o.zone === 'battlefield')).toHaveLength(3);
  });

  it('with X=3 and four green creatures, the player may stop after two (the Forests pay the rest)', () => {
    const g = game({
      A: {
        hand: ['Chord of Calling'],
        library: ['Grizzly Bears'],
        battlefield: [...lands('Forest', 4), ...Array.from({ length: 4 }, () => 'Grizzly Bears')],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Chord of Calling', { x: 3 });
    chooseCards(g, ['Grizzly Bears']);
    let c = pendingCards(g);
    expect(c.min).toBe(1);
    chooseCards(g, ['Grizzly Bears']);
    c = pendingCards(g);
    expect(c.min).toBe(0);
    expect(c.prompt).toContain('choose none to stop');
    answer(g, { kind: 'cards', cards: [] });
    autoPay(g);
    expect(objs(g, 'Grizzly Bears').filter((o) => o.tapped)).toHaveLength(2);
    expect(objs(g, 'Forest').every((o) => o.tapped)).toBe(true);
  });
});

describe('delve (CR 702.66a)', () => {
  const six = ['Plains', 'Plains', 'Plains', 'Island', 'Island', 'Island'];

  it('Treasure Cruise: six cards exiled from the graveyard pay {6}, two Islands {1}{U}; it draws three', () => {
    const g = game({ A: { hand: ['Treasure Cruise'], battlefield: lands('Island', 2), graveyard: six } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Treasure Cruise')).toBe(true);
    const mark = g.log.length;
    cast(g, 'Treasure Cruise');
    const c = pendingCards(g);
    expect([c.min, c.max]).toEqual([6, 6]);
    chooseCards(g, six);
    autoPay(g);
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(3);
    expect(graveyard(g, 'A')).toEqual(['Treasure Cruise']);
    expect(objs(g, 'Plains', { zone: 'exile' })).toHaveLength(3);
    expect(objs(g, 'Island', { zone: 'exile' })).toHaveLength(3);
    expect(logTexts(g, mark).filter((t) => t.includes('exiled for delve') && t.includes('CR 702.66a'))).toHaveLength(6);
  });

  it('is not offered when the graveyard and lands together are too few', () => {
    const g = game({ A: { hand: ['Treasure Cruise'], battlefield: lands('Island', 2), graveyard: six.slice(1) } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Treasure Cruise')).toBe(false);
  });

  it("can't exile more cards than the generic mana of the total cost (ruling): at most 7 of 9", () => {
    const g = game({
      A: { hand: ['Treasure Cruise'], battlefield: lands('Island', 2), graveyard: [...six, ...six.slice(0, 3)] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Treasure Cruise');
    const c = pendingCards(g);
    expect([c.min, c.max]).toEqual([6, 7]);
    chooseCards(g, [...six, 'Plains']);
    // {U} is left: one Island pays it.
    const pay = g.state.pending;
    expect(pay?.kind === 'payMana' && pay.remaining).toBe('{U}');
    answer(g, { kind: 'autoPay' });
    expect(objs(g, 'Island').filter((o) => o.zone === 'battlefield' && o.tapped)).toHaveLength(1);
  });

  it("can't pay colored mana (ruling): Murderous Cut with five cards in the graveyard and no Swamp isn't offered", () => {
    const g = game({
      A: { hand: ['Murderous Cut'], battlefield: ['Island'], graveyard: six.slice(1) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Murderous Cut')).toBe(false);
    const ok = game({
      A: { hand: ['Murderous Cut'], battlefield: ['Swamp'], graveyard: six.slice(2) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(ok, { step: 'precombat_main' });
    cast(ok, 'Murderous Cut', { targets: ['Grizzly Bears'] });
    chooseCards(ok, six.slice(2));
    autoPay(ok);
    resolveStack(ok);
    expect(graveyard(ok, 'B')).toEqual(['Grizzly Bears']);
  });

  it('an answer exiling too few cards is refused, the state unchanged', () => {
    const g = game({ A: { hand: ['Treasure Cruise'], battlefield: lands('Island', 2), graveyard: six } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Treasure Cruise');
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected the delve choice');
    const before = g.state;
    const r = attempt(g, 'A', { kind: 'cards', cards: c.cards.slice(0, 5) });
    expect(r.ok).toBe(false);
    expect(g.state).toBe(before);
  });

  it('Dig Through Time: delve pays {6}; two of the top seven go to the hand, the other five to the bottom', () => {
    const library = [
      'Mountain',
      'Forest',
      'Swamp',
      'Plains',
      'Island',
      'Grizzly Bears',
      'Goblin Raider',
      'Centaur Courser',
    ];
    const g = game({
      A: { hand: ['Dig Through Time'], battlefield: lands('Island', 2), graveyard: six, library },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Dig Through Time');
    chooseCards(g, six);
    autoPay(g);
    passPriority(g);
    passPriority(g);
    const c = pendingCards(g);
    expect([c.min, c.max, c.names.length]).toEqual([2, 2, 7]);
    chooseCards(g, ['Grizzly Bears', 'Goblin Raider']);
    expect(g.state.players[0]!.hand.map((id) => g.state.objects[id]!.def).sort()).toEqual([
      'Goblin Raider',
      'Grizzly Bears',
    ]);
    // The other five go on the bottom in an order of the player's choosing, one at a time.
    for (let i = 0; i < 5 && g.state.pending?.kind === 'chooseCards'; i++)
      answer(g, { kind: 'cards', cards: g.state.pending.cards.slice(0, 1) });
    // The card that was under the seven is now the top card.
    const lib = g.state.players[0]!.library.map((id) => g.state.objects[id]!.def);
    expect(lib).toHaveLength(6);
    expect(lib[lib.length - 1]).toBe('Mountain');
    expect(lib.slice(0, 5).sort()).toEqual(['Centaur Courser', 'Forest', 'Island', 'Plains', 'Swamp']);
  });
});
