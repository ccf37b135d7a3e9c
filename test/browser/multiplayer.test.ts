// Games of more than two players in a real browser: a four-player Commander game against three computer players,
// played by clicking (every opponent's side on the board, each attacker sent at an opponent of the person's choice),
// taken back to an earlier decision and found as it was then, and replayed once over; and a table of three seats in
// three browsers (two people, the creator starting it so that a computer player takes the open seat, and a
// spectator), where a person who concedes is shown to the others as having left, and no page receives a card of
// another player's it has not been shown (CR 400.2).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deckOption } from '../../src/cli/decks.js';
import { DECKS, serve, type Served } from '../helpers/http.js';
import { leaks } from '../helpers/ws.js';
import { decisionKind, launch, playOne } from './browser.js';

let served: Served;
let browser: Browser;
beforeAll(async () => {
  [served, browser] = await Promise.all([serve({}, DECKS, { tableSeeds: () => 33 }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

/** What the page shows of the person's decision now: its title, the turn and the hand's cards. */
async function moment(page: Page) {
  await decisionKind(page);
  return {
    title: await page.textContent('.decision-title'),
    turn: await page.textContent('.turn'),
    hand: await page.locator('.row.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
  };
}

describe('a four-player Commander game against the computer, in a browser', () => {
  it('every opponent on the board; taken back to an earlier decision; replayed once over', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${served.base}/`);
    await page.selectOption('select[name=players]', '4');
    await page.selectOption('select[name=format]', 'commander');
    await page.selectOption('select[name=deck]', 'commander-gruul');
    await page.fill('input[name=seed]', '5');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.decision');
    // Three opponents, each with their side: 40 life, their commander in the command zone (CR 903.6, 903.7).
    expect(await page.locator('.side.theirs').count()).toBe(3);
    for (const name of ['Computer 1', 'Computer 2', 'Computer 3'])
      expect(await page.getAttribute(`.side.theirs[aria-label="${name}'s side"] .life`, 'aria-label')).toBe(
        `${name}: 40 life`,
      );
    expect(await page.locator('.command-zone .card').count()).toBe(4);

    const tried = new Set<string>();
    const at = new Map<number, Awaited<ReturnType<typeof moment>>>();
    const kinds = new Set<string>();
    for (let i = 0; i < 120 && !(await page.isVisible('[data-testid=game-over]')); i++) {
      const kind = await decisionKind(page);
      kinds.add(kind);
      const taken = Number((await page.getAttribute('.decision', 'data-decision')) ?? -1);
      if (taken >= 0 && !at.has(taken)) at.set(taken, await moment(page));
      if (kinds.has('declareAttackers') && i > 40) break;
      await playOne(page, tried);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['mulligan', 'priority']));

    // Taken back: to the person's third decision, as it was then (the same hand, the same question) — even from the
    // end of a game the person lost.
    if (await page.isVisible('[data-testid=game-over]')) await page.click('text=Look at the table');
    await page.waitForSelector('[data-testid=take-back]');
    await page.click('[data-testid=take-back]');
    await page.fill('[data-testid=take-back-to]', '3');
    await page.click('[data-testid=take-back-go]');
    await page.waitForSelector('.modal', { state: 'detached' });
    const back = await moment(page);
    const third = [...at.values()][2]!;
    expect(back).toEqual(third);
    // And played on from there.
    await playOne(page, tried);

    // Conceded, then replayed from the deal, a step forward and back.
    await page.click('[data-testid=concede]');
    await page.click('[data-testid=concede-yes]');
    await page.locator('[data-testid=game-over]').waitFor();
    expect(await page.textContent('[data-testid=game-over]')).toMatch(/You left the game|wins|draw/);
    await page.click('text=Replay it');
    await page.waitForSelector('[data-testid=replay-bar]');
    expect(await page.textContent('[data-testid=replay-step]')).toMatch(/^0 \/ \d+$/);
    await page.click('[data-testid=replay-forward]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=replay-step]')?.textContent?.startsWith('1 /'),
    );
    await page.click('[data-testid=replay-back]');
    await page.waitForFunction(() =>
      document.querySelector('[data-testid=replay-step]')?.textContent?.startsWith('0 /'),
    );
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});

/** Every WebSocket message the page receives, as text. */
function frames(page: Page): string[] {
  const texts: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => texts.push(String(f.payload))));
  return texts;
}

async function person(): Promise<{ context: BrowserContext; page: Page; texts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  return { context, page, texts: frames(page) };
}

describe('a table of three seats, in three browsers', () => {
  it('the creator starts it with a seat open: a computer player takes it; a person who concedes has left', async () => {
    const ann = await person();
    await ann.page.goto(`${served.base}/`);
    await ann.page.fill('input[name=player-name]', 'Ann');
    await ann.page.selectOption('select[name=table-players]', '3');
    await ann.page.selectOption('select[name=table-deck]', 'mono-red');
    await ann.page.click('[data-testid=create-table]');
    const links = ann.page.locator('[data-testid=invite-link]');
    await links.first().waitFor();
    expect(await links.count()).toBe(2);
    const bob = await person();
    await bob.page.goto(await links.first().inputValue());
    await bob.page.fill('input[name=name]', 'Bob');
    await bob.page.selectOption('select[name=deck]', 'mono-green');
    await bob.page.click('[data-testid=join]');
    await bob.page.waitForSelector('[data-testid=waiting]');
    // Only the creator may start it.
    expect(await bob.page.isVisible('[data-testid=start-table]')).toBe(false);
    await ann.page.waitForFunction(() => document.querySelectorAll('[data-testid=invite-link]').length === 1);
    await ann.page.click('[data-testid=start-table]');
    await ann.page.waitForSelector('.decision');
    await bob.page.waitForSelector('.decision');
    const tableUrl = bob.page.url().replace(/^.*#/, `${served.base}/#`);
    const eve = await person();
    await eve.page.goto(tableUrl);
    await eve.page.waitForSelector('[data-testid=seats]');
    expect(await eve.page.textContent('[data-testid=seats]')).toMatch(/Ann.*Bob.*Computer 3.*You are watching/);
    expect(await eve.page.locator('.side.theirs').count()).toBe(2);

    const pages = [ann.page, bob.page];
    const tried = [new Set<string>(), new Set<string>()];
    let moves = 0;
    const deadline = Date.now() + 30_000;
    while (moves < 14 && Date.now() < deadline) {
      let played = false;
      for (let i = 0; i < 2; i++) {
        const kind = await decisionKind(pages[i]!);
        if (kind === 'waiting' || kind === 'over') continue;
        await playOne(pages[i]!, tried[i]!, 'ws');
        moves++;
        played = true;
      }
      if (!played) await ann.page.waitForTimeout(50);
    }
    expect(moves).toBeGreaterThan(10);
    // Bob concedes: he has left the game (CR 800.4a), and the others play on.
    await bob.page.click('[data-testid=concede]');
    await bob.page.click('[data-testid=concede-yes]');
    await ann.page.waitForSelector('.side.theirs.gone [data-testid=left-game]');
    expect(await ann.page.textContent('.side.theirs.gone')).toMatch(/Bob.*conceded and left the game/);
    expect(await eve.page.textContent('.side.gone')).toMatch(/Bob.*conceded and left the game/);
    expect(await ann.page.isVisible('[data-testid=game-over]')).toBe(false);
    await ann.page.click('[data-testid=concede]');
    await ann.page.click('[data-testid=concede-yes]');
    for (const p of [ann.page, bob.page, eve.page]) await p.locator('[data-testid=game-over]').waitFor();
    expect(await ann.page.textContent('[data-testid=game-over]')).toMatch(/Computer 3 wins/);

    // No page received a card of another player's before it was shown it: each deck's own cards tell whose a card is.
    const lists = [DECKS[0], DECKS[1], deckOption('sagas')].map((d) => d.list.main);
    const own = lists.map((l, i) => new Set(l.filter((n) => lists.every((m, j) => j === i || !m.includes(n)))));
    const during = (texts: string[]) => texts.filter((t) => !t.includes('"over":true') && t.includes('"snapshot"'));
    expect(during(ann.texts).length).toBeGreaterThan(15);
    for (const [v, x] of [ann, bob].entries())
      for (let o = 0; o < 3; o++) if (o !== v) expect(leaks(during(x.texts), o, own[o]!), `${v} of ${o}`).toEqual([]);
    for (let o = 0; o < 3; o++) expect(leaks(during(eve.texts), o, own[o]!), `spectator of ${o}`).toEqual([]);
    for (const x of [ann, bob, eve]) await x.context.close();
  }, 120_000);
});
