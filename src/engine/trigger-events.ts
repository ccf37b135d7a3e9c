// CR 603: the events a triggered ability triggers on, one kind each: the card model's trigger events, read through
// card-def.ts.
import type { ObjectFilter } from './filters.js';
import type { Step } from './types.js';

/** CR 603: trigger events. */
export type Trigger =
  | { readonly kind: 'selfEnters' }
  | { readonly kind: 'selfDies' }
  /** "When {this} leaves the battlefield" (CR 603.6c: to any zone; 603.10a looks back) */
  | { readonly kind: 'selfLeavesBattlefield' }
  /** "When {this} is put into a graveyard from the battlefield" (any permanent; CR 603.10a looks back) */
  | { readonly kind: 'selfToGraveyardFromBattlefield' }
  | { readonly kind: 'selfAttacks' }
  /** "Whenever {this} enters or attacks" — one ability with two trigger events */
  | { readonly kind: 'selfEntersOrAttacks' }
  | { readonly kind: 'selfDealsCombatDamageToPlayer' }
  /** "Whenever {this} deals combat damage to a creature" (CR 510.3a): once for each creature dealt damage; "that
   * creature" (thatObject) is the creature dealt the damage */
  | { readonly kind: 'selfDealsCombatDamageToCreature' }
  /** "Whenever enchanted creature attacks" (or equipped): an ability of the permanent attached to the attacking
   * creature; "that creature" (thatObject) is the attacker */
  | { readonly kind: 'attachedAttacks' }
  /** "Whenever equipped creature dies" (or enchanted): an ability of the permanent attached to the creature as it
   * last existed on the battlefield (CR 603.10a: it looks back in time) */
  | { readonly kind: 'attachedDies' }
  /** "Whenever equipped creature deals combat damage to a player" (or enchanted): an ability of the permanent attached
   * to the creature; "that player" is the player dealt the damage */
  | { readonly kind: 'attachedDealsCombatDamageToPlayer' }
  /** "Whenever equipped creature deals combat damage" (or enchanted), to any player or permanent: an ability of the
   * permanent attached to the creature, which triggers once for each combat damage step in which the creature
   * deals combat damage, however many it deals damage to (CR 510.2: dealt at once; Umezawa's Jitte's ruling) */
  | { readonly kind: 'attachedDealsCombatDamage' }
  /** "At the beginning of your / each / each opponent's <step>": "that player" is the active player */
  | { readonly kind: 'beginningOfStep'; readonly step: Step; readonly whose: 'yours' | 'each' | 'opponents' }
  /** "Whenever another <filter> enters"; `orSelf`: the permanent's own entering too (soulbond, CR 702.95a) */
  | { readonly kind: 'anotherEnters'; readonly filter: ObjectFilter; readonly orSelf?: boolean }
  | { readonly kind: 'youCastSpell'; readonly filter: ObjectFilter }
  /** "When you cast this spell" (CR 601.2i): an ability of the spell itself, which functions on the stack (cascade,
   * CR 702.85a) */
  | { readonly kind: 'youCastThisSpell' }
  /** "Whenever a creature you control attacks" (any <filter>, CR 508.1m, 508.3a): "it" is the attacker, "that player"
   * the defending player, and "the player or planeswalker it's attacking" what it attacks (CR 506.3) */
  | { readonly kind: 'creatureAttacks'; readonly filter: ObjectFilter }
  /** "Whenever a creature you control deals combat damage to a player" (CR 510.3a): "it" is that creature, "that
   * player" the player dealt the damage */
  | { readonly kind: 'creatureDealsCombatDamageToPlayer'; readonly filter: ObjectFilter }
  /** "Whenever you draw / an opponent draws / a player draws a card" (CR 121.1): once for each card; "that player" is
   * the player who drew */
  | { readonly kind: 'playerDraws'; readonly who: 'you' | 'opponent' | 'any' }
  /** "Whenever you gain life" / "an opponent gains life" (CR 119.9): once for each life-gaining event; "that player"
   * is the player who gained it */
  | { readonly kind: 'playerGainsLife'; readonly who: 'you' | 'opponent' }
  /** "Whenever an opponent casts / a player casts <spell>" (CR 601.2i): "that player" is the caster; `duringYourTurn`:
   * "... during your turn"; `fromGraveyard`: "... from a graveyard" (where the card was as it began to be cast) */
  | {
      readonly kind: 'playerCastsSpell';
      readonly caster: 'opponent' | 'any';
      readonly filter: ObjectFilter;
      readonly duringYourTurn?: boolean;
      readonly fromGraveyard?: boolean;
    }
  /** "Whenever this creature transforms into <face>" — `orEnters`: "enters or transforms into" (CR 701.27e) */
  | { readonly kind: 'selfTransformsInto'; readonly face: 0 | 1; readonly orEnters: boolean }
  /** "Whenever another <filter> dies" — another creature (CR 603.10a: it looks back); `orSelf`: the source's own death
   * counts too when it matches ("Whenever {this} or another creature you control dies", "Whenever a creature dies") */
  | { readonly kind: 'anotherCreatureDies'; readonly filter: ObjectFilter; readonly orSelf?: boolean }
  /** "Whenever {this} becomes tapped" */
  | { readonly kind: 'selfBecomesTapped' }
  /** "When {this} becomes monstrous" (CR 701.37b) */
  | { readonly kind: 'selfBecomesMonstrous' }
  /** "When this Class becomes level N" (CR 716.2a: its level becomes N as a class level bar's ability resolves) */
  | { readonly kind: 'selfBecomesClassLevel'; readonly level: number }
  /** "When {this} is turned face up" (CR 708.8, 702.37e); `orEnters`: "When {this} enters or is turned face up" */
  | { readonly kind: 'selfTurnedFaceUp'; readonly orEnters?: boolean }
  /** "Whenever {this} is dealt damage" (CR 120.3): "that much" is the damage dealt */
  | { readonly kind: 'selfDealtDamage' }
  /** "Whenever an opponent is dealt [noncombat] damage [by <source> or by <source>]" (CR 120.3, 603.2): "that player"
   * is the opponent, "that much" the damage; `by`: the sources that count (any of them) */
  | { readonly kind: 'opponentDealtDamage'; readonly noncombat?: boolean; readonly by?: readonly ObjectFilter[] }
  /** "Whenever a creature you control attacks alone" (CR 506.5; exalted, 702.83a): "that creature" is the attacker */
  | { readonly kind: 'creatureAttacksAlone' }
  /** "Whenever {this} becomes blocked" (CR 509.1h) */
  | { readonly kind: 'selfBecomesBlocked' }
  /** "Whenever {this} blocks a creature" (CR 509.3b): once for each attacking creature it blocks; "that creature" is
   * the attacker */
  | { readonly kind: 'selfBlocksCreature' }
  /** "Whenever an opponent scries, surveils, or searches their library" */
  | { readonly kind: 'opponentLooksAtLibrary' }
  /** "Whenever a player taps a land for mana" — a triggered mana ability (CR 605.1b) */
  | { readonly kind: 'landTappedForMana' }
  /** "Whenever you cast your Nth spell each turn" */
  | { readonly kind: 'youCastNthSpell'; readonly n: number }
  /** "When this creature becomes the target of a spell or ability [an opponent controls]" (CR 115, 603.2; ward,
   * 702.21a) */
  | { readonly kind: 'selfBecomesTarget'; readonly byOpponent?: boolean }
  /** CR 714.2b: a chapter ability — lore counters put on this Saga make their number go from below N to N or more */
  | { readonly kind: 'chapter'; readonly chapter: number }
  /** "When that mana is spent to cast a <filter> spell" — linked to the source's mana ability (CR 106.6, 607.2): it
   * triggers once for each mana from that ability spent to cast a matching spell */
  | { readonly kind: 'thatManaSpent'; readonly spell: ObjectFilter }
  /** "When you reveal this card this way" — linked to the static ability that reveals it (CR 603.11, miracle 702.94a) */
  | { readonly kind: 'selfRevealed' };
