// Control-changing effects (layer 2, CR 613.1b): "Gain control of target creature until end of turn" (Act of Treason,
// Zealous Conscripts), "Gain control of target creature" for the game (Keiga, the Tide Star) and "You control enchanted
// creature" (Mind Control). The new controller hasn't controlled the permanent since their turn began (302.6), the
// effect ends as its duration says (514.2) or with its source (611.3), and ends for a player who leaves the game
// (800.4a). Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  attack,
  attempt,
  battlefield,
  cast,
  chooseTarget,
  game,
  graveyard,
  lands,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';

const controller = (g: Game, name: string): number => obj(g, name).controller;

describe('Act of Treason: "Gain control of target creature until end of turn. Untap that creature. It gains haste."', () => {
  it('takes the creature, untaps it, lets it attack this turn, and gives it back in the cleanup step', () => {
    const g = game({
      A: { hand: ['Act of Treason'], battlefield: lands('Mountain', 3) },
      B: { battlefield: [{ name: 'Grizzly Bears', tapped: true }] },
    });
    passUntil(g, { step: 'precombat_main' });
    const mark = g.log.length;
    cast(g, 'Act of Treason', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    expect(obj(g, 'Grizzly Bears').tapped).toBe(false);
    expect(logTexts(g, mark)).toContain('A now controls Grizzly Bears (CR 613.1b)');
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    attack(g, ['Grizzly Bears']);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('B'));
    // CR 302.6: back with its owner, it may attack in its owner's turn (their turn began after they got it back).
    passUntil(g, { turn: 2, step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 2, step: 'postcombat_main' });
    expect(life(g, 'A')).toBe(18);
  });

  it('ruling: gaining control of a creature does not give control of the Equipment attached to it', () => {
    const g = game({
      A: { hand: ['Act of Treason'], battlefield: lands('Mountain', 3) },
      B: { battlefield: ['Grizzly Bears', 'Bonesplitter', 'Plains'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Bonesplitter', 0, ['Grizzly Bears']);
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/2');
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Act of Treason', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    expect(controller(g, 'Bonesplitter')).toBe(seatId('B'));
    // Still attached, and still giving +2/+0 (CR 301.5d: whoever controls the creature).
    expect(pt(g, 'Grizzly Bears')).toBe('4/2');
  });

  it('ruling: it may target a creature its caster already controls (untapping it and giving it haste)', () => {
    const g = game({
      A: { hand: ['Act of Treason'], battlefield: [...lands('Mountain', 3), { name: 'Grizzly Bears', tapped: true }] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Act of Treason', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    expect(obj(g, 'Grizzly Bears').tapped).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
  });
});

describe('Zealous Conscripts: "When this creature enters, gain control of target permanent until end of turn."', () => {
  it("takes a land or any permanent until end of turn; it isn't summoning sick only if it has haste", () => {
    const g = game({
      A: { hand: ['Zealous Conscripts'], battlefield: lands('Mountain', 5) },
      B: { battlefield: ['Grizzly Bears', { name: 'Forest', tapped: true }] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Zealous Conscripts');
    resolveStack(g);
    chooseTarget(g, 'Forest');
    resolveStack(g);
    expect(controller(g, 'Forest')).toBe(seatId('A'));
    expect(obj(g, 'Forest').tapped).toBe(false);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(controller(g, 'Forest')).toBe(seatId('B'));
  });
});

describe('Mind Control: "You control enchanted creature."', () => {
  it('controls the creature while attached; a creature it took is summoning sick this turn, not next turn', () => {
    const g = game({
      A: { hand: ['Mind Control'], battlefield: [...lands('Island', 5), 'Llanowar Elves'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mind Control', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    // The Aura stays its caster's (the ruling: control of the creature gives no control of what's attached).
    expect(controller(g, 'Mind Control')).toBe(seatId('A'));
    // CR 302.6: it can't attack this turn — the engine refuses it.
    expect(() => attack(g, ['Grizzly Bears'])).toThrow(/illegalAnswer|can't attack|cannot attack|not among/);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 3, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
  });

  it('control returns when the Aura leaves the battlefield', () => {
    const g = game({
      A: { hand: ['Mind Control', 'Disenchant'], battlefield: [...lands('Island', 5), ...lands('Plains', 2)] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mind Control', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    cast(g, 'Disenchant', { targets: ['Mind Control'] });
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('B'));
    expect(obj(g, 'Grizzly Bears').controlBase).toBeUndefined();
  });

  it('a later effect wins over an earlier one (timestamp order, CR 613.7): Act of Treason on a Mind Controlled creature', () => {
    const g = game({
      A: { hand: ['Mind Control'], battlefield: lands('Island', 5) },
      B: { hand: ['Act of Treason'], battlefield: ['Grizzly Bears', ...lands('Mountain', 3)] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Mind Control', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    cast(g, 'Act of Treason', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('B'));
    // Until end of turn: then Mind Control's effect applies again.
    passUntil(g, { turn: 3, step: 'upkeep' });
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
  });
});

describe('Keiga, the Tide Star: "When Keiga dies, gain control of target creature."', () => {
  it("ruling: the effect lasts indefinitely — it doesn't wear off during the cleanup step", () => {
    const g = game({
      A: { battlefield: ['Keiga, the Tide Star'] },
      B: { hand: ['Murder'], battlefield: ['Grizzly Bears', ...lands('Swamp', 3)] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Murder', { targets: ['Keiga, the Tide Star'] });
    resolveStack(g);
    chooseTarget(g, 'Grizzly Bears');
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
  });

  it('CR 800.4a: when the player who gained control leaves the game, the effect ends and the creature returns', () => {
    const g = game({
      A: { battlefield: ['Keiga, the Tide Star'] },
      B: { hand: ['Murder'], battlefield: [...lands('Swamp', 3)] },
      C: { battlefield: ['Grizzly Bears'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Murder', { targets: ['Keiga, the Tide Star'] });
    resolveStack(g);
    chooseTarget(g, 'Grizzly Bears');
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    const r = attempt(g, 'A', { kind: 'concede' });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.state;
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('C'));
    expect(battlefield(g, 'C')).toContain('Grizzly Bears');
  });
});

describe('Olivia Voldaren: "That creature becomes a Vampire in addition to its other types." / "Gain control of target Vampire for as long as you control Olivia Voldaren."', () => {
  const setup = () =>
    game({
      A: { battlefield: ['Olivia Voldaren', ...lands('Mountain', 2), ...lands('Swamp', 5)] },
      B: { hand: ['Murder'], battlefield: ['Grizzly Bears', ...lands('Swamp', 3)] },
    });

  it('a creature she pings becomes a Vampire (layer 4, keeping its types) and can then be taken; it returns when she leaves', () => {
    const g = setup();
    passUntil(g, { step: 'precombat_main' });
    expect(characteristics(g.state, obj(g, 'Grizzly Bears').id).subtypes).toEqual(['Bear']);
    activate(g, 'Olivia Voldaren', 0, ['Grizzly Bears']);
    resolveStack(g);
    const bears = characteristics(g.state, obj(g, 'Grizzly Bears').id);
    expect(bears.subtypes).toEqual(['Bear', 'Vampire']);
    expect(pt(g, 'Olivia Voldaren')).toBe('4/4');
    activate(g, 'Olivia Voldaren', 1, ['Grizzly Bears']);
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    passUntil(g, { turn: 2, step: 'precombat_main' });
    // Still a Vampire and still A's: neither effect has a duration.
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('A'));
    expect(characteristics(g.state, obj(g, 'Grizzly Bears').id).subtypes).toContain('Vampire');
    cast(g, 'Murder', { targets: ['Olivia Voldaren'] });
    resolveStack(g);
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('B'));
  });

  it('ruling: if she leaves before the control ability resolves, it resolves with no effect', () => {
    const g = setup();
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Olivia Voldaren', 0, ['Grizzly Bears']);
    resolveStack(g);
    activate(g, 'Olivia Voldaren', 1, ['Grizzly Bears']);
    passPriority(g);
    cast(g, 'Murder', { targets: ['Olivia Voldaren'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Olivia Voldaren');
    expect(controller(g, 'Grizzly Bears')).toBe(seatId('B'));
    expect(g.state.effects.some((e) => e.mod.kind === 'control')).toBe(false);
  });

  it('CR 205.3d: a creature type added to a land that is a creature only until end of turn is had only while it is one', () => {
    const g = game({ A: { battlefield: ['Olivia Voldaren', 'Mutavault', ...lands('Mountain', 3)] } });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Mutavault', 0);
    resolveStack(g);
    activate(g, 'Olivia Voldaren', 0, ['Mutavault']);
    resolveStack(g);
    expect(characteristics(g.state, obj(g, 'Mutavault').id).subtypes).toContain('Vampire');
    passUntil(g, { turn: 2, step: 'upkeep' });
    const land = characteristics(g.state, obj(g, 'Mutavault').id);
    expect(land.types).toEqual(['Land']);
    expect(land.subtypes).not.toContain('Vampire');
  });
});
