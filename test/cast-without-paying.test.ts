// Casting a spell without paying its mana cost while a spell or ability resolves (CR 608.2g, 118.9): Jace, Architect
// of Thought's −8 ("For each player, search that player's library for a nonland card and exile it, then that player
// shuffles. You may cast those cards without paying their mana costs.") and cascade (CR 702.85a). Cases from the
// cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics, viewFor } from '../src/engine/index.js';
import { putCountersForTest } from '../src/engine/testing.js';
import {
  activate,
  answer,
  battlefield,
  cast,
  chooseCards,
  chooseTarget,
  decision,
  game,
  graveyard,
  library,
  life,
  logTexts,
  obj,
  objs,
  passPriority,
  passUntil,
  resolveStack,
  seatId,
  stack,
  type Game,
} from './helpers/harness.js';

const yes = (g: Game) => answer(g, { kind: 'yes' });
const no = (g: Game) => answer(g, { kind: 'no' });
const PLAINS = (k: number): string[] => Array.from({ length: k }, () => 'Plains');
const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);

function question(g: Game): string {
  const c = g.state.pending;
  if (c?.kind !== 'yesNo') throw new Error(`expected a yes/no decision, found ${decision(g)}`);
  return c.prompt;
}

/** A's Jace, Architect of Thought with 8 loyalty, −8 activated and resolving (A searches A's library first). */
function jaceUltimate(aLibrary: readonly string[], bLibrary: readonly string[], aBattlefield: readonly string[] = []) {
  const g = game({
    A: { library: aLibrary, battlefield: ['Jace, Architect of Thought', ...aBattlefield] },
    B: { library: bLibrary },
  });
  passUntil(g, { turn: 1, step: 'precombat_main' });
  const jace = obj(g, 'Jace, Architect of Thought');
  const r = putCountersForTest(g.state, seatId('A'), jace.id, { loyalty: 4 });
  if (!r.ok) throw new Error(r.error.message);
  g.state = r.state;
  activate(g, 'Jace, Architect of Thought', 2);
  passPriority(g);
  passPriority(g);
  return g;
}

describe("Jace, Architect of Thought's −8 (CR 701.23, 608.2g, 118.9)", () => {
  it('searches each library, exiles a nonland card from each, then casts them for no mana; the last cast resolves first', () => {
    const g = jaceUltimate([...PLAINS(10), 'Grizzly Bears', ...PLAINS(3)], [...PLAINS(10), 'Shock', ...PLAINS(3)]);
    // A searches A's library: only the nonland card is offered (lands aren't "nonland cards").
    expect(g.state.pending?.kind).toBe('chooseCards');
    chooseCards(g, ['Grizzly Bears']);
    chooseCards(g, ['Shock']);
    // Ruling: "you search each player's library (including yours) and exile the nonland cards before casting any".
    expect(exiled(g).sort()).toEqual(['Grizzly Bears', 'Shock']);
    expect(library(g, 'A')).toHaveLength(13);
    expect(library(g, 'B')).toHaveLength(13);
    expect(question(g)).toBe('Jace, Architect of Thought: cast Grizzly Bears without paying its mana cost?');
    yes(g);
    expect(question(g)).toBe('Jace, Architect of Thought: cast Shock without paying its mana cost?');
    yes(g);
    chooseTarget(g, 'B');
    // No mana was paid (no land is there to pay it); A controls both spells; the last cast is on top.
    expect(stack(g)).toEqual(['Grizzly Bears', 'Shock']);
    expect(logTexts(g)).toContain('A casts Grizzly Bears from exile without paying its mana cost (CR 118.9)');
    // 118.9c: an alternative cost doesn't change the spell's mana value.
    const top = g.state.stack[1]!;
    expect(top.kind === 'spell' && characteristics(g.state, top.object).manaValue).toBe(1);
    resolveStack(g);
    expect(life(g, 'B')).toBe(18);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    expect(graveyard(g, 'B')).toEqual(['Shock']);
    // Jace's loyalty went to 0 (CR 704.5i).
    expect(graveyard(g, 'A')).toEqual(['Jace, Architect of Thought']);
  });

  it('ruling: a card not cast stays exiled, and the ability does not let it be cast later', () => {
    const g = jaceUltimate([...PLAINS(5), 'Grizzly Bears'], [...PLAINS(5), 'Llanowar Elves']);
    chooseCards(g, ['Grizzly Bears']);
    chooseCards(g, ['Llanowar Elves']);
    no(g);
    yes(g);
    resolveStack(g);
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(battlefield(g, 'A')).toContain('Llanowar Elves');
    expect(battlefield(g, 'B')).not.toContain('Llanowar Elves');
    const p = g.state.pending;
    expect(p?.kind === 'priority' && p.actions.some((a) => a.kind === 'cast')).toBe(false);
  });

  it('ruling: a card with {X} in its mana cost is cast with X = 0', () => {
    const g = jaceUltimate([...PLAINS(5), 'Blaze'], PLAINS(5), ['Mountain', 'Mountain', 'Mountain']);
    chooseCards(g, ['Blaze']);
    // Nothing to find in B's library of lands: no choice is asked.
    yes(g);
    chooseTarget(g, 'B');
    // X was not asked for: the only legal value is 0 (CR 107.3b), and the Mountains stay untapped.
    expect(stack(g)).toEqual(['Blaze']);
    const top = g.state.stack[0]!;
    expect(top.kind === 'spell' && g.state.objects[top.object]?.x).toBe(0);
    expect(objs(g, 'Mountain').some((o) => o.tapped)).toBe(false);
    resolveStack(g);
    expect(life(g, 'B')).toBe(20);
  });

  it("hides B's library from B while A searches it: only the searcher sees the cards offered (CR 701.23a, 401.2)", () => {
    const g = jaceUltimate([...PLAINS(3), 'Grizzly Bears'], [...PLAINS(3), 'Llanowar Elves', 'Shock']);
    chooseCards(g, ['Grizzly Bears']);
    const p = g.state.pending;
    if (p?.kind !== 'chooseCards') throw new Error(`expected a search, found ${decision(g)}`);
    const offeredNames = p.cards.map((id) => characteristics(g.state, id).name).sort();
    expect(offeredNames).toEqual(['Llanowar Elves', 'Shock']);
    const a = viewFor(g.state, seatId('A'));
    const b = viewFor(g.state, seatId('B'));
    for (const id of p.cards) {
      expect(a.objects[id]?.def).toBe(g.state.objects[id]!.def);
      expect(b.objects[id] ?? null).toBeNull();
    }
    expect(b.pending).toBeNull();
    // The library's other cards are hidden from both.
    const plains = g.state.players[seatId('B')]!.library.filter((id) => !p.cards.includes(id));
    for (const id of plains) expect(a.objects[id] ?? null).toBeNull();
  });
});

