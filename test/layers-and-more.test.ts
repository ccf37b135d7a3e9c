// CR 613 sublayers 7a-7d, static keyword grants, delayed triggers (603.7), sacrifice costs, mana from spells,
// Phyrexian mana (107.4f).
import { describe, expect, it } from 'vitest';
import { apply, characteristics } from '../src/engine/index.js';
import {
  activate,
  attack,
  battlefield,
  cast,
  chooseCards,
  game,
  graveyard,
  isTapped,
  life,
  obj,
  passPriority,
  passUntil,
  playLand,
  pt,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';

const exileNames = (g: Game): string[] => g.state.exile.map((id) => g.state.objects[id]!.def);

describe('power and toughness sublayers (CR 613.4)', () => {
  it('7b then 7c: Giant Growth before Diminish still counts — base 1/1 plus +3/+3 is 4/4', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Forest', 'Island'], hand: ['Giant Growth', 'Diminish'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Giant Growth', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('5/5');
    cast(g, 'Diminish', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
  });

  it('7d applies after 7c whatever the timestamps: Twisted Image then Giant Growth on a 3/2 gives 5/6', () => {
    const g = game({
      A: { battlefield: ['Balduvian Barbarians', 'Forest', 'Island'], hand: ['Giant Growth', 'Twisted Image'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Twisted Image', { targets: ['Balduvian Barbarians'] });
    resolveStack(g);
    expect(pt(g, 'Balduvian Barbarians')).toBe('2/3');
    cast(g, 'Giant Growth', { targets: ['Balduvian Barbarians'] });
    resolveStack(g);
    expect(pt(g, 'Balduvian Barbarians')).toBe('5/6');
  });

  it('switching a 0/8 wall makes it 8/0, and it dies (CR 704.5f)', () => {
    const g = game({ A: { battlefield: ['Island'], hand: ['Twisted Image'] }, B: { battlefield: ['Wall of Stone'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Twisted Image', { targets: ['Wall of Stone'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).not.toContain('Wall of Stone');
    expect(graveyard(g, 'B')).toContain('Wall of Stone');
  });

  it('7a: Nightmare counts its controller’s Swamps, in every zone (CR 604.3)', () => {
    const g = game({ A: { battlefield: ['Swamp', 'Swamp'], hand: ['Swamp', 'Nightmare'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const inHand = g.state.players[0]!.hand.find((id) => g.state.objects[id]!.def === 'Nightmare')!;
    expect(characteristics(g.state, inHand).power).toBe(2);
    playLand(g, 'Swamp');
    expect(characteristics(g.state, inHand).toughness).toBe(3);
  });

  it('effects from resolved spells end in the cleanup step (CR 514.2)', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Island'], hand: ['Diminish'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Diminish', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('1/1');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
  });
});

describe('static abilities (CR 604, 613.1f layer 6)', () => {
  it('Fervor gives haste: a creature cast this turn can attack', () => {
    const g = game({ A: { battlefield: ['Fervor', 'Forest', 'Forest'], hand: ['Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
  });

  it('Honor of the Pure pumps only white creatures its controller controls', () => {
    const g = game({
      A: { battlefield: ['Honor of the Pure', 'Isamaru, Hound of Konda', 'Grizzly Bears'] },
      B: { battlefield: ['Youthful Knight'] },
    });
    expect(pt(g, 'Isamaru, Hound of Konda')).toBe('3/3');
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(pt(g, 'Youthful Knight')).toBe('2/1');
  });
});

describe('delayed triggered abilities (CR 603.7)', () => {
  it('Long Road Home: exiled now, back at the next end step as a new object with a +1/+1 counter', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Plains'], hand: ['Long Road Home'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const before = obj(g, 'Grizzly Bears').id;
    cast(g, 'Long Road Home', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(exileNames(g)).toContain('Grizzly Bears');
    expect(battlefield(g, 'B')).not.toContain('Grizzly Bears');
    passUntil(g, { turn: 1, step: 'end_turn' });
    expect(g.state.stack).toHaveLength(1);
    resolveStack(g);
    const back = obj(g, 'Grizzly Bears');
    expect(back.id).not.toBe(before);
    expect(back.controller).toBe(1);
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
    // It triggers only once.
    passUntil(g, { turn: 2, step: 'end_turn' });
    expect(g.state.stack).toHaveLength(0);
  });

  it('Ball Lightning attacks with haste and trample, then is sacrificed at the beginning of the end step', () => {
    const g = game({ A: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Ball Lightning'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Ball Lightning');
    resolveStack(g);
    attack(g, ['Ball Lightning']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(14);
    passUntil(g, { turn: 1, step: 'end_turn' });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Ball Lightning');
  });
});

describe('costs and mana', () => {
  it('Mogg Fanatic: sacrificed as a cost, it still deals the damage (its last known information)', () => {
    const g = game({ A: { battlefield: ['Mogg Fanatic'] }, B: { battlefield: ['Llanowar Elves'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Mogg Fanatic', 0, ['Llanowar Elves']);
    expect(graveyard(g, 'A')).toContain('Mogg Fanatic');
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Llanowar Elves');
  });

  it('Sakura-Tribe Elder: the land it finds enters tapped', () => {
    const g = game({ A: { battlefield: ['Sakura-Tribe Elder'], library: ['Forest', 'Shock', 'Shock'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Sakura-Tribe Elder');
    resolveTop(g);
    chooseCards(g, ['Forest']);
    expect(battlefield(g, 'A')).toContain('Forest');
    expect(isTapped(g, 'Forest')).toBe(true);
  });

  it('Dark Ritual adds {B}{B}{B}, which pays for Vampire Nighthawk', () => {
    const g = game({ A: { battlefield: ['Swamp'], hand: ['Dark Ritual', 'Vampire Nighthawk'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Dark Ritual');
    resolveStack(g);
    expect(g.state.players[0]!.pool.B).toBe(3);
    cast(g, 'Vampire Nighthawk');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Vampire Nighthawk');
  });

  it('Gut Shot: {R/P} is paid with 2 life when no red mana is available (CR 107.4f)', () => {
    const g = game({ A: { hand: ['Gut Shot'] }, B: { battlefield: ['Llanowar Elves'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Gut Shot', { targets: ['Llanowar Elves'] });
    expect(life(g, 'A')).toBe(18);
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Llanowar Elves');
  });

  it('mana empties from the pool at the end of each step (CR 106.4)', () => {
    const g = game({ A: { battlefield: ['Swamp'], hand: ['Dark Ritual'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Dark Ritual');
    resolveStack(g);
    passPriority(g);
    passPriority(g);
    expect(g.state.turn.step).toBe('begin_combat');
    expect(g.state.players[0]!.pool.B).toBe(0);
  });
});

describe('intervening "if" clauses (CR 603.4)', () => {
  it('Convalescence does not trigger above 10 life', () => {
    const g = game({ A: { battlefield: ['Convalescence'], life: 11 }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.stack).toHaveLength(0);
    passUntil(g, { turn: 2, step: 'draw' });
    expect(life(g, 'A')).toBe(11);
  });

  it('Convalescence triggers at 10 or less and gains 1 life', () => {
    const g = game({ A: { battlefield: ['Convalescence'], life: 10 }, startingPlayer: 'B' });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.stack).toHaveLength(1);
    resolveStack(g);
    expect(life(g, 'A')).toBe(11);
  });

  it('the condition is checked again on resolution: gone, the ability does nothing', () => {
    const g = game({
      A: { battlefield: ['Colossal Majesty', 'Fire Elemental'] },
      B: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Lightning Blast'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.stack).toHaveLength(1);
    const hand = g.state.players[0]!.hand.length;
    passPriority(g); // A passes with the trigger on the stack
    cast(g, 'Lightning Blast', { targets: ['Fire Elemental'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Fire Elemental');
    expect(g.state.players[0]!.hand.length).toBe(hand);
    expect(g.log.some((e) => e.rule === 'CR 603.4')).toBe(true);
  });
});

describe('attack requirements (CR 508.1d)', () => {
  it('Bloodrock Cyclops must attack if able: a declaration without it is refused', () => {
    const g = game({ A: { battlefield: ['Bloodrock Cyclops', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'begin_combat' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('declareAttackers');
    if (c?.kind !== 'declareAttackers') return;
    const bears = c.options.find((o) => g.state.objects[o.attacker]!.def === 'Grizzly Bears')!;
    const before = JSON.stringify(g.state);
    const r = apply(g.state, 0, { kind: 'attackers', attackers: [{ attacker: bears.attacker, defender: 1 }] });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(g.state)).toBe(before);
    attack(g, ['Bloodrock Cyclops']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(17);
  });
});

describe('ability removal and dependency (CR 613.1f, 613.8)', () => {
  it('Dress Down: creatures lose all abilities — flying, and keywords granted by an earlier static ability', () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', 'Fervor', 'Serra Angel'], hand: ['Dress Down'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(g.state.players[0]).toBeDefined();
    cast(g, 'Dress Down');
    resolveStack(g);
    resolveStack(g); // its enters trigger draws a card
    const ch = characteristics(g.state, obj(g, 'Serra Angel').id);
    expect(ch.keywords).toEqual([]);
    expect(ch.abilities).toEqual([]);
  });

  it('a static ability of a creature that lost all abilities stops applying (its effect no longer exists)', () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', 'Grizzly Bears', 'Nightmare', 'Swamp'], hand: ['Dress Down'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(pt(g, 'Nightmare')).toBe('1/1');
    cast(g, 'Dress Down');
    resolveStack(g);
    resolveStack(g);
    // Its characteristic-defining ability is gone too: the printed */* is 0/0, and it dies (CR 704.5f).
    expect(battlefield(g, 'A')).not.toContain('Nightmare');
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
  });

  it('at the end step Dress Down is sacrificed and abilities come back', () => {
    const g = game({ A: { battlefield: ['Island', 'Island', 'Serra Angel'], hand: ['Dress Down'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Dress Down');
    resolveStack(g);
    resolveStack(g);
    passUntil(g, { turn: 1, step: 'end_turn' });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Dress Down');
    expect(characteristics(g.state, obj(g, 'Serra Angel').id).keywords).toEqual(['flying', 'vigilance']);
  });
});

describe('costs to attack (CR 508.1g-j)', () => {
  /** Passes to the declare attackers decision and declares these attackers; returns the next decision kind. */
  function declare(g: Game, names: string[]): string | undefined {
    passUntil(g, { turn: 1, step: 'begin_combat' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'declareAttackers') throw new Error(`expected declareAttackers, got ${c?.kind}`);
    const attackers = names.map((n) => ({
      attacker: c.options.find((o) => g.state.objects[o.attacker]!.def === n)!.attacker,
      defender: 1,
    }));
    const r = apply(g.state, 0, { kind: 'attackers', attackers });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.state;
    return g.state.pending?.kind;
  }

  it('Propaganda: attacking with two creatures costs {4}, paid as the attack is declared', () => {
    const g = game({
      A: { battlefield: ['Grizzly Bears', 'Balduvian Barbarians', 'Forest', 'Forest', 'Forest', 'Forest'] },
      B: { battlefield: ['Propaganda'] },
    });
    expect(declare(g, ['Grizzly Bears', 'Balduvian Barbarians'])).toBe('payMana');
    const c = g.state.pending;
    expect(c?.kind === 'payMana' && c.remaining).toBe('{4}');
    const r = apply(g.state, 0, { kind: 'autoPay' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    g.state = r.state;
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(15);
    expect(
      g.state.battlefield.filter((id) => g.state.objects[id]!.def === 'Forest' && g.state.objects[id]!.tapped),
    ).toHaveLength(4);
  });

  it('declining to pay makes the declaration illegal: the game returns to the declaration (CR 508.1, 732)', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears', 'Forest', 'Forest'] }, B: { battlefield: ['Propaganda'] } });
    declare(g, ['Grizzly Bears']);
    const r = apply(g.state, 0, { kind: 'cancel' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.pending?.kind).toBe('declareAttackers');
    expect(r.state.battlefield.some((id) => r.state.objects[id]!.attacking !== null)).toBe(false);
  });

  it('a creature that must attack need not, when attacking would cost mana (CR 508.1d)', () => {
    const g = game({
      A: { battlefield: ['Bloodrock Cyclops', 'Mountain', 'Mountain'] },
      B: { battlefield: ['Propaganda'] },
    });
    passUntil(g, { turn: 1, step: 'begin_combat' });
    passPriority(g);
    passPriority(g);
    const r = apply(g.state, 0, { kind: 'attackers', attackers: [] });
    expect(r.ok).toBe(true);
  });
});

describe('blocking requirements (CR 509.1c)', () => {
  it('Razorgrass Screen blocks each combat if able: declaring no blocks is refused, blocking is accepted', () => {
    const g = game({ A: { battlefield: ['Grizzly Bears'] }, B: { battlefield: ['Razorgrass Screen'] } });
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 1, step: 'declare_attackers' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    expect(c?.kind).toBe('declareBlockers');
    if (c?.kind !== 'declareBlockers') return;
    expect(c.options[0]!.mustBlock).toBe(true);
    const none = apply(g.state, 1, { kind: 'blockers', blocks: [] });
    expect(none.ok).toBe(false);
    const ok = apply(g.state, 1, {
      kind: 'blockers',
      blocks: [{ blocker: c.options[0]!.blocker, attacker: c.options[0]!.attackers[0]! }],
    });
    expect(ok.ok).toBe(true);
  });

  it("a requirement that a restriction makes impossible is not required: a lone screen can't block a menace creature", () => {
    const g = game({ A: { battlefield: ['Boggart Brute'] }, B: { battlefield: ['Razorgrass Screen'] } });
    attack(g, ['Boggart Brute']);
    passUntil(g, { turn: 1, step: 'declare_attackers' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'declareBlockers') throw new Error('expected declareBlockers');
    expect(apply(g.state, 1, { kind: 'blockers', blocks: [] }).ok).toBe(true);
  });
});
