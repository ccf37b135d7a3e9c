// `lorekeeper sim`: many games between computer players, and what came of them.
import { Option, type Command } from 'commander';
import cliProgress from 'cli-progress';
import { playGame } from '../ai/runner.js';
import { HEURISTIC_AVAILABLE, PLAYER_KINDS, computerPlayer, type PlayerKind } from './computer.js';
import { deckOption, seatNames } from './decks.js';
import { CliError, EXIT_FAILURE, EXIT_USAGE } from './errors.js';
import { collect, parsePositiveInt, parseSeed, playerSeed } from './options.js';

/** Games still going after this many turns are stopped and counted as capped. */
export const MAX_TURNS = 100;
const DEFAULT_DECKS = ['mono-red', 'mono-green'] as const;

interface SimOptions {
  readonly games: number;
  readonly seed: number;
  readonly deck: readonly string[];
  readonly json?: boolean;
  readonly players: PlayerKind;
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
}

const round = (x: number, digits: number): number => Number(x.toFixed(digits));

export function registerSim(program: Command): void {
  program
    .command('sim')
    .description('play games between computer players and report wins, turns and speed')
    .requiredOption('--games <n>', 'number of games', parsePositiveInt)
    .option('--seed <n>', 'seed of the first game; game i uses seed + i', parseSeed, 1)
    .addOption(
      new Option('--deck <file|name>', 'a deck, given once for each seat')
        .argParser(collect)
        .default([], DEFAULT_DECKS.join(' and ')),
    )
    .option('--json', 'print one JSON object with the figures and nothing else on stdout')
    .addOption(new Option('--players <kind>', 'the computer players').choices(PLAYER_KINDS).default('heuristic'))
    .action((opts: SimOptions, cmd: Command) => {
      if (opts.deck.length > 2) throw new CliError('give --deck at most twice (one for each seat)', EXIT_USAGE);
      if (opts.players === 'heuristic' && !HEURISTIC_AVAILABLE && cmd.getOptionValueSource('players') === 'cli')
        process.stderr.write('the heuristic player is not available yet: using the random player\n');
      const report = simulate(opts);
      if (opts.json) process.stdout.write(`${JSON.stringify(report)}\n`);
      else process.stdout.write(`${summary(report, opts.players)}\n`);
    });
}

function simulate(opts: SimOptions): SimReport {
  const decks = DEFAULT_DECKS.map((d, i) => deckOption(opts.deck[i] ?? d));
  const names = seatNames(decks);
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
  for (let i = 0; i < opts.games; i++) {
    const seed = opts.seed + i;
    let r;
    try {
      // Deck A always sits in seat 0; who starts is chosen by the game's seeded RNG (CR 103.1).
      r = playGame(
        { seed, players: decks.map((d, k) => ({ name: names[k]!, library: d.list.main })) },
        decks.map((_, k) => computerPlayer(playerSeed(seed, k), opts.players)),
        { maxTurns: MAX_TURNS },
      );
    } catch (e) {
      bar?.stop();
      const why = e instanceof Error ? e.message : String(e);
      throw new CliError(`game ${i + 1} (seed ${seed}) failed: ${why}`, EXIT_FAILURE);
    }
    if (r.capped) capped++;
    else if (r.winner === null) draws++;
    else wins[r.winner] = (wins[r.winner] ?? 0) + 1;
    turns += r.turns;
    decisions += r.decisions;
    bar?.increment();
  }
  const seconds = (performance.now() - started) / 1000;
  bar?.stop();
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
    `Speed: ${r.gamesPerSecond} games/s`,
  ].join('\n');
}
