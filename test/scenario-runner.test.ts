// The scenario runner (src/scenario): fixtures in the `xmage-scenario/1` format, written with cards the engine
// defines, that must pass; deliberately wrong ones that must fail with a message naming the op, what was expected
// and what was found; unsupported ones; and malformed files that are reported while the run goes on.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCards } from '../src/cards/index.js';
import type { GameState, PendingChoice } from '../src/engine/index.js';
import { defaultAnswer, defaultTarget } from '../src/scenario/default-player.js';
import { splitCastName } from '../src/scenario/support.js';
import { comboText, covers, parseCombo } from '../src/scenario/mana-options.js';
import { knownCardName } from '../src/scenario/names.js';
import { EXAMPLES } from './helpers/examples.js';
import { parseScenario, rankBlockers, runScenarioPaths, runTest } from '../src/scenario/index.js';

loadCards();

const FIXTURES = fileURLToPath(new URL('./fixtures/scenarios/', import.meta.url));
const fixture = (p: string) => join(FIXTURES, p);

/** Runs paths and returns the output lines, each with the fixtures folder left out of file names. */
function run(...paths: string[]): { lines: string[]; summary: ReturnType<typeof runScenarioPaths> } {
  const lines: string[] = [];
  const summary = runScenarioPaths(paths, (l) => lines.push(l.split(FIXTURES).join('')));
  return { lines, summary };
}

/** The line of one test, by its name. */
function lineOf(lines: readonly string[], test: string): string {
  const found = lines.filter((l) => new RegExp(`^\\w+ \\S+ ${test}(:|$)`).test(l));
  expect(found, `one line for ${test}`).toHaveLength(1);
  return found[0]!;
}

describe('scenario runner: tests that pass', () => {
  it('runs every fixture in pass/ to PASS, one line per test and the summary last', () => {
    const { lines, summary } = run(fixture('pass'));
    const tests = lines.slice(0, -1);
    expect(tests.length).toBeGreaterThanOrEqual(15);
    for (const l of tests) expect(l).toMatch(/^PASS pass\/\S+\.json \S+$/);
    expect(lines[lines.length - 1]).toBe(`${tests.length} passed, 0 failed, 0 unsupported`);
    expect(summary).toMatchObject({ passed: tests.length, failed: 0, unsupported: 0 });
  });

  it('is deterministic: the same lines every time', () => {
    expect(run(fixture('pass'), fixture('fail')).lines).toEqual(run(fixture('pass'), fixture('fail')).lines);
  });

  it('checks the mana pool for each letter of "colors" (SCENARIOS.md)', () => {
    expect(lineOf(run(fixture('pass/rules.json')).lines, 'manaPoolColorsEach')).toBe(
      'PASS pass/rules.json manaPoolColorsEach',
    );
  });

  it('evaluates attachedTo (expect and check) against what the Aura is attached to (CR 303.4)', () => {
    expect(lineOf(run(fixture('pass/rules.json')).lines, 'attachedToAura')).toBe('PASS pass/rules.json attachedToAura');
  });

  it('judges expectations at the stop point, after that step has completely finished', () => {
    // Shock on turn 1's end step taps B's Mountain: it stays tapped until B's turn 2 begins (untap step).
    const { lines } = run(fixture('pass/rules.json'));
    expect(lineOf(lines, 'stopBeforeTheNextTurnUntaps')).toMatch(/^PASS/);
    // Giant Growth's +3/+3 lasts through the end step and is gone once the cleanup step is over.
    expect(lineOf(run(fixture('pass/basics.json')).lines, 'giantGrowthUntilEndOfTurn')).toMatch(/^PASS/);
  });
});

describe('scenario runner: tests that must fail', () => {
  const { lines, summary } = run(fixture('fail'));

  it('fails every test in fail/ and none passes', () => {
    expect(lines.filter((l) => l.startsWith('PASS'))).toEqual([]);
    expect(summary.failed).toBe(lines.length - 1);
  });

  it.each([
    ['wrongLife', 'op[5] expect life: life of B: expected 17, found 18'],
    [
      'leftoverAction',
      'after run op[4] (stop: turn 1 begin_combat), not used: op[2] castSpell turn 3 precombat_main A Shock',
    ],
    ['leftoverChoice', 'not used: op[3] choice A "Yes"'],
    [
      'strictUnansweredTarget',
      `strict mode: B's target choice "Festering Goblin: choose target creature" (legal: Grizzly Bears) was not answered by the test`,
    ],
    ['strictUnansweredTriggerOrder', "strict mode: A's order of triggers (Phyrexian Arena: At the beginning"],
    ['cannotCast', 'not used: op[2] castSpell turn 1 precombat_main A Serra Angel (A could not cast Serra Angel then'],
    [
      'illegalGivenTarget',
      'op[3] castSpell turn 1 precombat_main A Giant Growth: target player B is not legal for "Giant Growth: choose target creature" (legal: Grizzly Bears)',
    ],
    ['tooManyTargetsGiven', 'op[3] castSpell turn 1 precombat_main A Shock: 2 target(s) given, but only 1 asked for'],
    ['failingCheck', 'op[1] check turn 1 precombat_main A PT "bears are big": Grizzly Bears: expected 3/3, found 2/2'],
    ['checkNeverReached', 'not used: op[1] check turn 3 precombat_main A PT'],
    ['defenderCannotAttack', 'op[2] attack turn 1 A Wall of Stone: no Wall of Stone can attack'],
    ['actionInAFinishedStep', 'not used: op[4] castSpell turn 1 precombat_main A Shock'],
    ['expectationBeforeTheFirstRun', 'op[0] expect life: an expectation before the first run'],
    [
      'wrongAttachedTo',
      'op[8] expect attachedTo: Holy Strength: expected attached to Silvercoat Lion of A, found attached to Grizzly Bears of A',
    ],
    ['manaPoolColorsWrongAmount', "{R} in A's mana pool: expected 2, found 1"],
  ])('%s fails saying why', (test, why) => {
    const l = lineOf(lines, test);
    expect(l.startsWith(`FAIL fail/expected-failures.json ${test}: `)).toBe(true);
    expect(l).toContain(why);
  });
});

