// CR 701.6a: countering; CR 118.12a: "Counter target spell unless its controller pays {N}" — the spell's controller
// may pay as the counterspell resolves. Played with compiled cards: Mana Leak, Essence Scatter, Clash of Wills.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  battlefield,
  canCast,
  cast,
  game,
  graveyard,
  lands,
  logTexts,
  obj,
  passPriority,
  passUntil,
  resolveTop,
  type Game,
} from './helpers/harness.js';

const tapped = (g: Game, seat: 0 | 1): number =>
  g.state.battlefield.filter((id) => g.state.objects[id]!.controller === seat && g.state.objects[id]!.tapped).length;

/** B casts Grizzly Bears in their main phase; A, holding the counterspell, gets priority with the Bears on the stack. */
function bearsOnTheStack(bLands: number, aHand: readonly string[], aLands = 2): Game {
  const g = game({
    startingPlayer: 'B',
    A: { hand: [...aHand], battlefield: lands('Island', aLands) },
    B: { hand: ['Grizzly Bears'], battlefield: lands('Forest', bLands) },
  });
  passUntil(g, { step: 'precombat_main' });
  cast(g, 'Grizzly Bears');
  passPriority(g);
  expect(g.state.pending).toMatchObject({ kind: 'priority', player: 0 });
  return g;
}

describe('Mana Leak: "Counter target spell unless its controller pays {3}" (CR 118.12a)', () => {
  it('a controller who can’t pay isn’t asked, and the spell is countered', () => {
    const g = bearsOnTheStack(2, ['Mana Leak']);
    cast(g, 'Mana Leak', { targets: ['Grizzly Bears'] });
    const mark = g.log.length;
    resolveTop(g);
    expect(g.state.pending?.kind).toBe('priority');
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(logTexts(g, mark)).toContain('Grizzly Bears is countered by Mana Leak (CR 701.6a)');
  });

  it('a controller who pays {3} keeps the spell: it resolves', () => {
    const g = bearsOnTheStack(5, ['Mana Leak']);
    cast(g, 'Mana Leak', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'yesNo', player: 1 });
    const mark = g.log.length;
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    expect(logTexts(g, mark)).toContain('B pays {3}: Grizzly Bears is not countered (CR 118.12a)');
    expect(tapped(g, 1)).toBe(5);
    passPriority(g);
    passPriority(g);
    expect(battlefield(g, 'B')).toContain('Grizzly Bears');
  });

  it('a controller who could pay may decline: the spell is countered', () => {
    const g = bearsOnTheStack(5, ['Mana Leak']);
    cast(g, 'Mana Leak', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(tapped(g, 1)).toBe(2);
  });

  it('backing out of the payment (CR 732.1) counts as declining: nothing is paid, and the spell is countered', () => {
    const g = bearsOnTheStack(5, ['Mana Leak']);
    cast(g, 'Mana Leak', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'yes' });
    expect(g.state.pending?.kind).toBe('payMana');
    answer(g, { kind: 'cancel' });
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(tapped(g, 1)).toBe(2);
    expect(g.state.pending?.kind).toBe('priority');
  });
});

describe('what a counterspell may target', () => {
  it('Essence Scatter ("target creature spell") is offered against Grizzly Bears but not against a sorcery', () => {
    const g = bearsOnTheStack(2, ['Essence Scatter']);
    expect(canCast(g, 'Essence Scatter')).toBe(true);
    const h = game({
      startingPlayer: 'B',
      A: { hand: ['Essence Scatter'], battlefield: lands('Island', 2) },
      B: { hand: ['Stone Rain'], battlefield: [...lands('Mountain', 3), 'Island'] },
    });
    passUntil(h, { step: 'precombat_main' });
    cast(h, 'Stone Rain', { targets: ['Island'] });
    passPriority(h);
    expect(h.state.pending).toMatchObject({ kind: 'priority', player: 0 });
    expect(canCast(h, 'Essence Scatter')).toBe(false);
  });

  it('Clash of Wills: "pays {X}" is the X the counterspell was cast with', () => {
    const g = bearsOnTheStack(5, ['Clash of Wills'], 4);
    cast(g, 'Clash of Wills', { targets: ['Grizzly Bears'], x: 3 });
    passPriority(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'yesNo', player: 1 });
    const c = g.state.pending;
    expect(c?.kind === 'yesNo' && c.prompt).toContain('{X} (X is 3)');
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    expect(tapped(g, 1)).toBe(5);
  });
});

