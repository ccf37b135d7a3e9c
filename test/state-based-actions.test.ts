// CR 704: state-based actions, and CR 104: ending the game.
import { describe, expect, it } from 'vitest';
import {
  answer,
  attack,
  attempt,
  battlefield,
  block,
  cast,
  chooseTarget,
  decision,
  game,
  graveyard,
  life,
  logTexts,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
} from './helpers/harness.js';

describe('players losing (CR 704.5a-b, 104)', () => {
  it('CR 704.5a, 104.2a: a player at 0 life loses; the other player wins and the game is over', () => {
    const g = game({
      A: { hand: ['Lava Axe'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
      B: { life: 5 },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lava Axe', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(0);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
    expect(g.state.players[1]!.lost).toBe(true);
    expect(g.state.players[0]!.won).toBe(true);
    expect(g.state.pending).toBeNull();
    expect(logTexts(g)).toContain('B loses the game — has 0 or less life (CR 704.5a)');
    expect(logTexts(g)).toContain('A wins the game (CR 104.2a)');
  });

  it('CR 704.5a: a player above 0 life does not lose', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { life: 3 } });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(1);
    expect(g.state.over).toBe(false);
  });

  it('CR 121.4, 704.5b: drawing from an empty library loses the game at the next check, not before', () => {
    const g = game({ B: { library: [] } });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.over).toBe(false); // an empty library alone loses nothing
    passPriority(g);
    passPriority(g); // the upkeep ends; B draws from the empty library
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
    expect(g.state.players[1]!.lossReason).toBe('attempted to draw from an empty library');
    const texts = logTexts(g);
    const tried = texts.indexOf("B can't draw: the library is empty (CR 121.4)");
    const lost = texts.indexOf('B loses the game — attempted to draw from an empty library (CR 704.5b)');
    expect(tried).toBeGreaterThan(-1);
    expect(lost).toBeGreaterThan(tried);
  });

  it('CR 104.3a: a player may concede at any time, even when it is not their decision', () => {
    const g = game();
    const r = attempt(g, 'B', { kind: 'concede' });
    expect(r.ok).toBe(true);
    expect(r.ok && [r.state.over, r.state.winner]).toEqual([true, 0]);
  });
});

describe('creatures (CR 704.5f-h, 702.12)', () => {
  it('CR 704.5g: a creature with lethal damage is destroyed, and the log cites CR 704.5g', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { battlefield: ['Grizzly Bears'] } });
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    const mark = g.log.length;
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(logTexts(g, mark).some((t) => t.includes('Grizzly Bears dies') && t.includes('CR 704.5g'))).toBe(true);
  });

  it('CR 704.5g: damage less than toughness does not destroy; damage adds up within the turn', () => {
    const g = game({
      A: { hand: ['Shock', 'Shock'], battlefield: ['Mountain', 'Mountain'] },
      B: { battlefield: ['Giant Spider'] },
    });
    cast(g, 'Shock', { targets: ['Giant Spider'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Giant Spider']);
    cast(g, 'Shock', { targets: ['Giant Spider'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Giant Spider']);
  });

  it('CR 704.5f: a creature whose toughness becomes 0 (Festering Goblin’s -1/-1) is put into the graveyard', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain', 'Festering Goblin'] },
      B: { battlefield: ['Llanowar Elves'] },
    });
    cast(g, 'Shock', { targets: ['Festering Goblin'] });
    resolveStack(g); // the Shock resolves; the Goblin dies and its ability triggers
    expect(decision(g)).toBe('A target');
    chooseTarget(g, 'Llanowar Elves');
    const mark = g.log.length;
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Llanowar Elves']);
    expect(logTexts(g, mark).some((t) => t.includes('Llanowar Elves') && t.includes('CR 704.5f'))).toBe(true);
  });

  it('CR 702.12b: an indestructible creature survives lethal damage', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { battlefield: ['Darksteel Myr'] } });
    cast(g, 'Shock', { targets: ['Darksteel Myr'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Darksteel Myr']);
    expect(obj(g, 'Darksteel Myr').damage).toBe(2);
    expect(decision(g)).toBe('A priority'); // and the game goes on
  });

  it('CR 702.12b, 704.5f: an indestructible creature with toughness 0 is still put into the graveyard', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain', 'Festering Goblin'] },
      B: { battlefield: ['Darksteel Myr'] },
    });
    cast(g, 'Shock', { targets: ['Festering Goblin'] });
    resolveStack(g);
    chooseTarget(g, 'Darksteel Myr');
    expect(pt(g, 'Darksteel Myr')).toBe('0/1'); // the trigger is still on the stack
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Darksteel Myr']);
  });

  it('CR 702.12b, 704.5h: deathtouch damage does not destroy an indestructible creature', () => {
    const g = game({ A: { battlefield: ['Typhoid Rats'] }, B: { battlefield: ['Darksteel Myr'] } });
    attack(g, ['Typhoid Rats']);
    block(g, [['Darksteel Myr', 'Typhoid Rats']]);
    passUntil(g, { step: 'end_combat' });
    expect(battlefield(g, 'B')).toEqual(['Darksteel Myr']);
    expect(obj(g, 'Darksteel Myr').damage).toBe(1);
  });
});

