// The game state: plain, serializable data. No classes, no closures; JSON.stringify round-trips it.
import type { Ability, CastWay, CopyExceptions, DelayedWhen, Effect, Keyword, ObjectFilter } from './card-def.js';
import type { Answer, PendingChoice } from './choices.js';
import type { ManaCost, ManaPool } from './mana.js';
import type { CardType, Color, ManaType, ObjectId, PlayerId, Ref, Step, Supertype, Zone } from './types.js';

/** An object's record. Every field is present on every record, a field a record has no use for holding undefined
 * (never left out): records made with one set of fields, in one order, have one shape, and the engine reads records
 * everywhere — a record of another shape (a field added to it later) makes each look at records a slower one
 * (records.ts, copyObject in tx.ts). */
export interface GameObject {
  readonly id: ObjectId;
  /** the physical card (or token) this object is; stable across zone changes */
  readonly card: number;
  /** card name, the key into the card registry */
  readonly def: string;
  readonly owner: PlayerId;
  controller: PlayerId;
  zone: Zone;
  tapped: boolean;
  /** CR 122 */
  counters: Readonly<Record<string, number>>;
  /** CR 120.3e: damage marked on a creature */
  damage: number;
  /** CR 704.5h: dealt damage by a source with deathtouch since the last state-based action check */
  deathtouched: boolean;
  /** CR 302.6: the turn it came under its controller's control (continuous control since) */
  controlledSince: number;
  /** CR 400.7: the turn this object came to be — for a permanent, the turn it entered the battlefield ("each green
   * creature that entered this turn") */
  enteredTurn: number;
  /** CR 613.7d: timestamp of entering its zone */
  timestamp: number;
  token: boolean;
  /** CR 400.7: this incarnation has left its zone; the record is last known information */
  left: boolean;
  /** X chosen while it was a spell (CR 107.3m); 0 elsewhere */
  x: number;
  /** CR 702.33c-d: how many times it was kicked as a spell cast with its multikicker; undefined otherwise */
  kicks: number | undefined;
  /** targets chosen for it as a spell */
  targets: readonly Ref[];
  /** CR 601.2d: how it divides an amount (damage, counters) among its targets, one share a target, parallel to
   * `targets` (0 for a target that gets none of it); empty when it divides nothing */
  division: readonly number[];
  /** the modes chosen for it as a modal spell (CR 601.2b, 700.2), in printed order; empty for none */
  modes: readonly number[];
  /** CR 702.102d: a fused split spell — where its right half's targets begin among `targets` (the left half's come
   * first); undefined for any other object */
  fusedAt: number | undefined;
  /** CR 712.8: which face of a double-faced card is up (0 front, 1 back) */
  face: 0 | 1;
  /** how many times it has transformed (CR 701.27f: an ability transforms it only if it hasn't since) */
  transforms: number;
  /** CR 701.37b: monstrous — a designation it keeps until it leaves the battlefield (a new object isn't) */
  monstrous: boolean;
  /** CR 716.2b: a permanent's level (a Class's), a designation it keeps until it leaves the battlefield and that isn't
   * copiable; undefined: level 1 (716.2d) */
  classLevel: number | undefined;
  /** CR 701.19c: the turn in which an effect said it can't be regenerated "this turn" (Incinerate's damage) */
  cantRegenerateTurn: number | undefined;
  /** CR 707.2: the key of the definition whose copiable values this permanent has (Clone, Copy Enchantment):
   * `<copied>|<card>` — the copied definition's key, and the card whose "enter as a copy" ability made the copy, whose
   * exceptions (707.9) are part of the copiable values (registry.ts copyKey) */
  copyOf: string | null;
  /** CR 707.9b: exceptions of the copy effect that made it (a token copy "except it's a 3/3 Zombie"), part of its
   * copiable values; undefined when there are none */
  copyExcept: CopyExceptions | undefined;
  /** CR 607: the object whose ability exiled this card ("cards exiled with Asmodeus") */
  exiledWith: ObjectId | null;
  /** CR 610.3: exiled "until" this permanent leaves the battlefield (Banishing Light): it returns when that happens;
   * absent otherwise */
  exiledUntil: ObjectId | undefined;
  /** CR 406.3: exiled face down — no player may look at it; CR 708: a face-down spell or permanent */
  faceDown: boolean;
  /** CR 701.40a: a manifested permanent, for as long as it remains face down; undefined otherwise */
  manifested: true | undefined;
  /** how it was cast, while it is a spell (CR 601.2b): jump-start and flashback exile it as it leaves the stack
   * (702.133a, 702.34a) */
  castVia: CastWay | null;
  /** revealed from its owner's hand, e.g. for its miracle ability until that ability resolves (CR 702.94b) */
  revealed: boolean;
  /** CR 607.2d: the creature type chosen as it entered ("the chosen type"), or null */
  chosenType: string | null;
  /** CR 614.12a, 607.2d: the player or color chosen as it entered ("the chosen player", "the chosen color"); undefined
   * when none was */
  chosen: ChosenValues | undefined;
  /** a spell that can't be countered because of mana spent on it (CR 106.6, Cavern of Souls) */
  cantBeCountered: boolean;
  /** a commander spell that enters with a +1/+1 counter for each time it has been cast from the command zone,
   * because of mana spent on it (CR 106.6) */
  castCounters: boolean;
  /** combat: attacking — the defending player: the player it attacks, or the controller of the planeswalker it
   * attacks (CR 506.2) */
  attacking: PlayerId | null;
  /** combat: the planeswalker it attacks (CR 506.3, 508.1b), or null when it attacks a player */
  attackingPlaneswalker: ObjectId | null;
  /** combat: the attackers this creature blocks */
  blocking: readonly ObjectId[];
  /** combat: whether it became blocked (CR 509.1h) */
  blocked: boolean;
  /** CR 606.3: the turn in which one of its loyalty abilities was last activated (0: never) */
  loyaltyTurn: number;
  /** CR 602.5b: its abilities that may be activated "only once each turn" activated this turn: the turn, and their
   * indexes (null: none yet) */
  activatedOnce: { readonly turn: number; readonly abilities: readonly number[] } | null;
  /** CR 301.5, 303.4: the object or player this permanent is attached to (an Aura enchants it); null if none. A
   * new object is attached to nothing (CR 400.7). */
  attachedTo: Ref | null;
  /** CR 702.103b: cast bestowed — a bestowed Aura spell, then a bestowed Aura, until it ceases to be bestowed */
  bestowed: boolean;
  /** CR 603.10a, 613: the abilities granted to it by other objects as it last existed on the battlefield (kept on
   * the record once it has left, so leaves-the-battlefield abilities it was granted can look back) */
  grantedWhenLeft: readonly GrantRef[] | undefined;
  /** CR 608.2h: a creature's power and toughness as it last existed on the battlefield, every continuous effect and
   * counter applied (kept on the record once it has left: "equal to its power" after it was exiled) */
  ptWhenLeft: readonly [number, number] | undefined;
  /** CR 613.1b, 110.2: while a control-changing effect gives `controller` to another player than the one who would
   * control it without such effects (the player under whose control it entered), that player; undefined otherwise.
   * `controller` is then layer 2's result (rules/cr613-control.ts). */
  controlBase: PlayerId | undefined;
  /** CR 702.95b: the creature it is paired with by a soulbond ability, and the player who controlled both then (a pair
   * is mutual; it ends as 702.95e says: cr702-soulbond.ts); null once it has become unpaired */
  paired: Pairing | null | undefined;
}

