// `lorekeeper play`: a human against the computer in the terminal, or (--watch, or no terminal on stdin) the
// computer against itself with the log printed as the game goes.
import type { Command } from 'commander';
import { playGame } from '../ai/runner.js';
import { apply, createGame, viewFor, type GameState, type LoggedEvent, type PlayerId } from '../engine/index.js';
import { computerPlayer } from './computer.js';
import { deckOption, seatNames, type Deck } from './decks.js';
import { CliError, EXIT_FAILURE } from './errors.js';
import { terminalReader, type LineReader } from './input.js';
import { HELP, buildMenu, decisionView, parseInput, type Menu } from './menus.js';
import { clockSeed, parseSeed, playerSeed } from './options.js';
import { HUMAN_NAME, compactLog, logLine, renderBoard, resultLine } from './render.js';

interface PlayOptions {
  readonly deck: string;
  readonly opponent: string;
  readonly seed?: number;
  readonly watch?: boolean;
}

/** Games the computer plays alone stop here, as in `sim`: two computer players can stall forever. */
const MAX_WATCH_TURNS = 100;
/** How many recent log lines to show above a decision. */
const RECENT_LINES = 30;

const HUMAN: PlayerId = 0;
const COMPUTER: PlayerId = 1;
const COMPUTER_NAME = 'Computer';

const print = (text = ''): void => {
  process.stdout.write(`${text}\n`);
};

export function registerPlay(program: Command): void {
  program
    .command('play')
    .description('play a game against the computer in the terminal')
    .option('--deck <file|name>', 'your deck: a built-in deck name or a deck file (MTG Arena format)', 'mono-red')
    .option('--opponent <file|name>', "the computer's deck", 'mono-green')
    .option('--seed <n>', 'game seed (default: from the clock; printed so the game can be replayed)', parseSeed)
    .option('--watch', 'the computer plays both sides and the log is printed (the default without a terminal)')
    .action(async (opts: PlayOptions) => {
      const decks = [deckOption(opts.deck), deckOption(opts.opponent)] as const;
      const seed = opts.seed ?? clockSeed();
      if (!opts.watch && !process.stdin.isTTY)
        process.stderr.write('stdin is not a terminal: the computer plays both sides (--watch)\n');
      if (opts.watch || !process.stdin.isTTY) watch(decks, seed);
      else process.exitCode = await playInteractive(decks, seed, terminalReader(process.stdin, process.stdout));
    });
}

function replayHint(decks: readonly Deck[], seed: number, watching: boolean): string {
  const flags = [`--seed ${seed}`];
  if (decks[0]!.label !== 'mono-red') flags.push(`--deck ${decks[0]!.list.name}`);
  if (decks[1]!.label !== 'mono-green') flags.push(`--opponent ${decks[1]!.list.name}`);
  return `Seed ${seed} (replay: lorekeeper play ${watching ? '--watch ' : ''}${flags.join(' ')})`;
}