describe('scenario runner: unsupported tests', () => {
  const { lines, summary } = run(fixture('unsupported'));

  it.each([
    ['unknownCard', 'unknown card: Scenario Runner Test Dummy'],
    ['unknownTokenInExpectation', 'unknown card: Scenario Dummy Token'],
    ['alternativeCast', 'casting "using/with surge": the engine has no such way to cast'],
    ['unknownOp', 'op "flipCoinCheat" is not supported'],
    ['exileSetUp', 'addCard to exile'],
    [
      'oathbreaker',
      'game type "oathbreaker-ffa" is not supported (the runner plays duel, ffa, commander-duel, commander-ffa)',
    ],
  ])('%s is UNSUPPORTED naming what', (test, what) => {
    const l = lineOf(lines, test);
    expect(l).toMatch(/^UNSUPPORTED /);
    expect(l).toContain(what);
  });

  it('never counts an unsupported test as passed', () => {
    expect(summary.passed).toBe(0);
    expect(summary.unsupported).toBe(lines.length - 1);
  });

  it('ranks the reasons by the number of tests they block', () => {
    const ranked = rankBlockers(summary.outcomes);
    expect(ranked.map((r) => r.tests)).toEqual([...ranked.map((r) => r.tests)].sort((a, b) => b - a));
    expect(ranked).toContainEqual({ reason: 'unknown card: Scenario Runner Test Dummy', tests: 1 });
  });
});

describe('scenario runner: malformed input', () => {
  it('reports a malformed file and a malformed op, and goes on with the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
    writeFileSync(join(dir, 'a-broken.json'), '{"format": "xmage-scenario/1", "tests": [\n');
    writeFileSync(join(dir, 'b-not-an-object.json'), '[1, 2]');
    const { lines, summary } = run(dir, fixture('malformed'), fixture('pass/basics.json'), join(dir, 'missing'));
    expect(lines[0]).toMatch(/^FAIL \S+a-broken\.json \(file\): malformed scenario file: not valid JSON/);
    expect(lines[1]).toMatch(/^FAIL \S+b-not-an-object\.json \(file\): malformed scenario file: the file must hold/);
    expect(lineOf(lines, 'castWithoutTurn')).toBe(
      'FAIL malformed/bad-op.json castWithoutTurn: malformed test: op[2]: "turn" is missing',
    );
    expect(lineOf(lines, 'unknownPlayer')).toContain('op[0]: "player" must be one of the players A, B, not "C"');
    expect(lineOf(lines, 'stillRuns')).toBe('PASS malformed/bad-op.json stillRuns');
    expect(lines.find((l) => l.includes('wrong-format.json'))).toContain('"format" must be "xmage-scenario/1"');
    expect(lineOf(lines, 'shockToTheFace')).toMatch(/^PASS/);
    expect(lines[lines.length - 2]).toMatch(/^FAIL \S+missing \(file\): cannot read/);
    expect(lines[lines.length - 1]).toBe(
      `${summary.passed} passed, ${summary.failed} failed, ${summary.unsupported} unsupported`,
    );
  });

  it('a test whose ops are not a list is malformed, the others in the file still run', () => {
    const text = JSON.stringify({
      format: 'xmage-scenario/1',
      game: null,
      tests: [
        { name: 'noOps', ops: 3 },
        { name: 'fine', ops: [{ op: 'run' }] },
      ],
    });
    const file = parseScenario(text, 'inline.json');
    expect(file.tests[0]).toEqual({ name: 'noOps', malformed: 'tests[0] (noOps): "ops" must be an array' });
    // game: null — nothing is runnable, which is reported as unsupported, never as passed.
    const t = file.tests[1]!;
    expect('ops' in t && runTest(file, t)).toEqual({
      status: 'unsupported',
      reasons: ['the file has no game set-up (game: null)'],
    });
  });
});

