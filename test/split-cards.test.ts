// Split cards (CR 709), fuse (702.102) and aftermath (702.127), compiled from their Oracle text and played; the cases
// come from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import { judgeCard } from '../src/decks/coverage.js';
import { parseDeck } from '../src/decks/index.js';
import { characteristics, findCard } from '../src/engine/index.js';
import {
  battlefield,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  lands,
  life,
  logTexts,
  obj,
  offered,
  passPriority,
  passUntil,
  pt,
  resolveStack,
  stack,
} from './helpers/harness.js';

loadCards();

const chars = (g: ReturnType<typeof game>, name: string, zone: 'hand' | 'graveyard' | 'stack' | 'exile') => {
  const c = characteristics(g.state, obj(g, name, { zone }).id);
  return { name: c.name, manaValue: c.manaValue, colors: [...c.colors].sort(), types: c.types };
};

describe('split cards compiled from their halves (CR 709)', () => {
  it('each half compiles from its own text and renders back; Rooms (709.5) are refused with the reason', () => {
    const v = compileAndVerify({
      name: 'Fire // Ice',
      manaCost: '{1}{R} // {1}{U}',
      typeLine: 'Instant // Instant',
      layout: 'split',
      oracleText:
        'Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.',
      faces: [
        {
          name: 'Fire',
          manaCost: '{1}{R}',
          typeLine: 'Instant',
          oracleText: 'Fire deals 2 damage divided as you choose among one or two targets.',
        },
        { name: 'Ice', manaCost: '{1}{U}', typeLine: 'Instant', oracleText: 'Tap target permanent.\nDraw a card.' },
      ],
    });
    expect(v.verified).toBe(true);
    expect(v.result.ok && v.result.faces?.map((f) => f.name)).toEqual(['Fire', 'Ice']);
    const room = judgeCard('Bottomless Pool // Locker Room');
    expect(room.playable ? '' : room.reason).toBe(
      'split cards with permanent halves (Rooms, CR 709.5) are not supported yet',
    );
    // A half not understood names the half.
    const turn = judgeCard('Turn // Burn');
    expect(turn.playable ? '' : turn.reason).toMatch(/^left half \(Turn\): not understood/);
  });

  it('a deck names a split card by both names or by either half: one card (CR 709.2, 709.4a)', () => {
    expect(parseDeck('1 Fire // Ice\n1 Ice').main).toEqual(['Fire // Ice', 'Fire // Ice']);
    expect(judgeCard('Far // Away')).toEqual({ card: 'Far // Away', playable: true });
    expect(findCard('Fire // Ice')?.halves?.map((h) => h.name)).toEqual(['Fire', 'Ice']);
  });
});

