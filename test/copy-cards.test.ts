// Copy effects read from Oracle text (CR 707): "You may have this creature enter as a copy of any artifact or creature
// on the battlefield, except it's an artifact in addition to its other types" (Phyrexian Metamorph, 707.9b), "Create a
// token that's a copy of this creature" (Pack Rat, 111.2, 707.2) and "... of target nonlegendary creature you control,
// except it has haste. Sacrifice it at the beginning of the next end step." (Kiki-Jiki, Mirror Breaker, 707.9a,
// 603.7). Each test plays the compiled card and checks a ruling of it.
import { describe, expect, it } from 'vitest';
import { characteristics } from '../src/engine/index.js';
import {
  activate,
  answer,
  attack,
  battlefield,
  canActivate,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  life,
  obj,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  resolveTop,
  type Game,
} from './helpers/harness.js';

const ISLANDS = ['Island', 'Island', 'Island', 'Island'];

/** The permanent whose card is `card` (whatever it copies). */
function byCard(g: Game, card: string) {
  const id = g.state.battlefield.find((i) => g.state.objects[i]!.def === card);
  if (id === undefined) throw new Error(`no ${card} on the battlefield`);
  return g.state.objects[id]!;
}

function castMetamorph(g: Game, copied: string | null): void {
  cast(g, 'Phyrexian Metamorph');
  resolveTop(g);
  if (copied === null) {
    answer(g, { kind: 'no' });
    return;
  }
  answer(g, { kind: 'yes' });
  chooseCards(g, [copied]);
}

