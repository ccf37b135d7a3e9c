// CR 702.16: protection — "DEBT": it can't be Damaged (702.16e), Enchanted (702.16c), Blocked (702.16f) or Targeted
// (702.16b) by anything with the stated quality. Each test plays real game actions with cards that have protection
// (White Knight, Black Knight, Silver Knight, Beloved Chaplain, Progenitus, ...), and quotes the rule or the Gatherer
// ruling it checks.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  attack,
  attempt,
  battlefield,
  block,
  canActivate,
  canCast,
  cast,
  chooseColor,
  chooseTarget,
  game,
  graveyard,
  hand,
  handSize,
  keywords,
  lands,
  library,
  life,
  logTexts,
  obj,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  stack,
  toBlocks,
  type Game,
} from './helpers/harness.js';

/** The legal targets of the pending target decision. */
function legalTargets(g: Game): unknown[] {
  const c = g.state.pending;
  if (c?.kind !== 'target') throw new Error(`expected a target choice, got ${c?.kind ?? 'none'}`);
  return [...c.legal];
}

/** Answers the scry of Gods Willing ("Scry 1"): the card stays on top. */
function scryNothing(g: Game): void {
  expect(g.state.pending?.kind).toBe('chooseCards');
  answer(g, { kind: 'cards', cards: [] });
}

const damage = (g: Game, name: string): number => obj(g, name).damage;

