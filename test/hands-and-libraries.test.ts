// Hands, libraries and revealing: discarding at random (CR 701.9b), a revealed hand from which a card is exiled
// (CR 701.20a, 406.3), revealing the top card of a library and putting it into a hand (701.20a), "defending player"
// (508.5). What each player may see is checked on their views. The cases follow the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { eventsFor, viewFor, type GameState } from '../src/engine/index.js';
import {
  activate,
  announceTrigger,
  attack,
  canCast,
  cast,
  chooseCards,
  game,
  graveyard,
  hand,
  library,
  life,
  logTexts,
  objs,
  passPriority,
  passUntil,
  resolveStack,
  resolveTop,
  seatId,
  lands,
  type Game,
  type Seat,
} from './helpers/harness.js';

/** The names of `whose` hand as `viewer` sees it ('' for a card they can't see), sorted. */
function handSeenBy(state: GameState, viewer: Seat, whose: Seat): string[] {
  const v = viewFor(state, seatId(viewer));
  return v.players[seatId(whose)]!.hand.map((id) => v.objects[id]?.def ?? '').sort();
}

const exiled = (g: Game): string[] => g.state.exile.map((id) => g.state.objects[id]!.def).sort();

/** The trigger of a permanent just cast goes on the stack: its target chosen if the game asks. */
function castAndTrigger(g: Game, name: string, targets: readonly Seat[] = ['B']): void {
  cast(g, name);
  resolveTop(g);
  if (g.state.pending?.kind !== 'priority') announceTrigger(g, { targets });
}

