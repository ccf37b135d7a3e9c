// Lands that become creatures until end of turn (Mutavault, Inkmoth Nexus, Celestial Colonnade, ...): "{1}: This land
// becomes a 2/2 creature with all creature types until end of turn. It's still a land." A continuous effect from a
// resolved ability (CR 611.2): types and subtypes in layer 4 (every creature type, 205.3m), colors in layer 5 (105.3),
// keywords in layer 6, base power and toughness in layer 7b (613.1). Summoning sickness applies to the land as to any
// creature (302.6). The Gatherer rulings of Mutavault and Inkmoth Nexus are checked below.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  attack,
  canCast,
  canTapForMana,
  cast,
  game,
  graveyard,
  keywords,
  lands,
  life,
  obj,
  passPriority,
  passUntil,
  playLand,
  pt,
  resolveStack,
  toBlocks,
  type Game,
} from './helpers/harness.js';

/** Activates a land's first non-mana ability and lets it resolve. */
function animate(g: Game, land: string): void {
  activate(g, land, 0);
  resolveStack(g);
}

const chars = (g: Game, name: string) => characteristics(g.state, obj(g, name).id);

describe('Mutavault: "becomes a 2/2 creature with all creature types until end of turn. It\'s still a land."', () => {
  it('becomes a 2/2 creature that is still a land, with every creature type, until end of turn', () => {
    const g = game({ A: { battlefield: ['Mutavault', 'Wastes'] } });
    passUntil(g, { step: 'precombat_main' });
    expect(chars(g, 'Mutavault').creature).toBe(false);
    animate(g, 'Mutavault');
    const c = chars(g, 'Mutavault');
    expect(c.types).toEqual(['Land', 'Creature']);
    expect(c.allCreatureTypes).toBe(true);
    expect(pt(g, 'Mutavault')).toBe('2/2');
    // CR 514.2: the effect ends in the cleanup step.
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(chars(g, 'Mutavault').creature).toBe(false);
    expect(chars(g, 'Mutavault').allCreatureTypes).toBe(false);
  });

  it('with every creature type it gets the bonus of a lord of any type (CR 205.3m)', () => {
    const g = game({ A: { battlefield: ['Mutavault', 'Wastes', 'Wizened Cenn'] } });
    passUntil(g, { step: 'precombat_main' });
    animate(g, 'Mutavault');
    expect(pt(g, 'Mutavault')).toBe('3/3');
  });

  it('ruling: it has all creature types but not the changeling keyword', () => {
    const g = game({ A: { battlefield: ['Mutavault', 'Wastes'] } });
    passUntil(g, { step: 'precombat_main' });
    animate(g, 'Mutavault');
    expect(keywords(g, 'Mutavault')).not.toContain('changeling');
  });

  it('ruling: controlled since the turn began, it can attack once animated', () => {
    const g = game({ A: { battlefield: ['Mutavault', 'Wastes'] } });
    passUntil(g, { step: 'precombat_main' });
    animate(g, 'Mutavault');
    attack(g, ['Mutavault']);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
  });

  it('ruling: played this turn, it taps for mana as a land, but animated it can neither attack nor tap (CR 302.6)', () => {
    const g = game({ A: { hand: ['Mutavault'], battlefield: ['Wastes'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Mutavault');
    expect(canTapForMana(g, 'Mutavault')).toBe(true);
    animate(g, 'Mutavault');
    expect(canTapForMana(g, 'Mutavault')).toBe(false);
    attack(g, []);
    expect(obj(g, 'Mutavault').attacking).toBeNull();
  });
});

describe('Inkmoth Nexus: "becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect"', () => {
  it('is an artifact creature with flying and infect: its damage to a player is poison counters', () => {
    const g = game({ A: { battlefield: ['Inkmoth Nexus', 'Wastes'] } });
    passUntil(g, { step: 'precombat_main' });
    animate(g, 'Inkmoth Nexus');
    const c = chars(g, 'Inkmoth Nexus');
    expect(c.types).toEqual(['Land', 'Artifact', 'Creature']);
    expect(c.subtypes).toEqual(['Phyrexian', 'Blinkmoth']);
    expect(c.keywords).toEqual(['flying', 'infect']);
    expect(c.colors).toEqual([]);
    attack(g, ['Inkmoth Nexus']);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(20);
    expect(g.state.players[1]!.poison).toBe(1);
  });

  it('while it is an artifact creature, "destroy target artifact" can target it; once the turn ends, not', () => {
    const g = game({
      A: { battlefield: ['Inkmoth Nexus', 'Wastes'] },
      B: { hand: ['Shatter'], battlefield: lands('Mountain', 2) },
    });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g);
    // B has priority in A's main phase: no artifact yet.
    expect(canCast(g, 'Shatter')).toBe(false);
    passUntil(g, { step: 'begin_combat' });
    animate(g, 'Inkmoth Nexus');
    passPriority(g);
    expect(canCast(g, 'Shatter')).toBe(true);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    // B's turn: the effect ended in the cleanup step, and the Nexus is a land only.
    expect(canCast(g, 'Shatter')).toBe(false);
  });

  it('an animated Inkmoth Nexus destroyed by Shatter goes to the graveyard', () => {
    const g = game({
      A: { battlefield: ['Inkmoth Nexus', 'Wastes'] },
      B: { hand: ['Shatter'], battlefield: lands('Mountain', 2) },
    });
    passUntil(g, { step: 'precombat_main' });
    animate(g, 'Inkmoth Nexus');
    passPriority(g);
    cast(g, 'Shatter', { targets: ['Inkmoth Nexus'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Inkmoth Nexus');
  });
});

describe('Celestial Colonnade: "Until end of turn, this land becomes a 4/4 white and blue Elemental creature with flying and vigilance"', () => {
  it('has the colors named in layer 5, flying and vigilance', () => {
    const g = game({ A: { battlefield: ['Celestial Colonnade', ...lands('Plains', 2), ...lands('Island', 3)] } });
    passUntil(g, { step: 'precombat_main' });
    animate(g, 'Celestial Colonnade');
    const c = chars(g, 'Celestial Colonnade');
    expect(c.colors).toEqual(['W', 'U']);
    expect(c.subtypes).toEqual(['Elemental']);
    expect(pt(g, 'Celestial Colonnade')).toBe('4/4');
    attack(g, ['Celestial Colonnade']);
    // Vigilance: attacking doesn't tap it.
    expect(obj(g, 'Celestial Colonnade').tapped).toBe(false);
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(16);
  });

  it("white, it can't block a creature with protection from white (CR 702.16f); a colorless Mutavault can", () => {
    const blockersOf = (land: string, mana: readonly string[]) => {
      const g = game({ A: { battlefield: ['Black Knight'] }, B: { battlefield: [land, ...mana] } });
      // Turn 3, A's: B's lands have untapped in its turn (the Colonnade entered tapped).
      passUntil(g, { turn: 3, step: 'begin_combat' });
      // A passes; B animates its land in A's beginning of combat step.
      passPriority(g);
      animate(g, land);
      attack(g, ['Black Knight']);
      // An untapped creature either way: only protection can keep it from blocking.
      expect(chars(g, land).creature && !obj(g, land).tapped).toBe(true);
      return toBlocks(g);
    };
    expect(blockersOf('Celestial Colonnade', [...lands('Plains', 2), ...lands('Island', 3)])).toEqual({});
    expect(blockersOf('Mutavault', ['Wastes'])).toEqual({ Mutavault: ['Black Knight'] });
  });
});

describe('Creeping Tar Pit: "This land becomes a 3/2 blue and black Elemental creature until end of turn and can\'t be blocked this turn"', () => {
  it("is a 3/2 blue and black Elemental land creature that can't be blocked, and a land again at end of turn", () => {
    const g = game({
      A: { battlefield: ['Creeping Tar Pit', ...lands('Island', 2), ...lands('Swamp', 2)] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 3, step: 'precombat_main' });
    animate(g, 'Creeping Tar Pit');
    const c = chars(g, 'Creeping Tar Pit');
    expect([c.colors, c.types, c.subtypes, pt(g, 'Creeping Tar Pit')]).toEqual([
      ['U', 'B'],
      ['Land', 'Creature'],
      ['Elemental'],
      '3/2',
    ]);
    attack(g, ['Creeping Tar Pit']);
    // CR 509.1b: no creature can block it this turn.
    expect(toBlocks(g)).toEqual({});
    passUntil(g, { step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(17);
    passUntil(g, { turn: 4, step: 'upkeep' });
    expect(chars(g, 'Creeping Tar Pit').creature).toBe(false);
  });
});
