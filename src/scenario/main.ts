// Runs scenario files from the command line, before (and besides) `lorekeeper scenario`:
//   node dist/scenario/main.js [--blockers] [--log] PATH...
// Each test's line is printed as soon as the test is done, the summary last. Exit status: 0 when no test failed,
// 1 when one did, 2 on a usage error. `--blockers` also lists, before the summary line, why tests are unsupported
// with how many tests each reason blocks; `--log` prints each failed test's game log after its FAIL line.
import { runScenarioPaths } from './runner.js';

function main(argv: readonly string[]): number {
  const blockers = argv.includes('--blockers');
  const log = argv.includes('--log');
  const paths = argv.filter((a) => a !== '--blockers' && a !== '--log');
  if (paths.length === 0 || paths.some((p) => p.startsWith('-'))) {
    process.stderr.write('usage: node dist/scenario/main.js [--blockers] [--log] PATH...\n');
    return 2;
  }
  const summary = runScenarioPaths(paths, (l) => process.stdout.write(`${l}\n`), { log, blockers });
  return summary.failed > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