/** CR 614.12a, 607.2d: what was chosen as a permanent entered, read by its linked abilities ("protection from the
 * chosen player", "creatures of the chosen color"). */
export interface ChosenValues {
  readonly player?: PlayerId;
  readonly color?: Color;
}

/** CR 702.95b: one side of a pair. */
export interface Pairing {
  readonly with: ObjectId;
  readonly under: PlayerId;
}

/** An ability granted by a static ability (CR 613.1f): the granting card's definition and the index of its static
 * ability whose `ability` is granted; or, granted by an effect of a resolved ability ("becomes a 3/3 ... creature with
 * "..."", 611.2), the ability itself, kept with the continuous effect (`def`: the definition of the effect's source,
 * `index` -1). */
export interface GrantRef {
  readonly def: string;
  readonly index: number;
  readonly ability?: Ability;
}

/** A continuous effect from a resolved spell or ability (CR 611.2): its affected set is locked in (611.2c). */
export type ContinuousMod =
  | { readonly kind: 'modifyPT'; readonly power: number; readonly toughness: number } // layer 7c
  | { readonly kind: 'setBasePT'; readonly power: number; readonly toughness: number } // layer 7b
  | { readonly kind: 'switchPT' } // layer 7d
  /** "gain control of <object>" (layer 2, CR 613.1b): `player` controls it; `whileControls`: "for as long as you
   * control <source>" (611.2b) — the effect ends once that player no longer controls that object */
  | { readonly kind: 'control'; readonly player: PlayerId; readonly whileControls?: ObjectId }
  /** "<object> becomes a Vampire in addition to its other types" (layer 4, CR 613.1d, 205.1b): card types added, and
   * creature types had only while it is a creature (205.3d) */
  | { readonly kind: 'becomeType'; readonly types: readonly CardType[]; readonly subtypes: readonly string[] }
  | { readonly kind: 'grantKeyword'; readonly keyword: Keyword } // layer 6
  /** "<object> loses all creature types" (layer 4, CR 613.1d) */
  | { readonly kind: 'loseCreatureTypes' }
  /** "<object> can't be blocked this turn": a restriction on declaring blockers (CR 509.1b), no characteristic */
  | { readonly kind: 'cantBeBlocked' }
  /** "<object> doesn't untap during its controller's next untap step": the untap step reads it (CR 502.3) and ends
   * it, whoever controls the permanent then; no characteristic */
  | { readonly kind: 'doesntUntapNext' }
  /** "<object> doesn't untap during its controller's untap step for as long as you control <source>" (CR 502.3,
   * 611.2b): the untap step reads it; it ends once `player` no longer controls `whileControls` (cr613-control.ts) */
  | { readonly kind: 'doesntUntap'; readonly player: PlayerId; readonly whileControls: ObjectId }
  /** "<they> become N/N <subtype> creatures" — adds the type and subtypes (layer 4) and sets base P/T (layer 7b); with
   * no P/T (a Vehicle crewed, CR 301.7b) the printed power and toughness stay */
  | {
      readonly kind: 'becomeCreature';
      readonly subtypes: readonly string[];
      readonly power?: number;
      readonly toughness?: number;
      /** more card types it gets (layer 4) */
      readonly types?: readonly CardType[];
      /** every creature type (CR 205.3m, layer 4) */
      readonly allCreatureTypes?: boolean;
      /** the colors it becomes (CR 105.3, layer 5) */
      readonly colors?: readonly Color[];
      /** keywords it gains (layer 6) */
      readonly keywords?: readonly Keyword[];
      /** abilities it gains, said in quotation marks (layer 6, CR 113.1, 613.1f) */
      readonly abilities?: readonly Ability[];
      /** supertypes it gets ("a legendary 4/4 red Dragon creature", layer 4) */
      readonly supertypes?: readonly Supertype[];
      /** CR 205.1a-b: what the new types replace — its card types (`types`: "becomes a 4/4 Dragon creature", the
       * subtypes of the types it loses going with them) or only its creature types (`creatureTypes`: "a Bird artifact
       * creature"); absent, it keeps them all ("It's still a land", "that's still a planeswalker") */
      readonly replaces?: 'types' | 'creatureTypes';
    };

