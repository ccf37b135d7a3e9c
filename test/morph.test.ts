// Morph and megamorph (CR 702.37) and face-down spells and permanents (CR 708): cast face down for {3} as a 2/2
// creature with no text, name, subtypes or mana cost (702.37c, 708.2a, 708.4); turned face up for the morph cost as a
// special action that doesn't use the stack (116.2b, 702.37e); "When {this} is turned face up" (708.8); megamorph's
// +1/+1 counter (702.37b); who may see a face-down object (708.5) and its revealing (708.9). Cases from the Gatherer
// rulings of Rattleclaw Mystic, Ashcloud Phoenix, Den Protector and the morph cards of Khans of Tarkir.
import { describe, expect, it } from 'vitest';
import {
  answer,
  attempt,
  cast,
  game,
  graveyard,
  life,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';
import {
  characteristics,
  eventsFor,
  viewFor,
  FACE_DOWN,
  type ObjectId,
  type PriorityAction,
} from '../src/engine/index.js';

function actions(g: Game): readonly PriorityAction[] {
  const c = g.state.pending;
  return c?.kind === 'priority' ? c.actions : [];
}

/** The player with priority casts the card named face down using its morph (or megamorph) ability, paying {3}. */
function castFaceDown(g: Game, name: string): ObjectId {
  const a = actions(g).find(
    (x) => x.kind === 'cast' && (x.via === 'morph' || x.via === 'megamorph') && g.state.objects[x.card]!.def === name,
  );
  if (!a) throw new Error(`can't cast ${name} face down now`);
  answer(g, a);
  while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
  const top = g.state.stack[g.state.stack.length - 1];
  if (top?.kind !== 'spell') throw new Error('no spell on the stack');
  return top.object;
}

/** The current face-down permanent made from the card named (the test looks at the card itself). */
function faceDown(g: Game, name: string): ObjectId {
  const id = g.state.battlefield.find((i) => g.state.objects[i]!.def === name && g.state.objects[i]!.faceDown);
  if (id === undefined) throw new Error(`no face-down ${name}`);
  return id;
}

function turnUp(g: Game, id: ObjectId): void {
  answer(g, { kind: 'turnFaceUp', permanent: id });
  while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
}

describe('casting a card face down (CR 702.37c, 708.4)', () => {
  it('is a 2/2 colorless creature spell with no name, subtypes, abilities or mana cost, for {3}, at sorcery speed', () => {
    const g = game({ A: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Rattleclaw Mystic'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const spell = castFaceDown(g, 'Rattleclaw Mystic');
    const ch = characteristics(g.state, spell);
    expect(ch.name).toBe('');
    expect([ch.power, ch.toughness, ch.manaValue]).toEqual([2, 2, 0]);
    expect(ch.types).toEqual(['Creature']);
    expect(ch.subtypes).toEqual([]);
    expect(ch.colors).toEqual([]);
    expect(ch.abilities).toEqual([]);
    // The {3} was paid with all three Forests.
    expect(g.state.battlefield.every((i) => g.state.objects[i]!.tapped)).toBe(true);
    // A face-down spell can't be turned face up (702.37e: a permanent).
    expect(actions(g).some((a) => a.kind === 'turnFaceUp')).toBe(false);
    resolveStack(g);
    const id = faceDown(g, 'Rattleclaw Mystic');
    expect(characteristics(g.state, id).power).toBe(2);
    // It has no mana ability face down.
    expect(characteristics(g.state, id).abilities).toEqual([]);
  });

  it("can't be cast face down without {3}, nor outside its controller's main phase", () => {
    const g = game({ A: { battlefield: ['Forest', 'Forest'], hand: ['Rattleclaw Mystic'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(actions(g).some((a) => a.kind === 'cast' && a.via === 'morph')).toBe(false);
    const h = game({ B: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Rattleclaw Mystic'] } });
    passUntil(h, { turn: 1, step: 'precombat_main' });
    // B has priority in A's main phase: no sorcery timing for B (a face-down spell has no flash).
    answer(h, { kind: 'pass' });
    expect(h.state.pending?.player).toBe(seatId('B'));
    expect(actions(h).some((a) => a.kind === 'cast' && a.via === 'morph')).toBe(false);
  });
});

describe('turning a face-down permanent face up (CR 116.2b, 702.37e, 708.8)', () => {
  it('Rattleclaw Mystic: paying {2} turns it face up without the stack, and its trigger adds {G}{U}{R}', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Forest', 'Island', 'Island'], hand: ['Rattleclaw Mystic'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castFaceDown(g, 'Rattleclaw Mystic');
    resolveStack(g);
    const id = faceDown(g, 'Rattleclaw Mystic');
    expect(actions(g)).toContainEqual({ kind: 'turnFaceUp', permanent: id });
    turnUp(g, id);
    // The same permanent (not a new object), face up with its own characteristics.
    const o = g.state.objects[id]!;
    expect(o.faceDown).toBe(false);
    expect(o.left).toBe(false);
    expect(characteristics(g.state, id).name).toBe('Rattleclaw Mystic');
    expect(g.log.some((e) => e.event.kind === 'turnedFaceUp' && e.rule === 'CR 702.37e')).toBe(true);
    // The player keeps priority (a special action); the triggered ability uses the stack.
    expect(g.state.pending?.kind).toBe('priority');
    expect(g.state.stack.length).toBe(1);
    resolveStack(g);
    expect(g.state.players[seatId('A')]!.pool).toMatchObject({ G: 1, U: 1, R: 1 });
  });

  it('effects that applied to the face-down creature still apply after it is turned face up (708.8)', () => {
    const g = game({
      A: {
        battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Island', 'Island'],
        hand: ['Rattleclaw Mystic', 'Giant Growth'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castFaceDown(g, 'Rattleclaw Mystic');
    resolveStack(g);
    const id = faceDown(g, 'Rattleclaw Mystic');
    cast(g, 'Giant Growth', { targets: [{ object: id }] });
    resolveStack(g);
    expect(characteristics(g.state, id).power).toBe(5);
    turnUp(g, id);
    resolveStack(g);
    // Rattleclaw Mystic is a 2/1: +3/+3 until end of turn still.
    expect([characteristics(g.state, id).power, characteristics(g.state, id).toughness]).toEqual([5, 4]);
  });

  it('megamorph: a +1/+1 counter as it is turned face up for its megamorph cost (702.37b)', () => {
    const g = game({
      A: {
        battlefield: [...Array<string>(5).fill('Plains'), 'Plains', 'Plains', 'Plains'],
        hand: ['Sandstorm Charger'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castFaceDown(g, 'Sandstorm Charger');
    resolveStack(g);
    const id = faceDown(g, 'Sandstorm Charger');
    // Which morph ability it was cast with is hidden too (CR 708.5).
    expect(JSON.stringify(eventsFor(g.log, seatId('B')))).not.toMatch(/Sandstorm|egamorph/);
    expect(viewFor(g.state, seatId('B')).objects[id]!.castVia).toBe('morph');
    turnUp(g, id);
    expect(g.state.objects[id]!.counters['+1/+1']).toBe(1);
    expect(characteristics(g.state, id).power).toBe(4);
    expect(characteristics(g.state, id).toughness).toBe(5);
  });

  it("can't be turned face up without the mana for its morph cost, nor by another player", () => {
    const g = game({ A: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Rattleclaw Mystic'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castFaceDown(g, 'Rattleclaw Mystic');
    resolveStack(g);
    const id = faceDown(g, 'Rattleclaw Mystic');
    expect(actions(g).some((a) => a.kind === 'turnFaceUp')).toBe(false);
    expect(attempt(g, 'A', { kind: 'turnFaceUp', permanent: id }).ok).toBe(false);
  });
});

describe('hidden information (CR 708.5, 708.9)', () => {
  it('only its controller sees what a face-down spell or permanent is; it is revealed as it leaves the battlefield', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Rattleclaw Mystic'] },
      B: { battlefield: ['Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const spell = castFaceDown(g, 'Rattleclaw Mystic');
    const theirs = viewFor(g.state, seatId('B')).objects[spell]!;
    expect(theirs.def).toBe(FACE_DOWN);
    expect(theirs.card).toBe(-1);
    expect(viewFor(g.state, seatId('A')).objects[spell]!.def).toBe('Rattleclaw Mystic');
    resolveStack(g);
    const id = faceDown(g, 'Rattleclaw Mystic');
    const seen = viewFor(g.state, seatId('B'));
    expect(seen.objects[id]!.def).toBe(FACE_DOWN);
    expect(characteristics(seen, id).power).toBe(2);
    expect(JSON.stringify(seen)).not.toContain('Rattleclaw');
    // Nor is it named in what B was told (the events of casting it face down and of its entering).
    expect(JSON.stringify(eventsFor(g.log, seatId('B')))).not.toContain('Rattleclaw');
    // B shocks it in A's main phase... (A passes priority with Shock cast at instant speed.)
    answer(g, { kind: 'pass' });
    cast(g, 'Shock', { targets: [{ object: id }] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Rattleclaw Mystic');
    const after = viewFor(g.state, seatId('B'));
    expect(after.objects[id]!.def).toBe('Rattleclaw Mystic');
    expect(g.log.some((e) => e.rule === 'CR 708.9')).toBe(true);
  });
});

describe('Ashcloud Phoenix', () => {
  it('dies face up and returns face down; turned face up, it deals 2 damage to each player', () => {
    const g = game({
      A: { battlefield: ['Ashcloud Phoenix', ...Array<string>(6).fill('Mountain')] },
      B: { battlefield: ['Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    answer(g, { kind: 'pass' });
    cast(g, 'Shock', { targets: ['Ashcloud Phoenix'] });
    resolveStack(g);
    const id = faceDown(g, 'Ashcloud Phoenix');
    expect(characteristics(g.state, id).power).toBe(2);
    expect(g.state.objects[id]!.controller).toBe(seatId('A'));
    turnUp(g, id);
    resolveStack(g);
    expect(life(g, 'A')).toBe(18);
    expect(life(g, 'B')).toBe(18);
  });

  it('face down, it has no "dies" ability: it stays in the graveyard', () => {
    const g = game({
      A: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Ashcloud Phoenix'] },
      B: { battlefield: ['Mountain'], hand: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castFaceDown(g, 'Ashcloud Phoenix');
    resolveStack(g);
    const id = faceDown(g, 'Ashcloud Phoenix');
    answer(g, { kind: 'pass' });
    cast(g, 'Shock', { targets: [{ object: id }] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Ashcloud Phoenix');
    expect(g.state.battlefield.some((i) => g.state.objects[i]!.def === 'Ashcloud Phoenix')).toBe(false);
  });
});

describe('face-down objects and other rules', () => {
  it('a countered face-down spell goes to the graveyard and is revealed (CR 708.9)', () => {
    const g = game({
      A: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Rattleclaw Mystic'] },
      B: { battlefield: ['Island', 'Island'], hand: ['Counterspell'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const spell = castFaceDown(g, 'Rattleclaw Mystic');
    answer(g, { kind: 'pass' });
    cast(g, 'Counterspell', { targets: [{ object: spell }] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Rattleclaw Mystic');
    expect(viewFor(g.state, seatId('B')).objects[spell]!.def).toBe('Rattleclaw Mystic');
    expect(g.log.some((e) => e.rule === 'CR 708.9')).toBe(true);
  });

  it('a copy of a face-down creature is a face-up 2/2 with no name and no abilities (CR 708.2a, 707.2)', () => {
    const g = game({
      A: { battlefield: [...Array<string>(9).fill('Island')], hand: ['Rattleclaw Mystic', 'Clone'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castFaceDown(g, 'Rattleclaw Mystic');
    resolveStack(g);
    const id = faceDown(g, 'Rattleclaw Mystic');
    cast(g, 'Clone');
    for (let i = 0; i < 20 && (g.state.stack.length > 0 || g.state.pending?.kind !== 'priority'); i++) {
      const c = g.state.pending!;
      if (c.kind === 'yesNo') answer(g, { kind: 'yes' });
      else if (c.kind === 'chooseCards') answer(g, { kind: 'cards', cards: [id] });
      else answer(g, { kind: 'pass' });
    }
    const clone = g.state.battlefield.find((i) => g.state.objects[i]!.def === 'Clone')!;
    expect(g.state.objects[clone]!.faceDown).toBe(false);
    const ch = characteristics(g.state, clone);
    expect([ch.name, ch.power, ch.toughness, ch.abilities.length]).toEqual(['', 2, 2, 0]);
    // Only the face-down permanent can be turned face up; the copy has no morph cost.
    expect(actions(g).filter((a) => a.kind === 'turnFaceUp')).toEqual([{ kind: 'turnFaceUp', permanent: id }]);
  });
});

describe('manifest (CR 701.40) and manifest dread (701.62)', () => {
  it('a manifested creature card is turned face up for its mana cost; a megamorph card so turned gets no counter', () => {
    const g = game({
      A: {
        battlefield: ['Plains', 'Plains', ...Array<string>(6).fill('Plains')],
        hand: ['Soul Summons'],
        library: ['Sandstorm Charger'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const top = g.state.players[seatId('A')]!.library.at(-1)!;
    cast(g, 'Soul Summons');
    resolveStack(g);
    const id = faceDown(g, 'Sandstorm Charger');
    expect(g.state.objects[id]!.manifested).toBe(true);
    // B is told neither the card nor its record in the library (CR 708.5, 401.2).
    const told = eventsFor(g.log, seatId('B'));
    expect(JSON.stringify(told)).not.toContain('Sandstorm');
    expect(told.some((e) => e.event.kind === 'zoneChange' && e.event.object === top)).toBe(false);
    expect(viewFor(g.state, seatId('B')).objects[id]!.def).toBe(FACE_DOWN);
    // Either way (701.40c): its megamorph cost {4}{W}, or its mana cost {4}{W} as a manifested creature card.
    const ups = actions(g).filter((a) => a.kind === 'turnFaceUp');
    expect(ups).toEqual([
      { kind: 'turnFaceUp', permanent: id },
      { kind: 'turnFaceUp', permanent: id, manifest: true },
    ]);
    answer(g, { kind: 'turnFaceUp', permanent: id, manifest: true });
    while (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    expect(g.state.objects[id]!.faceDown).toBe(false);
    expect(g.state.objects[id]!.manifested).toBeUndefined();
    expect(g.state.objects[id]!.counters['+1/+1']).toBeUndefined();
    expect(characteristics(g.state, id).power).toBe(3);
  });

  it("a manifested instant can't be turned face up (701.40b, 701.40g)", () => {
    const g = game({
      A: { battlefield: [...Array<string>(6).fill('Plains')], hand: ['Soul Summons'], library: ['Shock'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Soul Summons');
    resolveStack(g);
    const id = faceDown(g, 'Shock');
    expect(characteristics(g.state, id).power).toBe(2);
    expect(actions(g).some((a) => a.kind === 'turnFaceUp')).toBe(false);
  });

  it('manifest dread: one of the top two cards is manifested, the other put into the graveyard (701.62a)', () => {
    const g = game({
      A: {
        battlefield: ['Forest', 'Forest'],
        hand: ['Manifest Dread'],
        library: ['Centaur Courser', 'Grizzly Bears', 'Forest'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Manifest Dread');
    passPriority(g);
    passPriority(g);
    const c = g.state.pending!;
    if (c.kind !== 'chooseCards') throw new Error(`expected a choice of cards, got ${c.kind}`);
    expect(c.cards).toHaveLength(2);
    const pick = c.cards.find((i) => g.state.objects[i]!.def === 'Centaur Courser') ?? c.cards[0]!;
    const other = c.cards.find((i) => i !== pick)!;
    const otherName = g.state.objects[other]!.def;
    answer(g, { kind: 'cards', cards: [pick] });
    const id = faceDown(g, g.state.objects[pick]!.def);
    expect(g.state.objects[id]!.manifested).toBe(true);
    expect(graveyard(g, 'A')).toContain(otherName);
    expect(g.state.players[seatId('A')]!.library).toHaveLength(1);
  });
});

describe('"When {this} enters or is turned face up" (CR 708.3, 708.8)', () => {
  it('Ponyback Brigade: nothing as it enters face down; three Goblins as it is turned face up', () => {
    const g = game({
      A: {
        battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Plains', 'Plains', 'Swamp', 'Swamp'],
        hand: ['Ponyback Brigade'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castFaceDown(g, 'Ponyback Brigade');
    resolveStack(g);
    const goblins = () => g.state.battlefield.filter((i) => g.state.objects[i]!.token).length;
    expect(goblins()).toBe(0);
    turnUp(g, faceDown(g, 'Ponyback Brigade'));
    resolveStack(g);
    expect(goblins()).toBe(3);
  });
});

describe('"Its controller manifests the top card of their library" (Reality Shift, CR 701.40a)', () => {
  it("the exiled creature's controller manifests: a face-down 2/2 the caster can't see", () => {
    const g = game({
      A: { battlefield: ['Island', 'Island'], hand: ['Reality Shift'] },
      B: { battlefield: ['Grizzly Bears'], library: ['Centaur Courser'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Reality Shift', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    const id = faceDown(g, 'Centaur Courser');
    expect(g.state.objects[id]!.controller).toBe(seatId('B'));
    expect(g.state.objects[id]!.manifested).toBe(true);
    expect(viewFor(g.state, seatId('A')).objects[id]!.def).toBe(FACE_DOWN);
    expect(viewFor(g.state, seatId('B')).objects[id]!.def).toBe('Centaur Courser');
  });
});
