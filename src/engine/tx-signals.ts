// What an operation of a transaction throws to stop short: a decision not made yet, a player backing out of a spell
// or a step (CR 732.1), an answer given inline that doesn't fit, an engine error.
import type { PendingChoice } from './choices.js';

/** Thrown when an operation needs a decision that has not been made yet. */
export class Suspend {
  constructor(readonly choice: PendingChoice) {}
}

/** Thrown when a player cancels a spell or ability being cast or activated: the game returns to the moment before it
 * began (CR 732.1). */
export class Rewind {}

/** Thrown when a player backs out of a step taken during the resolution of something else — casting a spell (CR
 * 608.2g), paying an optional cost (118.12a) — (732.1): the operation is replayed with that player answering "no" at
 * answer number `decision` (the question that led to the step). `logged`: the log's length when that question was asked. */
export class Decline {
  constructor(
    readonly decision: number,
    readonly logged: number,
  ) {}
}

/** Runs a step a player may back out of while something resolves (casting a spell, paying a cost): backing out
 * (Rewind) replays the resolution with that player answering "no" at answer number `decision` (CR 732.1). */
export function declineOnRewind(decision: number, logged: number, step: () => void): void {
  try {
    step();
  } catch (e) {
    if (e instanceof Rewind) throw new Decline(decision, logged);
    throw e;
  }
}

export class EngineError extends Error {}

/** Thrown when an answer given at once to a decision in the middle of an operation doesn't fit it: malformed, or
 * well-formed but not a legal answer to it (parseAnswer). */
export class InlineAnswerError extends Error {
  constructor(
    readonly code: 'malformed' | 'illegalAnswer',
    message: string,
  ) {
    super(message);
  }
}