export interface ContinuousEffect {
  readonly id: number;
  readonly timestamp: number;
  readonly source: ObjectId;
  readonly controller: PlayerId;
  readonly affected: readonly ObjectId[];
  readonly mod: ContinuousMod;
  readonly duration: 'endOfTurn' | 'untilYourNextTurn' | 'permanent';
}

/** A rule-modifying effect of a resolved spell or ability (CR 611.2, 613.11): costs to attack a player, or a
 * restriction on blocking. */
export type RuleEffect = AttackTaxRule | CombatRule | PlayerRule | AttackRequirementRule;

/** CR 508.1d: "During target opponent's next turn, creatures that player controls attack {this} if able" (Gideon Jura),
 * "... attack you if able": a requirement on whom `player`'s creatures attack, in force during `player`'s first turn
 * after turn `after` (every combat of it, the card's rulings) and ending with that turn's cleanup (514.2). It states
 * a true thing about the creatures that player controls as attackers are declared (no set locked in, 611.2c). */
export interface AttackRequirementRule {
  readonly id: number;
  readonly kind: 'mustAttackWhom';
  readonly controller: PlayerId;
  /** whose creatures, during whose next turn */
  readonly player: PlayerId;
  /** the turn number as the effect began: its "next turn" is a later one */
  readonly after: number;
  /** the player or planeswalker they must attack */
  readonly attack: { readonly player: PlayerId } | { readonly planeswalker: ObjectId };
  readonly duration: 'theirNextTurn';
  readonly source: string;
}

