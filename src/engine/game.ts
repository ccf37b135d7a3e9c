// The engine's public entry points: createGame, apply, viewFor.
import type { Answer, GameError, PendingChoice, PriorityAction } from './choices.js';
import { derivedOf, keptDerived } from './derived.js';
import type { LoggedEvent } from './events.js';
import { cardDef } from './registry.js';
import { keptActionsUnlessOnlyPass, offersAtEnd, priorityActions } from './rules/cr117-priority.js';
import { finishMulliganRound, handleMulliganAnswer, nextToDeclare } from './rules/cr103-starting.js';
import { putCounters } from './rules/cr122-counters.js';
import {
  askNextDefender,
  beginStep,
  beginTurn,
  endStep,
  handleDeclaration,
  stepHasPriority,
} from './rules/cr500-turn.js';
import { removeNoncreaturesFromCombat } from './rules/cr506-combat.js';
import { castSpell } from './rules/cr601-casting.js';
import { activateAbility } from './rules/cr602-activating.js';
import { checkTriggers } from './rules/cr603-triggers.js';
import { putTriggersOnStack } from './rules/cr603-trigger-stack.js';
import { activateManaAbility } from './rules/cr118-costs.js';
import { turnFaceUp } from './rules/cr702-morph.js';
import { resolveTopOfStack } from './rules/cr608-resolving.js';
import { enterBattlefield } from './rules/cr614-replacement.js';
import { checkGameOver, runStateBasedActions } from './rules/cr704-state-based-actions.js';
import { checkDayNight } from './rules/cr730-day-night.js';
import { activeOrNext, leaveGame, nextInTurnOrder } from './rules/cr800-multiplayer.js';
import type { GameState } from './state.js';
import { Decline, EngineError, InlineAnswerError, Rewind, Suspend, Tx, type InlineChooser } from './tx.js';
import type { ObjectId, PlayerId, Step } from './types.js';
import { fitAnswer } from './parse-answer.js';
import { readAnswer, summarize } from './read-answer.js';
import { setUpGame, type GameConfig } from './setup.js';
// What effects do: loaded for its registration with the kernel (hooks.ts), through which the rules resolve them.
import './effects/index.js';

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly LoggedEvent[] }
  | { readonly ok: false; readonly error: GameError; readonly state: GameState };

/** Creates a game and runs it to its first decision. Throws ConfigError naming an unknown card, or for a seed that is
 * not a whole number from 0 to 2^32 - 1 (seed.ts). */
export function createGame(config: GameConfig): { state: GameState; events: readonly LoggedEvent[] } {
  const tx = setUpGame(config);
  // The set-up game is the base a decision in the middle of an operation replays from (as in apply): the first
  // decision may arise inside one, e.g. ordering triggers (CR 603.3b) or the legend rule (704.5j) on turn 1.
  const game = runFrom(tx.s);
  return { state: game.s, events: [...tx.log, ...game.log] };
}

/** Runs the game on from `base` (a state with no operation in progress) to its next decision: one that arises in the
 * middle of an operation suspends it, to be replayed from `base` with its answer (as in apply). */
function runFrom(base: GameState): Tx {
  const tx = new Tx(base, []);
  tx.onEvent = checkTriggers;
  try {
    run(tx);
  } catch (e) {
    if (!(e instanceof Suspend)) throw e;
    tx.s.pending = e.choice;
    tx.s.resume = { base, answers: [], logged: tx.log.length };
  }
  return tx;
}