describe('casting a half (CR 709.3)', () => {
  it("Fire // Ice: combined characteristics in hand and graveyard, only Fire's on the stack", () => {
    const g = game({
      A: { hand: ['Fire // Ice'], battlefield: lands('Mountain', 2) },
      B: { battlefield: ['Llanowar Elves'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    // CR 709.4, 709.4b: "While not on the stack, the characteristics of a split card are the combination of its two
    // halves": red and blue, mana value 4.
    expect(chars(g, 'Fire // Ice', 'hand')).toEqual({
      name: 'Fire // Ice',
      manaValue: 4,
      colors: ['R', 'U'],
      types: ['Instant'],
    });
    // CR 709.3a: only the half chosen is evaluated: with two Mountains, Fire can be cast and Ice can't.
    expect(offered(g)).toContain('cast Fire using Left');
    expect(offered(g)).not.toContain('cast Ice using Right');
    expect(offered(g).filter((a) => a.startsWith('cast Fire // Ice'))).toEqual([]);
    const mark = g.log.length;
    cast(g, 'Fire', { via: 'left', targets: ['Llanowar Elves', 'B'], divide: [1, 1] });
    // CR 709.3b: "On the stack, a split spell that hasn't been fused has only that half's characteristics and
    // converted mana cost."
    expect(chars(g, 'Fire', 'stack')).toEqual({ name: 'Fire', manaValue: 2, colors: ['R'], types: ['Instant'] });
    expect(logTexts(g, mark)).toContain('A casts Fire targeting Llanowar Elves (1), B (1) (CR 709.3)');
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(life(g, 'B')).toBe(19);
    expect(chars(g, 'Fire // Ice', 'graveyard')).toEqual({
      name: 'Fire // Ice',
      manaValue: 4,
      colors: ['R', 'U'],
      types: ['Instant'],
    });
  });

  it("two cards with a half of the same name (Fire // Ice, Start // Fire): each spell is its own card's half", () => {
    const g = game({ A: { hand: ['Start // Fire'], battlefield: lands('Mountain', 2) } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Fire', { via: 'right', targets: ['B', null] });
    expect(chars(g, 'Fire', 'stack')).toEqual({ name: 'Fire', manaValue: 2, colors: ['R'], types: ['Instant'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(graveyard(g, 'A')).toEqual(['Start // Fire']);
  });

  it('Ice: the other half, for its own cost, with its own instructions', () => {
    const g = game({
      A: { hand: ['Fire // Ice'], battlefield: lands('Island', 2), library: ['Forest', 'Forest'] },
      B: { battlefield: ['Llanowar Elves'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g)).not.toContain('cast Fire using Left');
    cast(g, 'Ice', { via: 'right', targets: ['Llanowar Elves'] });
    expect(stack(g)).toEqual(['Ice']);
    resolveStack(g);
    expect(obj(g, 'Llanowar Elves').tapped).toBe(true);
    expect(hand(g, 'A')).toEqual(['Forest']);
    expect(graveyard(g, 'A')).toEqual(['Fire // Ice']);
  });
});

describe('fuse (CR 702.102)', () => {
  it("Far // Away fused: both costs paid, combined characteristics on the stack, the left half's instructions first", () => {
    const g = game({
      A: { hand: ['Far // Away'], battlefield: [...lands('Island', 2), ...lands('Swamp', 3)] },
      B: { battlefield: ['Grizzly Bears', 'Llanowar Elves'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g)).toEqual(
      expect.arrayContaining(['cast Far using Left', 'cast Away using Right', 'cast Far // Away using Fused']),
    );
    // "Away targets only a player": Far's target first, then Away's (the left half's chosen first).
    cast(g, 'Far // Away', { via: 'fused', targets: ['Grizzly Bears', 'B'] });
    // CR 702.102b, 709.4d: "While the spell is on the stack, its converted mana cost is the total amount of mana in
    // both costs"; a fused spell of two monocolored halves is multicolored.
    expect(chars(g, 'Far // Away', 'stack')).toEqual({
      name: 'Far // Away',
      manaValue: 5,
      colors: ['B', 'U'],
      types: ['Instant'],
    });
    // CR 702.102c: both mana costs paid — all five of A's lands.
    expect(
      g.state.battlefield.filter((id) => g.state.objects[id]!.controller === 0 && !g.state.objects[id]!.tapped),
    ).toEqual([]);
    passPriority(g);
    passPriority(g);
    // CR 702.102d: Far returns the Bears first, so Away's sacrifice finds only the Elves to choose from.
    const c = g.state.pending;
    expect(c?.kind === 'chooseCards' && c.player === 1 ? c.cards.map((id) => g.state.objects[id]!.def) : []).toEqual([
      'Llanowar Elves',
    ]);
    expect(hand(g, 'B')).toContain('Grizzly Bears');
    chooseCards(g, ['Llanowar Elves']);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual(['Llanowar Elves']);
    expect(graveyard(g, 'A')).toEqual(['Far // Away']);
  });

  it('"You can choose the same object as the target of each half of a fused split spell" (Protect // Serve)', () => {
    const g = game({
      A: { hand: ['Protect // Serve'], battlefield: [...lands('Plains', 3), ...lands('Island', 3)] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Protect // Serve', { via: 'fused', targets: ['Grizzly Bears', 'Grizzly Bears'] });
    resolveStack(g);
    // +2/+4, then -6/-0.
    expect(pt(g, 'Grizzly Bears')).toBe('-2/6');
  });

  it('a fused spell with one target illegal still resolves; the other half does what it can (CR 608.2b)', () => {
    const g = game({
      A: { hand: ['Wear // Tear'], battlefield: [...lands('Mountain', 2), 'Plains'] },
      B: { hand: ['Naturalize'], battlefield: ['Ornithopter', 'Glorious Anthem', 'Forest', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Wear // Tear', { via: 'fused', targets: ['Ornithopter', 'Glorious Anthem'] });
    passPriority(g);
    // B destroys their own Ornithopter in response: Wear's target is gone, Tear's is still legal.
    cast(g, 'Naturalize', { targets: ['Ornithopter'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual(['Forest', 'Forest']);
    expect(graveyard(g, 'B')).toEqual(expect.arrayContaining(['Ornithopter', 'Glorious Anthem', 'Naturalize']));
  });

  it('a fused spell whose targets are all illegal does not resolve, and none of its instructions happen', () => {
    const g = game({
      A: { hand: ['Wear // Tear'], battlefield: [...lands('Mountain', 2), 'Plains'], library: ['Forest'] },
      B: { hand: ['Naturalize', 'Naturalize'], battlefield: ['Ornithopter', 'Glorious Anthem', ...lands('Forest', 4)] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Wear // Tear', { via: 'fused', targets: ['Ornithopter', 'Glorious Anthem'] });
    passPriority(g);
    cast(g, 'Naturalize', { targets: ['Ornithopter'] });
    cast(g, 'Naturalize', { targets: ['Glorious Anthem'] });
    const mark = g.log.length;
    resolveStack(g);
    expect(logTexts(g, mark)).toContain("Wear // Tear doesn't resolve: all its targets are illegal (CR 608.2b)");
    expect(graveyard(g, 'A')).toEqual(['Wear // Tear']);
  });

  it('only a card with fuse is offered fused', () => {
    const g = game({ A: { hand: ['Fire // Ice'], battlefield: [...lands('Mountain', 2), ...lands('Island', 2)] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g).some((a) => a.includes('Fused'))).toBe(false);
  });
});

describe('aftermath (CR 702.127)', () => {
  it('Cut // Ribbons: Cut from the hand only, Ribbons only from the graveyard, then exiled', () => {
    const g = game({
      A: { hand: ['Cut // Ribbons'], battlefield: [...lands('Mountain', 2), ...lands('Swamp', 4)] },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(offered(g)).toContain('cast Cut using Left');
    expect(offered(g).some((a) => a.startsWith('cast Ribbons'))).toBe(false);
    cast(g, 'Cut', { via: 'left', targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(battlefield(g, 'B')).toEqual([]);
    expect(graveyard(g, 'A')).toEqual(['Cut // Ribbons']);
    // "If you cast the first half of a split card with aftermath during your turn, you'll have priority immediately
    // after it resolves": Ribbons may be cast from the graveyard now.
    expect(offered(g)).toContain('cast Ribbons using Aftermath');
    const mark = g.log.length;
    cast(g, 'Ribbons', { via: 'aftermath', x: 2 });
    expect(chars(g, 'Ribbons', 'stack')).toEqual({ name: 'Ribbons', manaValue: 4, colors: ['B'], types: ['Sorcery'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(chars(g, 'Cut // Ribbons', 'exile').name).toBe('Cut // Ribbons');
    expect(logTexts(g, mark)).toContain('Ribbons is exiled (aftermath) (CR 702.127a)');
  });

  it('"A spell with aftermath cast from a graveyard will always be exiled afterward, whether it resolves, it\'s countered, ..."', () => {
    const g = game({
      A: { graveyard: ['Cut // Ribbons'], battlefield: lands('Swamp', 3) },
      B: { hand: ['Counterspell'], battlefield: lands('Island', 2) },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Ribbons', { via: 'aftermath', x: 1 });
    passPriority(g);
    cast(g, 'Counterspell', { targets: ['Ribbons'] });
    resolveStack(g);
    expect(life(g, 'B')).toBe(20);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(obj(g, 'Cut // Ribbons', { zone: 'exile' })).toBeTruthy();
  });

  it('a half with aftermath is not cast from the hand, and the first half not from the graveyard', () => {
    const g = game({
      A: { hand: ['Cut // Ribbons'], graveyard: ['Cut // Ribbons'], battlefield: lands('Mountain', 2) },
      B: { battlefield: ['Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    const casts = offered(g).filter((a) => a.startsWith('cast'));
    // One Cut (from the hand); Ribbons can't be paid for with two Mountains.
    expect(casts).toEqual(['cast Cut using Left']);
  });
});
