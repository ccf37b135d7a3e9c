// The reference data's example scenario files (../shared/scenarios/examples beside the checkout, or under the folder
// the LOREKEEPER_REFERENCE variable names, for a clone elsewhere), run through the scenario runner once per test worker and file, so rules tests can
// check that the example a mechanism was built for passes.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runScenarioPaths } from '../../src/scenario/index.js';

const CANDIDATES = [
  ...(process.env.LOREKEEPER_REFERENCE ? [`${process.env.LOREKEEPER_REFERENCE}/scenarios/examples/`] : []),
  fileURLToPath(new URL('../../../shared/scenarios/examples/', import.meta.url)),
];
export const EXAMPLES = CANDIDATES.find((d) => existsSync(d)) ?? CANDIDATES[0]!;
export const TRANSFORM_EXAMPLES = 'org__mage__test__cards__abilities__keywords__TransformTest.json';

const runs = new Map<string, string[]>();

/** The runner's output line for one test of an example file (`PASS …`, `FAIL …: why`, `UNSUPPORTED …`). */
export function exampleLine(file: string, test: string): string {
  if (!existsSync(EXAMPLES))
    throw new Error(
      `the example scenarios of the reference data are not in ${CANDIDATES.join(' nor in ')}: these tests run them`,
    );
  let lines = runs.get(file);
  if (!lines) {
    const out: string[] = [];
    runScenarioPaths([`${EXAMPLES}${file}`], (l) => out.push(l));
    runs.set(file, (lines = out));
  }
  return lines.find((l) => l.endsWith(` ${test}`) || l.includes(` ${test}:`)) ?? `no line for ${test}`;
}
