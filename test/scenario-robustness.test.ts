// Nothing a scenario file does loses the run: hostile files (too deep, too big, huge counts, not JSON) and tests
// that throw inside the engine are reported, each on its own line as it happens, and the other files and tests are
// still run; the summary stays `N passed, N failed, N unsupported`.
import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { describe, expect, it, vi } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import { registerScenario } from '../src/cli/scenario.js';
import { LIMITS, parseScenario, runScenarioPaths } from '../src/scenario/index.js';

// The engine, except that a game whose player A starts at 13 life overflows the stack and one at 14 throws the
// kind of error an engine bug throws: a test that throws inside the engine, on demand.
vi.mock('../src/engine/index.js', async (importOriginal) => {
  const engine = await importOriginal<typeof import('../src/engine/index.js')>();
  const recurse = (n: number): number => recurse(n + 1) + 1;
  return {
    ...engine,
    createGame: (config: Parameters<typeof engine.createGame>[0]) => {
      if (config.players[0]?.life === 13) recurse(0);
      if (config.players[0]?.life === 14) throw new Error('no object 99');
      return engine.createGame(config);
    },
  };
});

loadCards();

const GAME = {
  type: 'duel',
  players: ['A', 'B'],
  turnOrder: ['A', 'B'],
  startingPlayer: 'A',
  startingLife: 20,
  startingPlayerSkipsFirstDraw: true,
  shuffleLibrariesAtStart: false,
  defaultStop: { turn: 2, step: 'untap' },
  decks: { A: 'Forests.dck', B: 'Forests.dck' },
  deckLists: { 'Forests.dck': { main: [{ name: 'Forest', count: 30 }], sideboard: [] } },
};

/** A test that passes: Shock to B's face. */
function shock(name: string): object {
  return {
    name,
    ops: [
      { op: 'addCard', zone: 'battlefield', player: 'A', card: 'Mountain', count: 1 },
      { op: 'addCard', zone: 'hand', player: 'A', card: 'Shock', count: 1 },
      { op: 'castSpell', turn: 1, step: 'precombat_main', player: 'A', card: 'Shock', targets: [{ player: 'B' }] },
      { op: 'stopAt', turn: 1, step: 'begin_combat' },
      { op: 'run' },
      { op: 'expect', what: 'life', player: 'B', life: 18 },
    ],
  };
}

const scenario = (tests: readonly object[], game: object = GAME) =>
  JSON.stringify({ format: 'xmage-scenario/1', game, tests });

/** `[[[…0…]]]`, nested `levels` deep. */
const nested = (levels: number) => `${'['.repeat(levels)}0${']'.repeat(levels)}`;

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-robust-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

function run(...paths: string[]) {
  const lines: string[] = [];
  const summary = runScenarioPaths(paths, (l) => lines.push(l));
  return { lines, summary };
}

