// CR 506-511 (the combat phase) and the combat keywords of CR 702.
import { describe, expect, it } from 'vitest';
import { STEPS } from '../src/engine/index.js';
import {
  activate,
  assignDamage,
  attack,
  attempt,
  battlefield,
  block,
  cast,
  decision,
  game,
  graveyard,
  isTapped,
  life,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  type Game,
} from './helpers/harness.js';

/** Passes until blockers are declared (or the declare blockers step begins without a decision) and returns the
 * block options as [blocker, attackers] names. */
function blockOptions(g: Game): [string, string[]][] {
  while (g.state.pending?.kind === 'priority' && STEPS.indexOf(g.state.turn.step) < STEPS.indexOf('declare_blockers'))
    passPriority(g);
  const c = g.state.pending;
  if (c?.kind !== 'declareBlockers') return [];
  const name = (id: number) => g.state.objects[id]!.def;
  return c.options.map((o) => [name(o.blocker), o.attackers.map(name)]);
}

/** Passes priority until the declare attackers decision and returns it. */
function toDeclareAttackers(g: Game) {
  while (g.state.pending?.kind === 'priority' && STEPS.indexOf(g.state.turn.step) < STEPS.indexOf('declare_attackers'))
    passPriority(g);
  const c = g.state.pending;
  if (c?.kind !== 'declareAttackers') throw new Error(`expected declareAttackers, got ${decision(g)}`);
  return c;
}

/** Both players pass in the declare blockers step, so combat damage is assigned next. */
function toDamage(g: Game): void {
  passUntil(g, { step: 'declare_blockers' });
  passPriority(g);
  passPriority(g);
}

