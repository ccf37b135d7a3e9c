// The effect verbs: one word a verb (effects/word.ts), each in its own module with its type, sentences, resolution,
// value for computer players and scenario; this registry is the one list of them.
import type { Effect, EffectKind } from '../card-def.js';
import type { Polarity } from '../choices.js';
import type { P } from '../grammar.js';
import { setEffectResolver } from '../hooks.js';
import type { Clause, EffectPhrases, EffectSayings, PEffect, RenderCtx } from '../text.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import type { EffectOf, EffectWord, EffectWords } from './word.js';
import { addManaWord, addManaAnyColorWord, addManaCombinationWord, addManaOfTypeProducedWord } from './add-mana.js';
import { addPoisonWord } from './add-poison.js';
import { additionalLandPlayWord } from './additional-land-play.js';
import { airbendWord } from './airbend.js';
import { attachWord } from './attach.js';
import { attackTaxWord } from './attack-tax.js';
import { becomeCreatureWord } from './become-creature.js';
import { becomeTypeWord } from './become-type.js';
import { loseCreatureTypesWord } from './lose-creature-types.js';
import { bounceWord } from './bounce.js';
import { conditionalWord } from './conditional.js';
import { cascadeWord } from './cascade.js';
import { castWithoutPayingWord } from './cast-without-paying.js';
import { cantBlockThisTurnWord } from './cant-block-this-turn.js';
import { insteadWord } from './instead.js';
import { mustAttackThisTurnWord } from './must-attack-this-turn.js';
import { mustAttackNextTurnWord } from './must-attack-next-turn.js';
import { lastingTriggerWord } from './lasting-trigger.js';
import { counterWord, counterUnlessPaysWord } from './counter.js';
import { changeTargetWord } from './change-target.js';
import { createEmblemWord } from './create-emblem.js';
import { createTokenWord } from './create-token.js';
import { createTokenCopyWord } from './create-token-copy.js';
import { dealDamageWord } from './deal-damage.js';
import { dealDamageDividedWord } from './deal-damage-divided.js';
import { dealDamageDividedEvenlyWord } from './deal-damage-divided-evenly.js';
import { delayedWord } from './delayed.js';
import { destroyWord } from './destroy.js';
import { doesntUntapNextWord } from './doesnt-untap-next.js';
import { discardWord } from './discard.js';
import { discardHandWord } from './discard-hand.js';
import { distributeCountersWord } from './distribute-counters.js';
import { drawCardsWord } from './draw-cards.js';
import { drawShieldWord } from './draw-shield.js';
import { drawThenDiscardPerCardDrawnWord } from './draw-then-discard.js';
import { eachPlayerChoosesExileWord } from './each-player-chooses-exile.js';
import { exileWord } from './exile.js';
import { exileGraveyardWord } from './exile-graveyard.js';
import { exileTopOfLibraryWord } from './exile-top-of-library.js';
import { putFromAmongWord } from './put-from-among.js';
import { putAllFromGraveyardsWord } from './put-all-from-graveyards.js';
import { fightWord } from './fight.js';
import { gainControlWord } from './gain-control.js';
import { grantFlashbackWord } from './grant-flashback.js';
import { grantKeywordWord, cantBeBlockedThisTurnWord, grantProtectionFromChosenColorWord } from './grant-keyword.js';
import { ifLinkedWord } from './if-linked.js';
import { ifYouDoWord } from './if-you-do.js';
import { gainLifeWord, loseLifeWord } from './life.js';
import { lookAtTopWord, putFromHandOnTopWord, shuffleWord } from './look-at-top.js';
import { lookAtTopMayRevealWord } from './look-at-top-reveal.js';
import { mayCastWord } from './may-cast.js';
import { mayDoWord } from './may-do.js';
import { mayPlayThisTurnWord } from './may-play-this-turn.js';
import { mayRevealTopWord } from './may-reveal-top.js';
import { millWord } from './mill.js';
import { modifyPTWord } from './modify-pt.js';
import { monstrosityWord } from './monstrosity.js';
import { classLevelWord } from './class-level.js';
import { pairWord } from './pair.js';
import { preventDamageWord } from './prevent-damage.js';
import { cantGainLifeThisTurnWord, damageCantBePreventedThisTurnWord } from './player-rules-this-turn.js';
import { castAsThoughFlashThisTurnWord } from './flash-this-turn.js';
import { putCountersWord } from './put-counters.js';
import { putFromHandWord } from './put-from-hand.js';
import { putOnTopOfLibraryWord } from './put-on-top-of-library.js';
import { regenerateWord } from './regenerate.js';
import { removeAllCountersWord } from './remove-all-counters.js';
import { removeCountersWord } from './remove-counters.js';
import { returnExiledWithWord } from './return-exiled-with.js';
import { returnSelfToHandWord } from './return-self-to-hand.js';
import { returnToBattlefieldWord } from './return-to-battlefield.js';
import { revealFromTopToHandWord } from './reveal-from-top-to-hand.js';
import { revealHandChooseDiscardWord, lookAtHandWord } from './reveal-hand.js';
import { revealTopToHandWord } from './reveal-top-to-hand.js';
import { lookAtHandMayBottomWord } from './look-at-hand-bottom.js';
import { lookAtPlayersTopWord, lookAtPlayersTopKeepOneWord } from './look-at-players-top.js';
import { exileLibraryWord } from './exile-library.js';
import { separatePermanentsWord, revealPilesWord } from './piles.js';
import { revealTopSortWord } from './reveal-top-sort.js';
import { revealTopPutWord } from './reveal-top-put.js';
import { sacrificeWord } from './sacrifice.js';
import { sacrificeChosenWord } from './sacrifice-chosen.js';
import { sacrificeUnlessWord } from './sacrifice-unless.js';
import { sacrificeUnlessPaysWord } from './sacrifice-unless-pays.js';
import { mayPayWord } from './may-pay.js';
import { exileIfLeavesWord } from './exile-if-leaves.js';
import { proliferateWord } from './proliferate.js';
import { scryWord } from './scry.js';
import { searchLibraryWord } from './search-library.js';
import { shuffleIntoLibraryWord } from './shuffle-into-library.js';
import { setBasePTWord } from './set-base-pt.js';
import { surveilWord } from './surveil.js';
import { manifestWord } from './manifest.js';
import { switchPTWord } from './switch-pt.js';
import { tapWord } from './tap.js';
import { tapOrUntapWord } from './tap-or-untap.js';
import { targetsDealDamageWord } from './targets-deal-damage.js';
import { transformWord } from './transform.js';
import { untapWord } from './untap.js';
import { winGameWord } from './win-game.js';
import { payOrLoseGameWord } from './pay-or-lose-game.js';

