// The declarative card model: printed facts plus a typed tree of abilities built from a closed vocabulary.
// Nothing here is code: a card is data, and every verb, cost, filter and condition is resolved by the engine.
import type { ManaCost } from './mana.js';
import type { CardType, Color, ManaType, Supertype } from './types.js';
import { IT_INDEX } from './text.js';

// The keywords of the card model live in keywords.ts; the model is read through this module.
export * from './keywords.js';
import type { CastKeyword, Keyword } from './keywords.js';

// What effects and targets select (filters.ts).
export * from './filters.js';
import type { ObjectFilter, TargetSpec } from './filters.js';

// The trigger events (trigger-events.ts) and the static abilities' effects (static-effects.ts).
export * from './trigger-events.js';
export * from './static-effects.js';
import type { Trigger } from './trigger-events.js';
import type { StaticEffect } from './static-effects.js';

/** A number an effect uses. */
export type Amount =
  | { readonly kind: 'const'; readonly n: number }
  | { readonly kind: 'x' }
  | { readonly kind: 'count'; readonly filter: ObjectFilter }
  /** "the number of cards in your hand" */
  | { readonly kind: 'cardsInHand' }
  /** "for each <kind> counter on {this}" — as it last existed if it has left (CR 608.2h) */
  | { readonly kind: 'countersOnSelf'; readonly counter: string }
  /** "the number of <kind> counters on it": counters on an object an effect names (the source or a target), as it is
   * now or as it last existed once it has left (CR 608.2h) */
  | { readonly kind: 'countersOn'; readonly of: ObjectRef; readonly counter: string }
  /** "the number of opponents who control a <filter>" */
  | { readonly kind: 'countOpponentsControlling'; readonly filter: ObjectFilter }
  /** "equal to its power" — the source's power now, or as it last existed (CR 608.2h) */
  | { readonly kind: 'selfPower' }
  /** "equal to its power" of a target — its power now, or as it last existed once it has left (CR 608.2h: Swords to
   * Plowshares' "Its controller gains life equal to its power" after the creature is exiled) */
  | { readonly kind: 'targetPower'; readonly target: ObjectRef }
  /** "its toughness", "its mana value" (a target or the source), "that creature's toughness" (what the ability's
   * sacrifice effect sacrificed): as the object is now, or as it last existed once it has left (CR 608.2h) */
  | { readonly kind: 'valueOf'; readonly of: ObjectRef; readonly value: 'toughness' | 'manaValue' }
  /** "that much": the amount of the event that triggered the ability (the damage dealt) */
  | { readonly kind: 'thatMuch' }
  /** "equal to the number of cards in that player's hand": the hand of each player the effect deals damage to,
   * counted as it resolves, player by player ("deals damage to each opponent equal to ...", Stormbreath Dragon) */
  | { readonly kind: 'cardsInRecipientHand' }
  /** CR 700.5: "your devotion to black", "to black and red": the mana symbols of those colors among the mana costs of
   * the permanents you control (a hybrid symbol counts once if it has any of them); `chosen`: "to that color", the
   * color chosen as the ability resolves (CR 608.2d) */
  | { readonly kind: 'devotion'; readonly colors: readonly Color[] }
  | { readonly kind: 'devotionToChosen' }
  /** "the greatest power among creatures you control" (0 when there is none) */
  | { readonly kind: 'greatestPower'; readonly filter: ObjectFilter }
  /** "your life total" (CR 119.1) */
  | { readonly kind: 'lifeTotal' }
  /** "the number of <kind> cards in your graveyard / in all graveyards / in your opponents' graveyards" */
  | { readonly kind: 'cardsInGraveyards'; readonly whose: 'you' | 'opponents' | 'all'; readonly filter: ObjectFilter }
  /** "the number of card types among cards in all graveyards" (CR 205.2a: card types, not supertypes or subtypes) */
  | { readonly kind: 'cardTypesInGraveyards' }
  /** "<amount> plus N" / "N plus <amount>" */
  | { readonly kind: 'plus'; readonly amount: Amount; readonly n: number }
  /** "N <things> for each <counted>": N times the count ("you gain 1 life for each creature you control") */
  | { readonly kind: 'forEach'; readonly per: number; readonly counted: Amount }
  /** "X ..., where X is <amount>": the amount the sentence names X (said back as X and its "where" clause) */
  | { readonly kind: 'whereX'; readonly value: Amount };