describe('cascade (CR 702.85a)', () => {
  const setup = (top: readonly string[], bottom: readonly string[] = PLAINS(5)): Game => {
    const g = game({
      A: {
        library: [...bottom, ...[...top].reverse()],
        hand: ['Bloodbraid Elf'],
        battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'],
      },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    return g;
  };

  it('exiles until a nonland card with lesser mana value, casts it for no mana above the spell, and puts the rest on the bottom', () => {
    // Top of A's library: Mountain, Forest, Lightning Bolt, then the Plains.
    const g = setup(['Mountain', 'Forest', 'Lightning Bolt']);
    cast(g, 'Bloodbraid Elf');
    // Ruling: "Cascade triggers when you cast the spell, meaning that it resolves before that spell."
    expect(stack(g)).toEqual(['Bloodbraid Elf', 'Bloodbraid Elf ability']);
    passPriority(g);
    passPriority(g);
    expect(logTexts(g)).toContain('A exiles Mountain (cascade) (CR 702.85a)');
    expect(question(g)).toBe('Bloodbraid Elf: cast Lightning Bolt without paying its mana cost?');
    yes(g);
    chooseTarget(g, 'B');
    // "If you end up casting the exiled card, it will go on the stack above the spell with cascade."
    expect(stack(g)).toEqual(['Bloodbraid Elf', 'Lightning Bolt']);
    // The two lands went to the bottom, in a random order, and nothing is left in exile.
    expect(exiled(g)).toEqual([]);
    expect(library(g, 'A').slice(0, 2).sort()).toEqual(['Forest', 'Mountain']);
    expect(library(g, 'A')).toHaveLength(7);
    resolveStack(g);
    expect(life(g, 'B')).toBe(17);
    expect(battlefield(g, 'A')).toContain('Bloodbraid Elf');
  });

  it('ruling: only whether to cast the last card is optional; declined, it goes to the bottom with the rest', () => {
    const g = setup(['Forest', 'Grizzly Bears']);
    cast(g, 'Bloodbraid Elf');
    passPriority(g);
    passPriority(g);
    no(g);
    expect(stack(g)).toEqual(['Bloodbraid Elf']);
    expect(library(g, 'A').slice(0, 2).sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(library(g, 'A')).toHaveLength(7);
  });

  it("a card with mana value equal to or greater than the spell's is passed over, and with none found every card goes to the bottom", () => {
    // Bloodbraid Elf's mana value is 4: another Bloodbraid Elf (4) is passed over like a land.
    const g = setup(['Bloodbraid Elf', 'Forest'], []);
    cast(g, 'Bloodbraid Elf');
    passPriority(g);
    passPriority(g);
    // No nonland card with mana value less than 4: the whole library is exiled, then put back on the bottom.
    expect(g.state.pending?.kind).toBe('priority');
    expect(exiled(g)).toEqual([]);
    expect(library(g, 'A').sort()).toEqual(['Bloodbraid Elf', 'Forest']);
  });

  it('ruling: if the spell with cascade is countered, the cascade ability still resolves', () => {
    const g = game({
      A: {
        library: [...PLAINS(5), 'Grizzly Bears'],
        hand: ['Bloodbraid Elf'],
        battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'],
      },
      B: { hand: ['Cancel'], battlefield: ['Island', 'Island', 'Island'] },
    });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Bloodbraid Elf');
    passPriority(g);
    cast(g, 'Cancel', { targets: ['Bloodbraid Elf'] });
    passPriority(g);
    passPriority(g);
    expect(graveyard(g, 'A')).toEqual(['Bloodbraid Elf']);
    passPriority(g);
    passPriority(g);
    // The ability uses the spell's mana value as it last existed on the stack (CR 608.2h).
    expect(question(g)).toBe('Bloodbraid Elf: cast Grizzly Bears without paying its mana cost?');
    yes(g);
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
  });

  it('the cards put on the bottom are hidden again from every player (CR 401.2, 400.7)', () => {
    const g = setup(['Mountain', 'Grizzly Bears']);
    cast(g, 'Bloodbraid Elf');
    passPriority(g);
    passPriority(g);
    no(g);
    const lib = g.state.players[seatId('A')]!.library;
    for (const seat of ['A', 'B'] as const) {
      const v = viewFor(g.state, seatId(seat));
      for (const id of lib) expect(v.objects[id] ?? null).toBeNull();
    }
  });
});
