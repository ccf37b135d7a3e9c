// "Untap <permanents>" (CR 701.26b): only tapped permanents can be untapped.
import type { Effect, ObjectRef } from '../card-def.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    untap: { readonly kind: 'untap'; readonly what: ObjectRef };
  }
}

export function resolveUntap(tx: Tx, e: Extract<Effect, { kind: 'untap' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    const o = tx.obj(id);
    if (o.zone !== 'battlefield' || !o.tapped) continue;
    tx.mutStatus(id).tapped = false;
    tx.emit({ kind: 'untap', object: id }, () => `${characteristics(tx.s, id).name} untaps`);
  }
}

export const untapWord: EffectWord<'untap'> = {
  kind: 'untap',
  rule: 'CR 701.26b',
  scenario: 'effects.json#effect.untap',
  polarity: () => 'help',
  resolve: resolveUntap,
};