/** Advances the game until a decision is needed or the game ends. */
function run(tx: Tx): void {
  const s = tx.s;
  // A base state known to need no state-based action (checked at its last write) needs none until a write.
  if (keptDerived(tx.base)?.sbaClean) tx.sbaCheckedAt = 0;
  for (;;) {
    if (s.over) {
      s.pending = null;
      return;
    }
    const pending = s.pending;
    if (pending) {
      const a = tx.nextAnswer();
      if (!a) {
        // What was found of the state since its last write holds for the transactions that begin from it.
        if (tx.sbaCheckedAt === tx.version) derivedOf(s).sbaClean = true;
        const offers = offersAtEnd(tx);
        if (offers) derivedOf(s).offers = offers;
        return;
      }
      s.pending = null;
      s.decisions++;
      handleAnswer(tx, pending, a);
      continue;
    }
    advance(tx);
  }
}

function advance(tx: Tx): void {
  const s = tx.s;
  if (s.setup.length > 0) return placeSetupPermanent(tx);
  if (s.mulligan) {
    const p = nextToDeclare(tx);
    if (p !== null)
      s.pending = {
        kind: 'mulligan',
        player: p,
        handSize: tx.player(p).hand.length,
        mulligans: tx.player(p).mulligans,
      };
    return;
  }
  if (s.turn.number === 0) return beginTurn(tx);
  if (!s.turn.stepBegun) return beginStep(tx);
  if (!stepHasPriority(tx)) return endStep(tx);
  // CR 117.5: before a player receives priority, state-based actions are performed, then triggers are put on the
  // stack, repeating until neither happens.
  // Nothing that state-based actions look at changes without a write, so a check at the same version is skipped.
  if (tx.sbaCheckedAt !== tx.version) {
    // CR 702.145c-g happen "any time" (not as state-based actions); checked here too for changes no entering caused,
    // such as a permanent regaining daybound when an effect that removed its abilities ends.
    checkDayNight(tx);
    removeNoncreaturesFromCombat(tx);
    if (runStateBasedActions(tx) || s.over) return;
    tx.sbaCheckedAt = tx.version;
  }
  if (s.triggers.length > 0) return putTriggersOnStack(tx);
  const p = s.turn.priority;
  // Auto-pass: a player whose only actions are passing and mana abilities passes without being asked.
  let actions: PriorityAction[];
  if (s.players[p]!.autoPass) {
    const all = keptActionsUnlessOnlyPass(tx, p);
    if (!all) return pass(tx, p);
    actions = all;
  } else actions = priorityActions(s, p);
  s.pending = { kind: 'priority', player: p, actions };
}

/** The game's set-up puts a permanent onto the battlefield: replacement effects on entering apply (with the choices
 * they ask for), but it is no event of the game — nothing triggers, nothing is logged — and it has no summoning
 * sickness. */
function placeSetupPermanent(tx: Tx): void {
  const e = tx.s.setup[0]!;
  const onEvent = tx.onEvent;
  const logging = tx.logging;
  tx.onEvent = null;
  tx.logging = false;
  const id = enterBattlefield(tx, e.object, e.controller, 'hand', {
    created: true,
    tapped: e.tapped,
    ...(e.face === 1 ? { face: 1 as const } : {}),
  });
  tx.onEvent = onEvent;
  tx.logging = logging;
  const m = tx.mut(id);
  m.controlledSince = -1; // set up before the game: no summoning sickness
  m.counters = { ...m.counters, ...e.counters };
  tx.s.setup = tx.s.setup.slice(1);
}