describe('scenario runner: hostile files', () => {
  it('a run of several files where some are hostile still reports every other file and test', () => {
    const dir = folder({
      'a-good.json': scenario([shock('first')]),
      'c-huge-count.json': scenario([
        { name: 'huge', ops: [{ op: 'addCard', zone: 'library', player: 'A', card: 'Forest', count: 20_000_000 }] },
        shock('afterTheHugeOne'),
      ]),
      'd-not-json.json': '{"format": "xmage-scenario/1", "tests": [',
      'e-big.json': '',
      'f-throws.json': scenario([
        { name: 'engineThrows', ops: [{ op: 'setLife', player: 'A', life: 14 }, { op: 'run' }] },
        { name: 'stackOverflow', ops: [{ op: 'setLife', player: 'A', life: 13 }, { op: 'run' }] },
        shock('afterTheThrows'),
      ]),
      'g-good.json': scenario([shock('last')]),
    });
    // A value nested 100,000 deep where a number belongs (written as text: JSON.stringify itself can't nest it).
    writeFileSync(
      join(dir, 'b-deep.json'),
      `{"format": "xmage-scenario/1", "game": null, "tests": [{"name": "deep", "ops": [{"op": "addCard", "count": ${nested(100_000)}}]}]}`,
    );
    truncateSync(join(dir, 'e-big.json'), LIMITS.fileBytes + 1);
    const { lines, summary } = run(dir, join(dir, 'missing.json'));
    const of = (file: string) => lines.filter((l) => l.includes(`${file}.json`));
    expect(of('a-good')).toEqual([`PASS ${dir}/a-good.json first`]);
    expect(of('b-deep')).toEqual([
      `FAIL ${dir}/b-deep.json (file): malformed scenario file: arrays and objects are nested more than 32 levels deep (at character 135)`,
    ]);
    expect(of('c-huge-count')).toEqual([
      `FAIL ${dir}/c-huge-count.json huge: malformed test: op[0]: "count" is 20000000, over the limit of 250 cards per addCard`,
      `PASS ${dir}/c-huge-count.json afterTheHugeOne`,
    ]);
    expect(of('d-not-json')).toEqual([
      expect.stringMatching(/^FAIL \S+ \(file\): malformed scenario file: not valid JSON/),
    ]);
    expect(of('e-big')).toEqual([`FAIL ${dir}/e-big.json (file): the file is over the limit of 10485760 bytes`]);
    expect(of('f-throws')).toEqual([
      expect.stringMatching(/^ERROR \S+f-throws\.json engineThrows: Error: no object 99 \(at /),
      expect.stringMatching(/^ERROR \S+f-throws\.json stackOverflow: RangeError: Maximum call stack size exceeded/),
      `PASS ${dir}/f-throws.json afterTheThrows`,
    ]);
    expect(of('g-good')).toEqual([`PASS ${dir}/g-good.json last`]);
    expect(of('missing')).toEqual([expect.stringMatching(/^FAIL \S+missing\.json \(file\): cannot read: ENOENT/)]);
    // Errors count as failures; the summary keeps its format and is the last line.
    expect(summary).toMatchObject({ passed: 4, failed: 7, unsupported: 0 });
    expect(lines).toHaveLength(12);
    expect(lines[lines.length - 1]).toBe('4 passed, 7 failed, 0 unsupported');
  });

  it('a file that never ends (a device) is read only up to the size limit', () => {
    const { lines } = run('/dev/zero');
    expect(lines).toEqual([
      'FAIL /dev/zero (file): the file is over the limit of 10485760 bytes',
      '0 passed, 1 failed, 0 unsupported',
    ]);
  });
});

describe('scenario runner: nesting', () => {
  it('a deeply nested value in a field of the wrong type is reported, cut short, within the limit', () => {
    const value = `[${nested(LIMITS.depth - 6)}, "${'x'.repeat(1000)}"]`;
    const text = `{"format": "xmage-scenario/1", "game": ${JSON.stringify(GAME)}, "tests": [
      {"name": "nestedCount", "ops": [{"op": "addCard", "zone": "hand", "player": "A", "card": "Shock", "count": ${value}}]}]}`;
    const t = parseScenario(text, 'inline.json').tests[0]!;
    expect(t).toEqual({
      name: 'nestedCount',
      malformed: `op[0]: "count" must be a whole number ≥ 0, not ${value.replace(/ /g, '').slice(0, 80)}…`,
    });
  });

  it('nesting deeper than the limit refuses the file, however the values are typed', () => {
    const at = (levels: number) =>
      `{"format": "xmage-scenario/1", "game": null, "tests": [{"name": "t", "ops": [{"op": "run", "x": ${nested(levels)}}]}]}`;
    // The file's object, tests, the test, ops and the op are 5 levels.
    expect(() => parseScenario(at(LIMITS.depth - 5), 'ok.json')).not.toThrow();
    expect(() => parseScenario(at(LIMITS.depth - 4), 'deep.json')).toThrow(/nested more than 32 levels deep/);
    // Brackets inside strings are text, not nesting.
    const strings = `{"format": "xmage-scenario/1", "game": null, "tests": [{"name": "${'['.repeat(100)}\\"{", "ops": []}]}`;
    expect(parseScenario(strings, 'strings.json').tests[0]!.name).toBe(`${'['.repeat(100)}"{`);
  });
});

describe('scenario runner: counts', () => {
  const test = (ops: readonly object[]) => parseScenario(scenario([{ name: 't', ops }]), 'inline.json').tests[0]!;
  const add = (count: number, player = 'A') => ({ op: 'addCard', zone: 'library', player, card: 'Forest', count });

  it('an addCard count is bounded (0 adds nothing, as the format says)', () => {
    expect('ops' in test([add(0)])).toBe(true);
    expect('ops' in test([add(LIMITS.cardsPerOp)])).toBe(true);
    expect(test([add(LIMITS.cardsPerOp + 1)])).toMatchObject({
      malformed: 'op[0]: "count" is 251, over the limit of 250 cards per addCard',
    });
  });

  it("a player's cards in a test are bounded, deck included", () => {
    // The deck has 30 Forests: 30 + 3 × 250 = 780 is fine, 30 + 4 × 250 = 1030 is not.
    expect('ops' in test([add(250), add(250), add(250), add(250, 'B')])).toBe(true);
    expect(test([add(250), add(250), add(250), add(250)])).toMatchObject({
      malformed: 'A has 1030 cards (30 in the deck, 1000 from addCard), over the limit of 1000 cards per player',
    });
  });

  it('deck lines and counters are bounded', () => {
    const bigDeck = { ...GAME, deckLists: { 'Forests.dck': { main: [{ name: 'Forest', count: 251 }] } } };
    expect(() => parseScenario(scenario([], bigDeck), 'deck.json')).toThrow(
      'game.deckLists.Forests.dck.main[0]: "count" is 251, over the limit of 250 cards per deck line',
    );
    const fiveLines = {
      ...GAME,
      deckLists: { 'Forests.dck': { main: Array(5).fill({ name: 'Forest', count: 250 }) } },
    };
    expect(() => parseScenario(scenario([], fiveLines), 'deck.json')).toThrow(
      'deck "Forests.dck" has 1250 cards, over the limit of 1000 cards per player',
    );
    const counters = { op: 'addCounters', turn: 1, step: 'upkeep', player: 'A', card: 'X', counter: 'lore' };
    expect(test([{ ...counters, count: 1_000_000_000 }])).toMatchObject({
      malformed: 'op[0]: "count" is 1000000000, over the limit of 1000 counters per addCounters',
    });
  });
});

describe('scenario runner: results stream as they come', () => {
  it('each line is given out as its test finishes, before later files are even read', () => {
    const dir = folder({ 'first.json': scenario([shock('one'), shock('two')]) });
    const second = join(dir, 'second.json');
    const lines: string[] = [];
    runScenarioPaths([join(dir, 'first.json'), second], (l) => {
      lines.push(l);
      // The second file is written only once the first file's first test is reported: a runner that printed at the
      // end would have had to read it already, and found nothing.
      if (lines.length === 1) writeFileSync(second, scenario([shock('three')]));
    });
    expect(lines.map((l) => l.replace(`${dir}/`, ''))).toEqual([
      'PASS first.json one',
      'PASS first.json two',
      'PASS second.json three',
      '3 passed, 0 failed, 0 unsupported',
    ]);
  });

  it('`lorekeeper scenario` prints each line as it comes: the first file is out before the second is read', async () => {
    const dir = folder({ 'first.json': scenario([shock('one')]) });
    const second = join(dir, 'second.json');
    const out: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      out.push(String(chunk));
      // Written only once the command has printed the first file's line (a command that printed at the end would
      // have read the second path already, and found nothing).
      if (out.length === 1) writeFileSync(second, scenario([shock('two')]));
      return true;
    });
    const program = new Command('lorekeeper').exitOverride();
    registerScenario(program);
    try {
      await program.parseAsync(['scenario', join(dir, 'first.json'), second], { from: 'user' });
    } finally {
      write.mockRestore();
    }
    expect(out).toEqual([
      `PASS ${dir}/first.json one\n`,
      `PASS ${dir}/second.json two\n`,
      '2 passed, 0 failed, 0 unsupported\n',
    ]);
  });
});