/** An object an effect acts on. */
export type ObjectRef =
  | { readonly kind: 'target'; readonly index: number }
  /** "that card": the objects moved by an earlier effect of the same spell or ability */
  | { readonly kind: 'linked' }
  | { readonly kind: 'self' }
  | { readonly kind: 'each'; readonly filter: ObjectFilter }
  /** "each spell you don't control": the spells on the stack that match, as the effect happens (an overloaded "target
   * spell", CR 702.96b) */
  | { readonly kind: 'eachSpell'; readonly filter: ObjectFilter }
  /** "target creature and all other creatures with the same name as that creature" (CR 201.2): the target, and every
   * other permanent matching the filter whose name is the target's as the effect happens (as it last existed if it
   * has left, CR 608.2h); only the target is targeted */
  | { readonly kind: 'withSameName'; readonly index: number; readonly filter: ObjectFilter }
  /** "that creature": the permanents an earlier sacrifice effect of this resolution sacrificed, as they last existed
   * on the battlefield (CR 608.2h); nothing acts on them (they are gone, CR 400.7), amounts read them */
  | { readonly kind: 'sacrificed' }
  /** "them": every object chosen as a target ("Untap up to six target lands. They become ...") */
  | { readonly kind: 'allTargets' }
  /** "up to three target creatures", "two target lands": the objects chosen for a target spec of a variable number
   * (`anyNumber`, CR 601.2c) — every target from its position on, each a different object (115.3) */
  | { readonly kind: 'targetsFrom'; readonly index: number }
  /** "the exiled card": the cards in exile that an ability of the source exiled (CR 607.2a: linked abilities —
   * Oblivion Ring's "When this enchantment leaves the battlefield, return the exiled card ..."); the source as it was
   * when it exiled them, a new object after a zone change has none (400.7) */
  | { readonly kind: 'exiledWithSource' }
  /** "it": the object the triggering event concerned ("Whenever a creature dies, return it ..."), as the new object
   * it became (CR 400.7) */
  | { readonly kind: 'thatObject' }
  /** "the sacrificed creature": the permanent sacrificed to pay the ability's cost, as it last existed on the
   * battlefield (CR 601.2h, 608.2h); `noun` is the word the text names it by ("creature", "artifact"). Amounts read it;
   * nothing acts on it (it is gone, CR 400.7) */
  | { readonly kind: 'costSacrificed'; readonly noun: string }
  /** "equipped creature" / "enchanted creature": the permanent the source is attached to as the effect happens (CR
   * 301.5a, 303.4m); none once the source has left the battlefield or is attached to nothing */
  | { readonly kind: 'attached' }
  /** "that spell or ability": the one whose targeting triggered the ability (ward, CR 702.21a); a spell is its object */
  | { readonly kind: 'thatSpellOrAbility' }
  /** "up to N <filter>" without targeting: the controller chooses among those on the battlefield as the effect
   * happens (CR 608.2d); with `min` ("a land you control", min 1 and max 1) they choose at least that many of those
   * there are (a bounce land's "return a land you control to its owner's hand") */
  | { readonly kind: 'chosen'; readonly filter: ObjectFilter; readonly max: number; readonly min?: number };

/** A player an effect acts on. */
export type PlayerRef =
  | { readonly kind: 'you' }
  | { readonly kind: 'target'; readonly index: number }
  | { readonly kind: 'eachOpponent' }
  | { readonly kind: 'eachPlayer' }
  /** "that player": the player an event being replaced or triggering happened to */
  | { readonly kind: 'thatPlayer' }
  /** "its controller": the controller of the object a target of the same ability names, as it last existed if it
   * has left (CR 608.2h) */
  | { readonly kind: 'controllerOfTarget'; readonly index: number }
  /** "that player or that planeswalker's controller": the player chosen for a "target player or planeswalker", or
   * the controller of the planeswalker chosen there (as it last existed if it has left, CR 608.2h) */
  | { readonly kind: 'targetPlayerOrController'; readonly index: number }
  /** "defending player" of an attack trigger (CR 506.2, 508.5): the player the attacker attacked as the ability
   * triggered, or the controller of the planeswalker it attacked (as it last existed, CR 608.2h) */
  | { readonly kind: 'defendingPlayer' }
  /** "any number of target players each ...": every player chosen for the target from `index` on (an `anyNumber`
   * target, CR 601.2c) */
  | { readonly kind: 'targetsFrom'; readonly index: number };

