// Every message the server sends a player holds no card that player can't see (CR 400.2): a whole game against the
// computer is played over HTTP, and a copy of the same game (same seed, same lines) run beside it tells which of the
// computer's cards the person has seen so far. The computer's deck shares no card name with the person's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '../src/ai/rng.js';
import { HUMAN, HumanGame } from '../src/cli/human-game.js';
import { renderBoard } from '../src/cli/render.js';
import { tableSnapshot } from '../src/cli/table.js';
import type { Answer } from '../src/engine/index.js';
import { Client, DECKS, serve, type Served } from './helpers/http.js';
import { eagerAnswer } from './helpers/policy.js';

let served: Served;
beforeAll(async () => {
  served = await serve();
});
afterAll(() => served.close());

/** The names of the computer's cards the person has seen, by the rules (not by the engine's view): every card of
 * theirs in a public zone, as it is or as it was (CR 400.2), and those revealed from their hand. */
function noteSeen(local: HumanGame, seen: Set<string>): void {
  for (const o of local.state.objects)
    if (o && o.owner !== HUMAN && (o.zone === 'hand' ? o.revealed : o.zone !== 'library' && !o.faceDown))
      seen.add(o.def);
}

describe('what the server tells the person (CR 400.2)', () => {
  it("names none of the computer's cards the person hasn't seen, in any message of a whole game", async () => {
    const theirs = new Set(DECKS[1].list.main);
    for (const name of DECKS[0].list.main) theirs.delete(name);
    expect(theirs.size).toBeGreaterThan(5);
    for (const seed of [3, 21]) {
      const client = new Client(served);
      const created = await client.newGame({ seed, deck: 'mono-red', opponent: 'mono-green' });
      const local = new HumanGame(DECKS, seed);
      const seen = new Set<string>();
      const rng = new Rng(seed);
      let snapshot = created;
      let leaks = 0;
      for (let i = 0; i < 400 && !snapshot.over; i++) {
        noteSeen(local, seen);
        const text = JSON.stringify(snapshot);
        for (const name of theirs) if (text.includes(name) && !seen.has(name)) leaks++;
        expect(snapshot.seed).toBe(null);
        const keys = snapshot.menu?.keys ?? [];
        const line = keys.length > 0 ? keys[rng.int(keys.length)]! : '';
        local.input(line);
        snapshot = (await client.post(`/api/games/${snapshot.id}/input`, { line })).data;
        // The copy beside it plays the same game: the server's board is the copy's.
        expect(snapshot.board).toBe(renderBoard(local.view(), HUMAN));
      }
      expect(leaks).toBe(0);
      expect(seen.size).toBeGreaterThan(0);
    }
  });

  it("names none of the computer's cards the person hasn't seen in the table's answers of a whole game", async () => {
    const theirs = new Set(DECKS[1].list.main);
    for (const name of DECKS[0].list.main) theirs.delete(name);
    for (const seed of [4, 17]) {
      const client = new Client(served);
      const created = await client.newGame({ seed, deck: 'mono-red', opponent: 'mono-green' });
      const local = new HumanGame(DECKS, seed);
      const seen = new Set<string>();
      const rng = new Rng(seed);
      let text = (await client.get(`/api/games/${created.id}/table`)).text;
      let leaks = 0;
      for (let i = 0; i < 600 && !local.state.over; i++) {
        noteSeen(local, seen);
        for (const name of theirs) if (text.includes(name) && !seen.has(name)) leaks++;
        expect(text).toContain('"seed":null');
        // Mostly the eager answer; now and then another legal action, or passing.
        const c = local.decision!;
        const a: Answer =
          c.kind === 'priority' && rng.int(3) === 0 ? rng.pick(c.actions) : eagerAnswer(local.view(), c);
        local.answer(a);
        const r = await client.post(`/api/games/${created.id}/answer`, a);
        text = r.status === 200 ? r.text : (await client.get(`/api/games/${created.id}/table`)).text;
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(tableSnapshot(created.id, local))));
      }
      expect(local.state.over).toBe(true);
      expect(leaks).toBe(0);
      expect(seen.size).toBeGreaterThan(0);
    }
  });
});
