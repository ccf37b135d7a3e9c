// Two people playing each other in two browsers (two contexts: no cookie or storage shared), through the server's
// WebSocket: one starts a table and hands over its invitation link, the other takes the seat; each plays by clicking,
// each page shown the other's moves without asking; a third watches and is shown no hand; a reload finds one's seat;
// the stops switched on the page; and, once the game is over, its replay and its log. Nothing either page receives
// names a card of the other's it has not been shown (CR 400.2).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECKS, serve, type Served } from '../helpers/http.js';
import { leaks } from '../helpers/ws.js';
import { decisionKind, launch, playOne } from './browser.js';

let served: Served;
let browser: Browser;
const dir = mkdtempSync(join(tmpdir(), 'lorekeeper-net-'));
beforeAll(async () => {
  [served, browser] = await Promise.all([serve({}, DECKS, { tableSeeds: () => 21 }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await served?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A picture of the page, in the folder LOREKEEPER_SHOTS names (none: no picture), to look at. */
async function shot(page: Page, name: string): Promise<void> {
  const to = process.env.LOREKEEPER_SHOTS;
  if (to) await page.screenshot({ path: join(to, `table-${name}.png`) });
}

/** Every WebSocket message the page receives, as text. */
function frames(page: Page): string[] {
  const texts: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => texts.push(String(f.payload))));
  return texts;
}

async function person(name: string): Promise<{ context: BrowserContext; page: Page; texts: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
  return { context, page, texts: frames(page) };
}

describe('two people at one table, in two browsers', () => {
  it('start a table, share its link, play by clicking, to the game-over screen; a spectator sees no hand; the replay and the log', async () => {
    const ann = await person('Ann');
    await ann.page.goto(`${served.base}/`);
    await ann.page.fill('input[name=player-name]', 'Ann');
    await ann.page.selectOption('select[name=table-deck]', 'mono-red');
    await ann.page.click('[data-testid=create-table]');
    const link = await ann.page.locator('[data-testid=invite-link]').inputValue();
    expect(link).toMatch(/#\/join\/[0-9a-f]{32}\/[0-9a-f]{24}$/);
    await shot(ann.page, 'waiting');

    const bob = await person('Bob');
    await bob.page.goto(link);
    await bob.page.fill('input[name=name]', 'Bob');
    await bob.page.selectOption('select[name=deck]', 'mono-green');
    await bob.page.click('[data-testid=join]');
    await bob.page.waitForSelector('.decision');
    // Ann's page is told the game began, without a reload.
    await ann.page.waitForSelector('.decision');
    expect(bob.page.url()).toMatch(/#\/table\/[0-9a-f]{32}$/);
    const tableUrl = bob.page.url().replace(/^.*#/, `${served.base}/#`);

    // A third person opens the table's address with no seat of theirs: they watch.
    const eve = await person('Eve');
    await eve.page.goto(tableUrl);
    await eve.page.waitForSelector('[data-testid=seats]');
    expect(await eve.page.textContent('[data-testid=seats]')).toMatch(/You are watching/);
    expect(await eve.page.locator('.row.hand .card').count()).toBe(0);
    expect(await eve.page.isVisible('[data-testid=concede]')).toBe(false);

    // Ann switches a stop on: her upkeep.
    await ann.page.click('[data-testid=stops]');
    await ann.page.click('[data-testid=stop-mine-upkeep]');
    await ann.page.waitForFunction(
      () => (document.querySelector('[data-testid=stop-mine-upkeep]') as HTMLInputElement | null)?.checked === true,
    );
    await ann.page.keyboard.press('Escape');
    await ann.page.click('.modal .close').catch(() => undefined);

    // Both play by clicking, each when the decision is theirs, the other's page following by itself; some turns,
    // then Bob concedes (unless the game is over by then).
    const tried = [new Set<string>(), new Set<string>()];
    const pages = [ann.page, bob.page];
    let moves = 0;
    const kinds = new Set<string>();
    const deadline = Date.now() + 25_000;
    while (moves < 45 && Date.now() < deadline) {
      if (await ann.page.isVisible('[data-testid=game-over]')) break;
      let played = false;
      for (let i = 0; i < 2; i++) {
        const kind = await decisionKind(pages[i]!);
        if (kind === 'waiting' || kind === 'over') continue;
        kinds.add(kind);
        await playOne(pages[i]!, tried[i]!, 'ws');
        moves++;
        played = true;
      }
      if (!played) await ann.page.waitForTimeout(50);
      if (moves === 16) await Promise.all([shot(ann.page, 'ann'), shot(bob.page, 'bob'), shot(eve.page, 'eve')]);
    }
    if (!(await ann.page.isVisible('[data-testid=game-over]'))) {
      await bob.page.click('[data-testid=concede]');
      await bob.page.click('[data-testid=concede-yes]');
    }
    for (const p of [ann.page, bob.page, eve.page]) await p.locator('[data-testid=game-over]').waitFor();
    const result = await ann.page.textContent('[data-testid=game-over]');
    expect(result).toMatch(/(Ann|Bob) wins after \d+ turns/);
    expect(await bob.page.textContent('[data-testid=game-over]')).toContain(result!.match(/(Ann|Bob) wins/)![0]);
    expect(moves).toBeGreaterThan(20);
    expect([...kinds]).toEqual(expect.arrayContaining(['mulligan', 'priority', 'declareAttackers']));

    // Nothing either page (or the spectator's) received named a card of the other's before they were shown it.
    const red = new Set(DECKS[0].list.main.filter((n) => !DECKS[1].list.main.includes(n)));
    const green = new Set(DECKS[1].list.main.filter((n) => !DECKS[0].list.main.includes(n)));
    const during = (texts: string[]) => texts.filter((t) => !t.includes('"over":true') && t.includes('"snapshot"'));
    expect(during(ann.texts).length).toBeGreaterThan(20);
    expect(leaks(during(ann.texts), 1, green)).toEqual([]);
    expect(leaks(during(bob.texts), 0, red)).toEqual([]);
    expect(leaks(during(eve.texts), 0, red)).toEqual([]);
    expect(leaks(during(eve.texts), 1, green)).toEqual([]);
    for (const t of during([...ann.texts, ...bob.texts, ...eve.texts])) expect(/"seed":\d/.test(t)).toBe(false);

    // The replay: from the deal, step by step.
    await ann.page.click('text=Look at the table');
    await ann.page.click('[data-testid=replay]');
    await ann.page.waitForSelector('[data-testid=replay-bar]');
    expect(await ann.page.textContent('[data-testid=replay-step]')).toMatch(/^0 \/ \d+$/);
    await ann.page.click('[data-testid=replay-forward]');
    await ann.page.waitForFunction(() =>
      document.querySelector('[data-testid=replay-step]')?.textContent?.startsWith('1 /'),
    );
    await shot(ann.page, 'replay');
    // The log, downloaded.
    const [download] = await Promise.all([
      ann.page.waitForEvent('download'),
      ann.page.click('[data-testid=download-log]'),
    ]);
    const path = join(dir, 'log.txt');
    await download.saveAs(path);
    expect(readFileSync(path, 'utf8')).toMatch(/^Lorekeeper table [0-9a-f]{32}: Ann \(mono-red, you\) vs Bob/);
    for (const x of [ann, bob, eve]) await x.context.close();
  }, 120_000);

  it('a reload finds one’s seat at the table, at the same decision', async () => {
    const ann = await person('Ann');
    await ann.page.goto(`${served.base}/`);
    await ann.page.fill('input[name=player-name]', 'Ann');
    await ann.page.click('[data-testid=create-table]');
    const link = await ann.page.locator('[data-testid=invite-link]').inputValue();
    const bob = await person('Bob');
    await bob.page.goto(link);
    await bob.page.fill('input[name=name]', 'Bob');
    await bob.page.click('[data-testid=join]');
    await bob.page.waitForSelector('.decision');
    await ann.page.waitForSelector('.decision:not([data-kind=waiting])');
    const mine = async (p: Page) => ({
      kind: await decisionKind(p),
      hand: await p.locator('.row.hand .card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card'))),
    });
    const before = await mine(bob.page);
    await bob.page.reload();
    await bob.page.waitForSelector('.decision');
    expect(await mine(bob.page)).toEqual(before);
    expect(await bob.page.textContent('[data-testid=seats]')).toMatch(/Bob \(you\)/);
    // On a screen 400 pixels wide the table fits: no sideways scrolling.
    await bob.page.setViewportSize({ width: 400, height: 800 });
    await bob.page.waitForTimeout(100);
    expect(await bob.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await shot(bob.page, 'bob-400');
    // The same invitation link again, in another browser: the seat is taken.
    const mallory = await person('Mallory');
    await mallory.page.goto(link);
    await mallory.page.fill('input[name=name]', 'Mallory');
    await mallory.page.click('[data-testid=join]');
    await mallory.page.waitForSelector('.error');
    expect(await mallory.page.textContent('.error')).toMatch(/seat 2 is taken \(by Bob\)/);
    for (const x of [ann, bob, mallory]) await x.context.close();
  });
});
