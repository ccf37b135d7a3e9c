// The closed vocabulary of the card model, listed at run time: every effect verb, keyword, trigger event, cost,
// condition, static effect and kind of mana production a card definition can use. The effect verbs are the words of
// the registry (effects/index.ts); for the other kinds, the type-level checks below fail to compile when a kind is
// added to card-def.ts and not listed here, so the lists (and the tests that require a game scenario for every
// entry) can't fall behind the model.
import { CAST_KEYWORDS, KEYWORDS } from './card-def.js';
import { EFFECT_WORDS } from './effects/index.js';
import { CONDITION_WORDS } from './rules/conditions/index.js';
import { EVOKE } from './rules/cr702-evoke.js';
import { keywordTrigger } from './rules/cr702-triggered-keywords.js';
import type {
  CardDef,
  ConditionKind,
  Cost,
  EffectKind,
  Keyword,
  ManaProduction,
  ProtectionKeyword,
  ProtectionQuality,
  StaticEffect,
  Trigger,
} from './card-def.js';

/** The effect verbs: the registry's words (effects/index.ts), which the type system keeps complete. */
export const EFFECT_KINDS: readonly EffectKind[] = Object.keys(EFFECT_WORDS) as EffectKind[];

export const COST_KINDS = [
  'mana',
  'tap',
  'untap',
  'sacrificeSelf',
  'discardSelf',
  'sacrifice',
  'payLife',
  'discardCard',
  'exileFromGraveyard',
  'removeCounters',
  'loyalty',
  'crew',
  'putCounters',
  'tapPermanents',
  'returnToHand',
  'exileFromHand',
] as const satisfies readonly Cost['kind'][];

export const TRIGGER_KINDS = [
  'selfEnters',
  'creatureAttacksAlone',
  'selfDies',
  'selfAttacks',
  'selfEntersOrAttacks',
  'selfDealsCombatDamageToPlayer',
  'selfDealsCombatDamageToCreature',
  'attachedAttacks',
  'attachedDies',
  'attachedDealsCombatDamageToPlayer',
  'attachedDealsCombatDamage',
  'beginningOfStep',
  'anotherEnters',
  'youCastSpell',
  'youCastThisSpell',
  'playerCastsSpell',
  'creatureAttacks',
  'creatureDealsCombatDamageToPlayer',
  'playerDraws',
  'playerGainsLife',
  'selfTransformsInto',
  'anotherCreatureDies',
  'selfBecomesTapped',
  'selfBecomesMonstrous',
  'selfBecomesClassLevel',
  'selfTurnedFaceUp',
  'selfBecomesBlocked',
  'selfBlocksCreature',
  'opponentLooksAtLibrary',
  'landTappedForMana',
  'youCastNthSpell',
  'thatManaSpent',
  'selfBecomesTarget',
  'chapter',
  'selfRevealed',
  'selfToGraveyardFromBattlefield',
  'selfLeavesBattlefield',
  'selfDealtDamage',
  'opponentDealtDamage',
] as const satisfies readonly Trigger['kind'][];

/** The conditions: the registry's words (rules/conditions/index.ts), which the type system keeps complete. */
export const CONDITION_KINDS: readonly ConditionKind[] = Object.keys(CONDITION_WORDS) as ConditionKind[];

export const STATIC_KINDS = [
  'modifyPT',
  'doesntUntap',
  'grantKeyword',
  'cdaPT',
  'attackTax',
  'manaDoesNotEmpty',
  'noMaximumHandSize',
  'playWithTopRevealed',
  'playLandsFromTop',
  'playExiledWith',
  'castFromGraveyard',
  'cantBeBlockedBy',
  'additionalLandEachTurn',
  'cantAttackUnless',
  'allCreatureTypes',
  'mustBlock',
  'mustAttack',
  'loseAllAbilities',
  'maxBlockers',
  'cantBeBlocked',
  'entersTapped',
  'othersEnterTapped',
  'entersAsCopy',
  'creaturesYouControlEnterAsCopy',
  'dredge',
  'entersWithCounters',
  'replaceDraw',
  'replaceDrawMany',
  'drawFromBottom',
  'manaBecomes',
  'manaDoubled',
  'scaleCountersPut',
  'preventDamageTo',
  'asEntersChooseCreatureType',
  'asEntersChoose',
  'cantBeCountered',
  'cantGainLife',
  'cantCastOrActivate',
  'exileInsteadOfGraveyard',
  'exileCardsInsteadOfGraveyard',
  'shuffleIntoLibraryInsteadOfGraveyard',
  'battlefieldIfDiscardedByOpponent',
  'grantAbility',
  'cantAttackOrBlock',
  'costMorePerExtraTarget',
  'spellCost',
  'selfCost',
  'addLandType',
  'setLandType',
  'notCreature',
  'basePT',
  'control',
] as const satisfies readonly StaticEffect['kind'][];

