// `lorekeeper scenario PATH...`: runs scenario files (xmage-scenario/1, see src/scenario/README.md) and prints one
// line per test and a summary; exit status 1 if any test failed.
import type { Command } from 'commander';
import { rankBlockers, runScenarioPaths } from '../scenario/index.js';

export function registerScenario(program: Command): void {
  program
    .command('scenario')
    .description('run scenario tests (files or folders of .json)')
    .argument('<paths...>', 'scenario files or folders')
    .option('--blockers', 'also list why tests are unsupported, with how many tests each reason blocks')
    .option('--log', "print each failed test's game log after its FAIL line")
    .action((paths: string[], opts: { blockers?: boolean; log?: boolean }) => {
      const lines: string[] = [];
      const summary = runScenarioPaths(paths, (l) => lines.push(l), { log: opts.log === true });
      const last = lines.pop();
      for (const l of lines) process.stdout.write(`${l}\n`);
      if (opts.blockers)
        for (const b of rankBlockers(summary.outcomes)) process.stdout.write(`# ${b.tests} test(s): ${b.reason}\n`);
      process.stdout.write(`${last ?? ''}\n`);
      if (summary.failed > 0) process.exitCode = 1;
    });
}
