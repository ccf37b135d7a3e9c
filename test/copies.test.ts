// Copy effects (CR 707): copies of transformed permanents (707.8, 712.8e), copies of double-faced permanents that
// can't transform or return transformed (712.9, 712.14a), exceptions to the copying process (707.9: Phantasmal
// Image), "becomes the target" triggers, Thing in the Ice counting down, the scenario runner's addCounters set-up, and
// the two transform scenario examples these cards come from.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import { putCountersForTest } from '../src/engine/testing.js';
import {
  answer,
  attack,
  battlefield,
  block,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  playLand,
  pt,
  resolveStack,
  resolveTop,
  seatId,
  tapForMana,
  type Game,
} from './helpers/harness.js';
import { exampleLine, TRANSFORM_EXAMPLES } from './helpers/examples.js';

const ISLANDS = ['Island', 'Island', 'Island', 'Island'];

/** Casts a creature with "You may have this creature enter as a copy of ..." and copies the named permanent. */
function castCopying(g: Game, card: string, copied: string): void {
  cast(g, card);
  resolveTop(g);
  answer(g, { kind: 'yes' });
  chooseCards(g, [copied]);
}

/** The permanent a player controls whose card is `card` (whatever it copies). */
function byCard(g: Game, card: string) {
  const id = g.state.battlefield.find((i) => g.state.objects[i]!.def === card);
  if (id === undefined) throw new Error(`no ${card} on the battlefield`);
  return g.state.objects[id]!;
}

/** Plays on to the first priority in (turn, step), passing and declaring nothing; "yes" to "you may". */
function playTo(g: Game, turn: number, step: Parameters<typeof passUntil>[1]['step']): void {
  for (let i = 0; i < 3000; i++) {
    const s = g.state;
    const c = s.pending;
    if (s.turn.number === turn && s.turn.step === step && c?.kind === 'priority') return;
    if (!c) throw new Error('no decision');
    if (c.kind === 'priority') answer(g, { kind: 'pass' });
    else if (c.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, k) => k) });
    else if (c.kind === 'chooseCards') answer(g, { kind: 'cards', cards: c.cards.slice(0, c.min) });
    else if (c.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
    else if (c.kind === 'declareBlockers') answer(g, { kind: 'blockers', blocks: [] });
    else throw new Error(`unexpected ${c.kind}`);
  }
  throw new Error('did not get there');
}

