// Cards of every layout compiled from their Oracle text and played: Sagas (CR 714), double-faced cards (712), ...
// Each test plays the compiled card in a real game and checks its rulings where Gatherer has them.
import { describe, expect, it } from 'vitest';
import { compiledCardNames, loadCards } from '../src/cards/index.js';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import { judgeCard } from '../src/decks/coverage.js';
import { parseDeck } from '../src/decks/index.js';
import { cardDef, characteristics, findCard, registerCard } from '../src/engine/index.js';
import { toCardDef } from '../src/cards/index.js';
import type { OracleRecord } from '../src/cards/oracle-record.js';
import {
  activate,
  battlefield,
  canActivate,
  cast,
  game,
  graveyard,
  lands,
  life,
  obj,
  objs,
  offered,
  passPriority,
  playLand,
  passUntil,
  resolveStack,
  stack,
  tapForMana,
} from './helpers/harness.js';

loadCards();

const knights = (g: ReturnType<typeof game>) =>
  objs(g, 'Knight').map((o) => {
    const c = characteristics(g.state, o.id);
    return `${c.power}/${c.toughness}`;
  });

describe('Sagas compiled from their chapter lines (CR 714)', () => {
  it('History of Benalia: "I, II — ..." is two chapter abilities with one effect; it renders back to its text', () => {
    const v = compileAndVerify({
      name: 'History of Benalia',
      typeLine: 'Enchantment — Saga',
      manaCost: '{1}{W}{W}',
      layout: 'saga',
      oracleText:
        '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Create a 2/2 white Knight creature token with vigilance.\nIII — Knights you control get +2/+1 until end of turn.',
    });
    expect(v.verified).toBe(true);
    const chapters = v.result.ok ? v.result.abilities.map((a) => (a.kind === 'triggered' ? a.trigger : null)) : [];
    expect(chapters).toEqual([
      { kind: 'chapter', chapter: 1 },
      { kind: 'chapter', chapter: 2 },
      { kind: 'chapter', chapter: 3 },
    ]);
    expect(compiledCardNames().has('History of Benalia')).toBe(true);
  });

  it('History of Benalia plays: a Knight on chapters I and II, then +2/+1 for the Knights it finds, and it is sacrificed', () => {
    const g = game({ A: { hand: ['History of Benalia'], battlefield: ['Plains', 'Plains', 'Plains'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'History of Benalia');
    resolveStack(g); // the Saga, then chapter I (CR 714.3a: it enters with a lore counter)
    expect(knights(g)).toEqual(['2/2']);
    passUntil(g, { turn: 3, step: 'precombat_main' }); // CR 714.3b: a lore counter as the main phase begins
    resolveStack(g);
    expect(knights(g)).toEqual(['2/2', '2/2']);
    passUntil(g, { turn: 5, step: 'precombat_main' });
    // "Once a chapter ability has triggered, the ability on the stack won't be affected if the Saga ... leaves the
    // battlefield"; "the Saga's controller sacrifices it as soon as its chapter ability has left the stack".
    expect(battlefield(g, 'A')).toContain('History of Benalia');
    resolveStack(g);
    expect(knights(g)).toEqual(['4/3', '4/3']);
    expect(battlefield(g, 'A')).not.toContain('History of Benalia');
    expect(graveyard(g, 'A')).toContain('History of Benalia');
    // "affects only Knights you control at the time it resolves": the bonus ends with the turn.
    passUntil(g, { turn: 6, step: 'upkeep' });
    expect(knights(g)).toEqual(['2/2', '2/2']);
  });

  it('a Saga whose chapter line the compiler does not read is refused with that line', () => {
    const v = compileAndVerify({
      name: 'Test Saga',
      typeLine: 'Enchantment — Saga',
      manaCost: '{1}{W}',
      layout: 'saga',
      oracleText: 'I — Frobnicate the widgets.\nII — Draw a card.',
    });
    expect(v.result.ok ? null : v.result.reason).toBe('not understood: "I — Frobnicate the widgets."');
  });
});

describe('transforming double-faced cards compiled face by face (CR 712)', () => {
  it('Village Messenger is registered with its back face, each face from its own text', () => {
    expect(compiledCardNames().has('Village Messenger // Moonrise Intruder')).toBe(true);
    const d = cardDef('Village Messenger');
    expect(d.back?.name).toBe('Moonrise Intruder');
    expect(d.back?.backOf).toBe('Village Messenger');
    expect(d.abilities.map((a) => a.kind)).toEqual(['keyword', 'triggered']);
    expect(d.back?.abilities[0]).toEqual({ kind: 'keyword', keyword: 'menace' });
    // CR 712.8a: the back face's color comes from its color indicator; the card is red in every zone.
    expect(d.back?.colors).toEqual(['R']);
  });

  it('Village Messenger: "look at the entire previous turn"; "a single player must have cast two or more spells"', () => {
    const g = game({
      A: { hand: ['Village Messenger'], battlefield: ['Mountain'] },
      B: { hand: ['Shock', 'Shock', 'Shock'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Village Messenger');
    resolveStack(g);
    // Turn 2: B casts nothing, so in turn 3's upkeep it transforms (the same object, CR 712.18).
    passUntil(g, { turn: 3, step: 'upkeep' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Moonrise Intruder');
    const c = characteristics(g.state, obj(g, 'Moonrise Intruder').id);
    expect([c.power, c.toughness]).toEqual([2, 2]);
    // Turn 4: B casts one spell — one player casting one spell doesn't transform it back.
    passUntil(g, { turn: 4, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    passUntil(g, { turn: 5, step: 'upkeep' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Moonrise Intruder');
    // Turn 6: B casts two spells: in turn 7's upkeep it transforms back to Village Messenger.
    passUntil(g, { turn: 6, step: 'precombat_main' });
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    cast(g, 'Shock', { targets: ['A'] });
    resolveStack(g);
    passUntil(g, { turn: 7, step: 'upkeep' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Village Messenger');
  });

  it('Bloodline Keeper: "{B}: Transform this creature. Activate only if you control five or more Vampires."', () => {
    const g = game({ A: { battlefield: ['Bloodline Keeper', 'Swamp'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canActivate(g, 'Bloodline Keeper', 1)).toBe(false);
    const g2 = game({
      A: {
        battlefield: [
          'Bloodline Keeper',
          'Swamp',
          'Vampire Nighthawk',
          'Vampire Nighthawk',
          'Vampire Nighthawk',
          'Vampire Nighthawk',
        ],
      },
    });
    passUntil(g2, { turn: 1, step: 'precombat_main' });
    activate(g2, 'Bloodline Keeper', 1);
    resolveStack(g2);
    expect(battlefield(g2, 'A')).toContain('Lord of Lineage');
    // "Other Vampire creatures you control get +2/+2."
    const hawk = characteristics(g2.state, objs(g2, 'Vampire Nighthawk')[0]!.id);
    expect([hawk.power, hawk.toughness]).toEqual([4, 5]);
    const lord = characteristics(g2.state, obj(g2, 'Lord of Lineage').id);
    expect([lord.power, lord.toughness]).toEqual([5, 5]);
  });

  it('Lantern Bearer: disturb casts its back face, an Aura, from the graveyard; it is exiled instead of going to a graveyard', () => {
    const g = game({
      A: { graveyard: ['Lantern Bearer'], battlefield: ['Island', 'Island', 'Island', 'Grizzly Bears'] },
      B: { hand: ['Naturalize'], battlefield: ['Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, "Lanterns' Lift", { via: 'disturb', targets: ['Grizzly Bears'] });
    resolveStack(g);
    const bears = characteristics(g.state, obj(g, 'Grizzly Bears').id);
    expect([bears.power, bears.toughness, bears.keywords.includes('flying')]).toEqual([3, 3, true]);
    passPriority(g);
    cast(g, 'Naturalize', { targets: ["Lanterns' Lift"] });
    resolveStack(g);
    expect(graveyard(g, 'A')).not.toContain('Lantern Bearer');
    expect(g.state.exile.map((id) => g.state.objects[id]!.def)).toContain('Lantern Bearer');
  });

  it('The Modern Age: "III — Exile this Saga, then return it to the battlefield transformed under your control."', () => {
    const g = game({ A: { battlefield: [{ name: 'The Modern Age', counters: { lore: 2 } }] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Vector Glider');
    expect(battlefield(g, 'A')).not.toContain('The Modern Age');
  });
});

describe('deck lists name compiled multi-face cards', () => {
  it("by both faces' names or by one face's: the card is its front face (CR 712.8a)", () => {
    const deck = parseDeck('2 Bloodline Keeper // Lord of Lineage\n2 Moonrise Intruder\n1 History of Benalia');
    expect(deck.main).toEqual([
      'Bloodline Keeper',
      'Bloodline Keeper',
      'Village Messenger',
      'Village Messenger',
      'History of Benalia',
    ]);
    expect(judgeCard('Bloodline Keeper // Lord of Lineage').playable).toBe(true);
    expect(judgeCard('Lord of Lineage').playable).toBe(true);
  });
});

describe('modal double-faced cards (CR 712.11b, 712.12)', () => {
  it('a pathway is played with either face up, one land a turn (CR 712.12, 305.2)', () => {
    const g = game({ A: { hand: ['Barkchannel Pathway', 'Barkchannel Pathway'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g).filter((a) => a.startsWith('playLand'))).toEqual([
      'playLand Barkchannel Pathway',
      'playLand Tidechannel Pathway',
      'playLand Barkchannel Pathway',
      'playLand Tidechannel Pathway',
    ]);
    playLand(g, 'Tidechannel Pathway');
    expect(battlefield(g, 'A')).toEqual(['Tidechannel Pathway']);
    expect(offered(g).filter((a) => a.startsWith('playLand'))).toEqual([]);
    tapForMana(g, 'Tidechannel Pathway');
    expect(g.state.players[0]!.pool).toMatchObject({ U: 1 });
    expect(g.log.some((e) => e.text === 'A plays Tidechannel Pathway')).toBe(true);
  });

  it('Akoum Warrior: a 6-mana creature in hand; played as Akoum Teeth it is a land with mana value 0 (CR 712.8a, 712.8f)', () => {
    const g = game({ A: { hand: ['Akoum Warrior', 'Akoum Warrior'], battlefield: lands('Mountain', 6) } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const inHand = objs(g, 'Akoum Warrior', { zone: 'hand' })[0]!;
    expect(characteristics(g.state, inHand.id).manaValue).toBe(6);
    expect(characteristics(g.state, inHand.id).types).toEqual(['Creature']);
    playLand(g, 'Akoum Teeth');
    const teeth = obj(g, 'Akoum Teeth');
    expect(teeth.tapped).toBe(true); // "This land enters tapped."
    expect(characteristics(g.state, teeth.id).manaValue).toBe(0);
    cast(g, 'Akoum Warrior');
    resolveStack(g);
    const warrior = characteristics(g.state, obj(g, 'Akoum Warrior').id);
    expect([warrior.power, warrior.toughness, warrior.manaValue, warrior.keywords]).toEqual([4, 5, 6, ['trample']]);
  });

  it("a modal double-faced card's back face is cast for its own cost; off the stack it is its front face again", () => {
    const faces: OracleRecord[] = [
      {
        name: 'Tester of Faces',
        manaCost: '{3}{G}',
        typeLine: 'Creature — Elf',
        oracleText: '',
        power: '3',
        toughness: '3',
      },
      {
        name: "Tester's Bolt",
        manaCost: '{R}',
        typeLine: 'Instant',
        oracleText: "Tester's Bolt deals 2 damage to any target.",
      },
    ];
    const [front, back] = faces.map((f) => {
      const v = compileAndVerify(f);
      if (!v.verified || !v.result.ok) throw new Error(`${f.name} did not compile`);
      return toCardDef(f, v.result.abilities);
    });
    if (!findCard('Tester of Faces'))
      registerCard({ ...front!, modal: true, back: { ...back!, backOf: 'Tester of Faces' } });
    const g = game({ A: { hand: ['Tester of Faces'], battlefield: ['Mountain'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // Only the face that will be up is evaluated (CR 712.11c): the creature costs too much, the instant doesn't.
    expect(offered(g)).toContain("cast Tester's Bolt");
    expect(offered(g)).not.toContain('cast Tester of Faces');
    cast(g, "Tester's Bolt", { via: 'back', targets: ['B'] });
    expect(stack(g)).toEqual(["Tester's Bolt"]);
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(graveyard(g, 'A')).toEqual(['Tester of Faces']);
  });
});

describe('adventurer cards (CR 715)', () => {
  it("Giant Killer: cast as Chop Down, it has only the Adventure's characteristics; resolved, it is exiled and may be cast from there as the creature", () => {
    const g = game({
      A: { hand: ['Giant Killer'], battlefield: lands('Plains', 4) },
      B: { battlefield: ['Craw Wurm', 'Hill Giant'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(characteristics(g.state, obj(g, 'Giant Killer', { zone: 'hand' }).id).manaValue).toBe(1);
    expect(offered(g)).toContain('cast Chop Down using Adventure');
    // "Destroy target creature with power 4 or greater": the 3-power Hill Giant is no legal target (CR 715.3a).
    cast(g, 'Chop Down', { via: 'adventure', targets: ['Craw Wurm'] });
    const spell = characteristics(g.state, obj(g, 'Chop Down', { zone: 'stack' }).id);
    expect([spell.name, spell.manaValue, spell.types]).toEqual(['Chop Down', 3, ['Instant']]);
    expect(g.log.some((e) => e.text === 'A casts Chop Down as an Adventure targeting Craw Wurm')).toBe(true);
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Hill Giant']);
    // CR 715.3d: exiled instead of put into the graveyard; its controller may cast it, not as an Adventure.
    expect(graveyard(g, 'A')).toEqual([]);
    expect(obj(g, 'Giant Killer', { zone: 'exile' })).toBeTruthy();
    expect(offered(g)).toContain('cast Giant Killer');
    expect(offered(g)).not.toContain('cast Chop Down using Adventure');
    cast(g, 'Giant Killer');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Giant Killer');
  });

  it('an Adventure spell that is countered goes to the graveyard, not to exile (CR 715.3d applies as it resolves)', () => {
    const g = game({
      A: { hand: ['Giant Killer'], battlefield: lands('Plains', 3) },
      B: { hand: ['Counterspell'], battlefield: ['Craw Wurm', 'Island', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Chop Down', { via: 'adventure', targets: ['Craw Wurm'] });
    passPriority(g);
    cast(g, 'Counterspell', { targets: ['Chop Down'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toContain('Craw Wurm');
    expect(graveyard(g, 'A')).toEqual(['Giant Killer']);
    expect(offered(g)).not.toContain('cast Giant Killer');
  });

  it('the adventurer card is cast normally as its creature, and a deck names it by either half', () => {
    const g = game({ A: { hand: ['Giant Killer'], battlefield: lands('Plains', 1) } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Giant Killer');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Giant Killer');
    expect(parseDeck('1 Giant Killer // Chop Down\n1 Chop Down').main).toEqual(['Giant Killer', 'Giant Killer']);
  });
});
