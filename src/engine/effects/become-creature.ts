// "<They> become N/N <subtype> creatures. They're still <what they were>." — a continuous effect from a resolved
// ability (CR 611.2) that adds the creature type and subtypes (layer 4, CR 613.1d; 205.1b: the new types are added
// to the old ones) and sets base power and toughness (layer 7b). With no duration stated it lasts for the game.
import type { Effect } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';

export function resolveBecomeCreature(tx: Tx, e: Extract<Effect, { kind: 'becomeCreature' }>, ctx: ResolveCtx): void {
  const pt = e.power !== undefined && e.toughness !== undefined ? { power: e.power, toughness: e.toughness } : null;
  const until = e.duration === 'endOfTurn' ? ' until end of turn' : '';
  createContinuousEffect(
    tx,
    ctx,
    objectsOf(tx, e.what, ctx),
    { kind: 'becomeCreature', subtypes: e.subtypes, ...pt },
    e.duration ?? 'permanent',
    (name) =>
      pt
        ? `${name} becomes a ${pt.power}/${pt.toughness} ${[...e.subtypes, 'creature'].join(' ')}${until}`
        : // No power and toughness given: a Vehicle crewed (CR 702.122a), the only such effect.
          `${name} becomes an artifact creature${until}`,
  );
}
