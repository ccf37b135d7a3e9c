// CR 604, 611.3: what static abilities do — the continuous effects they create and the rules they change, one kind
// each: the card model's static effects, read through card-def.ts.
import type { Amount, CopyExceptions, Effect, Condition, Ability, BasicLandType } from './card-def.js';
import type { ObjectFilter } from './filters.js';
import type { Keyword } from './keywords.js';
import type { ManaCost } from './mana.js';
import type { ManaType } from './types.js';

/** CR 604, 611.3: static abilities that create continuous effects or change the rules. */
export type StaticEffect =
  | {
      readonly kind: 'modifyPT';
      readonly affects: ObjectFilter;
      readonly power: number;
      readonly toughness: number;
      /** "gets +1/+1 for each <amount>" (the amount is counted for the ability's controller) */
      readonly forEach?: Amount;
    }
  | { readonly kind: 'grantKeyword'; readonly affects: ObjectFilter; readonly keyword: Keyword }
  /** "{this} isn't a creature" (CR 613.1d, type-changing, layer 4): the permanent loses the card type creature and
   * with it its creature types (CR 205.1a; the Theros Gods' rulings) */
  | { readonly kind: 'notCreature' }
  /** CR 711.2a-b: a leveler's "[P/T]" under a level symbol: the permanent has that base power and toughness (layer 7b,
   * CR 613.4b) */
  | { readonly kind: 'basePT'; readonly power: number; readonly toughness: number }
  /** "{this} doesn't untap during your untap step." (CR 502.3: an effect that stops its untapping) */
  | { readonly kind: 'doesntUntap' }
  /** "{this} can't be blocked." (CR 509.1b restriction) */
  | { readonly kind: 'cantBeBlocked' }
  /** "{this}'s power and toughness are each equal to ..." — a characteristic-defining ability (CR 604.3, 7a) */
  | { readonly kind: 'cdaPT'; readonly power: Amount; readonly toughness: Amount }
  /** "Creatures can't attack you unless their controller pays {N} for each creature they control that's attacking
   * you" (CR 508.1g) */
  | { readonly kind: 'attackTax'; readonly cost: ManaCost }
  /** "Players don't lose unspent mana as steps and phases end." (CR 106.4 exception) */
  | { readonly kind: 'manaDoesNotEmpty' }
  /** "You have no maximum hand size." (CR 402.2: the controller discards nothing in the cleanup step, 514.1) */
  | { readonly kind: 'noMaximumHandSize' }
  /** "Play with the top card of your library revealed." (CR 401.5: every player sees it) */
  | { readonly kind: 'playWithTopRevealed' }
  /** "{this} can't be blocked by Humans" / "... by artifact creatures" (CR 509.1b: a restriction on blocking it) */
  /** `except`: "can't be blocked except by <filter>" — only creatures that match may block it */
  | { readonly kind: 'cantBeBlockedBy'; readonly filter: ObjectFilter; readonly except?: boolean }
  /** "You may play lands from the top of your library." (CR 116.2a, 305.1: a land played from another zone) */
  | { readonly kind: 'playLandsFromTop' }
  /** "You may play lands and cast spells from among cards exiled with {this}." (CR 607.2a: the cards its own ability
   * exiled face up; CR 116.2a, 305.1, 601.3: played or cast from exile by its controller, paying their costs) */
  | { readonly kind: 'playExiledWith' }
  /** "You may cast this card from your graveyard [as long as <condition>]." (CR 113.6b: functions from its owner's
   * graveyard; CR 601.3: the card may be cast from there, for its mana cost, with the timing of its type) */
  | { readonly kind: 'castFromGraveyard' }
  /** "You may play an additional land on each of your turns." (CR 305.2: more land plays, each of its controller's
   * turns) */
  | { readonly kind: 'additionalLandEachTurn'; readonly n: number }
  /** "{this} can't attack unless <condition>" (CR 508.1c restriction) */
  | { readonly kind: 'cantAttackUnless'; readonly condition: Condition }
  /** "Creatures you control are every creature type. The same is true for creature spells you control and creature
   * cards you own that aren't on the battlefield." (layer 4, CR 613.1d) */
  | { readonly kind: 'allCreatureTypes' }
  /** "{this} blocks each combat if able" (CR 509.1c requirement) */
  | { readonly kind: 'mustBlock' }
  /** "{this} attacks each combat if able" (CR 508.1d requirement); with `affects`, of the creatures it names ("Other
   * Goblin creatures you control attack each combat if able") */
  | { readonly kind: 'mustAttack'; readonly affects?: ObjectFilter }
  /** "<objects> lose all abilities" (layer 6, CR 613.1f) */
  | { readonly kind: 'loseAllAbilities'; readonly affects: ObjectFilter }
  /** "can't be blocked by more than N creatures" (CR 509.1b restriction) */
  | { readonly kind: 'maxBlockers'; readonly n: number }
  /** "As {this} enters, choose a creature type" (CR 614.1c replacement; the choice is linked to "the chosen type",
   * CR 607.2d) */
  | { readonly kind: 'asEntersChooseCreatureType' }
  /** "As {this} enters, choose a player / a color" (CR 614.1c, 614.12a replacement; the choice is linked to "the
   * chosen player" / "the chosen color", CR 607.2d) */
  | { readonly kind: 'asEntersChoose'; readonly what: 'player' | 'color' }
  /** "enters tapped" (CR 614.1c replacement); "... unless you control a Plains or an Island": only when the condition
   * doesn't hold as it enters (lands entering at the same time aren't there yet); `unlessPaysLife`: "As {this}
   * enters, you may pay N life. If you don't, it enters tapped." — its controller chooses as it applies (614.12a),
   * and may pay only with at least N life (119.4) */
  | {
      readonly kind: 'entersTapped';
      readonly unless?: Condition;
      readonly unlessPaysLife?: number;
      /** "As this land enters, you may reveal a <kind> card from your hand. If you don't, this land enters tapped."
       * (CR 614.1c, 614.12a, 701.20a): its controller chooses as it applies */
      readonly unlessReveals?: ObjectFilter;
    }
  /** "Creatures your opponents control enter tapped." — a replacement effect on how other objects enter (CR 614.1c,
   * 614.12); `affects` names them by card types, supertypes and controller (compiled that way only) */
  | { readonly kind: 'othersEnterTapped'; readonly affects: ObjectFilter }
  /** "You may have this enter as a copy of any <filter> on the battlefield[, except ...]" (CR 707.2, 614.1c, 707.9) */
  | { readonly kind: 'entersAsCopy'; readonly filter: ObjectFilter; readonly except?: CopyExceptions }
  /** "Creatures you control enter as a copy of this creature." — a replacement effect on how other objects enter
   * (CR 614.1c, 614.12), applied among the copy effects (616.1c); the copy takes this permanent's copiable values
   * (707.2, 707.3) */
  | { readonly kind: 'creaturesYouControlEnterAsCopy' }
  /** "Dredge N" (CR 702.52a): "As long as you have at least N cards in your library, if you would draw a card, you
   * may mill N cards instead and return this card from your graveyard to your hand" — a replacement effect that
   * functions only while the card is in its owner's graveyard (replacement/dredge.ts) */
  | { readonly kind: 'dredge'; readonly n: number }
  /** "enters with N <kind> counters on it" (CR 614.1c; X is the spell's X, 107.3m) */
  | {
      readonly kind: 'entersWithCounters';
      readonly counter: string;
      readonly amount: Amount;
      /** "If {this} was kicked, it enters with ..." (CR 702.33e): only when this holds for the entering object */
      readonly condition?: Condition;
      /** "for each time it was kicked" (CR 702.33d-e, multikicker): the amount that many times */
      readonly perKick?: boolean;
    }
  /** "If you would draw a card [while you have no cards in hand], instead ..." (CR 614.1a, 121.6) */
  | {
      readonly kind: 'replaceDraw';
      /** whose draw: its controller's, or an opponent's */
      readonly whose: 'you' | 'opponent';
      /** only while this holds for the drawing player */
      readonly condition?: 'handEmpty' | 'libraryEmpty' | 'notFirstInDrawStep';
      readonly instead: readonly Effect[];
    }
  /** "If an opponent would draw two or more cards, instead ..." — replaces the whole instruction (CR 121.2) */
  | {
      readonly kind: 'replaceDrawMany';
      readonly whose: 'you' | 'opponent';
      readonly min: number;
      readonly instead: readonly Effect[];
    }
  /** "You draw cards from the bottom of your library rather than the top." */
  | { readonly kind: 'drawFromBottom' }
  /** "If a <filter> is tapped for mana, it produces {B} instead of any other type and amount" */
  | { readonly kind: 'manaBecomes'; readonly filter: ObjectFilter; readonly type: ManaType }
  /** "If you tap a permanent for mana, it produces twice as much of that mana instead" */
  | { readonly kind: 'manaDoubled' }
  /** "If <you / an opponent> would put one or more counters on a permanent or player, <that player puts> twice that
   * many / half that many, rounded down, of each of those kinds of counters on it instead" (CR 614.1a, 122.6) */
  | {
      readonly kind: 'scaleCountersPut';
      readonly putter: 'you' | 'opponent';
      readonly scale: 'double' | 'halfRoundedDown';
    }
  /** "[During your turn,] your opponents can't cast spells [or activate abilities of <permanents>]", "Activated
   * abilities of <permanents> can't be activated." (CR 601.3, 602.5, 604.1): `players` — who can't (absent: anyone);
   * `spells` — they can't cast spells; `abilitiesOf` — the permanents whose activated abilities (mana abilities too,
   * 605.1a) they can't activate; `duringYourTurn` — only during its controller's turn */
  | {
      readonly kind: 'cantCastOrActivate';
      readonly players?: 'opponents';
      readonly spells: boolean;
      readonly abilitiesOf?: ObjectFilter;
      readonly duringYourTurn?: true;
    }
  /** "Players can't gain life." / "Your opponents can't gain life." (CR 119.8) */
  | { readonly kind: 'cantGainLife'; readonly who: 'players' | 'opponents' }
  /** "This spell can't be countered." — functions on the stack (CR 113.6g, 701.6a) */
  | { readonly kind: 'cantBeCountered' }
  /** "Prevent all [combat] damage that would be dealt to {this}" / "to you" (CR 615) */
  | { readonly kind: 'preventDamageTo'; readonly who: 'self' | 'you'; readonly combatOnly: boolean }
  /** "If {this} would be put into a graveyard from anywhere, exile it instead." (CR 614.1a) */
  | { readonly kind: 'exileInsteadOfGraveyard' }
  /** "If an instant or sorcery card would be put into a graveyard from anywhere, exile it instead." (Dryad
   * Militant), "If a card would be put into an opponent's graveyard from anywhere, ..." (Leyline of the Void), "If a
   * card or token would be put into a graveyard from anywhere, ..." (Rest in Peace): a replacement effect on other
   * objects' moves (CR 614.1a): the cards matching `cards` (a token too when `tokens`), going to any graveyard or,
   * `opponents`, to the graveyard of an opponent of its controller */
  | {
      readonly kind: 'exileCardsInsteadOfGraveyard';
      readonly cards: ObjectFilter;
      readonly tokens: boolean;
      readonly opponents: boolean;
    }
  /** "If {this} would be put into a graveyard from anywhere, reveal {this} and shuffle it into its owner's library
   * instead." (CR 614.1a) */
  | { readonly kind: 'shuffleIntoLibraryInsteadOfGraveyard' }
  /** "If a spell or ability an opponent controls causes you to discard this card, put it onto the battlefield [with N
   * +1/+1 counters on it] instead of putting it into your graveyard." (CR 614.1a, 701.9a) */
  | { readonly kind: 'battlefieldIfDiscardedByOpponent'; readonly plusCounters?: number }
  /** "<objects> have '<ability>'" — an ability granted in layer 6 (CR 613.1f); it belongs to the object that has it */
  | { readonly kind: 'grantAbility'; readonly affects: ObjectFilter; readonly ability: Ability }
  /** "<objects> can't attack", "can't block", "can't attack or block" (CR 508.1c, 509.1b restrictions) */
  | {
      readonly kind: 'cantAttackOrBlock';
      readonly affects: ObjectFilter;
      readonly attack: boolean;
      readonly block: boolean;
    }
  /** "Noncreature spells cost {1} more to cast.", "Instant and sorcery spells you cast cost {1} less to cast." (CR
   * 601.2f): the total cost of each spell matching `spells` cast by `caster` (relative to this permanent's
   * controller) changes by `change` generic mana; a reduction reduces only the generic part */
  | {
      readonly kind: 'spellCost';
      readonly spells: ObjectFilter;
      readonly caster: 'any' | 'you' | 'opponent';
      readonly change: number;
    }
  /** "This spell costs {1} less to cast [if <condition> (the ability's) | for each <filter> on the battlefield]" (CR
   * 601.2f): a static ability of the spell itself, which functions on the stack (113.6d). `affinity`: written as the
   * keyword "Affinity for <permanents>", "This spell costs {1} less to cast for each <permanent> you control" (CR
   * 702.41a) */
  | { readonly kind: 'selfCost'; readonly change: number; readonly forEach?: ObjectFilter; readonly affinity?: true }
  /** "This spell costs {N} more to cast for each target beyond the first." (CR 601.2f) */
  | { readonly kind: 'costMorePerExtraTarget'; readonly cost: ManaCost }
  /** "Each land is a Swamp in addition to its other land types." — a type-changing effect (layer 4, CR 613.1d,
   * 305.7) on lands on the battlefield, `affects` only "land" or "land you control"; a land with a basic land type
   * has that type's mana ability (305.6: intrinsicManaAbility) */
  | { readonly kind: 'addLandType'; readonly affects: ObjectFilter; readonly landType: BasicLandType }
  /** "Enchanted land is an Island." — an effect that sets a land's subtype to a basic land type (layer 4, CR 613.1d,
   * 305.7): the land loses its other land types and every ability from its rules text, and has the new type's mana
   * ability (305.6); `affects` only "enchanted land" (CR 303.4m) */
  | { readonly kind: 'setLandType'; readonly affects: ObjectFilter; readonly landType: BasicLandType }
  /** "You control enchanted creature." — a control-changing effect (layer 2, CR 613.1b): this permanent's controller
   * controls what `affects` names (only "enchanted <kind>", CR 303.4m) */
  | { readonly kind: 'control'; readonly affects: ObjectFilter };