describe('protection from a color: targets (CR 702.16b)', () => {
  it('White Knight (protection from black) is not offered as a target of Murder, and choosing it is refused', () => {
    const g = game({
      A: { hand: ['Murder'], battlefield: lands('Swamp', 3) },
      B: { battlefield: ['White Knight', 'Grizzly Bears'] },
    });
    answer(g, { kind: 'cast', card: obj(g, 'Murder', { zone: 'hand' }).id });
    const knight = obj(g, 'White Knight').id;
    expect(legalTargets(g)).toEqual([{ object: obj(g, 'Grizzly Bears').id }]);
    const r = attempt(g, 'A', { kind: 'target', target: { object: knight } });
    expect(r.ok).toBe(false);
    expect(r.state).toBe(g.state);
  });

  it('a black spell whose only possible target has protection from black is not offered; a green one is', () => {
    const g = game({
      A: { hand: ['Murder', 'Giant Growth'], battlefield: [...lands('Swamp', 3), 'Forest'] },
      B: { battlefield: ['White Knight'] },
    });
    expect(canCast(g, 'Murder')).toBe(false);
    expect(canCast(g, 'Giant Growth')).toBe(true);
    cast(g, 'Giant Growth', { targets: ['White Knight'] });
    resolveStack(g);
    expect(pt(g, 'White Knight')).toBe('5/5');
  });

  it('an ability from a red source can’t target Silver Knight (protection from red); Prodigal Pyromancer aims elsewhere', () => {
    const g = game({
      A: { battlefield: ['Prodigal Pyromancer'] },
      B: { battlefield: ['Silver Knight', 'Grizzly Bears'] },
    });
    const pyromancer = obj(g, 'Prodigal Pyromancer').id;
    answer(g, { kind: 'activate', source: pyromancer, ability: 0 });
    expect(legalTargets(g)).toEqual([
      { player: 0 },
      { player: 1 },
      { object: pyromancer },
      { object: obj(g, 'Grizzly Bears').id },
    ]);
    expect(attempt(g, 'A', { kind: 'target', target: { object: obj(g, 'Silver Knight').id } }).ok).toBe(false);
  });

  it('a triggered ability from a red source: Flametongue Kavu must target itself when the only other creature has protection from red', () => {
    const g = game({
      A: { hand: ['Flametongue Kavu'], battlefield: lands('Mountain', 4) },
      B: { battlefield: ['Silver Knight'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Flametongue Kavu');
    resolveTop(g);
    // The trigger goes on the stack as Flametongue Kavu enters: its only legal target is itself.
    expect(legalTargets(g)).toEqual([{ object: obj(g, 'Flametongue Kavu').id }]);
    chooseTarget(g, 'Flametongue Kavu');
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual(['Flametongue Kavu']);
    expect(battlefield(g, 'B')).toEqual(['Silver Knight']);
  });

  it('CR 608.2b: a creature that gains protection from black in response makes Murder fizzle (Gods Willing: the color is chosen as it resolves)', () => {
    const g = game({
      A: { hand: ['Murder'], battlefield: lands('Swamp', 3) },
      B: { hand: ['Gods Willing'], battlefield: ['Plains', 'Grizzly Bears'] },
    });
    cast(g, 'Murder', { targets: ['Grizzly Bears'] });
    passPriority(g);
    cast(g, 'Gods Willing', { targets: ['Grizzly Bears'] });
    // Ruling (Gods Willing): "You choose the color as Gods Willing resolves." Nothing is chosen while it is cast.
    expect(g.state.pending?.kind).toBe('priority');
    expect(keywords(g, 'Grizzly Bears')).toEqual([]);
    passPriority(g);
    passPriority(g);
    expect(g.state.pending).toMatchObject({ kind: 'chooseColor', player: 1 });
    chooseColor(g, 'B');
    scryNothing(g);
    expect(keywords(g, 'Grizzly Bears')).toEqual(['protection from black']);
    const mark = g.log.length;
    resolveStack(g);
    expect(logTexts(g, mark)).toContain("Murder doesn't resolve: all its targets are illegal (CR 608.2b)");
    expect(battlefield(g, 'B')).toEqual(['Grizzly Bears', 'Plains']);
    expect(graveyard(g, 'A')).toEqual(['Murder']);
  });

  it('CR 702.16b with last known information: Mogg Fanatic’s ability fizzles once its target has protection from red, though the Fanatic is gone', () => {
    const g = game({
      A: { battlefield: ['Mogg Fanatic'] },
      B: { hand: ['Stave Off'], battlefield: ['Plains', 'Llanowar Elves'] },
    });
    activate(g, 'Mogg Fanatic', 0, ['Llanowar Elves']);
    expect(graveyard(g, 'A')).toEqual(['Mogg Fanatic']); // sacrificed as the cost
    passPriority(g);
    cast(g, 'Stave Off', { targets: ['Llanowar Elves'] });
    passPriority(g);
    passPriority(g);
    chooseColor(g, 'R');
    const mark = g.log.length;
    resolveStack(g);
    expect(logTexts(g, mark)).toContain(
      "Mogg Fanatic's ability doesn't resolve: all its targets are illegal (CR 608.2b)",
    );
    expect(battlefield(g, 'B')).toContain('Llanowar Elves');
  });

  it('a color other than the source’s protects nothing: Llanowar Elves given protection from blue still dies to Mogg Fanatic', () => {
    const g = game({
      A: { battlefield: ['Mogg Fanatic'] },
      B: { hand: ['Stave Off'], battlefield: ['Plains', 'Llanowar Elves'] },
    });
    activate(g, 'Mogg Fanatic', 0, ['Llanowar Elves']);
    passPriority(g);
    cast(g, 'Stave Off', { targets: ['Llanowar Elves'] });
    passPriority(g);
    passPriority(g);
    chooseColor(g, 'U');
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Stave Off', 'Llanowar Elves']);
  });

  it('Shelter’s ruling: giving its own target protection from white doesn’t stop it — you still draw a card', () => {
    const g = game({
      A: { hand: ['Shelter'], battlefield: ['Plains', 'Plains', 'Grizzly Bears'] },
    });
    cast(g, 'Shelter', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    chooseColor(g, 'W');
    resolveStack(g);
    expect(keywords(g, 'Grizzly Bears')).toEqual(['protection from white']);
    expect(handSize(g, 'A')).toBe(1);
    // Until end of turn (CR 514.2): it is gone in the next turn.
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(keywords(g, 'Grizzly Bears')).toEqual([]);
  });

  it('Mother of Runes: "{T}: Target creature you control gains protection from the color of your choice until end of turn" counters a Shock', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain'] },
      B: { battlefield: ['Mother of Runes', 'Grizzly Bears'] },
    });
    cast(g, 'Shock', { targets: ['Grizzly Bears'] });
    passPriority(g);
    // Only creatures its controller controls may be chosen ("target creature you control").
    expect(canActivate(g, 'Mother of Runes')).toBe(true);
    activate(g, 'Mother of Runes', 0, ['Grizzly Bears']);
    passPriority(g);
    passPriority(g);
    chooseColor(g, 'R');
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Grizzly Bears', 'Mother of Runes']);
    expect(damage(g, 'Grizzly Bears')).toBe(0);
    expect(graveyard(g, 'A')).toEqual(['Shock']);
  });
});

describe('protection from a color: damage (CR 702.16e)', () => {
  it('noncombat: Pyroclasm’s 2 damage to each creature is prevented for Silver Knight (protection from red), logged with its rule', () => {
    const g = game({
      A: { hand: ['Pyroclasm'], battlefield: lands('Mountain', 2) },
      B: { battlefield: ['Silver Knight', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Pyroclasm');
    const mark = g.log.length;
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Silver Knight']);
    expect(damage(g, 'Silver Knight')).toBe(0);
    expect(logTexts(g, mark)).toContain(
      "Silver Knight's protection from red prevents 2 damage from Pyroclasm (CR 702.16e)",
    );
  });

  it('damage from a source of another color isn’t prevented: Shock kills White Knight (protection from black)', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Mountain'] },
      B: { battlefield: ['White Knight'] },
    });
    cast(g, 'Shock', { targets: ['White Knight'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['White Knight']);
  });

  it('combat: damage from a black attacker to White Knight is prevented; White Knight’s own damage is dealt', () => {
    const g = game({
      A: { battlefield: ['Bogstomper'] },
      B: { battlefield: ['White Knight'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Bogstomper']);
    const mark = g.log.length;
    block(g, [['White Knight', 'Bogstomper']]);
    passUntil(g, { step: 'end_combat' });
    expect(battlefield(g, 'B')).toEqual(['White Knight']);
    expect(damage(g, 'White Knight')).toBe(0);
    expect(damage(g, 'Bogstomper')).toBe(2);
    expect(logTexts(g, mark)).toContain(
      "White Knight's protection from black prevents 6 damage from Bogstomper (CR 702.16e)",
    );
  });

  it('combat: a green creature’s damage to White Knight isn’t prevented', () => {
    const g = game({
      A: { battlefield: ['Watchwolf'] },
      B: { battlefield: ['White Knight'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Watchwolf']);
    block(g, [['White Knight', 'Watchwolf']]);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'B')).toEqual(['White Knight']);
  });

  it('CR 616.1: protection and a prevention shield both apply — the affected player chooses the order, and the shield is kept when protection goes first', () => {
    for (const first of ['protection', 'shield'] as const) {
      const g = game({
        A: { hand: ['Pyroclasm'], battlefield: lands('Mountain', 2) },
        B: { hand: ['Healing Salve'], battlefield: ['Plains', 'Silver Knight'] },
      });
      passPriority(g); // B has priority in A's upkeep
      answer(g, { kind: 'cast', card: obj(g, 'Healing Salve', { zone: 'hand' }).id });
      answer(g, { kind: 'mode', mode: 1 });
      answer(g, { kind: 'target', target: { object: obj(g, 'Silver Knight').id } });
      if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
      resolveStack(g);
      expect(g.state.shields).toMatchObject([{ kind: 'prevent', amount: 3 }]);
      passUntil(g, { step: 'precombat_main' });
      cast(g, 'Pyroclasm');
      passPriority(g);
      passPriority(g);
      const c = g.state.pending;
      expect(c).toMatchObject({ kind: 'chooseReplacement', player: 1 });
      const options = c?.kind === 'chooseReplacement' ? c.options : [];
      expect(options).toHaveLength(2);
      const index = options.findIndex((o) => (first === 'protection') === o.includes('protection from red'));
      answer(g, { kind: 'option', index });
      resolveStack(g);
      expect(damage(g, 'Silver Knight')).toBe(0);
      // Chosen first, the shield prevents 2 of its 3 and protection has nothing left to prevent.
      expect(g.state.shields).toMatchObject([{ kind: 'prevent', amount: first === 'protection' ? 3 : 1 }]);
    }
  });
});

describe('protection from a color: blocking (CR 702.16f)', () => {
  it('White Knight attacking can’t be blocked by a black creature, but can by a green one', () => {
    const g = game({
      A: { battlefield: ['White Knight'] },
      B: { battlefield: ['Walking Corpse', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['White Knight']);
    expect(toBlocks(g)).toEqual({ 'Grizzly Bears': ['White Knight'] });
    const knight = obj(g, 'White Knight').id;
    const r = attempt(g, 'B', {
      kind: 'blockers',
      blocks: [{ blocker: obj(g, 'Walking Corpse').id, attacker: knight }],
    });
    expect(r.ok).toBe(false);
    block(g, [['Grizzly Bears', 'White Knight']]);
    passUntil(g, { step: 'end_combat' });
    expect(graveyard(g, 'B')).toEqual(['Grizzly Bears']);
    expect(life(g, 'B')).toBe(20);
  });

  it('Black Knight (protection from white) attacking can’t be blocked by White Knight: no declaration is asked for', () => {
    const g = game({
      A: { battlefield: ['Black Knight'] },
      B: { battlefield: ['White Knight'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Black Knight']);
    expect(toBlocks(g)).toEqual({});
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18);
  });

  it('protection from a color granted until end of turn: Mother of Runes’s creature can’t be blocked by that color', () => {
    const g = game({
      A: { battlefield: ['Mother of Runes', 'Grizzly Bears'] },
      B: { battlefield: ['Walking Corpse'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Mother of Runes', 0, ['Grizzly Bears']);
    passPriority(g);
    passPriority(g);
    chooseColor(g, 'B');
    attack(g, ['Grizzly Bears']);
    expect(toBlocks(g)).toEqual({});
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18);
  });
});

describe('protection from a color: Auras (CR 702.16c, 303.4, 704.5m)', () => {
  it('Pacifism (white) can’t target Black Knight (protection from white); with no other creature it isn’t offered', () => {
    const g = game({
      A: { hand: ['Pacifism'], battlefield: lands('Plains', 2) },
      B: { battlefield: ['Black Knight'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(canCast(g, 'Pacifism')).toBe(false);
  });

  it('an Aura already attached falls off when the creature gains protection from its color (704.5m)', () => {
    const g = game({
      A: { hand: ['Pacifism'], battlefield: lands('Plains', 2) },
      B: { hand: ['Gods Willing'], battlefield: ['Plains', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Pacifism', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Pacifism');
    passPriority(g); // B gets priority
    cast(g, 'Gods Willing', { targets: ['Grizzly Bears'] });
    passPriority(g);
    passPriority(g);
    const mark = g.log.length;
    chooseColor(g, 'W');
    scryNothing(g);
    resolveStack(g);
    expect(battlefield(g, 'A')).not.toContain('Pacifism');
    expect(graveyard(g, 'A')).toEqual(['Pacifism']);
    expect(logTexts(g, mark).some((t) => t.includes('protection from white') && t.includes('CR 704.5m'))).toBe(true);
  });

  it('Absolute Grace ("All creatures have protection from black") makes the opponent’s black Aura fall off their own creature', () => {
    const g = game({
      A: { hand: ['Absolute Grace'], battlefield: lands('Plains', 2) },
      B: { hand: ['Unholy Strength'], battlefield: ['Swamp', 'Grizzly Bears'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Unholy Strength', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('4/3');
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Absolute Grace');
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Unholy Strength']);
    expect(pt(g, 'Grizzly Bears')).toBe('2/2');
    expect(keywords(g, 'Grizzly Bears')).toEqual(['protection from black']);
  });
});

describe('protection from creatures (a quality of the source: its card types)', () => {
  it('a creature card cast bestowed is an Aura spell, not a creature (CR 702.103b): it may enchant Beloved Chaplain', () => {
    const g = game({
      A: { hand: ['Nyxborn Rollicker'], battlefield: ['Mountain', 'Mountain'] },
      B: { battlefield: ['Beloved Chaplain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Nyxborn Rollicker', { via: 'bestow', targets: ['Beloved Chaplain'] });
    resolveStack(g);
    // Attached, and it stays so: a bestowed Aura is no creature for protection from creatures (CR 702.16c, 704.5m).
    expect(obj(g, 'Nyxborn Rollicker').attachedTo).toEqual({ object: obj(g, 'Beloved Chaplain').id });
    expect(pt(g, 'Beloved Chaplain')).toBe('2/2');
  });

  it('Beloved Chaplain can’t be targeted by a creature’s ability, but can by an instant', () => {
    const g = game({
      A: { hand: ['Shock'], battlefield: ['Prodigal Pyromancer', 'Mountain'] },
      B: { battlefield: ['Beloved Chaplain'] },
    });
    const pyromancer = obj(g, 'Prodigal Pyromancer').id;
    answer(g, { kind: 'activate', source: pyromancer, ability: 0 });
    expect(legalTargets(g)).toEqual([{ player: 0 }, { player: 1 }, { object: pyromancer }]);
    answer(g, { kind: 'target', target: { player: 1 } });
    resolveStack(g);
    cast(g, 'Shock', { targets: ['Beloved Chaplain'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Beloved Chaplain']);
  });

  it('Beloved Chaplain can’t be blocked by creatures (Razorgrass Screen must block if able: it can’t)', () => {
    const g = game({
      A: { battlefield: ['Beloved Chaplain'] },
      B: { battlefield: ['Razorgrass Screen', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Beloved Chaplain']);
    // Razorgrass Screen blocks each combat if able — it can't block the Chaplain, so it isn't made to.
    expect(toBlocks(g)).toEqual({});
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(19);
  });

  it('combat damage from a creature Beloved Chaplain blocks is prevented', () => {
    const g = game({
      A: { battlefield: ['Beloved Chaplain'] },
      B: { battlefield: ['Grizzly Bears'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Grizzly Bears']);
    block(g, [['Beloved Chaplain', 'Grizzly Bears']]);
    passUntil(g, { step: 'end_combat' });
    expect(battlefield(g, 'A')).toEqual(['Beloved Chaplain']);
    expect(damage(g, 'Beloved Chaplain')).toBe(0);
    expect(damage(g, 'Grizzly Bears')).toBe(1);
  });

  it('Spirit Mantle’s protection from creatures (Holy Mantle’s ruling): a creature’s triggered ability can’t target it, Pyroclasm’s damage isn’t prevented', () => {
    const g = game({
      A: { hand: ['Spirit Mantle'], battlefield: [...lands('Plains', 2), 'Grizzly Bears'] },
      B: { hand: ['Flametongue Kavu', 'Pyroclasm'], battlefield: lands('Mountain', 6) },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Spirit Mantle', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(pt(g, 'Grizzly Bears')).toBe('3/3');
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Flametongue Kavu');
    resolveTop(g);
    expect(legalTargets(g)).toEqual([{ object: obj(g, 'Flametongue Kavu').id }]);
    chooseTarget(g, 'Flametongue Kavu');
    resolveStack(g);
    cast(g, 'Pyroclasm');
    resolveStack(g);
    expect(damage(g, 'Grizzly Bears')).toBe(2);
  });
});

describe('protection from everything (CR 702.16j): Progenitus', () => {
  it('Progenitus can’t be the target of spells or abilities, its own controller’s included', () => {
    const g = game({
      A: { hand: ['Giant Growth', 'Holy Strength'], battlefield: ['Forest', 'Plains', 'Progenitus'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    expect(canCast(g, 'Giant Growth')).toBe(false);
    passUntil(g, { step: 'precombat_main' });
    // "Progenitus can't be enchanted": not even by its controller's Aura.
    expect(canCast(g, 'Holy Strength')).toBe(false);
    passPriority(g);
    answer(g, { kind: 'cast', card: obj(g, 'Shock', { zone: 'hand' }).id });
    expect(legalTargets(g)).toEqual([{ player: 0 }, { player: 1 }]);
  });

  it('Progenitus can’t be blocked, and all damage that would be dealt to it is prevented', () => {
    const g = game({
      A: { battlefield: ['Progenitus'] },
      B: { hand: ['Pyroclasm'], battlefield: ['Razorgrass Screen', ...lands('Mountain', 2)] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Progenitus']);
    expect(toBlocks(g)).toEqual({});
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(10);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Pyroclasm');
    resolveStack(g);
    expect(damage(g, 'Progenitus')).toBe(0);
    expect(graveyard(g, 'B')).toEqual(['Pyroclasm', 'Razorgrass Screen']);
  });

  it('Progenitus’s ruling: Day of Judgment (no target, no damage) destroys it — and it is shuffled into its owner’s library instead', () => {
    const g = game({
      A: { hand: ['Day of Judgment'], battlefield: [...lands('Plains', 4)] },
      B: { battlefield: ['Progenitus'], library: lands('Forest', 5) },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Day of Judgment');
    const mark = g.log.length;
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual([]);
    expect(library(g, 'B').sort()).toEqual([...lands('Forest', 5), 'Progenitus'].sort());
    expect(logTexts(g, mark)).toContain('B reveals Progenitus (CR 614.1a)');
    expect(logTexts(g, mark)).toContain('B shuffles their library');
  });
});

describe('protection from multicolored and from monocolored, from artifacts', () => {
  it('Guardian of the Guildpact (protection from monocolored): Shock can’t target it, Lightning Helix (red and white) can', () => {
    const g = game({
      A: { hand: ['Shock', 'Lightning Helix'], battlefield: ['Mountain', 'Mountain', 'Plains'] },
      B: { battlefield: ['Guardian of the Guildpact'] },
    });
    answer(g, { kind: 'cast', card: obj(g, 'Shock', { zone: 'hand' }).id });
    expect(legalTargets(g)).toEqual([{ player: 0 }, { player: 1 }]);
    answer(g, { kind: 'target', target: { player: 1 } });
    answer(g, { kind: 'autoPay' });
    resolveStack(g);
    cast(g, 'Lightning Helix', { targets: ['Guardian of the Guildpact'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Guardian of the Guildpact']);
  });

  it('Enemy of the Guildpact (protection from multicolored): Watchwolf can’t block it, Grizzly Bears can', () => {
    const g = game({
      A: { battlefield: ['Enemy of the Guildpact'] },
      B: { battlefield: ['Watchwolf', 'Grizzly Bears'] },
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Enemy of the Guildpact']);
    expect(toBlocks(g)).toEqual({ 'Grizzly Bears': ['Enemy of the Guildpact'] });
  });

  it('Tel-Jilad Chosen (protection from artifacts): Rod of Ruin can’t target it, and an artifact creature can’t block it', () => {
    const g = game({
      A: { battlefield: ['Rod of Ruin', ...lands('Forest', 3)] },
      B: { battlefield: ['Tel-Jilad Chosen', 'Razorgrass Screen'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    attack(g, ['Tel-Jilad Chosen']);
    expect(toBlocks(g)).toEqual({});
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'A')).toBe(18);
    passPriority(g); // A gets priority in B's end of combat step
    const rod = obj(g, 'Rod of Ruin').id;
    answer(g, { kind: 'activate', source: rod, ability: 0 });
    expect(legalTargets(g)).toEqual([{ player: 0 }, { player: 1 }, { object: obj(g, 'Razorgrass Screen').id }]);
  });
});

describe('what is shown', () => {
  it('a granted protection is a keyword of the creature, shown with its characteristics; the stack and hand are as expected', () => {
    const g = game({ A: { hand: ['Stave Off'], battlefield: ['Plains', 'Grizzly Bears'] } });
    cast(g, 'Stave Off', { targets: ['Grizzly Bears'] });
    expect(stack(g)).toEqual(['Stave Off']);
    passPriority(g);
    passPriority(g);
    chooseColor(g, 'G');
    resolveStack(g);
    expect(hand(g, 'A')).toEqual([]);
    expect(keywords(g, 'Grizzly Bears')).toEqual(['protection from green']);
    expect(logTexts(g)).toContain('A chooses green');
  });
});
