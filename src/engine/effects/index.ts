// The effect verbs: one resolution per verb, dispatched exhaustively.
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import { setEffectResolver } from '../hooks.js';
import { resolveAddMana, resolveAddManaAnyColor } from './add-mana.js';
import { resolvePutOnTopOfLibrary } from './put-on-top-of-library.js';
import { resolveAddPoison } from './add-poison.js';
import { resolveDiscardHand } from './discard-hand.js';
import { resolveDrawShield } from './draw-shield.js';
import { resolveDrawThenDiscard } from './draw-then-discard.js';
import { resolveExileTopOfLibrary } from './exile-top-of-library.js';
import { resolveReturnExiledWith } from './return-exiled-with.js';
import { resolveMayRevealTop } from './may-reveal-top.js';
import { resolveTransform } from './transform.js';
import { resolveMonstrosity } from './monstrosity.js';
import { resolveWinGame } from './win-game.js';
import { resolveAirbend } from './airbend.js';
import { resolveGrantFlashback } from './grant-flashback.js';
import { resolveLookAtTop, resolvePutFromHandOnTop, resolveShuffle } from './look-at-top.js';
import { resolveLookAtHand, resolveRevealHandChooseDiscard } from './reveal-hand.js';
import { resolveEachPlayerChoosesExile } from './each-player-chooses-exile.js';
import { resolveMayDo } from './may-do.js';
import { resolveMayCast } from './may-cast.js';
import { resolveAttackTax } from './attack-tax.js';
import { resolveDelayed } from './delayed.js';
import { resolveReturnToBattlefield } from './return-to-battlefield.js';
import { resolveSacrifice } from './sacrifice.js';
import { resolveSacrificeUnless } from './sacrifice-unless.js';
import { resolveSacrificeUnlessPays } from './sacrifice-unless-pays.js';
import { resolveSetBasePT } from './set-base-pt.js';
import { resolveSwitchPT } from './switch-pt.js';
import { resolveBounce } from './bounce.js';
import type { ResolveCtx } from './context.js';
import { resolveCreateToken } from './create-token.js';
import { resolveCreateTokenCopy } from './create-token-copy.js';
import { resolveDealDamage } from './deal-damage.js';
import { resolveDealDamageDividedEvenly } from './deal-damage-divided-evenly.js';
import { resolveDestroy } from './destroy.js';
import { resolveDiscard } from './discard.js';
import { resolveDrawCards } from './draw-cards.js';
import { resolveExile } from './exile.js';
import {
  resolveCantBeBlockedThisTurn,
  resolveGrantKeyword,
  resolveGrantProtectionFromChosenColor,
} from './grant-keyword.js';
import { resolveGainLife, resolveLoseLife } from './life.js';
import { resolveModifyPT } from './modify-pt.js';
import { resolvePreventDamage } from './prevent-damage.js';
import { resolvePutCounters } from './put-counters.js';
import { resolveRegenerate } from './regenerate.js';
import { resolveRemoveAllCounters } from './remove-all-counters.js';
import { resolveRemoveCounters } from './remove-counters.js';
import { resolveConditional } from './conditional.js';
import { resolveAdditionalLandPlay } from './additional-land-play.js';
import { resolveReturnSelfToHand } from './return-self-to-hand.js';
import { resolveSearchLibrary } from './search-library.js';
import { resolveTap } from './tap.js';
import { resolveUntap } from './untap.js';
import { scry } from './scry.js';
import type { EffectOf, EffectWord, EffectWords } from './word.js';
import type { EffectKind, OlderEffect } from '../card-def.js';
import type { P } from '../grammar.js';
import type { Clause, EffectPhrases, EffectSayings, RenderCtx } from '../text.js';
import type { Polarity } from '../choices.js';
import { olderPolarity } from './polarity.js';
import { resolveSurveil } from './surveil.js';
import { resolveMill } from './mill.js';
import { resolveExileGraveyard } from './exile-graveyard.js';
import { resolveFight } from './fight.js';
import { resolveSacrificeChosen } from './sacrifice-chosen.js';
import { resolveRevealTopPut } from './reveal-top-put.js';
import { resolveBecomeCreature } from './become-creature.js';
import { resolveCreateEmblem } from './create-emblem.js';
import { resolveCounter, resolveCounterUnlessPays } from './counter.js';
import { resolvePutFromHand } from './put-from-hand.js';
import { resolveIfLinked } from './if-linked.js';
import { resolveRevealFromTopToHand } from './reveal-from-top-to-hand.js';
import { resolveAttach } from './attach.js';

