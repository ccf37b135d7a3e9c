// Costs of activated abilities other than mana and {T} (CR 118.3, 601.2h, 602.2b): exiling several cards from a
// graveyard, removing or putting counters, discarding a kind of card, tapping untapped permanents (not {T}: CR 302.6
// doesn't apply), returning a permanent to its owner's hand; and permanents that enter with counters of any kind
// (CR 614.1c, 122.1a), tapped besides.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  canActivate,
  cast,
  chooseCards,
  decision,
  game,
  graveyard,
  hand,
  isTapped,
  life,
  logTexts,
  obj,
  objs,
  passUntil,
  playLand,
  pt,
  resolveTop,
} from './helpers/harness.js';

describe('"Exile two cards from your graveyard" (Grim Lavamancer)', () => {
  it('the two cards chosen are exiled as the cost is paid (ruling), and the ability deals 2 damage', () => {
    const g = game({
      A: { battlefield: ['Grim Lavamancer', 'Mountain'], graveyard: ['Forest', 'Island', 'Plains'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    activate(g, 'Grim Lavamancer', 0, ['B']);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the cost's choice, got ${decision(g)}`);
    expect([c.min, c.max]).toEqual([2, 2]);
    chooseCards(g, ['Forest', 'Plains']);
    // Paid before anything can respond: the cards are already in exile with the ability on the stack.
    expect(graveyard(g, 'A')).toEqual(['Island']);
    expect(objs(g, 'Forest', { zone: 'exile' })).toHaveLength(1);
    expect(logTexts(g, mark)).toContain('Plains is exiled from a graveyard (a cost) (CR 118.3)');
    resolveTop(g);
    expect(life(g, 'B')).toBe(18);
  });

  it("can't be activated with only one card in its controller's graveyard", () => {
    const g = game({ A: { battlefield: ['Grim Lavamancer', 'Mountain'], graveyard: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Grim Lavamancer', 0)).toBe(false);
  });
});

describe('"Remove two +1/+1 counters from {this}: Regenerate it." (Experiment One)', () => {
  it('removing the counters is the cost; "it" is the creature, which gets a regeneration shield', () => {
    const g = game({ A: { battlefield: [{ name: 'Experiment One', counters: { '+1/+1': 2 } }] } });
    passUntil(g, { step: 'precombat_main' });
    expect(pt(g, 'Experiment One')).toBe('3/3');
    const mark = g.log.length;
    activate(g, 'Experiment One', 0);
    expect(pt(g, 'Experiment One')).toBe('1/1');
    resolveTop(g);
    expect(logTexts(g, mark).some((t) => t.includes('regeneration shield'))).toBe(true);
    // With one counter left it can't be activated again.
    expect(canActivate(g, 'Experiment One', 0)).toBe(false);
  });

  it('if removing the counters leaves lethal damage marked, it dies before the shield is made (ruling)', () => {
    const g = game({
      A: { battlefield: [{ name: 'Experiment One', counters: { '+1/+1': 2 } }, 'Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['Experiment One'] });
    resolveTop(g);
    expect(obj(g, 'Experiment One').damage).toBe(2);
    activate(g, 'Experiment One', 0);
    // CR 704.5g: state-based actions are checked before anyone gets priority, with the ability on the stack.
    expect(graveyard(g, 'A')).toContain('Experiment One');
  });
});

describe('"Tap two untapped creatures you control" (Tradewind Rider)', () => {
  it('creatures that came under its control this turn may be tapped (the {T} rule is for {T} only, ruling)', () => {
    const g = game({
      A: {
        battlefield: ['Tradewind Rider', 'Forest', 'Forest', 'Forest', 'Forest'],
        hand: ['Grizzly Bears', 'Grizzly Bears'],
      },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Tradewind Rider', 0)).toBe(false);
    cast(g, 'Grizzly Bears');
    resolveTop(g);
    // One other creature is not enough: the Rider taps for {T} and can't be one of the two.
    expect(canActivate(g, 'Tradewind Rider', 0)).toBe(false);
    cast(g, 'Grizzly Bears');
    resolveTop(g);
    activate(g, 'Tradewind Rider', 0, ['Hill Giant']);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the cost's choice, got ${decision(g)}`);
    expect(c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    chooseCards(g, ['Grizzly Bears', 'Grizzly Bears']);
    expect(objs(g, 'Grizzly Bears').every((o) => o.tapped)).toBe(true);
    expect(isTapped(g, 'Tradewind Rider')).toBe(true);
    resolveTop(g);
    expect(hand(g, 'B')).toEqual(['Hill Giant']);
  });
});

describe('"Return a land you control to its owner\'s hand" (Meloku the Clouded Mirror)', () => {
  it("the land chosen returns to its owner's hand as the cost is paid, and the token is made", () => {
    const g = game({ A: { battlefield: ['Meloku the Clouded Mirror', 'Island', 'Island'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Meloku the Clouded Mirror', 0);
    // {1} was paid with one Island; the other is the one left to return.
    if (g.state.pending?.kind === 'chooseCards') chooseCards(g, ['Island']);
    expect(hand(g, 'A')).toEqual(['Island']);
    resolveTop(g);
    expect(objs(g, 'Illusion', { zone: 'battlefield' })).toHaveLength(1);
  });
});

describe('"Discard a creature card" (Lotleth Troll)', () => {
  it('only creature cards may be discarded; the Troll gets a +1/+1 counter', () => {
    const g = game({ A: { battlefield: ['Lotleth Troll'], hand: ['Forest', 'Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Lotleth Troll', 0);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the cost's choice, got ${decision(g)}`);
    expect(c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Grizzly Bears']);
    chooseCards(g, ['Grizzly Bears']);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    resolveTop(g);
    expect(pt(g, 'Lotleth Troll')).toBe('3/2');
  });

  it("can't be activated with no creature card in hand", () => {
    const g = game({ A: { battlefield: ['Lotleth Troll'], hand: ['Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Lotleth Troll', 0)).toBe(false);
  });
});

describe('entering with counters of any kind (CR 614.1c, 122.1a)', () => {
  /** CR 616.1: two replacement effects apply to its entering; its controller chooses the order (either gives the same). */
  const chooseFirstReplacement = (g: ReturnType<typeof game>) => {
    expect(g.state.pending?.kind).toBe('chooseReplacement');
    answer(g, { kind: 'option', index: 0 });
  };

  it('Vivid Crag enters tapped with two charge counters', () => {
    const g = game({ A: { hand: ['Vivid Crag'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Vivid Crag');
    chooseFirstReplacement(g);
    expect(isTapped(g, 'Vivid Crag')).toBe(true);
    expect(obj(g, 'Vivid Crag').counters.charge).toBe(2);
  });

  it('Sphere of the Suns "enters tapped and with three charge counters"', () => {
    const g = game({ A: { battlefield: ['Mountain', 'Mountain'], hand: ['Sphere of the Suns'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Sphere of the Suns');
    resolveTop(g);
    chooseFirstReplacement(g);
    expect(isTapped(g, 'Sphere of the Suns')).toBe(true);
    expect(obj(g, 'Sphere of the Suns').counters.charge).toBe(3);
  });

  it('Tumble Magnet: "Remove a charge counter" as a cost, not offered once none is left', () => {
    const g = game({
      A: { battlefield: [{ name: 'Tumble Magnet', counters: { charge: 1 } }] },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Tumble Magnet', 0, ['Hill Giant']);
    expect(obj(g, 'Tumble Magnet').counters.charge ?? 0).toBe(0);
    resolveTop(g);
    expect(isTapped(g, 'Hill Giant')).toBe(true);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(canActivate(g, 'Tumble Magnet', 0)).toBe(false);
  });

  it('a +1/+0 counter adds to power alone (Lightning Serpent, X = 2)', () => {
    const g = game({ A: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Lightning Serpent'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Serpent', { x: 2 });
    resolveTop(g);
    expect(obj(g, 'Lightning Serpent').counters['+1/+0']).toBe(2);
    expect(pt(g, 'Lightning Serpent')).toBe('4/1');
  });
});
