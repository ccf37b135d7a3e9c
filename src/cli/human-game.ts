// A game between a person (seat 0) and the computer (seat 1), driven by what the person types: the terminal (`play`)
// and the browser (`serve`) both run their games through it, so a line typed means the same in both. It asks the
// person only where it matters (stops.ts): priority is passed for them elsewhere, and mana is paid for them when it
// can be; it keeps their settings (stops, full control, manual payment), their standing orders to pass (e, t) and the
// keys of their options, which stay the same all turn (labels.ts).
import type { Player } from '../ai/player.js';
import { gameRules, type TableRules } from './table-rules.js';
import {
  apply,
  createGame,
  eventsFor,
  viewFor,
  type Answer,
  type GameError,
  type GameState,
  type LoggedEvent,
  type PendingChoice,
  type PlayerId,
} from '../engine/index.js';
import { showText } from './card-text.js';
import { parseCommand, type Command } from './commands.js';
import { computerPlayer } from './computer.js';
import { seatConfig, type Deck, type Format } from './decks.js';
import { CliError, EXIT_FAILURE } from './errors.js';
import { KeyBook } from './labels.js';
import { buildMenu, decisionView, parseInput, type Menu, type MenuOptions } from './menus.js';
import { playerSeed } from './options.js';
import { HUMAN_NAME } from './render.js';
import { replayEntry, replayJournal, type JournalEntry } from './journal.js';
import { Pilot, type PilotOptions } from './pilot.js';
import { STOP_STEP_NAMES, stopsText, type StopTable } from './stops.js';

export const HUMAN: PlayerId = 0;
export const COMPUTER: PlayerId = 1;
export const COMPUTER_NAME = 'Computer';

/** The name of the computer player in seat `p` of a game of `n` players: "Computer" facing the person alone, else
 * "Computer 1", "Computer 2", ... in seat order. */
export function computerName(p: PlayerId, n: number): string {
  return n === 2 ? COMPUTER_NAME : `${COMPUTER_NAME} ${p}`;
}

/** What came of a line the person typed. */
export type InputOutcome =
  | { readonly kind: 'answered' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'help' }
  | { readonly kind: 'log' }
  /** an answer to a command that asks nothing of the game (show, stops, ...), to show the person */
  | { readonly kind: 'info'; readonly text: string }
  /** the game was taken back to an earlier decision (takeBack): the text says which, and the board is new */
  | { readonly kind: 'takenBack'; readonly text: string }
  | { readonly kind: 'quit' };

/** What came of an answer given as the engine takes it (`answer`): the engine's refusal keeps its code. */
export type AnswerOutcome =
  | { readonly kind: 'answered' }
  | { readonly kind: 'error'; readonly message: string; readonly code: GameError['code'] };
export type HumanGameOptions = PilotOptions & {
  /** a constructed game (the default) or a Commander game (CR 903): the decks must suit it (checkFormat) */
  readonly format?: Format;
  /** the multiplayer options: attack left/right (CR 803), limited range of influence (801) */
  readonly rules?: TableRules;
  /** the engine's auto-pass for the person as the game began (default: on unless full control): a saved game made
   * again begins as it began, whatever its settings are now (the journal holds every switch since) */
  readonly autoPassAtStart?: boolean;
};

export type { JournalEntry } from './journal.js';

const CONFIRM_CONCEDE = 'Concede this game? Type yes to concede; anything else goes on playing.';

