// Durations of effects from resolved spells and abilities: "doesn't untap during its controller's next untap step"
// (CR 502.3), "until your next turn" (611.2b) — also when that player has left the game (800.4m) — and requirements
// on attacking that a permanent puts on other creatures (508.1d). Cards compiled from their Oracle text; cases from
// their Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import { compiledCardNames } from '../src/cards/index.js';
import {
  activate,
  announceTrigger,
  answer,
  attack,
  attempt,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  isTapped,
  lands,
  library,
  logTexts,
  nameOf,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';

describe('"doesn’t untap during its controller’s next untap step" (CR 502.3)', () => {
  it('Take into Custody: the creature stays tapped through its controller’s next untap step, then untaps as usual', () => {
    const g = game({
      A: { hand: ['Take into Custody'], battlefield: ['Island'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Take into Custody', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    expect(g.log.some((e) => e.text === "Grizzly Bears doesn't untap during its controller's untap step")).toBe(true);
    // The effect ended with that untap step: the next one untaps it.
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(isTapped(g, 'Grizzly Bears')).toBe(false);
    expect(g.state.effects).toEqual([]);
  });

  it('Kor Hookmaster (ruling): it can target a creature that is already tapped; that creature still doesn’t untap', () => {
    const g = game({
      A: { hand: ['Kor Hookmaster'], battlefield: lands('Plains', 3) },
      B: { battlefield: [{ name: 'Grizzly Bears', tapped: true }] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Kor Hookmaster');
    resolveStack(g);
    announceTrigger(g, { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
  });

  it('Hands of Binding’s ruling: untapped during that untap step, the effect has no effect at a later time', () => {
    // Barl's Cage: "{3}: Target creature doesn't untap during its controller's next untap step." on an untapped
    // creature: B's next untap step comes and goes; the creature taps to attack and untaps in the untap step after.
    const g = game({
      A: { battlefield: ["Barl's Cage", ...lands('Plains', 3)] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, "Barl's Cage", 0, ['Grizzly Bears']);
    resolveStack(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(g.state.effects).toEqual([]);
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(isTapped(g, 'Grizzly Bears')).toBe(true);
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(isTapped(g, 'Grizzly Bears')).toBe(false);
  });

  it('reads "It/That creature/That land doesn’t untap ..." and "Target permanent doesn’t untap ..." and says them back', () => {
    for (const name of ['Take into Custody', 'Kor Hookmaster', 'Stensia Innkeeper', "Barl's Cage", 'Apes of Rath'])
      expect(compiledCardNames().has(name)).toBe(true);
    const v = compileAndVerify({
      name: 'Ajani Vengeant',
      typeLine: 'Legendary Planeswalker — Ajani',
      manaCost: '{2}{R}{W}',
      loyalty: '3',
      oracleText:
        "+1: Target permanent doesn't untap during its controller's next untap step.\n−2: Ajani deals 3 damage to any target and you gain 3 life.",
    });
    expect(v.verified).toBe(true);
  });
});

describe('"until your next turn" (CR 611.2b, 800.4m)', () => {
  const MOUTH = 'Mouth of the Storm';

  it('Mouth of the Storm: the opponents’ creatures get -3/-0 through their turns, until its controller’s next turn', () => {
    const g = game({
      A: { hand: [MOUTH], battlefield: lands('Island', 7) },
      B: { battlefield: ['Craw Wurm'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, MOUTH);
    resolveStack(g);
    expect(pt(g, 'Craw Wurm')).toBe('3/4');
    passUntil(g, { turn: 2, step: 'end_turn' });
    expect(pt(g, 'Craw Wurm')).toBe('3/4');
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(pt(g, 'Craw Wurm')).toBe('6/4');
  });

  it('its controller leaves the game: the effect lasts until that player’s turn would have begun (CR 800.4m)', () => {
    const g = game({
      A: { hand: [MOUTH], battlefield: lands('Island', 7) },
      B: { battlefield: ['Craw Wurm'] },
      C: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, MOUTH);
    resolveStack(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    answer(g, { kind: 'concede' }, 'A');
    // Neither ended as A left, ...
    expect(pt(g, 'Craw Wurm')).toBe('3/4');
    passUntil(g, { turn: 3, step: 'end_turn' });
    expect(pt(g, 'Grizzly Bears')).toBe('-1/2');
    // ... nor lasts forever: it ends as the turn after C's begins, where A's would have.
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(g.state.turn.active).toBe(seatId('B'));
    expect([pt(g, 'Craw Wurm'), pt(g, 'Grizzly Bears')]).toEqual(['6/4', '2/2']);
  });

  it('"gains haste until your next turn" (Bond of Revival) and "Until your next turn, <pump>" read and said back', () => {
    expect(compiledCardNames().has('Bond of Revival')).toBe(true);
    const v = compileAndVerify({
      name: 'Test Visitor',
      typeLine: 'Legendary Planeswalker — Sorin',
      manaCost: '{2}{W}{B}',
      loyalty: '4',
      oracleText:
        '+1: Until your next turn, creatures you control get +1/+0 and gain lifelink.\n−2: Until your next turn, target creature gains indestructible.\n−3: Target creature gets -2/-0 until your next turn.',
    });
    expect(v.verified).toBe(true);
    const durations = v.result.ok
      ? v.result.abilities.flatMap((a) =>
          a.kind === 'activated' ? a.effects.map((e) => ('duration' in e ? e.duration : null)) : [],
        )
      : [];
    expect(durations).toEqual(['untilYourNextTurn', 'untilYourNextTurn', 'untilYourNextTurn', 'untilYourNextTurn']);
  });
});

/** Passes priority until the active player declares attackers. */
function toDeclaration(g: Game): void {
  while (g.state.pending?.kind !== 'declareAttackers')
    if (g.state.pending?.kind === 'orderTriggers')
      answer(g, { kind: 'order', order: g.state.pending.triggers.map((_, i) => i) });
    else passPriority(g);
}

describe('"<creatures> attack each combat if able" (CR 508.1d)', () => {
  it('Angler Turtle: an opponent’s creature that could attack must; a declaration without it is refused', () => {
    const g = game({ A: { battlefield: ['Angler Turtle'] }, B: { battlefield: ['Grizzly Bears', 'Wall of Stone'] } });
    passUntil(g, { turn: 2, step: 'precombat_main' });
    toDeclaration(g);
    const r = attempt(g, 'B', { kind: 'attackers', attackers: [] });
    expect(r.ok).toBe(false);
    attack(g, ['Grizzly Bears']);
    expect(obj(g, 'Grizzly Bears').attacking).toBe(seatId('A'));
  });

  it('Goblin Assault: "Goblin creatures attack each combat if able" — each Goblin must attack (its hasty token too), others needn’t', () => {
    const g = game({ A: { battlefield: ['Goblin Assault', 'Goblin Piker', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    toDeclaration(g);
    expect(attempt(g, 'A', { kind: 'attackers', attackers: [] }).ok).toBe(false);
    const token = g.state.battlefield.map((id) => g.state.objects[id]!).find((o) => o.token)!;
    expect(
      attempt(g, 'A', { kind: 'attackers', attackers: [{ attacker: obj(g, 'Goblin Piker').id, defender: 1 }] }).ok,
    ).toBe(false);
    answer(g, {
      kind: 'attackers',
      attackers: [
        { attacker: obj(g, 'Goblin Piker').id, defender: 1 },
        { attacker: token.id, defender: 1 },
      ],
    });
    expect(obj(g, 'Grizzly Bears').attacking).toBe(null);
  });
});

describe('Goblin Rabblemaster (CR 508.1d, 608.2h)', () => {
  const RABBLE = 'Goblin Rabblemaster';

  it('ruling: it doesn’t force itself to attack, but two of them force each other', () => {
    const one = game({ A: { battlefield: [RABBLE] } });
    passUntil(one, { turn: 1, step: 'precombat_main' });
    toDeclaration(one);
    const opts = one.state.pending?.kind === 'declareAttackers' ? one.state.pending.options : [];
    // Its own token (haste, made at the beginning of combat) must attack; Rabblemaster itself needn't.
    expect(opts.map((o) => [nameOf(one.state, o.attacker), o.mustAttack])).toEqual([
      [RABBLE, false],
      ['Goblin', true],
    ]);
    const two = game({ A: { battlefield: [RABBLE, RABBLE] }, B: { battlefield: ['Wall of Stone'] } });
    passUntil(two, { turn: 1, step: 'precombat_main' });
    toDeclaration(two);
    const must = two.state.pending?.kind === 'declareAttackers' ? two.state.pending.options : [];
    expect(must.filter((o) => nameOf(two.state, o.attacker) === RABBLE).map((o) => o.mustAttack)).toEqual([true, true]);
  });

  it('ruling: its attack trigger counts the other attacking Goblins as it resolves, and the bonus is locked in', () => {
    const g = game({ A: { battlefield: [RABBLE, 'Goblin Piker', 'Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    toDeclaration(g);
    const token = g.state.battlefield.find((id) => g.state.objects[id]!.token)!;
    answer(g, {
      kind: 'attackers',
      attackers: [RABBLE, 'Goblin Piker', 'Grizzly Bears']
        .map((n) => ({ attacker: obj(g, n).id, defender: 1 }))
        .concat([{ attacker: token, defender: 1 }]),
    });
    resolveStack(g);
    // Goblin Piker and the token are the other attacking Goblins (Grizzly Bears is no Goblin): +2/+0.
    expect(pt(g, RABBLE)).toBe('4/2');
  });
});

describe('Garruk Wildspeaker: "Untap two target lands" (CR 115.3, 701.26b)', () => {
  it('two targets of one word "target": the second can’t be the first (CR 115.3)', () => {
    const v = compileAndVerify({
      name: 'Garruk Wildspeaker',
      typeLine: 'Legendary Planeswalker — Garruk',
      manaCost: '{2}{G}{G}',
      loyalty: '3',
      oracleText: '+1: Untap two target lands.',
    });
    expect(v.verified).toBe(true);
    const a = v.result.ok ? v.result.abilities[0] : undefined;
    expect(a?.kind === 'activated' ? a.targets.map((t) => t.distinct ?? false) : []).toEqual([false, true]);
    expect(a?.kind === 'activated' ? a.effects.map((e) => e.kind) : []).toEqual(['untap', 'untap']);
  });

  it('ruling: any two lands, tapped or not; both untap', () => {
    const g = game({
      A: {
        hand: ['Garruk Wildspeaker'],
        battlefield: [{ name: 'Forest', tapped: false }, ...lands('Forest', 3), 'Mountain'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Garruk Wildspeaker');
    resolveStack(g);
    const tapped = g.state.battlefield.filter((id) => g.state.objects[id]!.tapped);
    expect(tapped.length).toBe(4);
    const [a, b] = tapped.map((id) => ({ object: id }));
    activate(g, 'Garruk Wildspeaker', 0, [a!, b!]);
    resolveStack(g);
    expect(g.state.battlefield.filter((id) => g.state.objects[id]!.tapped)).toEqual(tapped.slice(2));
    expect(obj(g, 'Garruk Wildspeaker').counters.loyalty).toBe(4);
  });
});

describe('Domri Rade (CR 401.2, 701.20a, 701.14)', () => {
  const DOMRI = 'Domri Rade';

  it('+1: a creature card on top may be revealed and put into the hand; another card stays on top unrevealed', () => {
    const g = game({ A: { hand: [DOMRI], battlefield: ['Mountain', 'Forest', 'Forest'], library: ['Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, DOMRI);
    resolveStack(g);
    activate(g, DOMRI, 0);
    passPriority(g);
    passPriority(g);
    expect(g.state.pending?.kind).toBe('chooseCards');
    chooseCards(g, ['Grizzly Bears']);
    expect(hand(g, 'A')).toEqual(['Grizzly Bears']);
    expect(logTexts(g)).toContain('A reveals Grizzly Bears (CR 701.20a)');

    const h = game({ A: { hand: [DOMRI], battlefield: ['Mountain', 'Forest', 'Forest'], library: ['Shock'] } });
    passUntil(h, { turn: 1, step: 'precombat_main' });
    cast(h, DOMRI);
    resolveStack(h);
    activate(h, DOMRI, 0);
    resolveStack(h);
    // Ruling: not a creature card — it simply stays on top; nobody is told what it is.
    expect(library(h, 'A')).toEqual(['Shock']);
    expect(logTexts(h).some((t) => t.includes('reveals'))).toBe(false);
  });

  it('−2 (ruling): the second target may be another creature you control, never the first target itself', () => {
    const g = game({
      A: { hand: [DOMRI], battlefield: ['Mountain', 'Forest', 'Forest', 'Craw Wurm', 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, DOMRI);
    resolveStack(g);
    const before = g.state;
    activate(g, DOMRI, 1, ['Craw Wurm', 'Grizzly Bears']);
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Grizzly Bears']);
    expect(obj(g, 'Craw Wurm').damage).toBe(2);
    // The same creature can't be both targets (CR 115.3).
    g.state = before;
    const wurm = obj(g, 'Craw Wurm').id;
    activate(g, DOMRI, 1, ['Craw Wurm', 'Grizzly Bears']);
    expect(g.state.stack.length).toBe(1);
    g.state = before;
    const act = before.pending?.kind === 'priority' ? before.pending.actions : [];
    const a = act.find((x) => x.kind === 'activate' && nameOf(before, x.source) === DOMRI && x.ability === 1);
    expect(a).toBeDefined();
    answer(g, a!);
    answer(g, { kind: 'target', target: { object: wurm } });
    expect(attempt(g, 'A', { kind: 'target', target: { object: wurm } }).ok).toBe(false);
  });
});