/** The computer plays both sides; every event is printed as it happens. */
function watch(decks: readonly [Deck, Deck], seed: number): void {
  const names = seatNames(decks);
  print(`${names[0]} vs ${names[1]}`);
  print(replayHint(decks, seed, true));
  let result;
  try {
    result = playGame(
      {
        seed,
        players: decks.map((d, i) => ({ name: names[i]!, library: d.list.main })),
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
  menu.entries.forEach((e, i) => print(`  ${String(i + 1).padStart(2)}) ${e.label}`));
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
export async function playInteractive(decks: readonly [Deck, Deck], seed: number, reader: LineReader): Promise<number> {
  print(`You (${decks[0].label}) vs the computer (${decks[1].label})`);
  print(replayHint(decks, seed, false));
  print('Type h at any prompt for help.');
  const created = createGame({
    seed,
    players: [
      // The engine passes priority for the human when passing or making mana is all they could do (CR 117): a
      // turn would otherwise ask a dozen questions with one sensible answer. Every other decision is theirs.
      { name: HUMAN_NAME, library: decks[0].list.main, autoPass: true },
      { name: COMPUTER_NAME, library: decks[1].list.main },
    ],
  });
  let state = created.state;
  const log: LoggedEvent[] = [...created.events];
  let seen = 0;
  const computer = computerPlayer(playerSeed(seed, COMPUTER));
  const record = (events: readonly LoggedEvent[]) => {
    for (const e of events) log.push(e);
  };
  /** The turn the human asked (with `e`) to pass priority through, until something happens. */
  let passingTurn: number | null = null;

  try {
    while (!state.over && state.pending) {
      const c = state.pending;
      if (c.player !== HUMAN) {
        const answer = computer.decide(c, () => viewFor(state, c.player));
        const r = apply(state, c.player, answer);
        if (!r.ok)
          throw new CliError(
            `the computer gave an illegal answer ${JSON.stringify(answer)}: ${r.error.message} (seed ${seed})`,
            EXIT_FAILURE,
          );
        state = r.state;
        record(r.events);
        continue;
      }
      if (passingTurn !== null) {
        // The player's own standing order, not a guess: it lapses at the first spell or ability on the stack, at any
        // decision other than priority, and when the turn ends.
        if (c.kind === 'priority' && state.turn.number === passingTurn && state.stack.length === 0) {
          state = passPriority(state);
          continue;
        }
        passingTurn = null;
      }
      const view = decisionView(state, HUMAN);
      // Before the game there is nothing on the table, and the mulligan menu shows the hand itself.
      if (c.kind !== 'mulligan') {
        print();
        print(renderBoard(view, HUMAN));
      }
      printRecent(view, log.slice(seen));
      seen = log.length;
      printMenu(buildMenu(view, c));
      // Ask until the engine accepts an answer.
      for (;;) {
        const line = await reader.read('> ');
        if (line === null) {
          print(reader.interrupted ? '\nInterrupted: you concede.' : '\nEnd of input: you concede.');
          concede(state);
          return reader.interrupted ? 130 : 0;
        }
        const parsed = parseInput(view, c, line);
        if (parsed.kind === 'error') {
          print(parsed.message);
          continue;
        }
        if (parsed.kind === 'command') {
          if (parsed.command === 'help') print(HELP);
          else if (parsed.command === 'log') for (const e of log) print(`  ${logLine(view, e)}`);
          else if (parsed.command === 'passTurn') {
            if (c.kind !== 'priority') {
              print('e passes priority: use it when you have priority.');
              continue;
            }
            passingTurn = state.turn.number;
            state = passPriority(state);
            break;
          } else {
            concede(state);
            return 0;
          }
          continue;
        }
        const r = apply(state, HUMAN, parsed.answer);
        if (!r.ok) {
          print(r.error.message);
          continue;
        }
        state = r.state;
        record(r.events);
        break;
      }
    }
    const view = viewFor(state, HUMAN);
    print();
    print(renderBoard(view, HUMAN));
    printRecent(view, log.slice(seen));
    print();
    print(resultLine(state, HUMAN_NAME));
    print(replayHint(decks, seed, false));
    return 0;
  } finally {
    reader.close();
  }

  function passPriority(s: GameState): GameState {
    const r = apply(s, HUMAN, { kind: 'pass' });
    if (!r.ok) throw new CliError(`passing priority failed: ${r.error.message} (seed ${seed})`, EXIT_FAILURE);
    record(r.events);
    return r.state;
  }

  /** CR 104.3a: the human leaves the game; the rest of the log and the result are shown. */
  function concede(s: GameState): void {
    const r = apply(s, HUMAN, { kind: 'concede' });
    if (!r.ok) return;
    const view = viewFor(r.state, HUMAN);
    for (const line of compactLog(view, [...log.slice(seen), ...r.events])) print(`  ${line}`);
    print(resultLine(r.state, HUMAN_NAME));
    print(replayHint(decks, seed, false));
  }
}
