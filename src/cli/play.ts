// `lorekeeper play`: a human against the computer in the terminal, or (--watch, or no terminal on stdin) the
// computer against itself with the log printed as the game goes.
import { Option, type Command } from 'commander';
import { playGame } from '../ai/runner.js';
import { viewFor, type GameState, type LoggedEvent } from '../engine/index.js';
import { computerPlayer } from './computer.js';
import {
  checkFormat,
  deckOption,
  defaultDecks,
  FORMATS,
  seatConfig,
  seatNames,
  type Deck,
  type Format,
} from './decks.js';
import { CliError, EXIT_FAILURE } from './errors.js';
import { HUMAN, HumanGame, computerName, type HumanGameOptions } from './human-game.js';
import { terminalReader, type LineReader } from './input.js';
import { HELP, type Menu } from './menus.js';
import { clockSeed, collect, parsePlayerCount, parseSeed, playerSeed } from './options.js';
import { HUMAN_NAME, compactLog, logLine, renderBoard, resultLine } from './render.js';
import { addTableRuleOptions, gameRules, tableRuleFlags, type AttackChoice, type TableRules } from './table-rules.js';

interface PlayOptions {
  readonly deck?: string;
  readonly format: Format;
  /** the computer players' decks, seat by seat; the last one given plays the seats left */
  readonly opponent: readonly string[];
  readonly players: number;
  readonly seed?: number;
  readonly watch?: boolean;
  readonly fullControl?: boolean;
  readonly attack: AttackChoice;
  readonly range?: number;
}

/** Games the computer plays alone stop here, as in `sim`: two computer players can stall forever. */
const MAX_WATCH_TURNS = 100;
/** How many recent log lines to show above a decision. */
const RECENT_LINES = 30;

const print = (text = ''): void => {
  process.stdout.write(`${text}\n`);
};

export function registerPlay(program: Command): void {
  const cmd = program
    .command('play')
    .description('play a game against the computer in the terminal')
    .option(
      '--deck <file|name>',
      'your deck: a built-in deck name or a deck file (MTG Arena format; default mono-red, or commander-gruul)',
    )
    .option(
      '--opponent <file|name>',
      "the computer's deck (give it once for each computer player; the last one plays the seats left)",
      collect,
      [],
    )
    .addOption(
      new Option('--format <format>', 'constructed, or commander (CR 903: Commander decks, 40 life)')
        .choices(FORMATS)
        .default('constructed'),
    )
    .option(
      '--players <n>',
      'players at the table, you and 1 to 5 computer players (free-for-all, CR 806)',
      parsePlayerCount,
      2,
    )
    .option(
      '--seed <n>',
      'game seed, 0 to 4294967295 (default: from the clock; printed so the game can be replayed)',
      parseSeed,
    )
    .option('--watch', 'the computer plays both sides and the log is printed (the default without a terminal)')
    .option('--full-control', 'be asked at every priority, even when you can only pass (the command full switches it)');
  addTableRuleOptions(cmd).action(async (opts: PlayOptions) => {
    const defaults = defaultDecks(opts.format);
    const theirs = opts.opponent.length > 0 ? opts.opponent : [defaults[1]!];
    const decks: [Deck, Deck, ...Deck[]] = [
      deckOption(opts.deck ?? defaults[0]!),
      ...Array.from({ length: opts.players - 1 }, (_, k) => deckOption(theirs[Math.min(k, theirs.length - 1)]!)),
    ] as [Deck, Deck, ...Deck[]];
    checkFormat(decks, opts.format);
    const seed = opts.seed ?? clockSeed();
    if (!opts.watch && !process.stdin.isTTY)
      process.stderr.write('stdin is not a terminal: the computer plays both sides (--watch)\n');
    const rules: TableRules = { attack: opts.attack, ...(opts.range === undefined ? {} : { range: opts.range }) };
    if (opts.watch || !process.stdin.isTTY) watch(decks, seed, opts.format, rules);
    else
      process.exitCode = await playInteractive(decks, seed, terminalReader(process.stdin, process.stdout), {
        fullControl: opts.fullControl ?? false,
        format: opts.format,
        rules,
      });
  });
}

function replayHint(
  decks: readonly Deck[],
  seed: number,
  watching: boolean,
  format: Format,
  rules: TableRules = {},
): string {
  const flags = [`--seed ${seed}`];
  const defaults = defaultDecks(format);
  if (format !== 'constructed') flags.push(`--format ${format}`);
  if (decks.length !== 2) flags.push(`--players ${decks.length}`);
  flags.push(...tableRuleFlags(rules));
  if (decks[0]!.label !== defaults[0]) flags.push(`--deck ${decks[0]!.list.name}`);
  if (decks.slice(1).some((d) => d.label !== defaults[1]))
    for (const d of decks.slice(1)) flags.push(`--opponent ${d.list.name}`);
  return `Seed ${seed} (replay: lorekeeper play ${watching ? '--watch ' : ''}${flags.join(' ')})`;
}

