// CR 614-616: every kind of replacement and prevention effect the engine knows, one module each, registered here by
// the kind it comes from. A new kind is its module and its entry in one of these tables; a static effect that
// replaces no event has no entry.
import type { StaticEffect } from '../../card-def.js';
import type { ReplaceableEvent } from '../../hooks.js';
import type { Shield } from '../../state.js';
import type { RuleReplacer, ShieldReplacer, StaticReplacer } from './candidate.js';
import { castViaExile } from './cast-via-exile.js';
import { creaturesYouControlEnterAsCopy } from './creatures-enter-as-copy.js';
import { daybound } from './daybound.js';
import { unleash } from './unleash.js';
import { drawInstead, replaceDraw, replaceDrawMany } from './draw.js';
import { dredge } from './dredge.js';
import { entersAsCopy } from './enters-as-copy.js';
import { asEntersChooseCreatureType } from './enters-choose-type.js';
import { asEntersChoose } from './enters-choose.js';
import { entersTapped } from './enters-tapped.js';
import { othersEnterTapped } from './others-enter-tapped.js';
import { entersWithCounters } from './enters-with-counters.js';
import { exileIfDies } from './exile-if-dies.js';
import { exileIfLeaves } from './exile-if-leaves.js';
import { battlefieldIfDiscardedByOpponent } from './discard-instead.js';
import {
  exileCardsInsteadOfGraveyard,
  exileInsteadOfGraveyard,
  shuffleIntoLibraryInsteadOfGraveyard,
} from './graveyard-instead.js';
import { manaBecomes, manaDoubled } from './mana.js';
import { preventDamageTo, preventShield } from './prevent-damage.js';
import { protection } from './protection.js';
import { regenerationShield } from './regenerate.js';
import { scaleCountersPut } from './scale-counters.js';

/** Static abilities (of permanents, or of the object entering or moving) that replace or prevent events, by kind. */
export const STATIC_REPLACERS: { readonly [K in StaticEffect['kind']]?: StaticReplacer<K> } = {
  entersAsCopy,
  creaturesYouControlEnterAsCopy,
  manaBecomes,
  manaDoubled,
  scaleCountersPut,
  asEntersChooseCreatureType,
  asEntersChoose,
  entersTapped,
  othersEnterTapped,
  entersWithCounters,
  replaceDraw,
  replaceDrawMany,
  preventDamageTo,
  exileInsteadOfGraveyard,
  exileCardsInsteadOfGraveyard,
  shuffleIntoLibraryInsteadOfGraveyard,
  battlefieldIfDiscardedByOpponent,
};

/** Shields made by resolved spells and abilities (state.ts `Shield`), by kind: every shield replaces or prevents. */
export const SHIELD_REPLACERS: { readonly [K in Shield['kind']]: ShieldReplacer<K> } = {
  drawInstead,
  exileIfDies,
  exileIfLeaves,
  regenerate: regenerationShield,
  prevent: preventShield,
};

/** Replacement and prevention effects of keywords, which the rules make (702), by the kind of event they look at. */
export const RULE_REPLACERS: { readonly [K in ReplaceableEvent['kind']]?: readonly RuleReplacer[] } = {
  damage: [protection],
  draw: [dredge],
  enter: [daybound, unleash],
  move: [castViaExile],
};

/** The entry of a static ability's kind (none: it replaces nothing). */
export function staticReplacerOf<K extends StaticEffect['kind']>(kind: K): StaticReplacer<K> | undefined {
  return STATIC_REPLACERS[kind];
}

/** The entry of a shield's kind. */
export function shieldReplacerOf<K extends Shield['kind']>(kind: K): ShieldReplacer<K> {
  return SHIELD_REPLACERS[kind];
}
