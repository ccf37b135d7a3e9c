// "You may <do something>." The controller chooses as the ability resolves (CR 608.2d); "if you do" effects follow in
// the same list.
import type { Effect } from '../card-def.js';
import type { Tx } from '../tx.js';
import type { ResolveCtx } from './context.js';
import { resolveEffects } from '../hooks.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "You may <effects>" — its controller chooses on resolution (CR 608.2d) */
    mayDo: { readonly kind: 'mayDo'; readonly prompt: string; readonly effects: readonly Effect[] };
  }
}

export function resolveMayDo(tx: Tx, e: Extract<Effect, { kind: 'mayDo' }>, ctx: ResolveCtx): void {
  const a = tx.choose({ kind: 'yesNo', player: ctx.controller, prompt: `${ctx.sourceName}: ${e.prompt}?` });
  if (a.kind !== 'yes') return;
  resolveEffects(tx, e.effects, ctx);
}

export const mayDoWord: EffectWord<'mayDo'> = {
  kind: 'mayDo',
  rule: 'CR 608.2d',
  scenario: 'effects.json#effect.mayDo',
  polarity: () => 'neutral',
  resolve: resolveMayDo,
};
