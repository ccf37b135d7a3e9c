// Keyword abilities that are triggered abilities: undying (CR 702.93a), persist (702.79a), prowess (702.108a), battle
// cry (702.91a) and evolve (702.100a). Each keyword is the triggered ability its rule gives it, triggering and
// resolving as a printed one does; cases from the cards' Gatherer rulings. Played with compiled cards.
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  battlefield,
  toBlocks,
  cast,
  decision,
  game,
  graveyard,
  lands,
  life,
  logTexts,
  obj,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  stack,
} from './helpers/harness.js';

const counters = (g: ReturnType<typeof game>, name: string) => obj(g, name).counters;

describe('undying (CR 702.93a)', () => {
  it('dies without a +1/+1 counter: returns with one; dies with it: stays in the graveyard', () => {
    const g = game({
      A: { battlefield: ['Strangleroot Geist', ...lands('Mountain', 5)], hand: ['Shock', 'Lightning Bolt'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Shock', { targets: ['Strangleroot Geist'] });
    resolveStack(g);
    expect(logTexts(g, mark)).toContain('Strangleroot Geist triggers: "Undying" (CR 702.93a)');
    // A new object (CR 400.7) with a +1/+1 counter: a 3/2.
    expect(battlefield(g, 'A')).toContain('Strangleroot Geist');
    expect(counters(g, 'Strangleroot Geist')).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'Strangleroot Geist')).toBe('3/2');
    cast(g, 'Lightning Bolt', { targets: ['Strangleroot Geist'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Strangleroot Geist');
    expect(graveyard(g, 'A')).toContain('Strangleroot Geist');
  });

  it('it looks back at the permanent as it last existed: a +1/+1 counter put on it some other way counts', () => {
    const g = game({
      A: {
        battlefield: [{ name: 'Strangleroot Geist', counters: { '+1/+1': 1 } }, 'Mountain'],
        hand: ['Lightning Bolt'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Lightning Bolt', { targets: ['Strangleroot Geist'] });
    resolveStack(g);
    expect(logTexts(g, mark).some((t) => t.includes('Undying'))).toBe(false);
    expect(graveyard(g, 'A')).toEqual(['Lightning Bolt', 'Strangleroot Geist']);
  });
});

describe('persist (CR 702.79a)', () => {
  it('Kitchen Finks returns with a -1/-1 counter, its enters ability triggering again; then stays dead', () => {
    const g = game({
      A: { battlefield: ['Kitchen Finks', ...lands('Mountain', 4)], hand: ['Lightning Bolt', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Lightning Bolt', { targets: ['Kitchen Finks'] });
    resolveStack(g);
    expect(logTexts(g, mark)).toContain('Kitchen Finks triggers: "Persist" (CR 702.79a)');
    expect(counters(g, 'Kitchen Finks')).toEqual({ '-1/-1': 1 });
    expect(pt(g, 'Kitchen Finks')).toBe('2/1');
    // "When this creature enters, you gain 2 life": it is a new object that entered (ruling).
    expect(life(g, 'A')).toBe(22);
    cast(g, 'Shock', { targets: ['Kitchen Finks'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Kitchen Finks');
    expect(graveyard(g, 'A')).toContain('Kitchen Finks');
    expect(life(g, 'A')).toBe(22);
  });

  it('ruling: last known information decides — it had a -1/-1 counter as it died, so persist does not trigger', () => {
    const g = game({
      A: { battlefield: [{ name: 'Kitchen Finks', counters: { '-1/-1': 1 } }, 'Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Shock', { targets: ['Kitchen Finks'] });
    resolveStack(g);
    expect(logTexts(g, mark).some((t) => t.includes('Persist'))).toBe(false);
    expect(graveyard(g, 'A')).toContain('Kitchen Finks');
  });
});

describe('prowess (CR 702.108a)', () => {
  it('a noncreature spell: +1/+1 until end of turn, on the stack above the spell', () => {
    const g = game({ A: { battlefield: ['Monastery Swiftspear', 'Mountain'], hand: ['Shock'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    // Ruling: prowess goes on the stack on top of the spell that caused it to trigger, and resolves first.
    expect(stack(g)).toEqual(['Shock', 'Monastery Swiftspear ability']);
    resolveStack(g);
    expect(pt(g, 'Monastery Swiftspear')).toBe('2/3');
    expect(life(g, 'B')).toBe(18);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Monastery Swiftspear')).toBe('1/2');
  });

  it('ruling: a creature spell does not trigger it, and neither does playing a land', () => {
    const g = game({ A: { battlefield: ['Monastery Swiftspear', 'Forest', 'Forest'], hand: ['Grizzly Bears'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    expect(stack(g)).toEqual(['Grizzly Bears']);
    resolveStack(g);
    expect(pt(g, 'Monastery Swiftspear')).toBe('1/2');
  });

  it("an opponent's spell does not trigger it", () => {
    const g = game({
      A: { battlefield: ['Mountain'], hand: ['Shock'] },
      B: { battlefield: ['Monastery Swiftspear'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    expect(stack(g)).toEqual(['Shock']);
  });
});

describe('battle cry (CR 702.91a)', () => {
  it('each other attacking creature gets +1/+0; the creature with battle cry does not', () => {
    const g = game({ A: { battlefield: ['Accorder Paladin', 'Grizzly Bears', 'Hill Giant'] } });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    attack(g, ['Accorder Paladin', 'Grizzly Bears']);
    expect(logTexts(g, mark)).toContain('Accorder Paladin triggers: "Battle cry" (CR 702.91a)');
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('3/2');
    expect(pt(g, 'Accorder Paladin')).toBe('3/1');
    // Not attacking: no bonus.
    expect(pt(g, 'Hill Giant')).toBe('3/3');
  });

  it('two battle cries: each pumps the other', () => {
    const g = game({ A: { battlefield: ['Accorder Paladin', 'Goblin Wardriver'] } });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Accorder Paladin', 'Goblin Wardriver']);
    const c = g.state.pending;
    if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, i) => i) });
    resolveStack(g);
    expect(pt(g, 'Accorder Paladin')).toBe('4/1');
    expect(pt(g, 'Goblin Wardriver')).toBe('3/2');
  });
});

describe('evolve (CR 702.100a)', () => {
  it('a bigger creature entering puts a +1/+1 counter on it; one no bigger does not trigger it', () => {
    const g = game({
      A: {
        battlefield: ['Cloudfin Raptor', ...lands('Forest', 6)],
        hand: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(logTexts(g, mark)).toContain('Cloudfin Raptor triggers: "Evolve" (CR 702.100a)');
    expect(pt(g, 'Cloudfin Raptor')).toBe('1/2');
    // 2/2 against 1/2: greater power.
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(pt(g, 'Cloudfin Raptor')).toBe('2/3');
    // 2/2 against 2/3: neither is greater, so evolve doesn't trigger (ruling).
    const before = g.log.length;
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(logTexts(g, before).some((t) => t.includes('Evolve'))).toBe(false);
    expect(pt(g, 'Cloudfin Raptor')).toBe('2/3');
  });

  it('ruling: the comparison is made again on resolution, with last known information if the creature left', () => {
    // Grizzly Bears (2/2) enters under the control of Cloudfin Raptor (0/1): evolve triggers. In response the Bears are
    // shocked away: the comparison uses the Bears as they last existed (2/2), and the Raptor still evolves.
    const g = game({
      A: { battlefield: ['Cloudfin Raptor', 'Forest', 'Forest', 'Mountain'], hand: ['Grizzly Bears', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    // The Bears resolve; evolve triggers and waits on the stack.
    resolveTop(g);
    expect(stack(g)).toEqual(['Cloudfin Raptor ability']);
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Grizzly Bears');
    expect(pt(g, 'Cloudfin Raptor')).toBe('1/2');
  });

  it('ruling: if the creature with evolve grew in response so neither stat is greater, the ability does nothing', () => {
    const g = game({
      A: { battlefield: ['Cloudfin Raptor', 'Forest', 'Forest', 'Forest'], hand: ['Grizzly Bears', 'Giant Growth'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveTop(g);
    expect(stack(g)).toEqual(['Cloudfin Raptor ability']);
    const mark = g.log.length;
    cast(g, 'Giant Growth', { targets: ['Cloudfin Raptor'] });
    resolveStack(g);
    expect(logTexts(g, mark)).toContain(
      "Cloudfin Raptor's ability does nothing: its condition no longer holds (CR 603.4)",
    );
    expect(pt(g, 'Cloudfin Raptor')).toBe('3/4');
  });

  it("an opponent's creature entering does not trigger it", () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] },
      B: { battlefield: ['Cloudfin Raptor'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(pt(g, 'Cloudfin Raptor', { controller: 'B' })).toBe('0/1');
  });
});

describe('unleash (CR 702.98a)', () => {
  function castCackler(unleashed: boolean) {
    const g = game({
      A: { battlefield: ['Swamp'], hand: ['Rakdos Cackler'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Rakdos Cackler');
    resolveTop(g);
    // The choice is made as it enters (ruling: too late then to respond to the spell).
    expect(decision(g)).toBe('A yesNo');
    answer(g, { kind: unleashed ? 'yes' : 'no' });
    return g;
  }

  it('unleashed: it enters with a +1/+1 counter and can not block', () => {
    const g = castCackler(true);
    expect(counters(g, 'Rakdos Cackler')).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'Rakdos Cackler')).toBe('2/2');
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    expect(toBlocks(g)).toEqual({});
  });

  it('not unleashed: a 1/1 that may block', () => {
    const g = castCackler(false);
    expect(counters(g, 'Rakdos Cackler')).toEqual({});
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    expect(toBlocks(g)).toEqual({ 'Rakdos Cackler': ['Grizzly Bears'] });
  });

  it('ruling: any +1/+1 counter keeps it from blocking, not only the one unleash put on it', () => {
    const g = game({
      A: { battlefield: ['Swamp', 'Forest'], hand: ['Rakdos Cackler', 'Battlegrowth'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Rakdos Cackler');
    resolveTop(g);
    answer(g, { kind: 'no' });
    cast(g, 'Battlegrowth', { targets: ['Rakdos Cackler'] });
    resolveStack(g);
    expect(counters(g, 'Rakdos Cackler')).toEqual({ '+1/+1': 1 });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    expect(toBlocks(g)).toEqual({});
  });
});

describe('bloodthirst (CR 702.54a)', () => {
  const setup = () =>
    game({ A: { battlefield: lands('Mountain', 3), hand: ['Shock', 'Stormblood Berserker'] }, B: { life: 20 } });

  it('an opponent was dealt damage this turn: it enters with N +1/+1 counters', () => {
    const g = setup();
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    cast(g, 'Stormblood Berserker');
    resolveStack(g);
    expect(counters(g, 'Stormblood Berserker')).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'Stormblood Berserker')).toBe('3/3');
  });

  it('no opponent was dealt damage: it enters without counters; damage to its controller does not count', () => {
    const g = setup();
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    cast(g, 'Stormblood Berserker');
    resolveStack(g);
    expect(counters(g, 'Stormblood Berserker')).toEqual({});
    expect(pt(g, 'Stormblood Berserker')).toBe('1/1');
  });

  it('"this turn": damage dealt in an earlier turn does not count', () => {
    const g = game({
      A: { battlefield: lands('Mountain', 3), hand: ['Shock', 'Stormblood Berserker'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    cast(g, 'Stormblood Berserker');
    resolveStack(g);
    expect(counters(g, 'Stormblood Berserker')).toEqual({});
  });
});
