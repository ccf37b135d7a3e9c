// Counters, costs and tokens: proliferate (CR 701.34a), "if the sacrificed creature was a Human" (CR 608.2h), "that
// creature's controller creates" (CR 111.2), "+X/+0, where X is" on an Equipment (CR 611.3a), "for each Locus on the
// battlefield", an enchantment artifact creature token (CR 205.2a), and "create five of those tokens instead" (CR
// 608.2c). Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  attack,
  block,
  canActivate,
  cast,
  chooseCards,
  game,
  canCast,
  canTapForMana,
  graveyard,
  keywords,
  lands,
  library,
  tapForMana,
  life,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';

/** Pays an activated ability's mana automatically and, when a sacrifice is asked for, sacrifices `name`. */
function payAndSacrifice(g: Game, name: string): void {
  if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
  chooseCards(g, [name]);
}

describe('proliferate (CR 701.34a)', () => {
  it('Volt Charge: 3 damage, then each chosen permanent and player gets another counter of each kind already there', () => {
    const g = game({
      A: {
        battlefield: [
          'Mountain',
          'Mountain',
          'Mountain',
          { name: 'Grizzly Bears', counters: { '+1/+1': 1 } },
          { name: 'Darksteel Myr', counters: { charge: 2, '+1/+1': 1 } },
        ],
        hand: ['Volt Charge'],
      },
      B: { battlefield: [{ name: 'Hill Giant', counters: { '-1/-1': 1 } }], poison: 2 },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Volt Charge', { targets: ['B'] });
    passPriority(g);
    passPriority(g);
    // Any number of them: Darksteel Myr is left out.
    chooseCards(g, ['Grizzly Bears', 'Hill Giant']);
    const c = g.state.pending;
    expect(c?.kind).toBe('yesNo');
    answer(g, { kind: 'yes' });
    expect(life(g, 'B')).toBe(17);
    expect(obj(g, 'Grizzly Bears').counters['+1/+1']).toBe(2);
    expect(obj(g, 'Hill Giant').counters['-1/-1']).toBe(2);
    expect(obj(g, 'Darksteel Myr').counters).toEqual({ charge: 2, '+1/+1': 1 });
    expect(g.state.players[1]!.poison).toBe(3);
  });

  it('Contagion Clasp: its -1/-1 counter on enter, then {4}, {T}: proliferate; nothing chosen, nothing changes', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Contagion Clasp'] },
      B: { battlefield: ['Hill Giant'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Contagion Clasp');
    passPriority(g);
    passPriority(g);
    // Its enters trigger targets a creature.
    answer(g, { kind: 'target', target: { object: obj(g, 'Hill Giant').id } });
    resolveStack(g);
    expect(pt(g, 'Hill Giant')).toBe('2/2');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    activate(g, 'Contagion Clasp', 0);
    passPriority(g);
    passPriority(g);
    chooseCards(g, ['Hill Giant']);
    expect(pt(g, 'Hill Giant')).toBe('1/1');
  });
});

describe('"If the sacrificed creature was a Human" (CR 608.2h)', () => {
  it('Falkenrath Aristocrat: sacrificing a Human gives it a +1/+1 counter; another creature only indestructible', () => {
    const g = game({
      A: { battlefield: ['Falkenrath Aristocrat', 'Elite Vanguard', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Falkenrath Aristocrat', 0);
    payAndSacrifice(g, 'Grizzly Bears');
    resolveStack(g);
    expect(obj(g, 'Falkenrath Aristocrat').counters['+1/+1'] ?? 0).toBe(0);
    expect(keywords(g, 'Falkenrath Aristocrat')).toContain('indestructible');
    activate(g, 'Falkenrath Aristocrat', 0);
    payAndSacrifice(g, 'Elite Vanguard');
    resolveStack(g);
    expect(obj(g, 'Falkenrath Aristocrat').counters['+1/+1']).toBe(1);
    expect(pt(g, 'Falkenrath Aristocrat')).toBe('5/2');
    expect(graveyard(g, 'A').sort()).toEqual(['Elite Vanguard', 'Grizzly Bears']);
  });
});

describe('"That creature\'s controller creates" (CR 111.2)', () => {
  it("Rapid Hybridization: the destroyed creature's controller creates a 3/3 Frog Lizard, even if it wasn't destroyed", () => {
    const g = game({
      A: { battlefield: ['Island', 'Island'], hand: ['Rapid Hybridization', 'Rapid Hybridization'] },
      B: { battlefield: ['Hill Giant', 'Darksteel Myr'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Rapid Hybridization', { targets: ['Hill Giant'] });
    resolveStack(g);
    expect(objs(g, 'Hill Giant')).toHaveLength(0);
    expect(pt(g, 'Frog Lizard', { controller: 'B' })).toBe('3/3');
    // Darksteel Myr is indestructible: its controller still creates the token (the card's rulings).
    cast(g, 'Rapid Hybridization', { targets: ['Darksteel Myr'] });
    resolveStack(g);
    expect(objs(g, 'Darksteel Myr')).toHaveLength(1);
    expect(objs(g, 'Frog Lizard', { controller: 'B' })).toHaveLength(2);
    expect(objs(g, 'Frog Lizard', { controller: 'A' })).toHaveLength(0);
  });
});

describe('"+X/+0, where X is" on an Equipment (CR 611.3a)', () => {
  it("Runechanter's Pike: first strike and +1/+0 for each instant and sorcery card in its controller's graveyard", () => {
    const g = game({
      A: {
        battlefield: ["Runechanter's Pike", 'Grizzly Bears', 'Plains', 'Plains', 'Mountain'],
        graveyard: ['Lightning Bolt', 'Divination', 'Shock', 'Hill Giant'],
        hand: ['Lightning Bolt'],
      },
      B: { graveyard: ['Giant Growth'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, "Runechanter's Pike", 0, ['Grizzly Bears']);
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('5/2');
    expect(keywords(g, 'Grizzly Bears')).toContain('first strike');
    // Counted continuously: another instant in the graveyard makes it bigger.
    cast(g, 'Lightning Bolt', { targets: ['B'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('6/2');
  });
});

describe('tokens and counts', () => {
  it('Hammer of Purphoros: sacrificing a land creates a 3/3 colorless Golem enchantment artifact creature token', () => {
    const g = game({
      A: { battlefield: ['Hammer of Purphoros', 'Mountain', 'Mountain', 'Mountain', 'Plains'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Hammer of Purphoros', 0);
    payAndSacrifice(g, 'Plains');
    resolveStack(g);
    const golem = obj(g, 'Golem');
    expect(pt(g, 'Golem')).toBe('3/3');
    const d = g.state.objects[golem.id]!;
    expect(d.token).toBe(true);
    expect(graveyard(g, 'A')).toEqual(['Plains']);
    // Creatures its controller controls have haste.
    expect(keywords(g, 'Golem')).toContain('haste');
  });

  it('Glimmerpost: 1 life for each Locus on the battlefield, itself and those of other players included', () => {
    const g = game({
      A: { battlefield: ['Glimmerpost'], hand: ['Glimmerpost'] },
      B: { battlefield: ['Glimmerpost'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const c = g.state.pending;
    if (c?.kind !== 'priority') throw new Error('no priority');
    const play = c.actions.find((a) => a.kind === 'playLand');
    if (!play) throw new Error('no land to play');
    answer(g, play);
    resolveStack(g);
    expect(life(g, 'A')).toBe(23);
  });

  it('Gather the Townsfolk: two 1/1 Humans, five at 5 or less life (fateful hour, CR 608.2c)', () => {
    for (const [at, n] of [
      [20, 2],
      [6, 2],
      [5, 5],
    ] as const) {
      const g = game({ A: { battlefield: ['Plains', 'Plains'], hand: ['Gather the Townsfolk'], life: at } });
      passUntil(g, { step: 'precombat_main' });
      cast(g, 'Gather the Townsfolk');
      resolveStack(g);
      expect(objs(g, 'Human')).toHaveLength(n);
      expect(objs(g, 'Human').every((h) => h.token)).toBe(true);
    }
  });
});

describe('multikicker (CR 702.33c-d)', () => {
  it('Everflowing Chalice: a charge counter for each time it was kicked; unkicked, none', () => {
    const g = game({
      A: { battlefield: lands('Plains', 6), hand: ['Everflowing Chalice', 'Everflowing Chalice'] },
    });
    passUntil(g, { step: 'precombat_main' });
    // Kicked once by casting it this way, then once more announced: {2}{2}.
    cast(g, 'Everflowing Chalice', { via: 'multikicker', x: 1 });
    resolveStack(g);
    expect(obj(g, 'Everflowing Chalice').counters.charge).toBe(2);
    expect(g.state.battlefield.filter((id) => g.state.objects[id]!.tapped)).toHaveLength(4);
    cast(g, 'Everflowing Chalice');
    resolveStack(g);
    const counts = objs(g, 'Everflowing Chalice').map((o) => o.counters.charge ?? 0);
    expect(counts.sort()).toEqual([0, 2]);
  });
});

describe('"Then" begins the next instruction (CR 608.2c)', () => {
  it('Assemble the Legion: a muster counter each upkeep, then a 1/1 Soldier with haste for each', () => {
    const g = game({ A: { battlefield: ['Assemble the Legion'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(obj(g, 'Assemble the Legion').counters.muster).toBe(1);
    expect(objs(g, 'Soldier')).toHaveLength(1);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(obj(g, 'Assemble the Legion').counters.muster).toBe(2);
    expect(objs(g, 'Soldier')).toHaveLength(3);
    expect(objs(g, 'Soldier').every((o) => o.token)).toBe(true);
  });
});

describe('counters as costs (CR 118.3, 602.5b)', () => {
  it('Wall of Roots: a -0/-1 counter for {G}, once each turn, automatic payment included, and again next turn', () => {
    const g = game({ A: { battlefield: ['Wall of Roots', 'Forest'], hand: ['Grizzly Bears', 'Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    // Grizzly Bears costs {1}{G}: the Forest and the Wall of Roots pay it.
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(pt(g, 'Wall of Roots')).toBe('0/4');
    expect(obj(g, 'Wall of Roots').counters['-0/-1']).toBe(1);
    // Once each turn: not again this turn.
    expect(canTapForMana(g, 'Wall of Roots')).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    // On another player's turn too (it has no {T}: any time mana abilities may be activated).
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(canTapForMana(g, 'Wall of Roots')).toBe(true);
    tapForMana(g, 'Wall of Roots');
    expect(g.state.players[0]!.pool.G).toBe(1);
    expect(pt(g, 'Wall of Roots')).toBe('0/3');
    expect(canTapForMana(g, 'Wall of Roots')).toBe(false);
  });

  it('Khalni Heart Expedition: remove three quest counters and sacrifice it — two basic lands, tapped', () => {
    const g = game({
      A: {
        battlefield: [{ name: 'Khalni Heart Expedition', counters: { quest: 2 } }],
        hand: ['Forest'],
        library: ['Island', 'Swamp', 'Mountain', 'Plains'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Khalni Heart Expedition')).toBe(false);
    const c = g.state.pending;
    const play = c?.kind === 'priority' ? c.actions.find((a) => a.kind === 'playLand') : undefined;
    if (!play) throw new Error('no land to play');
    answer(g, play);
    // Landfall: "you may put a quest counter on it".
    resolveTop(g);
    if (g.state.pending?.kind === 'yesNo') answer(g, { kind: 'yes' });
    resolveStack(g);
    expect(obj(g, 'Khalni Heart Expedition').counters.quest).toBe(3);
    activate(g, 'Khalni Heart Expedition', 0);
    expect(graveyard(g, 'A')).toEqual(['Khalni Heart Expedition']);
    resolveTop(g);
    chooseCards(g, ['Island', 'Swamp']);
    expect(objs(g, 'Island')[0]!.tapped).toBe(true);
    expect(objs(g, 'Swamp')[0]!.tapped).toBe(true);
    expect(library(g, 'A').sort()).toEqual(['Mountain', 'Plains']);
  });
});

describe('tokens that enter attacking or blocking (CR 508.4, 506.3e, 509.3b)', () => {
  it("Brimaz attacks: a 1/1 Cat Soldier with vigilance that's attacking, untapped; its damage counts", () => {
    const g = game({ A: { battlefield: ['Brimaz, King of Oreskos'] } });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    attack(g, ['Brimaz, King of Oreskos']);
    resolveStack(g);
    const cat = obj(g, 'Cat Soldier');
    expect(cat.attacking).toBe(1);
    expect(cat.tapped).toBe(false);
    passUntil(g, { turn: 3, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(16);
  });

  it('Brimaz blocks a creature: a Cat Soldier blocking that creature too, which deals its damage among both', () => {
    const g = game({ A: { battlefield: ['Brimaz, King of Oreskos'] }, B: { battlefield: ['Hill Giant'] } });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Hill Giant']);
    block(g, [['Brimaz, King of Oreskos', 'Hill Giant']]);
    resolveStack(g);
    const cat = obj(g, 'Cat Soldier');
    expect(cat.blocking).toEqual([obj(g, 'Hill Giant').id]);
    // B assigns the Giant's 3 damage among its blockers (CR 510.1c): 1 to the Cat, 2 to Brimaz.
    for (let i = 0; i < 10 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
    if (g.state.pending?.kind === 'assignDamage') {
      const c = g.state.pending;
      answer(g, {
        kind: 'damage',
        assignment: c.blockers.map((b) => ({ to: { object: b.blocker }, amount: b.blocker === cat.id ? 1 : 2 })),
      });
    }
    passUntil(g, { turn: 2, step: 'postcombat_main' });
    expect(objs(g, 'Cat Soldier')).toHaveLength(0);
    expect(objs(g, 'Hill Giant')).toHaveLength(0);
    expect(life(g, 'A')).toBe(20);
  });
});

describe('a pump and damage to its controller in one phrase (CR 611.2, 120.3)', () => {
  it('Firedrinker Satyr: +1/+0 until end of turn and 1 damage to you, each activation', () => {
    const g = game({ A: { battlefield: ['Firedrinker Satyr', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Firedrinker Satyr', 0);
    resolveStack(g);
    activate(g, 'Firedrinker Satyr', 0);
    resolveStack(g);
    expect(pt(g, 'Firedrinker Satyr')).toBe('4/1');
    expect(life(g, 'A')).toBe(18);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Firedrinker Satyr')).toBe('2/1');
  });
});

describe('"each green creature that entered this turn" (CR 400.7)', () => {
  it('Oran-Rief, the Vastwood: a +1/+1 counter on the green creature cast this turn, not on older ones', () => {
    const g = game({
      A: {
        battlefield: ['Oran-Rief, the Vastwood', 'Forest', 'Grizzly Bears', 'Hill Giant'],
        hand: ['Llanowar Elves', 'Mountain'],
      },
    });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    tapForMana(g, 'Forest');
    cast(g, 'Llanowar Elves');
    resolveStack(g);
    activate(g, 'Oran-Rief, the Vastwood', 0);
    resolveStack(g);
    expect(pt(g, 'Llanowar Elves')).toBe('2/2');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(obj(g, 'Grizzly Bears').counters['+1/+1'] ?? 0).toBe(0);
  });
});