/** Something that can receive damage: a target (player or object), or an object reference. */
export type DamageRecipient =
  | ObjectRef
  | { readonly kind: 'player'; readonly who: PlayerRef }
  /** "the player or planeswalker it's attacking": what the attacker that triggered the ability attacked as it did
   * (CR 506.3, 508.1b) */
  | { readonly kind: 'attackedByIt' };

export type Duration = 'endOfTurn' | 'untilYourNextTurn' | 'permanent';

/** When a delayed triggered ability triggers (CR 603.7): "at the beginning of the next end step / upkeep", "at the
 * beginning of your next upkeep" (the upkeep of the delayed trigger's controller), "at end of combat" (the end of
 * combat step, 511). */
export type DelayedWhen = 'nextEndStep' | 'nextUpkeep' | 'yourNextUpkeep' | 'endOfCombat';

/** The effect verbs' types, an entry a verb, each declared by the verb's own module (effects/<verb>.ts), which merges
 * its entry into this interface: `declare module '../card-def.js' { interface EffectTypes { scry: {...} } }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface EffectTypes {}

/** One effect verb each. */
export type Effect = EffectTypes[keyof EffectTypes];
export type EffectKind = Effect['kind'];

/** The instructions of a spell: its targets and the effects that use them. */
interface SpellInstructions {
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
}

const overloadedOf = new WeakMap<SpellInstructions, SpellInstructions | null>();

/**
 * CR 702.96a-b: a spell cast with its overload cost has its text changed, every "target" becoming "each": it has no
 * targets, and each effect acts on every object its target could have been ("target creature you don't control" →
 * "each creature you don't control", locked in as the effect happens, CR 611.2c). Null when the instructions have a
 * target that "each" can't replace this way (a player, a card, an optional target or "any number").
 */
export function overloaded(part: SpellInstructions): SpellInstructions | null {
  let out = overloadedOf.get(part);
  if (out !== undefined) return out;
  const eaches: ObjectRef[] = [];
  for (const t of part.targets) {
    // "target spell you don't control" becomes "each spell you don't control" (Counterflux).
    if ((t.what.kind !== 'permanent' && t.what.kind !== 'spell') || t.optional || t.anyNumber || t.distinct) {
      overloadedOf.set(part, null);
      return null;
    }
    eaches.push({ kind: t.what.kind === 'spell' ? 'eachSpell' : 'each', filter: t.what.filter });
  }
  let ok = true;
  const swap = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(swap);
    if (x === null || typeof x !== 'object') return x;
    const o = x as Record<string, unknown>;
    if (o.kind === 'target' && typeof o.index === 'number') {
      const f = eaches[o.index];
      if (!f) ok = false;
      return f ?? o;
    }
    // "its controller", "that player": of a target — no longer one object.
    if (
      o.kind === 'controllerOfTarget' ||
      o.kind === 'targetPlayerOrController' ||
      o.kind === 'targetsFrom' ||
      o.kind === 'allTargets' ||
      o.kind === 'withSameName' ||
      'controlledByTarget' in o
    )
      ok = false;
    return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, swap(v)]));
  };
  const effects = swap(part.effects) as readonly Effect[];
  out = ok ? { targets: [], effects } : null;
  overloadedOf.set(part, out);
  return out;
}

/** One mode of a modal spell (CR 700.2). */
export interface SpellMode {
  readonly text: string;
  readonly targets: readonly TargetSpec[];
  readonly effects: readonly Effect[];
}

/** How many modes are chosen (CR 700.2): "Choose two —" {2, 2}, "Choose one or both —" {1, 2}, "Choose one or more
 * —" {1, every mode}. Absent: "Choose one —". */
export interface ModeCount {
  readonly min: number;
  readonly max: number;
}

/** Adds `offset` to every target index in an effect or target spec ("it", IT_INDEX, is left as it is): the targets of
 * a later part move after those of the parts before it. */
