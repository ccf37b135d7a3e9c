// Runs scenario files: every test of every .json file found under the given paths, one output line per test and a
// summary line last. A file that can't be read or parsed is reported (as one failure) and the run goes on.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadCards } from '../cards/index.js';
import { runTest, type TestResult } from './driver.js';
import { MalformedError, parseScenario } from './parse.js';

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

/** The .json files a path names: the file itself, or every .json file under a folder (sorted, recursively). */
function scenarioFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((e) => {
      const p = join(path, e.name);
      if (e.isDirectory()) return scenarioFiles(p);
      return e.isFile() && e.name.endsWith('.json') ? [p] : [];
    });
}

/** One line, whatever the message holds. */
const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' | ');

function line(o: TestOutcome): string {
  const name = o.test === null ? `${o.file} (file)` : `${o.file} ${o.test}`;
  switch (o.result.status) {
    case 'pass':
      return `PASS ${name}`;
    case 'fail':
      return `FAIL ${name}: ${oneLine(o.result.message)}`;
    case 'unsupported':
      return `UNSUPPORTED ${name}: ${oneLine(o.result.reasons.join('; '))}`;
  }
}

function runFile(file: string, emit: (o: TestOutcome) => void): void {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    emit({ file, test: null, result: { status: 'fail', message: `cannot read the file: ${errorText(e)}` } });
    return;
  }
  let scenario;
  try {
    scenario = parseScenario(text, file);
  } catch (e) {
    if (!(e instanceof MalformedError)) throw e;
    emit({ file, test: null, result: { status: 'fail', message: `malformed scenario file: ${e.message}` } });
    return;
  }
  for (const t of scenario.tests) {
    if ('malformed' in t) {
      emit({ file, test: t.name, result: { status: 'fail', message: `malformed test: ${t.malformed}` } });
      continue;
    }
    emit({ file, test: t.name, result: runTest(scenario, t) });
  }
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * Runs the scenario files found under `paths` (files or folders) and writes one line per test to `out`:
 * `PASS <file> <test>`, `FAIL <file> <test>: <why>` or `UNSUPPORTED <file> <test>: <what>`, then a last line
 * `N passed, N failed, N unsupported`. A file that can't be read or parsed counts as one failure.
 */
export function runScenarioPaths(
  paths: readonly string[],
  out: (line: string) => void,
  options: { readonly log?: boolean } = {},
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
  for (const path of paths) {
    let files: string[];
    try {
      files = scenarioFiles(path);
    } catch (e) {
      emit({ file: path, test: null, result: { status: 'fail', message: `cannot read: ${errorText(e)}` } });
      continue;
    }
    for (const f of files) runFile(f, emit);
  }
  const count = (s: TestResult['status']) => outcomes.filter((o) => o.result.status === s).length;
  const summary = { passed: count('pass'), failed: count('fail'), unsupported: count('unsupported'), outcomes };
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