/** A rule for the turn about players and damage, from a resolved spell or ability: CR 119.8 "Players can't gain life
 * this turn" / "Your opponents can't gain life this turn" (`cantGainLife`, `who` relative to the controller), CR 615.12
 * "Damage can't be prevented this turn" (`damageCantBePrevented`). */
export interface PlayerRule {
  readonly id: number;
  /** `castAsThoughFlash` (CR 601.3e): its controller may cast spells as though they had flash (702.8) */
  readonly kind: 'cantGainLife' | 'damageCantBePrevented' | 'castAsThoughFlash';
  readonly controller: PlayerId;
  readonly who?: 'players' | 'opponents';
  /** castAsThoughFlash: only the next sorcery spell its controller casts this turn (casting one ends the rule) */
  readonly nextSorcery?: true;
  readonly duration: 'endOfTurn';
  readonly source: string;
}

/** CR 509.1b: "<creatures> can't block this turn" (`cantBlock`), 508.1d: "<creatures> attack this turn if able"
 * (`mustAttack`) — the objects named, or each creature matching the filter (judged for the effect's controller) as
 * blockers or attackers are declared. */
export interface CombatRule {
  readonly id: number;
  readonly kind: 'cantBlock' | 'mustAttack';
  readonly controller: PlayerId;
  readonly objects?: readonly ObjectId[];
  readonly filter?: ObjectFilter;
  readonly duration: 'endOfTurn';
  readonly source: string;
  readonly sourceObject: ObjectId;
}

/** CR 508.1d: creatures can't attack a player unless their controller pays a cost. */
export interface AttackTaxRule {
  readonly id: number;
  readonly kind: 'attackTax';
  readonly controller: PlayerId;
  /** the player creatures must pay to attack */
  readonly protects: PlayerId;
  readonly cost: ManaCost;
  readonly duration: 'endOfTurn' | 'untilYourNextTurn' | 'permanent';
  readonly source: string;
}

/** A permission to cast a card from where it is, for another cost (CR 601.2b, 118.9): airbend (701.65a); or a
 * flashback ability an effect gave a card in a graveyard (`via: 'flashback'`, CR 702.34a: "gains flashback until end
 * of turn"), cast with that keyword's rules. */
export interface CastPermission {
  /** the card (its current object; the permission ends when it leaves that zone, CR 400.7) */
  readonly object: ObjectId;
  readonly player: PlayerId;
  /** the alternative cost paid rather than its mana cost */
  readonly cost: ManaCost;
  readonly source: string;
  /** the keyword the card was given, cast with which it is a way of its own (CR 601.2b) */
  readonly via?: 'flashback';
  /** "until end of turn" (CR 514.2); none: for as long as the card stays where it is */
  readonly duration?: 'endOfTurn';
  /** "you may play it": a land card may be played (CR 305.1, 116.2a, from the zone it is in), besides being cast */
  readonly land?: true;
}

/** Replacement and prevention effects created by resolved spells and abilities, until used up or the turn ends:
 * regeneration shields (CR 701.19) and prevention shields (615.7). */
export type Shield =
  | { readonly id: number; readonly kind: 'regenerate'; readonly object: ObjectId; readonly source: string }
  /** "If a creature dealt damage this way would die this turn, exile it instead" (CR 614.1a), for this turn */
  | { readonly id: number; readonly kind: 'exileIfDies'; readonly object: ObjectId; readonly source: string }
  /** "If it would leave the battlefield, exile it instead of putting it anywhere else" (CR 614.1a): for as long as
   * the permanent remains on the battlefield (not only this turn) */
  | { readonly id: number; readonly kind: 'exileIfLeaves'; readonly object: ObjectId; readonly source: string }
  /** "The next time you would draw a card this turn, ... instead" */
  | {
      readonly id: number;
      readonly kind: 'drawInstead';
      readonly player: PlayerId;
      readonly effects: readonly Effect[];
      readonly sourceObject: ObjectId;
      readonly source: string;
    }
  | {
      readonly id: number;
      readonly kind: 'prevent';
      /** what is protected; null: everything */
      readonly to: Ref | null;
      /** damage left to prevent; null: all */
      readonly amount: number | null;
      readonly combatOnly: boolean;
      /** only damage from sources like this ("by creatures other than Werewolves and Wolves") */
      readonly from?: ObjectFilter;
      readonly controller: PlayerId;
      readonly source: string;
    };

