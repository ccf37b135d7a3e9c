// Named counters on permanents (CR 122.1): charge counters put by abilities and counted by them ("the number of
// charge counters on {this}"), an amount in a filter counted as the effect resolves ("with mana value equal to ..."),
// "Whenever equipped creature deals combat damage" (once a combat damage step, CR 510.2) and a modal activated ability
// (CR 700.2a, 602.2b). Cases from the Gatherer rulings of Ratchet Bomb, Shrine of Burning Rage and Umezawa's Jitte.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  assignDamage,
  attack,
  battlefield,
  block,
  canActivate,
  cast,
  chooseCards,
  chooseTarget,
  game,
  graveyard,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  type Game,
} from './helpers/harness.js';

const charge = (g: Game, name: string): number => obj(g, name).counters.charge ?? 0;

/** Activates a modal ability: the mode (index in printed order), then its target if it has one. */
function activateMode(g: Game, name: string, n: number, mode: number, target?: string): void {
  activate(g, name, n);
  expect(g.state.pending?.kind).toBe('chooseMode');
  answer(g, { kind: 'mode', mode });
  if (target !== undefined) chooseTarget(g, target);
}

describe('charge counters (CR 122.1)', () => {
  it('Ratchet Bomb: "{T}: Put a charge counter on {this}" puts one each activation', () => {
    const g = game({ A: { battlefield: ['Ratchet Bomb'] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Ratchet Bomb', 0);
    resolveStack(g);
    expect(charge(g, 'Ratchet Bomb')).toBe(1);
    expect(canActivate(g, 'Ratchet Bomb', 0)).toBe(false);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    activate(g, 'Ratchet Bomb', 0);
    resolveStack(g);
    expect(charge(g, 'Ratchet Bomb')).toBe(2);
  });

  it('Ratchet Bomb destroys each nonland permanent with mana value exactly the number of charge counters it had (as it last existed), whoever controls it', () => {
    const g = game({
      A: { battlefield: [{ name: 'Ratchet Bomb', counters: { charge: 2 } }, 'Grizzly Bears', 'Forest'] },
      B: { battlefield: ['Grizzly Bears', 'Hill Giant', 'Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Ratchet Bomb', 1);
    // The cost is paid: the Bomb is in the graveyard before the ability resolves.
    expect(graveyard(g, 'A')).toContain('Ratchet Bomb');
    resolveStack(g);
    expect(battlefield(g, 'A')).toEqual(['Forest']);
    expect(battlefield(g, 'B').sort()).toEqual(['Hill Giant', 'Mountain']);
  });

  it('Ratchet Bomb with no charge counters destroys each nonland permanent with mana value 0 (its ruling)', () => {
    const g = game({
      A: { battlefield: ['Ratchet Bomb', 'Ornithopter', 'Grizzly Bears'] },
      B: { battlefield: ['Memnite'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Ratchet Bomb', 1);
    resolveStack(g);
    expect(battlefield(g, 'A')).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'B')).toEqual([]);
  });

  it('Shrine of Burning Rage gets a counter at the beginning of its upkeep and for each red spell cast, and deals damage equal to them as it is sacrificed', () => {
    const g = game({
      A: { battlefield: ['Shrine of Burning Rage', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Shock'] },
      B: { battlefield: ['Island'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(charge(g, 'Shrine of Burning Rage')).toBe(1);
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(charge(g, 'Shrine of Burning Rage')).toBe(2);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(charge(g, 'Shrine of Burning Rage')).toBe(3);
    const before = life(g, 'B');
    activate(g, 'Shrine of Burning Rage', 0, ['B']);
    resolveStack(g);
    expect(life(g, 'B')).toBe(before - 3);
    expect(graveyard(g, 'A')).toContain('Shrine of Burning Rage');
  });
});

describe("Umezawa's Jitte: equipped creature's combat damage and a modal ability", () => {
  it('gets two charge counters once when the equipped creature deals combat damage, even to two blockers at once', () => {
    const g = game({
      A: { battlefield: ["Umezawa's Jitte", 'Hill Giant', 'Mountain', 'Mountain'] },
      B: { battlefield: ['Llanowar Elves', 'Fyndhorn Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, "Umezawa's Jitte", 1, ['Hill Giant']);
    resolveStack(g);
    attack(g, ['Hill Giant']);
    block(g, [
      ['Llanowar Elves', 'Hill Giant'],
      ['Fyndhorn Elves', 'Hill Giant'],
    ]);
    for (let i = 0; i < 10 && g.state.pending?.kind !== 'assignDamage'; i++) passPriority(g);
    assignDamage(g, [
      ['Llanowar Elves', 1],
      ['Fyndhorn Elves', 2],
    ]);
    resolveStack(g);
    expect(graveyard(g, 'B').sort()).toEqual(['Fyndhorn Elves', 'Llanowar Elves']);
    expect(charge(g, "Umezawa's Jitte")).toBe(2);
  });

  it('removes a charge counter for the mode chosen as it is activated: +2/+2 to the equipped creature, -1/-1 to a target, or 2 life', () => {
    const g = game({
      A: { battlefield: [{ name: "Umezawa's Jitte", counters: { charge: 3 } }, 'Grizzly Bears', 'Mountain', 'Mountain'] },
      B: { battlefield: ['Llanowar Elves'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, "Umezawa's Jitte", 1, ['Grizzly Bears']);
    resolveStack(g);
    const mark = g.log.length;
    activateMode(g, "Umezawa's Jitte", 0, 0);
    expect(charge(g, "Umezawa's Jitte")).toBe(2);
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
    expect(logTexts(g, mark).some((t) => t.includes('Equipped creature gets +2/+2 until end of turn'))).toBe(true);
    activateMode(g, "Umezawa's Jitte", 0, 1, 'Llanowar Elves');
    resolveStack(g);
    expect(graveyard(g, 'B')).toContain('Llanowar Elves');
    const before = life(g, 'A');
    activateMode(g, "Umezawa's Jitte", 0, 2);
    resolveStack(g);
    expect(life(g, 'A')).toBe(before + 2);
    expect(charge(g, "Umezawa's Jitte")).toBe(0);
    // No counter left to remove: the cost can't be paid.
    expect(canActivate(g, "Umezawa's Jitte", 0)).toBe(false);
  });

  it('gives the +2/+2 to the creature it was equipping as it last existed if it has left before the ability resolves (its ruling)', () => {
    const g = game({
      A: {
        battlefield: [
          { name: "Umezawa's Jitte", counters: { charge: 1 } },
          'Grizzly Bears',
          'Mountain',
          'Mountain',
          'Mountain',
          'Mountain',
        ],
        hand: ['Shatter'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, "Umezawa's Jitte", 1, ['Grizzly Bears']);
    resolveStack(g);
    activateMode(g, "Umezawa's Jitte", 0, 0);
    expect(charge(g, "Umezawa's Jitte")).toBe(0);
    // In response, the Jitte is destroyed; the ability resolves after it has left.
    cast(g, 'Shatter', { targets: ["Umezawa's Jitte"] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain("Umezawa's Jitte");
    expect(pt(g, 'Grizzly Bears')).toBe('4/4');
  });
});

describe('"the sacrificed creature": a permanent sacrificed as a cost, as it last existed (CR 601.2h, 608.2h)', () => {
  it('Birthing Pod finds a creature card with mana value 1 plus the sacrificed creature’s, only those offered', () => {
    const g = game({
      A: {
        battlefield: ['Birthing Pod', 'Forest', 'Forest', 'Grizzly Bears'],
        library: ['Llanowar Elves', 'Hill Giant', 'Centaur Courser', 'Forest'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Birthing Pod', 0);
    let c = g.state.pending;
    if (c?.kind === 'payMana') {
      answer(g, { kind: 'autoPay' });
      c = g.state.pending;
    }
    expect(c?.kind).toBe('chooseCards');
    chooseCards(g, ['Grizzly Bears']);
    expect(graveyard(g, 'A')).toContain('Grizzly Bears');
    // Players pass; as the ability resolves, only the mana value 3 creature card is offered (Grizzly Bears: 2).
    for (let i = 0; i < 4 && g.state.pending?.kind === 'priority'; i++) passPriority(g);
    const offer = g.state.pending;
    expect(offer?.kind).toBe('chooseCards');
    if (offer?.kind !== 'chooseCards') return;
    expect(offer.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Centaur Courser']);
    chooseCards(g, ['Centaur Courser']);
    expect(battlefield(g, 'A')).toContain('Centaur Courser');
  });
});
