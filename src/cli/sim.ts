// `lorekeeper sim`: many games between computer players, and what came of them.
import { Option, type Command } from 'commander';
import { addTableRuleOptions, type AttackChoice } from './table-rules.js';
import cliProgress from 'cli-progress';
import { GameFailure, defaultWorkers, moduleBeside, playGames } from '../ai/parallel.js';
import { HEURISTIC_AVAILABLE, PLAYER_KINDS, type PlayerKind } from './computer.js';
import { checkFormat, deckOption, defaultDecks, FORMATS, seatConfig, seatNames, type Format } from './decks.js';
import { CliError, EXIT_FAILURE, EXIT_USAGE } from './errors.js';
import { collect, parsePlayerCount, parsePositiveInt, parseSeed, seedRunError } from './options.js';
import { MAX_TURNS, type SimGames } from './sim-games.js';

export { MAX_TURNS };

interface SimOptions {
  readonly games: number;
  readonly seed: number;
  readonly deck: readonly string[];
  readonly json?: boolean;
  /** seats at the table (CR 800.1: more than two is a multiplayer game) */
  readonly players: number;
  readonly ai: PlayerKind;
  readonly format: Format;
  readonly workers?: number;
  readonly attack: AttackChoice;
  readonly range?: number;
}

/** The figures `sim --json` prints, one object. */
export interface SimReport {
  readonly games: number;
  readonly seed: number;
  readonly decks: readonly string[];
  readonly wins: readonly number[];
  /** games that ended without a winner (CR 104.4a) */
  readonly draws: number;
  /** games stopped at the turn limit */
  readonly capped: number;
  readonly winRates: readonly number[];
  readonly avgTurns: number;
  readonly avgDecisions: number;
  readonly gamesPerSecond: number;
  /** the threads that played the games; every figure but gamesPerSecond is the same for any number */
  readonly workers: number;
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

export function registerSim(program: Command): void {
  const cmd = program
    .command('sim')
    .description('play games between computer players and report wins, turns and speed')
    .requiredOption('--games <n>', 'number of games', parsePositiveInt)
    .option('--seed <n>', 'seed of the first game (0 to 4294967295); game i uses seed + i', parseSeed, 1)
    .addOption(
      new Option('--deck <file|name>', 'a deck, given once for each seat in seat order')
        .argParser(collect)
        .default(
          [],
          'mono-red, mono-green, ... in turn (commander-gruul, commander-orzhov, ... with --format commander)',
        ),
    )
    .addOption(
      new Option('--format <format>', 'constructed, or commander (CR 903: Commander decks, 40 life)')
        .choices(FORMATS)
        .default('constructed'),
    )
    .option('--players <n>', 'players at the table, 2 to 6 (a free-for-all game, CR 806)', parsePlayerCount, 2)
    .option('--json', 'print one JSON object with the figures and nothing else on stdout')
    .addOption(new Option('--ai <kind>', 'the computer players').choices(PLAYER_KINDS).default('heuristic'))
    .addOption(
      new Option('--workers <n>', 'threads playing games at once (at most one per game)')
        .argParser(parsePositiveInt)
        .default(undefined, 'one per CPU core'),
    );
  addTableRuleOptions(cmd).action(async (opts: SimOptions) => {
    if (opts.deck.length > opts.players)
      throw new CliError(
        `give --deck at most ${opts.players} times (one for each seat; --players sets the seats)`,
        EXIT_USAGE,
      );
    const seeds = seedRunError(opts.seed, opts.games);
    if (seeds !== null) throw new CliError(seeds, EXIT_USAGE);
    if (opts.ai === 'heuristic' && !HEURISTIC_AVAILABLE && cmd.getOptionValueSource('ai') === 'cli')
      process.stderr.write('the heuristic player is not available yet: using the random player\n');
    const report = await simulate(opts);
    if (opts.json) process.stdout.write(`${JSON.stringify(report)}\n`);
    else process.stdout.write(`${summary(report, opts.ai)}\n`);
  });
}

async function simulate(opts: SimOptions): Promise<SimReport> {
  const defaults = defaultDecks(opts.format);
  const decks = Array.from({ length: opts.players }, (_, i) =>
    deckOption(opts.deck[i] ?? defaults[i % defaults.length]!),
  );
  checkFormat(decks, opts.format);
  const names = seatNames(decks);
  const workers = Math.min(opts.workers ?? defaultWorkers(opts.games), opts.games);
  const games: SimGames = {
    seed: opts.seed,
    seats: decks.map((d, k) => seatConfig(d, names[k]!, opts.format)),
    players: opts.ai,
    commander: opts.format === 'commander',
    rules: { attack: opts.attack, ...(opts.range === undefined ? {} : { range: opts.range }) },
  };
  const bar = opts.json
    ? null
    : new cliProgress.SingleBar(
        {
          stream: process.stderr,
          format: 'sim |{bar}| {value}/{total} games · {duration_formatted} elapsed · {eta_formatted} left',
          hideCursor: true,
          clearOnComplete: true,
        },
        cliProgress.Presets.shades_classic,
      );
  bar?.start(opts.games, 0);
  const wins = decks.map(() => 0);
  let draws = 0;
  let capped = 0;
  let turns = 0;
  let decisions = 0;
  const started = performance.now();
  let results;
  try {
    results = await playGames({
      module: moduleBeside(import.meta.url, './sim-games'),
      options: games,
      workers,
      count: opts.games,
      onGame: () => bar?.increment(),
    });
  } catch (e) {
    bar?.stop();
    if (!(e instanceof GameFailure)) throw e;
    throw new CliError(`game ${e.index + 1} (seed ${opts.seed + e.index}) failed: ${e.message}`, EXIT_FAILURE);
  }
  const seconds = (performance.now() - started) / 1000;
  bar?.stop();
  // Summed in game order, so the figures don't depend on which game finished first.
  for (const r of results) {
    if (r.capped) capped++;
    else if (r.winner === null) draws++;
    else wins[r.winner] = (wins[r.winner] ?? 0) + 1;
    turns += r.turns;
    decisions += r.decisions;
  }
  return {
    games: opts.games,
    seed: opts.seed,
    decks: names,
    wins,
    draws,
    capped,
    winRates: wins.map((w) => round(w / opts.games, 4)),
    avgTurns: round(turns / opts.games, 2),
    avgDecisions: round(decisions / opts.games, 1),
    gamesPerSecond: round(opts.games / Math.max(seconds, 1e-9), 1),
    workers,
  };
}

function summary(r: SimReport, players: PlayerKind): string {
  const width = Math.max(...r.decks.map((d) => d.length));
  const kind = players === 'heuristic' && !HEURISTIC_AVAILABLE ? 'random (heuristic not available yet)' : players;
  return [
    `Games: ${r.games} (seeds ${r.seed}..${r.seed + r.games - 1}, ${kind} players)`,
    ...r.decks.map(
      (d, i) =>
        `  ${d.padEnd(width)}  ${String(r.wins[i]).padStart(5)} ${r.wins[i] === 1 ? 'win ' : 'wins'}  ${(100 * r.winRates[i]!).toFixed(1)}%`,
    ),
    `  draws: ${r.draws} · stopped at ${MAX_TURNS} turns: ${r.capped}`,
    `Average turns: ${r.avgTurns} · average decisions per game: ${r.avgDecisions}`,
    `Speed: ${r.gamesPerSecond} games/s (${r.workers} ${r.workers === 1 ? 'thread' : 'worker threads'})`,
  ].join('\n');
}
