// "Starting with you, each player chooses up to one <permanent> ... Exile those permanents." Each player chooses in
// turn order from the controller; the chosen permanents are exiled at the same time, after everyone has chosen.
import type { Effect, ObjectFilter } from '../card-def.js';
import { changeZone } from '../rules/cr400-zones.js';
import { matchesFilter } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import type { ObjectId } from '../types.js';
import type { ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "Starting with you, each player chooses up to one <filter> ... Exile those permanents." (chosen in turn order,
     * exiled together) */
    eachPlayerChoosesExile: { readonly kind: 'eachPlayerChoosesExile'; readonly filter: ObjectFilter };
  }
}

export function resolveEachPlayerChoosesExile(
  tx: Tx,
  e: Extract<Effect, { kind: 'eachPlayerChoosesExile' }>,
  ctx: ResolveCtx,
): void {
  const candidates = tx.s.battlefield.filter((id) =>
    matchesFilter(tx.s, tx.obj(id), e.filter, ctx.controller, ctx.source),
  );
  const chosen = new Set<ObjectId>();
  const n = tx.s.players.length;
  for (let k = 0; k < n; k++) {
    const p = (ctx.controller + k) % n;
    if (tx.player(p).lost || candidates.length === 0) continue;
    const a = tx.choose({
      kind: 'chooseCards',
      player: p,
      prompt: `${ctx.sourceName}: choose up to one permanent to exile`,
      cards: candidates,
      min: 0,
      max: 1,
    });
    if (a.kind === 'cards') for (const id of a.cards) chosen.add(id);
  }
  for (const id of chosen)
    if (!tx.obj(id).left) changeZone(tx, id, 'exile', (name) => `${name} is exiled by ${ctx.sourceName}`);
}

export const eachPlayerChoosesExileWord: EffectWord<'eachPlayerChoosesExile'> = {
  kind: 'eachPlayerChoosesExile',
  rule: 'CR 101.4',
  scenario: 'effects.json#effect.eachPlayerChoosesExile',
  polarity: () => 'harm',
  resolve: resolveEachPlayerChoosesExile,
};
