// The built-in decks: each is 60 (or more) playable cards, and computer players can play them to the end.
import { describe, expect, it } from 'vitest';
import { HeuristicPlayer } from '../src/ai/heuristic-player.js';
import { RandomPlayer } from '../src/ai/random-player.js';
import { playGame } from '../src/ai/runner.js';
import { loadCards } from '../src/cards/index.js';
import { BUILTIN_DECKS, loadDeck } from '../src/decks/index.js';
import { findCard } from '../src/engine/index.js';

loadCards();

describe('built-in decks', () => {
  it.each(Object.keys(BUILTIN_DECKS))('%s has 60 cards, all defined', (name) => {
    const d = loadDeck(name);
    expect(d.main.length).toBeGreaterThanOrEqual(60);
    for (const c of d.main) expect(findCard(c)).toBeDefined();
  });

  it('sagas shows the seed Sagas and scrivener shows Blood Scrivener', () => {
    expect(loadDeck('sagas').main).toEqual(expect.arrayContaining(['Summon: Yojimbo', 'The Legend of Yangchen']));
    expect(loadDeck('scrivener').main).toContain('Blood Scrivener');
  });

  it('sagas vs scrivener: heuristic and random players finish games with a winner', () => {
    const decks = [loadDeck('sagas').main, loadDeck('scrivener').main];
    for (const seed of [1, 2, 3]) {
      const config = {
        seed,
        players: [
          { name: 'Sagas', library: decks[0]! },
          { name: 'Scrivener', library: decks[1]! },
        ],
      };
      const h = playGame(config, [new HeuristicPlayer(), new HeuristicPlayer()]);
      expect(h.capped).toBe(false);
      expect(h.winner === 0 || h.winner === 1).toBe(true);
      const r = playGame(config, [new RandomPlayer(seed), new RandomPlayer(seed + 1)]);
      expect(r.state.over || r.capped).toBe(true);
    }
  });
});