export type { ResolveCtx } from './context.js';

/** Every verb's word, by kind: a verb missing here, or registered under another kind, fails to compile. */
export const EFFECT_WORDS: EffectWords = {
  additionalLandPlay: additionalLandPlayWord,
  addManaAnyColor: addManaAnyColorWord,
  addManaCombination: addManaCombinationWord,
  addManaOfTypeProduced: addManaOfTypeProducedWord,
  addMana: addManaWord,
  addPoison: addPoisonWord,
  airbend: airbendWord,
  attach: attachWord,
  changeTarget: changeTargetWord,
  attackTax: attackTaxWord,
  becomeCreature: becomeCreatureWord,
  becomeType: becomeTypeWord,
  loseCreatureTypes: loseCreatureTypesWord,
  bounce: bounceWord,
  cantBeBlockedThisTurn: cantBeBlockedThisTurnWord,
  cantBlockThisTurn: cantBlockThisTurnWord,
  cascade: cascadeWord,
  castWithoutPaying: castWithoutPayingWord,
  cantGainLifeThisTurn: cantGainLifeThisTurnWord,
  castAsThoughFlashThisTurn: castAsThoughFlashThisTurnWord,
  conditional: conditionalWord,
  counterUnlessPays: counterUnlessPaysWord,
  counter: counterWord,
  createEmblem: createEmblemWord,
  createTokenCopy: createTokenCopyWord,
  createToken: createTokenWord,
  dealDamageDivided: dealDamageDividedWord,
  dealDamageDividedEvenly: dealDamageDividedEvenlyWord,
  dealDamage: dealDamageWord,
  damageCantBePreventedThisTurn: damageCantBePreventedThisTurnWord,
  delayed: delayedWord,
  destroy: destroyWord,
  doesntUntapNext: doesntUntapNextWord,
  discardHand: discardHandWord,
  discard: discardWord,
  drawCards: drawCardsWord,
  drawShield: drawShieldWord,
  drawThenDiscardPerCardDrawn: drawThenDiscardPerCardDrawnWord,
  eachPlayerChoosesExile: eachPlayerChoosesExileWord,
  exileGraveyard: exileGraveyardWord,
  exileTopOfLibrary: exileTopOfLibraryWord,
  putFromAmongOntoBattlefield: putFromAmongWord,
  putAllFromGraveyards: putAllFromGraveyardsWord,
  exile: exileWord,
  fight: fightWord,
  gainControl: gainControlWord,
  gainLife: gainLifeWord,
  grantFlashback: grantFlashbackWord,
  grantKeyword: grantKeywordWord,
  grantProtectionFromChosenColor: grantProtectionFromChosenColorWord,
  ifLinked: ifLinkedWord,
  ifYouDo: ifYouDoWord,
  instead: insteadWord,
  lastingTrigger: lastingTriggerWord,
  lookAtHand: lookAtHandWord,
  lookAtHandMayBottom: lookAtHandMayBottomWord,
  lookAtPlayersTop: lookAtPlayersTopWord,
  lookAtPlayersTopKeepOne: lookAtPlayersTopKeepOneWord,
  exileLibrary: exileLibraryWord,
  separatePermanents: separatePermanentsWord,
  revealPiles: revealPilesWord,
  revealTopSort: revealTopSortWord,
  lookAtTop: lookAtTopWord,
  lookAtTopMayReveal: lookAtTopMayRevealWord,
  loseLife: loseLifeWord,
  mayCast: mayCastWord,
  mayDo: mayDoWord,
  mayPlayThisTurn: mayPlayThisTurnWord,
  mayRevealTop: mayRevealTopWord,
  mill: millWord,
  mustAttackThisTurn: mustAttackThisTurnWord,
  mustAttackNextTurn: mustAttackNextTurnWord,
  modifyPT: modifyPTWord,
  monstrosity: monstrosityWord,
  classLevel: classLevelWord,
  pair: pairWord,
  preventDamage: preventDamageWord,
  putCounters: putCountersWord,
  distributeCounters: distributeCountersWord,
  putFromHandOnTop: putFromHandOnTopWord,
  putFromHand: putFromHandWord,
  putOnTopOfLibrary: putOnTopOfLibraryWord,
  regenerate: regenerateWord,
  removeAllCounters: removeAllCountersWord,
  removeCounters: removeCountersWord,
  returnExiledWith: returnExiledWithWord,
  returnSelfToHand: returnSelfToHandWord,
  returnToBattlefield: returnToBattlefieldWord,
  revealFromTopToHand: revealFromTopToHandWord,
  revealHandChooseDiscard: revealHandChooseDiscardWord,
  revealTopPut: revealTopPutWord,
  revealTopToHand: revealTopToHandWord,
  sacrificeChosen: sacrificeChosenWord,
  sacrificeUnlessPays: sacrificeUnlessPaysWord,
  mayPay: mayPayWord,
  exileIfLeaves: exileIfLeavesWord,
  sacrificeUnless: sacrificeUnlessWord,
  sacrifice: sacrificeWord,
  proliferate: proliferateWord,
  scry: scryWord,
  searchLibrary: searchLibraryWord,
  shuffleIntoLibrary: shuffleIntoLibraryWord,
  setBasePT: setBasePTWord,
  shuffle: shuffleWord,
  surveil: surveilWord,
  manifest: manifestWord,
  switchPT: switchPTWord,
  targetsDealDamage: targetsDealDamageWord,
  tap: tapWord,
  tapOrUntap: tapOrUntapWord,
  transform: transformWord,
  untap: untapWord,
  winGame: winGameWord,
  payOrLoseGame: payOrLoseGameWord,
};

