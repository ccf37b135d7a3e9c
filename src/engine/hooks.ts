// What the kernel calls above it, handed to it by the floors above as they load (docs/engine-floors.md): the kernel
// imports nothing of the rules, the effects or the face, as a transaction is handed its trigger check (Tx.onEvent).
// - the face (parse-answer.ts) hands it how an answer is parsed and fitted to a decision (Tx.choose);
// - the effects (effects/index.ts) hand it how an effect resolves (the rules resolve spells, abilities and
//   replacement effects through resolveEffects);
// - the replacement rules (rules/cr614-replacement.ts) hand it how an event is offered to replacement and prevention
//   effects (CR 614-616): the rules that make events (zones, counters, damage, drawing, mana) offer them through
//   replaceEvent, and the replacement rules act through those rules.
// The face imports both, so whatever plays a game (createGame, apply) has them.
import type { Amount, Effect } from './card-def.js';
import type { ParsedAnswer, PendingChoice, Polarity } from './choices.js';
import type { ChosenValues, GameState } from './state.js';
import type { Tx } from './tx.js';
import type { Color, ManaType, ObjectId, PlayerId, Ref, Zone } from './types.js';

/** What an effect needs to know while its spell or ability resolves (CR 608.2). */
export interface ResolveCtx {
  readonly controller: PlayerId;
  /** the source object (a spell on the stack, or the permanent whose ability this is; maybe last known info) */
  readonly source: ObjectId;
  readonly sourceName: string;
  /** chosen targets in order; null where a target has become illegal (608.2b) or none was chosen */
  readonly targets: readonly (Ref | null)[];
  readonly x: number;
  /** CR 601.2d: each target's share of the amount divided among the targets, parallel to `targets` (absent: none) */
  readonly division?: readonly number[];
  /** replacement effects that already applied to the event this effect replaces (CR 614.5) */
  readonly applied?: Set<string>;
  /** "that card": objects an earlier effect of this resolution moved, as their new objects (CR 400.7, 608.2k) */
  readonly linked?: ObjectId[];
  /** "that creature": the permanents a sacrifice effect of this resolution sacrificed, as they last existed (their
   * records keep it, CR 608.2h) */
  readonly sacrificed?: ObjectId[];
  /** "the sacrificed creature": what was sacrificed to pay the ability's costs, as it last existed (CR 608.2h) */
  readonly costSacrificed?: readonly ObjectId[];
  /** "that player": whom the replaced or triggering event concerned */
  readonly thatPlayer?: PlayerId;
  /** "it": the object the triggering event concerned, as the new object it became (CR 400.7) */
  readonly thatObject?: ObjectId;
  /** "that spell or ability": the stack item the triggering event concerned (ward, CR 702.21a) */
  readonly thatStackItem?: number;
  /** "that much": the amount of the triggering event (the damage dealt) */
  readonly thatAmount?: number;
  /** "the player or planeswalker it's attacking": what the attacker that triggered this attacked (CR 506.3) */
  readonly attacked?: Ref;
  /** how many times the source had transformed when this ability was put on the stack (CR 701.27f) */
  readonly sourceTransforms?: number;
  /** CR 400.7d: the object the source became by the zone change that triggered this ability */
  readonly movedTo?: ObjectId;
  /** the color chosen as this ability resolves ("Choose a color. ... that color", CR 608.2d) */
  readonly chosenColor?: Color;
  /** CR 118.12: set by an effect a player chose to do that moves no object ("you may pay {B}", "any opponent may
   * sacrifice a creature"), for an "If you do" / "If a player does" after it */
  readonly done?: { did: boolean };
}

