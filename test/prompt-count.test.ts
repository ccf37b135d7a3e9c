// How often the terminal's game (HumanGame, which `serve` shares) asks the person something: the same scripted game
// (play's decks, a fixed seed, a fixed simple policy for the person) counted as the terminal asked before stops and as
// it asks now. scripts/prompt-count.ts prints the counts of more games and of an eager player.
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { deckOption } from '../src/cli/decks.js';
import {
  eagerPlayer,
  newUser,
  promptsBeforeStops,
  promptsOfHumanGame,
  type PromptCount,
} from './helpers/scripted-person.js';

loadCards();
const DECKS = [deckOption('mono-red'), deckOption('mono-green')] as const;

describe('the prompts a person sees', () => {
  it('a new user holding a burn spell and an untapped land sees at most a third of the prompts of before', () => {
    const before = promptsBeforeStops(DECKS, 2, newUser);
    const now = promptsOfHumanGame(DECKS, 2, newUser);
    // The same game, move for move: only the prompts differ.
    expect([now.turns, now.winner]).toEqual([before.turns, before.winner]);
    // Measured when stops came: 93 prompts (87 of them passing priority) before, 24 (18) now. (The counts follow the
    // engine and the computer's play; the ratio is what this asserts.)
    expect(now.prompts * 3).toBeLessThanOrEqual(before.prompts);
    // The person's first turn (2) and the computer's after it: 17 prompts before, 5 now (their precombat main phase
    // twice, for the land and to pass; the computer's two creature spells; its end step).
    const twoTurns = (c: PromptCount) => (c.byTurn.get(2) ?? 0) + (c.byTurn.get(3) ?? 0);
    expect(twoTurns(now) * 3).toBeLessThanOrEqual(twoTurns(before));
  });

  it('an eager player, whose own moves are most of their prompts, still sees far fewer', () => {
    const before = promptsBeforeStops(DECKS, 2, eagerPlayer);
    const now = promptsOfHumanGame(DECKS, 2, eagerPlayer);
    expect([now.turns, now.winner]).toEqual([before.turns, before.winner]);
    // 65 before (40 passes, and a mana payment for each spell), 25 now (6 passes).
    expect(now.prompts * 2).toBeLessThanOrEqual(before.prompts);
    expect(now.passes).toBeLessThan(before.passes / 4);
  });

  it('with full control, the person is asked at every priority again, and more often than before', () => {
    const before = promptsBeforeStops(DECKS, 2, newUser);
    const full = promptsOfHumanGame(DECKS, 2, newUser, { fullControl: true });
    expect([full.turns, full.winner]).toEqual([before.turns, before.winner]);
    expect(full.prompts).toBeGreaterThan(before.prompts);
  });
});