function handleAnswer(tx: Tx, c: PendingChoice, a: Answer): void {
  const s = tx.s;
  switch (c.kind) {
    case 'mulligan':
      return handleMulliganAnswer(tx, c.player, a);
    case 'declareAttackers':
    case 'declareBlockers':
      return handleDeclaration(tx, c.player, a);
    case 'priority':
      break;
    default:
      throw new EngineError(`${c.kind} is answered inside an operation`);
  }
  const p = c.player;
  const t = s.turn;
  switch (a.kind) {
    case 'pass':
      return pass(tx, p);
    case 'playLand': {
      // CR 305.1: playing a land is a special action (116.2a); the player keeps priority.
      // CR 712.12: a modal double-faced card played with its back face up enters with that face up.
      const d = cardDef(tx.obj(a.card).def);
      const name = a.face === 1 && d.back ? d.back.name : d.name;
      tx.mutPlayer(p).landsPlayed++;
      // A permission to play it ("You may play that card this turn") is used up (the card becomes a new object).
      if (tx.s.permissions.some((q) => q.object === a.card))
        tx.setList(
          'permissions',
          tx.s.permissions.filter((q) => q.object !== a.card),
        );
      // CR 116.2a: from the zone it is in (its hand, the top of its library when an effect allows it, or exile).
      enterBattlefield(tx, a.card, p, tx.obj(a.card).zone, {
        ...(a.face === 1 ? { face: 1 } : {}),
        says: () => `${tx.player(p).name} plays ${name}`,
      });
      t.passes = 0;
      return;
    }
    case 'cast':
      castSpell(tx, p, a.card, a.via ?? null);
      t.passes = 0;
      return;
    case 'activate':
      activateAbility(tx, p, a.source, a.ability);
      t.passes = 0;
      return;
    case 'activateMana':
      activateManaAbility(tx, p, a.source, a.ability);
      return;
    case 'turnFaceUp':
      // CR 116.2b, 702.37e: a special action; the player keeps priority.
      turnFaceUp(tx, p, a.permanent, a.manifest === true);
      t.passes = 0;
      return;
    default:
      throw new EngineError(`unexpected answer ${a.kind} to priority`);
  }
}

/** CR 117.4: if all players pass in succession, the top of the stack resolves or the step ends. */
function pass(tx: Tx, p: PlayerId): void {
  const s = tx.s;
  const t = s.turn;
  t.passes++;
  let alive = 0;
  for (const pl of s.players) if (!pl.lost) alive++;
  if (t.passes < alive) {
    t.priority = nextInTurnOrder(s, p);
    return;
  }
  t.passes = 0;
  if (s.stack.length > 0) {
    resolveTopOfStack(tx);
    t.priority = activeOrNext(s); // CR 117.3b, 800.4j
  } else endStep(tx);
}

function fail(state: GameState, code: GameError['code'], message: string): ApplyResult {
  return { ok: false, error: { code, message }, state };
}

export interface ApplyOptions {
  /** record events with their sentences (default true); simulations that don't read the log turn it off */
  readonly log?: boolean;
}

/**
 * Applies a player's answer to the pending decision. Returns the next state and what happened, or an error with
 * the state unchanged. The input state is never modified. Anything may be given as the player and the answer (a
 * client's JSON): a player that is no seat, or an answer not of its kind's shape, is `malformed` (naming the field);
 * the game acts on the answer parsed into the decision's own values (parseAnswer), never on the object given.
 */
export function apply(state: GameState, player: PlayerId, answer: Answer, options: ApplyOptions = {}): ApplyResult {
  return applyWith(state, player, answer, options, null);
}

function applyWith(
  state: GameState,
  player: unknown,
  raw: unknown,
  options: ApplyOptions,
  inline: InlineChooser | null,
): ApplyResult {
  // A seat is a whole number that indexes a player (not "1", "__proto__", 0.5 or -0).
  if (typeof player !== 'number' || !Number.isSafeInteger(player) || Object.is(player, -0) || !state.players[player])
    return fail(state, 'malformed', `no player ${summarize(player)}`);
  const offered = state.pending;
  // An in-process player answering priority with the very action object it was offered gives the decision's own
  // value: there is nothing of a client's to read or fit (an answer from JSON is never one of them).
  if (
    !state.over &&
    offered?.kind === 'priority' &&
    offered.player === player &&
    offered.actions.includes(raw as PriorityAction)
  )
    return applyFitted(state, player, raw as PriorityAction, options, inline);
  // The answer is read into its kind's shape (malformed naming the field), then fitted to the decision: what is kept
  // and acted on is the canonical answer built from the decision's own values, never the client's object.
  const read = readAnswer(raw);
  if (!read.ok) return fail(state, read.error.code, read.error.message);
  if (state.over) return fail(state, 'gameOver', 'the game is over');
  if (read.answer.kind === 'concede') return concede(state, player);
  const pending = state.pending;
  if (!pending) return fail(state, 'illegalAnswer', 'no decision is pending');
  if (pending.player !== player)
    return fail(
      state,
      'wrongPlayer',
      `${state.players[pending.player]!.name} must decide, not ${state.players[player]!.name}`,
    );
  const fit = fitAnswer(state, pending, read.answer);
  if (!fit.ok) return fail(state, fit.error.code, fit.error.message);
  return applyFitted(state, player, fit.answer, options, inline);
}

