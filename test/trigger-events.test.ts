// Trigger events of other players and of a player's creatures (CR 603.2): "Whenever an opponent casts / a player
// casts <spell> [during your turn | from a graveyard]" (601.2i: "that player" is the caster), "Whenever an opponent
// draws a card" (121.1: once for each card), "Whenever a creature you control attacks" (508.1m: "the player or
// planeswalker it's attacking", 506.3), "Whenever a creature you control deals combat damage to a player" (510.3a),
// tokens "that are tapped and attacking" (508.4), and triggered abilities that function from a graveyard (113.6m).
// Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import {
  activate,
  answer,
  attack,
  block,
  cast,
  decision,
  game,
  graveyard,
  hand,
  handSize,
  lands,
  library,
  life,
  obj,
  objs,
  passPriority,
  passUntil,
  playLand,
  resolveTop,
  stack,
  toRef,
} from './helpers/harness.js';

describe('Soldier of the Pantheon: "Whenever an opponent casts a multicolored spell, you gain 1 life"', () => {
  it("an opponent's multicolored spell triggers it; its ability resolves before the spell", () => {
    const g = game({
      A: { battlefield: ['Soldier of the Pantheon'] },
      B: { hand: ['Lightning Helix'], battlefield: ['Mountain', 'Plains'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Helix', { targets: ['A'] });
    expect(stack(g)).toEqual(['Lightning Helix', 'Soldier of the Pantheon ability']);
    resolveTop(g);
    expect(life(g, 'A')).toBe(21);
    resolveTop(g);
    expect(life(g, 'A')).toBe(18);
  });

  it('ruling: a hybrid spell is multicolored, whatever mana paid for it', () => {
    const g = game({
      A: { battlefield: ['Soldier of the Pantheon', 'Grizzly Bears'] },
      B: { hand: ['Scar'], battlefield: ['Swamp'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Scar', { targets: ['Grizzly Bears'] });
    expect(stack(g)).toEqual(['Scar', 'Soldier of the Pantheon ability']);
  });

  it("its controller's own multicolored spells and an opponent's monocolored ones don't trigger it", () => {
    const g = game({
      A: { battlefield: ['Soldier of the Pantheon', 'Mountain', 'Plains'], hand: ['Lightning Helix'] },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Lightning Helix', { targets: ['B'] });
    expect(stack(g)).toEqual(['Lightning Helix']);
    resolveTop(g);
    passPriority(g);
    cast(g, 'Shock', { targets: ['A'] });
    expect(stack(g)).toEqual(['Shock']);
  });
});

describe('Ash Zealot: "Whenever a player casts a spell from a graveyard, this creature deals 3 damage to that player"', () => {
  it('a spell cast with flashback from a graveyard: its caster is dealt 3 damage, before the spell resolves', () => {
    const g = game({
      A: { battlefield: ['Ash Zealot'] },
      B: { graveyard: ['Think Twice'], battlefield: lands('Island', 3) },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Think Twice', { via: 'flashback' });
    expect(stack(g)).toEqual(['Think Twice', 'Ash Zealot ability']);
    resolveTop(g);
    expect(life(g, 'B')).toBe(17);
    expect(life(g, 'A')).toBe(20);
  });

  it('a spell cast from a hand does not trigger it', () => {
    const g = game({
      A: { battlefield: ['Ash Zealot'] },
      B: { hand: ['Think Twice'], battlefield: lands('Island', 2) },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Think Twice');
    expect(stack(g)).toEqual(['Think Twice']);
  });
});

describe('"Whenever an opponent casts a spell during your turn" (Hermit of the Natterknolls)', () => {
  it("triggers on the opponent's spell during its controller's turn only", () => {
    const g = game({
      A: { battlefield: ['Hermit of the Natterknolls'], library: lands('Plains', 5) },
      B: { hand: ['Shock', 'Shock'], battlefield: lands('Mountain', 2) },
    });
    passUntil(g, { step: 'precombat_main' });
    passPriority(g);
    cast(g, 'Shock', { targets: ['A'] });
    expect(stack(g)).toEqual(['Shock', 'Hermit of the Natterknolls ability']);
    resolveTop(g);
    expect(handSize(g, 'A')).toBe(1);
    resolveTop(g);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['A'] });
    expect(stack(g)).toEqual(['Shock']);
  });
});

describe('Consecrated Sphinx: "Whenever an opponent draws a card, you may draw two cards"', () => {
  it("an opponent's draw triggers it; its controller may draw two, and its own draws don't trigger it", () => {
    const g = game({
      A: { battlefield: ['Consecrated Sphinx'], library: lands('Island', 4) },
      B: { library: lands('Mountain', 4) },
    });
    // B's draw step: B draws a card and the Sphinx triggers.
    passUntil(g, { turn: 2, step: 'draw' });
    expect(stack(g)).toEqual(['Consecrated Sphinx ability']);
    resolveTop(g);
    expect(decision(g)).toBe('A yesNo');
    answer(g, { kind: 'yes' });
    expect(handSize(g, 'A')).toBe(2);
    expect(stack(g)).toEqual([]);
  });

  it('ruling: you draw two cards or none — declining draws nothing', () => {
    const g = game({
      A: { battlefield: ['Consecrated Sphinx'], library: lands('Island', 4) },
      B: { library: lands('Mountain', 4) },
    });
    passUntil(g, { turn: 2, step: 'draw' });
    resolveTop(g);
    answer(g, { kind: 'no' });
    expect(handSize(g, 'A')).toBe(0);
  });

  it("ruling: it triggers once for each card drawn (Divination's two cards)", () => {
    const g = game({
      A: { battlefield: ['Consecrated Sphinx'], library: lands('Island', 6) },
      B: { hand: ['Divination'], battlefield: lands('Island', 3), library: lands('Mountain', 4) },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Divination');
    resolveTop(g);
    // Two abilities of A's at once: A orders them (CR 603.3b).
    expect(decision(g)).toBe('A orderTriggers');
    answer(g, { kind: 'order', order: [0, 1] });
    expect(stack(g)).toEqual(['Consecrated Sphinx ability', 'Consecrated Sphinx ability']);
  });
});

describe('Hellrider: "Whenever a creature you control attacks, this creature deals 1 damage to the player or planeswalker it\'s attacking"', () => {
  it('each attacking creature triggers it once, Hellrider itself included', () => {
    const g = game({ A: { battlefield: ['Hellrider', 'Grizzly Bears'] } });
    attack(g, ['Hellrider', 'Grizzly Bears']);
    // Two abilities of A's: A orders them.
    if (g.state.pending?.kind === 'orderTriggers') answer(g, { kind: 'order', order: [0, 1] });
    expect(stack(g)).toEqual(['Hellrider ability', 'Hellrider ability']);
    resolveTop(g);
    resolveTop(g);
    expect(life(g, 'B')).toBe(18);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(18 - 3 - 2);
  });

  it('ruling: creatures may attack several players and planeswalkers — each is dealt the damage for its attacker', () => {
    const g = game({
      A: { battlefield: ['Hellrider', 'Grizzly Bears'] },
      B: { battlefield: ["Elspeth, Sun's Champion"] },
      C: {},
    });
    const walker = obj(g, "Elspeth, Sun's Champion");
    expect(walker.counters.loyalty).toBe(4);
    // Hellrider attacks C, the Bears attack B's planeswalker.
    for (let i = 0; i < 20 && g.state.pending?.kind !== 'declareAttackers'; i++) passPriority(g);
    answer(g, {
      kind: 'attackers',
      attackers: [
        { attacker: obj(g, 'Hellrider').id, defender: 2 },
        { attacker: obj(g, 'Grizzly Bears').id, defender: 1, planeswalker: walker.id },
      ],
    });
    if (g.state.pending?.kind === 'orderTriggers') answer(g, { kind: 'order', order: [0, 1] });
    for (let i = 0; i < 6 && g.state.stack.length > 0; i++) passPriority(g);
    expect(life(g, 'C')).toBe(19);
    expect(life(g, 'B')).toBe(20);
    expect(obj(g, "Elspeth, Sun's Champion").counters.loyalty).toBe(3);
  });
});

describe('Hero of Bladehold: "create two 1/1 white Soldier creature tokens that are tapped and attacking"', () => {
  it('ruling: with the token ability resolving first, battle cry gives the tokens +1/+0 too', () => {
    const g = game({ A: { battlefield: ['Hero of Bladehold'] } });
    attack(g, ['Hero of Bladehold']);
    expect(decision(g)).toBe('A orderTriggers');
    // The first pick goes on the stack first and resolves last: battle cry under the token ability.
    const c = g.state.pending;
    if (c?.kind !== 'orderTriggers') throw new Error('expected the order of the triggers');
    const battleCry = c.triggers.findIndex((t) => t.rulesText.startsWith('Battle cry'));
    answer(g, { kind: 'order', order: [battleCry, 1 - battleCry] });
    resolveTop(g);
    const soldiers = objs(g, 'Soldier');
    expect(soldiers).toHaveLength(2);
    for (const s of soldiers) {
      expect(s.tapped).toBe(true);
      expect(s.attacking).toBe(1);
    }
    resolveTop(g);
    passUntil(g, { step: 'end_combat' });
    expect(life(g, 'B')).toBe(20 - 3 - 2 - 2);
  });

  it('ruling: the tokens were never declared as attackers — no "attacks" trigger sees them', () => {
    const g = game({ A: { battlefield: ['Hero of Bladehold', 'Hellrider'] } });
    attack(g, ['Hero of Bladehold']);
    // Hero's two abilities and Hellrider's for Hero; none for the tokens.
    while (g.state.pending?.kind === 'orderTriggers') answer(g, { kind: 'order', order: [0, 1, 2] });
    expect(stack(g)).toHaveLength(3);
    for (let i = 0; i < 10 && g.state.stack.length > 0; i++) passPriority(g);
    expect(objs(g, 'Soldier')).toHaveLength(2);
    expect(g.state.stack).toHaveLength(0);
    expect(life(g, 'B')).toBe(19);
  });
});

describe('Sun Titan: "return target permanent card with mana value 3 or less from your graveyard to the battlefield"', () => {
  it('ruling: a permanent card — not an instant or sorcery, and of mana value 3 or less', () => {
    const g = game({
      A: {
        hand: ['Sun Titan'],
        battlefield: lands('Plains', 6),
        graveyard: ['Grizzly Bears', 'Lightning Bolt', 'Serra Angel', 'Plains'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Sun Titan');
    resolveTop(g);
    const c = g.state.pending;
    if (c?.kind !== 'target') throw new Error(`expected the trigger's target, got ${decision(g)}`);
    const legal = c.legal.map((r) => ('object' in r ? g.state.objects[r.object]!.def : '')).sort();
    // A land card has mana value 0 (ruling).
    expect(legal).toEqual(['Grizzly Bears', 'Plains']);
    answer(g, { kind: 'target', target: toRef(g, 'Grizzly Bears', c.legal) });
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(obj(g, 'Grizzly Bears').zone).toBe('battlefield');
    expect(graveyard(g, 'A').sort()).toEqual(['Lightning Bolt', 'Plains', 'Serra Angel']);
  });
});

describe('Sword of Body and Mind: "you create a 2/2 green Wolf creature token and that player mills ten cards"', () => {
  it('ruling: with fewer than ten cards in their library, the player mills them all', () => {
    const g = game({
      A: { battlefield: ['Sword of Body and Mind', 'Grizzly Bears', ...lands('Plains', 2)] },
      B: { library: lands('Island', 6) },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Sword of Body and Mind', 0, ['Grizzly Bears']);
    resolveTop(g);
    attack(g, ['Grizzly Bears']);
    passUntil(g, { step: 'combat_damage' });
    expect(stack(g)).toEqual(['Sword of Body and Mind ability']);
    resolveTop(g);
    expect(life(g, 'B')).toBe(16);
    expect(objs(g, 'Wolf')).toHaveLength(1);
    expect(obj(g, 'Wolf').controller).toBe(0);
    expect(library(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toHaveLength(6);
  });
});

describe('"Whenever a creature you control deals combat damage to a player" (Reconnaissance Mission)', () => {
  it('triggers for each creature that deals combat damage to a player, not for a blocked one', () => {
    const g = game({
      A: { battlefield: ['Reconnaissance Mission', 'Grizzly Bears', 'Hill Giant'], library: lands('Plains', 4) },
      B: { battlefield: ['Wall of Stone'] },
    });
    attack(g, ['Grizzly Bears', 'Hill Giant']);
    block(g, [['Wall of Stone', 'Hill Giant']]);
    passUntil(g, { step: 'combat_damage' });
    expect(stack(g)).toEqual(['Reconnaissance Mission ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(handSize(g, 'A')).toBe(1);
  });
});

describe('Triggered abilities that function from a graveyard (CR 113.6m)', () => {
  it('Bloodghast: a land entering under your control returns it from your graveyard', () => {
    const g = game({ A: { graveyard: ['Bloodghast'], hand: ['Swamp'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Swamp');
    expect(stack(g)).toEqual(['Bloodghast ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(obj(g, 'Bloodghast').zone).toBe('battlefield');
    expect(graveyard(g, 'A')).toEqual([]);
  });

  it('ruling: it triggers only if it is already in the graveyard — not from the battlefield', () => {
    const g = game({ A: { battlefield: ['Bloodghast'], hand: ['Swamp'] } });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Swamp');
    expect(stack(g)).toEqual([]);
  });

  it("an opponent's land doesn't trigger it; its controller's next land does", () => {
    const g = game({
      A: { graveyard: ['Bloodghast'], hand: ['Swamp'] },
      B: { hand: ['Mountain'] },
      startingPlayer: 'B',
    });
    passUntil(g, { step: 'precombat_main' });
    playLand(g, 'Mountain');
    expect(stack(g)).toEqual([]);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    playLand(g, 'Swamp');
    expect(stack(g)).toEqual(['Bloodghast ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(obj(g, 'Bloodghast').zone).toBe('battlefield');
  });

  it('a card put into the graveyard during the game watches from there; once it has left, it no longer does', () => {
    const g = game({
      A: { battlefield: ['Bloodghast'], hand: ['Swamp', 'Swamp'] },
      B: { hand: ['Lightning Bolt'], battlefield: lands('Mountain', 1) },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Bloodghast'] });
    for (let i = 0; i < 10 && g.state.stack.length > 0; i++) passPriority(g);
    expect(graveyard(g, 'A')).toEqual(['Bloodghast']);
    passUntil(g, { turn: 2, step: 'precombat_main' });
    playLand(g, 'Swamp');
    expect(stack(g)).toEqual(['Bloodghast ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(obj(g, 'Bloodghast').zone).toBe('battlefield');
    // Back on the battlefield: the next land doesn't trigger it (the card it was in the graveyard is gone, CR 400.7).
    passUntil(g, { turn: 4, step: 'precombat_main' });
    playLand(g, 'Swamp');
    expect(stack(g)).toEqual([]);
  });

  it('Squee, Goblin Nabob: "At the beginning of your upkeep" from the graveyard, to its owner\'s hand', () => {
    const g = game({ A: { graveyard: ['Squee, Goblin Nabob'] }, startingPlayer: 'B' });
    passUntil(g, { turn: 1, step: 'upkeep' });
    // Not on an opponent's upkeep.
    expect(stack(g)).toEqual([]);
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(stack(g)).toEqual(['Squee, Goblin Nabob ability']);
    resolveTop(g);
    answer(g, { kind: 'yes' });
    expect(hand(g, 'A')).toContain('Squee, Goblin Nabob');
  });
});

describe('Aetherling: "Exile this creature. Return it to the battlefield under its owner\'s control at the beginning of the next end step"', () => {
  it('the delayed trigger returns it as a new object at the beginning of the next end step (CR 603.7, 400.7)', () => {
    const g = game({ A: { battlefield: ['Aetherling', 'Island'] } });
    passUntil(g, { step: 'precombat_main' });
    const before = obj(g, 'Aetherling').id;
    activate(g, 'Aetherling', 0);
    resolveTop(g);
    expect(obj(g, 'Aetherling', { zone: 'exile' })).toBeDefined();
    passUntil(g, { step: 'end_turn' });
    expect(stack(g)).toEqual(['Aetherling ability']);
    resolveTop(g);
    const back = obj(g, 'Aetherling');
    expect(back.id).not.toBe(before);
    expect(back.controller).toBe(0);
  });

  it('ruling: if it left the battlefield in response, the ability neither exiles nor returns it', () => {
    const g = game({
      A: { battlefield: ['Aetherling', 'Island'] },
      B: { hand: ['Lightning Bolt', 'Lightning Bolt'], battlefield: lands('Mountain', 2) },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Aetherling', 0);
    // B answers with two Lightning Bolts: Aetherling (4/5) dies before its ability resolves.
    passPriority(g);
    cast(g, 'Lightning Bolt', { targets: ['Aetherling'] });
    cast(g, 'Lightning Bolt', { targets: ['Aetherling'] });
    for (let i = 0; i < 10 && g.state.stack.length > 0; i++) passPriority(g);
    expect(graveyard(g, 'A')).toContain('Aetherling');
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(graveyard(g, 'A')).toContain('Aetherling');
    expect(objs(g, 'Aetherling')).toHaveLength(0);
  });
});
