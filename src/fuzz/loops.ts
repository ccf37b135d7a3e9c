// The fuzzer's guard against a random player going round in circles, and its way of telling that from an engine that
// is stuck. A player may back out of what it began (cancel a payment it can't make: CR 732.1): the engine then
// returns the very state it began from, and asks again. Under Propaganda a random player with many creatures and few
// lands declares attacks it can't pay for, cancels, and declares again, about 2^n times for n creatures: a legal game
// that only looks stuck. So when a state comes back (the same state object, as a back-out returns it; or, once a
// step has taken LONG_STEP decisions, a state with the same content), the answer given there last is known to come
// back, and the player is made to choose differently: one of the answers the decision offers that hasn't come back,
// at random. Only when every answer offered comes back to the same state is the engine stuck (it offers nothing that
// leads anywhere), which is reported.
import { createHash } from 'node:crypto';
import { Rng } from '../ai/rng.js';
import type { Answer, GameState, PendingChoice } from '../engine/index.js';

/** The engine offers nothing that leads anywhere from a state: every answer comes back to it. */
export class StuckError extends Error {}

/**
 * Decisions in one step after which states are also compared by their content (a JSON copy's hash, which costs about
 * as much as a decision), not only as the same object: an engine that makes a new but identical state each time is
 * found too. No real step comes near it.
 */
export const LONG_STEP = 1000;

const answerKey = (a: Answer): string => JSON.stringify(a);

export class LoopGuard {
  private readonly ids = new WeakMap<GameState, number>();
  private nextId = 0;
  /** in the current step, per state: the answer given there last */
  private readonly given = new Map<string, string>();
  /** in the current step, per state: the answers known to come back to it */
  private readonly comeBack = new Map<string, Set<string>>();
  private step = '';
  private inStep = 0;
  private readonly rng: Rng;
  /** how many times the player was made to choose differently, in this game */
  steered = 0;

  constructor(seed: number) {
    this.rng = new Rng(seed ^ 0x2545f491);
  }

  private key(s: GameState): string {
    if (this.inStep > LONG_STEP) return createHash('sha1').update(JSON.stringify(s)).digest('base64');
    let id = this.ids.get(s);
    if (id === undefined) this.ids.set(s, (id = this.nextId++));
    return `#${id}`;
  }

  /**
   * The answer to `c`, pending in `s`: the player's own (`own`), unless an answer given in this state before came
   * back to it; then one of `offered` (legal answers the decision offers) not known to come back, at random, or
   * the player's own if none is left and it is new. Throws StuckError when every answer comes back.
   */
  decide(s: GameState, c: PendingChoice, own: () => Answer, offered: () => readonly Answer[]): Answer {
    const step = `${s.turn.number} ${s.turn.step}`;
    if (step !== this.step) {
      // A state never comes back from another step: what was kept of the last one is of no more use.
      this.step = step;
      this.inStep = 0;
      this.given.clear();
      this.comeBack.clear();
    }
    this.inStep++;
    const k = this.key(s);
    const before = this.given.get(k);
    if (before !== undefined) {
      const back = this.comeBack.get(k) ?? new Set<string>();
      back.add(before);
      this.comeBack.set(k, back);
    }
    const back = this.comeBack.get(k);
    let answer: Answer;
    if (back === undefined) answer = own();
    else {
      this.steered++;
      const fresh = offered().filter((a) => !back.has(answerKey(a)));
      if (fresh.length > 0) answer = this.rng.pick(fresh);
      else {
        answer = own();
        if (back.has(answerKey(answer)))
          throw new StuckError(
            `stuck: in turn ${s.turn.number} (${s.turn.step}) every answer player ${c.player} is offered to ` +
              `${c.kind} (${back.size} tried) comes back to the same state`,
          );
      }
    }
    this.given.set(k, answerKey(answer));
    return answer;
  }
}
