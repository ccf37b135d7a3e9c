// "If it would leave the battlefield, exile it instead of putting it anywhere else." (Whip of Erebos): after a return
// to the battlefield, a replacement effect (CR 614.1a) on the permanent that returned, for as long as it remains there
// (rules/replacement/exile-if-leaves.ts). Its Gatherer ruling: if the delayed exile is countered, the replacement
// effect still exiles the creature when it eventually leaves.
import type { Effect, ObjectRef } from '../card-def.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';
import { lit } from '../grammar.js';
import { LINKED, one } from '../text.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "If it would leave the battlefield, exile it instead of putting it anywhere else" — of the permanent an effect
     * before it returned (CR 614.1a) */
    exileIfLeaves: { readonly kind: 'exileIfLeaves'; readonly what: ObjectRef };
  }
}

const SENTENCE = 'if it would leave the battlefield, exile it instead of putting it anywhere else';

export function resolveExileIfLeaves(tx: Tx, e: Extract<Effect, { kind: 'exileIfLeaves' }>, ctx: ResolveCtx): void {
  for (const id of objectsOf(tx, e.what, ctx)) {
    if (tx.obj(id).zone !== 'battlefield') continue;
    tx.setList('shields', [
      ...tx.s.shields,
      { id: tx.newId(), kind: 'exileIfLeaves', object: id, source: ctx.sourceName },
    ]);
  }
}

export const exileIfLeavesWord: EffectWord<'exileIfLeaves'> = {
  kind: 'exileIfLeaves',
  rule: 'CR 614.1a',
  scenario: 'choices.json#effect.exileIfLeaves',
  polarity: () => 'harm',
  // "it": the permanent an effect before it returned (the assembler requires one).
  parse: () => lit(SENTENCE, one({ kind: 'exileIfLeaves', what: LINKED })),
  render: (e) => (e.what.kind === 'linked' ? SENTENCE : null),
  resolve: resolveExileIfLeaves,
};