describe('attacking and blocking (CR 508, 509, 510)', () => {
  it('CR 508.1f, 510.1a: an unblocked attacker taps and deals combat damage equal to its power to the player', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] } });
    attack(g, ['Grizzly Bears']);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    expect(obj(g, 'Grizzly Bears').attacking).toBe(1);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'A')).toBe(20);
  });

  it('CR 509.1, 510.1c-d: a blocked attacker deals damage to its blocker, not the player, and takes the blocker’s', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Giant Spider'] } });
    attack(g, ['Grizzly Bears']);
    block(g, [['Giant Spider', 'Grizzly Bears']]);
    expect(obj(g, 'Grizzly Bears').blocked).toBe(true);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(20);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    expect(obj(g, 'Giant Spider').damage).toBe(2);
  });

  it('CR 511.3: creatures are removed from combat at the end of combat', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Giant Spider'] } });
    attack(g, ['Grizzly Bears']);
    block(g, [['Giant Spider', 'Grizzly Bears']]);
    passUntil(g, { step: 'postcombat_main' });
    expect(obj(g, 'Giant Spider').blocking).toEqual([]);
  });

  it('CR 702.3b: a creature with defender can’t attack', () => {
    const g = game({ A: { battlefield: ['Wall of Stone', 'Grizzly Bears'] } });
    const c = toDeclareAttackers(g);
    expect(c.options.map((o) => g.state.objects[o.attacker]!.def)).toEqual(['Grizzly Bears']);
    const wall = obj(g, 'Wall of Stone').id;
    const r = attempt(g, 'A', { kind: 'attackers', attackers: [{ attacker: wall, defender: 1 }] });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
  });

  it('CR 302.6: a creature that came under its controller’s control this turn can’t attack', () => {
    const g = game({ A: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest', 'Llanowar Elves'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    const c = toDeclareAttackers(g);
    expect(c.options.map((o) => g.state.objects[o.attacker]!.def)).toEqual(['Llanowar Elves']);
    const bears = obj(g, 'Grizzly Bears').id;
    expect(attempt(g, 'A', { kind: 'attackers', attackers: [{ attacker: bears, defender: 1 }] }).ok).toBe(false);
    attack(g, []);
    passUntil(g, { turn: 3, step: 'begin_combat' });
    expect(toDeclareAttackers(g).options).toHaveLength(2);
  });

  it('CR 702.10b: a creature with haste can attack the turn it comes under its controller’s control', () => {
    const g = game({ A: { hand: ['Raging Goblin'], battlefield: ['Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Raging Goblin');
    resolveStack(g);
    attack(g, ['Raging Goblin']);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(19);
  });

  it('CR 508.1f: a tapped creature can’t attack', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Anaba Shaman', 'Mountain'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Anaba Shaman', 0, ['B']);
    resolveStack(g);
    const c = toDeclareAttackers(g);
    expect(c.options.map((o) => g.state.objects[o.attacker]!.def)).toEqual(['Grizzly Bears']);
  });
});

describe('evasion (CR 702.9, 702.17, 702.14, 702.111, 509.1b)', () => {
  it('CR 702.9b, 702.17b: a flyer can be blocked only by creatures with flying or reach', () => {
    const g = game({
      A: { battlefield: ['Serra Angel'] },
      B: { battlefield: ['Grizzly Bears', 'Giant Spider', 'Ornithopter'] },
    });
    attack(g, ['Serra Angel']);
    const opts = blockOptions(g);
    expect(opts.map(([b]) => b).sort()).toEqual(['Giant Spider', 'Ornithopter']);
    const r = attempt(g, 'B', {
      kind: 'blockers',
      blocks: [{ blocker: obj(g, 'Grizzly Bears').id, attacker: obj(g, 'Serra Angel').id }],
    });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
    block(g, [['Giant Spider', 'Serra Angel']]);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(20);
    expect(graveyard(g, 'B')).toEqual(['Giant Spider']);
  });

  it('CR 702.111b: a creature with menace can’t be blocked except by two or more creatures', () => {
    const g = game({ A: { battlefield: ['Boggart Brute'] }, B: { battlefield: ['Grizzly Bears', 'Llanowar Elves'] } });
    attack(g, ['Boggart Brute']);
    blockOptions(g);
    const brute = obj(g, 'Boggart Brute').id;
    const one = attempt(g, 'B', {
      kind: 'blockers',
      blocks: [{ blocker: obj(g, 'Grizzly Bears').id, attacker: brute }],
    });
    expect(one.ok).toBe(false);
    expect(one.state).toBe(g.state);
    block(g, [
      ['Grizzly Bears', 'Boggart Brute'],
      ['Llanowar Elves', 'Boggart Brute'],
    ]);
    expect(decision(g)).toBe('A priority');
    // Two blockers: A divides the Brute's 3 damage (CR 510.1c).
    toDamage(g);
    expect(decision(g)).toBe('A assignDamage');
    assignDamage(g, [
      ['Grizzly Bears', 2],
      ['Llanowar Elves', 1],
    ]);
    expect(graveyard(g, 'B').sort()).toEqual(['Grizzly Bears', 'Llanowar Elves']);
    expect(graveyard(g, 'A')).toEqual(['Boggart Brute']); // 2 + 1 damage to a 3/2
  });

  it('CR 509.1b: Stalking Tiger can’t be blocked by more than one creature', () => {
    const g = game({ A: { battlefield: ['Stalking Tiger'] }, B: { battlefield: ['Grizzly Bears', 'Llanowar Elves'] } });
    attack(g, ['Stalking Tiger']);
    blockOptions(g);
    const tiger = obj(g, 'Stalking Tiger').id;
    const two = attempt(g, 'B', {
      kind: 'blockers',
      blocks: [
        { blocker: obj(g, 'Grizzly Bears').id, attacker: tiger },
        { blocker: obj(g, 'Llanowar Elves').id, attacker: tiger },
      ],
    });
    expect(two.ok).toBe(false);
    expect(two.state).toBe(g.state);
    block(g, [['Grizzly Bears', 'Stalking Tiger']]);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(life(g, 'B')).toBe(20);
  });

  it('CR 702.14c: islandwalk — unblockable while the defending player controls an Island', () => {
    const g = game({ A: { battlefield: ['River Boa'] }, B: { battlefield: ['Island', 'Grizzly Bears'] } });
    attack(g, ['River Boa']);
    expect(blockOptions(g)).toEqual([]);
    expect(g.state.turn.step).toBe('declare_blockers');
    expect(g.state.pending?.kind).toBe('priority'); // no block decision: nothing can block
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18);
  });

  it('CR 702.14c: islandwalk does nothing when the defending player controls no Island', () => {
    const g = game({
      A: { battlefield: ['River Boa', 'Island'] },
      B: { battlefield: ['Forest', 'Grizzly Bears'] },
    });
    attack(g, ['River Boa']);
    expect(blockOptions(g)).toEqual([['Grizzly Bears', ['River Boa']]]);
  });
});

