// Multiplayer games through the clients: the terminal's and browser's HumanGame seats the person with several
// computer players, `play --watch --players N` and `sim --players N` play free-for-all games (CR 806).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { deckOption } from '../src/cli/decks.js';
import { HUMAN, HumanGame } from '../src/cli/human-game.js';
import { renderBoard } from '../src/cli/render.js';
import { viewFor, type Answer, type GameState, type PendingChoice } from '../src/engine/index.js';
import { newUser } from './helpers/scripted-person.js';

loadCards();

const main = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', main, ...args], { encoding: 'utf8', timeout: 120_000 });

describe('the person against several computer players (HumanGame)', () => {
  it('plays a four-player game: every opponent on the board, none of their hands shown, to the person’s end', () => {
    const decks = [deckOption('mono-red'), deckOption('mono-green'), deckOption('mono-red'), deckOption('mono-green')];
    const game = new HumanGame([decks[0]!, decks[1]!, ...decks.slice(2)], 12);
    expect(game.state.players.map((p) => p.name)).toEqual(['You', 'Computer 1', 'Computer 2', 'Computer 3']);
    let asked = 0;
    let board = '';
    while (game.decision && asked < 3000) {
      const c: PendingChoice = game.decision;
      const view: GameState = game.view();
      // The person sees no card in another player's hand (CR 402.3).
      for (const pl of view.players)
        if (pl.id !== HUMAN) for (const id of pl.hand) expect(view.objects[id]!.def).toBe('');
      if (c.kind === 'priority' && view.turn.number >= 1 && !board) board = renderBoard(view, HUMAN);
      const a: Answer = newUser(view, c);
      expect(game.answer(a).kind).toBe('answered');
      asked++;
    }
    expect(asked).toBeGreaterThan(10);
    // The game ended, or the person lost and left it (the others' game isn't played out for them).
    const s = game.state;
    expect(s.over || s.players[HUMAN]!.lost).toBe(true);
    for (const name of ['Computer 1', 'Computer 2', 'Computer 3']) expect(board).toContain(`${name}: life`);
    const final = renderBoard(viewFor(s, HUMAN), HUMAN);
    for (const pl of s.players)
      if (pl.lost) expect(final).toContain(`${pl.name}: ${pl.conceded ? 'conceded' : 'lost'} and left the game`);
  });
});

describe('play --watch and sim with --players', () => {
  it('play --watch --players 3: three decks, one winner or a draw, and the replay line names the table', () => {
    const r = run('play', '--watch', '--players', '3', '--seed', '4', '--opponent', 'sagas');
    expect(r.status).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('mono-red vs sagas vs sagas 3');
    expect(lines[1]).toBe(
      'Seed 4 (replay: lorekeeper play --watch --seed 4 --players 3 --opponent sagas --opponent sagas)',
    );
    expect(r.stdout).toMatch(/(wins after \d+ turns|is a draw|turn limit)/);
  });

  it('sim --players 3 --json: a win count for each of the three seats', () => {
    const r = run('sim', '--games', '3', '--players', '3', '--json', '--workers', '1', '--ai', 'random');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as { decks: string[]; wins: number[]; draws: number; capped: number };
    expect(report.decks).toEqual(['mono-red', 'mono-green', 'mono-red 3']);
    expect(report.wins).toHaveLength(3);
    expect(report.wins.reduce((a, b) => a + b, 0) + report.draws + report.capped).toBe(3);
  });

  it('refuses a table of 7, and more decks than seats', () => {
    const seven = run('sim', '--games', '1', '--players', '7');
    expect(seven.status).toBe(2);
    expect(seven.stderr).toContain('must be a whole number from 2 to 6');
    const decks = run('sim', '--games', '1', '--players', '2', '--deck', 'sagas', '--deck', 'sagas', '--deck', 'sagas');
    expect(decks.status).toBe(2);
    expect(decks.stderr).toContain('give --deck at most 2 times');
  });
});
