// "<They> become N/N <subtype> creatures. They're still <what they were>." — a continuous effect from a resolved
// ability (CR 611.2) that adds the creature type and subtypes (layer 4, CR 613.1d; 205.1b: the new types are added
// to the old ones) and sets base power and toughness (layer 7b). With no duration stated it lasts for the game.
// A land that becomes a creature until end of turn ("It's still a land", Mutavault, Inkmoth Nexus, Celestial
// Colonnade) may also get other card types and every creature type (layer 4, 205.3m), colors that replace its own
// (layer 5, 105.3) and keywords (layer 6); it is a creature that came under its controller's control when it did,
// for summoning sickness (302.6).
import type { Effect, Duration, Keyword, ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { ContinuousMod } from '../state.js';
import type { Tx } from '../tx.js';
import { COLOR_NAMES } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { CardType, Color } from '../types.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<They> become N/N <subtype> creatures. They're still <their types>." — for good (CR 611.2, layers 4 and 7b);
     * "{this} becomes a 1/1 Phyrexian Blinkmoth artifact creature with flying and infect until end of turn. It's still
     * a land." — with other card types, every creature type, colors and keywords (layers 4, 5 and 6) */
    becomeCreature: {
      readonly kind: 'becomeCreature';
      readonly what: ObjectRef;
      readonly subtypes: readonly string[];
      /** card types it becomes besides a creature ("artifact creature"), layer 4 */
      readonly types?: readonly CardType[];
      /** "with all creature types" (CR 205.3m), layer 4 */
      readonly allCreatureTypes?: boolean;
      /** "a white and blue ... creature": its colors become these (CR 105.3, layer 5) */
      readonly colors?: readonly Color[];
      /** "with flying and vigilance" (layer 6) */
      readonly keywords?: readonly Keyword[];
      /** the base power and toughness it gets (layer 7b); none: its own stay (a Vehicle, CR 301.7b) */
      readonly power?: number;
      readonly toughness?: number;
      /** default: for the rest of the game */
      readonly duration?: Duration;
    };
  }
}

export function resolveBecomeCreature(tx: Tx, e: Extract<Effect, { kind: 'becomeCreature' }>, ctx: ResolveCtx): void {
  const pt = e.power !== undefined && e.toughness !== undefined ? { power: e.power, toughness: e.toughness } : null;
  const until = e.duration === 'endOfTurn' ? ' until end of turn' : '';
  const mod: ContinuousMod = {
    kind: 'becomeCreature',
    subtypes: e.subtypes,
    ...pt,
    ...(e.types?.length ? { types: e.types } : {}),
    ...(e.allCreatureTypes ? { allCreatureTypes: true } : {}),
    ...(e.colors?.length ? { colors: e.colors } : {}),
    ...(e.keywords?.length ? { keywords: e.keywords } : {}),
  };
  const colors = (e.colors ?? []).map((c) => COLOR_NAMES[c]).join(' and ');
  const types = (e.types ?? []).map((t) => t.toLowerCase());
  const described = [colors, ...e.subtypes, ...types, 'creature'].filter((w) => w !== '').join(' ');
  const extra = [
    ...(e.allCreatureTypes ? ['all creature types'] : []),
    ...(e.keywords?.length ? [e.keywords.join(' and ')] : []),
  ];
  createContinuousEffect(tx, ctx, objectsOf(tx, e.what, ctx), mod, e.duration ?? 'permanent', (name) =>
    pt
      ? `${name} becomes a ${pt.power}/${pt.toughness} ${described}${extra.length ? ` with ${extra.join(', ')}` : ''}${until}`
      : // No power and toughness given: a Vehicle crewed (CR 702.122a), the only such effect.
        `${name} becomes an artifact creature${until}`,
  );
}

export const becomeCreatureWord: EffectWord<'becomeCreature'> = {
  kind: 'becomeCreature',
  rule: 'CR 611.2',
  scenario: 'planeswalkers.json#effect.becomeCreature',
  // Lands becoming creatures are the controller's own, untapped by the same ability.
  polarity: () => 'help',
  resolve: resolveBecomeCreature,
};
