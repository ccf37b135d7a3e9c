// CR 712 (double-faced cards), 701.65 (airbend), 707 (copies) and The Legend of Yangchen // Avatar Yangchen's rulings
// in ../shared/seeds.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  answer,
  attack,
  battlefield,
  cast,
  chooseCards,
  game,
  graveyard,
  handSize,
  obj,
  passPriority,
  passUntil,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';

const exileNames = (g: Game): string[] => g.state.exile.map((id) => g.state.objects[id]!.def);
const WHITE5 = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

describe('The Legend of Yangchen', () => {
  it('"It enters front face up" and "is cast front face up"; its mana value is its front face\'s', () => {
    const g = game({ A: { battlefield: WHITE5, hand: ['The Legend of Yangchen'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const inHand = g.state.players[0]!.hand[0]!;
    expect(characteristics(g.state, inHand).name).toBe('The Legend of Yangchen');
    expect(characteristics(g.state, inHand).manaValue).toBe(5);
    cast(g, 'The Legend of Yangchen');
    resolveTop(g);
    const o = obj(g, 'The Legend of Yangchen');
    expect(o.face).toBe(0);
    expect(characteristics(g.state, o.id).types).toEqual(['Enchantment']);
  });

  it('I: "Starting with you, each player chooses up to one permanent with mana value 3 or greater from among permanents your opponents control. Exile those permanents." — all at once, after everyone chose', () => {
    const g = game({
      A: { battlefield: [...WHITE5], hand: ['The Legend of Yangchen'] },
      B: { battlefield: ['Fire Elemental', 'Scaled Wurm', 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'The Legend of Yangchen');
    resolveTop(g); // the Saga resolves; chapter I triggers
    passPriority(g);
    passPriority(g); // chapter I resolves: A chooses first
    let c = g.state.pending;
    expect(c?.kind === 'chooseCards' && c.player).toBe(0);
    // Only permanents with mana value 3 or greater that opponents control (not the 2-mana Bears, not A's lands).
    if (c?.kind !== 'chooseCards') return;
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Fire Elemental', 'Scaled Wurm']);
    chooseCards(g, ['Scaled Wurm']);
    // Nothing is exiled before B has chosen too.
    expect(battlefield(g, 'B')).toContain('Scaled Wurm');
    c = g.state.pending;
    expect(c?.kind === 'chooseCards' && c.player).toBe(1);
    chooseCards(g, ['Fire Elemental']);
    expect(exileNames(g).sort()).toEqual(['Fire Elemental', 'Scaled Wurm']);
    expect(battlefield(g, 'B')).toEqual(['Grizzly Bears']);
  });

  it('II: the target opponent is chosen as it goes on the stack; whether they draw is chosen on resolution — "If you do, draw three cards"', () => {
    const g = game({
      A: { battlefield: [{ name: 'The Legend of Yangchen', counters: { lore: 1 } }] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 2, step: 'draw' });
    passPriority(g);
    passPriority(g);
    // Chapter II targets: the only opponent is chosen automatically? No — the target decision is asked.
    const t = g.state.pending;
    expect(t?.kind).toBe('target');
    if (t?.kind !== 'target') return;
    answer(g, { kind: 'target', target: { player: 1 } });
    const handA = handSize(g, 'A');
    const handB = handSize(g, 'B');
    passPriority(g);
    passPriority(g);
    expect(g.state.pending?.kind).toBe('yesNo');
    answer(g, { kind: 'yes' });
    expect(handSize(g, 'B')).toBe(handB + 3);
    expect(handSize(g, 'A')).toBe(handA + 3);
  });

  it('II: choosing not to — nobody draws', () => {
    const g = game({
      A: { battlefield: [{ name: 'The Legend of Yangchen', counters: { lore: 1 } }] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 2, step: 'draw' });
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'target', target: { player: 1 } });
    const handA = handSize(g, 'A');
    const handB = handSize(g, 'B');
    passPriority(g);
    passPriority(g);
    answer(g, { kind: 'no' });
    expect([handSize(g, 'A'), handSize(g, 'B')]).toEqual([handA, handB]);
  });

  it('III: "Exile this Saga, then return it to the battlefield transformed" — Avatar Yangchen, a 4/5 flier with its own characteristics; mana value still 5', () => {
    const g = game({
      A: { battlefield: [{ name: 'The Legend of Yangchen', counters: { lore: 2 } }] },
      startingPlayer: 'A',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    resolveTop(g);
    const o = obj(g, 'Avatar Yangchen');
    const ch = characteristics(g.state, o.id);
    expect(o.face).toBe(1);
    expect([ch.name, ch.power, ch.toughness, ch.types, ch.supertypes]).toEqual([
      'Avatar Yangchen',
      4,
      5,
      ['Creature'],
      ['Legendary'],
    ]);
    expect(ch.keywords).toContain('flying');
    expect(ch.manaValue).toBe(5);
    // A transformed permanent is not a Saga: it isn't sacrificed and gets no lore counters.
    expect(battlefield(g, 'A')).toEqual(['Avatar Yangchen']);
    // In the graveyard it is The Legend of Yangchen again (front face only, CR 712.8a).
    expect(graveyard(g, 'A')).toEqual([]);
  });
});

/** Plays on to the first priority in (turn, step), answering any other decision simply: first target, "no", no cards. */
function playTo(g: Game, turn: number, step: Parameters<typeof passUntil>[1]['step']): void {
  for (let i = 0; i < 2000; i++) {
    const s = g.state;
    const c = s.pending;
    if (s.turn.number === turn && s.turn.step === step && c?.kind === 'priority') return;
    if (!c) throw new Error('no decision');
    if (c.kind === 'priority') answer(g, { kind: 'pass' });
    else if (c.kind === 'target') answer(g, { kind: 'target', target: c.legal[0] ?? null });
    else if (c.kind === 'yesNo') answer(g, { kind: 'no' });
    else if (c.kind === 'chooseCards') answer(g, { kind: 'cards', cards: c.cards.slice(0, c.min) });
    else if (c.kind === 'declareAttackers') answer(g, { kind: 'attackers', attackers: [] });
    else if (c.kind === 'declareBlockers') answer(g, { kind: 'blockers', blocks: [] });
    else throw new Error(`unexpected ${c.kind}`);
  }
  throw new Error('did not get there');
}

describe('Copy Enchantment (CR 707)', () => {
  it('enters as a copy of The Legend of Yangchen, a Saga with its own lore counters and chapters', () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', 'Island'], hand: ['Copy Enchantment'] },
      B: { battlefield: [{ name: 'The Legend of Yangchen', counters: { lore: 1 } }] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Copy Enchantment');
    resolveTop(g);
    // "You may have this enchantment enter as a copy": A does, and chooses the Saga.
    answer(g, { kind: 'yes' });
    chooseCards(g, ['The Legend of Yangchen']);
    const copy = g.state.battlefield.find(
      (id) => g.state.objects[id]!.controller === 0 && g.state.objects[id]!.def === 'Copy Enchantment',
    )!;
    expect(characteristics(g.state, copy).name).toBe('The Legend of Yangchen');
    expect(g.state.objects[copy]!.counters.lore).toBe(1);
  });

  it('"a copy of The Legend of Yangchen ... is exiled by chapter III and stays in exile" (a single-faced card can\'t enter transformed, CR 712.14a)', () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', 'Island'], hand: ['Copy Enchantment'] },
      B: { battlefield: [{ name: 'The Legend of Yangchen', counters: { lore: 1 } }] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Copy Enchantment');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['The Legend of Yangchen']);
    // Chapters I (turn 1), II (turn 3), III (turn 5) of A's copy.
    playTo(g, 5, 'postcombat_main');
    expect(exileNames(g)).toContain('Copy Enchantment');
    expect(
      g.state.battlefield.some(
        (id) => g.state.objects[id]!.controller === 0 && g.state.objects[id]!.def === 'Copy Enchantment',
      ),
    ).toBe(false);
    // B's real Saga, on the other hand, came back transformed at its chapter III (B's turn 4).
    expect(battlefield(g, 'B')).toContain('Avatar Yangchen');
  });
});

describe('X for an enters-the-battlefield replacement (CR 107.3m) and dies triggers looking back (CR 603.10)', () => {
  it('Hangarback Walker cast with X=2 enters with two counters; when it dies it makes one Thopter per counter', () => {
    const g = game({
      A: { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hangarback Walker'] },
      B: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Lightning Blast'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Hangarback Walker', { x: 2 });
    resolveTop(g);
    expect(obj(g, 'Hangarback Walker').counters['+1/+1']).toBe(2);
    passPriority(g);
    cast(g, 'Lightning Blast', { targets: ['Hangarback Walker'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Hangarback Walker');
    expect(battlefield(g, 'A').filter((n) => n === 'Thopter')).toHaveLength(2);
  });
});

describe('Avatar Yangchen and airbend (CR 701.65)', () => {
  it('"Whenever you cast your second spell each turn, airbend up to one other target nonland permanent" — and its owner may cast it for {2}', () => {
    const g = game({
      A: { battlefield: ['Avatar Yangchen', 'Mountain', 'Mountain'], hand: ['Shock', 'Shock'] },
      B: { battlefield: ['Fire Elemental', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    expect(g.state.stack).toHaveLength(0); // the first spell triggers nothing
    // Cast the second Shock by hand: its trigger's target decision comes right after the payment.
    const p = g.state.pending;
    if (p?.kind !== 'priority') return;
    answer(
      g,
      p.actions.find((a) => a.kind === 'cast')!,
    );
    answer(g, { kind: 'target', target: { player: 1 } });
    answer(g, { kind: 'autoPay' });
    // The trigger's "up to one other target": Yangchen itself and lands are not offered.
    const c = g.state.pending;
    expect(c?.kind).toBe('target');
    if (c?.kind !== 'target') return;
    expect(c.optional).toBe(true);
    expect(c.legal.map((r) => ('object' in r ? characteristics(g.state, r.object).name : 'player'))).toEqual([
      'Fire Elemental',
    ]);
    answer(g, { kind: 'target', target: c.legal[0]! });
    resolveStack(g);
    expect(exileNames(g)).toEqual(['Fire Elemental']);
    expect(g.state.players[1]!.life).toBe(16);
    // B's turn: B may cast the exiled card for {2} rather than {3}{R}{R}.
    passUntil(g, { turn: 2, step: 'precombat_main' });
    cast(g, 'Fire Elemental');
    resolveStack(g);
    expect(battlefield(g, 'B')).toContain('Fire Elemental');
    expect(exileNames(g)).toEqual([]);
  });

  it("casting only one spell in a turn doesn't trigger it", () => {
    const g = game({
      A: { battlefield: ['Avatar Yangchen', 'Mountain'], hand: ['Shock'] },
      B: { battlefield: ['Fire Elemental'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['B'] });
    expect(g.state.stack).toHaveLength(1);
    resolveStack(g);
    expect(battlefield(g, 'B')).toContain('Fire Elemental');
  });
});

describe('transforming (CR 701.27) and werewolf conditions', () => {
  it('"if no spells were cast last turn": never on the first turn (there was no last turn), then on the next upkeep', () => {
    const g = game({ A: { battlefield: ['Hinterland Logger'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(battlefield(g, 'A')).toEqual(['Hinterland Logger']);
    passUntil(g, { turn: 2, step: 'upkeep' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toEqual(['Timber Shredder']);
    // The same object turned over (CR 712.18): no new object, and it keeps being the same permanent.
    expect(obj(g, 'Timber Shredder').transforms).toBe(1);
  });

  it('Huntmaster: enters → a Wolf and 2 life; transforms into Ravager → 2 damage to the opponent; two spells in a turn → back, another Wolf', () => {
    const g = game({
      A: {
        battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest', 'Plains', 'Plains', 'Plains', 'Plains'],
        hand: ['Huntmaster of the Fells', 'Silvercoat Lion', 'Silvercoat Lion'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Huntmaster of the Fells');
    resolveStack(g);
    expect(battlefield(g, 'A').filter((x) => x === 'Wolf')).toHaveLength(1);
    expect(g.state.players[0]!.life).toBe(22);
    // Turn 2 (B) casts nothing: in turn 3's upkeep it transforms; Ravager's trigger targets the opponent.
    passUntil(g, { turn: 3, step: 'upkeep' });
    resolveTop(g);
    const t = g.state.pending;
    if (t?.kind !== 'target') throw new Error('expected a target for Ravager');
    answer(g, { kind: 'target', target: { player: 1 } });
    if (g.state.pending?.kind === 'target') answer(g, { kind: 'target', target: null });
    resolveStack(g);
    expect(g.state.players[1]!.life).toBe(18);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    cast(g, 'Silvercoat Lion');
    resolveStack(g);
    cast(g, 'Silvercoat Lion');
    resolveStack(g);
    passUntil(g, { turn: 4, step: 'upkeep' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Huntmaster of the Fells');
    expect(battlefield(g, 'A').filter((x) => x === 'Wolf')).toHaveLength(2);
    expect(g.state.players[0]!.life).toBe(24);
  });

  it("a copy of a double-faced permanent (Clone) doesn't transform (CR 701.27c, 707.8)", () => {
    const g = game({
      A: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Clone'] },
      B: { battlefield: ['Hinterland Logger'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Clone');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Hinterland Logger']);
    passUntil(g, { turn: 3, step: 'upkeep' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Hinterland Logger');
    expect(battlefield(g, 'B')).toContain('Timber Shredder');
  });

  it("Eldrazi Displacer: the creature comes back tapped as a new object; a token exiled this way doesn't come back (CR 111.8)", () => {
    const g = game({
      A: { battlefield: ['Eldrazi Displacer', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
      B: { battlefield: ['Grizzly Bears', 'Wolf'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const before = obj(g, 'Grizzly Bears').id;
    activate(g, 'Eldrazi Displacer', 0, ['Grizzly Bears']);
    resolveStack(g);
    const bears = obj(g, 'Grizzly Bears');
    expect(bears.id).not.toBe(before);
    expect(bears.tapped).toBe(true);
    activate(g, 'Eldrazi Displacer', 0, ['Wolf']);
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Grizzly Bears']);
  });
});

describe('more transforming cards', () => {
  it('Startled Awake: mills thirteen; from the graveyard at sorcery speed it returns transformed as Persistent Nightmare', () => {
    const g = game({ A: { hand: ['Startled Awake'], battlefield: Array.from({ length: 9 }, () => 'Island') } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Startled Awake', { targets: ['B'] });
    resolveStack(g);
    expect(g.state.players[1]!.graveyard).toHaveLength(13);
    activate(g, 'Startled Awake');
    resolveStack(g);
    const o = obj(g, 'Persistent Nightmare');
    expect(characteristics(g.state, o.id).types).toEqual(['Creature']);
    expect(characteristics(g.state, o.id).keywords).toEqual(['skulk']);
  });

  it("skulk: creatures with greater power can't block it (CR 702.118b)", () => {
    const g = game({
      A: { battlefield: ['Persistent Nightmare'] },
      B: { battlefield: ['Grizzly Bears', 'Ornithopter'] },
    });
    attack(g, ['Persistent Nightmare']);
    passUntil(g, { turn: 1, step: 'declare_attackers' });
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'declareBlockers') throw new Error('expected blockers');
    expect(c.options.map((o) => characteristics(g.state, o.blocker).name)).toEqual(['Ornithopter']);
  });

  it('Moonmist: transforms every Human; combat damage from creatures other than Werewolves and Wolves is prevented', () => {
    const g = game({
      A: { battlefield: ['Delver of Secrets', 'Grizzly Bears', 'Forest', 'Forest'], hand: ['Moonmist'] },
    });
    // Delver's upkeep trigger: A doesn't reveal.
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    chooseCards(g, []);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Moonmist');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Insectile Aberration');
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(g.state.players[1]!.life).toBe(20);
  });

  it('Delver of Secrets: revealing an instant on top in the upkeep transforms it; not revealing does nothing', () => {
    const g = game({ A: { battlefield: ['Delver of Secrets'], library: ['Plains', 'Shock'] } });
    passUntil(g, { turn: 1, step: 'upkeep' });
    passPriority(g);
    passPriority(g);
    chooseCards(g, ['Shock']);
    expect(battlefield(g, 'A')).toEqual(['Insectile Aberration']);
  });
});

describe('Archangel Avacyn', () => {
  it('a non-Angel creature of yours dies → at the beginning of the next upkeep it transforms; Avacyn, the Purifier deals 3 to each other creature and each opponent', () => {
    const g = game({
      A: { battlefield: ['Archangel Avacyn', 'Silvercoat Lion', 'Mountain'], hand: ['Lightning Bolt'] },
      B: { battlefield: ['Giant Spider'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Silvercoat Lion'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Silvercoat Lion');
    // The trigger made a delayed trigger; nothing transforms until the next upkeep.
    expect(battlefield(g, 'A')).toContain('Archangel Avacyn');
    passUntil(g, { turn: 2, step: 'upkeep' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Avacyn, the Purifier');
    expect(g.state.players[1]!.life).toBe(17);
    expect(obj(g, 'Giant Spider').damage).toBe(3);
  });
});

describe('every creature type (CR 205.3m, 702.73, layer 4)', () => {
  it('Maskwood Nexus: your creatures are every creature type — Moonmist transforms a non-Human werewolf back', () => {
    const g = game({
      A: {
        battlefield: ['Maskwood Nexus', 'Timber Shredder', 'Grizzly Bears', 'Forest', 'Forest'],
        hand: ['Moonmist'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const bears = obj(g, 'Grizzly Bears');
    expect(characteristics(g.state, bears.id).allCreatureTypes).toBe(true);
    cast(g, 'Moonmist');
    resolveStack(g);
    // Timber Shredder (a Werewolf) is a Human too now: it transforms into Hinterland Logger.
    expect(battlefield(g, 'A')).toContain('Hinterland Logger');
  });

  it('a Shapeshifter token with changeling is every creature type; without the Nexus a Bear is just a Bear', () => {
    const g = game({
      A: { battlefield: ['Maskwood Nexus', 'Wastes', 'Wastes', 'Wastes'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Maskwood Nexus');
    resolveStack(g);
    expect(characteristics(g.state, obj(g, 'Shapeshifter').id).allCreatureTypes).toBe(true);
    expect(characteristics(g.state, obj(g, 'Grizzly Bears').id).allCreatureTypes).toBe(false);
  });
});