export function shiftTargetIndexes<T>(x: T, offset: number): T {
  if (offset === 0) return x;
  if (Array.isArray(x)) return x.map((v: unknown) => shiftTargetIndexes(v, offset)) as T;
  if (x && typeof x === 'object') {
    const o = x as Record<string, unknown>;
    if (
      (o.kind === 'target' ||
        o.kind === 'controllerOfTarget' ||
        o.kind === 'targetPlayerOrController' ||
        o.kind === 'targetsFrom') &&
      typeof o.index === 'number' &&
      o.index !== IT_INDEX &&
      Object.keys(o).length === 2
    )
      return { kind: o.kind, index: o.index + offset } as T;
    // "target X and all other Ys with the same name as that X" (CR 201.2) names its target by index too
    if (o.kind === 'withSameName' && typeof o.index === 'number' && o.index !== IT_INDEX)
      return { ...o, index: o.index + offset } as T;
    return Object.fromEntries(
      Object.entries(o).map(([k, v]) => [
        k,
        // a filter that names an earlier target ("each creature that player ... controls") moves with it
        k === 'controlledByTarget' && typeof v === 'number' && v !== IT_INDEX
          ? v + offset
          : shiftTargetIndexes(v, offset),
      ]),
    ) as T;
  }
  return x;
}

const chosenModesOf = new WeakMap<readonly SpellMode[], Map<string, SpellInstructions>>();

/**
 * CR 700.2, 700.2c: the instructions of a modal spell or ability with these modes chosen (indexes, in printed order):
 * each chosen mode's targets, one after another, and its effects, followed in the order the modes are printed (the
 * modes of a spell are carried out in the order written). Unchosen modes have no targets and do nothing.
 */
export function chosenModes(modes: readonly SpellMode[], chosen: readonly number[]): SpellInstructions {
  if (chosen.length === 1) return modes[chosen[0]!] ?? NO_INSTRUCTIONS;
  let byKey = chosenModesOf.get(modes);
  if (!byKey) chosenModesOf.set(modes, (byKey = new Map()));
  const key = chosen.join(',');
  let out = byKey.get(key);
  if (out) return out;
  const targets: TargetSpec[] = [];
  const effects: Effect[] = [];
  for (const i of [...chosen].sort((a, b) => a - b)) {
    const m = modes[i];
    if (!m) continue;
    effects.push(...shiftTargetIndexes(m.effects, targets.length));
    targets.push(...shiftTargetIndexes(m.targets, targets.length));
  }
  out = { targets, effects };
  byKey.set(key, out);
  return out;
}

const NO_INSTRUCTIONS: SpellInstructions = { targets: [], effects: [] };

/** CR 118: costs of activated abilities (and additional costs). */
export type Cost =
  | { readonly kind: 'mana'; readonly cost: ManaCost }
  | { readonly kind: 'tap' } // {T}, CR 107.5
  | { readonly kind: 'untap' } // {Q}, CR 107.6
  | {
      readonly kind: 'sacrificeSelf';
      /** said joined to the cost before it: "Remove three quest counters from {this} and sacrifice it" (the same
       * two costs, CR 118.3) */
      readonly joined?: true;
    }
  /** "Discard this card" (cycling, CR 702.29) */
  | { readonly kind: 'discardSelf' }
  /** "Sacrifice another creature" etc. (CR 118.3, 701.21) */
  | { readonly kind: 'sacrifice'; readonly filter: ObjectFilter }
  | { readonly kind: 'payLife'; readonly n: number }
  /** "Discard a card", "Discard a creature card", "Discard two cards" (CR 118.3, 701.9): `n` cards of the hand matching
   * the filter (1 and any card when absent), chosen as the cost is paid */
  | { readonly kind: 'discardCard'; readonly filter?: ObjectFilter; readonly n?: number }
  /** "Exile a creature card from your graveyard", "Exile two cards from your graveyard" (CR 118.3, 601.2h): `n` cards
   * (1 when absent) of its controller's graveyard matching the filter, chosen as the cost is paid */
  | { readonly kind: 'exileFromGraveyard'; readonly filter: ObjectFilter; readonly n?: number }
  /** "Exile a blue card from your hand" (CR 118.3): a card of the hand matching the filter, other than the spell or
   * ability's own card, chosen as the cost is paid */
  | { readonly kind: 'exileFromHand'; readonly filter: ObjectFilter }
  /** "Put a -0/-1 counter on {this}" (CR 118.3, 122.1): counters put on the source as a cost */
  | { readonly kind: 'putCounters'; readonly counter: string; readonly n: number }
  /** "Tap two untapped creatures you control", "Tap another untapped creature you control" (CR 118.3): `n` untapped
   * permanents the player controls matching the filter, chosen as the cost is paid — not the {T} symbol, so a creature
   * that came under its controller's control this turn may be tapped (CR 302.6 restricts {T} and {Q} alone) */
  | { readonly kind: 'tapPermanents'; readonly filter: ObjectFilter; readonly n: number }
  /** "Return a land you control to its owner's hand" (CR 118.3): a permanent the player controls matching the filter,
   * chosen as the cost is paid */
  | { readonly kind: 'returnToHand'; readonly filter: ObjectFilter }
  /** CR 606.4: a loyalty cost — put (+N) or remove (−N, −X) loyalty counters on or from the source. Abilities with
   * one are loyalty abilities (606.3). */
  | { readonly kind: 'loyalty'; readonly change: number | '-X' }
  /** CR 702.122a: crew — "tap any number of other untapped creatures you control with total power N or greater" */
  | { readonly kind: 'crew'; readonly power: number }
  /** "Remove X <kind> counters from {this}" (CR 122.8; X is chosen as the ability is activated, 107.3a) */
  | { readonly kind: 'removeCounters'; readonly counter: string; readonly amount: 'x' | number };

