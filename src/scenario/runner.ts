// Runs scenario files: every test of every .json file found under the given paths, one output line per test as it
// finishes and a summary line last. Nothing in a file stops the run: a file that can't be read or parsed (or is too
// big or too deeply nested) is reported as one failure, a test that throws as an error of that test, and the run
// goes on with the next test or file.
import { closeSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadCards } from '../cards/index.js';
import { errorResult, runTest, type TestResult } from './driver.js';
import { LIMITS, MalformedError, parseScenario } from './parse.js';

export interface TestOutcome {
  readonly file: string;
  /** the test's name, or null for a problem with the file itself */
  readonly test: string | null;
  readonly result: TestResult;
}

export interface RunSummary {
  readonly passed: number;
  readonly failed: number;
  readonly unsupported: number;
  readonly outcomes: readonly TestOutcome[];
}

/**
 * The .json files a path names, one at a time: the file itself, or every .json file under a folder (sorted,
 * recursively). A folder that can't be read is reported where it comes, and the others are still searched.
 */
function* scenarioFiles(path: string, onError: (path: string, e: unknown) => void): Generator<string> {
  let entries;
  try {
    if (!statSync(path).isDirectory()) {
      yield path;
      return;
    }
    entries = readdirSync(path, { withFileTypes: true });
  } catch (e) {
    onError(path, e);
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = join(path, e.name);
    if (e.isDirectory()) yield* scenarioFiles(p, onError);
    else if (e.isFile() && e.name.endsWith('.json')) yield p;
  }
}

/** A file's text, read no further than the size limit (a file may be a device or a pipe that never ends). */
function readScenarioText(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const chunks: Buffer[] = [];
    const buf = Buffer.alloc(64 * 1024);
    let total = 0;
    for (;;) {
      const n = readSync(fd, buf, 0, buf.length, null);
      if (n === 0) break;
      total += n;
      if (total > LIMITS.fileBytes) throw new MalformedError(`the file is over the limit of ${LIMITS.fileBytes} bytes`);
      chunks.push(Buffer.from(buf.subarray(0, n)));
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** One line, whatever the message holds. */
const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' | ');

function line(o: TestOutcome): string {
  const name = o.test === null ? `${o.file} (file)` : `${o.file} ${o.test}`;
  switch (o.result.status) {
    case 'pass':
      return `PASS ${name}`;
    case 'fail':
      return `${o.result.error ? 'ERROR' : 'FAIL'} ${name}: ${oneLine(o.result.message)}`;
    case 'unsupported':
      return `UNSUPPORTED ${name}: ${oneLine(o.result.reasons.join('; '))}`;
  }
}

function runFile(file: string, emit: (o: TestOutcome) => void): void {
  const fileFails = (message: string) => emit({ file, test: null, result: { status: 'fail', message } });
  let text: string;
  try {
    if (statSync(file).size > LIMITS.fileBytes)
      return fileFails(`the file is over the limit of ${LIMITS.fileBytes} bytes`);
    text = readScenarioText(file);
  } catch (e) {
    return fileFails(e instanceof MalformedError ? e.message : `cannot read the file: ${errorText(e)}`);
  }
  let scenario;
  try {
    scenario = parseScenario(text, file);
  } catch (e) {
    // Not only a MalformedError: whatever reading the file throws is a problem of this file alone.
    return fileFails(`malformed scenario file: ${e instanceof MalformedError ? e.message : errorText(e)}`);
  }
  for (const t of scenario.tests) {
    if ('malformed' in t) {
      emit({ file, test: t.name, result: { status: 'fail', message: `malformed test: ${t.malformed}` } });
      continue;
    }
    let result: TestResult;
    try {
      result = runTest(scenario, t);
    } catch (e) {
      // runTest reports what the engine throws itself; this is the last guard, for the checks before the game.
      result = errorResult(e, []);
    }
    emit({ file, test: t.name, result });
  }
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export interface RunOptions {
  /** after each failed test's line, its game log (indented) */
  readonly log?: boolean;
  /** just before the summary line, each reason tests are unsupported with the number of tests it blocks */
  readonly blockers?: boolean;
}

/**
 * Runs the scenario files found under `paths` (files or folders) and writes one line per test to `out` as soon as
 * the test is done: `PASS <file> <test>`, `FAIL <file> <test>: <why>`, `ERROR <file> <test>: <what was thrown>` or
 * `UNSUPPORTED <file> <test>: <what>`, then a last line `N passed, N failed, N unsupported` (errors count as
 * failures). A file that can't be read or parsed counts as one failure; nothing stops the run.
 */
export function runScenarioPaths(
  paths: readonly string[],
  out: (line: string) => void,
  options: RunOptions = {},
): RunSummary {
  const outcomes: TestOutcome[] = [];
  const emit = (o: TestOutcome) => {
    outcomes.push(o);
    out(line(o));
    // `log`: a failed test's game log follows its line, indented, so the failure can be read against the game.
    if (options.log && o.result.status === 'fail') for (const entry of o.result.log ?? []) out(`    | ${entry}`);
  };
  try {
    loadCards();
  } catch (e) {
    // Reported as a failure; the tests still run with whatever cards did load (the others are unknown cards).
    emit({ file: '(cards)', test: null, result: { status: 'fail', message: `loading the cards: ${errorText(e)}` } });
  }
  const unreadable = (path: string, e: unknown) =>
    emit({ file: path, test: null, result: { status: 'fail', message: `cannot read: ${errorText(e)}` } });
  for (const path of paths) for (const f of scenarioFiles(path, unreadable)) runFile(f, emit);
  const count = (s: TestResult['status']) => outcomes.filter((o) => o.result.status === s).length;
  const summary = { passed: count('pass'), failed: count('fail'), unsupported: count('unsupported'), outcomes };
  if (options.blockers) for (const b of rankBlockers(outcomes)) out(`# ${b.tests} test(s): ${b.reason}`);
  out(`${summary.passed} passed, ${summary.failed} failed, ${summary.unsupported} unsupported`);
  return summary;
}

/** Why tests are unsupported, each reason with the number of tests it blocks, most first. */
export function rankBlockers(outcomes: readonly TestOutcome[]): { reason: string; tests: number }[] {
  const n = new Map<string, number>();
  for (const o of outcomes)
    if (o.result.status === 'unsupported') for (const r of new Set(o.result.reasons)) n.set(r, (n.get(r) ?? 0) + 1);
  return [...n]
    .map(([reason, tests]) => ({ reason, tests }))
    .sort((a, b) => b.tests - a.tests || (a.reason < b.reason ? -1 : 1));
}
