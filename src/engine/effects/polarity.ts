// The value of effects for computer players: does it harm or help what it affects? Each verb's word says its own
// (effects/word.ts); the kernel asks it through the hook effects/index.ts fills.
import type { Effect, OlderEffect } from '../card-def.js';
import type { Polarity } from '../choices.js';
import { effectPolarity } from '../hooks.js';

/** Verbs whose value is still said here. */
export function olderPolarity(e: OlderEffect): Polarity {
  switch (e.kind) {
    case 'dealDamage':
    case 'dealDamageDividedEvenly':
    case 'destroy':
    case 'exile':
    case 'bounce':
    case 'loseLife':
    case 'discard':
    case 'addPoison':
    case 'counter':
    case 'counterUnlessPays':
      return 'harm';
    case 'modifyPT':
      return e.power + e.toughness < 0 ? 'harm' : 'help';
    case 'setBasePT':
    case 'sacrifice':
    case 'putOnTopOfLibrary':
    case 'discardHand':
    case 'exileTopOfLibrary':
    case 'sacrificeUnless':
    case 'sacrificeUnlessPays':
    case 'removeAllCounters':
    case 'removeCounters':
    case 'eachPlayerChoosesExile':
    case 'airbend':
    case 'sacrificeChosen':
    case 'revealHandChooseDiscard':
      return 'harm';
    // Which side a fight helps depends on the target (targetPolarity).
    case 'fight':
      return 'neutral';
    case 'addMana':
    case 'addManaAnyColor':
    case 'winGame':
    case 'drawShield':
    case 'returnExiledWith':
    case 'drawThenDiscardPerCardDrawn':
    case 'addManaOfTypeProduced':
    case 'returnToBattlefield':
    case 'revealTopPut':
    case 'createEmblem':
    case 'putFromHand':
    case 'revealFromTopToHand':
    case 'additionalLandPlay':
    case 'grantFlashback':
      return 'help';
    // Lands becoming creatures are the controller's own, untapped by the same ability.
    case 'becomeCreature':
      return 'help';
    case 'ifYouDo':
      return 'neutral';
    case 'switchPT':
    case 'mayRevealTop':
    case 'ifLinked':
    case 'transform':
    case 'delayed':
    case 'attackTax':
    case 'mayDo':
    case 'conditional':
    case 'mayCast':
      return 'neutral';
    case 'grantKeyword':
    case 'cantBeBlockedThisTurn':
    case 'grantProtectionFromChosenColor':
    case 'regenerate':
    case 'drawCards':
    case 'gainLife':
    case 'putCounters':
    case 'monstrosity':
    case 'createToken':
    case 'createTokenCopy':
    case 'preventDamage':
      return 'help';
    case 'searchLibrary':
    case 'returnSelfToHand':
      return 'neutral';
    // Tapping a creature keeps it from attacking or blocking; milling usually targets an opponent.
    case 'tap':
    case 'mill':
    case 'exileGraveyard':
      return 'harm';
    case 'untap':
      return 'help';
    // An Equipment's bonuses help the creature it is attached to (auraPolarity reads them, for its controller).
    case 'attach':
      return 'help';
    case 'surveil':
    case 'lookAtHand':
    case 'lookAtTop':
    case 'putFromHandOnTop':
    case 'shuffle':
      return 'neutral';
  }
}

/** The polarity of the effects that use target number `index`. */
export function targetPolarity(effects: readonly Effect[], index: number): Polarity {
  const isTarget = (r: unknown) =>
    typeof r === 'object' && r !== null && 'kind' in r && r.kind === 'target' && 'index' in r && r.index === index;
  for (const e of effects) {
    // A fight helps the creature that fights for you and harms the one it fights (CR 701.14).
    if (e.kind === 'fight' && (isTarget(e.what) || isTarget(e.other))) return isTarget(e.what) ? 'help' : 'harm';
    // Damage divided among all the targets harms each of them.
    if (e.kind === 'dealDamageDividedEvenly') return 'harm';
    const refs = ['what' in e ? e.what : null, 'to' in e ? e.to : null, 'who' in e ? e.who : null];
    if (
      refs.some(
        (r) =>
          r !== null &&
          typeof r === 'object' &&
          'kind' in r &&
          r.kind === 'target' &&
          'index' in r &&
          r.index === index,
      )
    )
      return effectPolarity(e);
  }
  return 'neutral';
}