describe('"This spell can’t be countered" (CR 113.6g, 101.2)', () => {
  it('Abrupt Decay resolves though Cancel tried to counter it', () => {
    const g = game({
      startingPlayer: 'B',
      A: { hand: ['Cancel'], battlefield: [...lands('Island', 3), 'Grizzly Bears'] },
      B: { hand: ['Abrupt Decay'], battlefield: ['Swamp', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Abrupt Decay', { targets: ['Grizzly Bears'] });
    passPriority(g);
    cast(g, 'Cancel', { targets: ['Abrupt Decay'] });
    const mark = g.log.length;
    resolveTop(g);
    expect(logTexts(g, mark)).toContain("Abrupt Decay can't be countered (CR 101.2)");
    resolveTop(g);
    expect(graveyard(g, 'A')).toEqual(['Cancel', 'Grizzly Bears']);
    expect(graveyard(g, 'B')).toEqual(['Abrupt Decay']);
  });
});

describe('ward (CR 702.21a): "counter it unless that player pays {2}"', () => {
  /** A targets B's Toadstool Admirer (ward {2}) with Shock, holding `mountains` Mountains. */
  function shockTheAdmirer(mountains: number): Game {
    const g = game({
      A: { hand: ['Shock'], battlefield: lands('Mountain', mountains) },
      B: { battlefield: ['Toadstool Admirer'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['Toadstool Admirer'] });
    return g;
  }

  it('triggers when an opponent’s spell targets it; unable to pay, the spell is countered', () => {
    const g = shockTheAdmirer(1);
    expect(g.state.stack.length).toBe(2);
    const mark = g.log.length;
    resolveTop(g);
    expect(logTexts(g, mark)).toContain('Shock is countered by Toadstool Admirer (CR 701.6a)');
    expect(graveyard(g, 'A')).toEqual(['Shock']);
    expect(battlefield(g, 'B')).toEqual(['Toadstool Admirer']);
  });

  it('paying {2} lets the spell resolve', () => {
    const g = shockTheAdmirer(3);
    passPriority(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'yesNo', player: 0 });
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    resolveTop(g);
    expect(graveyard(g, 'B')).toEqual(['Toadstool Admirer']);
    expect(tapped(g, 0)).toBe(3);
  });

  it('counters an ability too: Anaba Shaman’s, targeting it', () => {
    const g = game({
      A: { battlefield: ['Anaba Shaman', 'Mountain'] },
      B: { battlefield: ['Toadstool Admirer'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Anaba Shaman', 0, ['Toadstool Admirer']);
    const mark = g.log.length;
    resolveTop(g);
    expect(logTexts(g, mark).some((t) => t.includes('is countered by Toadstool Admirer'))).toBe(true);
    expect(g.state.stack).toEqual([]);
    expect(battlefield(g, 'B')).toEqual(['Toadstool Admirer']);
  });

  it('doesn’t trigger for its controller’s own spell (Giant Growth)', () => {
    const g = game({ A: { battlefield: ['Toadstool Admirer', 'Forest'], hand: ['Giant Growth'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Giant Growth', { targets: ['Toadstool Admirer'] });
    expect(g.state.stack.length).toBe(1);
  });
});

describe('Frost Titan: "Whenever this creature becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}." (CR 603.2, 118.12a)', () => {
  /** A targets B's Frost Titan with Lightning Bolt, holding `mountains` Mountains. */
  function boltTheTitan(mountains: number): Game {
    const g = game({
      A: { hand: ['Lightning Bolt'], battlefield: lands('Mountain', mountains) },
      B: { battlefield: ['Frost Titan'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Frost Titan'] });
    return g;
  }

  it('unable to pay {2}, the spell is countered', () => {
    const g = boltTheTitan(1);
    expect(g.state.stack.length).toBe(2);
    const mark = g.log.length;
    resolveTop(g);
    expect(logTexts(g, mark)).toContain('Lightning Bolt is countered by Frost Titan (CR 701.6a)');
    expect(graveyard(g, 'A')).toEqual(['Lightning Bolt']);
  });

  it('paying {2} lets the spell resolve', () => {
    const g = boltTheTitan(3);
    passPriority(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'yesNo', player: 0 });
    answer(g, { kind: 'yes' });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    resolveTop(g);
    expect(tapped(g, 0)).toBe(3);
    expect(obj(g, 'Frost Titan').damage).toBe(3);
  });

  it("its controller's own spell targeting it does not trigger it", () => {
    const g = game({ A: { hand: ['Giant Growth'], battlefield: ['Forest', 'Frost Titan'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Giant Growth', { targets: ['Frost Titan'] });
    expect(g.state.stack.length).toBe(1);
  });
});
