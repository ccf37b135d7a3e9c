// Amounts computed from the game (rules/amounts.ts), read from Oracle text and played through real game actions:
// devotion (CR 700.5), "equal to the number of ...", "for each ...", "where X is ...", "the greatest power among ...",
// "the number of cards in their hand". Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { compileAndVerify } from '../src/cards/compiler/index.js';
import { characteristics } from '../src/engine/index.js';
import type { Color } from '../src/engine/types.js';
import {
  activate,
  canCast as canCastCard,
  answer,
  describePending,
  isTapped,
  type Game,
  attack,
  battlefield,
  cast,
  chooseCards,
  game,
  graveyard,
  handSize,
  lands,
  library,
  life,
  objs,
  passPriority,
  passUntil,
  pt,
  resolveStack,
} from './helpers/harness.js';

describe('devotion (CR 700.5)', () => {
  it('Gray Merchant: each opponent loses X life, X its controller’s devotion to black; its controller gains the total', () => {
    // Vault Skirge's {B/P} counts toward devotion to black (rulings: Phyrexian mana symbols count); generic doesn't.
    const g = game({
      A: { hand: ['Gray Merchant of Asphodel'], battlefield: ['Vault Skirge', ...lands('Swamp', 5)] },
      B: {},
      C: {},
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Gray Merchant of Asphodel');
    resolveStack(g);
    // Devotion 2 ({B}{B}) + 1 ({B/P}): the Merchant itself counts, being on the battlefield as the ability resolves.
    expect(life(g, 'B')).toBe(17);
    expect(life(g, 'C')).toBe(17);
    expect(life(g, 'A')).toBe(26);
  });

  it('Gray Merchant: the Swamps’ and an opponent’s permanents’ mana costs don’t count', () => {
    const g = game({
      A: { hand: ['Gray Merchant of Asphodel'], battlefield: lands('Swamp', 5) },
      B: { battlefield: ['Vault Skirge'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Gray Merchant of Asphodel');
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(life(g, 'A')).toBe(22);
  });

  it('Fanatic of Mogis: a hybrid symbol counts toward devotion to each of its colors', () => {
    const g = game({
      A: { hand: ['Fanatic of Mogis'], battlefield: ['Boggart Ram-Gang', 'Grizzly Bears', ...lands('Mountain', 4)] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Fanatic of Mogis');
    resolveStack(g);
    // {R} + {R/G}{R/G}{R/G}; Grizzly Bears' {1}{G} is no red.
    expect(life(g, 'B')).toBe(16);
  });

  it('Master of Waves: tokens equal to devotion to blue as the ability resolves, 1/0 made 2/1 by its bonus', () => {
    const g = game({
      A: { hand: ['Master of Waves'], battlefield: ['Phantom Warrior', ...lands('Island', 4)] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Master of Waves');
    resolveStack(g);
    // {U} + {U}{U}
    const tokens = objs(g, 'Elemental');
    expect(tokens).toHaveLength(3);
    for (const t of tokens) expect(characteristics(g.state, t.id).power).toBe(2);
  });
});

describe('amounts counted as the effect happens (CR 608.2h)', () => {
  it('Garruk, Primal Hunter: draws cards equal to the greatest power among creatures its controller controls', () => {
    const g = game({
      A: {
        hand: ['Garruk, Primal Hunter'],
        battlefield: ['Hill Giant', 'Grizzly Bears', ...lands('Forest', 5)],
      },
      B: { battlefield: ['Craw Wurm'] },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Garruk, Primal Hunter');
    resolveStack(g);
    const before = handSize(g, 'A');
    activate(g, 'Garruk, Primal Hunter', 1);
    resolveStack(g);
    // Hill Giant's 3; the opponent's Craw Wurm (6) isn't counted.
    expect(handSize(g, 'A')).toBe(before + 3);
  });

  it('Garruk, Primal Hunter: with no creature the greatest power is 0 and no card is drawn (rulings)', () => {
    const g = game({ A: { hand: ['Garruk, Primal Hunter'], battlefield: lands('Forest', 5) } });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Garruk, Primal Hunter');
    resolveStack(g);
    const before = handSize(g, 'A');
    activate(g, 'Garruk, Primal Hunter', 1);
    resolveStack(g);
    expect(handSize(g, 'A')).toBe(before);
  });

  it('Avenger of Zendikar: a token for each land its controller controls', () => {
    const g = game({
      A: { hand: ['Avenger of Zendikar'], battlefield: lands('Forest', 7) },
      B: { battlefield: lands('Forest', 3) },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, 'Avenger of Zendikar');
    resolveStack(g);
    expect(battlefield(g, 'A').filter((n) => n === 'Plant')).toHaveLength(7);
  });

  it('Sword of War and Peace: damage equal to the cards in that player’s hand, and 1 life for each card in yours', () => {
    const g = game({
      A: { battlefield: ['Sword of War and Peace', 'Grizzly Bears', ...lands('Plains', 2)], hand: ['Shock', 'Shock'] },
      B: { hand: ['Shock', 'Shock', 'Shock'] },
    });
    passUntil(g, { step: 'precombat_main' });
    activate(g, 'Sword of War and Peace', 0, ['Grizzly Bears']);
    resolveStack(g);
    attack(g, ['Grizzly Bears']);
    resolveStack(g);
    passUntil(g, { step: 'postcombat_main' });
    // 4 combat damage (+2/+2), then 3 for B's three cards; A gains 2 for the two cards in A's hand.
    expect(life(g, 'B')).toBe(20 - 4 - 3);
    expect(life(g, 'A')).toBe(22);
  });
});

describe('the sentences read and said back', () => {
  it('"where X is ..." ends the sentence that says X, before a sentence the effect says after itself', () => {
    const v = compileAndVerify({
      name: 'Test Merchant',
      typeLine: 'Creature — Zombie',
      manaCost: '{3}{B}{B}',
      power: '2',
      toughness: '4',
      oracleText:
        'When Test Merchant enters, each opponent loses X life, where X is the number of Zombies you control. You gain life equal to the life lost this way.',
    });
    expect(v.verified).toBe(true);
  });

  it('an announced X and a defined X are not mixed, and "where X" needs an X to define', () => {
    const bad = compileAndVerify({
      name: 'Test Bad',
      typeLine: 'Sorcery',
      manaCost: '{2}{G}',
      oracleText: 'You gain 3 life, where X is your life total.',
    });
    expect(bad.verified).toBe(false);
  });
});

describe('characteristic-defining and static abilities that count (CR 604.3, 611.3a)', () => {
  it('Tarmogoyf counts card types, not cards, in all graveyards: one artifact creature makes it 2/3 (rulings)', () => {
    const g = game({
      A: { battlefield: ['Tarmogoyf'] },
      B: { graveyard: ['Memnite'] },
    });
    expect(pt(g, 'Tarmogoyf')).toBe('2/3');
    const g2 = game({ A: { battlefield: ['Tarmogoyf'] }, B: { graveyard: lands('Memnite', 10) } });
    expect(pt(g2, 'Tarmogoyf')).toBe('2/3');
    const g3 = game({ A: { battlefield: ['Tarmogoyf'] } });
    expect(pt(g3, 'Tarmogoyf')).toBe('0/1');
  });

  it('Tarmogoyf grows as a spell is put into a graveyard, and its ability works in every zone (rulings)', () => {
    const g = game({
      A: { hand: ['Shock', 'Tarmogoyf'], battlefield: ['Tarmogoyf', 'Mountain'] },
      B: { graveyard: ['Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(pt(g, 'Tarmogoyf', { zone: 'battlefield' })).toBe('1/2');
    cast(g, 'Shock', { targets: ['B'] });
    resolveStack(g);
    // Land and instant: 2/3, also the one in the hand.
    expect(pt(g, 'Tarmogoyf', { zone: 'battlefield' })).toBe('2/3');
    expect(pt(g, 'Tarmogoyf', { zone: 'hand' })).toBe('2/3');
  });

  it('Knight of the Reliquary gets +1/+1 for each land card in its controller’s graveyard, counted continuously', () => {
    const g = game({
      A: { battlefield: ['Knight of the Reliquary', 'Forest'], graveyard: ['Plains', 'Shock'] },
      B: { graveyard: ['Forest', 'Forest'] },
    });
    passUntil(g, { step: 'precombat_main' });
    expect(pt(g, 'Knight of the Reliquary')).toBe('3/3');
    // {T}, Sacrifice a Forest or Plains: the Forest goes to the graveyard as a cost; the land searched for enters.
    activate(g, 'Knight of the Reliquary', 0);
    chooseCards(g, ['Forest']);
    expect(pt(g, 'Knight of the Reliquary')).toBe('4/4');
  });
});

describe('mana counted as the mana ability resolves (CR 605.3b)', () => {
  /** Activates the `index`th ability of the named permanent as a mana ability, answering its decisions. */
  function activateManaAbility(g: Game, name: string, index: number, color?: Color): void {
    const p = g.state.pending;
    const action =
      p?.kind === 'priority'
        ? p.actions.find(
            (a) => a.kind === 'activateMana' && a.ability === index && objs(g, name).some((o) => o.id === a.source),
          )
        : undefined;
    if (!action) throw new Error(`can't activate ${name}'s mana ability ${index}: ${describePending(g.state)}`);
    answer(g, action);
    if (g.state.pending?.kind === 'payMana') answer(g, { kind: 'autoPay' });
    if (g.state.pending?.kind === 'chooseColor' && color) answer(g, { kind: 'color', color });
  }

  it('Nykthos: choose a color, then add mana of it equal to devotion to that color, counted as it resolves', () => {
    const g = game({
      A: {
        battlefield: ['Nykthos, Shrine to Nyx', 'Gray Merchant of Asphodel', 'Vault Skirge', ...lands('Plains', 2)],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    activateManaAbility(g, 'Nykthos, Shrine to Nyx', 1, 'B');
    // {2} paid with the Plains; devotion to black 3 ({B}{B}, {B/P}); Nykthos's own cost has no color.
    expect(g.state.players[0]!.pool).toMatchObject({ B: 3, W: 0 });
    expect(isTapped(g, 'Nykthos, Shrine to Nyx')).toBe(true);
  });

  it('Nykthos: a color with no devotion adds no mana', () => {
    const g = game({
      A: { battlefield: ['Nykthos, Shrine to Nyx', 'Gray Merchant of Asphodel', ...lands('Plains', 2)] },
    });
    passUntil(g, { step: 'precombat_main' });
    activateManaAbility(g, 'Nykthos, Shrine to Nyx', 1, 'G');
    expect(g.state.players[0]!.pool).toMatchObject({ B: 0, G: 0, W: 0 });
  });

  it('Elvish Archdruid: {G} for each Elf, counted for automatic payment too', () => {
    const g = game({
      A: {
        hand: ['Craw Wurm'],
        battlefield: ['Elvish Archdruid', 'Llanowar Elves', 'Llanowar Elves', ...lands('Forest', 3)],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    // Craw Wurm ({4}{G}{G}): three from the Archdruid (three Elves) and three Forests.
    cast(g, 'Craw Wurm');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Craw Wurm');
  });
});

describe('mana counted from the game is counted again when the game changes (CR 605.3b)', () => {
  it('Elvish Archdruid: after an Elf dies it adds one less, and a spell it no longer pays for is not offered', () => {
    const g = game({
      A: {
        hand: ['Craw Wurm'],
        battlefield: ['Elvish Archdruid', 'Llanowar Elves', 'Llanowar Elves', ...lands('Forest', 2)],
      },
      B: { hand: ['Shock'], battlefield: ['Mountain'] },
    });
    passUntil(g, { turn: 3, step: 'upkeep' });
    // Three Elves: the Archdruid adds three, with a Llanowar and two Forests six — Craw Wurm could be cast.
    passPriority(g);
    cast(g, 'Shock', { targets: [{ name: 'Llanowar Elves' }] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Shock']);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    // Two Elves now: the Archdruid adds two, the other Llanowar one, the Forests two — five, one short of {4}{G}{G}.
    expect(canCastCard(g, 'Craw Wurm')).toBe(false);
  });
});

describe('a search bounded by X, and a spell shuffled into its owner’s library (CR 701.23, 701.24a)', () => {
  it('Green Sun’s Zenith with X=1 offers only green creature cards of mana value 1 or less, then shuffles itself away', () => {
    const g = game({
      A: {
        hand: ["Green Sun's Zenith"],
        battlefield: lands('Forest', 2),
        library: ['Grizzly Bears', 'Llanowar Elves', 'Memnite', 'Forest'],
      },
    });
    passUntil(g, { step: 'precombat_main' });
    cast(g, "Green Sun's Zenith", { x: 1 });
    while (g.state.pending?.kind === 'priority') passPriority(g);
    const p = g.state.pending;
    expect(p?.kind).toBe('chooseCards');
    const offered = p?.kind === 'chooseCards' ? p.cards.map((id) => g.state.objects[id]!.def) : [];
    // Memnite has mana value 0 but isn't green; Grizzly Bears' mana value is 2.
    expect(offered).toEqual(['Llanowar Elves']);
    chooseCards(g, ['Llanowar Elves']);
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Llanowar Elves');
    expect(graveyard(g, 'A')).not.toContain("Green Sun's Zenith");
    expect(library(g, 'A')).toContain("Green Sun's Zenith");
  });
});