/** What a mana ability adds (CR 106). */
export type ManaProduction =
  | { readonly kind: 'fixed'; readonly mana: readonly ManaType[] }
  | { readonly kind: 'anyColor'; readonly n: number }
  /** "Add one mana of any color in your commander's color identity" (CR 903.4): none without a commander (903.4f) */
  | { readonly kind: 'commanderIdentity' }
  /** "Add X mana in any combination of {W} and/or {U}" — the player chooses how many of each as it resolves; X is
   * the value chosen for the ability's cost (CR 107.3a) */
  | {
      readonly kind: 'combination';
      readonly amount: 'x' | number;
      readonly types: readonly ManaType[];
      /** written as the list of every combination: "Add {B}{B}, {B}{G}, or {G}{G}" (two mana, two types) */
      readonly listed?: true;
    }
  /** "Add {G} for each <counted>" (a type), "Choose a color. Add an amount of mana of that color equal to your
   * devotion to that color" (`chosenColor`: chosen as the ability resolves, CR 605.3b, 608.2d): counted as it
   * resolves, after the color is chosen */
  | { readonly kind: 'amount'; readonly type: ManaType | 'chosenColor'; readonly amount: Amount }
  /** "Add {U} or {B}" — one mana of one of these types */
  | { readonly kind: 'oneOf'; readonly types: readonly ManaType[] }
  /** "one mana of any type/color that a land you control / an opponent controls could produce" (CR 106.7) */
  | {
      readonly kind: 'couldProduce';
      readonly whose: 'you' | 'opponent';
      readonly filter: ObjectFilter;
      readonly colorsOnly: boolean;
    };

/** CR 106.6: how the mana a mana ability makes may be spent, and what it does to the spell it is spent on. */
export interface ManaRestriction {
  /** "Spend this mana only to cast a <filter> spell" */
  readonly spell: ObjectFilter;
  /** "... of the chosen type": the creature type chosen as the source entered (a linked ability, CR 607.2d) */
  readonly ofChosenType?: boolean;
  /** "... and that spell can't be countered" (CR 106.6: an additional effect on the spell it is spent on) */
  readonly cantBeCountered?: boolean;
}

/** The conditions' types, an entry a condition, each declared by the condition's own module
 * (rules/conditions/<module>.ts), which merges its entry into this interface:
 * `declare module '../../card-def.js' { interface ConditionTypes { kicked: {...} } }`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ConditionTypes {}

/** Conditions on when something may happen: one kind each. */
export type Condition = ConditionTypes[keyof ConditionTypes];
export type ConditionKind = Condition['kind'];

/** CR 205.3i: the basic land types, each with the mana its intrinsic ability adds (305.6). */
export const BASIC_LAND_TYPE_MANA = {
  Plains: 'W',
  Island: 'U',
  Swamp: 'B',
  Mountain: 'R',
  Forest: 'G',
} as const satisfies Readonly<Record<string, ManaType>>;
export type BasicLandType = keyof typeof BASIC_LAND_TYPE_MANA;