describe('combat damage keywords (CR 702)', () => {
  it('CR 702.7b, 510.4: first strike — the blocker dies before it can deal damage', () => {
    const g = game({ A: { battlefield: ['Youthful Knight'] }, B: { battlefield: ['Grizzly Bears'] } });
    attack(g, ['Youthful Knight']);
    block(g, [['Grizzly Bears', 'Youthful Knight']]);
    passUntil(g, { step: 'first_strike_damage' });
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    passUntil(g, { step: 'end_combat' });
    expect(battlefield(g, 'A')).toEqual(['Youthful Knight']);
    expect(obj(g, 'Youthful Knight').damage).toBe(0);
  });

  it('CR 702.7b: a first-strike blocker kills the attacker before it deals damage', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Youthful Knight'] } });
    attack(g, ['Grizzly Bears']);
    block(g, [['Youthful Knight', 'Grizzly Bears']]);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'B')).toEqual(['Youthful Knight']);
  });

  it('CR 702.4b: double strike deals combat damage twice to the player', () => {
    const g = game({ A: { battlefield: ['Boros Swiftblade'] } });
    attack(g, ['Boros Swiftblade']);
    passUntil(g, { step: 'first_strike_damage' });
    expect(life(g, 'B')).toBe(19);
    passUntil(g, { step: 'combat_damage' });
    expect(life(g, 'B')).toBe(18);
  });

  it('CR 702.4b: double strike deals damage in both steps to a blocker; the blocker strikes back in the second', () => {
    const g = game({ A: { battlefield: ['Boros Swiftblade'] }, B: { battlefield: ['Grizzly Bears'] } });
    attack(g, ['Boros Swiftblade']);
    block(g, [['Grizzly Bears', 'Boros Swiftblade']]);
    passUntil(g, { step: 'first_strike_damage' });
    expect(obj(g, 'Grizzly Bears').damage).toBe(1);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(graveyard(g, 'A')).toEqual(['Boros Swiftblade']); // the 2/2 Bears dealt 2 to the 1/2
    expect(life(g, 'B')).toBe(20);
  });

  it('CR 702.19b: trample — lethal damage to the blocker first, the rest may go to the player', () => {
    const g = game({ A: { battlefield: ['Colossal Dreadmaw'] }, B: { battlefield: ['Grizzly Bears'] } });
    attack(g, ['Colossal Dreadmaw']);
    block(g, [['Grizzly Bears', 'Colossal Dreadmaw']]);
    toDamage(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('assignDamage');
    if (c?.kind !== 'assignDamage') return;
    expect(c.player).toBe(0);
    expect(c.trampleTo).toEqual({ player: 1 });
    expect(c.blockers).toEqual([{ blocker: obj(g, 'Grizzly Bears').id, lethal: 2 }]);
    const bears = obj(g, 'Grizzly Bears').id;
    // Less than lethal to the blocker while some goes to the player: refused.
    const short = attempt(g, 'A', {
      kind: 'damage',
      assignment: [
        { to: { object: bears }, amount: 1 },
        { to: { player: 1 }, amount: 5 },
      ],
    });
    expect(short.ok).toBe(false);
    expect(short.state).toBe(g.state);
    // Not all the damage assigned: refused.
    expect(attempt(g, 'A', { kind: 'damage', assignment: [{ to: { object: bears }, amount: 2 }] }).ok).toBe(false);
    assignDamage(g, [
      ['Grizzly Bears', 2],
      ['B', 4],
    ]);
    expect(life(g, 'B')).toBe(16);
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
  });

  it('CR 702.19b: a trampler may also assign all its damage to the blocker', () => {
    const g = game({ A: { battlefield: ['Colossal Dreadmaw'] }, B: { battlefield: ['Grizzly Bears'] } });
    attack(g, ['Colossal Dreadmaw']);
    block(g, [['Grizzly Bears', 'Colossal Dreadmaw']]);
    toDamage(g);
    assignDamage(g, [['Grizzly Bears', 6]]);
    expect(life(g, 'B')).toBe(20);
  });

  it('CR 702.19b: an unblocked trampler deals all its damage to the player without a decision', () => {
    const g = game({ A: { battlefield: ['Colossal Dreadmaw'] } });
    attack(g, ['Colossal Dreadmaw']);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(14);
  });

  it('CR 702.2b, 704.5h: deathtouch — any damage from it destroys the creature', () => {
    const g = game({ A: { battlefield: ['Scaled Wurm'] }, B: { battlefield: ['Typhoid Rats'] } });
    attack(g, ['Scaled Wurm']);
    block(g, [['Typhoid Rats', 'Scaled Wurm']]);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'A')).toEqual(['Scaled Wurm']);
    expect(graveyard(g, 'B')).toEqual(['Typhoid Rats']);
    expect(g.log.some((e) => e.rule === 'CR 704.5h')).toBe(true);
  });

  it('CR 702.15b: lifelink — damage dealt by the source also gains its controller that much life', () => {
    const g = game({ A: { battlefield: ['Vampire Nighthawk'] } });
    attack(g, ['Vampire Nighthawk']);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'A')).toBe(22);
  });

  it('CR 702.15b: lifelink works on damage dealt to a creature too', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Vampire Nighthawk'] } });
    attack(g, ['Grizzly Bears']);
    block(g, [['Vampire Nighthawk', 'Grizzly Bears']]);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(22);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
  });

  it('CR 702.20b: vigilance — attacking doesn’t cause the creature to tap', () => {
    const g = game({ A: { battlefield: ['Serra Angel', 'Grizzly Bears'] } });
    attack(g, ['Serra Angel', 'Grizzly Bears']);
    expect(isTapped(g, 'Serra Angel')).toBe(false);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(14);
  });

  it('CR 510.1c: with two blockers the attacking player divides the damage among them', () => {
    const g = game({ A: { battlefield: ['Scaled Wurm'] }, B: { battlefield: ['Grizzly Bears', 'Giant Spider'] } });
    attack(g, ['Scaled Wurm']);
    block(g, [
      ['Grizzly Bears', 'Scaled Wurm'],
      ['Giant Spider', 'Scaled Wurm'],
    ]);
    toDamage(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('assignDamage');
    if (c?.kind !== 'assignDamage') return;
    expect(c.player).toBe(0);
    expect(c.amount).toBe(7);
    expect(c.trampleTo).toBeNull();
    expect(c.blockers.map((b) => b.lethal).sort()).toEqual([2, 4]);
    // Without trample nothing may go to the player.
    expect(
      attempt(g, 'A', {
        kind: 'damage',
        assignment: [
          { to: { object: obj(g, 'Grizzly Bears').id }, amount: 2 },
          { to: { object: obj(g, 'Giant Spider').id }, amount: 4 },
          { to: { player: 1 }, amount: 1 },
        ],
      }).ok,
    ).toBe(false);
    assignDamage(g, [
      ['Grizzly Bears', 3],
      ['Giant Spider', 4],
    ]);
    expect(graveyard(g, 'B').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
    expect(obj(g, 'Scaled Wurm').damage).toBe(4);
    expect(life(g, 'B')).toBe(20);
  });
});