/** An ability on the stack (CR 113.7, 405.1); spells are objects in the stack zone. */
export interface StackAbility {
  readonly kind: 'ability';
  readonly id: number;
  readonly source: ObjectId;
  /** the source's name, for display after it leaves */
  readonly sourceName: string;
  /** the card of the source, to find its definition */
  readonly def: string;
  readonly abilityIndex: number;
  readonly controller: PlayerId;
  readonly targets: Ref[];
  /** CR 601.2d, 603.3d: the division of an amount among its targets, parallel to `targets` (see GameObject) */
  readonly division?: readonly number[];
  /** CR 700.2b: the modes chosen for a modal triggered ability, in printed order */
  readonly modes?: readonly number[];
  readonly x: number;
  readonly triggered: boolean;
  /** a delayed trigger's own effects and the objects they refer to */
  readonly delayed?: DelayedTrigger;
  readonly thatPlayer?: PlayerId;
  /** the source's transform count as this was put on the stack (CR 701.27f) */
  readonly sourceTransforms?: number;
  /** "it": the object the triggering event concerned, as the new object it became (CR 400.7, 603.10) */
  readonly thatObject?: ObjectId;
  /** "that spell or ability": the stack item the triggering event concerned (ward, CR 702.21a) */
  readonly thatStackItem?: number;
  /** "that much": the amount of the triggering event (the damage dealt) */
  readonly thatAmount?: number;
  /** "the player or planeswalker it's attacking": what the attacker that triggered this attacked (CR 506.3) */
  readonly attacked?: Ref;
  /** an ability the source was granted by another object (then `abilityIndex` is unused) */
  readonly granted?: GrantRef;
  /** CR 400.7d: the object the source became by the zone change that triggered this ability */
  readonly movedTo?: ObjectId;
  /** what was sacrificed to pay its costs, as it last existed ("the sacrificed creature", CR 608.2h) */
  readonly costSacrificed?: readonly ObjectId[];
}

export interface StackSpell {
  readonly kind: 'spell';
  readonly id: number;
  readonly object: ObjectId;
}

export type StackItem = StackSpell | StackAbility;

/** A triggered ability that has triggered and waits to be put on the stack (CR 603.3). */
export interface WaitingTrigger {
  readonly source: ObjectId;
  readonly def: string;
  /** the ability on the source's card, or -1 for a delayed trigger, whose effects are carried here */
  readonly abilityIndex: number;
  readonly controller: PlayerId;
  readonly sourceName: string;
  readonly delayed?: DelayedTrigger;
  /** "that player": whom the triggering event concerned */
  readonly thatPlayer?: PlayerId;
  /** "it": the object the triggering event concerned, as the new object it became (CR 400.7, 603.10) */
  readonly thatObject?: ObjectId;
  /** "that spell or ability": the stack item the triggering event concerned (ward, CR 702.21a) */
  readonly thatStackItem?: number;
  /** "that much": the amount of the triggering event (the damage dealt) */
  readonly thatAmount?: number;
  /** "the player or planeswalker it's attacking": what the attacker that triggered this attacked (CR 506.3) */
  readonly attacked?: Ref;
  /** CR 701.37c: X of the ability, when the event that triggered it had one ("monstrosity X": the X it became
   * monstrous with) */
  readonly x?: number;
  /** an ability the source was granted by another object (then `abilityIndex` is unused) */
  readonly granted?: GrantRef;
  /** CR 400.7d: the object the source became by the zone change that triggered this ability */
  readonly movedTo?: ObjectId;
}

/** CR 603.7: a delayed triggered ability, created by a resolved spell or ability; it triggers once — or, with a stated
 * duration (603.7b, `when` 'whenever'), each time its event happens until the duration ends. */
