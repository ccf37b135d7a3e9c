// CR 117.1a, 305, 307, 601, 602 (casting, activating, timing), 302.6 (summoning sickness), 732 (illegal and
// cancelled actions), and the refusal of answers that don't fit the pending decision.
import { describe, expect, it } from 'vitest';
import { apply, type Answer } from '../src/engine/index.js';
import {
  activate,
  answer,
  attempt,
  battlefield,
  canActivate,
  canCast,
  canPlayLand,
  cast,
  decision,
  game,
  graveyard,
  hand,
  isTapped,
  life,
  obj,
  objs,
  offered,
  passPriority,
  passUntil,
  playLand,
  resolveStack,
  stack,
  where,
} from './helpers/harness.js';

describe('timing (CR 117.1a, 307.1)', () => {
  const setup = () =>
    game({
      A: {
        hand: ['Stone Rain', 'Shock', 'Grizzly Bears'],
        battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Forest'],
      },
      B: { battlefield: ['Forest'] },
    });

  it('CR 307.1: a sorcery (and a creature spell) can be cast only in its controller’s main phase', () => {
    const g = setup();
    expect(where(g).step).toBe('upkeep');
    expect(canCast(g, 'Stone Rain')).toBe(false);
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Stone Rain')).toBe(true);
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    passUntil(g, { step: 'begin_combat' });
    expect(canCast(g, 'Stone Rain')).toBe(false);
    passUntil(g, { step: 'postcombat_main' });
    expect(canCast(g, 'Stone Rain')).toBe(true);
    passUntil(g, { step: 'end_turn' });
    expect(canCast(g, 'Stone Rain')).toBe(false);
  });

  it('CR 307.1: a sorcery can’t be cast while the stack is not empty, even in its controller’s main phase', () => {
    const g = setup();
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    expect(decision(g)).toBe('A priority');
    expect(canCast(g, 'Stone Rain')).toBe(false);
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
    const stoneRain = obj(g, 'Stone Rain', { zone: 'hand' }).id;
    const r = attempt(g, 'A', { kind: 'cast', card: stoneRain });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
    resolveStack(g);
    expect(canCast(g, 'Stone Rain')).toBe(true);
  });

  it('CR 307.1: a sorcery can’t be cast during the opponent’s turn', () => {
    const g = setup();
    passUntil(g, { turn: 2, step: 'precombat_main' });
    passPriority(g); // B passes: A has priority in B's main phase
    expect(decision(g)).toBe('A priority');
    expect(canCast(g, 'Stone Rain')).toBe(false);
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
    expect(canCast(g, 'Shock')).toBe(true);
  });

  it('CR 117.1a: an instant can be cast any time its controller has priority, including in response', () => {
    const g = game({
      A: { hand: ['Shock', 'Shock', 'Shock', 'Shock'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
    });
    expect(where(g).step).toBe('upkeep');
    expect(canCast(g, 'Shock')).toBe(true);
    cast(g, 'Shock', { targets: ['B'] });
    expect(canCast(g, 'Shock')).toBe(true); // in response to its own spell
    cast(g, 'Shock', { targets: ['B'] });
    expect(stack(g)).toEqual(['Shock', 'Shock']);
    resolveStack(g);
    expect(life(g, 'B')).toBe(16);
    passUntil(g, { step: 'declare_attackers' });
    expect(canCast(g, 'Shock')).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g); // B passes; A has priority in B's upkeep
    expect(decision(g)).toBe('A priority');
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(14);
  });
});

describe('lands (CR 305)', () => {
  it('CR 305.1: a land can’t be played while the stack isn’t empty', () => {
    const g = game({ A: { hand: ['Mountain', 'Shock'], battlefield: ['Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canPlayLand(g, 'Mountain')).toBe(true);
    cast(g, 'Shock', { targets: ['B'] });
    expect(canPlayLand(g, 'Mountain')).toBe(false);
    resolveStack(g);
    expect(canPlayLand(g, 'Mountain')).toBe(true);
  });

  it('CR 305.2: one land per turn; the second is not offered and is refused; next turn another may be played', () => {
    const g = game({ A: { hand: ['Mountain', 'Mountain', 'Mountain'] } });
    expect(canPlayLand(g, 'Mountain')).toBe(false); // upkeep: main phase only (CR 305.1)
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Mountain');
    expect(battlefield(g, 'A')).toEqual(['Mountain']);
    expect(decision(g)).toBe('A priority'); // a special action: A keeps priority (CR 116.2a, 117.3c)
    expect(canPlayLand(g, 'Mountain')).toBe(false);
    const second = objs(g, 'Mountain', { zone: 'hand' })[0]!.id;
    const r = attempt(g, 'A', { kind: 'playLand', card: second });
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.error.code).toBe('illegalAnswer');
    expect(r.state).toBe(g.state);
    passUntil(g, { step: 'postcombat_main' });
    expect(canPlayLand(g, 'Mountain')).toBe(false);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    passPriority(g);
    expect(canPlayLand(g, 'Mountain')).toBe(false); // not during the opponent's turn
    passUntil(g, { turn: 3, step: 'precombat_main' });
    playLand(g, 'Mountain');
    expect(battlefield(g, 'A')).toEqual(['Mountain', 'Mountain']);
  });
});

describe('summoning sickness and activated abilities (CR 302.6, 602)', () => {
  it('CR 602: Anaba Shaman’s {R},{T} ability deals 1 damage; it taps the Shaman and uses a Mountain', () => {
    const g = game({ A: { battlefield: ['Anaba Shaman', 'Mountain'] }, B: { battlefield: ['Llanowar Elves'] } });
    activate(g, 'Anaba Shaman', 0, ['B']);
    expect(stack(g)).toEqual(['Anaba Shaman ability']);
    expect(isTapped(g, 'Anaba Shaman')).toBe(true);
    expect(isTapped(g, 'Mountain')).toBe(true);
    resolveStack(g);
    expect(life(g, 'B')).toBe(19);
    // Tapped: it can't be activated again this turn.
    expect(canActivate(g, 'Anaba Shaman')).toBe(false);
    passUntil(g, { turn: 3, step: 'upkeep' });
    activate(g, 'Anaba Shaman', 0, ['Llanowar Elves']);
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual(['Llanowar Elves']);
  });

  it('CR 302.6: a creature’s {T} ability can’t be activated until its controller has controlled it since their turn began', () => {
    const g = game({
      A: { hand: ['Anaba Shaman'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Anaba Shaman');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Anaba Shaman');
    // Mana is not what stops it: a Mountain is still untapped.
    expect(objs(g, 'Mountain').filter((o) => !o.tapped)).toHaveLength(1);
    expect(canActivate(g, 'Anaba Shaman')).toBe(false);
    const shaman = obj(g, 'Anaba Shaman').id;
    expect(attempt(g, 'A', { kind: 'activate', source: shaman, ability: 0 }).ok).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g);
    expect(decision(g)).toBe('A priority');
    expect(canActivate(g, 'Anaba Shaman')).toBe(false); // still sick during the opponent's turn
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(canActivate(g, 'Anaba Shaman')).toBe(true);
  });

  it('CR 601.3: a spell that can’t be paid for is not offered, and casting it anyway is refused', () => {
    const g = game({ A: { hand: ['Shock', 'Lava Axe'], battlefield: ['Forest', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Shock')).toBe(true);
    expect(canCast(g, 'Lava Axe')).toBe(false); // five mana, two lands
    const axe = obj(g, 'Lava Axe', { zone: 'hand' }).id;
    const r = attempt(g, 'A', { kind: 'cast', card: axe });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
    const h = game({ A: { hand: ['Shock'], battlefield: ['Forest', 'Forest'] } });
    expect(canCast(h, 'Shock')).toBe(false); // no red source
    expect(offered(h)).toEqual(['pass', 'mana Forest/0', 'mana Forest/0']);
  });
});

describe('cancelling (CR 732)', () => {
  it('CR 732.1: cancelling during payment returns the game to the moment before the spell was cast', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] } });
    const before = g.state;
    const json = JSON.stringify(before);
    const shock = obj(g, 'Shock', { zone: 'hand' }).id;
    answer(g, { kind: 'cast', card: shock });
    expect(decision(g)).toBe('A target');
    answer(g, { kind: 'target', target: { player: 1 } });
    expect(decision(g)).toBe('A payMana');
    answer(g, { kind: 'cancel' });
    expect(JSON.stringify(g.state)).toBe(json);
    expect(hand(g, 'A')).toEqual(['Shock']);
    expect(stack(g)).toEqual([]);
    expect(isTapped(g, 'Mountain')).toBe(false);
    expect(decision(g)).toBe('A priority'); // CR 732.2: the player keeps priority
    expect(g.log.at(-1)?.rule).toBe('CR 732.1');
  });

  it('CR 732.1: mana abilities activated during the cancelled payment are reversed too', () => {
    const g = game({
      A: { hand: ['Stone Rain'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      B: { battlefield: ['Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    const json = JSON.stringify(g.state);
    answer(g, { kind: 'cast', card: obj(g, 'Stone Rain', { zone: 'hand' }).id });
    answer(g, { kind: 'target', target: { object: obj(g, 'Forest').id } });
    const c = g.state.pending;
    if (c?.kind !== 'payMana') throw new Error('expected payment');
    answer(g, { kind: 'payWith', source: c.sources[0]!.source, ability: c.sources[0]!.ability });
    expect(g.state.pending?.kind).toBe('payMana');
    expect(g.state.battlefield.filter((id) => g.state.objects[id]!.tapped)).toHaveLength(1);
    answer(g, { kind: 'cancel' });
    expect(JSON.stringify(g.state)).toBe(json);
    expect(g.state.players[0]!.pool.R).toBe(0);
    expect(battlefield(g, 'B')).toEqual(['Forest']);
  });
});

describe('refused answers leave the state unchanged', () => {
  const setup = () => game({ A: { hand: ['Shock', 'Grizzly Bears'], battlefield: ['Mountain', 'Forest'] } });

  it('the wrong player answering is refused (wrongPlayer)', () => {
    const g = setup();
    const json = JSON.stringify(g.state);
    const r = attempt(g, 'B', { kind: 'pass' });
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.error.code).toBe('wrongPlayer');
    expect(r.state).toBe(g.state);
    expect(JSON.stringify(g.state)).toBe(json);
  });

  it('an action that is not offered is refused (illegalAnswer)', () => {
    const g = setup();
    const bears = obj(g, 'Grizzly Bears', { zone: 'hand' }).id;
    for (const a of [
      { kind: 'cast', card: bears }, // a creature in the upkeep
      { kind: 'playLand', card: bears }, // not a land
      { kind: 'cast', card: 9999 }, // no such card
      { kind: 'keep' }, // answers another kind of decision
      { kind: 'target', target: { player: 1 } },
    ] as const satisfies readonly Answer[]) {
      const r = attempt(g, 'A', a);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      expect(r.ok === false && r.error.code).toBe('illegalAnswer');
      expect(r.state).toBe(g.state);
    }
  });

  it('a malformed answer is refused (malformed)', () => {
    const g = setup();
    const json = JSON.stringify(g.state);
    for (const bad of [null, undefined, 42, 'pass', {}, { kind: 7 }]) {
      const r = apply(g.state, 0, bad as unknown as Answer);
      expect(r.ok).toBe(false);
      expect(r.ok === false && r.error.code).toBe('malformed');
      expect(r.state).toBe(g.state);
    }
    expect(apply(g.state, 5, { kind: 'pass' }).ok).toBe(false);
    expect(JSON.stringify(g.state)).toBe(json);
  });

  it('an illegal target in the middle of casting is refused and the spell is still waiting for it', () => {
    const g = game({
      A: { hand: ['Stone Rain'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
      B: { battlefield: ['Forest', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    answer(g, { kind: 'cast', card: obj(g, 'Stone Rain', { zone: 'hand' }).id });
    const waiting = g.state;
    const r = attempt(g, 'A', { kind: 'target', target: { object: obj(g, 'Grizzly Bears').id } });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(waiting);
    expect(attempt(g, 'A', { kind: 'target', target: null }).ok).toBe(false); // the target is not optional
    expect(attempt(g, 'A', { kind: 'autoPay' }).ok).toBe(false); // answers another decision
    answer(g, { kind: 'target', target: { object: obj(g, 'Forest').id } });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Forest']);
  });

  it('after the game is over every answer is refused (gameOver)', () => {
    const g = game({ A: { hand: ['Shock'], battlefield: ['Mountain'] }, B: { life: 2 } });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(g.state.over).toBe(true);
    const r = attempt(g, 'A', { kind: 'pass' });
    expect(r.ok === false && r.error.code).toBe('gameOver');
  });
});

describe('abilities that function from the graveyard (CR 113.6)', () => {
  it('Hammer of Bogardan’s return ability can be activated only during its owner’s upkeep', () => {
    const mountains = Array.from({ length: 5 }, () => 'Mountain');
    const g = game({ A: { graveyard: ['Hammer of Bogardan'], battlefield: mountains }, B: { battlefield: mountains } });
    expect(where(g)).toEqual({ turn: 1, step: 'upkeep', active: 'A' });
    expect(canActivate(g, 'Hammer of Bogardan')).toBe(true);
    passUntil(g, { step: 'precombat_main' });
    expect(canActivate(g, 'Hammer of Bogardan')).toBe(false);
    const hammer = obj(g, 'Hammer of Bogardan', { zone: 'graveyard' }).id;
    expect(attempt(g, 'A', { kind: 'activate', source: hammer, ability: 1 }).ok).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    passPriority(g); // A has priority in B's upkeep
    expect(decision(g)).toBe('A priority');
    expect(canActivate(g, 'Hammer of Bogardan')).toBe(false);
    passUntil(g, { turn: 3, step: 'upkeep' });
    activate(g, 'Hammer of Bogardan', 0);
    expect(graveyard(g, 'A')).toEqual(['Hammer of Bogardan']); // still there until the ability resolves
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Hammer of Bogardan']);
    expect(graveyard(g, 'A')).toEqual([]);
  });

  it('Hammer of Bogardan’s ability needs its full cost of five mana', () => {
    const g = game({
      A: { graveyard: ['Hammer of Bogardan'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
    });
    expect(canActivate(g, 'Hammer of Bogardan')).toBe(false);
  });
});