describe('blocked creatures and removed blockers (CR 509.1a, 509.1h, 510.1)', () => {
  it('CR 509.1a: a tapped creature can’t block', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { battlefield: [{ name: 'Giant Spider', tapped: true }, 'Llanowar Elves'] },
    });
    attack(g, ['Grizzly Bears']);
    expect(blockOptions(g)).toEqual([['Llanowar Elves', ['Grizzly Bears']]]);
  });

  it('CR 509.1h, 510.1c: an attacker whose only blocker is gone stays blocked and deals no damage', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Grizzly Bears', 'Mountain'] },
      B: { battlefield: ['Llanowar Elves'] },
    });
    attack(g, ['Grizzly Bears']);
    block(g, [['Llanowar Elves', 'Grizzly Bears']]);
    cast(g, 'Shock', { targets: ['Llanowar Elves'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Llanowar Elves']);
    expect(obj(g, 'Grizzly Bears').blocked).toBe(true);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(20);
  });

  it('CR 702.19d: a blocked trampler with no blockers left assigns all its damage to the player', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Colossal Dreadmaw', 'Mountain'] },
      B: { battlefield: ['Llanowar Elves'] },
    });
    attack(g, ['Colossal Dreadmaw']);
    block(g, [['Llanowar Elves', 'Colossal Dreadmaw']]);
    cast(g, 'Shock', { targets: ['Llanowar Elves'] });
    resolveStack(g);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(14);
  });

  it('CR 510.1a: a creature with 0 power assigns no combat damage', () => {
    const g = game({ A: { battlefield: ['Ornithopter'] } });
    attack(g, ['Ornithopter']);
    const mark = g.log.length;
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(20);
    expect(g.log.slice(mark).some((e) => e.event.kind === 'damage')).toBe(false);
  });

  it('CR 510.2, 704.5a: a player killed by first-strike damage loses before regular damage', () => {
    const g = game({ A: { battlefield: ['Youthful Knight', 'Grizzly Bears'] }, B: { life: 2 } });
    attack(g, ['Youthful Knight', 'Grizzly Bears']);
    passUntil(g, { step: 'declare_blockers' });
    passPriority(g);
    passPriority(g);
    expect(g.state.over).toBe(true);
    expect(g.state.winner).toBe(0);
    expect(life(g, 'B')).toBe(0); // only the Knight's 2; the Bears never dealt damage
  });

  it('CR 509.1a, 302.6: summoning sickness doesn’t stop a creature from blocking', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears'] },
      B: { hand: ['Giant Spider'], battlefield: ['Forest', 'Forest', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Giant Spider');
    resolveStack(g);
    passUntil(g, { turn: 3, step: 'upkeep' });
    attack(g, ['Grizzly Bears']);
    block(g, [['Giant Spider', 'Grizzly Bears']]);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
  });

  it('CR 702.19b: lethal damage for trample counts the damage already marked on the blocker', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Colossal Dreadmaw', 'Mountain'] },
      B: { battlefield: ['Giant Spider'] },
    });
    attack(g, ['Colossal Dreadmaw']);
    block(g, [['Giant Spider', 'Colossal Dreadmaw']]);
    cast(g, 'Shock', { targets: ['Giant Spider'] });
    resolveStack(g);
    toDamage(g);
    const c = g.state.pending;
    expect(c?.kind === 'assignDamage' && c.blockers.map((b) => b.lethal)).toEqual([2]);
    assignDamage(g, [
      ['Giant Spider', 2],
      ['B', 4],
    ]);
    expect(graveyard(g, 'B')).toEqual(['Giant Spider']);
    expect(life(g, 'B')).toBe(16);
  });
});
