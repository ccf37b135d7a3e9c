// Running one scenario test: set the game up from its set-up ops, then drive it through the engine's `apply` only —
// scheduled actions at their player's priority, declarations from attack/block ops, other decisions from the
// answer queues (or the default player, or a strict-mode failure) — pausing exactly at each stop point and judging
// the expectations there. See SCENARIOS.md for the format and README.md beside this file for how each part of it
// is carried out.
import {
  NO_MORE_MODES,
  apply,
  cardDef,
  castName,
  castWayName,
  characteristics,
  ConfigError,
  nameKey,
  manaCostText,
  morphCostOf,
  createGame,
  legalRequiredBlocks,
  STEPS,
  type Answer,
  type GameState,
  type LoggedEvent,
  type ObjectId,
  type PendingChoice,
  type PlayerConfig,
  type PriorityAction,
  type CastWay,
  type Ref,
  type Step,
  validateAnswer,
} from '../engine/index.js';
import { beginStep, checkTriggers, endStep, putCountersForTest, Suspend, Tx } from '../engine/testing.js';
import { defaultAnswer, requiredAttackers } from './default-player.js';
import { evaluate, type EvalContext } from './expectations.js';
import { castWayOf, parseTargetValue, splitCastName, unsupportedReasons } from './support.js';
import {
  findScenarioCard,
  manaTypeOf,
  objectMatches,
  abilityMatches,
  objectName,
  refText,
  seatIndex,
  stackItemText,
  startsWithText,
  textKey,
  type Aliases,
} from './names.js';
import type {
  AnswerOp,
  CombatOp,
  Condition,
  GameSetup,
  Op,
  PriorityOp,
  ScenarioFile,
  SetupOp,
  TargetRef,
  TestCase,
} from './types.js';

export type TestResult =
  | { readonly status: 'pass' }
  /** `log`: the game log up to the failure (what the engine narrated), for `--log`; `error`: not a failed
   * expectation but an exception thrown while running the test (the runner's `ERROR` line, counted as failed) */
  | { readonly status: 'fail'; readonly message: string; readonly log?: readonly string[]; readonly error?: true }
  /** each reason on its own, worded the same in every test, so that blockers can be counted across tests */
  | { readonly status: 'unsupported'; readonly reasons: readonly string[] };

/** The seed of every scenario game: shuffles are the same on every run of the same test. */
export const SCENARIO_SEED = 1;

/** A run that takes more decisions than this is taken to be stuck. */
const MAX_DECISIONS_PER_RUN = 50_000;

/** Ends the test early with a failure or an unsupported result. */
class Stop extends Error {
  constructor(readonly result: TestResult) {
    super(result.status === 'fail' ? result.message : result.status);
  }
}

const failWith = (message: string): never => {
  throw new Stop({ status: 'fail', message });
};
const unsupportedBecause = (reason: string): never => {
  throw new Stop({ status: 'unsupported', reasons: [reason] });
};

// ---------------------------------------------------------------------------------------------------------------
// Positions in the game: (turn, step) as one number

const stepIndex = (s: Step) => STEPS.indexOf(s);
const position = (turn: number, step: Step) => turn * 100 + stepIndex(step);
const statePosition = (s: GameState) => position(s.turn.number, s.turn.step);

/** The stop point as the last position that belongs to the run: `untap` of turn T is after turn T−1's cleanup. */
function boundary(turn: number, step: Step): number {
  return step === 'untap' ? position(turn - 1, 'cleanup') : position(turn, step);
}

// ---------------------------------------------------------------------------------------------------------------

type ActionOp = PriorityOp | CombatOp;

interface Pending<T> {
  readonly op: T;
  used: boolean;
  /** why it hasn't been performed yet, for the leftover report */
  reason?: string;
  /** set when the reason is something the engine can't do, rather than something the game didn't allow */
  unsupported?: boolean;
}

/** A spell being cast or an ability being activated by a scheduled action: its decisions come from the action. */
interface Casting {
  readonly pending: Pending<ActionOp>;
  readonly op: Extract<PriorityOp, { op: 'castSpell' | 'activate' | 'activateMana' }>;
  nextTarget: number;
  /** the state the action was taken from, to recognize a cancelled cast (the engine returns exactly that state) */
  readonly from: GameState;
}

function opLabel(op: Op): string {
  const parts: string[] = [`op[${op.index}] ${op.op}`];
  if ('turn' in op && 'step' in op) parts.push(`turn ${op.turn} ${op.step}`);
  else if ('turn' in op) parts.push(`turn ${op.turn}`);
  if ('player' in op && typeof op.player === 'string') parts.push(op.player);
  if ('card' in op) parts.push(op.card);
  if ('ability' in op) parts.push(`"${op.ability}"`);
  if ('attacker' in op) parts.push(op.attacker);
  if ('what' in op) parts.push(op.what);
  if ('values' in op) parts.push(JSON.stringify(op.values.join('^')));
  if (op.op === 'target') parts.push(JSON.stringify(op.value || op.targets));
  if (op.op === 'check') {
    const label = op.raw['label'];
    if (typeof label === 'string') parts.push(`"${label}"`);
  }
  return parts.join(' ');
}

/** The game types of the format the runner plays. */
const GAME_TYPES: readonly string[] = ['duel', 'ffa', 'commander-duel', 'commander-ffa'];

/** Runs one test of a file. Never throws for anything the test or the engine does. */
export function runTest(file: ScenarioFile, test: TestCase): TestResult {
  const game = file.game;
  if (!game) return { status: 'unsupported', reasons: ['the file has no game set-up (game: null)'] };
  // A duel is a two-player game; a free-for-all (CR 806) has 2 to 6 players, as the engine plays them.
  if (!GAME_TYPES.includes(game.type))
    return {
      status: 'unsupported',
      reasons: [`game type "${game.type}" is not supported (the runner plays ${GAME_TYPES.join(', ')})`],
    };
  if ((game.type === 'duel' || game.type === 'commander-duel') && game.players.length !== 2)
    return { status: 'unsupported', reasons: [`a duel of ${game.players.length} players: a duel has two`] };
  if (game.players.length < 2 || game.players.length > 6)
    return { status: 'unsupported', reasons: [`${game.players.length} players: a game has 2 to 6`] };
  const reasons = unsupportedReasons(game, test);
  if (reasons.length > 0) return { status: 'unsupported', reasons };
  const run = new TestRun(game, test);
  try {
    run.run();
    return { status: 'pass' };
  } catch (e) {
    if (e instanceof Stop) return e.result.status === 'fail' ? { ...e.result, log: run.log } : e.result;
    return errorResult(e, run.log);
  }
}

