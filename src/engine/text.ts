// The text side of the card vocabulary: the shapes in which a word's parser hands the card compiler what it read, and
// the phrases the compiler hands a word's parser and renderer (noun phrases, targets, players, numbers). A word keeps
// its own sentences in its home (effects/<verb>.ts); the phrases every word shares are the compiler's
// (src/cards/compiler), given to the word through these interfaces, so the rules core never runs the compiler.
import type {
  Ability,
  Amount,
  Condition,
  Cost,
  Effect,
  Keyword,
  ObjectFilter,
  ObjectRef,
  PlayerRef,
  TargetSpec,
} from './card-def.js';
import { readsLateLayers } from './filters.js';
import type { ManaCost } from './mana.js';
import type { Color, ManaType } from './types.js';
import type { P } from './grammar.js';

/** One parsed effect with what rendering needs to say it the same way. */
export interface PEffect {
  readonly e: Effect;
  /** a damage source named as the subject: "{this} deals" or "It deals" */
  readonly subject?: 'this' | 'it';
  /** wording choices rules text makes between synonyms ("that card" or "it"), in order of appearance */
  readonly variants?: readonly string[];
}

/** A clause: effects in order, the targets they introduce (indices local to the clause), and how the effects are
 * joined in the text: ". " (separate sentences), " and ", ", then ", or "+" (one phrase, e.g. "gets +1/+1 and
 * gains flying until end of turn"). */
export interface Clause {
  readonly items: readonly PEffect[];
  readonly targets: readonly TargetSpec[];
  readonly joins: readonly string[];
}

/** A clause of one effect. */
export const one = (e: Effect, targets: readonly TargetSpec[] = [], extra: Omit<PEffect, 'e'> = {}): Clause => ({
  items: [{ e, ...extra }],
  targets,
  joins: [],
});

/** "it" while parsing: the most recent target, or the source when no target came before (resolved on assembly). */
export const IT_INDEX = -1;
export const IT: ObjectRef = { kind: 'target', index: IT_INDEX };
/** "its controller": of "it" (resolved on assembly as "it" is) */
export const ITS_CONTROLLER: PlayerRef = { kind: 'controllerOfTarget', index: IT_INDEX };
/** "that player or that planeswalker's controller": of the latest target, a player or planeswalker (resolved on
 * assembly as "it" is) */
export const THAT_PLAYER_OR_CONTROLLER: PlayerRef = { kind: 'targetPlayerOrController', index: IT_INDEX };
/** the clause's first target */
export const T0 = { kind: 'target', index: 0 } as const;
export const SELF: ObjectRef = { kind: 'self' };
export const LINKED: ObjectRef = { kind: 'linked' };

/** An object phrase: what it refers to, the targets it introduces, and the words it chose ("{this}" or "it"). */
export interface Obj {
  readonly ref: ObjectRef;
  readonly targets: readonly TargetSpec[];
  /** "{this}" or "it" when the phrase named the source or an earlier target */
  readonly variants?: readonly string[];
}

/** A player phrase: who, and the targets it introduces. */
export interface Who {
  readonly who: PlayerRef;
  readonly targets: readonly TargetSpec[];
  /** the words it chose where several name the same player ("that creature's controller" for "its controller") */
  readonly variants?: readonly string[];
}

/** The wording choices of an object phrase, for PEffect.variants. */
export const variantsOf = (o: Obj): Omit<PEffect, 'e'> => (o.variants ? { variants: o.variants } : {});

