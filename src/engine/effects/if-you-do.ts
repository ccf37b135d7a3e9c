// "If you do, <effects>" (CR 608.2c, 118.12): done only if the effect just before it in the same list did what it
// says — the player chose to do it and did (resolveEach in effects/index.ts tells).
import type { Effect } from '../card-def.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "If you do, <effects>": done only if the effect just before it in the same list did what it says (it moved an
     * object, CR 608.2c) */
    ifYouDo: {
      readonly kind: 'ifYouDo';
      readonly effects: readonly Effect[];
      /** "If a player does" (after "any opponent may ..."): the same check, said of whoever chose (CR 118.12) */
      readonly who?: 'aPlayer';
    };
  }
}

export const ifYouDoWord: EffectWord<'ifYouDo'> = {
  kind: 'ifYouDo',
  rule: 'CR 608.2c',
  scenario: 'planeswalkers.json#effect.ifYouDo',
  polarity: () => 'neutral',
  // Only meaningful after another effect of a list, which resolves it (effects/index.ts resolveEffects); alone there
  // is nothing it could follow.
  resolve: () => undefined,
};