const intrinsic = (t: BasicLandType): Ability => ({
  kind: 'mana',
  costs: [{ kind: 'tap' }],
  produce: { kind: 'fixed', mana: [BASIC_LAND_TYPE_MANA[t]] },
  text: `{T}: Add {${BASIC_LAND_TYPE_MANA[t]}}`,
});
const INTRINSIC: Readonly<Record<BasicLandType, Ability>> = {
  Plains: intrinsic('Plains'),
  Island: intrinsic('Island'),
  Swamp: intrinsic('Swamp'),
  Mountain: intrinsic('Mountain'),
  Forest: intrinsic('Forest'),
};

/** CR 305.6: the mana ability a land has for having a basic land type ("{T}: Add {B}" for a Swamp): one object for
 * each type, so that a land given the type by an effect has the same ability every time. */
export function intrinsicManaAbility(t: BasicLandType): Ability {
  return INTRINSIC[t];
}

/** What an Aura can enchant (CR 702.5a): "Enchant creature", "Enchant land you control", "Enchant player". */
export type EnchantKind =
  | { readonly kind: 'permanent'; readonly filter: ObjectFilter }
  | { readonly kind: 'player'; readonly who?: 'opponent' | 'you' };

/** CR 707.9: the exceptions of a copy effect ("except it's a 3/3 black Zombie creature in addition to its other
 * types"). They become part of the copy's copiable values (707.9a-b), so a copy of the copy has them too. What it sets
 * replaces the copied value (707.9b); what it adds is in addition to the copied types. */
export interface CopyExceptions {
  readonly power?: number;
  readonly toughness?: number;
  readonly colors?: readonly Color[];
  readonly addTypes?: readonly CardType[];
  readonly addSubtypes?: readonly string[];
  /** "it's a <type> in addition to its other types" */
  readonly types?: readonly CardType[];
  /** "it's an <subtype> in addition to its other types" */
  readonly subtypes?: readonly string[];
  /** "it has <ability>" (707.9a) */
  readonly abilities?: readonly Ability[];
}