/** An effect's word, with the effect typed as its verb's (TypeScript can't correlate a union member with its kind). */
function wordFor(e: Effect): EffectWord<EffectKind> {
  return EFFECT_WORDS[e.kind] as EffectWord<EffectKind>;
}

/** For computer players: whether an effect harms or helps what it affects. */
function polarity(e: Effect): Polarity {
  return wordFor(e).polarity(e as EffectOf<EffectKind>);
}

/** The sentences of every verb that has them, for the card compiler. */
export function effectParsers(p: EffectPhrases): P<Clause>[] {
  return (Object.keys(EFFECT_WORDS) as EffectKind[]).flatMap((k) => {
    const w = EFFECT_WORDS[k] as EffectWord<EffectKind>;
    return w.parse ? [w.parse(p)] : [];
  });
}

/** How an effect is said, by its verb's word: undefined when the word has no sentence (then the compiler's own
 * reading of the verb, if any, says it), null when this effect can't be said. */
export function sayEffect(e: Effect, rc: RenderCtx, say: EffectSayings): string | null | undefined {
  const w = wordFor(e);
  return w.render ? w.render(e as EffectOf<EffectKind>, rc, say) : undefined;
}

/** Resolves a list of effects in order (CR 608.2c). "If you do" (ifYouDo) looks at the effect just before it: it
 * counts as done if it moved an object, which it tells by linking the object it became. */