export type { ResolveCtx } from './context.js';

/** Resolves a list of effects in order (CR 608.2c). "If you do" (ifYouDo) looks at the effect just before it: it
 * counts as done if it moved an object, which it tells by linking the object it became. */
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
  for (const e of effects) {
    if (e.kind === 'ifYouDo') {
      if (did) resolveEach(tx, e.effects, ctx);
      continue;
    }
    const before = ctx.linked?.length ?? 0;
    resolveEffect(tx, e, ctx);
    did = (ctx.linked?.length ?? 0) > before;
  }
}

/** Every verb's word (effects/word.ts), by kind. */
export const EFFECT_WORDS = { scry } as const satisfies Partial<EffectWords>;

/** The word of a verb, if it is in the registry. */
export function effectWord<K extends EffectKind>(kind: K): EffectWord<K> | undefined {
  return (EFFECT_WORDS as Partial<EffectWords>)[kind] as EffectWord<K> | undefined;
}

/** An effect's word, with the effect typed as its verb's (TypeScript can't correlate a union member with its kind). */
function wordFor(e: Effect): EffectWord<EffectKind> | undefined {
  return effectWord(e.kind) as EffectWord<EffectKind> | undefined;
}

/** For computer players: whether an effect harms or helps what it affects. */
function polarity(e: Effect): Polarity {
  const w = wordFor(e);
  return w ? w.polarity(e as EffectOf<EffectKind>) : olderPolarity(e as OlderEffect);
}

/** The sentences of every verb that has them, for the card compiler. */
export function effectParsers(p: EffectPhrases): P<Clause>[] {
  return Object.values(EFFECT_WORDS as Partial<EffectWords>).flatMap((w) => (w?.parse ? [w.parse(p)] : []));
}

/** How an effect is said, by its verb's word: null when it can't be said, undefined when its verb is not registered. */
export function sayEffect(e: Effect, rc: RenderCtx, say: EffectSayings): string | null | undefined {
  const w = wordFor(e);
  if (!w) return undefined;
  return w.render ? w.render(e as EffectOf<EffectKind>, rc, say) : null;
}

function resolveEffect(tx: Tx, e: Effect, ctx: ResolveCtx): void {
  const w = wordFor(e);
  if (w) return w.resolve(tx, e as EffectOf<EffectKind>, ctx);
  resolveOlder(tx, e as OlderEffect, ctx);
}