/** What an amount is counted for (rules/amounts.ts): whose ability, from what source, and what the ability knows. */
export interface AmountEnv {
  readonly controller: PlayerId;
  /** the ability's source (null for none) */
  readonly source: ObjectId | null;
  readonly x?: number;
  readonly targets?: readonly (Ref | null)[];
  readonly thatAmount?: number;
  /** the player the effect deals damage to ("the number of cards in that player's hand") */
  readonly recipient?: PlayerId;
  readonly chosenColor?: Color;
  /** what a sacrifice effect of the resolving ability sacrificed ("that creature's toughness") */
  readonly sacrificed?: readonly ObjectId[];
  /** what was sacrificed to pay the ability's costs ("the sacrificed creature's mana value") */
  readonly costSacrificed?: readonly ObjectId[];
  /** what earlier effects of the resolving spell or ability moved ("the card you exiled"), as the objects they became */
  readonly linked?: readonly ObjectId[];
  /** counted by the layers: a characteristic-defining ability (CR 604.3) or a static ability's effect (611.3a) */
  readonly layers?: boolean;
}

/** How an amount is counted (rules/amounts.ts). */
export type AmountCounter = (state: GameState, a: Amount, env: AmountEnv) => number;

/** Events replacement effects see (CR 614.1). */
export type ReplaceableEvent =
  | { readonly kind: 'draw'; readonly player: PlayerId }
  /** an instruction to draw n cards, before it becomes n separate draws (CR 121.2) */
  | { readonly kind: 'drawMany'; readonly player: PlayerId; readonly n: number }
  | {
      readonly kind: 'damage';
      readonly source: ObjectId;
      readonly to: Ref;
      readonly amount: number;
      readonly combat: boolean;
    }
  | { readonly kind: 'destroy'; readonly object: ObjectId; readonly noRegenerate?: boolean }
  /** an object about to move from one zone to another (CR 614.1a: "exile it instead"); `shuffle`: its owner shuffles
   * the library it is put into ("shuffle it into its owner's library instead"); `discardedBy`: the card is being
   * discarded (CR 701.9a) because of a spell or ability that player controls; `counters`: sent onto the battlefield
   * instead, it enters with these counters (CR 614.1c) */
  | {
      readonly kind: 'move';
      readonly object: ObjectId;
      readonly from: Zone;
      readonly to: Zone;
      readonly shuffle?: boolean;
      readonly discardedBy?: PlayerId;
      readonly counters?: Readonly<Record<string, number>>;
    }
  /** CR 122.6: `putter` puts these counters (by kind) on a permanent or player, including as it enters */
  | {
      readonly kind: 'counters';
      readonly on: Ref;
      readonly putter: PlayerId;
      readonly counters: Readonly<Record<string, number>>;
    }
  /** mana being produced by a mana ability as it resolves; `tapped`: the ability taps its source for mana */
  | {
      readonly kind: 'mana';
      readonly source: ObjectId;
      readonly player: PlayerId;
      readonly mana: readonly ManaType[];
      readonly tapped: boolean;
    }
  | {
      readonly kind: 'enter';
      readonly object: ObjectId;
      readonly controller: PlayerId;
      readonly tapped: boolean;
      readonly counters: Readonly<Record<string, number>>;
      /** CR 712.14a: enters transformed */
      readonly face: 0 | 1;
      /** CR 707, 614.1c: enters as a copy of this definition */
      readonly copyOf: string | null;
      /** CR 614.1c, 607.2d: the creature type chosen as it enters */
      readonly chosenType: string | null;
      /** CR 614.12a, 607.2d: the player or color chosen as it enters */
      readonly chosen?: ChosenValues;
    };

/** Which effects have already applied to an event and to whatever replaced it (614.5). */
export type Applied = Set<string>;

/** How events are replaced (rules/cr614-replacement.ts). */
export interface EventReplacer {
  /** the event as replacement effects leave it, or null when something else happened instead */
  replace<E extends ReplaceableEvent>(tx: Tx, event: E, appliedBefore?: Applied): E | null;
  /** an object a replacement effect sends onto the battlefield instead of where it was going ("put it onto the
   * battlefield instead", CR 614.1a), entering as any object does (614.12): the new object's id */
  enter(tx: Tx, id: ObjectId, controller: PlayerId, from: Zone, counters: Readonly<Record<string, number>>): ObjectId;
}

