// "<object> becomes a Vampire in addition to its other types [until end of turn]" (CR 611.2, 205.1b): a type-changing
// effect of a resolved spell or ability (layer 4, CR 613.1d) that adds a creature type or the card type artifact and
// keeps the old ones. A creature type is had only while the object is a creature (205.3d: an object can't have a
// subtype that doesn't correspond to one of its types). Without a duration it lasts for the game (611.2a).
import type { ObjectRef } from '../card-def.js';
import { createContinuousEffect } from '../rules/cr611-continuous-effects.js';
import { SUBTYPES } from '../subtypes.js';
import type { Tx } from '../tx.js';
import type { CardType } from '../types.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectOf, EffectWord } from './word.js';
import { alt, lit, map, opt, tpl } from '../grammar.js';
import { one, variantsOf } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "<object> becomes a Vampire / an artifact in addition to its other types [until end of turn]" (layer 4) */
    becomeType: {
      readonly kind: 'becomeType';
      readonly what: ObjectRef;
      /** card types it gets */
      readonly types: readonly CardType[];
      /** creature types it gets (had only while it is a creature, CR 205.3d) */
      readonly subtypes: readonly string[];
      /** "until end of turn"; absent: for the game */
      readonly duration?: 'endOfTurn';
    };
  }
}

const CREATURE_TYPES = new Set<string>(SUBTYPES.creature);

export function resolveBecomeType(tx: Tx, e: EffectOf<'becomeType'>, ctx: ResolveCtx): void {
  const added = [...e.types.map((t) => t.toLowerCase()), ...e.subtypes].join(' ');
  const until = e.duration === 'endOfTurn' ? ' until end of turn' : '';
  createContinuousEffect(
    tx,
    ctx,
    objectsOf(tx, e.what, ctx).filter((id) => tx.obj(id).zone === 'battlefield'),
    { kind: 'becomeType', types: e.types, subtypes: e.subtypes },
    e.duration ?? 'permanent',
    (name) =>
      `${name} becomes ${/^[aeiouAEIOU]/.test(added) ? 'an' : 'a'} ${added} in addition to its other types${until}`,
  );
}

export const becomeTypeWord: EffectWord<'becomeType'> = {
  kind: 'becomeType',
  rule: 'CR 205.1b',
  scenario: 'control.json#effect.becomeType',
  polarity: () => 'neutral',
  parse: (p) =>
    map(
      tpl`${p.singleSubject} becomes ${p.article} ${alt(
        lit('artifact', { types: ['Artifact' as CardType], subtypes: [] as string[] }),
        map(p.subtypeName, (t) => (CREATURE_TYPES.has(t) ? { types: [] as CardType[], subtypes: [t] } : null)),
      )} in addition to its other types${opt(lit(' until end of turn', 'endOfTurn' as const))}`,
      ([o, , added, until]) =>
        one(
          {
            kind: 'becomeType',
            what: o.ref,
            types: added.types,
            subtypes: added.subtypes,
            ...(until ? { duration: until } : {}),
          },
          o.targets,
          variantsOf(o),
        ),
    ),
  render(e, rc, say) {
    if (e.types.length + e.subtypes.length !== 1) return null;
    const what = say.ref(e.what, rc);
    if (what === null) return null;
    const added = e.types.length ? 'artifact' : e.subtypes[0]!;
    const a = /^[aeiouAEIOU]/.test(added) ? 'an' : 'a';
    return `${what} becomes ${a} ${added} in addition to its other types${e.duration === 'endOfTurn' ? ' until end of turn' : ''}`;
  },
  resolve: resolveBecomeType,
};