export type Ability =
  | { readonly kind: 'keyword'; readonly keyword: Keyword }
  /** CR 702.5: "Enchant [object or player]" — restricts what an Aura spell can target and what the Aura can enchant */
  | { readonly kind: 'enchant'; readonly what: EnchantKind; readonly text: string }
  /** "Flashback {2}{U}", "Miracle {1}{R}", "Disturb {1}{U}", "Bestow {1}{R}": a keyword with an alternative cost
   * (CR 118.9) */
  | { readonly kind: 'castKeyword'; readonly keyword: CastKeyword; readonly cost: ManaCost; readonly text: string }
  /** CR 118.9: "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost." — an
   * alternative cost that isn't a keyword's; the card may be cast from its owner's hand paying it (`via:
   * 'alternative'`) */
  | { readonly kind: 'alternativeCost'; readonly costs: readonly Cost[]; readonly text: string }
  /** CR 118.8, 601.2f-h: "As an additional cost to cast this spell, sacrifice a land." — paid however it is cast */
  | { readonly kind: 'additionalCost'; readonly costs: readonly Cost[]; readonly text: string }
  | {
      /** CR 113.3a: the instructions of an instant or sorcery */
      readonly kind: 'spell';
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /** CR 700.2: "Choose one —" spells; when present, targets and effects come from the chosen mode */
      readonly modes?: readonly SpellMode[];
      /** how many modes are chosen, when not one ("Choose two —") */
      readonly choose?: ModeCount;
      readonly text: string;
    }
  | {
      readonly kind: 'activated';
      readonly costs: readonly Cost[];
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /** the zone it functions from (CR 113.6): a graveyard ability like Hammer of Bogardan's */
      readonly zone: 'battlefield' | 'graveyard' | 'hand';
      readonly sorcerySpeed?: boolean;
      /** "Activate only once each turn." (CR 602.5b) */
      readonly oncePerTurn?: boolean;
      readonly condition?: Condition;
      /** CR 700.2a, 602.2b: "<cost>: Choose one —" — the modes are chosen as the ability is activated; when present,
       * its targets and effects come from the chosen modes */
      readonly modes?: readonly SpellMode[];
      /** how many modes are chosen, when not one */
      readonly choose?: ModeCount;
      readonly text: string;
    }
  | {
      /** CR 605.1a */
      readonly kind: 'mana';
      readonly costs: readonly Cost[];
      readonly produce: ManaProduction;
      /** CR 106.6: "Spend this mana only to ..." (part of the ability's text) */
      readonly restriction?: ManaRestriction;
      /** CR 106.6: an additional effect on the spell the mana is spent on — "If you spend this mana to cast your
       * commander, it enters with a number of additional +1/+1 counters on it equal to the number of times it's been
       * cast from the command zone this game" (CR 903.8) */
      readonly rider?: 'commanderCastCounters';
      /** instructions after the mana ("This land deals 1 damage to you.", the painlands): carried out as the ability
       * resolves, after the mana is added, without the stack (CR 605.3a-b) */
      readonly effects?: readonly Effect[];
      /** CR 602.5b: "Activate only if you control five or more lands." (Temple of the False God) — a restriction on
       * activating it, which doesn't stop it being a mana ability (605.1a) */
      readonly condition?: Condition;
      /** CR 602.5b: "Activate only once each turn." (Wall of Roots) — still a mana ability (605.1a) */
      readonly oncePerTurn?: boolean;
      readonly text: string;
    }
  | {
      readonly kind: 'triggered';
      readonly trigger: Trigger;
      /** CR 113.6m: the zone it functions from when not the battlefield — "return this card from your graveyard to
       * ..." functions only in a graveyard */
      readonly zone?: 'graveyard';
      /** CR 603.4: an intervening "if" clause, checked when it would trigger and again on resolution */
      readonly condition?: Condition;
      readonly optional?: boolean;
      readonly targets: readonly TargetSpec[];
      readonly effects: readonly Effect[];
      /** CR 700.2b: "When {this} enters, choose one —": when present, targets and effects come from the modes chosen
       * as it is put on the stack */
      readonly modes?: readonly SpellMode[];
      readonly choose?: ModeCount;
      readonly text: string;
    }
  | {
      readonly kind: 'static';
      readonly effect: StaticEffect;
      /** CR 611.3a: "as long as <condition>" — the effect exists only while it holds, checked continuously */
      readonly condition?: Condition;
      readonly text: string;
    };

/** Rules text as players read it: every self-reference written {this} becomes the object's name. */
export function textFor(text: string, name: string): string {
  return text.replaceAll('{this}', name);
}

/** A card: printed facts (from card data) plus behaviour. */
export interface CardDef {
  readonly name: string;
  readonly manaCost: ManaCost;
  readonly colors: readonly Color[];
  readonly supertypes: readonly Supertype[];
  readonly types: readonly CardType[];
  readonly subtypes: readonly string[];
  readonly power?: number;
  readonly toughness?: number;
  /** CR 209: printed loyalty (planeswalkers) */
  readonly loyalty?: number;
  readonly abilities: readonly Ability[];
  readonly oracleText: string;
  readonly token?: boolean;
  /** CR 114: an emblem — no characteristics but its abilities, which work from the command zone */
  readonly emblem?: boolean;
  /** CR 712: the back face of a double-faced card (its front face is this definition) */
  readonly back?: CardDef;
  /** CR 712.2, 712.11b, 712.12: a modal double-faced card (set on its front face): either face may be cast or played,
   * and the face that's up has its own mana value (712.8f) */
  readonly modal?: boolean;
  /** CR 715: an adventurer card (set on the card's definition): `back` holds its Adventure's alternative
   * characteristics (715.2), which it has only while on the stack as an Adventure (715.3b, 715.4) */
  readonly adventure?: boolean;
  /** set on a back face: the name of its card's front face */
  readonly backOf?: string;
  /** CR 709: a split card's two halves, left and right, each with its own characteristics (set on the card's
   * definition, which has the halves' characteristics combined, 709.4) */
  readonly halves?: readonly [CardDef, CardDef];
  /** set on a half of a split card: the name of its card (CR 709.1) */
  readonly halfOf?: string;
}

/** What an equip ability targets (CR 702.6a). */
export const EQUIP_TARGET: TargetSpec = {
  what: { kind: 'permanent', filter: { types: ['Creature'], controller: 'you' } },
  text: 'target creature you control',
};