export class HumanGame {
  private current!: GameState;
  /** every event of the game so far, as the person may see them (eventsFor: no card the computer moves between its
   * library and hand is named) */
  readonly log: LoggedEvent[] = [];
  /** how much of the log the person has been shown */
  private seen = 0;
  /** every answer the engine took, the computer's and those given for the person included (those the person gave
   * themselves marked `asked`: the points the game can be taken back to) */
  readonly journal: JournalEntry[] = [];
  /** the game's configuration for the engine: with the journal, the whole game (the engine is deterministic) */
  readonly config: Parameters<typeof createGame>[0];
  /** constructed, or a Commander game */
  readonly format: Format;
  /** the table's multiplayer options */
  readonly rules: TableRules;
  /** the computer players, by seat (none at the person's, seat 0) */
  private readonly computers: readonly (Player | null)[];
  private readonly pilot: Pilot;
  private readonly keys = new KeyBook();
  /** how many times the game has been taken back (its journal then no longer extends the one saved) */
  takeBacks = 0;
  /** `q` was typed: the next line confirms (yes) or takes it back */
  private conceding = false;

  constructor(
    /** the person's deck, then each computer player's: 2 to 6 seats (a free-for-all game beyond two, CR 806) */
    readonly decks: readonly [Deck, Deck, ...Deck[]],
    readonly seed: number,
    options: HumanGameOptions = {},
    /** a saved game's answers, replayed before the game goes on */
    journal: readonly JournalEntry[] = [],
  ) {
    this.pilot = new Pilot(HUMAN, options);
    const format = options.format ?? 'constructed';
    this.format = format;
    this.rules = options.rules ?? {};
    this.config = {
      seed,
      ...(format === 'commander' ? { variant: 'commander' as const } : {}),
      ...gameRules(this.rules),
      players: [
        // The engine passes priority for the person when passing or making mana is all they could do (CR 117): a
        // turn would otherwise ask a dozen questions with one sensible answer. Full control turns it off.
        { ...seatConfig(decks[0], HUMAN_NAME, format), autoPass: options.autoPassAtStart ?? !this.pilot.fullControl },
        ...decks.slice(1).map((d, k) => seatConfig(d, computerName(k + 1, decks.length), format)),
      ],
    };
    this.computers = decks.map((_, p) => (p === HUMAN ? null : computerPlayer(playerSeed(seed, p))));
    this.replay(journal);
    this.advance();
  }

  /** The game made again from its configuration and these answers (the log as the person was told it). */
  private replay(journal: readonly JournalEntry[]): void {
    const created = createGame(this.config);
    this.current = created.state;
    this.log.length = 0;
    this.journal.length = 0;
    this.log.push(...eventsFor(created.events, HUMAN));
    for (const e of journal) {
      const r = replayEntry(this.current, e);
      if (!r.ok)
        throw new CliError(`a saved answer no longer applies: ${r.error.message} (seed ${this.seed})`, EXIT_FAILURE);
      this.record(r.state, r.events, e);
    }
    this.seen = this.log.length;
  }

  /** How many decisions the person has made themselves (those passed for them not counted): the game can be taken
   * back to any of them (`takeBack`). */
  get decisionsTaken(): number {
    return this.journal.filter((e) => 'asked' in e && e.asked).length;
  }

  /**
   * Takes the game back to the person's decision `n` (1: their first), as it was before they answered it: the game
   * is made again from its configuration and the answers before that one (the computer's among them), so it is the
   * same game to there. Their settings (stops, full control) stay as they are now; standing orders to pass are
   * dropped. An error when there is no such decision, the game unchanged.
   */
  takeBack(n: number): InputOutcome {
    const count = this.decisionsTaken;
    if (count === 0) return { kind: 'error', message: 'You have made no decision yet: there is nothing to take back.' };
    if (!Number.isInteger(n) || n < 1 || n > count)
      return { kind: 'error', message: `Take back to one of your decisions, 1 to ${count}, not ${n}.` };
    let k = 0;
    const at = this.journal.findIndex((e) => 'asked' in e && e.asked && ++k === n);
    this.replay(this.journal.slice(0, at));
    this.takeBacks++;
    this.conceding = false;
    this.pilot.clearOrders();
    // Full control switched on or off since then: the engine's auto-pass follows the setting as it is now.
    this.setEngineAutoPass(!this.pilot.fullControl);
    // The decision is the person's again (they were asked it): nothing is answered for them.
    return { kind: 'takenBack', text: `Taken back to your decision ${n} of ${count}.` };
  }