/** Carries out a canonical answer to the pending decision of a state that is not over, by the player who must give
 * it. */
function applyFitted(
  state: GameState,
  player: PlayerId,
  answer: Answer,
  options: ApplyOptions,
  inline: InlineChooser | null,
): ApplyResult {
  const base = state.resume ? state.resume.base : state;
  let answers = state.resume ? [...state.resume.answers, answer] : [answer];
  let logged = state.resume ? state.resume.logged : 0;
  const told: LoggedEvent[] = [];
  for (;;) {
    const tx = new Tx(base, answers);
    tx.onEvent = checkTriggers;
    tx.logging = options.log ?? true;
    tx.inline = inline;
    try {
      run(tx);
    } catch (e) {
      if (e instanceof Suspend) {
        tx.s.pending = e.choice;
        // The answers replayed and those given inline (a simulation's): what a replay from `base` needs.
        tx.s.resume = { base, answers: tx.answers, logged: tx.log.length };
      } else if (e instanceof InlineAnswerError) {
        return fail(state, e.code, e.message);
      } else if (e instanceof Rewind) {
        // CR 732.1: the player backed out of casting or activating; the game returns to the moment before.
        return { ok: true, state: base, events: [cancelled(base, player)] };
      } else if (e instanceof Decline) {
        // CR 608.2g, 732.1: the player backed out of casting a spell in the middle of a resolution; the operation is
        // replayed with the player declining to cast it, and goes on from there.
        // `decision` counts the answers given inline too (tx.answers holds them after the replayed ones).
        answers = [...tx.answers.slice(0, e.decision), { kind: 'no' }];
        logged = Math.min(logged, e.logged);
        told.push(cancelled(base, player));
        continue;
      } else throw e;
    }
    return { ok: true, state: tx.s, events: [...told, ...tx.log.slice(logged)] };
  }
}

function cancelled(base: GameState, player: PlayerId): LoggedEvent {
  return { event: { kind: 'info' }, text: `${base.players[player]!.name} cancels`, rule: 'CR 732.1' };
}

/**
 * Test set-up, not a game action (no player can do this in a real game): while `player` has priority, puts counters
 * on a permanent as if `player` put them — the scenario runner's `addCounters`. They go through the same counter event
 * as counters an effect puts (CR 122.6), so replacement effects modify them (614) and abilities trigger on them
 * (lore counters: chapter abilities, 714.2b); then the game goes on as after a player's action (state-based actions,
 * triggers put on the stack, 117.5) and `player` gets priority again. Returns an error with the state unchanged when
 * `player` doesn't have priority, the object isn't a permanent, or putting the counters needs a decision (replacement
 * effects to order), which set-up can't take.
 */