/**
 * A test that threw (in the engine or in the runner): the exception and where it was thrown, on one line; the game
 * log so far followed by the whole stack, for `--log`.
 */
export function errorResult(e: unknown, log: readonly string[]): TestResult {
  const stack =
    e instanceof Error
      ? (e.stack ?? '')
          .split('\n')
          .slice(1)
          .map((l) => l.trim())
      : [];
  const what = e instanceof Error ? `${e.name}: ${e.message}` : `thrown: ${String(e)}`;
  const at = stack[0] !== undefined ? ` (${stack[0]})` : '';
  return { status: 'fail', error: true, message: `${what}${at}`, log: [...log, ...stack] };
}

class TestRun {
  /** the game log so far, one line per event, as the engine narrated it */
  readonly log: string[] = [];
  private state!: GameState;
  private started = false;
  private aliases: Map<string, number[]> = new Map();
  /** the state expectations look at after a run */
  private observation!: GameState;
  /** paused before the pass that ends a step: that pass is the first thing the next run does */
  private paused = false;
  /** answers already decided (while looking past a step's end) for the real game's next decisions */
  private carry: Answer[] = [];
  private strict = false;
  private stop: { turn: number; step: Step };
  private runs = 0;
  private readonly actions: Pending<ActionOp>[] = [];
  private readonly answers: Pending<AnswerOp>[] = [];
  private readonly manualMana = new Set<number>();
  private casting: Casting | null = null;
  /** the amounts target queue entries gave their targets, for a division (CR 601.2d) */
  private shares: { to: Ref; amount: number }[] = [];
  /** per scheduled action: the decision state at which it could not be performed (it is retried at the next) */
  private readonly failedAt = new Map<Pending<ActionOp>, GameState>();
  private readonly attacked = new Map<number, string[]>();
  private readonly blocked = new Map<number, string[]>();
  private readonly players: readonly string[];

  constructor(
    private readonly game: GameSetup,
    private readonly test: TestCase,
  ) {
    this.players = game.players;
    this.stop = game.defaultStop;
  }