/** How answers given inline are read: parseAnswer (parse-answer.ts). */
export interface AnswerParser {
  /** a raw answer parsed into the decision's shape (an inline chooser's answer) */
  parse(state: GameState, choice: PendingChoice, raw: unknown): ParsedAnswer;
}

/** How effects resolve (effects/index.ts). */
export interface EffectResolver {
  /** one effect */
  effect(tx: Tx, e: Effect, ctx: ResolveCtx): void;
  /** a list of effects in order, "if you do" looking at the one before it (CR 608.2c) */
  effects(tx: Tx, effects: readonly Effect[], ctx: ResolveCtx): void;
  /** for computer players: whether an effect harms or helps what it affects (its word's value) */
  polarity(e: Effect): Polarity;
}

let answers: AnswerParser | null = null;
let resolver: EffectResolver | null = null;
let replacer: EventReplacer | null = null;
let counter: AmountCounter | null = null;

function missing(what: string, where: string): Error {
  return new Error(`the engine's ${what} is not loaded: import ${where} (or the engine's index.ts) first`);
}

export function setAnswerParser(p: AnswerParser): void {
  answers = p;
}

export function setEffectResolver(r: EffectResolver): void {
  resolver = r;
}

export function setEventReplacer(r: EventReplacer): void {
  replacer = r;
}

export function setAmountCounter(c: AmountCounter): void {
  counter = c;
}

/** The number an amount says now (rules/amounts.ts): the layers count characteristic-defining abilities through it. */
export function countAmount(state: GameState, a: Amount, env: AmountEnv): number {
  if (!counter) throw missing('amount counter', 'rules/amounts.ts');
  return counter(state, a, env);
}

export function parseAnswerHook(state: GameState, choice: PendingChoice, raw: unknown): ParsedAnswer {
  if (!answers) throw missing('answer parser', 'parse-answer.ts');
  return answers.parse(state, choice, raw);
}

/** Resolves one effect (effects/index.ts). */
export function resolveEffect(tx: Tx, e: Effect, ctx: ResolveCtx): void {
  if (!resolver) throw missing('effect resolver', 'effects/index.ts');
  resolver.effect(tx, e, ctx);
}

/** Resolves a list of effects in order (CR 608.2c; effects/index.ts). */
export function resolveEffects(tx: Tx, effects: readonly Effect[], ctx: ResolveCtx): void {
  if (!resolver) throw missing('effect resolver', 'effects/index.ts');
  resolver.effects(tx, effects, ctx);
}

/** For computer players: whether an effect harms or helps what it affects (effects/index.ts). */
export function effectPolarity(e: Effect): Polarity {
  if (!resolver) throw missing('effect resolver', 'effects/index.ts');
  return resolver.polarity(e);
}

/** Puts an object onto the battlefield instead of moving it where it was going (CR 614.1a; rules/cr614-replacement.ts):
 * the new object's id. */
export function enterInstead(
  tx: Tx,
  id: ObjectId,
  controller: PlayerId,
  from: Zone,
  counters: Readonly<Record<string, number>>,
): ObjectId {
  if (!replacer) throw missing('replacement rules', 'rules/cr614-replacement.ts');
  return replacer.enter(tx, id, controller, from, counters);
}

/** Offers an event to the replacement and prevention effects that apply to it (CR 614-616): the event as they leave
 * it, or null when it was replaced by something else entirely (rules/cr614-replacement.ts). */
export function replaceEvent<E extends ReplaceableEvent>(tx: Tx, event: E, appliedBefore?: Applied): E | null {
  if (!replacer) throw missing('replacement rules', 'rules/cr614-replacement.ts');
  return replacer.replace(tx, event, appliedBefore);
}