  /** A finished game (or the game so far) at one of its steps, 0 as dealt: the state, and the events told by then. */
  replayed(): ReturnType<typeof replayJournal> {
    return replayJournal(this.config, this.journal);
  }

  get state(): GameState {
    return this.current;
  }

  /** The game is over for the person: it is over, or they have left it (CR 800.4a; the others' game is not played
   * out for them). */
  get finished(): boolean {
    return this.current.over || this.current.players[HUMAN]!.lost;
  }

  /** The decision the person must make now (null when the game is over). */
  get decision(): PendingChoice | null {
    const c = this.current.pending;
    return !this.current.over && c && c.player === HUMAN ? c : null;
  }

  /** Where the game stops to ask the person at priority (stops.ts). */
  get stops(): StopTable {
    return this.pilot.stops;
  }

  get fullControl(): boolean {
    return this.pilot.fullControl;
  }

  get manualPay(): boolean {
    return this.pilot.manualPay;
  }

  /** What the person sees: only their own hidden cards, and those they are choosing among (decisionView). */
  view(): GameState {
    return this.decision ? decisionView(this.current, HUMAN) : viewFor(this.current, HUMAN);
  }

  /** The pending decision as a menu, each entry with its key, or null. */
  menu(): Menu | null {
    const c = this.decision;
    return c ? buildMenu(this.view(), c, this.menuOptions()) : null;
  }

  /** The events the person hasn't been shown yet; they count as shown from now on. */
  unseen(): LoggedEvent[] {
    const events = this.log.slice(this.seen);
    this.seen = this.log.length;
    return events;
  }

  /** Handles a line the person typed at the pending decision: an answer, or a command (see HELP). */
  input(line: string): InputOutcome {
    const c = this.decision;
    if (!c) return { kind: 'error', message: 'The game is over.' };
    const text = line.trim().toLowerCase();
    if (this.conceding) {
      // Only yes concedes; any other line only takes the question back (it answers nothing: "no" could be a choice).
      this.conceding = false;
      if (text !== 'yes' && text !== 'y') return { kind: 'info', text: 'You go on playing.' };
      this.concede();
      return { kind: 'quit' };
    }
    const command = parseCommand(text);
    if (command?.kind === 'error') return command;
    if (command) return this.command(c, command, line.trim());
    const parsed = parseInput(this.view(), c, text, this.menuOptions());
    if (parsed.kind === 'error') return parsed;
    return this.answer(parsed.answer);
  }

  /** Applies an answer the person gave as the engine takes it (the browser's table: any JSON, which `apply` parses
   * into the decision's shape), then lets the computer play on as `input` does; a refused answer (malformed,
   * illegal, or the game over) leaves the game as it was. */
  answer(a: Answer): AnswerOutcome {
    const r = apply(this.current, HUMAN, a);
    if (!r.ok) return { kind: 'error', message: r.error.message, code: r.error.code };
    this.record(r.state, r.events, { player: HUMAN, answer: a, asked: true });
    this.advance();
    return { kind: 'answered' };
  }

  /** CR 104.3a: the person leaves the game. */
  concede(): void {
    if (this.current.over) return;
    const r = apply(this.current, HUMAN, { kind: 'concede' });
    if (r.ok) this.record(r.state, r.events, { player: HUMAN, answer: { kind: 'concede' }, asked: true });
  }

  /** The full text of a card the person can see, or a list of a zone's cards (the `show` command). */
  show(what: string): string {
    const menu = this.menu();
    return showText(this.view(), HUMAN, what, menu);
  }

  private menuOptions(): MenuOptions {
    const turn = this.current.turn.number;
    return { keyOf: (identity) => this.keys.keyOf(turn, identity), manaAbilities: this.pilot.fullControl };
  }