export interface DelayedTrigger {
  readonly id: number;
  readonly when: DelayedWhen | 'whenever';
  /** CR 603.7b: the ability of a delayed trigger with a stated duration ("until your next turn, whenever ..."), its
   * trigger event and effects */
  readonly ability?: Extract<Ability, { kind: 'triggered' }>;
  readonly duration?: 'endOfTurn' | 'untilYourNextTurn';
  readonly controller: PlayerId;
  readonly source: ObjectId;
  readonly sourceName: string;
  readonly effects: readonly Effect[];
  /** the objects it refers to ("that card") */
  readonly linked: readonly ObjectId[];
}

/** CR 106.6: one mana in a pool whose spending is restricted or that affects what it's spent on. Kept apart from the
 * plain amounts of `pool`; it empties with them (106.4). */
export interface SpecialMana {
  readonly type: ManaType;
  /** the kind of spell it may be spent to cast (null: anything) */
  readonly spell: ObjectFilter | null;
  /** "that spell can't be countered" */
  readonly cantBeCountered: boolean;
  /** where it came from and what the restriction says, for display */
  readonly text: string;
  /** CR 106.6: the permanent whose "when that mana is spent" ability watches this mana */
  readonly watchedBy?: ObjectId;
  /** CR 106.6: spent to cast a commander, it makes that commander enter with +1/+1 counters (the mana ability's rider) */
  readonly commanderCastCounters?: boolean;
}

/** A permanent the game's set-up puts onto the battlefield before the first turn (tests and scenarios): it enters
 * like any other, with replacement effects and the choices they ask for ("As this enters, choose"). */
export interface SetupPermanent {
  readonly object: ObjectId;
  readonly controller: PlayerId;
  readonly tapped: boolean;
  readonly face: 0 | 1;
  readonly counters: Readonly<Record<string, number>>;
}

export interface PlayerState {
  readonly id: PlayerId;
  readonly name: string;
  life: number;
  library: readonly ObjectId[];
  hand: readonly ObjectId[];
  graveyard: readonly ObjectId[];
  pool: ManaPool;
  /** CR 106.6: mana with spending restrictions or riders (Cavern of Souls) */
  specialMana: readonly SpecialMana[];
  poison: number;
  landsPlayed: number;
  /** CR 305.2: additional lands this player may play this turn ("You may play an additional land this turn") */
  extraLandPlays: number;
  /** spells cast this turn ("your second spell each turn") */
  spellsThisTurn: number;
  /** cards drawn during the current step ("the first one they draw in each of their draw steps") */
  drawsThisStep: number;
  /** cards drawn during the current turn, whoever's turn it is (miracle: "the first card you drew this turn") */
  drawsThisTurn: number;
  /** whether this player was dealt damage this turn, by any source (bloodthirst, CR 702.54a: "if an opponent was dealt
   * damage this turn") */
  dealtDamageThisTurn: boolean;
  /** whether a land entered the battlefield under this player's control this turn (landfall's "if you had a land enter
   * the battlefield under your control this turn") */
  landEnteredThisTurn: boolean;
  /** CR 302.6: the number of this player's most recent turn (0 before their first) */
  lastTurnBegan: number;
  /** CR 704.5b: attempted to draw from an empty library since the last check */
  drewFromEmpty: boolean;
  lost: boolean;
  won: boolean;
  conceded: boolean;
  mulligans: number;
  kept: boolean;
  lossReason: string | null;
  /** pass priority without asking when the only actions are passing and mana abilities (a client preference) */
  autoPass: boolean;
  /** CR 903.3: the cards (by card number) that are this player's commanders; none outside a Commander game */
  commanders: readonly number[];
  /** CR 903.8: how many times this player has cast each of their commanders from the command zone, by card number */
  commanderCasts: Readonly<Record<number, number>>;
  /** CR 903.10a: the combat damage each commander has dealt this player over the game, by the commander's card */
  commanderDamage: Readonly<Record<number, number>>;
  /** CR 903.9a: this player's commanders (objects) in a graveyard or exile that they chose to leave there */
  commanderStays: readonly ObjectId[];
}

