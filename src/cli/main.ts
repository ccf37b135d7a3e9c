// The `lorekeeper` command line. Each subcommand lives in its own module and registers itself here.
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { loadCards } from '../cards/index.js';
import { CliError, EXIT_USAGE } from './errors.js';
import { registerPlay } from './play.js';
import { registerSim } from './sim.js';
import { registerCards } from './cards.js';
import { registerDecks } from './decks-coverage.js';
import { registerScenario } from './scenario.js';
import { registerReplay } from './replay.js';
import { registerServe } from './serve.js';

/** Add a subcommand: write `registerX(program)` in its own module and list it here. */
const SUBCOMMANDS: readonly ((program: Command) => void)[] = [
  registerPlay,
  registerServe,
  registerReplay,
  registerSim,
  registerScenario,
  registerCards,
  registerDecks,
];

function version(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    if (pkg && typeof pkg === 'object' && 'version' in pkg && typeof pkg.version === 'string') return pkg.version;
  } catch {
    // Run from an unusual layout: the version is only informative.
  }
  return 'unknown';
}

export function buildProgram(): Command {
  const program = new Command('lorekeeper')
    .description(
      'Lorekeeper: a Magic: The Gathering rules engine — play and simulate games in the terminal or a browser',
    )
    .version(version())
    .showHelpAfterError()
    // Throw instead of exiting, so that usage errors get exit code 2 like the other input errors.
    .exitOverride();
  for (const register of SUBCOMMANDS) register(program);
  return program;
}

async function main(argv: readonly string[]): Promise<number> {
  // A reader that stops early (`lorekeeper play --watch | head`) closes the pipe: that's not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    throw e;
  });
  loadCards();
  try {
    await buildProgram().parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : EXIT_USAGE;
    if (e instanceof CliError) {
      process.stderr.write(`lorekeeper: ${e.message}\n`);
      return e.exitCode;
    }
    throw e;
  }
}

process.exitCode = await main(process.argv);
