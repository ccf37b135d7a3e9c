// What an effect verb is, in one place: its type (declared by its module into the card model's EffectTypes), its
// sentences (parser and renderer, for the card compiler), what it does as its spell or ability resolves, its value
// for computer players, and the scenario that plays it. effects/index.ts registers every verb's word.
import type { Effect, EffectKind } from '../card-def.js';
import type { Polarity } from '../choices.js';
import type { P } from '../grammar.js';
import type { Clause, EffectPhrases, EffectSayings, PEffect, RenderCtx } from '../text.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';

/** The effect of one verb. */
export type EffectOf<K extends EffectKind> = Extract<Effect, { readonly kind: K }>;

export interface EffectWord<K extends EffectKind> {
  readonly kind: K;
  /** the rule that says what the verb does, as "CR 701.22a" (for a verb the CR defines; else the rule it follows) */
  readonly rule: string;
  /** the vocabulary scenario that plays it: "<file in test/scenarios/vocabulary>#<test name>" */
  readonly scenario: string;
  /** CR 608.2: what it does as its spell or ability resolves */
  resolve(tx: Tx, e: EffectOf<K>, ctx: ResolveCtx): void;
  /** for computer players: whether it harms or helps what it affects */
  polarity(e: EffectOf<K>): Polarity;
  /** its sentences in rules text (absent: written by hand only); several words may read the same sentence */
  parse?(p: EffectPhrases): P<Clause>;
  /** the words it is said with (null: it can't be said, so a card holding it can't be verified by round trip) */
  render?(e: EffectOf<K>, rc: RenderCtx, say: EffectSayings): string | null;
  /** a phrase this verb begins that says several effects as one ("gets +1/+1 and gains flying until end of turn",
   * "create a ... token and a ... token"): the effects its sentence made, joined by "+" in the clause */
  renderGroup?(items: readonly PEffect[], rc: RenderCtx, say: EffectSayings): string | null;
}

/** One word of every verb: the registry effects/index.ts builds. */
export type EffectWords = { readonly [K in EffectKind]: EffectWord<K> };