  private command(c: PendingChoice, command: Command, line: string): InputOutcome {
    switch (command.kind) {
      case 'help':
        return { kind: 'help' };
      case 'takeBack':
        return this.takeBack(command.to ?? this.decisionsTaken);
      case 'log':
        return { kind: 'log' };
      case 'quit':
        this.conceding = true;
        return { kind: 'info', text: CONFIRM_CONCEDE };
      case 'show':
        return { kind: 'info', text: this.show(command.what) };
      case 'stops':
        return { kind: 'info', text: stopsText(this.pilot.stops) };
      case 'stop': {
        this.pilot.switchStop(command.whose, command.step, command.on);
        const where = (on: boolean) => (on ? 'stops' : "doesn't stop");
        const name = STOP_STEP_NAMES[command.step];
        return {
          kind: 'info',
          text:
            `The game ${where(this.pilot.stops.mine.has(command.step))} in your ${name} and ` +
            `${where(this.pilot.stops.theirs.has(command.step))} in the computer's.`,
        };
      }
      case 'fullControl': {
        this.setFullControl(command.on ?? !this.pilot.fullControl);
        return {
          kind: 'info',
          text: this.pilot.fullControl
            ? 'Full control: you are asked at every priority, and mana abilities are listed.'
            : 'Full control off: priority is passed for you where no stop is set.',
        };
      }
      case 'pay':
        this.pilot.manualPay = command.manual;
        return {
          kind: 'info',
          text: this.pilot.manualPay
            ? 'You choose the mana sources for every cost (pay auto: paid for you again).'
            : 'Mana is paid for you whenever it can be (pay manual: choose the sources yourself).',
        };
      case 'passUntil': {
        if (c.kind !== 'priority')
          return { kind: 'error', message: `${line} passes priority: use it when you have priority.` };
        this.pilot.passUntil(this.current, command.until);
        return this.answer({ kind: 'pass' });
      }
    }
  }

  /** Sets the stops at once (the table's toggles). */
  setStops(stops: StopTable): void {
    this.pilot.setStops(stops);
  }

  /** Full control on or off: with it, the engine's auto-pass for the person is off too. */
  setFullControl(on: boolean): void {
    this.pilot.fullControl = on;
    this.setEngineAutoPass(!on);
  }

  /** The engine's auto-pass for the person (PlayerConfig.autoPass, kept in the state as a client preference). */
  private setEngineAutoPass(on: boolean): void {
    if (this.current.players[HUMAN]!.autoPass === on) return;
    const r = replayEntry(this.current, { player: HUMAN, autoPass: on });
    if (r.ok) this.record(r.state, r.events, { player: HUMAN, autoPass: on });
  }

  /** The computer's decisions, and the person's where no stop asks them, until the person must decide or the game
   * ends. */
  private advance(): void {
    // A person who has left a multiplayer game (CR 800.4a) is done with it: the others' game isn't played out for them.
    while (!this.current.over && this.current.pending && !this.current.players[HUMAN]!.lost) {
      const c = this.current.pending;
      if (c.player !== HUMAN) {
        const state = this.current;
        const answer = this.computers[c.player]!.decide(c, () => viewFor(state, c.player));
        const r = apply(state, c.player, answer);
        if (!r.ok)
          throw new CliError(
            `the computer gave an illegal answer ${JSON.stringify(answer)}: ${r.error.message} (seed ${this.seed})`,
            EXIT_FAILURE,
          );
        this.record(r.state, r.events, { player: c.player, answer });
        continue;
      }
      const answer = this.pilot.answerFor(this.current, c);
      if (!answer) return;
      const r = apply(this.current, HUMAN, answer);
      if (!r.ok) throw new CliError(`answering ${c.kind} failed: ${r.error.message} (seed ${this.seed})`, EXIT_FAILURE);
      this.record(r.state, r.events, { player: HUMAN, answer });
    }
  }

  private record(state: GameState, events: readonly LoggedEvent[], entry: JournalEntry): void {
    this.current = state;
    this.journal.push(entry);
    for (const e of eventsFor(events, HUMAN)) this.log.push(e);
  }
}