/** How a phrase of several effects joined as one is said, by the word of its first verb: undefined when that word
 * says no such phrase. */
export function sayPhrase(items: readonly PEffect[], rc: RenderCtx, say: EffectSayings): string | null | undefined {
  const first = items[0];
  if (!first) return undefined;
  const w = wordFor(first.e);
  return w.renderGroup ? w.renderGroup(items, rc, say) : undefined;
}

function resolveEffects(tx: Tx, effects: readonly Effect[], ctx: ResolveCtx): void {
  // What the effects do is told as the source's (the log's `source`), restored after: a replacement effect applying
  // in the middle (a draw replaced) tells its own.
  const cause = tx.cause;
  tx.cause = ctx.sourceName;
  try {
    resolveEach(tx, effects, ctx);
  } finally {
    tx.cause = cause;
  }
}

function resolveEach(tx: Tx, effects: readonly Effect[], ctx: ResolveCtx): void {
  let did = false;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i]!;
    if (e.kind === 'ifYouDo') {
      if (did) resolveEach(tx, e.effects, ctx);
      continue;
    }
    if (effects[i + 1]?.kind !== 'ifYouDo') {
      resolveEffect(tx, e, ctx);
      continue;
    }
    // CR 118.12: "If you do" asks whether the player did what the effect before it offered: it moved an object (and
    // linked the object it became), sacrificed one, or the effect says so itself (a payment: `done`).
    const linked = ctx.linked?.length ?? 0;
    const sacrificed = ctx.sacrificed?.length ?? 0;
    const done = { did: false };
    resolveEffect(tx, e, { ...ctx, done });
    did = done.did || (ctx.linked?.length ?? 0) > linked || (ctx.sacrificed?.length ?? 0) > sacrificed;
  }
}

/** CR 608.2: one effect, as its verb's word says. */
function resolveEffect(tx: Tx, e: Effect, ctx: ResolveCtx): void {
  wordFor(e).resolve(tx, e as EffectOf<EffectKind>, ctx);
}

// The rules resolve spells, abilities and replacement effects through the kernel (hooks.ts), which this fills as it
// loads: the rules never import the effects.
setEffectResolver({ effect: resolveEffect, effects: resolveEffects, polarity });