/** The phrases a word's parser is given (the card compiler's noun phrases, targets, players and numbers). */
export interface EffectPhrases {
  /** "target creature", "target artifact or enchantment" */
  readonly permanentTarget: P<Obj>;
  /** "target creature card in your graveyard" */
  readonly graveyardTarget: P<Obj>;
  /** "up to three target creatures", "two target lands", "up to two target creature cards from your graveyard": a
   * variable number of targets, named together (the objects `targetsFrom` its spec) */
  readonly targetsUpTo: P<Obj>;
  /** "{this}" */
  readonly selfObj: P<Obj>;
  /** "it" */
  readonly itObj: P<Obj>;
  /** a target permanent, "{this}" or "it" */
  readonly singleSubject: P<Obj>;
  /** "all creatures", "all other creatures" */
  readonly allOf: P<Obj>;
  /** "target creature and all other creatures with the same name as that creature" (CR 201.2) */
  readonly sameNameTarget: P<Obj>;
  /** "creatures you control", "other creatures you control", "all creatures" as a subject */
  readonly pluralSubject: P<Obj>;
  /** "target player", "target opponent" */
  readonly playerTarget: P<Who>;
  /** a player doing something: "you gain", "target player gains", "each opponent loses", ...; the boolean: "you" */
  playerDoes<V>(base: string, third: string, rest: P<V>): P<[Who, V, boolean]>;
  /** any target ("any target", "target creature or planeswalker", ...) */
  readonly target: P<TargetSpec>;
  /** a number in digits */
  readonly digits: P<number>;
  /** a number in digits, or X */
  readonly digitAmount: P<Amount>;
  /** "two", "three", ... */
  readonly numberWord: P<number>;
  /** a kind of counter whose rules the engine has (CR 122.1): "+1/+1", "-0/-1", "charge" */
  readonly counterName: P<string>;
  /** "a card", "two cards", "X cards", "cards equal to <amount>", "a card for each <counted>" */
  readonly cards: P<Amount>;
  /** "target spell", "target activated ability": a spell or ability on the stack */
  readonly spellOrAbilityTarget: P<Obj>;
  /** "3 life", "X life", "life equal to its power", "1 life for each creature you control" */
  readonly life: P<Amount>;
  /** what "equal to" names: "the number of creatures you control", "your devotion to black", "its power" */
  readonly amount: P<Amount>;
  /** what "for each" counts: "creature you control", "card in your hand", "land card in your graveyard" */
  readonly each: P<Amount>;
  /** "a" or "an" */
  readonly article: P<number>;
  /** the kind of a card in a hand: "nonland ", "creature ", "" (with its trailing space) */
  readonly handCardKind: P<ObjectFilter>;
  /** " with mana value 3 or less" */
  readonly comparison: P<Partial<ObjectFilter>>;
  /** a subtype's name: "Forest", "Goblin" */
  readonly subtypeName: P<string>;
  /** a token the game defines, as rules text describes it after "a" (false) or "two" (true): "Treasure token",
   * "1/1 colorless Thopter artifact creature token with flying"; the value is the token's name */
  tokenKind(plural: boolean): P<string>;
  /** "+2/+0", "-1/-1" */
  readonly ptMod: P<[number, number]>;
  /** "+X/+0", "-X/-X": each part -1, 0 or 1 times X */
  readonly ptModX: P<[number, number]>;
  /** "flying", "flying and vigilance": keywords, each once */
  readonly keywords: P<Keyword[]>;
  /** "white", "white and blue": one or two colors */
  readonly colors: P<Color[]>;
  /** "Elemental ", "Elf Warrior ": creature subtypes, each followed by a space */
  readonly creatureSubtypes: P<string[]>;
  /** "creature", "nonland permanent", "artifact or enchantment" */
  readonly singularNP: P<ObjectFilter>;
  /** "creatures", "nonland permanents", "creatures your opponents control" */
  readonly pluralNP: P<ObjectFilter>;
  /** "creature", "instant or sorcery": a kind of card */
  readonly cardKind: P<ObjectFilter>;
  /** a mana cost or another cost ("{2}{U}", "2 life") */
  readonly cost: P<Cost>;
  /** mana symbols to add: "{G}{G}" */
  readonly fixedMana: P<ManaType[]>;
  /** an ability in quotation marks, its period inside them ('"Whenever this creature attacks, ..."', CR 113.1): one
   * activated or triggered ability, read as the ability of the object that will have it */
  readonly quotedAbility: P<Ability>;
}

/** What the renderer knows while it writes one ability: its targets, which it has named already, and whether it
 * has named its source (after which the text says "it"). */
export interface RenderCtx {
  readonly targets: readonly TargetSpec[];
  readonly named: Set<number>;
  self: boolean;
  /** the wording choices recorded by the parser, consumed in order */
  readonly variants: string[];
}

