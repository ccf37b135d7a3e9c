// The cards of the Saga scenario examples and the mechanisms they brought: creating tokens from chapter abilities,
// "sacrifice another creature. If you can't, ..." (CR 701.21a), "nontoken" targets (Flicker), replacing the number
// of counters put (Vorinclex, CR 614.1a, 122.6), "+X/+0 where X is ..." counted on resolution (CR 608.2h) and fight
// (CR 701.14). Each test quotes the Oracle text, rule or ruling it checks.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  answer,
  attack,
  battlefield,
  block,
  cast,
  chooseCards,
  chooseTarget,
  game,
  graveyard,
  hand,
  keywords,
  life,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  stack,
  type Game,
} from './helpers/harness.js';

const lore = (g: Game, name: string) => obj(g, name).counters.lore ?? 0;
const count = (g: Game, s: 'A' | 'B', name: string) => battlefield(g, s).filter((n) => n === name).length;
const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

/** Answers a pending order of simultaneous triggers in the order the engine lists them. */
function orderAsListed(g: Game): void {
  const c = g.state.pending;
  if (c?.kind === 'orderTriggers') answer(g, { kind: 'order', order: c.triggers.map((_, i) => i) });
}

describe('Rite of Belzenlok', () => {
  it('"I, II — Create two 0/1 black Cleric creature tokens. III — Create a 6/6 black Demon creature token with flying, trample ..." and the Saga is sacrificed after III (CR 714.4)', () => {
    const g = game({ A: { hand: ['Rite of Belzenlok'], battlefield: SWAMPS } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Rite of Belzenlok');
    resolveStack(g);
    expect(lore(g, 'Rite of Belzenlok')).toBe(1);
    expect(count(g, 'A', 'Cleric')).toBe(2);
    for (const c of objs(g, 'Cleric')) {
      expect(c.token).toBe(true);
      const ch = characteristics(g.state, c.id);
      expect([ch.power, ch.toughness, ch.colors]).toEqual([0, 1, ['B']]);
    }

    passUntil(g, { turn: 3, step: 'precombat_main' });
    resolveStack(g);
    expect(lore(g, 'Rite of Belzenlok')).toBe(2);
    expect(count(g, 'A', 'Cleric')).toBe(4);

    passUntil(g, { turn: 5, step: 'precombat_main' });
    resolveStack(g);
    expect(count(g, 'A', 'Demon')).toBe(1);
    expect(pt(g, 'Demon')).toBe('6/6');
    expect(keywords(g, 'Demon')).toEqual(expect.arrayContaining(['flying', 'trample']));
    expect(battlefield(g, 'A')).not.toContain('Rite of Belzenlok');
    expect(graveyard(g, 'A')).toContain('Rite of Belzenlok');
  });
});

describe('the Demon token: "At the beginning of your upkeep, sacrifice another creature. If you can\'t, this token deals 6 damage to you."', () => {
  /** Rite of Belzenlok with two lore counters: its third chapter makes the Demon in A's first main phase. */
  function withDemon(extra: string[]): Game {
    const g = game({ A: { battlefield: [{ name: 'Rite of Belzenlok', counters: { lore: 2 } }, ...extra] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    resolveStack(g);
    expect(count(g, 'A', 'Demon')).toBe(1);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(stack(g)).toHaveLength(1);
    return g;
  }

  it('its controller chooses another creature they control to sacrifice (CR 701.21a); the Demon itself is not among them', () => {
    const g = withDemon(['Grizzly Bears', 'Memnite']);
    resolveTop(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    if (c?.kind !== 'chooseCards') return;
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Grizzly Bears', 'Memnite']);
    chooseCards(g, ['Memnite']);
    expect(graveyard(g, 'A')).toContain('Memnite');
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    expect(life(g, 'A')).toBe(20);
  });

  it('with no other creature to sacrifice, the token deals 6 damage to its controller', () => {
    const g = withDemon([]);
    resolveTop(g);
    expect(life(g, 'A')).toBe(14);
    expect(count(g, 'A', 'Demon')).toBe(1);
  });
});

describe('Flicker: "Exile target nontoken permanent, then return it to the battlefield under its owner\'s control."', () => {
  it('tokens are not legal targets; a Saga returns as a new object with one lore counter and chapter I triggers again (ruling: "This spell effectively \'resets\' the permanent")', () => {
    const g = game({
      A: { hand: ['Rite of Belzenlok', 'Flicker'], battlefield: [...SWAMPS, 'Plains', 'Plains'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Rite of Belzenlok');
    resolveStack(g);
    expect(count(g, 'A', 'Cleric')).toBe(2);
    const pr = g.state.pending;
    const flicker =
      pr?.kind === 'priority' &&
      pr.actions.find((a) => a.kind === 'cast' && g.state.objects[a.card]!.def === 'Flicker');
    if (!flicker) throw new Error('Flicker is not castable');
    answer(g, flicker);
    const c = g.state.pending;
    expect(c?.kind).toBe('target');
    if (c?.kind !== 'target') return;
    const legal = c.legal.map((r) => ('object' in r ? g.state.objects[r.object]!.def : 'player'));
    expect(legal).toContain('Rite of Belzenlok');
    expect(legal).not.toContain('Cleric');
    chooseTarget(g, 'Rite of Belzenlok');
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(lore(g, 'Rite of Belzenlok')).toBe(1);
    expect(count(g, 'A', 'Cleric')).toBe(4);
  });
});

describe('Vorinclex, Monstrous Raider', () => {
  it('"If you would put one or more counters on a permanent or player, put twice that many ... instead": a Saga enters with two lore counters (CR 122.6) and chapters I and II both trigger', () => {
    const g = game({ A: { hand: ['Rite of Belzenlok'], battlefield: ['Vorinclex, Monstrous Raider', ...SWAMPS] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Rite of Belzenlok');
    resolveTop(g);
    orderAsListed(g);
    expect(lore(g, 'Rite of Belzenlok')).toBe(2);
    expect(stack(g)).toHaveLength(2);
    resolveStack(g);
    expect(count(g, 'A', 'Cleric')).toBe(4);
    // CR 714.3b: the lore counter of the next precombat main phase is doubled too; III triggers and the Saga goes.
    passUntil(g, { turn: 3, step: 'precombat_main' });
    resolveStack(g);
    expect(count(g, 'A', 'Demon')).toBe(1);
    expect(graveyard(g, 'A')).toContain('Rite of Belzenlok');
  });

  it('"... they put half that many of each of those kinds of counters on that permanent or player instead, rounded down": an opponent\'s Saga gets no lore counter at all', () => {
    const g = game({
      A: { battlefield: ['Vorinclex, Monstrous Raider'] },
      B: { hand: ['Rite of Belzenlok'], battlefield: SWAMPS },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Rite of Belzenlok');
    resolveStack(g);
    expect(lore(g, 'Rite of Belzenlok')).toBe(0);
    expect(count(g, 'B', 'Cleric')).toBe(0);
    passUntil(g, { turn: 4, step: 'precombat_main' });
    expect(lore(g, 'Rite of Belzenlok')).toBe(0);
    expect(stack(g)).toHaveLength(0);
  });

  it('applies to counters put on a player: damage from a source with infect gives twice the poison counters (CR 120.3b)', () => {
    const g = game({ A: { battlefield: ['Vorinclex, Monstrous Raider', 'Glistener Elf'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    attack(g, ['Glistener Elf']);
    passUntil(g, { turn: 1, step: 'end_combat' });
    expect(g.state.players[1]!.poison).toBe(2);
    expect(life(g, 'B')).toBe(20);
  });

  it('applies to -1/-1 counters its controller puts with wither or infect damage (CR 120.3d)', () => {
    const g = game({
      A: { battlefield: ['Vorinclex, Monstrous Raider', 'Glistener Elf'] },
      B: { battlefield: ['Grizzly Bears'] },
      startingPlayer: 'B',
    });
    attack(g, ['Grizzly Bears']);
    block(g, [['Glistener Elf', 'Grizzly Bears']]);
    passUntil(g, { turn: 1, step: 'end_combat' });
    // One infect damage becomes two -1/-1 counters: the 2/2 Bears die.
    expect(graveyard(g, 'B')).toContain('Grizzly Bears');
    expect(graveyard(g, 'A')).toContain('Glistener Elf');
  });
});

describe('The Triumph of Anax', () => {
  it('"I, II, III — Until end of turn, target creature gains trample and gets +X/+0, where X is the number of lore counters on this Saga."', () => {
    const g = game({
      A: { hand: ['The Triumph of Anax'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Memnite'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'The Triumph of Anax');
    resolveTop(g);
    chooseTarget(g, 'Memnite');
    resolveStack(g);
    expect(pt(g, 'Memnite')).toBe('2/1');
    expect(keywords(g, 'Memnite')).toContain('trample');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Memnite')).toBe('1/1');
    expect(keywords(g, 'Memnite')).not.toContain('trample');
    passUntil(g, { turn: 3, step: 'draw' });
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Memnite');
    resolveStack(g);
    expect(pt(g, 'Memnite')).toBe('3/1');
  });

  it('X is counted as the chapter resolves, using the Saga as it last existed if it has left (CR 608.2h)', () => {
    const g = game({
      A: {
        hand: ['Boomerang'],
        battlefield: [{ name: 'The Triumph of Anax', counters: { lore: 1 } }, 'Memnite', 'Island', 'Island'],
      },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 2, step: 'draw' });
    passPriority(g);
    passPriority(g);
    // Chapter II has triggered (two lore counters); in response the Saga goes back to its owner's hand.
    chooseTarget(g, 'Memnite');
    expect(stack(g)).toHaveLength(1);
    cast(g, 'Boomerang', { targets: ['The Triumph of Anax'] });
    resolveStack(g);
    expect(hand(g, 'A')).toContain('The Triumph of Anax');
    expect(pt(g, 'Memnite')).toBe('3/1');
  });

  it('"IV — Target creature you control fights up to one target creature you don\'t control." Each deals damage equal to its power to the other (CR 701.14a)', () => {
    const g = game({
      A: { battlefield: [{ name: 'The Triumph of Anax', counters: { lore: 3 } }, 'Grizzly Bears'] },
      B: { battlefield: ['Memnite', 'Kraken Hatchling'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 2, step: 'draw' });
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Grizzly Bears');
    chooseTarget(g, 'Memnite');
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Memnite');
    expect(obj(g, 'Grizzly Bears').damage).toBe(1);
    expect(obj(g, 'Kraken Hatchling').damage).toBe(0);
    // The Saga is sacrificed after its final chapter (CR 714.4).
    expect(graveyard(g, 'A')).toContain('The Triumph of Anax');
  });

  it('with no second target chosen ("up to one"), nothing fights', () => {
    const g = game({
      A: { battlefield: [{ name: 'The Triumph of Anax', counters: { lore: 3 } }, 'Grizzly Bears'] },
      B: { battlefield: ['Memnite'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 2, step: 'draw' });
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Grizzly Bears');
    chooseTarget(g, null);
    resolveStack(g);
    expect(obj(g, 'Grizzly Bears').damage).toBe(0);
    expect(obj(g, 'Memnite').damage).toBe(0);
  });

  it('"If one or both creatures instructed to fight are no longer on the battlefield ..., neither of them fights or deals damage." (CR 701.14b)', () => {
    const g = game({
      A: { battlefield: [{ name: 'The Triumph of Anax', counters: { lore: 3 } }, 'Grizzly Bears'] },
      B: { battlefield: ['Kraken Hatchling', 'Island', 'Island'], hand: ['Boomerang'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 2, step: 'draw' });
    passPriority(g);
    passPriority(g);
    chooseTarget(g, 'Grizzly Bears');
    chooseTarget(g, 'Kraken Hatchling');
    passPriority(g); // A passes with chapter IV on the stack
    cast(g, 'Boomerang', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(hand(g, 'A')).toContain('Grizzly Bears');
    expect(obj(g, 'Kraken Hatchling').damage).toBe(0);
  });
});