export const MANA_KINDS = [
  'fixed',
  'anyColor',
  'commanderIdentity',
  'oneOf',
  'couldProduce',
  'combination',
  'amount',
] as const satisfies readonly ManaProduction['kind'][];

/** Compiles only while every kind of the union is listed. */
type Listed<All extends string, L extends readonly string[]> = [Exclude<All, L[number]>] extends [never] ? true : never;
export type VocabularyIsComplete = [
  Listed<Cost['kind'], typeof COST_KINDS>,
  Listed<Trigger['kind'], typeof TRIGGER_KINDS>,
  Listed<StaticEffect['kind'], typeof STATIC_KINDS>,
  Listed<ManaProduction['kind'], typeof MANA_KINDS>,
  // CR 702.16: every protection quality has its keyword (and so is listed with the keywords, and needs a scenario).
  Listed<`protection from ${ProtectionQuality}`, readonly ProtectionKeyword[]>,
];
export const VOCABULARY_IS_COMPLETE: VocabularyIsComplete = [true, true, true, true, true];

export type VocabularyCategory = 'effect' | 'cost' | 'trigger' | 'condition' | 'static' | 'mana' | 'keyword';

/** Every entry of the vocabulary as `category:kind` (e.g. `effect:scry`, `keyword:flying`). */
export function vocabulary(): string[] {
  return [
    ...EFFECT_KINDS.map((k) => `effect:${k}`),
    ...COST_KINDS.map((k) => `cost:${k}`),
    ...TRIGGER_KINDS.map((k) => `trigger:${k}`),
    ...CONDITION_KINDS.map((k) => `condition:${k}`),
    ...STATIC_KINDS.map((k) => `static:${k}`),
    ...MANA_KINDS.map((k) => `mana:${k}`),
    ...KEYWORDS.map((k) => `keyword:${k}`),
    ...CAST_KEYWORDS.map((k) => `keyword:${k}`),
  ];
}

// Where a node sits in the tree tells its category: a property of these names holds effects, costs, ...
const CATEGORY_OF_PROPERTY: Readonly<Record<string, VocabularyCategory>> = {
  effects: 'effect',
  then: 'effect',
  instead: 'effect',
  costs: 'cost',
  trigger: 'trigger',
  condition: 'condition',
  conditions: 'condition',
  unless: 'condition',
  effect: 'static',
  produce: 'mana',
};

/** The vocabulary entries a card definition (both faces) uses, as `category:kind`. */
export function vocabularyOf(def: CardDef): Set<string> {
  const out = new Set<string>();
  const visit = (value: unknown, category: VocabularyCategory | null): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v, category);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (category !== null && typeof node.kind === 'string') out.add(`${category}:${node.kind}`);
    if (
      (node.kind === 'keyword' || node.kind === 'castKeyword') &&
      typeof node.keyword === 'string' &&
      category === null
    )
      out.add(`keyword:${node.keyword}`);
    // A static ability that gives a keyword ("{this} has protection from the chosen player") uses that keyword.
    if (category === 'static' && node.kind === 'grantKeyword' && typeof node.keyword === 'string')
      out.add(`keyword:${node.keyword}`);
    // Miracle's linked triggered ability (CR 603.11, 702.94a) is made by the keyword: it is part of the card too.
    if (node.kind === 'castKeyword' && node.keyword === 'miracle')
      out.add('trigger:selfRevealed').add('effect:mayCast');
    // A triggered keyword (undying, prowess, ...) is the triggered ability it stands for: its parts are the card's.
    if (node.kind === 'keyword' && category === null) {
      const t = keywordTrigger(node.keyword as Keyword);
      if (t) visit(t.ability, null);
    }
    // Evoke's triggered ability (CR 702.74a) is made by the keyword too.
    if (node.kind === 'castKeyword' && node.keyword === 'evoke') visit(EVOKE, null);
    for (const [key, v] of Object.entries(node)) {
      if (key === 'back') continue;
      visit(v, CATEGORY_OF_PROPERTY[key] ?? null);
    }
  };
  for (const face of def.back === undefined ? [def] : [def, def.back]) visit(face.abilities, null);
  return out;
}