export function putCountersForTest(
  state: GameState,
  player: PlayerId,
  object: ObjectId,
  counters: Readonly<Record<string, number>>,
): ApplyResult {
  if (state.over) return fail(state, 'gameOver', 'the game is over');
  const pending = state.pending;
  if (!pending || pending.kind !== 'priority' || pending.player !== player || state.resume)
    return fail(state, 'wrongPlayer', `${state.players[player]?.name ?? player} doesn't have priority`);
  const o = state.objects[object];
  if (!o || o.zone !== 'battlefield' || o.left) return fail(state, 'illegalAnswer', `no permanent ${object}`);
  if (Object.values(counters).some((n) => !Number.isInteger(n) || n < 0))
    return fail(state, 'malformed', 'counter numbers must be whole numbers, 0 or more');
  const put = new Tx(state, []);
  put.onEvent = checkTriggers;
  try {
    put.s.pending = null;
    put.s.turn.passes = 0;
    putCounters(put, { object }, player, counters);
  } catch (e) {
    if (e instanceof Suspend)
      return fail(state, 'illegalAnswer', `putting these counters needs a decision (${e.choice.kind})`);
    throw e;
  }
  // The game continues from the state with the counters on, the base a later decision replays from.
  const tx = runFrom(put.s);
  return { ok: true, state: tx.s, events: [...put.log, ...tx.log] };
}

export interface SimulationOptions extends ApplyOptions {
  /** Answers the decisions that arise in the middle of an operation (targets, payment, ordering triggers, ...) at
   * once, so the operation goes on rather than suspending and being replayed from its start with each answer. It is
   * given the working state with the choice pending; returning null suspends as `apply` does. */
  readonly choose?: InlineChooser;
}

/**
 * A game played forward by one driver (a simulation, a computer-vs-computer game): the same rules, answers and
 * results as `apply` — each state it hands out is still never modified — but decisions in the middle of an
 * operation can be answered at once (`choose`), which saves replaying the operation for each of them.
 */
export class Simulation {
  private current: GameState;
  private readonly options: SimulationOptions;

  constructor(state: GameState, options: SimulationOptions = {}) {
    this.current = state;
    this.options = options;
  }

  get state(): GameState {
    return this.current;
  }

  /** As `apply`, from the current state; on success the simulation moves to the new state. */
  apply(player: PlayerId, answer: Answer): ApplyResult {
    const r = applyWith(this.current, player, answer, this.options, this.options.choose ?? null);
    if (r.ok) this.current = r.state;
    return r;
  }
}

/** CR 104.3a: a player may concede at any time; the game continues from where it was if it isn't over. */
function concede(state: GameState, player: PlayerId): ApplyResult {
  if (state.players[player]!.lost) return fail(state, 'illegalAnswer', 'that player has already left the game');
  const base = state.resume ? state.resume.base : state;
  const tx = new Tx(base, []);
  tx.onEvent = checkTriggers;
  const pl = tx.mutPlayer(player);
  pl.lost = true;
  pl.conceded = true;
  pl.lossReason = 'conceded';
  tx.emit({ kind: 'playerLoses', player, reason: 'conceded' }, () => `${pl.name} concedes`, 'CR 104.3a');
  checkGameOver(tx);
  if (!tx.s.over) {
    // CR 800.4a: the game goes on without them. An operation in progress is taken back to its beginning (its
    // decision is asked again); a decision that was theirs passes on: no attack is declared by a player who has
    // left (800.4j); the next defending player declares blockers (802.4); priority passes to the next player.
    const was = tx.s.pending;
    leaveGame(tx, player);
    if (was && was.player === player) {
      if (was.kind === 'declareAttackers') tx.s.turn.noAttackers = true;
      if (was.kind === 'declareBlockers') askNextDefender(tx, player);
      if (was.kind === 'mulligan' && tx.s.mulligan && nextToDeclare(tx) === null) finishMulliganRound(tx);
    }
    tx.s.resume = null;
    const game = runFrom(tx.s);
    return { ok: true, state: game.s, events: [...tx.log, ...game.log] };
  }
  return { ok: true, state: tx.s, events: tx.log };
}

/** The pending decision, if any. */
export function pendingChoice(state: GameState): PendingChoice | null {
  return state.pending;
}

export const currentStep = (state: GameState): Step => state.turn.step;
