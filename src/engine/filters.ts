// What the card model selects objects by: filters of characteristics and situation, and what a target may be (CR 115).
import type { Amount } from './card-def.js';
import type { Keyword } from './keywords.js';
import type { CardType, Color, Supertype } from './types.js';

/** Selects objects by their characteristics and situation. All listed conditions must hold. */
export interface ObjectFilter {
  /** has at least one of these card types */
  readonly types?: readonly CardType[];
  /** has every one of these card types as well ("artifact creature": `types` Creature, `alsoTypes` Artifact; CR
   * 205.2) */
  readonly alsoTypes?: readonly CardType[];
  /** has none of these card types ("nonland") */
  readonly notTypes?: readonly CardType[];
  /** has at least one of these subtypes */
  readonly subtypes?: readonly string[];
  /** has none of these subtypes ("other than Werewolves and Wolves") */
  readonly notSubtypes?: readonly string[];
  /** has all of these supertypes */
  readonly supertypes?: readonly Supertype[];
  /** has none of these supertypes ("nonlegendary") */
  readonly notSupertypes?: readonly Supertype[];
  readonly controller?: 'you' | 'opponent';
  /** "that shares a creature type with your commander" (CR 903; none for a commander in a hidden zone) */
  readonly sharesCreatureTypeWithCommander?: boolean;
  readonly tapped?: boolean;
  /** not the ability's source */
  readonly other?: boolean;
  /** the ability's source itself ("This creature gets +1/+1 ...") */
  readonly self?: boolean;
  readonly colors?: readonly Color[];
  /** has none of these colors ("nonblack") */
  readonly notColors?: readonly Color[];
  /** "creatures enchanted player controls" (Curse of Death's Hold): controlled by the player the source is attached
   * to (an Aura with enchant player, CR 303.4, 702.5d) */
  readonly controlledByEnchantedPlayer?: boolean;
  /** CR 105.2b-c: "monocolored" (exactly one color) or "multicolored" (two or more); "colorless" (none, 105.2c) */
  readonly colorCount?: 'mono' | 'multi' | 'none';
  /** in combat (CR 506.4): "attacking creature", "blocking creature", "attacking or blocking creature" */
  readonly combat?: 'attacking' | 'blocking' | 'attackingOrBlocking';
  /** "that entered this turn": the permanent entered the battlefield this turn (a new object, CR 400.7) — read only
   * by one-shot effects ("put a +1/+1 counter on each green creature that entered this turn") */
  readonly enteredThisTurn?: boolean;
  readonly minManaValue?: number;
  readonly maxManaValue?: number;
  readonly minPower?: number;
  /** "named {this}" (true) / "not named {this}" (false): whose name is (isn't) the source's name (CR 201.2) */
  readonly namedAsSource?: boolean;
  /** "with flying" / "without flying": has (hasn't) this keyword ability (CR 702) */
  readonly keyword?: Keyword;
  readonly notKeyword?: Keyword;
  /** "with power N or less" */
  readonly maxPower?: number;
  /** "with toughness N or greater" / "or less" */
  readonly minToughness?: number;
  readonly maxToughness?: number;
  /** is (true) or isn't (false: "nontoken") a token (CR 111) */
  readonly token?: boolean;
  /** controlled by the player chosen for an earlier target ("target creature that player controls") */
  readonly controlledByTarget?: number;
  /** matches if any of these matches too ("artifact, enchantment, or tapped creature") */
  readonly anyOf?: readonly ObjectFilter[];
  /** "with mana value equal to <amount>" ("the number of charge counters on {this}", "1 plus the sacrificed
   * creature's mana value"): counted as the effect resolves (CR 608.2h), which makes the filter concrete
   * (`concreteFilter` in effects/context.ts); a filter still holding it matches nothing */
  readonly manaValueIs?: Amount;
  /** "with mana value X": X as announced for the ability (CR 107.3, 601.2b); made concrete when targets are chosen */
  readonly manaValueX?: boolean;
  /** is the object the source is attached to: "enchanted creature" (CR 303.4m) */
  readonly attachedBySource?: boolean;
  /** is the source or the creature it is paired with, while they are paired: "both creatures", "each of those
   * creatures" after "As long as {this} is paired with another creature" (CR 702.95b) */
  readonly pairedGroup?: boolean;
}

/** What a target may be (CR 115). "Any target" is a creature, player, planeswalker or battle (115.4). */
export type TargetKind =
  | { readonly kind: 'any' }
  /** a player; `orPlaneswalker`: "target player or planeswalker" / "target opponent or planeswalker" — or any
   * planeswalker (CR 115.4: `who` limits only the players) */
  | { readonly kind: 'player'; readonly who?: 'opponent' | 'you'; readonly orPlaneswalker?: boolean }
  | { readonly kind: 'permanent'; readonly filter: ObjectFilter }
  | { readonly kind: 'card'; readonly zone: 'graveyard'; readonly filter: ObjectFilter }
  /** "target spell" (CR 115.1): a spell on the stack other than the one targeting (115.5) */
  | { readonly kind: 'spell'; readonly filter: ObjectFilter }
  /** "target activated or triggered ability" (CR 115.1c-d): an ability on the stack; mana abilities never are
   * (605.3b). `orSpell`: "target spell or ability" — a spell on the stack too (115.1a) */
  | { readonly kind: 'ability'; readonly orSpell?: boolean };

export interface TargetSpec {
  readonly what: TargetKind;
  /** "up to one": the target may be left unchosen (CR 115.1, 601.2c). */
  readonly optional?: boolean;
  /** one of several targets of one word "target" ("up to six target lands"): it can't be an object or player chosen
   * for the targets before it (CR 115.3) */
  readonly distinct?: boolean;
  /** "any number of targets": a variable number, each different (CR 601.2c); only as the last target spec, and the
   * targets chosen for it are all the targets from its position on */
  readonly anyNumber?: boolean;
  /** with `anyNumber`: at least / at most this many targets ("one or two targets": 1 and 2) */
  readonly min?: number;
  readonly max?: number;
  /** CR 601.2d: this amount (of damage, of counters) is divided among the targets chosen for this spec (with
   * `anyNumber`, all of them), as the spell is cast or the ability put on the stack; each gets at least 1, so there
   * are at most this many of them */
  readonly divide?: Amount;
  /** rules text of the target phrase, e.g. "any target" */
  readonly text: string;
}

/** Whether a filter looks at power or toughness ("with power 2 or less"), which are final only after the layers
 * (CR 613.4) and change with counters and damage-free effects alike. */
export function readsPowerOrToughness(f: ObjectFilter): boolean {
  return (
    f.minPower !== undefined || f.maxPower !== undefined || f.minToughness !== undefined || f.maxToughness !== undefined
  );
}

/** Whether a filter looks at what the layers make of an object beyond its types and colors: power, toughness or
 * abilities (layers 6-7, CR 613.1f-g) — which an effect applied in those layers can't use to choose what it applies
 * to without depending on itself (CR 613.8). */
export function readsLateLayers(f: ObjectFilter): boolean {
  return readsPowerOrToughness(f) || f.keyword !== undefined || f.notKeyword !== undefined;
}
