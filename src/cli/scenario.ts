// `lorekeeper scenario PATH...`: runs scenario files (xmage-scenario/1, see src/scenario/README.md) and prints one
// line per test as soon as it is done, and a summary last; exit status 1 if any test failed.
import type { Command } from 'commander';
import { runScenarioPaths } from '../scenario/index.js';

export function registerScenario(program: Command): void {
  program
    .command('scenario')
    .description('run scenario tests (files or folders of .json)')
    .argument('<paths...>', 'scenario files or folders')
    .option('--blockers', 'also list why tests are unsupported, with how many tests each reason blocks')
    .option('--log', "print each failed test's game log after its FAIL line")
    .action((paths: string[], opts: { blockers?: boolean; log?: boolean }) => {
      const summary = runScenarioPaths(paths, (l) => process.stdout.write(`${l}\n`), {
        log: opts.log === true,
        blockers: opts.blockers === true,
      });
      if (summary.failed > 0) process.exitCode = 1;
    });
}
