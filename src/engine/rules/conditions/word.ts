// What a condition is, in one place: its type (declared by its module into the card model's ConditionTypes), its
// phrase (parser and renderer, for the card compiler), whether it holds in a game, and the scenario that plays it.
// rules/conditions/index.ts registers every condition's word; condition-eval.ts asks them.
import type { Condition, ConditionKind, ObjectFilter } from '../../card-def.js';
import type { P } from '../../grammar.js';
import type { GameObject, GameState } from '../../state.js';
import type { ConditionPhrases, ConditionSayings } from '../../text.js';
import type { ObjectId, PlayerId } from '../../types.js';

/** How a filter is matched (matchesFilter of cr613-layers.ts, handed in: conditions are judged below the layers). */
export type Matcher = (
  s: GameState,
  o: Readonly<GameObject>,
  f: ObjectFilter,
  controller: PlayerId,
  source: ObjectId | null,
) => boolean;

/** What a triggered ability's condition may also look at: the object the triggering event concerned, and how evolve
 * compares it with the source (cr702-evolve.ts, which looks through the layers). Static abilities have neither. */
export interface TriggerFacts {
  readonly thatObject?: ObjectId | undefined;
  readonly bigger?: (s: GameState, thatObject: ObjectId | undefined, source: ObjectId | null) => boolean;
}

/** What a condition is judged for: the ability's controller `p` and source, how filters are matched, the trigger's
 * facts, and how another condition is judged (for conditions made of others). */
export interface ConditionCtx {
  readonly p: PlayerId;
  readonly source: ObjectId | null;
  readonly match: Matcher;
  readonly facts: TriggerFacts;
  holds(c: Condition): boolean;
}

/** The condition of one kind. */
export type ConditionOf<K extends ConditionKind> = Extract<Condition, { readonly kind: K }>;

export interface ConditionWord<K extends ConditionKind> {
  readonly kind: K;
  /** the rule that says what the condition looks at, as "CR 700.4" */
  readonly rule: string;
  /** the vocabulary scenario that plays it: "<file in test/scenarios/vocabulary>#<test name>" */
  readonly scenario: string;
  /** whether it holds now */
  holds(s: GameState, c: ConditionOf<K>, ctx: ConditionCtx): boolean;
  /** whether judging it reads players' state (life, hand, graveyard): what is derived from it then depends on
   * players (absent: it doesn't) */
  readsPlayers?(c: ConditionOf<K>, reads: (c: Condition) => boolean): boolean;
  /** its phrase in rules text, after "if", "as long as", "unless", "Activate only if" (absent: only a keyword's or a
   * layout's expansion makes it, which says where) */
  parse?(p: ConditionPhrases): P<Condition>;
  /** a condition that joins others ("<condition> and <condition>"): read after the single ones */
  readonly joins?: true;
  /** its phrase (null: it can't be said, so a card holding it can't be verified by round trip) */
  render?(c: ConditionOf<K>, say: ConditionSayings): string | null;
}

/** One word of every condition: the registry rules/conditions/index.ts builds. */
export type ConditionWords = { readonly [K in ConditionKind]: ConditionWord<K> };