describe('discarding at random (CR 701.9b)', () => {
  it('Hymn to Tourach: two cards of the hand, picked by the seeded RNG, no one chooses', () => {
    const picks = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = game({
        seed,
        A: { hand: ['Hymn to Tourach'], battlefield: lands('Swamp', 2) },
        B: { hand: ['Grizzly Bears', 'Lightning Bolt', 'Forest', 'Shock'] },
      });
      passUntil(g, { turn: 1, step: 'precombat_main' });
      cast(g, 'Hymn to Tourach', { targets: ['B'] });
      resolveStack(g);
      expect(graveyard(g, 'B')).toHaveLength(2);
      expect(hand(g, 'B')).toHaveLength(2);
      expect(logTexts(g)).toContain('B discards 2 cards at random (CR 701.9b)');
      picks.add(graveyard(g, 'B').sort().join());
    }
    // Different seeds pick different cards.
    expect(picks.size).toBeGreaterThan(1);
  });

  it('the same seed picks the same cards', () => {
    const run = () => {
      const g = game({
        seed: 9,
        A: { hand: ['Hymn to Tourach'], battlefield: lands('Swamp', 2) },
        B: { hand: ['Grizzly Bears', 'Lightning Bolt', 'Forest', 'Shock'] },
      });
      passUntil(g, { turn: 1, step: 'precombat_main' });
      cast(g, 'Hymn to Tourach', { targets: ['B'] });
      resolveStack(g);
      return graveyard(g, 'B');
    };
    expect(run()).toEqual(run());
  });

  it('a hand of one card loses it', () => {
    const g = game({ A: { hand: ['Hymn to Tourach'], battlefield: lands('Swamp', 2) }, B: { hand: ['Forest'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Hymn to Tourach', { targets: ['B'] });
    resolveStack(g);
    expect(graveyard(g, 'B')).toEqual(['Forest']);
  });

  it('ruling: Desperate Ravings draws two, then discards one at random while it resolves', () => {
    const g = game({
      A: { hand: ['Desperate Ravings'], battlefield: lands('Mountain', 2), library: ['Island', 'Plains', 'Swamp'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Desperate Ravings');
    resolveStack(g);
    expect(hand(g, 'A')).toHaveLength(1);
    expect(graveyard(g, 'A').sort()).toEqual(
      ['Desperate Ravings', ...['Plains', 'Swamp'].filter((c) => !hand(g, 'A').includes(c))].sort(),
    );
  });
});

describe('a revealed hand, a card chosen from it and exiled (CR 701.20a, 406.3)', () => {
  it('Lifebane Zombie: a green or white creature card; the hand is hidden again after', () => {
    const g = game({
      A: { hand: ['Lifebane Zombie'], battlefield: lands('Swamp', 3) },
      B: { hand: ['Grizzly Bears', 'Savannah Lions', 'Hill Giant', 'Forest'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castAndTrigger(g, 'Lifebane Zombie');
    passPriority(g);
    passPriority(g);
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected a choice of cards');
    expect(c.cards.map((id) => g.state.objects[id]!.def).sort()).toEqual(['Grizzly Bears', 'Savannah Lions']);
    expect(handSeenBy(g.state, 'A', 'B')).toEqual(['Forest', 'Grizzly Bears', 'Hill Giant', 'Savannah Lions']);
    chooseCards(g, ['Savannah Lions']);
    expect(exiled(g)).toEqual(['Savannah Lions']);
    expect(graveyard(g, 'B')).toEqual([]);
    expect(handSeenBy(g.state, 'A', 'B')).toEqual(['', '', '']);
  });

  it('Sin Collector: an instant or sorcery card; none there, nothing is exiled', () => {
    const g = game({
      A: { hand: ['Sin Collector', 'Sin Collector'], battlefield: [...lands('Plains', 3), ...lands('Swamp', 3)] },
      B: { hand: ['Lightning Bolt', 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castAndTrigger(g, 'Sin Collector');
    passPriority(g);
    passPriority(g);
    chooseCards(g, ['Lightning Bolt']);
    expect(exiled(g)).toEqual(['Lightning Bolt']);
    castAndTrigger(g, 'Sin Collector');
    resolveStack(g);
    expect(exiled(g)).toEqual(['Lightning Bolt']);
    expect(hand(g, 'B')).toEqual(['Grizzly Bears']);
  });
});

describe('revealing the top card of a library into a hand (CR 701.20a)', () => {
  it('Dark Confidant: the card goes to the hand, its controller loses life equal to its mana value', () => {
    const g = game({ A: { battlefield: ['Dark Confidant'], library: [...lands('Plains', 5), 'Hill Giant'] } });
    passUntil(g, { turn: 2, step: 'upkeep' });
    passUntil(g, { turn: 3, step: 'draw' });
    expect(hand(g, 'A')).toContain('Hill Giant');
    expect(life(g, 'A')).toBe(16);
    expect(logTexts(g)).toContain('A reveals the top card of their library: Hill Giant (CR 701.20a)');
  });

  it('Dark Confidant: a land has mana value 0; no life is lost', () => {
    const g = game({ A: { battlefield: ['Dark Confidant'], library: lands('Plains', 6) } });
    passUntil(g, { turn: 2, step: 'upkeep' });
    passUntil(g, { turn: 3, step: 'draw' });
    // Turn 1's and turn 3's upkeep, and turn 3's draw.
    expect(life(g, 'A')).toBe(20);
    expect(hand(g, 'A')).toEqual(['Plains', 'Plains', 'Plains']);
  });

  it('Goblin Guide: defending player puts a land into their hand; anything else stays on top', () => {
    const g = game({
      A: { battlefield: ['Goblin Guide'] },
      B: { library: [...lands('Plains', 3), 'Grizzly Bears', 'Forest'] },
    });
    attack(g, ['Goblin Guide']);
    resolveStack(g);
    expect(hand(g, 'B')).toEqual(['Forest']);
    expect(logTexts(g)).toContain('B reveals the top card of their library: Forest (CR 701.20a)');
    passUntil(g, { turn: 3, step: 'precombat_main' });
    const top = library(g, 'B').at(-1);
    attack(g, ['Goblin Guide']);
    resolveStack(g);
    expect(library(g, 'B').at(-1)).toBe(top);
  });
});

describe('defending player (CR 508.5)', () => {
  it("Goblin Guide attacking a planeswalker: the planeswalker's controller is the defending player", () => {
    const g = game({
      A: { battlefield: ['Goblin Guide'], library: lands('Mountain', 3) },
      B: {
        battlefield: [{ name: 'Liliana, Defiant Necromancer', counters: { loyalty: 5 } }],
        library: lands('Swamp', 3),
      },
    });
    attack(g, ['Goblin Guide'], { planeswalker: 'Liliana, Defiant Necromancer' });
    resolveStack(g);
    expect(hand(g, 'B')).toEqual(['Swamp']);
    expect(hand(g, 'A')).toEqual([]);
  });
});

describe('looking at a hand, a chosen card to the bottom of the library (CR 402.3, 701.20a)', () => {
  const setup = (): Game => {
    const g = game({
      A: { hand: ['Vendilion Clique'], battlefield: lands('Island', 3) },
      B: { hand: ['Grizzly Bears', 'Forest'], library: lands('Swamp', 3) },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    castAndTrigger(g, 'Vendilion Clique');
    passPriority(g);
    passPriority(g);
    return g;
  };

  it('Vendilion Clique: only its controller sees the hand; the chosen card is revealed, put on the bottom, and a card drawn', () => {
    const g = setup();
    const c = g.state.pending;
    if (c?.kind !== 'chooseCards') throw new Error('expected a choice of cards');
    expect(c.cards.map((id) => g.state.objects[id]!.def)).toEqual(['Grizzly Bears']);
    expect(c.min).toBe(0);
    const seenByB = eventsFor(g.log, seatId('B')).map((e) => e.text);
    expect(seenByB.some((t) => t.includes('Grizzly Bears'))).toBe(false);
    expect(logTexts(g).some((t) => t.startsWith("A looks at B's hand: Grizzly Bears, Forest"))).toBe(true);
    chooseCards(g, ['Grizzly Bears']);
    expect(library(g, 'B')[0]).toBe('Grizzly Bears');
    expect(hand(g, 'B').sort()).toEqual(['Forest', 'Swamp']);
    expect(logTexts(g)).toContain('B reveals Grizzly Bears and puts it on the bottom of their library (CR 701.20a)');
  });

  it('choosing no card: nothing moves, no card is drawn', () => {
    const g = setup();
    chooseCards(g, []);
    expect(hand(g, 'B').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(library(g, 'B')).toEqual(lands('Swamp', 3));
  });
});

describe('casting a card from its owner graveyard by its own static ability (CR 113.6b, 601.3)', () => {
  it('Gravecrawler: castable from the graveyard only while its owner controls a Zombie', () => {
    const g = game({ A: { graveyard: ['Gravecrawler'], battlefield: ['Swamp'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canCast(g, 'Gravecrawler')).toBe(false);
    const z = game({ A: { graveyard: ['Gravecrawler'], battlefield: ['Swamp', 'Lifebane Zombie'] } });
    passUntil(z, { turn: 1, step: 'precombat_main' });
    expect(canCast(z, 'Gravecrawler')).toBe(true);
    cast(z, 'Gravecrawler');
    resolveStack(z);
    expect(objs(z, 'Gravecrawler')).toHaveLength(1);
    expect(graveyard(z, 'A')).toEqual([]);
  });
});

describe('into a library: shuffled with a graveyard (CR 701.24a), second from the top (CR 401.7)', () => {
  it('Elixir of Immortality: gains 5, shuffles itself and its controller graveyard into the library', () => {
    const g = game({
      A: {
        battlefield: ['Elixir of Immortality', ...lands('Plains', 2)],
        graveyard: ['Grizzly Bears', 'Shock'],
        library: lands('Island', 3),
      },
      B: { graveyard: ['Hill Giant'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Elixir of Immortality', 0);
    resolveStack(g);
    expect(life(g, 'A')).toBe(25);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(graveyard(g, 'B')).toEqual(['Hill Giant']);
    expect(library(g, 'A').sort()).toEqual([
      'Elixir of Immortality',
      'Grizzly Bears',
      'Island',
      'Island',
      'Island',
      'Shock',
    ]);
  });

  it('ruling: Elixir put into the graveyard before the ability resolves goes with the graveyard', () => {
    const g = game({
      A: {
        battlefield: ['Elixir of Immortality', ...lands('Mountain', 4)],
        hand: ['Shatter'],
        library: lands('Island', 2),
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, 'Elixir of Immortality', 0);
    cast(g, 'Shatter', { targets: ['Elixir of Immortality'] });
    resolveStack(g);
    expect(graveyard(g, 'A')).toEqual([]);
    expect(library(g, 'A').sort()).toEqual(['Elixir of Immortality', 'Island', 'Island', 'Shatter']);
    expect(life(g, 'A')).toBe(25);
  });

  it('Oust: the creature goes second from the top; its controller gains 3 life', () => {
    const g = game({
      A: { hand: ['Oust'], battlefield: ['Plains'] },
      B: { battlefield: ['Grizzly Bears'], library: lands('Forest', 3) },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Oust', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(library(g, 'B').slice(-2)).toEqual(['Grizzly Bears', 'Forest']);
    expect(life(g, 'B')).toBe(23);
  });

  it('ruling: with an empty library the creature is the only card there', () => {
    const g = game({
      A: { hand: ['Oust'], battlefield: ['Plains'] },
      B: { battlefield: ['Grizzly Bears'], library: [] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Oust', { targets: ['Grizzly Bears'] });
    resolveStack(g);
    expect(library(g, 'B')).toEqual(['Grizzly Bears']);
  });
});

describe("looking at the top of a player's library, one put back (CR 401.2)", () => {
  it('Dimir Charm: only the caster sees the cards; the one put back stays on top, the rest go to the graveyard', () => {
    const g = game({
      A: { hand: ['Dimir Charm'], battlefield: ['Island', 'Swamp'] },
      B: { library: ['Plains', 'Hill Giant', 'Shock', 'Grizzly Bears'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Dimir Charm', { modes: [2], targets: ['B'] });
    passPriority(g);
    passPriority(g);
    const seenByB = eventsFor(g.log, seatId('B')).map((e) => e.text);
    expect(seenByB.some((t) => t.includes('Hill Giant'))).toBe(false);
    chooseCards(g, ['Shock']);
    expect(graveyard(g, 'B').sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
    expect(library(g, 'B')).toEqual(['Plains', 'Shock']);
  });
});

describe("Sensei's Divining Top: draw, then put itself on top of its owner's library (CR 121.1, 401.4)", () => {
  it('the card is drawn before the Top goes on top', () => {
    const g = game({ A: { battlefield: ["Sensei's Divining Top"], library: ['Plains', 'Island'] } });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, "Sensei's Divining Top", 1);
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Island']);
    expect(library(g, 'A')).toEqual(['Plains', "Sensei's Divining Top"]);
  });

  it('ruling: if the Top has left the battlefield, the card is drawn and the Top stays where it went', () => {
    const g = game({
      A: {
        battlefield: ["Sensei's Divining Top", ...lands('Mountain', 2)],
        hand: ['Shatter'],
        library: ['Plains', 'Island'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    activate(g, "Sensei's Divining Top", 1);
    cast(g, 'Shatter', { targets: ["Sensei's Divining Top"] });
    resolveStack(g);
    expect(hand(g, 'A')).toEqual(['Island']);
    expect(graveyard(g, 'A').sort()).toEqual(["Sensei's Divining Top", 'Shatter']);
  });
});

describe('a search that puts the card on top after the shuffle (CR 701.23)', () => {
  it('Vampiric Tutor: the card found is on top, unrevealed; 2 life lost', () => {
    const g = game({
      A: { hand: ['Vampiric Tutor'], battlefield: ['Swamp'], library: ['Hill Giant', ...lands('Plains', 6)] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Vampiric Tutor');
    passPriority(g);
    passPriority(g);
    chooseCards(g, ['Hill Giant']);
    resolveStack(g);
    expect(library(g, 'A').at(-1)).toBe('Hill Giant');
    expect(life(g, 'A')).toBe(18);
    expect(eventsFor(g.log, seatId('B')).some((e) => e.text.includes('Hill Giant'))).toBe(false);
  });

  it('Mystical Tutor: the card found is revealed to every player', () => {
    const g = game({
      A: { hand: ['Mystical Tutor'], battlefield: ['Island'], library: ['Shock', ...lands('Plains', 6)] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Mystical Tutor');
    passPriority(g);
    passPriority(g);
    chooseCards(g, ['Shock']);
    resolveStack(g);
    expect(library(g, 'A').at(-1)).toBe('Shock');
    expect(eventsFor(g.log, seatId('B')).map((e) => e.text)).toContain('A reveals Shock');
  });
});
