// Driving the table in a real browser: Debian's Chromium, headless, through playwright-core; and a person who plays
// by clicking only, with a plain policy (play what can be played, attack with everything, block nothing, pass).
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: install it (apt-get install chromium) or set CHROMIUM to its path`);
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox'] });
}

/** Every answer of the server's API the page received, in order, with what the page sent. */
export interface Exchange {
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly sent: string | null;
  readonly text: string;
}

/** Records the page's exchanges with the API; `settled()` waits for the bodies still being read. */
export function record(page: Page): { readonly exchanges: Exchange[]; settled(): Promise<void> } {
  const exchanges: Exchange[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith('/api/')) return;
    const req = res.request();
    const at = exchanges.length;
    exchanges.push({ method: req.method(), path: url.pathname, status: res.status(), sent: req.postData(), text: '' });
    pending.push(
      res.text().then((text) => {
        exchanges[at] = { ...exchanges[at]!, text };
      }),
    );
  });
  return { exchanges, settled: () => Promise.all(pending).then(() => undefined) };
}

/** Starts a game from the start page: the decks and the seed chosen, "Start a game" clicked. */
export async function startGame(page: Page, base: string, seed: number): Promise<void> {
  await page.goto(`${base}/`);
  await page.selectOption('select[name=deck]', 'mono-red');
  await page.selectOption('select[name=opponent]', 'mono-green');
  await page.fill('input[name=seed]', String(seed));
  await page.click('[data-testid=start]');
  await page.waitForSelector('.decision');
}

/** The kind of the decision the page shows, once it has settled (no request under way). */
export async function decisionKind(page: Page): Promise<string> {
  await page.waitForSelector('.game:not(.busy)');
  return (await page.getAttribute('.decision', 'data-kind')) ?? '';
}

/** How a page's answers go to the server: the HTTP API (a game against the computer) or a table's WebSocket. */
export type Via = 'http' | 'ws';

/** Clicks, and waits for the answer it sends to come back (choosing the first entry of a menu, if one opens): the
 * API's answer, or (over the WebSocket) the decision shown moving on, or an error shown. */
async function answerByVia(page: Page, click: () => Promise<void>, via: Via = 'http'): Promise<void> {
  const before = await page.getAttribute('.decision', 'data-decision');
  const answered =
    via === 'http'
      ? page.waitForResponse((r) => r.url().includes('/answer'), { timeout: 10_000 })
      : page.waitForFunction(
          (b) =>
            document.querySelector('.decision')?.getAttribute('data-decision') !== b ||
            document.querySelector('.decision .error') !== null,
          before,
          { timeout: 10_000 },
        );
  answered.catch(() => undefined);
  await click();
  const menu = page.locator('.modal .menu-option').first();
  const next = await Promise.race([
    answered.then(() => 'answered'),
    menu.waitFor({ timeout: 10_000 }).then(
      () => 'menu',
      () => 'none',
    ),
  ]);
  if (next === 'menu') await menu.click();
  await answered;
}

/** Clicks a card where a person would: near its left edge, which shows even when it lies in a pile under others. */
export async function clickCard(page: Page, card: Locator): Promise<void> {
  // In the middle of the screen: not under the decision, which stays at the bottom of a narrow one.
  await card.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const box = await card.boundingBox();
  if (!box) throw new Error('the card is not shown');
  await page.mouse.click(box.x + 6, box.y + box.height / 2);
}

/**
 * One decision answered by clicking, as a plain player would: keep the hand; play a card of the hand when one glows
 * (each card once at a given moment, in case it can't be paid for after all), else pass; aim at the opponent; pay
 * automatically; attack with every creature that can; no blocks; choose the first cards; otherwise the first button.
 * `tried` remembers the cards tried at each moment.
 */
export async function playOne(page: Page, tried: Set<string>, via: Via = 'http'): Promise<void> {
  const kind = await decisionKind(page);
  const answerBy = (p: Page, click: () => Promise<void>) => answerByVia(p, click, via);
  const first = async (selector: string): Promise<boolean> => {
    const el = page.locator(selector).first();
    if ((await el.count()) === 0) return false;
    await answerBy(page, () => clickCard(page, el));
    return true;
  };
  switch (kind) {
    // The game ended with the answer before (its game-over window may still be on its way): nothing to answer.
    // Another player's decision (a table): nothing to answer here.
    case 'over':
    case 'waiting':
      return;
    case 'mulligan':
      return answerBy(page, () => page.click('[data-testid=keep]'));
    case 'priority': {
      const moment = `${await page.textContent('.turn')}|${await page.textContent('.row.hand')}|${await page.textContent('.stack')}`;
      const playable = page.locator('.row.hand .card.clickable, .battlefield.yours .card.clickable');
      for (let i = 0; i < (await playable.count()); i++) {
        const card = playable.nth(i);
        const key = `${moment}|${await card.getAttribute('data-card')}`;
        if (tried.has(key)) continue;
        tried.add(key);
        return answerBy(page, () => clickCard(page, card));
      }
      return answerBy(page, () => page.click('[data-testid=pass]'));
    }
    case 'target':
      if (await first('.side.theirs .life.clickable')) return;
      if (await first('.side.theirs .card.clickable')) return;
      if (await first('.card.clickable, .life.clickable, .stack-item.clickable')) return;
      return answerBy(page, () => page.locator('.decision .targets button').first().click());
    case 'payMana':
      if (await first('[data-testid=auto-pay]')) return;
      return answerBy(page, () => page.click('[data-testid=cancel]'));
    case 'declareAttackers': {
      const attackers = page.locator('.battlefield.yours .card.clickable');
      for (let i = 0; i < (await attackers.count()); i++) {
        if ((await attackers.nth(i).getAttribute('aria-pressed')) === 'true') continue;
        await clickCard(page, attackers.nth(i));
        const menu = page.locator('.modal .menu-option');
        if ((await menu.count()) > 0) await menu.first().click();
      }
      return answerBy(page, () => page.click('[data-testid=submit]'));
    }
    case 'declareBlockers':
      return answerBy(page, () => page.click('[data-testid=submit]'));
    case 'chooseCards':
    case 'bottomCards': {
      const cards = page.locator('.modal .chooser .card');
      for (let i = 0; i < (await cards.count()) && (await page.isDisabled('[data-testid=choose]')); i++)
        await clickCard(page, cards.nth(i));
      return answerBy(page, () => page.click('[data-testid=choose]'));
    }
    default:
      return answerBy(page, () => page.locator('.decision .buttons button:not([disabled])').first().click());
  }
}
