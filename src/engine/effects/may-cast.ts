// "You may cast it by paying <cost> rather than its mana cost" (miracle's triggered ability, CR 702.94a): the
// controller may cast the card while the ability resolves, ignoring timing (CR 608.2g), paying the alternative cost
// of the way named (CR 118.9).
import type { Effect, CastWay, ObjectRef } from '../card-def.js';
import { manaCostText } from '../mana.js';
import { canCast } from '../rules/cr117-priority.js';
import { castDuringResolution, castOption, castWayName } from '../rules/cr601-casting.js';
import { characteristics } from '../rules/cr613-layers.js';
import type { Tx } from '../tx.js';
import { objectsOf, type ResolveCtx } from './context.js';
import type { EffectWord } from './word.js';

declare module '../card-def.js' {
  interface EffectTypes {
    /** "you may cast it by paying <its `via` cost> rather than its mana cost" — cast during resolution (CR 608.2g) */
    mayCast: { readonly kind: 'mayCast'; readonly what: ObjectRef; readonly via: CastWay };
  }
}

export function resolveMayCast(tx: Tx, e: Extract<Effect, { kind: 'mayCast' }>, ctx: ResolveCtx): void {
  const p = ctx.controller;
  for (const id of objectsOf(tx, e.what, ctx)) {
    const name = characteristics(tx.s, id).name;
    // CR 702.94b: a card revealed for this ability is no longer revealed once the ability resolves.
    if (tx.obj(id).revealed) tx.mutStatus(id).revealed = false;
    const opt = castOption(tx.s, p, id, e.via);
    if (!opt || !canCast(tx.s, p, id, e.via, false)) {
      tx.emit({ kind: 'info' }, () => `${name} can't be cast now`, 'CR 601.3');
      continue;
    }
    const decision = tx.answerIndex();
    const logged = tx.log.length;
    const a = tx.choose({
      kind: 'yesNo',
      player: p,
      prompt: `${ctx.sourceName}: cast ${name} for ${manaCostText(opt.cost)} (${castWayName(e.via)})?`,
    });
    if (a.kind !== 'yes') continue;
    castDuringResolution(tx, p, id, e.via, decision, logged);
  }
}

export const mayCastWord: EffectWord<'mayCast'> = {
  kind: 'mayCast',
  rule: 'CR 702.94a',
  scenario: 'cast-keywords.json#keyword.miracle',
  polarity: () => 'neutral',
  resolve: resolveMayCast,
};