/** The phrases a word's renderer is given: the card compiler's way of saying objects, players and numbers. */
export interface EffectSayings {
  /** the next recorded wording choice if it is one of the allowed synonyms, else the first synonym */
  variant(rc: RenderCtx, allowed: readonly string[]): string;
  /** whether the next recorded wording choice is `v` (taking it if so) */
  variantIs(rc: RenderCtx, v: string): boolean;
  /** a target, "{this}"/"it", "that card", ... */
  ref(r: ObjectRef, rc: RenderCtx): string | null;
  /** "all creatures", "all other creatures" */
  all(r: ObjectRef, rc?: RenderCtx): string | null;
  /** "you gain", "target player gains", "each opponent loses" */
  playerSubject(w: PlayerRef, rc: RenderCtx, base: string, third: string): string | null;
  /** "{this}", or "it" once the text has named the source */
  selfWord(rc: RenderCtx): string;
  /** a noun phrase for a filter, singular or plural */
  np(f: ObjectFilter, plural: boolean): string | null;
  /** "a card", "two cards", "X cards" */
  count(a: Amount, one: string, many: string): string | null;
  /** "3", "X" */
  digitAmount(a: Amount): string | null;
  /** "3 life", "life equal to ...", "1 life for each ..." */
  life(a: Amount): string | null;
  /** what "equal to" names */
  amount(a: Amount): string | null;
  /** what "for each" counts */
  each(a: Amount): string | null;
  /** "two", "three" */
  numberWord(n: number): string;
  /** "{2}{U}" */
  manaCost(c: ManaCost): string;
  /** "{G}{G}" */
  mana(m: readonly ManaType[]): string;
  /** the target's text ("target creature") */
  target(t: TargetSpec): string | null;
  /** the kind of a card in a hand, as handCardKind reads it */
  handCardKind(f: ObjectFilter): string | null;
  /** "flying", "flying and vigilance", "flying, first strike, and lifelink" */
  keywords(ks: readonly Keyword[]): string;
  /** "white" */
  color(c: Color): string;
  /** "+2/+0", "-0/-3" */
  pt(power: number, toughness: number): string;
  /** "+X/+0", "-X/-X" */
  ptX(power: number, toughness: number): string;
  /** "creatures you control", "other creatures you control", "all creatures" as a subject */
  pluralSubject(f: ObjectFilter, rc: RenderCtx): string | null;
  /** "a Treasure token", "two 1/1 white Soldier creature tokens", "X ..." */
  tokens(token: string, amount: Amount): string | null;
  /** one phrase of effects (an effect inside another: "at end of combat", "you may") */
  phrase(items: readonly PEffect[], rc: RenderCtx): string | null;
  /** an ability in quotation marks, as quotedAbility reads it */
  quotedAbility(a: Ability): string | null;
  /** effects joined as the text joined them (". ", " and ", ", then ") */
  effects(items: readonly PEffect[], joins: readonly string[], rc: RenderCtx): string | null;
}

/** Whether a filter says only what a card in a library or a hand has (no controller, no tapped or combat status). */
export function libraryFilter(f: ObjectFilter): boolean {
  return !f.controller && f.tapped === undefined && !f.combat && !f.other && !f.anyOf && !readsLateLayers(f);
}

/** CR 702.34a: the sentence that follows "gains flashback until end of turn" (Snapcaster Mage). */
export const FLASHBACK_COST_SENTENCE = 'The flashback cost is equal to its mana cost';

/** The sentence after a counterspell that exiles the spell it counters (Dissipate). */
export const COUNTERED_EXILE =
  "If that spell is countered this way, exile it instead of putting it into its owner's graveyard";

/** The sentence after a loss of life whose total the ability's controller gains (Gray Merchant of Asphodel). */
export const GAIN_LOST = 'You gain life equal to the life lost this way';
/** The sentences after a counterspell that puts the spell it counters elsewhere than its owner's graveyard (Remand,
 * Memory Lapse, Lapse of Certainty), by where it goes. */
export const COUNTERED_PUT = {
  hand: "If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard",
  top: "If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard",
  bottom:
    "If that spell is countered this way, put it on the bottom of its owner's library instead of into that player's graveyard",
} as const;

/** The phrases a condition's parser is given (rules/conditions/word.ts): the card compiler's noun phrases and
 * numbers. */
export interface ConditionPhrases {
  /** a number in digits */
  readonly digits: P<number>;
  /** "two", "three", ... */
  readonly numberWord: P<number>;
  /** "a" or "an" */
  readonly article: P<number>;
  /** "creature", "nonland permanent", "artifact or enchantment" */
  readonly singularNP: P<ObjectFilter>;
  /** "creatures", "nonland permanents", "creatures your opponents control" */
  readonly pluralNP: P<ObjectFilter>;
  /** "white", "white and blue": one or two colors */
  readonly colors: P<Color[]>;
  /** "a Plains", "an Island": a basic land type with its article (CR 205.3i) */
  readonly basicLandType: P<string>;
  /** one condition of any kind but those that join others ("<condition> and <condition>") */
  readonly single: P<Condition>;
}

/** The phrases a condition's renderer is given. */
export interface ConditionSayings {
  /** a noun phrase for a filter, singular or plural */
  np(f: ObjectFilter, plural: boolean): string | null;
  /** "two", "three" */
  numberWord(n: number): string;
  /** "white" */
  color(c: Color): string;
  /** whether the text has named the ability's source already, after which it says "it" ("if it was kicked") */
  readonly sourceNamed: boolean;
  /** another condition, said the same way */
  condition(c: Condition): string | null;
}