export interface TurnState {
  number: number;
  active: PlayerId;
  step: Step;
  /** whether the current step's turn-based actions have been done */
  stepBegun: boolean;
  /** players who passed in succession with no action between (CR 117.4) */
  passes: number;
  /** CR 508.8: no attackers were declared, so blockers and damage steps are skipped */
  noAttackers: boolean;
  /** CR 514.3a: another cleanup step follows */
  extraCleanup: boolean;
  /** the player who has priority (meaningful while a priority decision is pending) */
  priority: PlayerId;
  /** CR 510.4: creatures that dealt damage in the first-strike damage step */
  firstStrikers: ObjectId[];
  /** spells each player cast during the previous turn; null before the second turn ("last turn") */
  spellsLastTurn: number[] | null;
  /** creatures put into a graveyard from the battlefield this turn (CR 700.4: "died"; morbid's "if a creature died
   * this turn") */
  creaturesDiedThisTurn: number;
  /** whether the active player declared one or more attackers this turn (raid's "if you attacked this turn", CR
   * 508.1) */
  attackedThisTurn: boolean;
  /** the previous turn's active player (CR 502.2, 730.2); null during the first turn */
  lastActive: PlayerId | null;
  /** CR 801.2c: with limited range of influence, the players in the game as this turn began, in turn order (whose
   * seats ranges are counted in); null without the option */
  seats: readonly PlayerId[] | null;
}

/** A copy of the turn's facts, every field written out: a transaction writes its turn in place, so it begins with a
 * copy. (A spread gives copies of many shapes here, and every look at the turn is then a slow one.) */
export function copyTurn(t: Readonly<TurnState>): TurnState {
  return {
    number: t.number,
    active: t.active,
    step: t.step,
    stepBegun: t.stepBegun,
    passes: t.passes,
    noAttackers: t.noAttackers,
    extraCleanup: t.extraCleanup,
    priority: t.priority,
    firstStrikers: t.firstStrikers,
    spellsLastTurn: t.spellsLastTurn,
    creaturesDiedThisTurn: t.creaturesDiedThisTurn,
    attackedThisTurn: t.attackedThisTurn,
    lastActive: t.lastActive,
    seats: t.seats,
  };
}

/** A decision that arose in the middle of an operation: the game replays from `base` with `answers` to resume. */
export interface Resume {
  readonly base: GameState;
  readonly answers: readonly Answer[];
  /** log entries already reported by earlier partial applies of this operation */
  readonly logged: number;
}

/** CR 103.5: the London mulligan in progress; null once every player has kept. */
export interface MulliganState {
  /** this round's declarations, by seat: null = not declared yet */
  readonly declared: ('keep' | 'mulligan' | null)[];
}

export interface GameState {
  readonly format: 'lorekeeper/1';
  readonly seed: number;
  rng: number;
  /** all objects by id, including past incarnations kept as last known information */
  objects: readonly (GameObject | null)[];
  players: readonly PlayerState[];
  battlefield: readonly ObjectId[];
  exile: readonly ObjectId[];
  /** CR 408: the command zone — emblems (CR 114) */
  command: readonly ObjectId[];
  stack: readonly StackItem[];
  turn: TurnState;
  effects: readonly ContinuousEffect[];
  rules: readonly RuleEffect[];
  permissions: readonly CastPermission[];
  shields: readonly Shield[];
  triggers: readonly WaitingTrigger[];
  delayed: readonly DelayedTrigger[];
  /** tokens that have left the battlefield and will cease to exist at the next state-based action check (704.5d) */
  limbo: readonly ObjectId[];
  /** permanents the set-up still has to put onto the battlefield (empty once the game has begun) */
  setup: readonly SetupPermanent[];
  nextTimestamp: number;
  nextId: number;
  mulligan: MulliganState | null;
  pending: PendingChoice | null;
  resume: Resume | null;
  over: boolean;
  winner: PlayerId | null;
  /** count of answers applied since the game began */
  decisions: number;
  /** the first turn's starting player skips their draw (CR 103.8a) */
  readonly skipFirstDraw: boolean;
  /** whom a player may attack (CR 802, 803): any opponent ('multiple', the default), or only the nearest opponent to
   * their left (next in turn order) or right (803.1a-b) */
  readonly attackOption: AttackOption;
  /** CR 801: the limited range of influence option — how many seats away each player can affect; null: unlimited */
  readonly rangeOfInfluence: number | null;
  /** CR 730.1: the game's day/night designation; neither (null) until it first becomes day or night */
  dayNight: DayNight | null;
}

/** CR 802, 803: the attack multiple players option, or attack left or attack right. */
export type AttackOption = 'multiple' | 'left' | 'right';

/** CR 730.1: the designations the game itself can have. */
export type DayNight = 'day' | 'night';
