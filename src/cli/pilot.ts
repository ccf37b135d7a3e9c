// What a person sitting at one seat has said about when to be asked: their stops (stops.ts), full control, paying
// mana by hand, and a standing order to pass (e: until something happens; t: until their next turn). A Pilot answers
// for them where none of that asks them (pass, or pay automatically), and says when they must be asked. The terminal
// and the browser's practice game (HumanGame) and the table people play each other at (NetGame) keep one Pilot for
// each person; the same settings give the same stops everywhere.
import { viewFor, type Answer, type GameState, type PendingChoice, type PlayerId } from '../engine/index.js';
import {
  DEFAULT_STOPS,
  isStop,
  stackController,
  switchStop,
  type StopStep,
  type StopTable,
  type Whose,
} from './stops.js';

/** A standing order to pass priority: until something happens this turn (e), or until the person's next turn (t). */
interface PassOrder {
  readonly until: 'something' | 'myTurn';
  /** the turn it was given in */
  readonly turn: number;
  /** given in the person's own turn before their precombat main phase: it stops at their first main phase where
   * they could act, never skipping it */
  readonly beforeMyMain: boolean;
  /** the stack ids when it was given: anything else the opponent puts there is something happening */
  readonly stack: ReadonlySet<number>;
}

export interface PilotOptions {
  /** asked at every priority, even when passing is all the person could do, with mana abilities listed */
  readonly fullControl?: boolean;
  /** the person chooses the mana sources for every cost */
  readonly manualPay?: boolean;
}

export class Pilot {
  private stopTable: StopTable = DEFAULT_STOPS;
  private full: boolean;
  private manual: boolean;
  private order: PassOrder | null = null;
  /** the stack items the person has been asked about at priority: they stop nothing again */
  private readonly seenStack = new Set<number>();
  /** the last turn in whose precombat main phase the person was asked at priority */
  private main1Turn = 0;

  constructor(
    readonly seat: PlayerId,
    options: PilotOptions = {},
  ) {
    this.full = options.fullControl ?? false;
    this.manual = options.manualPay ?? false;
  }

  get stops(): StopTable {
    return this.stopTable;
  }

  get fullControl(): boolean {
    return this.full;
  }

  set fullControl(on: boolean) {
    this.full = on;
  }

  get manualPay(): boolean {
    return this.manual;
  }

  set manualPay(on: boolean) {
    this.manual = on;
  }

  /** Switches one stop (`stop [my|their] STEP [on|off]`, switchStop). */
  switchStop(whose: Whose | 'both', step: StopStep, on?: boolean): void {
    this.stopTable = switchStop(this.stopTable, whose, step, on);
  }

  /** Sets every stop at once. */
  setStops(stops: StopTable): void {
    this.stopTable = { mine: new Set(stops.mine), theirs: new Set(stops.theirs) };
  }

  /** Forgets the standing order to pass and what the person has been asked about (a game taken back: they are asked
   * again rather than passed for). */
  clearOrders(): void {
    this.order = null;
    this.seenStack.clear();
    this.main1Turn = 0;
  }

  /** Gives a standing order to pass (e, t) at the person's priority in `state`; the caller then passes. */
  passUntil(state: GameState, until: PassOrder['until']): void {
    const t = state.turn;
    this.order = {
      until,
      turn: t.number,
      beforeMyMain: t.active === this.seat && ['upkeep', 'draw'].includes(t.step),
      stack: new Set(state.stack.map((i) => i.id)),
    };
  }

  /** The answer given for the person at their decision `c` in `state` without asking them, or null to ask (which
   * notes what they have been asked about). */
  answerFor(state: GameState, c: PendingChoice): Answer | null {
    const answer = this.decide(state, c);
    if (answer === null && c.kind === 'priority') {
      for (const i of state.stack) this.seenStack.add(i.id);
      if (state.turn.step === 'precombat_main') this.main1Turn = state.turn.number;
    }
    return answer;
  }

  private decide(state: GameState, c: PendingChoice): Answer | null {
    if (c.kind === 'payMana')
      // The engine's automatic payment, unless the person pays by hand or a Phyrexian symbol leaves a choice of
      // life or mana (CR 107.4f).
      return !this.manual && c.canAutoPay && !c.canPayLife ? { kind: 'autoPay' } : null;
    if (c.kind !== 'priority') {
      if (this.order?.until === 'something') this.order = null;
      return null;
    }
    const view = viewFor(state, this.seat);
    const pass: Answer = { kind: 'pass' };
    // As the engine's auto-pass would (it is off for a decision made while full control was on).
    if (!this.full && c.actions.every((a) => a.kind === 'pass' || a.kind === 'activateMana')) return pass;
    if (this.order) {
      const now = this.orderAt(this.order, view);
      if (now === 'holds') return pass;
      this.order = null;
      if (now === 'ask') return null;
    }
    if (this.full) return null;
    return isStop(view, this.seat, this.stopTable, { stack: this.seenStack, main1Turn: this.main1Turn }) ? null : pass;
  }

  /**
   * What a standing order to pass says here: it holds, it has lapsed (the stops say whether to ask), or it stops
   * here and asks — at the person's own main phase when it was given before it, whatever the stops say (the
   * postcombat one, when they could do nothing in the precombat one).
   */
  private orderAt(order: PassOrder, view: GameState): 'holds' | 'lapsed' | 'ask' {
    const t = view.turn;
    const main = t.step === 'precombat_main' || t.step === 'postcombat_main';
    if (order.beforeMyMain && t.number === order.turn && main) return 'ask';
    if (order.until === 'myTurn') return t.active === this.seat && t.number > order.turn ? 'lapsed' : 'holds';
    if (t.number !== order.turn) return 'lapsed';
    return view.stack.some((i) => !order.stack.has(i.id) && stackController(view, i) !== this.seat)
      ? 'lapsed'
      : 'holds';
  }
}
