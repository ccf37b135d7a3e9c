// The table (web/) in a real browser, against the real server: a whole game played by clicking only, to its end; a
// reload that finds the same game; the layout of a 400-pixel-wide screen; and nothing the page receives naming a
// card of the computer's the person hasn't seen (CR 400.2), judged by the rules from a copy of the same game.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMAN, HumanGame } from '../../src/cli/human-game.js';
import type { Answer } from '../../src/engine/index.js';
import { DECKS, serve, type Served } from '../helpers/http.js';
import { decisionKind, launch, playOne, record, startGame } from './browser.js';

let served: Served;
let browser: Browser;
beforeAll(async () => {
  [served, browser] = await Promise.all([serve(), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
});

describe('the table in a browser', () => {
  it('plays a whole game against the computer by clicking, to the game-over screen; the page learns no hidden card', async () => {
    const seed = 21;
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
    const log = record(page);
    // The page runs without an error, and nothing it does is refused by its content security policy.
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await startGame(page, served.base, seed);
    const tried = new Set<string>();
    const kinds = new Set<string>();
    let moves = 0;
    const deadline = Date.now() + 30_000;
    while (moves < 400 && Date.now() < deadline && !(await page.isVisible('[data-testid=game-over]'))) {
      kinds.add(await decisionKind(page));
      await playOne(page, tried);
      moves++;
    }
    if (!(await page.isVisible('[data-testid=game-over]'))) {
      await page.click('[data-testid=concede]');
      await page.click('[data-testid=concede-yes]');
    }
    const over = page.locator('[data-testid=game-over]');
    await over.waitFor();
    expect(await over.textContent()).toMatch(/(You win|Computer wins|draw) after \d+ turns/);
    expect(await over.textContent()).toContain(`Seed ${seed}`);
    expect(moves).toBeGreaterThan(20);
    expect([...kinds]).toEqual(expect.arrayContaining(['mulligan', 'priority', 'declareAttackers', 'target']));
    // The table is still there to look at.
    await page.click('text=Look at the table');
    expect(await page.isVisible('[data-testid=game-over]')).toBe(false);
    expect(await page.textContent('.decision-title')).toMatch(/wins|draw/);
    expect(errors).toEqual([]);

    // Every answer the page got, judged against a copy of the game that the same answers play beside it: the names
    // of the computer's cards the person has seen by the rules (every card of theirs in a public zone, as it is or
    // as it was, and those revealed from their hand), and no other computer card's name in any answer.
    await log.settled();
    const theirs = new Set(DECKS[1].list.main);
    for (const name of DECKS[0].list.main) theirs.delete(name);
    const local = new HumanGame(DECKS, seed);
    const seen = new Set<string>();
    let leaks = 0;
    let answers = 0;
    for (const x of log.exchanges) {
      if (x.path.endsWith('/answer') && x.status === 200) {
        expect(local.answer(JSON.parse(x.sent!) as Answer)).toEqual({ kind: 'answered' });
        answers++;
      }
      for (const o of local.state.objects)
        if (o && o.owner !== HUMAN && (o.zone === 'hand' ? o.revealed : o.zone !== 'library' && !o.faceDown))
          seen.add(o.def);
      for (const name of theirs) if (x.text.includes(name) && !seen.has(name)) leaks++;
      if (!local.state.over) expect(x.text).not.toMatch(/"seed":\d/);
    }
    expect(answers).toBeGreaterThan(20);
    expect(local.state.over).toBe(true);
    expect(leaks).toBe(0);
    expect(seen.size).toBeGreaterThan(0);
    await page.close();
  });

  it('a reload finds the same game, at the same decision; another browser can’t open it', async () => {
    const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
    const page = await context.newPage();
    await startGame(page, served.base, 8);
    const tried = new Set<string>();
    for (let i = 0; i < 6; i++) await playOne(page, tried);
    await decisionKind(page);
    const url = page.url();
    expect(url).toMatch(/#\/game\/[0-9a-f]{32}$/);
    const before = {
      title: await page.textContent('.decision-title'),
      turn: await page.textContent('.turn'),
      hand: await page.locator('.row.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
      board: await page.locator('.battlefield .card').count(),
    };
    await page.reload();
    await page.waitForSelector('.decision');
    expect(page.url()).toBe(url);
    expect(await page.textContent('.decision-title')).toBe(before.title);
    expect(await page.textContent('.turn')).toBe(before.turn);
    expect(
      await page.locator('.row.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    ).toEqual(before.hand);
    expect(await page.locator('.battlefield .card').count()).toBe(before.board);
    // The game goes on from there.
    await playOne(page, tried);
    // Another browser (no cookie of this one) is told there is no such game.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(url);
    await stranger.waitForSelector('.error');
    expect(await stranger.textContent('.error')).toMatch(/no such game/);
    await other.close();
    await context.close();
  });

  it('fits a 400-pixel-wide screen: no horizontal scrolling, the decision always in view', async () => {
    const context = await browser.newContext({ viewport: { width: 400, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    const fits = async (where: string) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, where).toBeLessThanOrEqual(400);
    };
    await page.goto(`${served.base}/`);
    await page.waitForSelector('[data-testid=start]');
    await fits('the start page');
    await startGame(page, served.base, 14);
    await fits('the mulligan');
    const tried = new Set<string>();
    for (let i = 0; i < 25 && !(await page.isVisible('[data-testid=game-over]')); i++) {
      await playOne(page, tried);
      await fits(`decision ${i}`);
      const box = await page.locator('.decision').boundingBox();
      expect(box && box.y + box.height <= 800 + 1 && box.y >= 0, `the decision is in view at ${i}`).toBe(true);
    }
    expect(await page.locator('.battlefield .card').count()).toBeGreaterThan(4);
    // A zone's window (the game-over window closed first, if the game is over).
    await page.keyboard.press('Escape');
    if (await page.isVisible('[data-testid=game-over]')) await page.click('text=Look at the table');
    await page.locator('.zone-button').first().click();
    await page.waitForSelector('.modal');
    await fits("a graveyard's window");
    await page.keyboard.press('Escape');
    await context.close();
  });
});