describe('scenario runner: command line and shared examples', () => {
  const main = fileURLToPath(new URL('../src/scenario/main.ts', import.meta.url));
  const cli = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', main, ...args], { encoding: 'utf8', timeout: 60_000 });

  it('exits 0 when nothing failed, 1 when a test failed, 2 without paths; the summary is the last line', () => {
    const ok = cli('--blockers', fixture('pass'), fixture('unsupported'));
    expect(ok.status).toBe(0);
    const lines = ok.stdout.trimEnd().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^\d+ passed, 0 failed, 6 unsupported$/);
    expect(lines).toContain('# 1 test(s): unknown card: Scenario Runner Test Dummy');
    expect(cli(fixture('fail')).status).toBe(1);
    expect(cli().status).toBe(2);
  }, 180_000);

  it('--log prints the game log of each failed test after its FAIL line', () => {
    const r = cli('--log', fixture('fail'));
    const lines = r.stdout.trimEnd().split('\n');
    const first = lines.findIndex((l) => l.startsWith('FAIL '));
    expect(first).toBeGreaterThanOrEqual(0);
    expect(lines[first + 1]).toBe('    | A plays first (CR 103.1)');
    expect(lines.filter((l) => l.startsWith('    | ')).length).toBeGreaterThan(
      lines.filter((l) => l.startsWith('FAIL')).length,
    );
    expect(cli(fixture('fail')).stdout).not.toContain('    | ');
  });

  const examples = EXAMPLES;
  it('runs the shared example files: every test gets a line, none crashes', () => {
    const { lines, summary } = run(examples);
    expect(lines).toHaveLength(summary.outcomes.length + 1);
    for (const l of lines.slice(0, -1)) expect(l).toMatch(/^(PASS|FAIL|UNSUPPORTED) \S+\.json \S+/);
    expect(lines.filter((l) => l.startsWith('ERROR'))).toEqual([]);
    // Each card named unknown really is unknown to the engine (the list shrinks as cards are added).
    for (const o of summary.outcomes)
      if (o.result.status === 'unsupported')
        for (const r of o.result.reasons)
          if (r.startsWith('unknown card: ')) expect(knownCardName(r.slice('unknown card: '.length))).toBe(false);
  });
});

describe('scenario runner: parts', () => {
  it('reads alternative ways to cast out of a castSpell card name', () => {
    expect(splitCastName('Hook-Haunt Drifter using Disturb')).toEqual({
      name: 'Hook-Haunt Drifter',
      alternative: 'Disturb',
    });
    expect(splitCastName('Shock')).toEqual({ name: 'Shock', alternative: null });
  });

  it('mana combinations: written in any order, shown {N}{C}WUBRG{Any}; one covers another with {Any}', () => {
    const gw = parseCombo('{G}{W}')!;
    expect(comboText(parseCombo('{Any}{G}{W}{1}{C}')!)).toBe('{1}{C}{W}{G}{Any}');
    expect(parseCombo('{G}{Q}')).toBeNull();
    expect(covers(parseCombo('{W}{Any}')!, gw)).toBe(true);
    expect(covers(gw, parseCombo('{W}{Any}')!)).toBe(false);
    expect(covers(parseCombo('{G}{G}')!, gw)).toBe(false);
  });

  it('the default player targets by polarity: harm an opponent, help itself', () => {
    const { lines } = run(fixture('pass/rules.json'));
    expect(lineOf(lines, 'defaultPlayerTargetsAnOpponentsCreature')).toMatch(/^PASS/);
    // A state with a creature on each side is enough to see the choice.
    const state = {
      objects: [
        { id: 0, controller: 0 },
        { id: 1, controller: 1 },
      ],
    } as unknown as GameState;
    const target = (polarity: 'harm' | 'help' | 'neutral', optional = false) =>
      ({
        kind: 'target',
        player: 0,
        prompt: 'choose',
        legal: [{ player: 0 }, { player: 1 }, { object: 0 }, { object: 1 }],
        optional,
        source: 0,
        polarity,
      }) satisfies PendingChoice;
    expect(defaultTarget(state, target('harm'))).toEqual({ player: 1 });
    expect(defaultTarget(state, target('help'))).toEqual({ player: 0 });
    expect(defaultTarget(state, { ...target('harm'), legal: [{ object: 0 }, { object: 1 }] })).toEqual({ object: 1 });
    expect(defaultTarget(state, { ...target('harm', true), legal: [{ object: 0 }] })).toBeNull();
    expect(defaultTarget(state, { ...target('harm'), legal: [{ object: 0 }] })).toEqual({ object: 0 });
    expect(defaultAnswer(state, { kind: 'yesNo', player: 0, prompt: 'do it?' })).toEqual({ kind: 'yes' });
    expect(defaultAnswer(state, { kind: 'chooseX', player: 0, prompt: 'X', max: 5 })).toEqual({ kind: 'x', value: 0 });
  });
});
