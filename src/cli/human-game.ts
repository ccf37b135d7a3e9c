// A game between a person (seat 0) and the computer (seat 1), driven by what the person types: the terminal (`play`)
// and the browser (`serve`) both run their games through it, so a line typed means the same in both.
import type { Player } from '../ai/player.js';
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
import { computerPlayer } from './computer.js';
import type { Deck } from './decks.js';
import { CliError, EXIT_FAILURE } from './errors.js';
import { buildMenu, decisionView, parseInput, type Menu } from './menus.js';
import { playerSeed } from './options.js';
import { HUMAN_NAME } from './render.js';

export const HUMAN: PlayerId = 0;
export const COMPUTER: PlayerId = 1;
export const COMPUTER_NAME = 'Computer';

/** What came of a line the person typed. */
export type InputOutcome =
  | { readonly kind: 'answered' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'help' }
  | { readonly kind: 'log' }
  | { readonly kind: 'quit' };

/** What came of an answer given as the engine takes it (`answer`): the engine's refusal keeps its code. */
export type AnswerOutcome =
  | { readonly kind: 'answered' }
  | { readonly kind: 'error'; readonly message: string; readonly code: GameError['code'] };

export class HumanGame {
  private current: GameState;
  /** every event of the game so far, as the person may see them (eventsFor: no card the computer moves between its
   * library and hand is named) */
  readonly log: LoggedEvent[];
  /** how much of the log the person has been shown */
  private seen = 0;
  /** the turn the person asked (with `e`) to pass priority through, until something happens */
  private passingTurn: number | null = null;
  private readonly computer: Player;

  constructor(
    readonly decks: readonly [Deck, Deck],
    readonly seed: number,
  ) {
    const created = createGame({
      seed,
      players: [
        // The engine passes priority for the person when passing or making mana is all they could do (CR 117): a
        // turn would otherwise ask a dozen questions with one sensible answer. Every other decision is theirs.
        { name: HUMAN_NAME, library: decks[0].list.main, autoPass: true },
        { name: COMPUTER_NAME, library: decks[1].list.main },
      ],
    });
    this.current = created.state;
    this.log = eventsFor(created.events, HUMAN);
    this.computer = computerPlayer(playerSeed(seed, COMPUTER));
    this.advance();
  }

  get state(): GameState {
    return this.current;
  }

  /** The decision the person must make now (null when the game is over). */
  get decision(): PendingChoice | null {
    const c = this.current.pending;
    return !this.current.over && c && c.player === HUMAN ? c : null;
  }

  /** What the person sees: only their own hidden cards, and those they are choosing among (decisionView). */
  view(): GameState {
    return this.decision ? decisionView(this.current, HUMAN) : viewFor(this.current, HUMAN);
  }

  /** The pending decision as a numbered menu, or null. */
  menu(): Menu | null {
    const c = this.decision;
    return c ? buildMenu(this.view(), c) : null;
  }

  /** The events the person hasn't been shown yet; they count as shown from now on. */
  unseen(): LoggedEvent[] {
    const events = this.log.slice(this.seen);
    this.seen = this.log.length;
    return events;
  }

  /** Handles a line the person typed at the pending decision: an answer, or a short command (see HELP). */
  input(line: string): InputOutcome {
    const c = this.decision;
    if (!c) return { kind: 'error', message: 'The game is over.' };
    const parsed = parseInput(this.view(), c, line);
    if (parsed.kind === 'error') return { kind: 'error', message: parsed.message };
    if (parsed.kind === 'command') {
      switch (parsed.command) {
        case 'help':
          return { kind: 'help' };
        case 'log':
          return { kind: 'log' };
        case 'quit':
          this.concede();
          return { kind: 'quit' };
        case 'passTurn':
          if (c.kind !== 'priority')
            return { kind: 'error', message: 'e passes priority: use it when you have priority.' };
          this.passingTurn = this.current.turn.number;
          this.passPriority();
          this.advance();
          return { kind: 'answered' };
      }
    }
    const r = apply(this.current, HUMAN, parsed.answer);
    if (!r.ok) return { kind: 'error', message: r.error.message };
    this.record(r.state, r.events);
    this.advance();
    return { kind: 'answered' };
  }

  /** Applies an answer the person gave as the engine takes it (the browser's table: any JSON, which `apply` parses
   * into the decision's shape), then lets the computer play on as `input` does; a refused answer (malformed,
   * illegal, or the game over) leaves the game as it was. */
  answer(a: Answer): AnswerOutcome {
    const r = apply(this.current, HUMAN, a);
    if (!r.ok) return { kind: 'error', message: r.error.message, code: r.error.code };
    this.record(r.state, r.events);
    this.advance();
    return { kind: 'answered' };
  }

  /** CR 104.3a: the person leaves the game. */
  concede(): void {
    if (this.current.over) return;
    const r = apply(this.current, HUMAN, { kind: 'concede' });
    if (r.ok) this.record(r.state, r.events);
  }

  /** The computer's decisions, and the person's standing order to pass this turn, until the person must decide or
   * the game ends. */
  private advance(): void {
    while (!this.current.over && this.current.pending) {
      const c = this.current.pending;
      if (c.player !== HUMAN) {
        const state = this.current;
        const answer = this.computer.decide(c, () => viewFor(state, c.player));
        const r = apply(state, c.player, answer);
        if (!r.ok)
          throw new CliError(
            `the computer gave an illegal answer ${JSON.stringify(answer)}: ${r.error.message} (seed ${this.seed})`,
            EXIT_FAILURE,
          );
        this.record(r.state, r.events);
        continue;
      }
      // The person's own standing order, not a guess: it lapses at the first spell or ability on the stack, at any
      // decision other than priority, and when the turn ends.
      if (this.passingTurn === null) return;
      if (c.kind !== 'priority' || this.current.turn.number !== this.passingTurn || this.current.stack.length > 0) {
        this.passingTurn = null;
        return;
      }
      this.passPriority();
    }
  }

  private passPriority(): void {
    const r = apply(this.current, HUMAN, { kind: 'pass' });
    if (!r.ok) throw new CliError(`passing priority failed: ${r.error.message} (seed ${this.seed})`, EXIT_FAILURE);
    this.record(r.state, r.events);
  }

  private record(state: GameState, events: readonly LoggedEvent[]): void {
    this.current = state;
    for (const e of eventsFor(events, HUMAN)) this.log.push(e);
  }
}