/** The computer plays both sides; every event is printed as it happens. */
function watch(decks: readonly Deck[], seed: number, format: Format, rules: TableRules): void {
  const names = seatNames(decks);
  print(names.join(' vs '));
  print(replayHint(decks, seed, true, format, rules));
  let result;
  try {
    result = playGame(
      {
        seed,
        ...(format === 'commander' ? { variant: 'commander' as const } : {}),
        ...gameRules(rules),
        players: decks.map((d, i) => seatConfig(d, names[i]!, format)),
      },
      decks.map((_, i) => computerPlayer(playerSeed(seed, i))),
      {
        maxTurns: MAX_WATCH_TURNS,
        onEvents: (events, state) => {
          for (const line of compactLog(state, events, '')) print(line);
        },
      },
    );
  } catch (e) {
    throw new CliError(
      `the game with seed ${seed} failed: ${e instanceof Error ? e.message : String(e)}`,
      EXIT_FAILURE,
    );
  }
  print();
  print(result.capped ? `Stopped at the ${MAX_WATCH_TURNS}-turn limit: no winner` : resultLine(result.state));
  print(`Turns: ${result.turns} · decisions: ${result.decisions}`);
}

function printMenu(menu: Menu): void {
  print();
  print(menu.title);
  for (const line of menu.info) print(`  ${line}`);
  for (const e of menu.entries) print(`  ${e.key.padStart(2)}) ${e.label}`);
  print(menu.hint);
}

/** The log since the player last looked, folded and cut to the last lines. */
function printRecent(view: GameState, events: readonly LoggedEvent[]): void {
  const lines = compactLog(view, events);
  if (lines.length === 0) return;
  print();
  if (lines.length > RECENT_LINES) print(`… ${lines.length - RECENT_LINES} earlier lines (type l for the full log)`);
  for (const line of lines.slice(-RECENT_LINES)) print(`  ${line}`);
}

/**
 * The interactive game. The human is seat 0 and decides through menus; the computer answers for seat 1. Returns the
 * exit code.
 */
export async function playInteractive(
  decks: readonly [Deck, Deck, ...Deck[]],
  seed: number,
  reader: LineReader,
  options: HumanGameOptions = {},
): Promise<number> {
  print(
    decks.length === 2
      ? `You (${decks[0].label}) vs the computer (${decks[1].label})`
      : `You (${decks[0].label}) vs ${decks
          .slice(1)
          .map((d, k) => `${computerName(k + 1, decks.length)} (${d.label})`)
          .join(', ')}: free-for-all, the last player in the game wins`,
  );
  print(replayHint(decks, seed, false, options.format ?? 'constructed', options.rules));
  print('Type h at any prompt for help.');
  try {
    const game = new HumanGame(decks, seed, options);
    while (game.decision) {
      const c = game.decision;
      const view = game.view();
      // Before the game there is nothing on the table, and the mulligan menu shows the hand itself.
      if (c.kind !== 'mulligan') {
        print();
        print(renderBoard(view, HUMAN));
      }
      printRecent(view, game.unseen());
      printMenu(game.menu()!);
      // Ask until the engine accepts an answer.
      for (;;) {
        const line = await reader.read('> ');
        if (line === null) {
          print(reader.interrupted ? '\nInterrupted: you concede.' : '\nEnd of input: you concede.');
          game.concede();
          printEnd(game, false);
          return reader.interrupted ? 130 : 0;
        }
        const outcome = game.input(line);
        if (outcome.kind === 'error') print(outcome.message);
        else if (outcome.kind === 'info') print(outcome.text);
        else if (outcome.kind === 'takenBack') {
          // The board as it was then, and the decision asked again.
          print(outcome.text);
          break;
        } else if (outcome.kind === 'help') print(HELP);
        else if (outcome.kind === 'log') for (const e of game.log) print(`  ${logLine(view, e)}`);
        else if (outcome.kind === 'quit') {
          printEnd(game, false);
          return 0;
        } else break;
      }
    }
    printEnd(game, true);
    return 0;
  } finally {
    reader.close();
  }
}

/** The rest of the log and the result; with `board`, the final board first. */
function printEnd(game: HumanGame, board: boolean): void {
  const view = viewFor(game.state, HUMAN);
  if (board) {
    print();
    print(renderBoard(view, HUMAN));
    printRecent(view, game.unseen());
    print();
  } else for (const line of compactLog(view, game.unseen())) print(`  ${line}`);
  print(resultLine(game.state, HUMAN_NAME));
  print(replayHint(game.decks, game.seed, false, game.format, game.rules));
}
