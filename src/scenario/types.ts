// The scenario format (`xmage-scenario/1`, SCENARIOS.md of the reference data) after validation: every op typed, with
// its index in the test's op list so that every message can name it.
import type { Step } from '../engine/index.js';

/** A player as the scenario names it ("A", "B"). */
export type SeatName = string;

/** A target written in an action or in a `target` answer. */
export interface TargetRef {
  readonly player?: SeatName;
  readonly card?: string;
  readonly alias?: string;
  /** switch to this mode (1-based among the spell's modes) before this target */
  readonly mode?: number;
  readonly copy?: 'exclude' | 'only';
  readonly ignoredIfDivided?: boolean;
}

export type Condition =
  | {
      readonly kind: 'spellOnStack' | 'spellNotOnStack' | 'spellOnTopOfStack' | 'spellCopyOnStack';
      readonly text: string;
    }
  | { readonly kind: 'manaInPool'; readonly n: number };

interface Base {
  /** 0-based position in the test's `ops` */
  readonly index: number;
}

interface Scheduled extends Base {
  readonly turn: number;
  readonly step: Step;
  readonly player: SeatName;
}

export type SetupOp =
  | (Base & {
      readonly op: 'addCard';
      readonly zone: 'battlefield' | 'hand' | 'library' | 'graveyard' | 'exile' | 'command';
      readonly player: SeatName;
      readonly card: string;
      readonly count: number;
      readonly tapped: boolean;
      readonly alias?: string;
    })
  | (Base & { readonly op: 'removeAllCardsFromLibrary' | 'removeAllCardsFromHand'; readonly player: SeatName })
  | (Base & { readonly op: 'setLife'; readonly player: SeatName; readonly life: number })
  | (Base & { readonly op: 'skipInitShuffling' })
  | (Base & { readonly op: 'disableManaAutoPayment'; readonly player: SeatName });

/** Actions taken at a player's priority, in file order (checks and `show` travel with them, as in XMage). */
export type PriorityOp =
  | (Scheduled & {
      readonly op: 'castSpell';
      readonly card: string;
      readonly targets: readonly TargetRef[];
      readonly condition?: Condition;
    })
  | (Scheduled & {
      readonly op: 'activate' | 'activateMana';
      readonly ability: string;
      readonly targets: readonly TargetRef[];
      readonly condition?: Condition;
    })
  | (Scheduled & { readonly op: 'playLand'; readonly card: string; readonly condition?: Condition })
  | (Scheduled & {
      readonly op: 'addCounters';
      readonly card: string;
      readonly counter: string;
      readonly count: number;
    })
  | (Scheduled & { readonly op: 'concede' })
  | (Scheduled & { readonly op: 'waitStack'; readonly oneObject: boolean })
  | (Scheduled & { readonly op: 'check'; readonly what: string; readonly raw: Readonly<Record<string, unknown>> })
  | (Scheduled & { readonly op: 'show' });

export type CombatOp =
  | (Base & {
      readonly op: 'attack';
      readonly turn: number;
      readonly player: SeatName;
      readonly attacker: string;
      readonly attackerIndex?: number;
      readonly defender?: { readonly player?: SeatName; readonly permanent?: string };
    })
  | (Base & { readonly op: 'attackSkip' | 'blockSkip'; readonly turn: number; readonly player: SeatName })
  | (Base & {
      readonly op: 'block';
      readonly turn: number;
      readonly player: SeatName;
      readonly blocker: string;
      readonly attacker: string;
      readonly blockerIndex?: number;
      readonly attackerIndex?: number;
    });

export type AnswerOp =
  | (Base & { readonly op: 'choice'; readonly player: SeatName; readonly values: readonly string[] })
  | (Base & {
      readonly op: 'target';
      readonly player: SeatName;
      readonly value: string;
      readonly targets: readonly TargetRef[];
      readonly amount?: number;
      readonly skip: boolean;
    })
  | (Base & { readonly op: 'mode'; readonly player: SeatName; readonly value: number; readonly skip: boolean });

export type ControlOp =
  | (Base & { readonly op: 'stopAt'; readonly turn: number; readonly step: Step })
  | (Base & { readonly op: 'run' })
  | (Base & { readonly op: 'strict'; readonly value: boolean })
  | (Base & { readonly op: 'expect'; readonly what: string; readonly raw: Readonly<Record<string, unknown>> });

export type Op = SetupOp | PriorityOp | CombatOp | AnswerOp | ControlOp;

/** An op kind the format names but this runner can't carry out, or one it doesn't know. */
export interface UnknownOp extends Base {
  readonly op: string;
  readonly unknown: true;
}

export interface DeckCard {
  readonly name: string;
  readonly count: number;
}

export interface GameSetup {
  readonly type: string;
  readonly players: readonly SeatName[];
  readonly startingPlayer: SeatName;
  readonly startingLife: number;
  readonly startingPlayerSkipsFirstDraw: boolean;
  readonly shuffleLibrariesAtStart: boolean;
  readonly defaultStop: { readonly turn: number; readonly step: Step };
  /** each player's deck (library before the test's cards), bottom first */
  readonly decks: Readonly<Record<SeatName, readonly DeckCard[]>>;
}

export interface TestCase {
  readonly name: string;
  readonly ops: readonly (Op | UnknownOp)[];
}

export interface ScenarioFile {
  readonly path: string;
  /** null: the file says nothing is runnable (`game: null`) */
  readonly game: GameSetup | null;
  readonly tests: readonly (TestCase | { readonly name: string; readonly malformed: string })[];
}
