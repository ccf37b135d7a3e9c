// "<They> become N/N <subtype> creatures. They're still <what they were>." — a continuous effect from a resolved
// ability (CR 611.2) that adds the creature type and subtypes (layer 4, CR 613.1d; 205.1b: the new types are added
// to the old ones) and sets base power and toughness (layer 7b). With no duration stated it lasts for the game.
// A land that becomes a creature until end of turn ("It's still a land", Mutavault, Inkmoth Nexus, Celestial
// Colonnade) may also get other card types and every creature type (layer 4, 205.3m), colors that replace its own
// (layer 5, 105.3) and keywords (layer 6); it is a creature that came under its controller's control when it did,
// for summoning sickness (302.6).
import type { Effect } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { ContinuousMod } from '../state.js';
import type { Tx } from '../tx.js';
import { COLOR_NAMES } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';

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