describe('the legend rule (CR 704.5j)', () => {
  const setup = () => {
    const g = game({
      A: { hand: ['Isamaru, Hound of Konda'], battlefield: ['Plains', 'Isamaru, Hound of Konda'] },
      B: { battlefield: ['Isamaru, Hound of Konda'] },
    });
    const old = obj(g, 'Isamaru, Hound of Konda', { controller: 'A' }).id;
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Isamaru, Hound of Konda');
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error(`expected the legend rule choice, got ${decision(g)}`);
    return { g, c, old, fresh: c.cards.find((id) => id !== old)! };
  };

  it('CR 704.5j: with two legendary permanents of the same name, their controller chooses the one to keep', () => {
    const { g, c, old, fresh } = setup();
    expect(c.player).toBe(0);
    expect([...c.cards].sort()).toEqual([old, fresh].sort());
    expect([c.min, c.max]).toEqual([1, 1]);
    answer(g, { kind: 'cards', cards: [fresh] });
    expect(objs(g, 'Isamaru, Hound of Konda', { controller: 'A' }).map((o) => o.id)).toEqual([fresh]);
    expect(graveyard(g, 'A')).toEqual(['Isamaru, Hound of Konda']);
    // B's Isamaru has another controller: the legend rule leaves it alone.
    expect(battlefield(g, 'B')).toEqual(['Isamaru, Hound of Konda']);
    expect(logTexts(g).some((t) => t.includes('legend rule') && t.includes('CR 704.5j'))).toBe(true);
  });

  it('CR 704.5j: keeping the old one puts the new one into the graveyard', () => {
    const { g, old } = setup();
    answer(g, { kind: 'cards', cards: [old] });
    expect(objs(g, 'Isamaru, Hound of Konda', { controller: 'A' }).map((o) => o.id)).toEqual([old]);
    expect(graveyard(g, 'A')).toEqual(['Isamaru, Hound of Konda']);
  });

  it('CR 704.5j: the choice must be exactly one of them', () => {
    const { g, old, fresh } = setup();
    expect(attempt(g, 'A', { kind: 'cards', cards: [] }).ok).toBe(false);
    expect(attempt(g, 'A', { kind: 'cards', cards: [old, fresh] }).ok).toBe(false);
    expect(
      attempt(g, 'A', { kind: 'cards', cards: [obj(g, 'Isamaru, Hound of Konda', { controller: 'B' }).id] }).ok,
    ).toBe(false);
    expect(attempt(g, 'B', { kind: 'cards', cards: [old] }).ok).toBe(false);
  });
});
