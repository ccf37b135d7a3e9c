// Screenshots of the table (`npm run screenshots`): a seeded game against the computer is played through the API
// until the person, in a turn of theirs past the first few, chooses a target for a spell; then the page is shown at
// 1400×1000 and 400×800 and saved as docs/table-1400.png and docs/table-400.png; and a four-player Commander game
// likewise, saved as docs/table-commander.png. Needs the table built (npm run build) and Chromium (CHROMIUM, or
// /usr/bin/chromium).
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type APIRequestContext } from 'playwright-core';
import { loadCards } from '../src/cards/index.js';
import { deckOption } from '../src/cli/decks.js';
import { startServer } from '../src/cli/serve.js';
import type { TableSnapshot } from '../src/cli/table.js';
import type { Answer } from '../src/engine/index.js';

const SEED = Number(process.env.SEED ?? 14);
/** the first turn at which to stop */
const TURN = Number(process.env.TURN ?? 7);

loadCards();
const server = await startServer({
  port: 0,
  host: '127.0.0.1',
  defaults: [deckOption('mono-red'), deckOption('mono-green')],
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const api = page.request;
  const played = async (data: object, turn: number, kinds: readonly string[]): Promise<TableSnapshot> => {
    const created = (await (await api.post(`${base}/api/games`, { data })).json()) as { id: string };
    let s = (await (await api.get(`${base}/api/games/${created.id}/table`)).json()) as TableSnapshot;
    for (let i = 0; i < 1500 && s.pending; i++) {
      if (s.view.turn.number >= turn && kinds.includes(s.pending.kind) && s.view.turn.active === s.seat) break;
      s = await answer(api, created.id, policy(s));
    }
    await page.goto(`${base}/#/game/${created.id}`);
    await page.waitForSelector('.decision');
    return s;
  };
  mkdirSync('docs', { recursive: true });
  const s = await played({ seed: SEED }, TURN, ['target']);
  // The card pointed at, shown large: the first creature of the computer's.
  const theirs = page.locator('.side.theirs .row.permanents .card').first();
  if ((await theirs.count()) > 0) await theirs.hover();
  await page.screenshot({ path: 'docs/table-1400.png' });
  await page.setViewportSize({ width: 400, height: 800 });
  await page.mouse.move(0, 0);
  await page.waitForTimeout(100);
  await page.screenshot({ path: 'docs/table-400.png' });
  process.stdout.write(`docs/table-1400.png, docs/table-400.png: seed ${SEED}, turn ${s.view.turn.number}\n`);
  // Four players, Commander: the person and three computer players.
  await page.setViewportSize({ width: 1400, height: 1000 });
  const c = await played({ seed: SEED, players: 4, format: 'commander' }, TURN + 2, ['declareAttackers', 'target']);
  await page.mouse.move(0, 0);
  await page.screenshot({ path: 'docs/table-commander.png' });
  process.stdout.write(`docs/table-commander.png: seed ${SEED}, four players, turn ${c.view.turn.number}\n`);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}

async function answer(api: APIRequestContext, id: string, a: Answer): Promise<TableSnapshot> {
  const r = await api.post(`${base}/api/games/${id}/answer`, { data: a });
  if (!r.ok()) throw new Error(`answer ${JSON.stringify(a)}: ${r.status()} ${await r.text()}`);
  return (await r.json()) as TableSnapshot;
}

/** A plain way to play: a land, then the first spell, attacking with everything, blocking nothing. */
function policy(s: TableSnapshot): Answer {
  const c = s.pending!;
  switch (c.kind) {
    case 'mulligan':
      return { kind: 'keep' };
    case 'priority':
      return (
        c.actions.find((a) => a.kind === 'playLand') ??
        c.actions.find((a) => a.kind === 'cast') ??
        c.actions.find((a) => a.kind === 'activate') ?? { kind: 'pass' }
      );
    case 'target':
      return {
        kind: 'target',
        target: c.legal.find((r) => 'player' in r && r.player !== s.seat) ?? c.legal[0] ?? null,
      };
    case 'payMana':
      return c.canAutoPay ? { kind: 'autoPay' } : { kind: 'cancel' };
    case 'declareAttackers':
      return {
        kind: 'attackers',
        attackers: c.options.map((o) => ({ attacker: o.attacker, defender: o.defenders[0]! })),
      };
    case 'declareBlockers':
      return { kind: 'blockers', blocks: [] };
    case 'bottomCards':
      return { kind: 'cards', cards: c.cards.slice(0, c.count) };
    case 'chooseCards':
      return { kind: 'cards', cards: c.cards.slice(0, c.min) };
    case 'assignDamage':
      return s.suggested ?? { kind: 'damage', assignment: [] };
    case 'chooseX':
      return { kind: 'x', value: c.max };
    case 'divide':
      return s.suggested ?? { kind: 'divide', amounts: [] };
    case 'chooseMode':
      return { kind: 'mode', mode: c.modes[0]!.mode };
    case 'orderTriggers':
      return { kind: 'order', order: c.triggers.map((_, i) => i) };
    case 'yesNo':
      return { kind: 'yes' };
    case 'chooseReplacement':
      return { kind: 'option', index: 0 };
    case 'chooseColor':
      return { kind: 'color', color: c.colors[0]! };
    case 'chooseCreatureType':
      return { kind: 'creatureType', type: c.types[0]! };
    case 'chooseManaCombination':
      return { kind: 'manaCombination', mana: Array.from({ length: c.amount }, () => c.types[0]!) };
  }
}