/** Verbs whose resolution is still dispatched here. */
function resolveOlder(tx: Tx, e: OlderEffect, ctx: ResolveCtx): void {
  switch (e.kind) {
    case 'dealDamage':
      return resolveDealDamage(tx, e, ctx);
    case 'dealDamageDividedEvenly':
      return resolveDealDamageDividedEvenly(tx, e, ctx);
    case 'counter':
      return resolveCounter(tx, e, ctx);
    case 'counterUnlessPays':
      return resolveCounterUnlessPays(tx, e, ctx);
    case 'destroy':
      return resolveDestroy(tx, e, ctx);
    case 'exile':
      return resolveExile(tx, e, ctx);
    case 'bounce':
      return resolveBounce(tx, e, ctx);
    case 'modifyPT':
      return resolveModifyPT(tx, e, ctx);
    case 'grantKeyword':
      return resolveGrantKeyword(tx, e, ctx);
    case 'cantBeBlockedThisTurn':
      return resolveCantBeBlockedThisTurn(tx, e, ctx);
    case 'grantProtectionFromChosenColor':
      return resolveGrantProtectionFromChosenColor(tx, e, ctx);
    case 'regenerate':
      return resolveRegenerate(tx, e, ctx);
    case 'tap':
      return resolveTap(tx, e, ctx);
    case 'untap':
      return resolveUntap(tx, e, ctx);
    case 'surveil':
      return resolveSurveil(tx, e, ctx);
    case 'mill':
      return resolveMill(tx, e, ctx);
    case 'drawCards':
      return resolveDrawCards(tx, e, ctx);
    case 'gainLife':
      return resolveGainLife(tx, e, ctx);
    case 'loseLife':
      return resolveLoseLife(tx, e, ctx);
    case 'discard':
      return resolveDiscard(tx, e, ctx);
    case 'searchLibrary':
      return resolveSearchLibrary(tx, e, ctx);
    case 'returnSelfToHand':
      return resolveReturnSelfToHand(tx, e, ctx);
    case 'putCounters':
      return resolvePutCounters(tx, e, ctx);
    case 'createToken':
      return resolveCreateToken(tx, e, ctx);
    case 'createTokenCopy':
      return resolveCreateTokenCopy(tx, e, ctx);
    case 'addPoison':
      return resolveAddPoison(tx, e, ctx);
    case 'preventDamage':
      return resolvePreventDamage(tx, e, ctx);
    case 'setBasePT':
      return resolveSetBasePT(tx, e, ctx);
    case 'switchPT':
      return resolveSwitchPT(tx, e, ctx);
    case 'sacrifice':
      return resolveSacrifice(tx, e, ctx);
    case 'addMana':
      return resolveAddMana(tx, e, ctx);
    case 'delayed':
      return resolveDelayed(tx, e, ctx);
    case 'returnToBattlefield':
      return resolveReturnToBattlefield(tx, e, ctx);
    case 'attackTax':
      return resolveAttackTax(tx, e, ctx);
    case 'removeCounters':
      return resolveRemoveCounters(tx, e, ctx);
    case 'conditional':
      return resolveConditional(tx, e, ctx);
    case 'additionalLandPlay':
      return resolveAdditionalLandPlay(tx, e, ctx);
    case 'removeAllCounters':
      return resolveRemoveAllCounters(tx, e, ctx);
    case 'eachPlayerChoosesExile':
      return resolveEachPlayerChoosesExile(tx, e, ctx);
    case 'mayDo':
      return resolveMayDo(tx, e, ctx);
    case 'mayCast':
      return resolveMayCast(tx, e, ctx);
    case 'airbend':
      return resolveAirbend(tx, e, ctx);
    case 'grantFlashback':
      return resolveGrantFlashback(tx, e, ctx);
    case 'revealHandChooseDiscard':
      return resolveRevealHandChooseDiscard(tx, e, ctx);
    case 'lookAtHand':
      return resolveLookAtHand(tx, e, ctx);
    case 'exileGraveyard':
      return resolveExileGraveyard(tx, e, ctx);
    case 'lookAtTop':
      return resolveLookAtTop(tx, e, ctx);
    case 'putFromHandOnTop':
      return resolvePutFromHandOnTop(tx, e, ctx);
    case 'shuffle':
      return resolveShuffle(tx, e, ctx);
    case 'addManaOfTypeProduced':
      // Only a triggered mana ability has it, and those resolve where the mana is produced (cr605).
      return;
    case 'sacrificeUnless':
      return resolveSacrificeUnless(tx, e, ctx);
    case 'sacrificeUnlessPays':
      return resolveSacrificeUnlessPays(tx, e, ctx);
    case 'winGame':
      return resolveWinGame(tx, e, ctx);
    case 'transform':
      return resolveTransform(tx, e, ctx);
    case 'monstrosity':
      return resolveMonstrosity(tx, e, ctx);
    case 'mayRevealTop':
      return resolveMayRevealTop(tx, e, ctx);
    case 'addManaAnyColor':
      return resolveAddManaAnyColor(tx, e, ctx);
    case 'putOnTopOfLibrary':
      return resolvePutOnTopOfLibrary(tx, e, ctx);
    case 'drawShield':
      return resolveDrawShield(tx, e, ctx);
    case 'exileTopOfLibrary':
      return resolveExileTopOfLibrary(tx, e, ctx);
    case 'returnExiledWith':
      return resolveReturnExiledWith(tx, e, ctx);
    case 'discardHand':
      return resolveDiscardHand(tx, e, ctx);
    case 'drawThenDiscardPerCardDrawn':
      return resolveDrawThenDiscard(tx, e, ctx);
    case 'fight':
      return resolveFight(tx, e, ctx);
    case 'sacrificeChosen':
      return resolveSacrificeChosen(tx, e, ctx);
    case 'revealTopPut':
      return resolveRevealTopPut(tx, e, ctx);
    case 'becomeCreature':
      return resolveBecomeCreature(tx, e, ctx);
    case 'createEmblem':
      return resolveCreateEmblem(tx, e, ctx);
    case 'ifYouDo':
      // Only meaningful after another effect of a list (resolveEffects); alone there is nothing it could follow.
      return;
    case 'putFromHand':
      return resolvePutFromHand(tx, e, ctx);
    case 'ifLinked':
      return resolveIfLinked(tx, e, ctx);
    case 'attach':
      return resolveAttach(tx, e, ctx);
    case 'revealFromTopToHand':
      return resolveRevealFromTopToHand(tx, e, ctx);
  }
}

// The rules resolve spells, abilities and replacement effects through the kernel (hooks.ts), which this fills as it
// loads: the rules never import the effects.
setEffectResolver({ effect: resolveEffect, effects: resolveEffects, polarity });