  run(): void {
    const ops = this.test.ops.filter((o): o is Op => !('unknown' in o));
    if (!ops.some((o) => o.op === 'run')) failWith('the test has no run op');
    for (const op of ops) {
      switch (op.op) {
        case 'strict':
          this.strict = op.value;
          break;
        case 'stopAt':
          this.stop = { turn: op.turn, step: op.step };
          break;
        case 'run':
          this.doRun(op.index);
          break;
        case 'expect': {
          if (this.runs === 0) failWith(`${opLabel(op)}: an expectation before the first run`);
          const v = evaluate(op.what, op.raw, this.evalContext(this.observation, null));
          if (!v.ok) {
            if (v.unsupported) unsupportedBecause(v.message);
            failWith(`${opLabel(op)}: ${v.message}`);
          }
          break;
        }
        case 'choice':
        case 'target':
        case 'mode':
          this.answers.push({ op, used: false });
          break;
        case 'castSpell':
        case 'activate':
        case 'activateMana':
        case 'playLand':
        case 'addCounters':
        case 'concede':
        case 'waitStack':
        case 'check':
        case 'show':
        case 'attack':
        case 'attackSkip':
        case 'block':
        case 'blockSkip':
          this.actions.push({ op, used: false });
          break;
        case 'addCard':
        case 'removeAllCardsFromLibrary':
        case 'removeAllCardsFromHand':
        case 'setLife':
        case 'skipInitShuffling':
        case 'disableManaAutoPayment':
          break;
      }
    }
    const late = this.actions.filter((a) => !a.used);
    if (late.length > 0)
      failWith(`after the last run: ${late.map((a) => `${opLabel(a.op)} is never used`).join('; ')}`);
    const lateAnswers = this.answers.filter((a) => !a.used && a.op.op !== 'mode');
    if (lateAnswers.length > 0)
      failWith(`after the last run: ${lateAnswers.map((a) => `${opLabel(a.op)} is never used`).join('; ')}`);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Set-up

  private setUp(): void {
    const setup = this.test.ops.filter((o): o is SetupOp => !('unknown' in o) && isSetupOp(o));
    const seats = this.players;
    const skipShuffle = setup.some((o) => o.op === 'skipInitShuffling');
    let card = 0;
    const aliasAt: { alias: string; cards: number[]; def: string }[] = [];
    const configs: PlayerConfig[] = seats.map((seat, p) => {
      const mine = setup.filter((o) => 'player' in o && o.player === seat);
      const clearLibrary = mine.some((o) => o.op === 'removeAllCardsFromLibrary');
      const lives = mine.filter((o): o is Extract<SetupOp, { op: 'setLife' }> => o.op === 'setLife');
      const adds = (zone: string) =>
        mine.filter((o): o is Extract<SetupOp, { op: 'addCard' }> => o.op === 'addCard' && o.zone === zone);
      if (mine.some((o) => o.op === 'disableManaAutoPayment')) this.manualMana.add(p);
      const canonical = (n: string) => findScenarioCard(n)!.name;
      // createGame numbers the physical cards (tokens are none) in this order: library (bottom first), hand,
      // graveyard, battlefield; an alias names the numbers of its op's cards.
      const number = (name: string) => (findScenarioCard(name)?.token ? -1 : card++);
      const library: string[] = [];
      if (!clearLibrary)
        for (const c of this.game.decks[seat] ?? [])
          for (let i = 0; i < c.count; i++) {
            library.push(c.name);
            number(c.name);
          }
      const place = (zone: string, list: string[]) => {
        for (const o of adds(zone)) {
          const name = canonical(o.card);
          const cards: number[] = [];
          for (let i = 0; i < o.count; i++) {
            list.push(name);
            cards.push(number(name));
          }
          // A back face's name puts its double-faced card on the battlefield transformed: the object is that card.
          const def = findScenarioCard(name)!;
          if (o.alias !== undefined) aliasAt.push({ alias: o.alias, cards, def: def.backOf ?? def.name });
        }
      };
      place('library', library);
      const hand: string[] = [];
      place('hand', hand);
      const graveyard: string[] = [];
      place('graveyard', graveyard);
      const bf: string[] = [];
      place('battlefield', bf);
      const tapped = adds('battlefield').flatMap((o) => Array.from({ length: o.count }, () => o.tapped));
      // CR 903.6: in a Commander game, the cards added to the command zone are the player's commanders.
      const commanders = adds('command').flatMap((o) => Array.from({ length: o.count }, () => canonical(o.card)));
      for (const n of commanders) number(n);
      return {
        name: seat,
        library,
        hand,
        graveyard,
        ...(commanders.length > 0 ? { commanders } : {}),
        battlefield: bf.map((name, i) => ({ name, tapped: tapped[i] ?? false })),
        life: lives.length ? lives[lives.length - 1]!.life : this.game.startingLife,
      };
    });
    let created: { state: GameState; events: readonly LoggedEvent[] };
    try {
      created = createGame({
        seed: SCENARIO_SEED,
        players: configs,
        startingPlayer: seatIndex(seats, this.game.startingPlayer),
        shuffle: this.game.shuffleLibrariesAtStart && !skipShuffle,
        openingHands: false,
        skipFirstDraw: this.game.startingPlayerSkipsFirstDraw,
        ...(this.game.type.startsWith('commander-') ? { variant: 'commander' as const } : {}),
      });
    } catch (e) {
      if (e instanceof ConfigError) return unsupportedBecause(`game set-up refused: ${e.message}`);
      throw e;
    }
    this.state = created.state;
    this.record(created.events, 0);
    for (const a of aliasAt) {
      const cards = a.cards;
      // The numbering is the engine's; check it so that a change there can't make an alias name the wrong card.
      for (const c of cards) {
        const o = this.state.objects.find((x) => x && !x.left && x.card === c);
        if (c < 0 || !o || o.def !== a.def)
          return unsupportedBecause('aliases: the engine numbers set-up cards differently than this runner expects');
      }
      this.aliases.set(a.alias, cards);
      if (cards.length > 1) cards.forEach((c, i) => this.aliases.set(`${a.alias}.${i + 1}`, [c]));
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // A run

  private doRun(index: number): void {
    this.runs++;
    if (!this.started) {
      this.setUp();
      this.started = true;
      this.observation = this.state;
    }
    const stopAt = boundary(this.stop.turn, this.stop.step);
    const where = `run op[${index}] (stop: turn ${this.stop.turn} ${this.stop.step})`;
    // Already at or past the stop: nothing happens in this run.
    const here = this.paused ? statePosition(this.observation) : statePosition(this.state);
    if (here <= stopAt || this.state.over) this.play(stopAt, where);
    this.casting = null;
    const leftActions = this.actions.filter((a) => !a.used);
    const leftAnswers = this.answers.filter((a) => !a.used && a.op.op !== 'mode');
    if (leftActions.length + leftAnswers.length === 0) return;
    if (leftActions.some((a) => a.unsupported)) {
      const a = leftActions.find((x) => x.unsupported)!;
      unsupportedBecause(a.reason ?? `${a.op.op} not supported`);
    }
    const parts = [
      ...leftActions.map((a) => `${opLabel(a.op)} (${a.reason ?? this.whyNotReached(a.op)})`),
      ...leftAnswers.map((a) => opLabel(a.op)),
    ];
    failWith(`after ${where}, not used: ${parts.join('; ')}`);
  }

  /** For an action never tried: where the game got to compared with where the action belongs. */
  private whyNotReached(op: ActionOp): string {
    const now = statePosition(this.observation);
    const who = op.player;
    if (!('step' in op)) {
      const what = op.op === 'attack' || op.op === 'attackSkip' ? 'declared attackers' : 'declared blockers';
      return Math.floor(now / 100) < op.turn
        ? `the run stopped before turn ${op.turn}`
        : `${who} never ${what} on turn ${op.turn}`;
    }
    if (position(op.turn, op.step) >= now) return `the run stopped before turn ${op.turn} ${op.step}`;
    return `${who} got no priority in turn ${op.turn} ${op.step} during this run`;
  }

  /** Drives the game until it pauses at the stop boundary or ends. */
  private play(stopAt: number, where: string): void {
    let forcePass = this.paused;
    this.paused = false;
    for (let n = 0; n < MAX_DECISIONS_PER_RUN; n++) {
      const s = this.state;
      if (s.over) {
        this.observation = s;
        return;
      }
      const c = s.pending;
      if (!c) return failWith(`the engine stopped without a decision at turn ${s.turn.number} ${s.turn.step}`);
      if (statePosition(s) > stopAt)
        return failWith(`internal: the game went past the stop point of ${where} without pausing`);
      if (forcePass) {
        // Resuming where the last run paused: the step there is over, so its player only passes.
        forcePass = false;
        if (this.pausesHere(s, stopAt)) return;
        this.applyAnswer(c.player, { kind: 'pass' });
        continue;
      }
      if (this.carry.length > 0) {
        this.applyAnswer(c.player, this.carry.shift()!);
        continue;
      }
      if (c.kind === 'priority') {
        this.endCasting(s);
        const a = this.priority(c);
        if (a === null) continue;
        if (a.kind === 'pass' && this.endsStep(s) && this.pausesHere(s, stopAt)) return;
        this.applyAnswer(c.player, a);
        continue;
      }
      this.applyAnswer(c.player, this.decide(c));
    }
    failWith(`${where}: the game did not reach the stop point within ${MAX_DECISIONS_PER_RUN} decisions`);
  }

  /** Whether passing now ends the current step: every other player has passed and the stack is empty. */
  private endsStep(s: GameState): boolean {
    const alive = s.players.filter((p) => !p.lost).length;
    return s.stack.length === 0 && s.turn.passes + 1 >= alive;
  }

  /**
   * Before the pass that ends a step: looks at what ending the step does (the engine's own end of step, and the
   * cleanup step when the boundary is the end of the turn) on a copy of the game. When that takes the game past the
   * stop boundary, the run pauses here: the copy is what expectations see, and the real game waits with the pass
   * still to make, so nothing of the next step happens before the next run.
   */
  private pausesHere(s: GameState, stopAt: number): boolean {
    // Decisions already made for this same step end (when resuming from a pause here) are made again the same way.
    const answers: Answer[] = this.carry.slice();
    for (let attempt = 0; attempt < 100; attempt++) {
      const tx = new Tx(s, answers);
      tx.onEvent = checkTriggers;
      tx.logging = false;
      try {
        endStep(tx);
        let pause = statePosition(tx.s) > stopAt;
        if (!pause && tx.s.turn.step === 'cleanup' && statePosition(tx.s) === stopAt) {
          // The boundary is the end of this turn: the cleanup step belongs to the run. Without priority in it the
          // game would go on into the next turn at once, so the run pauses with the cleanup done.
          beginStep(tx);
          pause = !tx.s.turn.extraCleanup;
        }
        this.carry = answers.slice();
        if (pause) {
          this.paused = true;
          this.observation = tx.s;
        }
        return pause;
      } catch (e) {
        if (!(e instanceof Suspend)) throw e;
        // A decision while the step ends (a discard in the cleanup step): it belongs to this run.
        answers.push(this.decide(e.choice));
      }
    }
    return failWith('internal: too many decisions while ending a step');
  }

  private applyAnswer(player: number, a: Answer): void {
    const before = this.state;
    const r = apply(before, player, a);
    if (!r.ok) {
      const who = this.players[player] ?? player;
      return failWith(`the engine refused ${who}'s answer ${JSON.stringify(a)}: ${r.error.message}`);
    }
    this.state = r.state;
    this.record(r.events, before.turn.number);
    const c = this.casting;
    if (!c) return;
    if (r.state === c.from) {
      // A cancelled cast or activation: the engine returns the very state it began from.
      c.pending.used = false;
      this.failedAt.set(c.pending, r.state);
      this.casting = null;
    } else if (
      r.events.some(
        (e) =>
          e.event.kind === 'cast' ||
          e.event.kind === 'activate' ||
          (c.op.op === 'activateMana' && e.event.kind === 'manaAdded'),
      )
    )
      // Cast or activated: what follows, such as a trigger's target, no longer belongs to the action.
      this.endCasting(r.state);
  }

  /** Keeps the names of attackers and blockers of each turn, for the attackers/blockers checks. */
  private record(events: readonly LoggedEvent[], turn: number): void {
    let t = turn;
    for (const { event: e, text, rule } of events) {
      this.log.push(rule === undefined ? text : `${text} (${rule})`);
      if (e.kind === 'turnBegin') t = e.turn;
      else if (e.kind === 'attack' || e.kind === 'block') {
        const id = e.kind === 'attack' ? e.attacker : e.blocker;
        const map = e.kind === 'attack' ? this.attacked : this.blocked;
        const list = map.get(t) ?? [];
        list.push(this.nameOf(id));
        map.set(t, list);
      }
    }
  }

  private nameOf(id: ObjectId): string {
    const o = this.state.objects[id];
    if (!o) return `object ${id}`;
    try {
      return objectName(this.state, id);
    } catch {
      return o.def;
    }
  }

  // -------------------------------------------------------------------------------------------------------------
  // Priority: scheduled actions

  private seatOf(name: string): number {
    return seatIndex(this.players, name);
  }

  /** The player's answer at priority: its first scheduled action for this turn and step, or pass; null when the
   * action was test set-up done on the game directly (addCounters), after which the game has a new decision. */
  private priority(c: Extract<PendingChoice, { kind: 'priority' }>): Answer | null {
    const s = this.state;
    const p = c.player;
    for (;;) {
      const pending = this.actions.find(
        (a): a is Pending<PriorityOp> =>
          !a.used &&
          'step' in a.op &&
          this.seatOf(a.op.player) === p &&
          a.op.turn === s.turn.number &&
          a.op.step === s.turn.step,
      );
      if (!pending) return { kind: 'pass' };
      const op = pending.op;
      switch (op.op) {
        case 'check': {
          pending.used = true;
          const v = evaluate(op.what, op.raw, this.evalContext(s, p));
          if (!v.ok) {
            if (v.unsupported) unsupportedBecause(v.message);
            failWith(`${opLabel(op)}: ${v.message}`);
          }
          continue;
        }
        case 'show':
          pending.used = true;
          continue;
        case 'waitStack':
          if (s.stack.length === 0) {
            pending.used = true;
            continue;
          }
          if (op.oneObject) pending.used = true;
          return { kind: 'pass' };
        case 'concede':
          pending.used = true;
          return { kind: 'concede' };
        case 'addCounters': {
          // Test set-up at this player's priority: the engine puts the counters through its counter event, and the
          // game goes on to its next decision, with this player keeping priority.
          const ids = s.battlefield.filter((id) => objectMatches(s, id, op.card, this.aliases));
          const id = ids[0];
          if (id === undefined) {
            pending.reason = `no permanent ${op.card} on the battlefield`;
            return { kind: 'pass' };
          }
          pending.used = true;
          const r = putCountersForTest(s, p, id, { [op.counter]: op.count });
          if (!r.ok) return failWith(`${opLabel(op)}: the engine refused: ${r.error.message}`);
          this.state = r.state;
          this.record(r.events, s.turn.number);
          return null;
        }
        case 'castSpell':
        case 'activate':
        case 'activateMana':
        case 'playLand': {
          if (this.failedAt.get(pending) === s) return { kind: 'pass' };
          if (op.condition && !this.conditionHolds(op.condition, p)) {
            pending.reason = `waiting for its condition ${JSON.stringify(op.condition)}`;
            return { kind: 'pass' };
          }
          const found = this.findAction(op, c);
          if ('why' in found) {
            pending.reason = found.why;
            pending.unsupported = found.unsupported;
            return { kind: 'pass' };
          }
          pending.used = true;
          if (op.op !== 'playLand') this.casting = { pending, op, nextTarget: 0, from: s };
          return found.action;
        }
      }
    }
  }

  private conditionHolds(c: Condition, p: number): boolean {
    const s = this.state;
    if (c.kind === 'manaInPool') {
      const pl = s.players[p]!;
      const pool = pl.pool;
      // Restricted mana (CR 106.6) is in the pool too.
      return pool.W + pool.U + pool.B + pool.R + pool.G + pool.C + pl.specialMana.length >= c.n;
    }
    const texts = s.stack.map((it) => textKey(stackItemText(s, it)));
    const want = textKey(c.text);
    switch (c.kind) {
      case 'spellOnStack':
        return texts.some((t) => t.includes(want));
      case 'spellNotOnStack':
        return !texts.some((t) => t.includes(want));
      case 'spellOnTopOfStack':
        return (texts[texts.length - 1] ?? '').includes(want);
      case 'spellCopyOnStack':
        return false;
    }
  }

  /** The priority action an op names, or why there is none now. */
  private findAction(
    op: Extract<PriorityOp, { op: 'castSpell' | 'activate' | 'activateMana' | 'playLand' }>,
    c: Extract<PendingChoice, { kind: 'priority' }>,
  ): { action: PriorityAction } | { why: string; unsupported: boolean } {
    const s = this.state;
    const p = c.player;
    const who = this.players[p];
    if (op.op === 'castSpell' || op.op === 'playLand') {
      const kind = op.op === 'castSpell' ? 'cast' : 'playLand';
      const split = op.op === 'castSpell' ? splitCastName(op.card) : { name: op.card, alternative: null };
      const name = split.name;
      // "X using Disturb": the engine's action for that way to cast, naming the spell it makes (a card cast
      // transformed is named by its back face, CR 712.11a).
      const via = split.alternative ? castWayOf(split.alternative) : null;
      const castAs = (a: Extract<PriorityAction, { kind: 'cast' }>, way: CastWay | null): boolean =>
        // CR 709.3: a half of a split card is cast by naming that half.
        way === null && (a.via === 'left' || a.via === 'right')
          ? !name.startsWith('@') && nameKey(castName(s, p, a.card, a.via)) === nameKey(name)
          : (a.via ?? null) === way &&
            (objectMatches(s, a.card, name, this.aliases) ||
              (!name.startsWith('@') && nameKey(castName(s, p, a.card, way)) === nameKey(name)));
      const action =
        c.actions.find((a) =>
          a.kind === 'cast'
            ? kind === 'cast' && castAs(a, via)
            : a.kind === kind && objectMatches(s, a.card, name, this.aliases),
        ) ??
        // Without a way written, a card that can be cast only another way keeping its name (jump-start or flashback
        // from a graveyard) is cast that way, as the engine these tests come from does. A card in hand is cast
        // another way (bestow) only when the test says so.
        (kind === 'cast' && via === null
          ? c.actions.find(
              (a) =>
                a.kind === 'cast' &&
                a.via !== undefined &&
                s.objects[a.card]?.zone !== 'hand' &&
                objectMatches(s, a.card, name, this.aliases) &&
                castAs(a, a.via) &&
                nameKey(castName(s, p, a.card, a.via)) === nameKey(objectName(s, a.card)),
            )
          : undefined);
      if (action) return { action };
      if (via)
        return {
          why: `${who} could not cast ${name} using ${castWayName(via)} then (where it is, timing, targets or mana)`,
          unsupported: false,
        };
      // Why not: where the card is.
      const zones: string[] = [];
      s.players.forEach((pl) => {
        for (const z of ['hand', 'graveyard', 'library'] as const)
          for (const id of pl[z])
            if (objectMatches(s, id, name, this.aliases)) zones.push(`${this.players[pl.id]}'s ${z}`);
      });
      for (const id of s.exile) if (objectMatches(s, id, name, this.aliases)) zones.push('exile');
      for (const id of s.battlefield) if (objectMatches(s, id, name, this.aliases)) zones.push('the battlefield');
      const inHand = s.players[p]!.hand.some((id) => objectMatches(s, id, name, this.aliases));
      const verb = kind === 'cast' ? 'cast' : 'play';
      if (inHand) return { why: `${who} could not ${verb} ${name} then (timing, targets or mana)`, unsupported: false };
      const elsewhere = zones.some((z) => z === 'exile' || z.endsWith('graveyard'));
      if (kind === 'cast' && elsewhere)
        return {
          why: `casting ${name} from ${zones.join(', ')}: the engine offers no way to cast it there`,
          unsupported: true,
        };
      return {
        why: `${who} has no ${name} in hand${zones.length ? ` (found in ${zones.join(', ')})` : ''}`,
        unsupported: false,
      };
    }
    // activate / activateMana: "@alias text" limits the source.
    let text = op.ability;
    let source: string | null = null;
    const m = /^(@\S+)\s+(.*)$/.exec(op.ability);
    if (m) {
      source = m[1]!;
      text = m[2]!;
    }
    const fits = (a: PriorityAction): a is Extract<PriorityAction, { kind: 'activate' | 'activateMana' }> => {
      if (a.kind !== 'activate' && a.kind !== 'activateMana') return false;
      if (op.op === 'activateMana' && a.kind !== 'activateMana') return false;
      if (source !== null && !objectMatches(s, a.source, source, this.aliases)) return false;
      const ab = characteristics(s, a.source).abilities[a.ability];
      return !!ab && ab.kind !== 'keyword' && startsWithText(ab.text, text);
    };
    const candidates = c.actions.filter(fits);
    const action = candidates.find((a) => a.kind === 'activate') ?? candidates[0];
    if (action) return { action };
    // A keyword that casts its card another way is activated by its text ("Flashback"): the cast action it gives.
    if (op.op === 'activate') {
      const cast = c.actions.find((a) => {
        if (a.kind !== 'cast' || !a.via) return false;
        if (source !== null && !objectMatches(s, a.card, source, this.aliases)) return false;
        const ab = characteristics(s, a.card).abilities.find(
          (x) =>
            (x.kind === 'castKeyword' && x.keyword === a.via) ||
            (x.kind === 'alternativeCost' && a.via === 'alternative'),
        );
        return (ab?.kind === 'castKeyword' || ab?.kind === 'alternativeCost') && startsWithText(ab.text, text);
      });
      if (cast) return { action: cast };
      // CR 702.37e: turning a face-down permanent face up, a special action, written as the face-down permanent's
      // ability ("{2}{G}: Turn this face-down permanent face up.") or by its keyword ("Morph {2}{G}"); `@alias`, or the
      // card's name, names the permanent.
      const up = c.actions.find((a) => {
        if (a.kind !== 'turnFaceUp') return false;
        const o = s.objects[a.permanent];
        const m = o ? morphCostOf(o, a.manifest === true) : null;
        if (!o || !m) return false;
        const named =
          source === null || objectMatches(s, a.permanent, source, this.aliases) || nameKey(m.name) === nameKey(source);
        const said = `${manaCostText(m.cost)}: Turn this face-down permanent face up.`;
        return (
          named &&
          (startsWithText(m.text, text) ||
            startsWithText(said, text) ||
            startsWithText(text, 'Turn this face-down permanent face up'))
        );
      });
      if (up) return { action: up };
    }
    // Why not: does anything in the game have such an ability at all?
    const exists = s.objects.some(
      (o) =>
        o &&
        !o.left &&
        characteristics(s, o.id).abilities.some((ab) => ab.kind !== 'keyword' && startsWithText(ab.text, text)),
    );
    if (!exists)
      return {
        why: `no card in this game has an ability starting "${text}" in the engine's card definitions`,
        unsupported: true,
      };
    return { why: `${who} could not activate "${op.ability}" then`, unsupported: false };
  }

  /** Closes the casting context once the player has priority again; every target the action gave must be used. */
  private endCasting(s: GameState): void {
    const c = this.casting;
    if (!c || s === c.from) return;
    this.casting = null;
    const given = c.op.targets.length;
    if (c.nextTarget < given)
      failWith(`${opLabel(c.op)}: ${given} target(s) given, but only ${c.nextTarget} asked for`);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Other decisions

  /** Answers any decision other than priority: from the scenario, else the default player (or a strict failure). */
  private decide(c: PendingChoice): Answer {
    if (c.kind === 'declareAttackers') return this.declareAttackers(c);
    if (c.kind === 'declareBlockers') return this.declareBlockers(c);
    if (c.kind === 'priority')
      return this.priority(c) ?? failWith('internal: set-up at a priority inside an operation');
    const answered = this.fromScenario(c);
    if (answered) return answered;
    if (c.kind === 'payMana' && !this.manualMana.has(c.player)) {
      if (c.canAutoPay) return { kind: 'autoPay' };
      this.noteCastFailure(`${c.prompt}: ${c.remaining} can't be paid`);
      return { kind: 'cancel' };
    }
    // Decisions the format has no answer for: the rules' default, never a strict failure.
    if (c.kind === 'assignDamage' || c.kind === 'mulligan' || c.kind === 'bottomCards')
      return defaultAnswer(this.state, c);
    if (this.strict) failWith(`strict mode: ${this.describe(c)} was not answered by the test`);
    if (c.kind === 'payMana') {
      this.noteCastFailure(`${c.prompt}: automatic mana payment is disabled for ${this.players[c.player]}`);
      return { kind: 'cancel' };
    }
    return defaultAnswer(this.state, c);
  }

  /** Records why the action being taken was cancelled. A cost that can't be paid outside a scheduled action (a
   * cost to attack) would be asked again and again: that fails the test at once. */
  private noteCastFailure(why: string): void {
    if (this.casting) this.casting.pending.reason = why;
    else failWith(why);
  }

  private queue(p: number, kind: AnswerOp['op']): Pending<AnswerOp>[] {
    return this.answers.filter((a) => !a.used && a.op.op === kind && this.seatOf(a.op.player) === p);
  }

  /** The head of the player's choice queue (choices are taken strictly in order). */
  private headChoice(p: number): Pending<Extract<AnswerOp, { op: 'choice' }>> | null {
    const h = this.queue(p, 'choice')[0];
    return h && h.op.op === 'choice' ? (h as Pending<Extract<AnswerOp, { op: 'choice' }>>) : null;
  }

  private fromScenario(c: PendingChoice): Answer | null {
    const s = this.state;
    const p = c.player;
    switch (c.kind) {
      case 'target':
        return this.target(c);
      case 'divide':
        return this.division(c);
      case 'chooseMode': {
        // CR 700.2: the modes are chosen one at a time; the options are those not chosen yet, then "no more modes"
        // once enough are chosen (the option past the last mode). The cast's targets name the modes they belong to.
        const stop = c.modes.find((x) => x.text === NO_MORE_MODES);
        const given = [
          ...new Set((this.casting?.op.targets ?? []).flatMap((t) => (t.mode === undefined ? [] : [t.mode]))),
        ];
        // First the modes the action's targets name, then the `mode` queue, then "no more modes".
        const next = given.find((g) => c.modes.some((x) => x.mode === g - 1 && x !== stop));
        if (next !== undefined) return { kind: 'mode', mode: next - 1 };
        const head = this.queue(p, 'mode')[0];
        if (head && head.op.op === 'mode') {
          const m = head.op.skip ? stop : c.modes.filter((x) => x !== stop)[head.op.value - 1];
          if (!m) return null;
          head.used = true;
          return { kind: 'mode', mode: m.mode };
        }
        if (given.length > 0) {
          if (stop) return { kind: 'mode', mode: stop.mode };
          return failWith(`${opLabel(this.casting!.op)}: mode ${given[0]} is not available`);
        }
        return null;
      }
      case 'chooseX': {
        const head = this.headChoice(p);
        const x = head && /^x\s*=\s*(\d+)$/i.exec(head.op.values[0] ?? '');
        if (!head || !x || Number(x[1]) > c.max) return null;
        head.used = true;
        return { kind: 'x', value: Number(x[1]) };
      }
      case 'yesNo': {
        const head = this.headChoice(p);
        const v = head?.op.values[0]?.toLowerCase();
        if (!head || (v !== 'yes' && v !== 'no')) return null;
        head.used = true;
        return { kind: v };
      }
      case 'chooseColor': {
        const head = this.headChoice(p);
        const color = head ? manaTypeOf(head.op.values[0] ?? '') : null;
        if (!head || !color || !c.colors.includes(color)) return null;
        head.used = true;
        return { kind: 'color', color };
      }
      case 'chooseCreatureType': {
        // XMage names the type: setChoice(playerA, "Bear").
        const head = this.headChoice(p);
        const v = head ? textKey(head.op.values[0] ?? '') : '';
        const type = c.types.find((t) => textKey(t) === v);
        if (!head || !type) return null;
        head.used = true;
        return { kind: 'creatureType', type };
      }
      case 'chooseManaCombination': {
        // The mana written out, e.g. "{W}{U}{U}" (or "W^U^U").
        const head = this.headChoice(p);
        const v = head?.op.values[0] ?? '';
        const mana = (v.match(/\{[^}]*\}|[^{}^\s]+/g) ?? []).map((m) => manaTypeOf(m.replace(/[{}]/g, '')));
        if (!head || mana.length !== c.amount || mana.some((t) => !t || !c.types.includes(t))) return null;
        head.used = true;
        return { kind: 'manaCombination', mana: mana.filter((t): t is NonNullable<typeof t> => !!t) };
      }
      case 'chooseReplacement': {
        const head = this.headChoice(p);
        if (!head) return null;
        const v = head.op.values[0] ?? '';
        const i = c.options.findIndex((o) => startsWithText(o, v) || textKey(o.split(':')[0] ?? '') === textKey(v));
        if (i < 0) return null;
        head.used = true;
        return { kind: 'option', index: i };
      }
      case 'chooseCards': {
        const head = this.headChoice(p);
        if (!head) return this.cardsFromTargets(c);
        const names = head.op.values.length === 1 ? head.op.values[0]!.split('^') : head.op.values;
        const picked: ObjectId[] = [];
        for (const n of names) {
          const id = c.cards.find((x) => !picked.includes(x) && objectMatches(s, x, n, this.aliases));
          if (id === undefined) return this.cardsFromTargets(c);
          picked.push(id);
        }
        if (picked.length < c.min || picked.length > c.max) return this.cardsFromTargets(c);
        head.used = true;
        return { kind: 'cards', cards: picked };
      }
      case 'orderTriggers':
        return this.orderTriggers(c);
      case 'payMana': {
        // A Phyrexian symbol left to pay: a yes/no choice at the head says whether to pay 2 life for it.
        if (!c.canPayLife) return null;
        const head = this.headChoice(p);
        const v = head?.op.values[0]?.toLowerCase();
        if (!head || (v !== 'yes' && v !== 'no')) return null;
        head.used = true;
        if (v === 'yes') return { kind: 'payLife' };
        return !this.manualMana.has(p) && c.canAutoPay ? { kind: 'autoPay' } : null;
      }
      case 'assignDamage':
      case 'mulligan':
      case 'bottomCards':
      case 'priority':
      case 'declareAttackers':
      case 'declareBlockers':
        return null;
    }
  }

  /** Simultaneous triggers: each choice picks the next one put on the stack (so the first pick resolves last). */
  private orderTriggers(c: Extract<PendingChoice, { kind: 'orderTriggers' }>): Answer | null {
    const s = this.state;
    const rest = c.triggers.map((_, i) => i);
    const order: number[] = [];
    while (rest.length > 1) {
      const head = this.headChoice(c.player);
      const v = head?.op.values[0];
      const i =
        v === undefined
          ? -1
          : rest.findIndex((k) => {
              const t = c.triggers[k]!;
              const sourceName = t.sourceName || (s.objects[t.source]?.def ?? '');
              return startsWithText(t.rulesText, v) || startsWithText(t.text, v) || textKey(sourceName) === textKey(v);
            });
      if (!head || i < 0) break;
      head.used = true;
      order.push(rest[i]!);
      rest.splice(i, 1);
    }
    if (rest.length > 1) {
      if (this.strict) failWith(`strict mode: ${this.describe(c)} was not answered by the test`);
    }
    return { kind: 'order', order: [...order, ...rest] };
  }

  /** A selection among cards a player looks at ("choose a creature card from among them"), which the format's source
   * engine words as a target: when the choice queue's head doesn't answer it, the target queue's entries naming
   * offered cards do, scanned in order, up to the most the selection allows. */
  private cardsFromTargets(c: Extract<PendingChoice, { kind: 'chooseCards' }>): Answer | null {
    const picked: ObjectId[] = [];
    const used: Pending<AnswerOp>[] = [];
    for (const entry of this.queue(c.player, 'target')) {
      if (picked.length >= c.max) break;
      const op = entry.op;
      if (op.op !== 'target' || op.skip) continue;
      const refs = op.targets.length ? op.targets : parseTargetValue(op.value, this.players);
      const offered = c.cards.filter((id) => !picked.includes(id)).map((object) => ({ object }));
      const ids: ObjectId[] = [];
      for (const r of refs) {
        if (r.player !== undefined) break;
        const ref = this.resolveTarget(
          r,
          offered.filter((o) => !ids.includes(o.object)),
        );
        if (!ref || !('object' in ref)) break;
        ids.push(ref.object);
      }
      if (ids.length === 0 || ids.length !== refs.length || picked.length + ids.length > c.max) continue;
      picked.push(...ids);
      used.push(entry);
    }
    if (picked.length === 0 || picked.length < c.min) return null;
    for (const entry of used) entry.used = true;
    return { kind: 'cards', cards: picked };
  }

  /** A target: from the action being taken, else the first fitting entry of the player's target queue. */
  private target(c: Extract<PendingChoice, { kind: 'target' }>): Answer | null {
    const k = this.casting;
    // A first target that gives way when the spell divides an amount among its targets (CR 601.2d): the targets and
    // their amounts come from the target queue.
    const first = k?.op.targets[0];
    if (k && k.nextTarget === 0 && first?.ignoredIfDivided && this.dividesFirst(c.source)) k.nextTarget++;
    if (k && k.nextTarget < k.op.targets.length && c.player === this.seatOf(k.op.player)) {
      const t = k.op.targets[k.nextTarget++]!;
      const ref = this.resolveTarget(t, c.legal);
      if (!ref)
        failWith(
          `${opLabel(k.op)}: target ${targetText(t)} is not legal for "${c.prompt}" (legal: ${this.legalText(c.legal)})`,
        );
      return { kind: 'target', target: ref };
    }
    for (const entry of this.queue(c.player, 'target')) {
      const op = entry.op;
      if (op.op !== 'target') continue;
      if (op.skip) {
        if (!c.optional) continue;
        entry.used = true;
        return { kind: 'target', target: null };
      }
      const refs = op.targets.length ? op.targets : parseTargetValue(op.value, this.players);
      if (refs.length !== 1) continue;
      const ref = this.resolveTarget(refs[0]!, c.legal);
      if (!ref) continue;
      entry.used = true;
      // A target's share of a division (CR 601.2d), for the division asked once the targets are chosen.
      if (op.amount !== undefined) this.shares.push({ to: ref, amount: op.amount });
      return { kind: 'target', target: ref };
    }
    return null;
  }

  /** CR 601.2d: the division the target queue gave, each target's amount, when it gave one for every target. */
  private division(c: Extract<PendingChoice, { kind: 'divide' }>): Answer | null {
    const amounts = c.targets.map((r) => this.shares.find((x) => JSON.stringify(x.to) === JSON.stringify(r))?.amount);
    this.shares = [];
    return amounts.every((n): n is number => n !== undefined) ? { kind: 'divide', amounts } : null;
  }

  /** Whether the spell `source` divides an amount among the targets of its first target spec (CR 601.2d). */
  private dividesFirst(source: ObjectId): boolean {
    const o = this.state.objects[source];
    const spell = o ? cardDef(o.def).abilities.find((a) => a.kind === 'spell') : undefined;
    return spell?.kind === 'spell' && [spell, ...(spell.modes ?? [])].some((p) => p.targets[0]?.divide !== undefined);
  }

  private resolveTarget(t: TargetRef, legal: readonly Ref[]): Ref | null {
    if (t.player !== undefined) {
      const p = this.seatOf(t.player);
      return legal.find((r) => 'player' in r && r.player === p) ?? null;
    }
    const name = t.alias !== undefined ? (t.alias.startsWith('@') ? t.alias : `@${t.alias}`) : t.card!;
    return (
      legal.find((r) => 'object' in r && objectMatches(this.state, r.object, name, this.aliases)) ??
      legal.find((r) => 'ability' in r && abilityMatches(this.state, r.ability, name, this.aliases)) ??
      null
    );
  }

  private legalText(legal: readonly Ref[]): string {
    return legal.map((r) => refText(this.state, this.players, r)).join(', ') || 'none';
  }

  // -------------------------------------------------------------------------------------------------------------
  // Combat declarations

  private combatOps<K extends CombatOp['op']>(p: number, kinds: readonly K[]): Pending<Extract<CombatOp, { op: K }>>[] {
    const t = this.state.turn.number;
    return this.actions.filter(
      (a): a is Pending<Extract<CombatOp, { op: K }>> =>
        !a.used && (kinds as readonly string[]).includes(a.op.op) && a.op.turn === t && this.seatOf(a.op.player) === p,
    );
  }

  /** Picks the n-th (1-based; 0 or absent: the first) of the ids answering to a name. */
  private pick(ids: readonly ObjectId[], name: string, index: number | undefined, exclude: ReadonlySet<ObjectId>) {
    const matching = ids.filter((id) => !exclude.has(id) && objectMatches(this.state, id, name, this.aliases));
    return matching[index && index > 0 ? index - 1 : 0];
  }

  private declareAttackers(c: Extract<PendingChoice, { kind: 'declareAttackers' }>): Answer {
    const ops = this.combatOps(c.player, ['attack', 'attackSkip'] as const);
    const chosen = new Map<ObjectId, { defender: number; planeswalker?: ObjectId }>();
    for (const entry of ops) {
      entry.used = true;
      const op = entry.op;
      if (op.op !== 'attack') continue;
      const id = this.pick(
        c.options.map((o) => o.attacker),
        op.attacker,
        op.attackerIndex,
        new Set(chosen.keys()),
      );
      if (id === undefined) {
        const can = c.options.map((o) => this.nameOf(o.attacker)).join(', ') || 'none';
        return failWith(`${opLabel(op)}: no ${op.attacker} can attack (creatures able to attack: ${can})`);
      }
      const opt = c.options.find((o) => o.attacker === id)!;
      const walkerName = op.defender?.permanent;
      if (walkerName !== undefined) {
        // CR 506.3: a planeswalker the defending player controls.
        const w = this.pick(opt.planeswalkers, walkerName, undefined, new Set());
        if (w === undefined) {
          const can = opt.planeswalkers.map((x) => this.nameOf(x)).join(', ') || 'none';
          return failWith(
            `${opLabel(op)}: ${op.attacker} can't attack ${walkerName} (planeswalkers it may attack: ${can})`,
          );
        }
        chosen.set(id, { defender: this.state.objects[w]!.controller, planeswalker: w });
        continue;
      }
      const defender = op.defender?.player !== undefined ? this.seatOf(op.defender.player) : opt.defenders[0];
      if (defender === undefined || !opt.defenders.includes(defender))
        return failWith(`${opLabel(op)}: ${op.attacker} can't attack ${op.defender?.player ?? 'anyone'}`);
      chosen.set(id, { defender });
    }
    // Creatures a requirement makes attack do so even without an attack op (CR 508.1d).
    for (const { attacker, ...d } of requiredAttackers(c)) if (!chosen.has(attacker)) chosen.set(attacker, d);
    return { kind: 'attackers', attackers: [...chosen].map(([attacker, d]) => ({ attacker, ...d })) };
  }

  private declareBlockers(c: Extract<PendingChoice, { kind: 'declareBlockers' }>): Answer {
    const ops = this.combatOps(c.player, ['block', 'blockSkip'] as const);
    const blocks: { blocker: ObjectId; attacker: ObjectId }[] = [];
    const used = new Set<ObjectId>();
    for (const entry of ops) {
      entry.used = true;
      const op = entry.op;
      if (op.op !== 'block') continue;
      const blocker = this.pick(
        c.options.map((o) => o.blocker),
        op.blocker,
        op.blockerIndex,
        used,
      );
      if (blocker === undefined) {
        const can = c.options.map((o) => this.nameOf(o.blocker)).join(', ') || 'none';
        return failWith(`${opLabel(op)}: no ${op.blocker} can block (creatures able to block: ${can})`);
      }
      const opt = c.options.find((o) => o.blocker === blocker)!;
      const attacker = this.pick(opt.attackers, op.attacker, op.attackerIndex, new Set());
      if (attacker === undefined) return failWith(`${opLabel(op)}: ${op.blocker} can't block ${op.attacker}`);
      used.add(blocker);
      blocks.push({ blocker, attacker });
    }
    const declared: Answer = { kind: 'blockers', blocks };
    // Block requirements apply without block ops too (CR 509.1c): creatures that block each combat if able and that
    // the ops left out are added, as far as a legal declaration allows.
    if (validateAnswer(this.state, c, declared) === null) return declared;
    const required = legalRequiredBlocks(this.state, c).filter((b) => !used.has(b.blocker));
    const withRequired: Answer = { kind: 'blockers', blocks: [...blocks, ...required] };
    return validateAnswer(this.state, c, withRequired) === null ? withRequired : declared;
  }

  // -------------------------------------------------------------------------------------------------------------
  // Messages and expectations

  private describe(c: PendingChoice): string {
    const who = this.players[c.player] ?? String(c.player);
    const s = this.state;
    switch (c.kind) {
      case 'target':
        return `${who}'s target choice "${c.prompt}" (legal: ${this.legalText(c.legal)})`;
      case 'chooseMode':
        return `${who}'s mode choice "${c.prompt}" (${c.modes.map((m) => m.text).join(' | ')})`;
      case 'chooseX':
        return `${who}'s choice of X "${c.prompt}" (0 to ${c.max})`;
      case 'divide':
        return `${who}'s division "${c.prompt}"`;
      case 'yesNo':
        return `${who}'s yes/no choice "${c.prompt}"`;
      case 'chooseColor':
        return `${who}'s color choice "${c.prompt}"`;
      case 'chooseCreatureType':
        return `${who}'s creature type choice "${c.prompt}"`;
      case 'chooseManaCombination':
        return `${who}'s choice of mana "${c.prompt}"`;
      case 'chooseReplacement':
        return `${who}'s choice of replacement effect (${c.options.join(' | ')})`;
      case 'chooseCards':
        return `${who}'s card choice "${c.prompt}" (${c.cards.map((id) => this.nameOf(id)).join(', ')})`;
      case 'orderTriggers':
        return `${who}'s order of triggers (${c.triggers.map((t) => t.text).join(' | ')})`;
      case 'payMana':
        return `${who}'s mana payment "${c.prompt}" (${c.remaining})`;
      case 'priority':
      case 'mulligan':
      case 'bottomCards':
      case 'declareAttackers':
      case 'declareBlockers':
      case 'assignDamage':
        return `${who}'s ${c.kind} decision at turn ${s.turn.number} ${s.turn.step}`;
    }
  }

  private evalContext(state: GameState, checker: number | null): EvalContext {
    const turn = state.turn.number;
    return {
      state,
      players: this.players,
      aliases: this.aliases as Aliases,
      checker,
      attackedThisTurn: this.attacked.get(turn) ?? [],
      blockedThisTurn: this.blocked.get(turn) ?? [],
      pendingActions: (p) => this.actions.filter((a) => !a.used && this.seatOf(a.op.player) === p).length,
      pendingChoices: (p) =>
        this.answers.filter((a) => !a.used && a.op.op !== 'mode' && this.seatOf(a.op.player) === p).length,
    };
  }
}

function isSetupOp(o: Op): o is SetupOp {
  return (
    o.op === 'addCard' ||
    o.op === 'removeAllCardsFromLibrary' ||
    o.op === 'removeAllCardsFromHand' ||
    o.op === 'setLife' ||
    o.op === 'skipInitShuffling' ||
    o.op === 'disableManaAutoPayment'
  );
}

function targetText(t: TargetRef): string {
  if (t.player !== undefined) return `player ${t.player}`;
  return t.alias !== undefined ? `@${t.alias.replace(/^@/, '')}` : (t.card ?? '?');
}
