// CR 107.4e (hybrid mana symbols, monocolored hybrid {2/C}), 202.2 (a hybrid card is each of its colors), 202.3f
// (mana value of hybrid symbols), 107.4f (Phyrexian mana paid with its color), 601.2g-h (paying costs).
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  answer,
  attempt,
  battlefield,
  canActivate,
  canCast,
  cast,
  decision,
  game,
  graveyard,
  isTapped,
  life,
  obj,
  objs,
  passUntil,
  pt,
  resolveStack,
  stack,
  tapForMana,
  type Game,
} from './helpers/harness.js';

const tapped = (g: Game, name: string): number => objs(g, name).filter((o) => o.tapped).length;

describe('hybrid mana {R/W} (CR 107.4e)', () => {
  it('Boros Recruit {R/W} can be paid with red mana (a Mountain)', () => {
    const g = game({ A: { hand: ['Boros Recruit'], battlefield: ['Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Boros Recruit')).toBe(true);
    cast(g, 'Boros Recruit');
    expect(isTapped(g, 'Mountain')).toBe(true);
    resolveStack(g);
    expect(battlefield(g, 'A')).toEqual(['Boros Recruit', 'Mountain']);
  });

  it('Boros Recruit {R/W} can be paid with white mana (a Plains)', () => {
    const g = game({ A: { hand: ['Boros Recruit'], battlefield: ['Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Boros Recruit')).toBe(true);
    cast(g, 'Boros Recruit');
    expect(isTapped(g, 'Plains')).toBe(true);
    resolveStack(g);
    expect(battlefield(g, 'A')).toEqual(['Boros Recruit', 'Plains']);
  });

  it('Boros Recruit can’t be cast with mana of neither color', () => {
    const g = game({ A: { hand: ['Boros Recruit'], battlefield: ['Forest', 'Island', 'Swamp'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Boros Recruit')).toBe(false);
    const r = attempt(g, 'A', { kind: 'cast', card: obj(g, 'Boros Recruit', { zone: 'hand' }).id });
    expect(r.ok).toBe(false);
    expect(tapped(g, 'Forest') + tapped(g, 'Island') + tapped(g, 'Swamp')).toBe(0);
  });

  it('paying by hand: {R/W} is paid by white mana from a chosen Plains, and not by green', () => {
    const g = game({ A: { hand: ['Boros Recruit'], battlefield: ['Forest', 'Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    answer(g, { kind: 'cast', card: obj(g, 'Boros Recruit', { zone: 'hand' }).id });
    const c = g.state.pending;
    if (c?.kind !== 'payMana') throw new Error(`expected payment, got ${decision(g)}`);
    expect(c.remaining).toBe('{R/W}');
    // Green mana made during payment can't pay {R/W}: it stays in the pool and the cost stays due.
    answer(g, { kind: 'payWith', source: obj(g, 'Forest').id, ability: 0 });
    const still = g.state.pending;
    expect(still?.kind === 'payMana' && still.remaining).toBe('{R/W}');
    expect(g.state.players[0]!.pool).toMatchObject({ G: 1, W: 0 });
    answer(g, { kind: 'payWith', source: obj(g, 'Plains').id, ability: 0 });
    expect(stack(g)).toEqual(['Boros Recruit']);
    expect(decision(g)).toBe('A priority');
    expect(g.state.players[0]!.pool).toMatchObject({ G: 1, W: 0 });
  });

  it('red mana already in the pool pays {R/W} without a payment decision', () => {
    const g = game({ A: { hand: ['Boros Recruit'], battlefield: ['Mountain', 'Plains'] } });
    passUntil(g, { step: 'precombat_main' });
    tapForMana(g, 'Mountain');
    expect(g.state.players[0]!.pool.R).toBe(1);
    answer(g, { kind: 'cast', card: obj(g, 'Boros Recruit', { zone: 'hand' }).id });
    expect(stack(g)).toEqual(['Boros Recruit']);
    expect(g.state.players[0]!.pool.R).toBe(0);
    expect(isTapped(g, 'Plains')).toBe(false);
  });

  it('CR 202.2d: a card with {R/W} in its cost is both red and white; its mana value counts the symbol once', () => {
    const g = game({ A: { hand: ['Boros Recruit'] } });
    const ch = characteristics(g.state, obj(g, 'Boros Recruit', { zone: 'hand' }).id);
    expect([...ch.colors].sort()).toEqual(['R', 'W']);
    expect(ch.manaValue).toBe(1);
  });

  it('Scar {B/R} is paid with a Swamp or with a Mountain', () => {
    for (const land of ['Swamp', 'Mountain']) {
      const g = game({ A: { hand: ['Scar'], battlefield: [land] }, B: { battlefield: ['Grizzly Bears'] } });
      passUntil(g, { step: 'precombat_main' });
      cast(g, 'Scar', { targets: ['Grizzly Bears'] });
      expect(isTapped(g, land)).toBe(true);
      resolveStack(g);
      expect(pt(g, 'Grizzly Bears')).toBe('1/1');
    }
  });

  it('a hybrid symbol in an activation cost: Frostburn Weird’s {U/R} is paid with an Island, then a Mountain', () => {
    const g = game({ A: { battlefield: ['Frostburn Weird', 'Island', 'Mountain', 'Forest'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Frostburn Weird');
    resolveStack(g);
    activate(g, 'Frostburn Weird');
    resolveStack(g);
    expect(isTapped(g, 'Island')).toBe(true);
    expect(isTapped(g, 'Mountain')).toBe(true);
    expect(pt(g, 'Frostburn Weird')).toBe('3/2');
    // Only the Forest is left: green can't pay {U/R}.
    expect(isTapped(g, 'Forest')).toBe(false);
    expect(canActivate(g, 'Frostburn Weird')).toBe(false);
  });
});

describe('monocolored hybrid {2/R} (CR 107.4e, 202.3f)', () => {
  it('Flame Javelin {2/R}{2/R}{2/R} is paid with three red mana', () => {
    const g = game({ A: { hand: ['Flame Javelin'], battlefield: ['Mountain', 'Mountain', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Flame Javelin')).toBe(true);
    cast(g, 'Flame Javelin', { targets: ['B'] });
    expect(tapped(g, 'Mountain')).toBe(3);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
  });

  it('Flame Javelin is paid with six mana of another color (two generic for each symbol)', () => {
    const g = game({ A: { hand: ['Flame Javelin'], battlefield: Array.from({ length: 6 }, () => 'Plains') } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Flame Javelin')).toBe(true);
    cast(g, 'Flame Javelin', { targets: ['B'] });
    expect(tapped(g, 'Plains')).toBe(6);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
  });

  it('Flame Javelin is paid with one red and four other mana ({R} + {2} + {2})', () => {
    const g = game({
      A: { hand: ['Flame Javelin'], battlefield: ['Mountain', 'Plains', 'Plains', 'Plains', 'Plains'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Flame Javelin')).toBe(true);
    cast(g, 'Flame Javelin', { targets: ['B'] });
    expect(tapped(g, 'Mountain') + tapped(g, 'Plains')).toBe(5);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
  });

  it('Flame Javelin can’t be cast with five non-red mana', () => {
    const g = game({ A: { hand: ['Flame Javelin'], battlefield: Array.from({ length: 5 }, () => 'Plains') } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Flame Javelin')).toBe(false);
  });

  it('CR 202.3f: Flame Javelin’s mana value is 6', () => {
    const g = game({ A: { hand: ['Flame Javelin'] } });
    expect(characteristics(g.state, obj(g, 'Flame Javelin', { zone: 'hand' }).id).manaValue).toBe(6);
  });
});

describe('Phyrexian mana paid with its color (CR 107.4f)', () => {
  it('Gut Shot {R/P}: automatic payment with a Mountain available spends red mana, not life', () => {
    const g = game({ A: { hand: ['Gut Shot'], battlefield: ['Mountain'] }, B: { battlefield: ['Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Gut Shot', { targets: ['Llanowar Elves'] });
    expect(isTapped(g, 'Mountain')).toBe(true);
    expect(life(g, 'A')).toBe(20);
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Llanowar Elves');
  });

  it('Gut Shot {R/P}: the player may choose to pay 2 life even with a Mountain available', () => {
    const g = game({ A: { hand: ['Gut Shot'], battlefield: ['Mountain'] }, B: { battlefield: ['Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    answer(g, { kind: 'cast', card: obj(g, 'Gut Shot', { zone: 'hand' }).id });
    answer(g, { kind: 'target', target: { object: obj(g, 'Llanowar Elves').id } });
    const c = g.state.pending;
    if (c?.kind !== 'payMana') throw new Error(`expected payment, got ${decision(g)}`);
    expect(c.canPayLife).toBe(true);
    answer(g, { kind: 'payLife' });
    expect(stack(g)).toEqual(['Gut Shot']);
    expect(life(g, 'A')).toBe(18);
    expect(isTapped(g, 'Mountain')).toBe(false);
  });

  it('Gut Shot {R/P}: at 1 life with no red mana, casting it is refused and nothing changes (CR 119.4)', () => {
    const g = game({
      A: { hand: ['Gut Shot'], battlefield: ['Plains'], life: 1 },
      B: { battlefield: ['Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const before = g.state;
    const r = attempt(g, 'A', { kind: 'cast', card: obj(g, 'Gut Shot', { zone: 'hand' }).id });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(before);
    expect(life(g, 'A')).toBe(1);
    expect(battlefield(g, 'B')).toEqual(['Llanowar Elves']);
  });

  it('Gut Shot {R/P}: at 1 life a Mountain pays it, and no life is paid', () => {
    const g = game({
      A: { hand: ['Gut Shot'], battlefield: ['Mountain'], life: 1 },
      B: { battlefield: ['Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Gut Shot')).toBe(true);
    cast(g, 'Gut Shot', { targets: ['Llanowar Elves'] });
    resolveStack(g);
    expect(life(g, 'A')).toBe(1);
    expect(graveyard(g, 'B')).toEqual(['Llanowar Elves']);
  });

  it('Gut Shot {R/P}: at exactly 2 life it can be paid with life, leaving 0, and the player loses (CR 119.4, 704.5a)', () => {
    const g = game({ A: { hand: ['Gut Shot'], life: 2 }, B: { battlefield: ['Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Gut Shot')).toBe(true);
    cast(g, 'Gut Shot', { targets: ['Llanowar Elves'] });
    expect(life(g, 'A')).toBe(0);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(1);
  });

  it('Vault Skirge {1}{B/P}: one Swamp pays the {1} and 2 life the {B/P} (mana goes to what only mana can pay)', () => {
    const g = game({ A: { hand: ['Vault Skirge'], battlefield: ['Swamp'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Vault Skirge')).toBe(true);
    cast(g, 'Vault Skirge');
    resolveStack(g);
    expect(isTapped(g, 'Swamp')).toBe(true);
    expect(life(g, 'A')).toBe(18);
    expect(battlefield(g, 'A')).toEqual(['Swamp', 'Vault Skirge']);
  });

  it('Dismember {1}{B/P}{B/P}: with one Swamp it needs 4 life — castable at 4, not at 3 (CR 119.4)', () => {
    const at = (n: number) => {
      const g = game({
        A: { hand: ['Dismember'], battlefield: ['Swamp'], life: n },
        B: { battlefield: ['Giant Spider'] },
      });
      passUntil(g, { step: 'precombat_main' });
      return g;
    };
    expect(canCast(at(3), 'Dismember')).toBe(false);
    const g = at(4);
    expect(canCast(g, 'Dismember')).toBe(true);
    cast(g, 'Dismember', { targets: ['Giant Spider'] });
    expect(life(g, 'A')).toBe(0);
    expect(isTapped(g, 'Swamp')).toBe(true);
  });

  it('Gut Shot {R/P}: with 1 life and no red mana it is not offered', () => {
    const g = game({ A: { hand: ['Gut Shot'], battlefield: ['Plains'], life: 1 } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Gut Shot')).toBe(false);
  });
});