describe('Phyrexian Metamorph (CR 707.9b: "except it\'s an artifact in addition to its other types")', () => {
  it("copying a creature: the creature's name, P/T and abilities, and an artifact besides; its enters ability triggers", () => {
    const g = game({
      A: { battlefield: [...ISLANDS], hand: ['Phyrexian Metamorph'] },
      B: { battlefield: ['Elvish Visionary'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const before = hand(g, 'A').length;
    castMetamorph(g, 'Elvish Visionary');
    const ch = characteristics(g.state, byCard(g, 'Phyrexian Metamorph').id);
    expect(ch.name).toBe('Elvish Visionary');
    expect([...ch.types].sort()).toEqual(['Artifact', 'Creature']);
    expect([...ch.subtypes].sort()).toEqual(['Elf', 'Shaman']);
    expect([ch.power, ch.toughness]).toEqual([1, 1]);
    expect(ch.colors).toEqual(['G']);
    // Ruling: "Any enters-the-battlefield abilities of the copied permanent will trigger".
    resolveStack(g);
    expect(hand(g, 'A').length).toBe(before);
  });

  it('"If Phyrexian Metamorph copies a noncreature artifact, it is no longer a creature."', () => {
    const g = game({
      A: { battlefield: [...ISLANDS], hand: ['Phyrexian Metamorph'] },
      B: { battlefield: ['Sol Ring'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castMetamorph(g, 'Sol Ring');
    const ch = characteristics(g.state, byCard(g, 'Phyrexian Metamorph').id);
    expect(ch.name).toBe('Sol Ring');
    expect(ch.types).toEqual(['Artifact']);
    expect(battlefield(g, 'A')).toContain('Sol Ring');
  });

  it("a land can't be chosen: only an artifact or creature already on the battlefield", () => {
    const g = game({
      A: { battlefield: [...ISLANDS], hand: ['Phyrexian Metamorph'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Phyrexian Metamorph');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    expect(c?.kind).toBe('chooseCards');
    const names = c?.kind === 'chooseCards' ? c.cards.map((id) => g.state.objects[id]!.def) : [];
    expect(names).toEqual(['Grizzly Bears']);
  });

  it('"You can choose not to copy anything": a 0/0 artifact creature, put into the graveyard (CR 704.5f)', () => {
    const g = game({
      A: { battlefield: [...ISLANDS], hand: ['Phyrexian Metamorph'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castMetamorph(g, null);
    passPriority(g);
    expect(graveyard(g, 'A')).toContain('Phyrexian Metamorph');
  });

  it('"If the chosen creature is copying something else ... enters as whatever the chosen creature copied, except it\'s also an artifact"', () => {
    const g = game({
      A: { battlefield: [...ISLANDS, ...ISLANDS], hand: ['Clone', 'Phyrexian Metamorph'] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Clone');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    chooseCards(g, ['Grizzly Bears']);
    const clone = byCard(g, 'Clone').id;
    cast(g, 'Phyrexian Metamorph');
    resolveTop(g);
    answer(g, { kind: 'yes' });
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected a choice of permanents');
    answer(g, { kind: 'cards', cards: [clone] });
    const ch = characteristics(g.state, byCard(g, 'Phyrexian Metamorph').id);
    expect(ch.name).toBe('Grizzly Bears');
    expect([...ch.types].sort()).toEqual(['Artifact', 'Creature']);
    expect([ch.power, ch.toughness]).toEqual([2, 2]);
    // The Clone itself is no artifact: the exception is the Metamorph's.
    expect(characteristics(g.state, clone).types).toEqual(['Creature']);
  });
});

describe('Pack Rat ("Create a token that\'s a copy of this creature", CR 111.2, 707.2)', () => {
  it('the token is a Pack Rat with both abilities; each Rat counts every Rat you control', () => {
    const g = game({
      A: {
        battlefield: ['Pack Rat', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        hand: ['Island', 'Island'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(characteristics(g.state, obj(g, 'Pack Rat').id).power).toBe(1);
    activate(g, 'Pack Rat');
    chooseCards(g, ['Island']);
    resolveStack(g);
    const rats = objs(g, 'Pack Rat');
    expect(rats).toHaveLength(2);
    const token = rats.find((o) => o.token)!;
    expect(token).toBeDefined();
    for (const r of rats) expect(characteristics(g.state, r.id).power).toBe(2);
    expect(characteristics(g.state, token.id).toughness).toBe(2);
    // "It will also be able to create copies of itself."
    expect(canActivate(g, 'Pack Rat', 0)).toBe(true);
    const tokenAbilities = characteristics(g.state, token.id).abilities.filter((a) => a.kind === 'activated');
    expect(tokenAbilities).toHaveLength(1);
  });

  it('"If Pack Rat leaves the battlefield before its activated ability resolves, the token will still enter ... as a copy of Pack Rat"', () => {
    const g = game({
      A: { battlefield: ['Pack Rat', 'Swamp', 'Swamp', 'Swamp'], hand: ['Island'] },
      B: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Pack Rat');
    chooseCards(g, ['Island']);
    // B answers with Lightning Bolt on the Pack Rat; it resolves first.
    answer(g, { kind: 'pass' });
    cast(g, 'Lightning Bolt', { targets: ['Pack Rat'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Pack Rat');
    const rats = objs(g, 'Pack Rat');
    expect(rats).toHaveLength(1);
    expect(rats[0]!.token).toBe(true);
    expect(characteristics(g.state, rats[0]!.id).power).toBe(1);
  });
});

describe('Kiki-Jiki, Mirror Breaker (CR 707.9a, 603.7)', () => {
  it('the token copy has haste, attacks at once and is sacrificed at the beginning of the next end step', () => {
    const g = game({ A: { battlefield: ['Kiki-Jiki, Mirror Breaker', 'Forest', 'Forest'], hand: ['Grizzly Bears'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    activate(g, 'Kiki-Jiki, Mirror Breaker', 0, ['Grizzly Bears']);
    resolveStack(g);
    const bears = objs(g, 'Grizzly Bears');
    expect(bears).toHaveLength(2);
    const token = bears.find((o) => o.token)!;
    const original = bears.find((o) => !o.token)!;
    expect(characteristics(g.state, token.id).keywords).toContain('haste');
    // The exception is the token's alone; the Bears cast this turn can't attack.
    expect(characteristics(g.state, original.id).keywords).not.toContain('haste');
    attack(g, ['Grizzly Bears']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    expect(life(g, 'B')).toBe(18);
    passUntil(g, { turn: 1, step: 'end_turn' });
    resolveStack(g);
    const left = objs(g, 'Grizzly Bears');
    expect(left).toHaveLength(1);
    expect(left[0]!.token).toBe(false);
  });

  it('can\'t target a legendary creature ("target nonlegendary creature you control")', () => {
    const g = game({ A: { battlefield: ['Kiki-Jiki, Mirror Breaker'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canActivate(g, 'Kiki-Jiki, Mirror Breaker', 0)).toBe(false);
  });
});

describe('Voice of Resurgence (one ability, two trigger events, CR 603.2; a token with a characteristic-defining ability, 604.3)', () => {
  const elementals = (g: Game) => objs(g, 'Elemental').filter((o) => o.zone === 'battlefield');

  it('an opponent casting a spell during your turn: the token is created before that spell resolves, and counts itself', () => {
    const g = game({
      A: { battlefield: ['Voice of Resurgence', 'Grizzly Bears'] },
      B: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    answer(g, { kind: 'pass' });
    cast(g, 'Lightning Bolt', { targets: ['Grizzly Bears'] });
    // The trigger goes on the stack above the Bolt and resolves first.
    resolveTop(g);
    expect(elementals(g)).toHaveLength(1);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    const token = elementals(g)[0]!;
    const ch = characteristics(g.state, token.id);
    expect(ch.colors).toEqual(['G', 'W']);
    expect([ch.power, ch.toughness]).toEqual([3, 3]);
    resolveStack(g);
    // "The power and toughness of the token change as the number of creatures you control changes."
    expect(graveyard(g, 'A')).toContain('Grizzly Bears');
    expect(characteristics(g.state, token.id).power).toBe(2);
  });

  it("a spell an opponent casts during their own turn doesn't trigger it", () => {
    const g = game({
      A: { battlefield: ['Voice of Resurgence'] },
      B: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['A'] });
    resolveStack(g);
    expect(life(g, 'A')).toBe(17);
    expect(elementals(g)).toHaveLength(0);
  });

  it('when it dies: a token that counts the creatures you control (at least itself)', () => {
    const g = game({
      A: { battlefield: ['Voice of Resurgence'] },
      B: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      startingPlayer: 'B',
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Lightning Bolt', { targets: ['Voice of Resurgence'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toContain('Voice of Resurgence');
    expect(elementals(g)).toHaveLength(1);
    expect(pt(g, 'Elemental')).toBe('1/1');
  });
});