describe('copying a transformed permanent (CR 707.8, 712.8e)', () => {
  it('Phantasmal Image copying Awoken Horror has the back face: name, types, 7/8 — and mana value 0', () => {
    const g = game({
      A: { battlefield: ['Awoken Horror'] },
      B: { battlefield: ['Island', 'Island'], hand: ['Phantasmal Image'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castCopying(g, 'Phantasmal Image', 'Awoken Horror');
    const copy = byCard(g, 'Phantasmal Image');
    const ch = characteristics(g.state, copy.id);
    expect(ch.name).toBe('Awoken Horror');
    expect([ch.power, ch.toughness]).toEqual([7, 8]);
    // "except it's an Illusion in addition to its other types" (CR 707.9b)
    expect(ch.types).toEqual(['Creature']);
    expect([...ch.subtypes].sort()).toEqual(['Horror', 'Illusion', 'Kraken']);
    expect(ch.colors).toEqual(['U']);
    // 712.8e: the transformed card's mana value comes from its front face; a copy of the back face has 0.
    expect(characteristics(g.state, obj(g, 'Awoken Horror', { controller: 'A' }).id).manaValue).toBe(2);
    expect(ch.manaValue).toBe(0);
    // It didn't transform into Awoken Horror, so "When this creature transforms into Awoken Horror" didn't trigger.
    expect(g.state.stack).toEqual([]);
    expect(battlefield(g, 'A')).toEqual(['Awoken Horror']);
  });

  it('a copy of the front face of a double-faced permanent copies just that face', () => {
    const g = game({
      A: { battlefield: [...ISLANDS], hand: ['Clone'] },
      B: { battlefield: ['Thing in the Ice'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castCopying(g, 'Clone', 'Thing in the Ice');
    const ch = characteristics(g.state, byCard(g, 'Clone').id);
    expect(ch.name).toBe('Thing in the Ice');
    expect(ch.keywords).toContain('defender');
    expect(ch.manaValue).toBe(2);
    // CR 614.12: the copied "enters with four ice counters" applies to the Clone entering as Thing in the Ice.
    expect(byCard(g, 'Clone').counters.ice).toBe(4);
  });
});

describe('Thing in the Ice // Awoken Horror', () => {
  it('"remove an ice counter ... Then if it has no ice counters on it, transform it": after four spells it transforms and returns all non-Horror creatures', () => {
    const g = game({
      A: {
        battlefield: ['Thing in the Ice', 'Grizzly Bears', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        hand: ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'],
      },
      B: { battlefield: ['Grizzly Bears', 'Awoken Horror'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(obj(g, 'Thing in the Ice').counters.ice).toBe(4);
    for (let k = 0; k < 3; k++) {
      cast(g, 'Lightning Bolt', { targets: ['B'] });
      resolveStack(g);
    }
    // One counter left: the condition is false, so it stays Thing in the Ice.
    expect(obj(g, 'Thing in the Ice').counters.ice).toBe(1);
    const mark = g.log.length;
    cast(g, 'Lightning Bolt', { targets: ['B'] });
    resolveStack(g);
    expect(obj(g, 'Awoken Horror', { controller: 'A' }).counters.ice).toBe(0);
    expect(pt(g, 'Awoken Horror', { controller: 'A' })).toBe('7/8');
    // Both Grizzly Bears went back to their owners' hands; both Horrors stayed.
    expect(hand(g, 'A')).toEqual(['Grizzly Bears']);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'B')).toEqual(['Awoken Horror']);
    expect(logTexts(g, mark)).toContain('Thing in the Ice transforms into Awoken Horror (CR 701.27a)');
    expect(life(g, 'B')).toBe(8);
  });

  it("a Clone copying Thing in the Ice counts down but can't transform: it isn't a double-faced card (CR 712.9)", () => {
    const g = game({
      A: {
        battlefield: [...ISLANDS, 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
        hand: ['Clone', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'],
      },
      B: { battlefield: ['Thing in the Ice'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castCopying(g, 'Clone', 'Thing in the Ice');
    for (let k = 0; k < 4; k++) {
      cast(g, 'Lightning Bolt', { targets: ['B'] });
      resolveStack(g);
    }
    const clone = byCard(g, 'Clone');
    expect(clone.counters.ice).toBe(0);
    expect(characteristics(g.state, clone.id).name).toBe('Thing in the Ice');
    // B's real one didn't count down: it's A who cast the spells.
    expect(obj(g, 'Thing in the Ice', { controller: 'B' }).counters.ice).toBe(4);
  });
});

describe('Phantasmal Image: "except it\'s an Illusion ... and it has ..." (CR 707.9)', () => {
  it('is sacrificed when it becomes the target of a spell, which then has no legal target', () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', 'Grizzly Bears'], hand: ['Phantasmal Image'] },
      B: { battlefield: ['Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castCopying(g, 'Phantasmal Image', 'Grizzly Bears');
    const image = byCard(g, 'Phantasmal Image');
    expect(characteristics(g.state, image.id).subtypes).toEqual(['Bear', 'Illusion']);
    passPriority(g);
    const mark = g.log.length;
    cast(g, 'Shock', { targets: [{ object: image.id }] });
    // The trigger goes on the stack above Shock.
    expect(g.state.stack.map((it) => it.kind)).toEqual(['spell', 'ability']);
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Phantasmal Image']);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    expect(
      logTexts(g, mark).some((t) => t.includes('Grizzly Bears triggers: "When Grizzly Bears becomes the target')),
    ).toBe(true);
    expect(graveyard(g, 'B')).toEqual(['Shock']);
  });

  it('a copy of the copy has the exceptions too, as part of the copiable values (CR 707.9b)', () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', ...ISLANDS, 'Grizzly Bears'], hand: ['Phantasmal Image', 'Clone'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castCopying(g, 'Phantasmal Image', 'Grizzly Bears');
    const image = byCard(g, 'Phantasmal Image').id;
    cast(g, 'Clone');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    answer(g, { kind: 'cards', cards: [image] });
    const clone = byCard(g, 'Clone');
    const ch = characteristics(g.state, clone.id);
    expect(ch.name).toBe('Grizzly Bears');
    expect(ch.subtypes).toContain('Illusion');
    expect(ch.abilities.some((a) => a.kind === 'triggered' && a.trigger.kind === 'selfBecomesTarget')).toBe(true);
  });

  it('"You may": declining leaves it a 0/0 Phantasmal Image, which dies (CR 704.5f)', () => {
    const g = game({ A: { battlefield: ['Island', 'Island', 'Grizzly Bears'], hand: ['Phantasmal Image'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Phantasmal Image');
    resolveTop(g);
    answer(g, { kind: 'no' });
    expect(graveyard(g, 'A')).toEqual(['Phantasmal Image']);
  });
});

describe("copies of a double-faced Saga can't return transformed (CR 712.14a)", () => {
  it("Clever Impersonator copying Azusa's Many Journeys is exiled by its chapter III and stays in exile; the real Saga returns as Likeness of the Seeker", () => {
    const g = game({
      A: {
        battlefield: [{ name: "Azusa's Many Journeys", counters: { lore: 1 } }, ...ISLANDS],
        hand: ['Clever Impersonator', 'Forest', 'Forest'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // The real Saga got its turn-1 lore counter: chapter II.
    resolveStack(g);
    expect(life(g, 'A')).toBe(23);
    castCopying(g, 'Clever Impersonator', "Azusa's Many Journeys");
    const copy = byCard(g, 'Clever Impersonator');
    expect(copy.counters.lore).toBe(1);
    // Chapter I of the copy: "You may play an additional land this turn" — two lands this turn.
    resolveStack(g);
    playLand(g, 'Forest');
    playLand(g, 'Forest');
    expect(battlefield(g, 'A').filter((n) => n === 'Forest')).toHaveLength(2);
    // Turn 3: the real Saga's chapter III transforms it; the copy's chapter II gains 3 life.
    playTo(g, 3, 'postcombat_main');
    expect(battlefield(g, 'A')).toContain('Likeness of the Seeker');
    expect(life(g, 'A')).toBe(26);
    // Turn 5: the copy's chapter III exiles it, and it can't return transformed.
    const mark = g.log.length;
    playTo(g, 5, 'postcombat_main');
    expect(g.state.exile.map((id) => g.state.objects[id]!.def)).toEqual(['Clever Impersonator']);
    expect(battlefield(g, 'A')).not.toContain("Azusa's Many Journeys");
    expect(logTexts(g, mark)).toContain("Clever Impersonator can't enter transformed and stays put (CR 712.14a)");
  });
});

describe('Likeness of the Seeker', () => {
  it('"Whenever this creature becomes blocked, untap up to three lands you control" — its controller chooses which', () => {
    const g = game({
      A: { battlefield: ['Likeness of the Seeker', ...ISLANDS] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    for (let k = 0; k < 4; k++) tapForMana(g, 'Island');
    passUntil(g, { step: 'begin_combat' });
    passPriority(g);
    passPriority(g);
    attack(g, ['Likeness of the Seeker']);
    passUntil(g, { step: 'declare_attackers' });
    passPriority(g);
    passPriority(g);
    block(g, [['Grizzly Bears', 'Likeness of the Seeker']]);
    resolveTop(g);
    const c = g.state.pending;
    expect(c).toMatchObject({ kind: 'chooseCards', min: 0, max: 3 });
    chooseCards(g, ['Island', 'Island', 'Island']);
    const islands = g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Island');
    expect(islands.filter((id) => !g.state.objects[id]!.tapped)).toHaveLength(3);
  });
});

describe("the scenario runner's addCounters set-up (putCountersForTest)", () => {
  it('puts counters through the counter event: lore counters trigger chapter abilities (CR 714.2b)', () => {
    const g = game({ A: { battlefield: [{ name: 'Rite of Belzenlok', counters: { lore: 1 } }] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    resolveStack(g);
    const rite = obj(g, 'Rite of Belzenlok');
    const r = putCountersForTest(g.state, seatId('A'), rite.id, { lore: 1 });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.state;
    expect(g.state.stack).toHaveLength(1);
    expect(g.state.pending).toMatchObject({ kind: 'priority', player: seatId('A') });
  });

  it('refuses, with the state unchanged, when the player lacks priority or the object is no permanent', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'], hand: ['Shock'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const bears = obj(g, 'Grizzly Bears').id;
    const notB = putCountersForTest(g.state, seatId('B'), bears, { '+1/+1': 1 });
    expect(notB.ok).toBe(false);
    expect(notB.state).toBe(g.state);
    const shock = g.state.players[0]!.hand[0]!;
    expect(putCountersForTest(g.state, seatId('A'), shock, { '+1/+1': 1 }).ok).toBe(false);
  });
});

describe('the transform scenario examples', () => {
  it.each(['testCopyTransformedThingInTheIce', 'testCloneCantReturnTransformed'])('%s passes', (name) => {
    expect(exampleLine(TRANSFORM_EXAMPLES, name)).toMatch(/^PASS /);
  });
});
