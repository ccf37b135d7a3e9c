// Playing cards from exile: "Exile the top card of your library. You may play that card this turn." (impulse draw:
// Count on Luck, Prophetic Flamespeaker) and "You may play lands and cast spells from among cards exiled with {this}"
// (Nightveil Specter, CR 607.2a), with the land rules (CR 305.1-2, 116.2a) and the permission's end (CR 514.2, 400.7).
// Cases from the cards' Gatherer rulings.
import { describe, expect, it } from 'vitest';
import { characteristics, viewFor } from '../src/engine/index.js';
import {
  attack,
  battlefield,
  canCast,
  canPlayLand,
  cast,
  game,
  library,
  logTexts,
  obj,
  objs,
  passUntil,
  playLand,
  resolveStack,
  seatId,
  type Game,
} from './helpers/harness.js';

const PLAINS = (k: number): string[] => Array.from({ length: k }, () => 'Plains');
const exiled = (g: Game): string[] => g.state.exile.map((id) => characteristics(g.state, id).name);

/** A's Count on Luck ("At the beginning of your upkeep, exile the top card of your library. You may play that card
 * this turn."), the top of A's library `top`, resolved in A's turn-1 upkeep. */
function luck(top: string, more: { hand?: string[]; battlefield?: string[] } = {}): Game {
  const g = game({
    A: {
      library: [...PLAINS(5), top],
      battlefield: ['Count on Luck', ...(more.battlefield ?? [])],
      hand: more.hand ?? [],
    },
  });
  // A's turn-1 upkeep: the trigger is on the stack.
  resolveStack(g);
  return g;
}

describe('"Exile the top card of your library. You may play that card this turn."', () => {
  it('the exiled card is cast from exile, paying its costs, at the time its type allows', () => {
    const g = luck('Grizzly Bears', { battlefield: ['Forest', 'Forest'] });
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(logTexts(g)).toContain('A may play Grizzly Bears this turn (CR 601.3)');
    // Ruling: "if it's a creature card, you can cast it only during your main phase while the stack is empty."
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
    passUntil(g, { turn: 1, step: 'precombat_main' });
    cast(g, 'Grizzly Bears');
    expect(objs(g, 'Forest').every((o) => o.tapped)).toBe(true);
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
  });

  it('ruling: a land card is played only with a land play left', () => {
    const g = luck('Mountain', { hand: ['Forest'] });
    passUntil(g, { turn: 1, step: 'precombat_main' });
    expect(canPlayLand(g, 'Mountain')).toBe(true);
    playLand(g, 'Forest');
    expect(canPlayLand(g, 'Mountain')).toBe(false);
  });

  it("a land card played from exile enters under its player's control and counts as the land for the turn", () => {
    const g = luck('Mountain');
    passUntil(g, { turn: 1, step: 'precombat_main' });
    playLand(g, 'Mountain');
    expect(battlefield(g, 'A')).toContain('Mountain');
    expect(exiled(g)).toEqual([]);
    expect(g.state.permissions).toEqual([]);
  });

  it('the permission ends with the turn (CR 514.2): the card stays exiled', () => {
    const g = luck('Grizzly Bears', { battlefield: ['Forest', 'Forest'] });
    passUntil(g, { turn: 2, step: 'upkeep' });
    expect(g.state.permissions).toEqual([]);
    passUntil(g, { turn: 3, step: 'precombat_main' });
    expect(exiled(g)).toContain('Grizzly Bears');
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
  });

  it('the card is exiled face up: every player sees it', () => {
    const g = luck('Grizzly Bears');
    const id = obj(g, 'Grizzly Bears', { zone: 'exile' }).id;
    expect(viewFor(g.state, seatId('B')).objects[id]?.def).toBe('Grizzly Bears');
  });
});

describe('Nightveil Specter (CR 607.2a)', () => {
  /** A's Nightveil Specter attacks B and deals combat damage; B's library's top card is `top`. */
  function specter(top: string, aBattlefield: string[] = []): Game {
    const g = game({
      A: { battlefield: ['Nightveil Specter', ...aBattlefield], hand: ['Unsummon'] },
      B: { library: [...PLAINS(5), top] },
    });
    attack(g, ['Nightveil Specter']);
    passUntil(g, { turn: 1, step: 'postcombat_main' });
    return g;
  }

  it('that player exiles the top card of their library; its controller may cast it, paying its costs', () => {
    const g = specter('Grizzly Bears', ['Island', 'Island']);
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(library(g, 'B')).toHaveLength(5);
    // Any colour of mana pays nothing: Grizzly Bears needs {1}{G}, and A has only Islands.
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
  });

  it("A casts B's card and controls the creature", () => {
    const g = specter('Grizzly Bears', ['Forest', 'Forest']);
    cast(g, 'Grizzly Bears');
    resolveStack(g);
    expect(battlefield(g, 'A')).toContain('Grizzly Bears');
    expect(obj(g, 'Grizzly Bears').owner).toBe(seatId('B'));
  });

  it("A plays B's land card from exile", () => {
    const g = specter('Mountain');
    playLand(g, 'Mountain');
    expect(battlefield(g, 'A')).toContain('Mountain');
  });

  it('ruling: only the cards exiled with that very Specter; once it leaves the battlefield, they stay exiled', () => {
    const g = specter('Grizzly Bears', ['Forest', 'Forest', 'Island']);
    expect(canCast(g, 'Grizzly Bears')).toBe(true);
    cast(g, 'Unsummon', { targets: ['Nightveil Specter'] });
    resolveStack(g);
    expect(exiled(g)).toEqual(['Grizzly Bears']);
    expect(canCast(g, 'Grizzly Bears')).toBe(false);
  });
});
